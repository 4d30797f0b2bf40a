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

function printLessons(lessons: LessonEntry[]): void {
  process.stdout.write(`${pc.bold("agent-workbook lessons")}\n\n`);
  for (const l of lessons) process.stdout.write(`  ${pc.cyan(l.id.padEnd(4))} ${l.title}\n`);
  for (const draft of draftFolders()) {
    process.stdout.write(pc.dim(`  (${relative(ROOT, draft.dir)} is not a lesson yet: ${draft.reason})\n`));
  }
  process.stdout.write(
    `\nRun one:  pnpm lesson <id>      (e.g. pnpm lesson ${lessons.at(-1)?.id})\nOptions:  pnpm lesson --help\n`,
  );
}

async function main(): Promise<void> {
  // Before the kit and the lesson load, so that Node keeps their compiled code for the next start (Node 24+).
  if (!process.env.NODE_COMPILE_CACHE) enableCompileCache(COMPILE_CACHE);
  const [id, ...rest] = process.argv.slice(2);
  const lessons = listLessons();
  if (id === undefined) {
    printLessons(lessons);
  } else if (id === "-h" || id === "--help") {
    const help = `${usage("<id>", cassetteHelp(lessons, ROOT))}\nLessons: ${lessons.map((l) => l.id).join(", ")}\n`;
    process.stdout.write(wrapText(help, process.stdout));
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
      process.stderr.write(wrapText(text, process.stderr));
      process.exit(2);
    }
    process.argv = [process.argv[0], lesson.entry, ...rest];
    await import(pathToFileURL(lesson.entry).href);
  }
}

// Run as `pnpm lesson`; imported (by the tests, for listLessons), it does nothing.
if (import.meta.filename === process.argv[1]) await main();
