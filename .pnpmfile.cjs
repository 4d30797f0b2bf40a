// pnpm loads this file at the start of every pnpm command run in the workbook. It defines no install hooks: it only
// keeps `pnpm exec NAME` (and `pnpm -C DIR exec NAME`) waiting for a workbook command when Ctrl-C is pressed.
//
// The workbook's commands are package.json scripts (`pnpm lesson`, `pnpm exercise`, …), which pnpm runs from any
// folder with -C DIR or --dir DIR and waits for at Ctrl-C; each is also a bin of scripts/bin, for `pnpm exec lesson`.
// But `pnpm exec` dies at the first Ctrl-C and takes its command down with it (pnpm/pnpm#7374,
// https://github.com/pnpm/pnpm/issues/7374): the terminal sends Ctrl-C (SIGINT) to the command too, and each command
// decides what it means (a lesson stops its turn and goes on, `pnpm mock-api` closes and exits 0). So while a
// workbook command runs under `pnpm exec`, pnpm lets SIGINT pass and waits for it. This file can go once a pnpm that
// waits for its command at Ctrl-C (pnpm/pnpm#7374 fixed) is the workbook's packageManager.
const { readdirSync } = require("node:fs");
const { join } = require("node:path");

const commands = new Set(readdirSync(join(__dirname, "scripts", "bin")));
const args = process.argv.slice(2);
// The words that are not options, nor the folder of a `-C DIR` or `--dir DIR`.
const words = args.filter((word, i) => !word.startsWith("-") && !["-C", "--dir"].includes(args[i - 1]));
if (words[0] === "exec" && commands.has(words[1])) process.on("SIGINT", () => {});

module.exports = {};
