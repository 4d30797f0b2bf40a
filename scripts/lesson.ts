/**
 * `pnpm lesson [id] [options]`: the learner's single entry. Without an id it lists the lessons;
 * with one it runs that lesson's entry file in this process, with the remaining options.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { enableCompileCache } from "node:module";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import pc from "picocolors";
import { closest } from "@agent-workbook/kit/cli";
import { COMPILE_CACHE, ROOT } from "@agent-workbook/kit/paths";

/** A lesson as listed in its package.json `workbook` field. */
export interface LessonEntry {
  id: string;
  title: string;
  /** Place in the course (package.json `workbook.order`): v0, v1, v2, then s03, s05. */
  order: number;
  /** The lesson this one builds on (package.json `workbook.base`), what `pnpm lesson:diff <id>` compares it with; none for v0. */
  base?: string;
  dir: string;
  entry: string;
}

/** Every lesson under lessons/, in course order. */
export function listLessons(): LessonEntry[] {
  const dir = join(ROOT, "lessons");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, "package.json"))) // a draft folder is not a lesson yet
    .map((d) => {
      const pkg = JSON.parse(readFileSync(join(dir, d.name, "package.json"), "utf-8"));
      const { id, title, order, base } = pkg.workbook;
      return {
        id,
        title,
        order,
        ...(base === undefined ? {} : { base }),
        dir: join(dir, d.name),
        entry: join(dir, d.name, pkg.main),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/**
 * The lesson someone who typed `typed` most likely meant: the one whose id or folder name it is, in any case (`V2`,
 * `v2-todo`, `lessons/v2-todo/`), or starts with (`v2-anything`), else the id or folder name it is a typo or two
 * away from ({@link closest}); undefined when no lesson is that near, or two are.
 */
export function closestLesson(typed: string, lessons: LessonEntry[]): LessonEntry | undefined {
  const name = basename(typed.toLowerCase().replace(/\/+$/, ""));
  const folder = (l: LessonEntry) => basename(l.dir).toLowerCase();
  const exact = lessons.find((l) => l.id.toLowerCase() === name || folder(l) === name);
  if (exact) return exact;
  const prefixed = lessons.find((l) => name.startsWith(`${l.id.toLowerCase()}-`));
  if (prefixed) return prefixed;
  const near = closest(name, [...lessons.map((l) => l.id), ...lessons.map((l) => basename(l.dir))]);
  return lessons.find((l) => l.id === near || basename(l.dir) === near);
}

/** What a command says to a lesson id it does not know: `Unknown lesson: v2-todo (did you mean v2?)`. */
export function unknownLesson(typed: string, lessons: LessonEntry[], noun = "lesson"): string {
  const meant = closestLesson(typed, lessons);
  return `Unknown ${noun}: ${typed}${meant ? ` (did you mean ${meant.id}?)` : ""}`;
}

function printLessons(lessons: LessonEntry[]): void {
  process.stdout.write(`${pc.bold("agent-workbook lessons")}\n\n`);
  for (const l of lessons) process.stdout.write(`  ${pc.cyan(l.id.padEnd(4))} ${l.title}\n`);
  process.stdout.write(
    `\nRun one:  pnpm lesson <id>      (e.g. pnpm lesson ${lessons.at(-1)?.id})\nOptions:  pnpm lesson --help\n`,
  );
}

async function main(): Promise<void> {
  // Before the kit and the lesson load, so that Node keeps their compiled code for the next start (Node 24+).
  if (!process.env.NODE_COMPILE_CACHE) enableCompileCache(COMPILE_CACHE);
  // Loaded here, not at the top: scripts that only want listLessons() (pnpm lesson:diff) skip loading the whole kit.
  const { usage } = await import("@agent-workbook/kit");
  const [id, ...rest] = process.argv.slice(2);
  const lessons = listLessons();
  if (id === undefined) {
    printLessons(lessons);
  } else if (id === "-h" || id === "--help") {
    process.stdout.write(`${usage()}\nLessons: ${lessons.map((l) => l.id).join(", ")}\n`);
  } else {
    const lesson = lessons.find((l) => l.id === id);
    if (!lesson) {
      const reason = id.startsWith("-")
        ? `The lesson comes first, then its options: pnpm lesson <id> ${id}`
        : unknownLesson(id, lessons);
      process.stderr.write(`${reason}\n\n${usage()}\nLessons: ${lessons.map((l) => l.id).join(", ")}\n`);
      process.exit(2);
    }
    process.argv = [process.argv[0], lesson.entry, ...rest];
    await import(pathToFileURL(lesson.entry).href);
  }
}

// Run as `pnpm lesson`; imported (by the tests, for listLessons), it does nothing.
if (import.meta.filename === process.argv[1]) await main();
