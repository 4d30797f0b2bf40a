/**
 * Folding: where a lesson imports from the kit what its base wrote inline, the base's region shows in the diff as one
 * line naming the kit module and the lesson that teaches it, not its code deleted line by line.
 *
 * A region of the base folds only where shared/src/concepts/held-equal.ts ties it to a kit module, a tie the
 * held-equal test holds (shared/test/concepts/held-equal.test.ts): the region's name is in a tie whose module the
 * lesson imports (`@agent-workbook/kit/concepts/<concept>`, or `@agent-workbook/kit` for the core's), the lesson has no region of that name any more (nor its code, unmarked), and the
 * base is the tie's teacher, or its region is the teacher's, code for code (heldCode), so the test's equality holds
 * for it too. Anything else is shown as it is.
 *
 * A folded region takes with it the base's imports of names only it used (a name the lesson no longer imports, used
 * nowhere else in the base): they moved to the kit with its code, and its one line counts them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
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
  /** The base's import lines (0-based) of names only this region used, which go with it. */
  imports: number[];
}

/**
 * The lines (0-based) where each name is used in `text`, as the compiler reads it: identifiers, not words in
 * comments or strings, nor a property's name (`subagent.tool`, `{ tool: … }`).
 */
function identifierLines(text: string): Map<string, number[]> {
  const known = identifierLinesOf.get(text);
  if (known) return known;
  const ts = createRequire(import.meta.url)("typescript") as typeof import("typescript");
  const file = ts.createSourceFile("agent.ts", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const uses = new Map<string, number[]>();
  const visit = (node: import("typescript").Node): void => {
    const parent = node.parent;
    const property =
      parent !== undefined &&
      (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) &&
      parent.name === node;
    if (ts.isIdentifier(node) && !property) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      uses.set(node.text, [...(uses.get(node.text) ?? []), line]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  identifierLinesOf.set(text, uses);
  if (identifierLinesOf.size > 64) identifierLinesOf.delete(identifierLinesOf.keys().next().value!);
  return uses;
}

/** identifierLines' last answers by text, in this process: a lesson is diffed again and again (its neighbours, its base). */
const identifierLinesOf = new Map<string, Map<string, number[]>>();

/** One import statement of a file: its lines (0-based, first and last) and the local names it binds, by line. */
interface ImportStatement {
  start: number;
  end: number;
  names: Map<number, string[]>;
}

/** The local names an import's `{ … }` items bind: `type A`, `b as c` → A, c. */
function boundNames(items: string): string[] {
  return items
    .split(",")
    .map((item) => item.trim().replace(/^type\s+/, ""))
    .filter((item) => /^[\w$]+(\s+as\s+[\w$]+)?$/.test(item))
    .map((item) => item.split(/\s+as\s+/).at(-1)!);
}

/** The import statements of `lines`, each with the names it binds line by line. */
function importStatements(lines: readonly string[]): ImportStatement[] {
  const statements: ImportStatement[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^import\b/.test(lines[i])) continue;
    let end = i;
    while (end < lines.length - 1 && !/(\bfrom\s+|^import\s+)"[^"]+";?\s*$/.test(lines[end])) end++;
    const names = new Map<number, string[]>();
    if (end === i) {
      const one = /^import\s+(?:type\s+)?(?:\*\s+as\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\b/.exec(lines[i]);
      const bound = [...(one?.[1] ? [one[1]] : []), ...boundNames(one?.[2] ?? "")];
      if (bound.length > 0) names.set(i, bound);
    } else for (let j = i + 1; j < end; j++) names.set(j, boundNames(lines[j]));
    statements.push({ start: i, end, names });
    i = end;
  }
  return statements;
}

/**
 * For each fold, the base's import lines of names that only folded regions use and the lesson `toLines` does not
 * import: each credited to the fold of the name's first use; a statement that loses all its names goes whole.
 */
function foldedImports(lines: readonly string[], toLines: readonly string[], folds: Fold[]): void {
  if (folds.length === 0) return;
  const statements = importStatements(lines);
  const inImport = (i: number) => statements.some((s) => i >= s.start && i <= s.end);
  const theirs = new Set(importStatements(toLines).flatMap((s) => [...s.names.values()].flat()));
  const foldAt = (i: number) => folds.find((f) => i >= f.start && i <= f.end);
  const uses = identifierLines(lines.join("\n"));
  /** The fold of a name's first use, when every use is inside a fold; undefined otherwise. */
  const onlyFolded = (name: string): Fold | undefined => {
    let first: Fold | undefined;
    for (const i of uses.get(name) ?? []) {
      if (inImport(i)) continue;
      const fold = foldAt(i);
      if (!fold) return undefined;
      first ??= fold;
    }
    return first;
  };
  for (const statement of statements) {
    const dropped = new Map<number, Fold>();
    for (const [line, names] of statement.names) {
      const owners = names.map((name) => (theirs.has(name) ? undefined : onlyFolded(name)));
      if (names.length > 0 && owners.every((o) => o !== undefined)) dropped.set(line, owners[0]!);
    }
    if (dropped.size === 0) continue;
    const whole = [...statement.names.keys()].every((line) => dropped.has(line));
    const owner = dropped.values().next().value!;
    const drop = whole
      ? Array.from({ length: statement.end - statement.start + 1 }, (_, k) => statement.start + k)
      : [...dropped.keys()];
    for (const line of drop) (dropped.get(line) ?? owner).imports.push(line);
  }
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
    if (tie && !stillWritten(lines.slice(span.start + 1, span.end), to.text))
      folds.push({ region: name, start: span.start, end: span.end, tie, imports: [] });
  }
  foldedImports(lines, toLines, folds);
  return folds;
}

/** Code as heldCode compares it: region markers out, whitespace as one space. */
function plainCode(lines: readonly string[]): string {
  return lines
    .filter((line) => !/^\s*\/\/ #(end)?region /.test(line))
    .join("\n")
    .replace(/\s+/g, " ")
    .replace(/,\s*(?=[)\]}])/g, " ")
    .trim();
}

