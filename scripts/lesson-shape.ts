/**
 * A lesson's shape (issue 52, "each lesson is its base plus one concept"), checked: what its agent.ts breaks, one line
 * each. test/lesson-shape.test.ts holds every lesson to it; `node scripts/lesson-shape.ts [ID…]` prints it.
 *
 * - Size: at most MAX_LINES lines, or MAX_LINES_ALLOWED for a lesson in LONG_LESSONS (with its reason).
 * - Formatted by Biome as the workbook is (biome.json: lessons/ at 100 columns).
 * - No line over MAX_COLUMNS columns, except one that only a string literal that cannot break makes long (longLines).
 * - The diff to its base (`pnpm lesson:diff BASE ID`, regions now imported from the kit folded) shows its concept
 *   only: the lines it deletes are at most a quarter of those it adds, and at most MAX_DELETED. Not for v0 and v1
 *   (the loop itself), a lesson that replaces its base's concept on purpose (`workbook.replaces`), nor one that
 *   composes its ancestors' (`workbook.composes`).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type LessonEntry, listLessons } from "@agent-workbook/kit/lessons";
import { ROOT } from "@agent-workbook/kit/paths";
import { changedLines } from "./lesson-diff/fold.ts";
import { lessonFile } from "./lesson-diff/lessons.ts";

/** An agent.ts's lines at most. */
export const MAX_LINES = 400;
/** An agent.ts's lines at most, for a lesson in LONG_LESSONS. */
export const MAX_LINES_ALLOWED = 500;
/** A line's columns at most (Biome's lineWidth for lessons/). */
export const MAX_COLUMNS = 100;
/** The length from which a string literal with no whitespace in it counts as one that cannot break (longLines). */
export const UNBREAKABLE = 40;
/** The lines a lesson's diff to its base may delete at most (and at most a quarter of those it adds). */
export const MAX_DELETED = 40;
/** The lessons exempt from the diff's rule: the loop itself. */
export const WHOLE_LESSONS = ["v0", "v1"];

/**
 * The lessons allowed up to MAX_LINES_ALLOWED lines, each with the reason its walkthrough gives: its concept alone is
 * larger than the rest of a lesson leaves room for.
 */
export const LONG_LESSONS: Readonly<Record<string, string>> = {
  s12: "the task graph: its store, the graph's rules, the lock around each change and its four tools are one concept",
  s15: "the team: its mailboxes, its members and their rounds, the lead's three tools and the loop that gives each agent its round are one concept",
  s19: "MCP: the config file, the tools' names, the calls, the allow list and each server's start and end are one concept",
  s20: "every mechanism in one loop: the imports of sixteen concepts, the tool pool and the round's nine steps, each a call into the kit",
};

/** What a lesson's shape comes to: its size, its long lines and its diff to its base. */
export interface LessonShape {
  id: string;
  /** Its agent.ts's lines. */
  lines: number;
  /** Its limit: MAX_LINES, or MAX_LINES_ALLOWED for a lesson in LONG_LESSONS. */
  limit: number;
  /** Whether Biome leaves it as it is; undefined when not asked (`biome: false`). */
  formatted?: boolean;
  /** Its lines over MAX_COLUMNS that no unbreakable string excuses: 1-based line number and columns. */
  longLines: Array<{ line: number; columns: number }>;
  /** Its diff to its base, folded; undefined when the rule does not apply (with why in `exempt`). */
  diff?: { base: string; added: number; removed: number; folded: number };
  /** Why the diff's rule does not apply: v0 and v1, `replaces`, `composes`, or no base. */
  exempt?: string;
  /** What breaks the rules, one line each; empty when the lesson has its shape. */
  problems: string[];
}

/** The columns of a line: its characters (code points). */
const columns = (line: string) => [...line].length;

/**
 * The lines of `text` over `max` columns, less those a string literal that cannot break makes long. Such a literal is
 * one (a string, or a template's piece) whose text on that line has no whitespace and is at least UNBREAKABLE
 * characters long: a URL, a path, a hash, a token, which could only be cut inside a word. A line is excused when, each
 * such literal taken out, it fits in `max` columns. A literal with a space in it can always be broken at a space (two
 * strings joined, the same bytes), so it excuses nothing; nor does a comment, or a short literal (a `"}"` or `", "`).
 */
export function longLines(
  text: string,
  max = MAX_COLUMNS,
  fileName = "agent.ts",
): Array<{ line: number; columns: number }> {
  const lines = text.split("\n");
  const long = lines.flatMap((line, i) => (columns(line) > max ? [i] : []));
  if (long.length === 0) return [];
  const ts = createRequire(import.meta.url)("typescript") as typeof import("typescript");
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const literals: Array<[number, number]> = [];
  const visit = (node: import("typescript").Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      literals.push([node.getStart(file), node.getEnd()]);
    node.forEachChild(visit);
  };
  visit(file);
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  return long.flatMap((i) => {
    const [from, to] = [starts[i], starts[i] + lines[i].length];
    let kept = lines[i];
    // Right to left, so the offsets of the pieces still to cut hold.
    for (const [start, end] of literals.filter(([s, e]) => s < to && e > from).sort((a, b) => b[0] - a[0])) {
      const [a, b] = [Math.max(start, from) - from, Math.min(end, to) - from];
      const piece = kept.slice(a, b);
      if (piece.length >= UNBREAKABLE && !/\s/.test(piece)) kept = kept.slice(0, a) + kept.slice(b);
    }
    return columns(kept) > max ? [{ line: i + 1, columns: columns(lines[i]) }] : [];
  });
}

