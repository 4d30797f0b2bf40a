/**
 * `pnpm lesson:diff A B`: what changed from one lesson's agent.ts to another's, the way instructors
 * teach (each lesson is the one before it plus one idea). With one id it compares that lesson with the
 * one it builds on (package.json `workbook.base`).
 *
 *   pnpm lesson:diff v1 v2              a coloured unified diff, 3 lines of context
 *   pnpm lesson:diff v2 --stat          a summary: lines, tools, classes, functions, types, constants
 *   pnpm lesson:diff v1 v2 --html FILE  a self-contained page with the two files side by side
 *
 * The pieces are exported for other scripts: lessonDiff() is the plain unified diff and formatStat() the
 * plain summary, both deterministic (relative paths, no dates), to be pasted into the docs as they are.
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { diffLines, diffWordsWithSpace, FILE_HEADERS_ONLY, formatPatch, structuredPatch } from "diff";
import pc from "picocolors";
import { fromLearner, ROOT } from "@agent-workbook/kit/paths";
import { listLessons, type LessonEntry } from "./lesson.ts";

const CONTEXT = 3;

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
  const lesson = listLessons().find((l) => l.id === ref);
  if (!lesson) throw new LessonDiffError(`Unknown lesson: ${ref}`);
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

// #region unified
/** The plain unified diff of two lessons' entry files (`--- lessons/…` / `+++ lessons/…`, 3 lines of context); coloured for a terminal with `color: true`. */
export function lessonDiff(a: LessonRef, b: LessonRef, options: { color?: boolean } = {}): string {
  const from = lessonFile(a);
  const to = lessonFile(b);
  const patch = structuredPatch(from.path, to.path, from.text, to.text, undefined, undefined, { context: CONTEXT });
  const fromLines = from.text.split("\n");
  const text = formatPatch(patch, FILE_HEADERS_ONLY)
    .split("\n")
    .map((line) => {
      // A blank context line is left empty, not one space: pasted into Markdown, nothing ends in a blank an editor would trim.
      if (line === " ") return "";
      const hunk = /^@@ -(\d+)(?:,\d+)? \+\d+(?:,\d+)? @@$/.exec(line);
      if (!hunk) return line;
      const region = enclosingRegion(fromLines, Number(hunk[1]) - 1);
      return region ? `${line} ${region}` : line;
    })
    .join("\n");
  return options.color ? colourPatch(text) : text;
}

/**
 * The `// #region NAME` line the hunk starting at `index` (0-based, in the old file) sits in, as git shows
 * a function's name after `@@`: the hunk says which part of the lesson it is in.
 */
function enclosingRegion(lines: string[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (line.startsWith("// #region exercise:") || line.startsWith("// #endregion exercise:")) continue; // pnpm exercise's
    if (line.startsWith("// #endregion")) return undefined;
    if (line.startsWith("// #region ")) return line;
  }
  return undefined;
}

/** Colours a plain unified diff: bold file headers, cyan hunk headers, red and green lines, changed words reversed. */
function colourPatch(text: string): string {
  const c = pc.createColors(true);
  const lines = text.split("\n");
  const out: string[] = [];
  let i = 0;
  for (; i < lines.length && (lines[i].startsWith("--- ") || lines[i].startsWith("+++ ")) && i < 2; i++)
    out.push(c.bold(lines[i]));
  while (i < lines.length) {
    const line = lines[i];
    if (line.startsWith("@@")) {
      const end = line.indexOf("@@", 2) + 2;
      out.push(c.cyan(line.slice(0, end)) + line.slice(end));
      i++;
    } else if (line.startsWith("-") || line.startsWith("+")) {
      // A run of removed and added lines: pair the similar ones and mark the words that changed.
      let j = i;
      while (j < lines.length && (lines[j].startsWith("-") || lines[j].startsWith("+"))) j++;
      const run = lines.slice(i, j);
      const removed = run.flatMap((l, k) => (l.startsWith("-") ? [k] : []));
      const added = run.flatMap((l, k) => (l.startsWith("+") ? [k] : []));
      const parts = new Map<number, Part[]>();
      for (const [r, a] of pairLines(
        removed.map((k) => run[k].slice(1)),
        added.map((k) => run[k].slice(1)),
      )) {
        const words = wordParts(run[removed[r]].slice(1), run[added[a]].slice(1));
        parts.set(removed[r], words.a);
        parts.set(added[a], words.b);
      }
      run.forEach((l, k) => {
        const paint = l.startsWith("-") ? c.red : c.green;
        const words = parts.get(k);
        out.push(
          paint(l[0] + (words ? words.map((p) => (p.changed ? c.inverse(p.text) : p.text)).join("") : l.slice(1))),
        );
      });
      i = j;
    } else {
      out.push(line.startsWith("\\") ? c.dim(line) : line);
      i++;
    }
  }
  return out.join("\n");
}
// #endregion unified

