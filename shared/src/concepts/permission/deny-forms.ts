/**
 * The other forms of a simple command that deny and ask rules check besides the command itself, so that a deny
 * rule is not slipped past by naming the program by its path or through a runner: `/bin/rm -rf x`, `sudo rm x`,
 * `env A=1 rm x`, `exec rm x`, `xargs rm` are all seen as `rm …` by `Bash(rm *)`. Allow rules never see these
 * forms: they only make a deny or an ask hold more often, never allow more.
 *
 * @module
 */
import type { ShellWord } from "./bash-parser.ts";
import { stripWrappers } from "./wrappers.ts";

/** The runners deny and ask rules see through, and their options that take a value of their own. */
export const RUNNERS: Readonly<Record<string, readonly string[]>> = {
  exec: ["-a"],
  coproc: [],
  env: ["-u", "--unset", "-C", "--chdir", "-S", "--split-string"],
  sudo: ["-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "-D", "-R", "-T"],
  xargs: [
    "-a",
    "-d",
    "-E",
    "-e",
    "-I",
    "-i",
    "-L",
    "-l",
    "-n",
    "-P",
    "-s",
    "--delimiter",
    "--max-args",
  ],
};

/** The forms of `words` (wrappers already stripped) that deny and ask rules also check, each as its words. */
export function denyForms(words: ShellWord[]): ShellWord[][] {
  const forms: ShellWord[][] = [];
  let current = words;
  for (let hops = 0; hops < 8; hops++) {
    const next = seeThrough(current);
    if (next === undefined || next.length === 0) break;
    current = stripWrappers(next);
    forms.push(current);
  }
  return forms;
}

/** One step: the program's name without its folder, or the words after a runner and its options; else undefined. */
function seeThrough(words: ShellWord[]): ShellWord[] | undefined {
  const name = words[0]!;
  if (name.text.includes("/") && !name.text.endsWith("/")) {
    return [
      { text: name.text.slice(name.text.lastIndexOf("/") + 1), plain: name.plain },
      ...words.slice(1),
    ];
  }
  const withValues = RUNNERS[name.text];
  if (withValues === undefined) return undefined;
  let i = 1;
  while (i < words.length) {
    const w = words[i]!.text;
    if (w === "--") {
      i++;
      break;
    }
    if (w.startsWith("-") && w !== "-") i += withValues.includes(w) ? 2 : 1;
    else if ((name.text === "env" || name.text === "sudo") && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w))
      i++;
    else break;
  }
  return words.slice(i);
}
