/** The side-by-side page: both files in two columns, similar lines paired, long unchanged runs folded. */
import { diffLines } from "diff";
import { foldedText, foldLine, foldsOf, PLACEHOLDER } from "./fold.ts";
import { CONTEXT, lessonFile, type LessonRef } from "./lessons.ts";
import { PAGE_CSS } from "./page-css.ts";
import { type DiffStat, diffStat } from "./stat.ts";
import { OUTLINE_KINDS } from "./outline.ts";
import { pairLines, type Part, wordParts } from "./words.ts";

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

/**
 * A self-contained HTML page (inline CSS, no script, nothing loaded from elsewhere): title, stat, and the two files
 * side by side; a region of `a` that `b` imports from the kit is one line, as in lessonDiff (`fold: false`: line by line).
 */
export function sideBySideHtml(a: LessonRef, b: LessonRef, options: { fold?: boolean } = {}): string {
  const from = lessonFile(a);
  const to = lessonFile(b);
  const stat = diffStat(a, b, options);
  // A region of a that b imports from the kit is one line, as in the unified diff (fold.ts), numbered as in a.
  const folds = options.fold === false ? [] : foldsOf(from, to);
  const folded = foldedText(from.text, folds);
  const unfold = (cell: Cell): Cell => {
    const k = folds.findIndex((_, n) => cell.text === PLACEHOLDER(n));
    const n = folded.first[cell.n - 1] + 1;
    return k === -1 ? { ...cell, n } : { n, text: foldLine(folds[k]) };
  };
  const title = `${from.id} → ${to.id}: ${from.path} → ${to.path}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_CSS}</style>
</head>
<body>
<header>
<h1><span class="id">${escapeHtml(from.id)}</span> → <span class="id">${escapeHtml(to.id)}</span></h1>
<p class="titles">${escapeHtml(from.title)} → ${escapeHtml(to.title)}</p>
${statHtml(stat)}
</header>
<main class="diff">
<div class="files"><div class="file a">${escapeHtml(from.path)} <small>${from.lines} lines</small></div><div class="file b">${escapeHtml(to.path)} <small>${to.lines} lines</small></div></div>
${foldedHtml(sideBySideRows(folded.text, to.text).map((row) => (row.a ? { ...row, a: unfold(row.a) } : row)))}
</main>
</body>
</html>
`;
}
