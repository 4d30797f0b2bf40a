// pnpm loads this file at the start of every pnpm command run in the workbook. It defines no install hooks: it only
// keeps pnpm waiting for the workbook's own commands when Ctrl-C is pressed.
//
// The workbook's commands (`pnpm lesson`, `pnpm exercise`, `pnpm lesson:diff`, …) are the bins of scripts/bin, not
// package.json scripts: pnpm runs a name with no script through `pnpm exec`, which ends with the command's own exit
// status and adds no line of its own (a script that fails is followed by ` ELIFECYCLE  Command failed…`). But
// `pnpm exec` dies at the first Ctrl-C and takes its command down with it, where a script's pnpm waits. The terminal
// sends Ctrl-C (SIGINT) to the command too, and each command decides what it means: a lesson stops its turn and goes
// on, `pnpm mock-api` closes and exits 0. So while a workbook command runs, pnpm lets SIGINT pass and waits for it.
const { readdirSync } = require("node:fs");
const { join } = require("node:path");

const commands = new Set(readdirSync(join(__dirname, "scripts", "bin")));
const args = process.argv.slice(2);
// The words that are not options, nor the folder of a `-C DIR` or `--dir DIR`.
const words = args.filter((word, i) => !word.startsWith("-") && !["-C", "--dir"].includes(args[i - 1]));
const name = words[0] === "exec" ? words[1] : words[0];
if (commands.has(name)) process.on("SIGINT", () => {});

module.exports = {};
