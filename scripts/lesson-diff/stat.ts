/** `--stat`: lines added and removed, and the names (found with the TypeScript compiler) that came and went. */
import { tieImport } from "@agent-workbook/kit/held-equal";
import { changedLines } from "./fold.ts";
import pc from "picocolors";
import { type LessonFile, lessonFile, type LessonRef } from "./lessons.ts";
import { lessonOutline, OUTLINE_KINDS } from "./outline.ts";

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
  /** Lines only in a, a region folded (fold.ts) counted as its one line. */
  removed: number;
  /** The regions of a that b imports from the kit, folded: their names, sizes and where they are now. */
  folded: Array<{ region: string; lines: number; from: string; teacher: string }>;
}

/** Lines added and removed, and the tools, classes, functions, types, constants and variables that came and went, from lesson a to lesson b. */
export function diffStat(a: LessonRef, b: LessonRef, options: { fold?: boolean } = {}): DiffStat {
  const from = lessonFile(a);
  const to = lessonFile(b);
  const { added, removed, folds } = changedLines(from, to, options);
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
    folded: folds.map((f) => ({
      region: f.region,
      lines: f.end - f.start + 1,
      from: tieImport(f.tie),
      teacher: f.tie.teacher,
    })),
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
        ...stat.folded.map((f) => ({
          text: `… ${f.region} (${f.lines} lines) now from ${f.from} (${f.teacher})`,
          paint: c.dim,
        })),
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