/** Whether the lesson `to` still writes a region's code (`inner`: its lines within its markers), unmarked. */
function stillWritten(inner: readonly string[], to: string): boolean {
  const code = plainCode(inner);
  return code !== "" && plainCode(to.split("\n")).includes(code);
}

function sameAsTeacher(text: string, region: string, teacher: string | undefined): boolean {
  if (teacher === undefined) return false;
  const code = heldCode(teacher, region);
  return code !== undefined && heldCode(text, region) === code;
}

/**
 * The one line a folded region shows as: `… region "store" (42 lines) now imported from …, taught by s12`, with
 * `, and 3 lines of its imports` after its size when import lines went with it.
 */
export function foldLine(fold: Fold): string {
  const lines = fold.end - fold.start + 1;
  const imports = fold.imports.length;
  const with_ = imports === 0 ? "" : `, and ${imports} line${imports === 1 ? "" : "s"} of its imports`;
  return `… region "${fold.region}" (${lines} lines${with_}) now imported from ${tieImport(fold.tie)}, taught by ${fold.tie.teacher}`;
}

/** A stand-in for a folded region: a line no lesson has, so the diff shows it deleted. */
export const PLACEHOLDER = (n: number) => `\u0000fold ${n}`;

/**
 * The base's text with each folded region replaced by its PLACEHOLDER line and the import lines that went with it
 * left out, and for each of its lines the first and last line (0-based) of the base it stands for.
 */
export function foldedText(text: string, folds: readonly Fold[]): { text: string; first: number[]; last: number[] } {
  const lines = text.split("\n");
  const gone = new Set(folds.flatMap((fold) => fold.imports));
  const out: string[] = [];
  const first: number[] = [];
  const last: number[] = [];
  const keep = (i: number) => {
    if (!gone.has(i)) out.push(lines[i]), first.push(i), last.push(i);
  };
  let i = 0;
  for (const [n, fold] of folds.entries()) {
    for (; i < fold.start; i++) keep(i);
    out.push(PLACEHOLDER(n));
    first.push(fold.start);
    last.push(fold.end);
    i = fold.end + 1;
  }
  for (; i < lines.length; i++) keep(i);
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
