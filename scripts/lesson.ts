/**
 * `pnpm lesson [id] [options]`: the learner's single entry. Without an id it lists the lessons;
 * with one (or the lesson's name: `pnpm lesson mcp` for s19-mcp) it runs that lesson's entry file in this process,
 * with the remaining options.
 */
import { enableCompileCache } from "node:module";
import { relative } from "node:path";
import { pathToFileURL } from "node:url";
import pc from "picocolors";
import { draftFolders, listLessons, lessonsNamed, sharedName, type LessonEntry } from "@agent-workbook/kit/lessons";
import { cassetteHelp, unknownLesson, usage } from "@agent-workbook/kit/cli";
import { COMPILE_CACHE, ROOT } from "@agent-workbook/kit/paths";
import { wrapText } from "@agent-workbook/kit/terminal-width";
import type { CommandStreams } from "./command-io.ts";

function printLessons(lessons: LessonEntry[], stdout: CommandStreams["stdout"]): void {
  stdout.write(`${pc.bold("agent-workbook lessons")}\n\n`);
  for (const l of lessons) stdout.write(`  ${pc.cyan(l.id.padEnd(4))} ${l.title}\n`);
  for (const draft of draftFolders()) {
    stdout.write(pc.dim(`  (${relative(ROOT, draft.dir)} is not a lesson yet: ${draft.reason})\n`));
  }
  stdout.write(
    `\nRun one:  pnpm lesson <id>      (e.g. pnpm lesson ${lessons.at(-1)?.id})\nOptions:  pnpm lesson --help\n`,
  );
}

/**
 * `pnpm lesson ARGV`: lists the lessons, prints the help, or refuses a word that names no one lesson (returns the exit
 * code, 2 for a refusal); else runs the lesson as the program, in this process (its entry imported with process.argv
 * made its own: as a program only). `io` is the process's streams unless given (a test's, for all but a lesson's run).
 */
export async function main(argv: string[], io: CommandStreams = process): Promise<number> {
  const [id, ...rest] = argv;
  const lessons = listLessons();
  if (id === undefined) {
    printLessons(lessons, io.stdout);
  } else if (id === "-h" || id === "--help") {
    const help = `${usage("<id>", cassetteHelp(lessons, ROOT))}\nLessons: ${lessons.map((l) => l.id).join(", ")}\n`;
    io.stdout.write(wrapText(help, io.stdout));
  } else {
    // Its id, or its name (its folder's after the id: pnpm lesson mcp); a name two lessons share runs neither.
    const named = lessonsNamed(id, lessons);
    const lesson = named.length === 1 ? named[0] : undefined;
    if (!lesson) {
      const reason = id.startsWith("-")
        ? `The lesson comes first, then its options: pnpm lesson <id> ${id}`
        : named.length > 1
          ? sharedName(id, named)
          : unknownLesson(id, lessons);
      const text = `${reason}\n\n${usage()}\nLessons: ${lessons.map((l) => l.id).join(", ")}\n`;
      io.stderr.write(wrapText(text, io.stderr));
      return 2;
    }
    process.argv = [process.argv[0], lesson.entry, ...rest];
    await import(pathToFileURL(lesson.entry).href);
  }
  return 0;
}

// Run as `pnpm lesson`; imported (by the tests), it does nothing.
if (import.meta.filename === process.argv[1]) {
  // Before the kit and the lesson load, so that Node keeps their compiled code for the next start (Node 24+).
  if (!process.env.NODE_COMPILE_CACHE) enableCompileCache(COMPILE_CACHE);
  // A reader that stops early (`pnpm lesson | head`) ends the output, not in an error: the list or help stops there.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
  const code = await main(process.argv.slice(2));
  // A lesson's run sets its own exit code; a refusal's is 2.
  if (code !== 0) process.exit(code);
}
