/**
 * `pnpm lesson:diff A B`: what changed from one lesson's agent.ts to another's, the way instructors
 * teach (each lesson is the one before it plus one idea). With one id it compares that lesson with the
 * one it builds on (package.json `workbook.base`).
 *
 *   pnpm lesson:diff v1 v2              a coloured unified diff, 3 lines of context
 *   pnpm lesson:diff v2 --stat          a summary: lines, tools, classes, functions, types, constants
 *   pnpm lesson:diff v1 v2 --html FILE  a self-contained page with the two files side by side
 *
 *   pnpm lesson:diff s12 s13 --full     regions s13 imports from the kit shown line by line, not folded
 *
 * The pieces live in scripts/lesson-diff/, one job per file (lessons.ts finds the files, unified.ts the
 * diff, fold.ts the regions folded into one line, words.ts pairs changed lines and words, outline.ts the
 * names a lesson defines and its tools, stat.ts the summary, html.ts and page-css.ts the page), and are re-exported here for other scripts: lessonDiff() is
 * the plain unified diff and formatStat() the plain summary, both deterministic (relative paths, no dates), to be pasted into the docs as they are.
 */
import { statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseCommandLine, UsageError } from "@agent-workbook/kit/cli";
import { learnerFolder } from "@agent-workbook/kit/paths";
import { wrapText } from "@agent-workbook/kit/terminal-width";
import type { LessonEntry } from "@agent-workbook/kit/lessons";
import { listLessons } from "@agent-workbook/kit/lessons";
import { baseOf, findLesson, LessonDiffError } from "./lesson-diff/lessons.ts";
import { diffStat, formatStat } from "./lesson-diff/stat.ts";
import { sideBySideHtml } from "./lesson-diff/html.ts";
import { lessonDiff } from "./lesson-diff/unified.ts";

export * from "./lesson-diff/fold.ts";
export * from "./lesson-diff/html.ts";
export * from "./lesson-diff/lessons.ts";
export * from "./lesson-diff/outline.ts";
export * from "./lesson-diff/stat.ts";
export * from "./lesson-diff/unified.ts";
export * from "./lesson-diff/words.ts";

// #region cli
/** The help text of `pnpm lesson:diff`: its usage, options and the lessons. */
export function usageText(): string {
  const lessons = listLessons()
    .map((l) => (l.base ? `${l.id} (from ${l.base})` : l.id))
    .join(", ");
  return `Usage: pnpm lesson:diff <from> <to> [options]
       pnpm lesson:diff <lesson> [options]    (from the lesson it builds on)

Shows what changed from one lesson's agent.ts to another's: a coloured unified diff. A region
of the first that the second imports from the kit shows as one line naming the kit module and
the lesson that teaches it (only where a held-equal test ties the two).

Options:
  --stat         a summary instead: lines added and removed; tools, classes, functions,
                 types, constants and variables that came and went
  --full         show those regions line by line, not folded (in the diff, --stat and --html)
  --html FILE    write the two files side by side to FILE, a page with nothing to load
                 (--html - prints the page instead)
  --color, --no-color
                 colours on or off (default: on for a terminal, off when NO_COLOR is set
                 or the output goes to a file or a pipe; FORCE_COLOR=1 turns them on)
  -h, --help     this help

Lessons: ${lessons}
`;
}

/** Whether to colour the output: --color or --no-color, else NO_COLOR, FORCE_COLOR, else only on a terminal. */
export function useColor(
  flag: boolean | undefined,
  env: NodeJS.ProcessEnv = process.env,
  isTTY = process.stdout.isTTY === true,
): boolean {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "") return !["0", "false"].includes(env.FORCE_COLOR);
  return isTTY && env.TERM !== "dumb";
}

/** What the command runs with: its environment, its output streams and its folder (the process's own by default). */
export interface CommandIo {
  /** Its environment: NO_COLOR, FORCE_COLOR, TERM. */
  env: NodeJS.ProcessEnv;
  /** Where the diff, the summary or the page goes (coloured by default only when it is a terminal). */
  stdout: { write(text: string): unknown; isTTY?: boolean };
  /** Where a refusal goes. */
  stderr: { write(text: string): unknown; isTTY?: boolean };
  /** The folder a relative --html FILE is taken from. */
  cwd: string;
}

/**
 * Runs the command line; returns the exit code (2 for a wrong command line, with its reason and usage on stderr).
 * `io` is the process's own unless given (a test runs the command line in its own process this way).
 */
export function main(argv: string[], io?: Partial<CommandIo>): number {
  const { stdout, stderr, env, cwd }: CommandIo = {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: learnerFolder(),
    ...io,
  };
  const fail = (reason: string): number => {
    stderr.write(wrapText(`${reason}\n\n${usageText()}`, stderr));
    return 2;
  };
  let parsed;
  try {
    parsed = parseCommandLine(
      {
        args: argv,
        allowPositionals: true,
        options: {
          stat: { type: "boolean" },
          full: { type: "boolean" },
          html: { type: "string" },
          color: { type: "boolean" },
          "no-color": { type: "boolean" },
          help: { type: "boolean", short: "h" },
        },
      },
      usageText(),
    );
  } catch (err) {
    if (err instanceof UsageError) return fail(err.message);
    throw err;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    stdout.write(wrapText(usageText(), stdout));
    return 0;
  }
  if (positionals.length === 0) return fail("Give one lesson (compared with the lesson it builds on) or two.");
  if (positionals.length > 2) return fail(`Too many lessons: ${positionals.join(" ")} (give one or two).`);
  let from: LessonEntry;
  let to: LessonEntry;
  try {
    to = findLesson(positionals.at(-1)!);
    from = positionals.length === 2 ? findLesson(positionals[0]) : baseOf(to);
  } catch (err) {
    if (err instanceof LessonDiffError) return fail(err.message);
    throw err;
  }
  if (values.color && values["no-color"]) return fail("Give --color or --no-color, not both.");
  const fold = !values.full;
  const color = useColor(values.color ? true : values["no-color"] ? false : undefined, env, stdout.isTTY === true);
  if (values.html === "-") {
    stdout.write(sideBySideHtml(from, to, { fold }));
    return 0;
  }
  if (values.html !== undefined) {
    if (values.html === "") return fail("--html needs a value: --html FILE");
    const file = resolve(cwd, values.html);
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
      stderr.write(
        `Cannot write ${file}: it is a folder; give a file name, such as ${join(file, `${from.id}-${to.id}.html`)}\n`,
      );
      return 1;
    }
    try {
      writeFileSync(file, sideBySideHtml(from, to, { fold }));
    } catch (err) {
      stderr.write(`Cannot write ${file}: ${(err as Error).message}\n`);
      return 1;
    }
    stdout.write(`Wrote ${from.id} → ${to.id} side by side to ${file}\n`);
    if (values.stat) stdout.write(`\n${formatStat(diffStat(from, to, { fold }), { color })}`);
    return 0;
  }
  if (values.stat) {
    stdout.write(formatStat(diffStat(from, to, { fold }), { color }));
    return 0;
  }
  const plain = lessonDiff(from, to, { fold });
  // A diff with no hunk is only its two file headers: say so instead.
  if (!plain.includes("\n@@ ")) stdout.write(`${from.id} and ${to.id}: no differences.\n`);
  else stdout.write(color ? lessonDiff(from, to, { color, fold }) : plain);
  return 0;
}

// Run as `pnpm lesson:diff`; imported (by the tests, or a docs script), it does nothing.
if (import.meta.filename === process.argv[1]) process.exitCode = main(process.argv.slice(2));
// #endregion cli