// #region words
/** A piece of a changed line: `changed` when that piece is not in the line it is paired with. */
export interface Part {
  text: string;
  changed: boolean;
}

/** How alike two lines are, from 0 to 1: the share of their non-blank characters the word diff keeps. */
function similarity(a: string, b: string): number {
  let same = 0;
  let total = 0;
  for (const change of diffWordsWithSpace(a, b)) {
    const chars = change.value.replace(/\s/g, "").length;
    if (change.added || change.removed) total += chars;
    else {
      same += 2 * chars;
      total += 2 * chars;
    }
  }
  return total === 0 ? 1 : same / total;
}

/** Which removed line became which added line in a run of changes: in-order pairs, each at least half alike, with the most likeness in all. */
export function pairLines(removed: string[], added: string[]): Array<[number, number]> {
  const n = removed.length;
  const m = added.length;
  if (n === 0 || m === 0 || n * m > 4000) return [];
  const sim = removed.map((r) => added.map((a) => similarity(r, a)));
  // best[i][j]: the most similarity pairing removed[i..] with added[j..] can reach.
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const pair = sim[i][j] >= 0.5 ? sim[i][j] + best[i + 1][j + 1] : -1;
      best[i][j] = Math.max(best[i + 1][j], best[i][j + 1], pair);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (sim[i][j] >= 0.5 && best[i][j] === sim[i][j] + best[i + 1][j + 1]) pairs.push([i++, j++]);
    else if (best[i][j] === best[i + 1][j]) i++;
    else j++;
  }
  return pairs;
}

/** The two lines of a pair cut into pieces, the words that differ marked as changed; joined, the pieces give back each line exactly. */
export function wordParts(a: string, b: string): { a: Part[]; b: Part[] } {
  const left: Part[] = [];
  const right: Part[] = [];
  for (const change of diffWordsWithSpace(a, b)) {
    if (!change.added) split(left, change.value, change.removed);
    if (!change.removed) split(right, change.value, change.added);
  }
  return { a: tidy(left), b: tidy(right) };
}

