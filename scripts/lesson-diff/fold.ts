/**
 * Folding: where a lesson imports from the kit what its base wrote inline, the base's region shows in the diff as one
 * line naming the kit module and the lesson that teaches it, not its code deleted line by line.
 *
 * A region of the base folds only where shared/src/concepts/held-equal.ts ties it to a kit module, a tie the
 * held-equal test holds (shared/test/concepts/held-equal.test.ts): the region's name is in a tie whose module the
 * lesson imports (`@agent-workbook/kit/concepts/<concept>`, or `@agent-workbook/kit` for the core's), the lesson has no region of that name any more, and the
 * base is the tie's teacher, or its region is the teacher's, code for code (heldCode), so the test's equality holds
 * for it too. Anything else is shown as it is.
 */
import { readFileSync } from "node:fs";
import { diffLines } from "diff";
import { HELD_EQUAL, type HeldEqual, heldCode, regionSpan, tieImport } from "@agent-workbook/kit/held-equal";
import { listLessons } from "@agent-workbook/kit/lessons";
import type { LessonFile } from "./lessons.ts";

/** A region of the base folded into one line. */
export interface Fold {
  /** The region's name. */
  region: string;
  /** Its first and last lines in the base (0-based, markers included). */
  start: number;
  end: number;
  /** The tie that lets it fold. */
  tie: HeldEqual;
}

/** What a lesson's source says it imports from: every `from "…"` module specifier. */
function importedModules(text: string): Set<string> {
  return new Set([...text.matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1]));
}

/** The text of the lesson `id`'s entry file, or undefined when there is no such lesson. */
function teacherText(id: string): string | undefined {
  const lesson = listLessons().find((l) => l.id === id);
  return lesson ? readFileSync(lesson.entry, "utf-8") : undefined;
}

/** The base's regions that fold in the diff from `from` to `to` (see the module's comment), in file order. */
export function foldsOf(
  from: Pick<LessonFile, "id" | "text">,
  to: Pick<LessonFile, "text">,
  ties: readonly HeldEqual[] = HELD_EQUAL,
  readTeacher: (id: string) => string | undefined = teacherText,
): Fold[] {
  const lines = from.text.split("\n");
  const toLines = to.text.split("\n");
  const imports = importedModules(to.text);
  const folds: Fold[] = [];
  for (const line of lines) {
    const name = /^\s*\/\/ #region (\S+)$/.exec(line)?.[1];
    if (!name || name.startsWith("exercise:") || regionSpan(toLines, name)) continue;
    const span = regionSpan(lines, name);
    if (!span || folds.some((f) => span.start <= f.end)) continue; // inside a region already folded
    const tie = ties.find(
      (t) =>
        t.regions.includes(name) &&
        imports.has(tieImport(t)) &&
        (t.teacher === from.id || sameAsTeacher(from.text, name, readTeacher(t.teacher))),
    );
    if (tie) folds.push({ region: name, start: span.start, end: span.end, tie });
  }
  return folds;
}

function sameAsTeacher(text: string, region: string, teacher: string | undefined): boolean {
  if (teacher === undefined) return false;
  const code = heldCode(teacher, region);
  return code !== undefined && heldCode(text, region) === code;
}

/** The one line a folded region shows as: `… region "store" (42 lines) now imported from …, taught by s12`. */
export function foldLine(fold: Fold): string {
  const lines = fold.end - fold.start + 1;
  return `… region "${fold.region}" (${lines} lines) now imported from ${tieImport(fold.tie)}, taught by ${fold.tie.teacher}`;
}

/** A stand-in for a folded region: a line no lesson has, so the diff shows it deleted. */
export const PLACEHOLDER = (n: number) => `\u0000fold ${n}`;

/**
 * The base's text with each folded region replaced by its PLACEHOLDER line, and for each of its lines the first
 * and last line (0-based) of the base it stands for.
 */
export function foldedText(text: string, folds: readonly Fold[]): { text: string; first: number[]; last: number[] } {
  const lines = text.split("\n");
  const out: string[] = [];
  const first: number[] = [];
  const last: number[] = [];
  let i = 0;
  for (const [n, fold] of folds.entries()) {
    for (; i < fold.start; i++) out.push(lines[i]), first.push(i), last.push(i);
    out.push(PLACEHOLDER(n));
    first.push(fold.start);
    last.push(fold.end);
    i = fold.end + 1;
  }
  for (; i < lines.length; i++) out.push(lines[i]), first.push(i), last.push(i);
  return { text: out.join("\n"), first, last };
}

/** The lines the diff from `from` to `to` adds and deletes, a folded region counted as its one line. */
export function changedLines(
  from: Pick<LessonFile, "id" | "text">,
  to: Pick<LessonFile, "text">,
  options: { fold?: boolean } = {},
): { added: number; removed: number; folds: Fold[] } {
  const folds = options.fold === false ? [] : foldsOf(from, to);
  let added = 0;
  let removed = 0;
  for (const change of diffLines(foldedText(from.text, folds).text, to.text)) {
    if (change.added) added += change.count;
    if (change.removed) removed += change.count;
  }
  return { added, removed, folds };
}
