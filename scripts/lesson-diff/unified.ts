/** The unified diff of two lessons, its hunks named after the `#region` they sit in, coloured for a terminal on request. */
import { FILE_HEADERS_ONLY, formatPatch, structuredPatch } from "diff";
import pc from "picocolors";
import { foldedText, foldLine, foldsOf, PLACEHOLDER } from "./fold.ts";
import { CONTEXT, lessonFile, type LessonRef } from "./lessons.ts";
import { pairLines, type Part, wordParts } from "./words.ts";

/**
 * The plain unified diff of two lessons' entry files (`--- lessons/…` / `+++ lessons/…`, 3 lines of context); coloured
 * for a terminal with `color: true`. A region of `a` that `b` now imports from the kit shows as one line (fold.ts);
 * `fold: false` shows it line by line. Hunk headers count the files' real lines either way.
 */
export function lessonDiff(a: LessonRef, b: LessonRef, options: { color?: boolean; fold?: boolean } = {}): string {
  const from = lessonFile(a);
  const to = lessonFile(b);
  const folds = options.fold === false ? [] : foldsOf(from, to);
  const folded = foldedText(from.text, folds);
  const patch = structuredPatch(from.path, to.path, folded.text, to.text, undefined, undefined, { context: CONTEXT });
  for (const hunk of patch.hunks) {
    // Back from the folded text's lines to the base's: a folded line stands for its whole region.
    const oldLast = hunk.oldStart + hunk.oldLines - 1;
    // A hunk that deletes nothing starts before its folded line oldStart (formatPatch shows the line before it).
    if (hunk.oldLines === 0)
      hunk.oldStart =
        hunk.oldStart - 1 < folded.first.length ? folded.first[hunk.oldStart - 1] + 1 : folded.last.at(-1)! + 2;
    else {
      const start = folded.first[hunk.oldStart - 1];
      hunk.oldLines = folded.last[oldLast - 1] - start + 1;
      hunk.oldStart = start + 1;
    }
    hunk.lines = hunk.lines.map((line) => {
      const n = folds.findIndex((_, k) => line === `-${PLACEHOLDER(k)}`);
      return n === -1 ? line : `-${foldLine(folds[n])}`;
    });
  }
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