function split(parts: Part[], text: string, changed: boolean): void {
  if (!changed) {
    parts.push({ text, changed });
    return;
  }
  const [, lead, core, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  if (lead) parts.push({ text: lead, changed: false });
  if (core) parts.push({ text: core, changed: true });
  if (trail) parts.push({ text: trail, changed: false });
}

/** Blanks between two changed words count as changed (one mark, not two); neighbours of a kind merge. */
function tidy(parts: Part[]): Part[] {
  const marked = parts.map((p, i) =>
    !p.changed && /^\s+$/.test(p.text) && parts[i - 1]?.changed && parts[i + 1]?.changed ? { ...p, changed: true } : p,
  );
  const out: Part[] = [];
  for (const p of marked) {
    const last = out.at(-1);
    if (last && last.changed === p.changed) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}
// #endregion words

// #region stat
/** The names a lesson defines, found with the TypeScript compiler API, each list in file order. */
export interface LessonOutline {
  /** The tool table: first string argument of every `tool(…)` and `schemaTool(…)` call. */
  tools: string[];
  /** Top-level classes. */
  classes: string[];
  /** Top-level functions (declarations, and constants holding an arrow or function expression). */
  functions: string[];
  /** Top-level interfaces, type aliases and enums. */
  types: string[];
  /** Other top-level `const`s. */
  constants: string[];
  /** Top-level `let`s and `var`s. */
  variables: string[];
}

/** The kinds of names a stat compares, in the order it shows them. */
export const OUTLINE_KINDS = ["tools", "classes", "functions", "types", "constants", "variables"] as const;

/** One kind of name before and after: all of them on each side, and which came and went. */
export interface NameChanges {
  before: string[];
  after: string[];
  added: string[];
  removed: string[];
}

/** What `--stat` shows: the two files, the lines added and removed, and the names that came and went. */
export interface DiffStat extends Record<(typeof OUTLINE_KINDS)[number], NameChanges> {
  a: Omit<LessonFile, "text">;
  b: Omit<LessonFile, "text">;
  /** Lines only in b. */
  added: number;
  /** Lines only in a. */
  removed: number;
}

type TypeScript = typeof import("typescript");
let typescript: TypeScript | undefined;
/** The compiler, loaded on first use: a plain diff does not need it, and it takes a while to load. */
function ts(): TypeScript {
  return (typescript ??= createRequire(import.meta.url)("typescript") as TypeScript);
}

/** The tools, classes, functions, types, constants and variables a lesson's source defines. */
export function lessonOutline(source: string, fileName = "agent.ts"): LessonOutline {
  const t = ts();
  const file = t.createSourceFile(fileName, source, t.ScriptTarget.Latest, true, t.ScriptKind.TS);
  const outline: LessonOutline = { tools: [], classes: [], functions: [], types: [], constants: [], variables: [] };
  const visit = (node: import("typescript").Node): void => {
    if (
      t.isCallExpression(node) &&
      t.isIdentifier(node.expression) &&
      ["tool", "schemaTool"].includes(node.expression.text)
    ) {
      const name = node.arguments[0];
      if (name && (t.isStringLiteral(name) || t.isNoSubstitutionTemplateLiteral(name))) outline.tools.push(name.text);
    }
    t.forEachChild(node, visit);
  };
  visit(file);
  for (const statement of file.statements) {
    if (t.isClassDeclaration(statement) && statement.name) outline.classes.push(statement.name.text);
    else if (t.isFunctionDeclaration(statement) && statement.name) outline.functions.push(statement.name.text);
    else if (
      t.isInterfaceDeclaration(statement) ||
      t.isTypeAliasDeclaration(statement) ||
      t.isEnumDeclaration(statement)
    )
      outline.types.push(statement.name.text);
    else if (t.isVariableStatement(statement)) {
      const isConst = (statement.declarationList.flags & t.NodeFlags.Const) !== 0;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const kind =
          init && (t.isArrowFunction(init) || t.isFunctionExpression(init))
            ? "functions"
            : isConst
              ? "constants"
              : "variables";
        outline[kind].push(...bindingNames(t, declaration.name));
      }
    }
  }
  return outline;
}

function bindingNames(t: TypeScript, name: import("typescript").BindingName): string[] {
  if (t.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (t.isBindingElement(e) ? bindingNames(t, e.name) : []));
}

/** Lines added and removed, and the tools, classes, functions, types, constants and variables that came and went, from lesson a to lesson b. */
export function diffStat(a: LessonRef, b: LessonRef): DiffStat {
  const from = lessonFile(a);
  const to = lessonFile(b);
  let added = 0;
  let removed = 0;
  for (const change of diffLines(from.text, to.text)) {
    if (change.added) added += change.count;
    if (change.removed) removed += change.count;
  }
  const before = lessonOutline(from.text, from.path);
  const after = lessonOutline(to.text, to.path);
  const names = (kind: (typeof OUTLINE_KINDS)[number]): NameChanges => ({
    before: before[kind],
    after: after[kind],
    added: after[kind].filter((n) => !before[kind].includes(n)),
    removed: before[kind].filter((n) => !after[kind].includes(n)),
  });
  const { text: _a, ...aInfo } = from;
  const { text: _b, ...bInfo } = to;
  return {
    a: aInfo,
    b: bInfo,
    added,
    removed,
    tools: names("tools"),
    classes: names("classes"),
    functions: names("functions"),
    types: names("types"),
    constants: names("constants"),
    variables: names("variables"),
  };
}

/** A stat as aligned plain text (coloured with `color: true`): per kind of name, `before → after` counts and the names added (+) and removed (-). */
export function formatStat(stat: DiffStat, options: { color?: boolean; width?: number } = {}): string {
  const c = pc.createColors(options.color ?? false);
  const width = options.width ?? 100;
  const rows: Array<{
    label: string;
    before: number;
    after: number;
    changes: Array<{ text: string; paint: (s: string) => string }>;
  }> = [
    {
      label: "lines",
      before: stat.a.lines,
      after: stat.b.lines,
      changes: [
        {
          text: `+${stat.added} -${stat.removed}`,
          paint: (s) => s.replace(/^\+\d+/, (m) => c.green(m)).replace(/-\d+$/, (m) => c.red(m)),
        },
      ],
    },
  ];
  for (const kind of OUTLINE_KINDS) {
    const names = stat[kind];
    if (names.before.length === 0 && names.after.length === 0) continue;
    const changes = [];
    if (names.added.length) changes.push({ text: `+ ${names.added.join(", ")}`, paint: c.green });
    if (names.removed.length) changes.push({ text: `- ${names.removed.join(", ")}`, paint: c.red });
    if (changes.length === 0) changes.push({ text: "same names", paint: c.dim });
    rows.push({ label: kind, before: names.before.length, after: names.after.length, changes });
  }
  const labelWidth = Math.max(...rows.map((r) => r.label.length));
  const beforeWidth = Math.max(...rows.map((r) => String(r.before).length));
  const afterWidth = Math.max(...rows.map((r) => String(r.after).length));
  const indent = 2 + labelWidth + 2 + beforeWidth + 3 + afterWidth + 2;
  const lines = [c.bold(`${stat.a.path} → ${stat.b.path}`), ""];
  for (const row of rows) {
    const head = `  ${row.label.padEnd(labelWidth)}  ${String(row.before).padStart(beforeWidth)} → ${String(row.after).padEnd(afterWidth)}  `;
    row.changes.forEach((change, k) => {
      wrap(change.text, width - indent).forEach((piece, p) => {
        const lead = k === 0 && p === 0 ? head : " ".repeat(indent + (p === 0 ? 0 : 2));
        lines.push(lead + change.paint(piece));
      });
    });
  }
  return `${lines.join("\n")}\n`;
}

/** Cuts a `+ a, b, c` list after a comma so each piece fits in `width` (a piece never splits a name). */
function wrap(text: string, width: number): string[] {
  const pieces: string[] = [];
  let line = "";
  for (const word of text.split(/(?<=, )/)) {
    if (line && line.length + word.length > width) {
      pieces.push(line.trimEnd());
      line = "";
    }
    line += word;
  }
  pieces.push(line);
  return pieces;
}
// #endregion stat

// #region html
/** A line of one side: its number in its file and its text, cut into pieces when paired with a similar line. */
interface Cell {
  n: number;
  text: string;
  parts?: Part[];
}

/** One row of the side-by-side view: both sides alike, or a change (either side may be empty). */
interface Row {
  kind: "same" | "change";
  a?: Cell;
  b?: Cell;
}

/** The rows of a side-by-side view: unchanged lines side by side, and in a change similar lines paired up. */
function sideBySideRows(from: string, to: string): Row[] {
  const rows: Row[] = [];
  let na = 1;
  let nb = 1;
  const changes = diffLines(from, to);
  const toLines = (value: string) => value.replace(/\n$/, "").split("\n");
  for (let i = 0; i < changes.length; ) {
    const change = changes[i];
    if (!change.added && !change.removed) {
      for (const text of toLines(change.value)) rows.push({ kind: "same", a: { n: na++, text }, b: { n: nb++, text } });
      i++;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    for (; i < changes.length && (changes[i].added || changes[i].removed); i++) {
      (changes[i].added ? added : removed).push(...toLines(changes[i].value));
    }
    const cellA = (k: number): Cell => ({ n: na + k, text: removed[k] });
    const cellB = (k: number): Cell => ({ n: nb + k, text: added[k] });
    let r = 0;
    let a = 0;
    // Between two pairs, the lines left over on each side share rows; each pair gets a row of its own.
    const flush = (rEnd: number, aEnd: number) => {
      while (r < rEnd || a < aEnd) {
        rows.push({ kind: "change", ...(r < rEnd ? { a: cellA(r++) } : {}), ...(a < aEnd ? { b: cellB(a++) } : {}) });
      }
    };
    for (const [pr, pa] of pairLines(removed, added)) {
      flush(pr, pa);
      const words = wordParts(removed[pr], added[pa]);
      rows.push({ kind: "change", a: { ...cellA(r++), parts: words.a }, b: { ...cellB(a++), parts: words.b } });
    }
    flush(removed.length, added.length);
    na += removed.length;
    nb += added.length;
  }
  return rows;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

function cellHtml(cell: Cell | undefined, kind: "same" | "del" | "add"): string {
  if (!cell) return `<div class="line empty"></div>`;
  const code = cell.parts
    ? cell.parts.map((p) => (p.changed ? `<span class="w">${escapeHtml(p.text)}</span>` : escapeHtml(p.text))).join("")
    : escapeHtml(cell.text);
  // A wrapped line goes on 2 columns right of its own indentation (a hanging indent, see .line code).
  const indent = /^ */.exec(cell.text)![0].length;
  const style = indent ? ` style="--in: ${indent}"` : "";
  return `<div class="line ${kind}"><span class="n">${cell.n}</span><code${style}>${code}</code></div>`;
}

/** A run of rows as two columns (data-side="a", data-side="b") whose lines share row heights, wrapped or not. */
function rowsHtml(rows: Row[]): string {
  const side = (s: "a" | "b") =>
    `<div class="side" data-side="${s}">${rows.map((row) => cellHtml(row[s], row.kind === "same" ? "same" : s === "a" ? "del" : "add")).join("")}</div>`;
  return `<section class="rows" style="--rows: ${rows.length}">\n${side("a")}\n${side("b")}\n</section>`;
}

/** The rows with long unchanged runs folded into a `<details>` (the 3 lines next to a change stay in view). */
function foldedHtml(rows: Row[]): string {
  const out: string[] = [];
  let shown: Row[] = [];
  const flushShown = () => {
    if (shown.length) out.push(rowsHtml(shown));
    shown = [];
  };
  for (let i = 0; i < rows.length; ) {
    if (rows[i].kind === "change") {
      shown.push(rows[i++]);
      continue;
    }
    let j = i;
    while (j < rows.length && rows[j].kind === "same") j++;
    const keepBefore = i === 0 ? 0 : CONTEXT;
    const keepAfter = j === rows.length ? 0 : CONTEXT;
    if (j - i - keepBefore - keepAfter < 4) {
      shown.push(...rows.slice(i, j));
    } else {
      shown.push(...rows.slice(i, i + keepBefore));
      flushShown();
      const hidden = rows.slice(i + keepBefore, j - keepAfter);
      const first = hidden[0];
      const last = hidden.at(-1)!;
      const regions = hidden.flatMap((r) => /^\s*\/\/ #region (?!exercise:)(\S+)/.exec(r.a!.text)?.[1] ?? []);
      const where = `${range(first.a!.n, last.a!.n)} → ${range(first.b!.n, last.b!.n)}${regions.length ? ` · #region ${regions.join(", ")}` : ""}`;
      out.push(
        `<details class="fold"><summary>${hidden.length} unchanged lines <span class="where">${escapeHtml(where)}</span></summary>\n${rowsHtml(hidden)}\n</details>`,
      );
      shown.push(...rows.slice(j - keepAfter, j));
    }
    i = j;
  }
  flushShown();
  return out.join("\n");
}

const range = (from: number, to: number): string => (from === to ? `${from}` : `${from}–${to}`);

function statHtml(stat: DiffStat): string {
  const pills = (names: string[], kind: "add" | "del") =>
    names.map((n) => `<span class="pill ${kind}">${kind === "add" ? "+" : "−"} ${escapeHtml(n)}</span>`).join(" ");
  const rows = [
    `<tr><th>lines</th><td class="count">${stat.a.lines} → ${stat.b.lines}</td><td><span class="num add">+${stat.added}</span> <span class="num del">−${stat.removed}</span></td></tr>`,
  ];
  for (const kind of OUTLINE_KINDS) {
    const names = stat[kind];
    if (names.before.length === 0 && names.after.length === 0) continue;
    const changes =
      [pills(names.added, "add"), pills(names.removed, "del")].filter(Boolean).join(" ") ||
      `<span class="same">same names</span>`;
    rows.push(
      `<tr><th>${kind}</th><td class="count">${names.before.length} → ${names.after.length}</td><td>${changes}</td></tr>`,
    );
  }
  return `<table class="stat">\n${rows.join("\n")}\n</table>`;
}

const CSS = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --rule: #d1d9e0; --panel: #f6f8fa;
  --del-bg: #ffebe9; --del-gutter: #ffd7d5; --del-word: #ff818266; --del-fg: #a40e26;
  --add-bg: #dafbe1; --add-gutter: #ccffd8; --add-word: #4ac26b66; --add-fg: #116329;
  --empty: repeating-linear-gradient(135deg, #f6f8fa 0 6px, #eaeef2 6px 12px);
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --rule: #3d444d; --panel: #151b23;
    --del-bg: #f851491f; --del-gutter: #f8514940; --del-word: #f8514966; --del-fg: #ff9492;
    --add-bg: #2ea0431f; --add-gutter: #3fb95040; --add-word: #2ea04366; --add-fg: #7ee787;
    --empty: repeating-linear-gradient(135deg, #151b23 0 6px, #1c232c 6px 12px);
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--fg); font-size: 17px; }
body { margin: 0; padding: 1.5rem 2rem 3rem; font: 1.05rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
header { margin-bottom: 1.25rem; }
h1 { font-size: 2rem; margin: 0 0 .25rem; }
h1 .id { font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; }
.titles { margin: 0 0 1rem; color: var(--muted); font-size: 1.1rem; }
.stat { border-collapse: collapse; font-size: 1rem; }
.stat th { text-align: left; font-weight: 600; padding: .2rem 1.25rem .2rem 0; vertical-align: top; }
.stat td { padding: .2rem 1.25rem .2rem 0; vertical-align: top; }
.stat .count { font-variant-numeric: tabular-nums; white-space: nowrap; color: var(--muted); }
.num, .pill { font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .95em; }
.num.add { color: var(--add-fg); font-weight: 600; } .num.del { color: var(--del-fg); font-weight: 600; }
.pill { display: inline-block; padding: 0 .45em; margin: 0 .15em .2em 0; border-radius: .35em; }
.pill.add { background: var(--add-bg); color: var(--add-fg); box-shadow: inset 0 0 0 1px var(--add-gutter); }
.pill.del { background: var(--del-bg); color: var(--del-fg); box-shadow: inset 0 0 0 1px var(--del-gutter); text-decoration: line-through; }
.same { color: var(--muted); }
.diff { border: 1px solid var(--rule); border-radius: .5rem; overflow: clip; }
.files { display: grid; grid-template-columns: 1fr 1fr; position: sticky; top: 0; z-index: 1; background: var(--panel); border-bottom: 1px solid var(--rule); }
.file { padding: .5rem .75rem; font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .95rem; font-weight: 600; overflow-wrap: anywhere; }
.file + .file, .side + .side { border-left: 1px solid var(--rule); }
.file small { font-weight: 400; color: var(--muted); }
.rows { display: grid; grid-template-columns: 1fr 1fr; grid-template-rows: repeat(var(--rows), auto); }
.side { display: grid; grid-row: 1 / -1; grid-template-rows: subgrid; min-width: 0; }
.line { display: grid; grid-template-columns: 3.2em 1.3em 1fr; min-width: 0; font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 1rem; line-height: 1.45; }
.line .n { grid-column: 1; grid-row: 1; padding-right: .6em; text-align: right; color: var(--muted); user-select: none; font-variant-numeric: tabular-nums; }
.line::before { grid-column: 2; grid-row: 1; text-align: center; user-select: none; }
.line code { grid-column: 3; grid-row: 1; font: inherit; white-space: pre-wrap; overflow-wrap: anywhere; tab-size: 2; padding-right: .5em; min-width: 0;
  padding-left: calc((var(--in, 0) + 2) * 1ch); text-indent: calc((var(--in, 0) + 2) * -1ch); }
.line.del { background: var(--del-bg); } .line.del .n { background: var(--del-gutter); } .line.del::before { content: "−"; color: var(--del-fg); }
.line.add { background: var(--add-bg); } .line.add .n { background: var(--add-gutter); } .line.add::before { content: "+"; color: var(--add-fg); }
.line.del .w { background: var(--del-word); border-radius: .2em; }
.line.add .w { background: var(--add-word); border-radius: .2em; }
.line.empty { background: var(--empty); }
.fold { border-block: 1px solid var(--rule); background: var(--panel); }
.fold > summary { padding: .3rem .75rem; color: var(--muted); cursor: pointer; font-size: .95rem; }
.fold > summary .where { margin-left: .75em; font-family: ui-monospace, "SF Mono", "Cascadia Code", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .9em; }
.fold[open] > summary { border-bottom: 1px solid var(--rule); }
.fold > .rows { background: var(--bg); }
@media print {
  :root {
    --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --rule: #d1d9e0; --panel: #f6f8fa;
    --del-bg: #ffebe9; --del-gutter: #ffd7d5; --del-word: #ff818266; --del-fg: #a40e26;
    --add-bg: #dafbe1; --add-gutter: #ccffd8; --add-word: #4ac26b66; --add-fg: #116329;
    --empty: repeating-linear-gradient(135deg, #f6f8fa 0 6px, #eaeef2 6px 12px);
  }
  @page { size: A4 landscape; margin: 12mm; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  html { font-size: 8.5pt; }
  body { padding: 0; }
  .files { position: static; }
  .line { break-inside: avoid; }
  .diff { border-radius: 0; overflow: visible; }
  .fold > summary { list-style: none; }
}
`;

/** A self-contained HTML page (inline CSS, no script, nothing loaded from elsewhere): title, stat, and the two files side by side. */
export function sideBySideHtml(a: LessonRef, b: LessonRef): string {
  const from = lessonFile(a);
  const to = lessonFile(b);
  const stat = diffStat(a, b);
  const title = `${from.id} → ${to.id}: ${from.path} → ${to.path}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<header>
<h1><span class="id">${escapeHtml(from.id)}</span> → <span class="id">${escapeHtml(to.id)}</span></h1>
<p class="titles">${escapeHtml(from.title)} → ${escapeHtml(to.title)}</p>
${statHtml(stat)}
</header>
<main class="diff">
<div class="files"><div class="file a">${escapeHtml(from.path)} <small>${from.lines} lines</small></div><div class="file b">${escapeHtml(to.path)} <small>${to.lines} lines</small></div></div>
${foldedHtml(sideBySideRows(from.text, to.text))}
</main>
</body>
</html>
`;
}
// #endregion html

// #region cli
function usageText(): string {
  const lessons = listLessons()
    .map((l) => (l.base ? `${l.id} (from ${l.base})` : l.id))
    .join(", ");
  return `Usage: pnpm lesson:diff <from> <to> [options]
       pnpm lesson:diff <lesson> [options]    (from the lesson it builds on)

Shows what changed from one lesson's agent.ts to another's: a coloured unified diff.

Options:
  --stat         a summary instead: lines added and removed; tools, classes, functions,
                 types, constants and variables that came and went
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

/** Runs the command line; returns the exit code (2 for a wrong command line, with its reason and usage on stderr). */
function main(argv: string[]): number {
  const fail = (reason: string): number => {
    process.stderr.write(`${reason}\n\n${usageText()}`);
    return 2;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        stat: { type: "boolean" },
        html: { type: "string" },
        color: { type: "boolean" },
        "no-color": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (err) {
    const error = err as Error & { code?: string };
    const option = /'(-[^' ]*)/.exec(error.message)?.[1];
    if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return fail(`Unknown option: ${option}`);
    if (error.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option?.startsWith("--html"))
      return fail("--html needs a FILE to write the page to.");
    return fail(error.message.split("\n")[0]);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(usageText());
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
  const color = useColor(values.color ? true : values["no-color"] ? false : undefined);
  if (values.html === "-") {
    process.stdout.write(sideBySideHtml(from, to));
    return 0;
  }
  if (values.html !== undefined) {
    if (values.html === "") return fail("--html needs a FILE to write the page to.");
    const file = fromLearner(values.html);
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
      process.stderr.write(
        `Cannot write ${file}: it is a folder; give a file name, such as ${join(file, `${from.id}-${to.id}.html`)}\n`,
      );
      return 1;
    }
    try {
      writeFileSync(file, sideBySideHtml(from, to));
    } catch (err) {
      process.stderr.write(`Cannot write ${file}: ${(err as Error).message}\n`);
      return 1;
    }
    process.stdout.write(`Wrote ${from.id} → ${to.id} side by side to ${file}\n`);
    if (values.stat) process.stdout.write(`\n${formatStat(diffStat(from, to), { color })}`);
    return 0;
  }
  if (values.stat) {
    process.stdout.write(formatStat(diffStat(from, to), { color }));
    return 0;
  }
  const plain = lessonDiff(from, to);
  // A diff with no hunk is only its two file headers: say so instead.
  if (!plain.includes("\n@@ ")) process.stdout.write(`${from.id} and ${to.id}: no differences.\n`);
  else process.stdout.write(color ? lessonDiff(from, to, { color }) : plain);
  return 0;
}

// Run as `pnpm lesson:diff`; imported (by the tests, or a docs script), it does nothing.
if (import.meta.filename === process.argv[1]) process.exitCode = main(process.argv.slice(2));
// #endregion cli
