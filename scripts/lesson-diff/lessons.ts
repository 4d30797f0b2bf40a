/** The lessons a diff compares: finding one by id, the one it builds on, and its entry file as read from disk. */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { ROOT } from "@agent-workbook/kit/paths";
import { listLessons, type LessonEntry } from "@agent-workbook/kit/lessons";
import { unknownLesson } from "@agent-workbook/kit/cli";

/** Lines of context around a change, in the unified diff and in the side-by-side page. */
export const CONTEXT = 3;

/** A lesson, or its id. */
export type LessonRef = string | LessonEntry;

/** One side of a comparison: a lesson's entry file as read from disk. */
export interface LessonFile {
  id: string;
  title: string;
  /** The entry file, relative to the workbook root with `/` separators: `lessons/v1-tools/agent.ts`. */
  path: string;
  text: string;
  /** How many lines the file has. */
  lines: number;
}

/** A wrong lesson id or a lesson with no base: what the command line reports with usage and exit 2. */
export class LessonDiffError extends Error {}

/** The lesson with that id (or the entry itself); throws LessonDiffError for an unknown id. */
export function findLesson(ref: LessonRef): LessonEntry {
  if (typeof ref !== "string") return ref;
  const lessons = listLessons();
  const lesson = lessons.find((l) => l.id === ref);
  if (!lesson) throw new LessonDiffError(unknownLesson(ref, lessons));
  return lesson;
}

/** The lesson that `ref` builds on (its `workbook.base`); throws LessonDiffError for v0, which has none. */
export function baseOf(ref: LessonRef): LessonEntry {
  const lesson = findLesson(ref);
  if (lesson.base === undefined)
    throw new LessonDiffError(`${lesson.id} is the first lesson: there is no lesson before it to diff against.`);
  return findLesson(lesson.base);
}

/** A lesson's entry file, read, with its path relative to the workbook root. */
export function lessonFile(ref: LessonRef): LessonFile {
  const lesson = findLesson(ref);
  const text = readText(lesson.entry);
  return {
    id: lesson.id,
    title: lesson.title,
    path: relative(ROOT, lesson.entry).split("\\").join("/"),
    text,
    lines: countLines(text),
  };
}

function readText(file: string): string {
  // Written on Windows or not, the lessons compare line by line.
  return readFileSync(file, "utf-8").replace(/\r\n/g, "\n");
}

function countLines(text: string): number {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}