/**
 * The files (absolute) that Biome, as the workbook configures it, would format otherwise: one Biome process for all
 * of them, its GitHub reporter's lines read (`::error title=format,file=…`).
 */
export function biomeUnformatted(files: readonly string[]): Set<string> {
  const biome = join(ROOT, "node_modules", ".bin", "biome");
  const run = spawnSync(biome, ["format", "--reporter=github", ...files], { cwd: ROOT, encoding: "utf-8" });
  if (run.error) throw run.error;
  const unformatted = reportedFiles(`${run.stdout}${run.stderr}`);
  if (run.status !== 0 && unformatted.size === 0) throw new Error(`biome format failed: ${run.stderr}`);
  return unformatted;
}

/** The files Biome's GitHub reporter names as unformatted: its `::error title=format,file=…,` lines. */
export function reportedFiles(output: string): Set<string> {
  return new Set([...output.matchAll(/^::error title=format,file=([^,]+),/gm)].map((m) => m[1]));
}

/**
 * A lesson's shape, checked (see the module's comment). Biome runs on its file unless `unformatted` gives what one run
 * over many files found (biomeUnformatted), or `biome: false` skips it.
 */
export function lessonShape(
  ref: string | LessonEntry,
  options: { biome?: boolean; unformatted?: ReadonlySet<string> } = {},
): LessonShape {
  const lessons = listLessons();
  const lesson = typeof ref === "string" ? lessons.find((l) => l.id === ref) : ref;
  if (!lesson) throw new Error(`Unknown lesson: ${ref}`);
  const file = lessonFile(lesson);
  const limit = lesson.id in LONG_LESSONS ? MAX_LINES_ALLOWED : MAX_LINES;
  const shape: LessonShape = { id: lesson.id, lines: file.lines, limit, longLines: longLines(file.text), problems: [] };
  const problem = (text: string) => shape.problems.push(`${lesson.id} (${file.path}): ${text}`);
  if (file.lines > limit) problem(`${file.lines} lines, over ${limit}`);
  if (options.biome !== false) {
    shape.formatted = !(options.unformatted ?? biomeUnformatted([lesson.entry])).has(lesson.entry);
    if (!shape.formatted) problem("not as Biome formats it (lineWidth 100 for lessons/): run pnpm format");
  }
  for (const long of shape.longLines) problem(`line ${long.line} is ${long.columns} columns, over ${MAX_COLUMNS}`);
  shape.exempt = WHOLE_LESSONS.includes(lesson.id)
    ? "the loop itself"
    : lesson.replaces !== undefined
      ? `replaces ${lesson.base}'s ${lesson.replaces}`
      : lesson.composes
        ? "composes its ancestors' concepts"
        : lesson.base === undefined
          ? "no base"
          : undefined;
  if (shape.exempt === undefined) {
    const base = lessons.find((l) => l.id === lesson.base);
    if (!base) problem(`its base ${lesson.base} is not a lesson`);
    else {
      const { added, removed, folds } = changedLines(lessonFile(base), file);
      shape.diff = { base: base.id, added, removed, folded: folds.length };
      if (removed > MAX_DELETED || removed * 4 > added)
        problem(
          `its diff to ${base.id} deletes ${removed} lines for ${added} added ` +
            `(at most ${MAX_DELETED}, and at most a quarter of those added: ${Math.floor(added / 4)})`,
        );
    }
  }
  return shape;
}

// `node scripts/lesson-shape.ts [ID…]`: each lesson's problems (every lesson's without an id); exit 1 if any.
if (import.meta.filename === process.argv[1]) {
  const ids = process.argv.slice(2);
  const lessons = listLessons().filter((l) => ids.length === 0 || ids.includes(l.id));
  const unformatted = biomeUnformatted(lessons.map((l) => l.entry));
  const shapes = lessons.map((lesson) => lessonShape(lesson, { unformatted }));
  for (const shape of shapes) {
    const diff = shape.diff ? `, +${shape.diff.added} -${shape.diff.removed} from ${shape.diff.base}` : "";
    process.stdout.write(
      `${shape.id}: ${shape.lines}/${shape.limit} lines${diff}${shape.exempt ? ` (${shape.exempt})` : ""}\n`,
    );
    for (const p of shape.problems) process.stdout.write(`  ${p}\n`);
  }
  process.exitCode = shapes.some((s) => s.problems.length > 0) ? 1 : 0;
}
