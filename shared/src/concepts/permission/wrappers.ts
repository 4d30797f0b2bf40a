/**
 * The wrappers every rule sees through: `timeout`, `time`, `nice`, `nohup`, `stdbuf`, `command` and `builtin` run
 * the command that follows their options, so `timeout 5 npm test` is matched as `npm test`.
 *
 * @module
 */
import type { ShellWord } from "./bash-parser.ts";

/** The wrappers stripped before matching: each runs the command that follows its options. */
export const WRAPPERS: readonly string[] = [
  "timeout",
  "time",
  "nice",
  "nohup",
  "stdbuf",
  "command",
  "builtin",
];

/** The words without the wrappers in front (`timeout 5 npm test` → `npm test`); a wrapper alone stays. */
export function stripWrappers(words: ShellWord[]): ShellWord[] {
  let rest = words;
  for (;;) {
    const name = rest[0];
    if (!name?.plain || !WRAPPERS.includes(name.text)) return rest;
    const after = wrapped(name.text, rest.slice(1));
    if (after === undefined || after.length === 0) return rest;
    rest = after;
  }
}

/** The options each wrapper takes with a value of its own (`timeout -s KILL`, `nice -n 5`, `stdbuf -o L`). */
const OPTIONS_WITH_VALUES: Record<string, string[]> = {
  timeout: ["-s", "--signal", "-k", "--kill-after"],
  nice: ["-n", "--adjustment"],
  stdbuf: ["-i", "-o", "-e", "--input", "--output", "--error"],
};

/** The words after a wrapper's options (and `timeout`'s duration); undefined when it runs nothing (`command -v`). */
function wrapped(wrapper: string, args: ShellWord[]): ShellWord[] | undefined {
  const withValues = OPTIONS_WITH_VALUES[wrapper] ?? [];
  let i = 0;
  while (i < args.length && args[i]!.text.startsWith("-") && args[i]!.text !== "-") {
    const option = args[i]!.text;
    i++;
    if (option === "--") break;
    if (wrapper === "command" && /^-[pvV]*[vV]/.test(option)) return undefined; // command -v: looks, runs nothing
    if (withValues.includes(option)) i++; // its value is the next word
  }
  if (wrapper === "timeout") i++; // the duration
  return args.slice(i);
}
