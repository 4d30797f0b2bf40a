import { createRequire } from "node:module";

/**
 * A package's default export, loaded at its first use (`require` loads an ES module at once, from Node 22.12 on).
 * What measures, cuts, wraps and spins for a terminal loads this way: off a terminal (a replay piped to a test, an
 * exercise check) nothing needs it, and string-width alone takes about 20 ms to load, a tenth of a lesson's start.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= (createRequire(import.meta.url)(name) as { default: T }).default);
}

const widthOf = onFirstUse<typeof import("string-width").default>("string-width");
const wrap = onFirstUse<typeof import("wrap-ansi").default>("wrap-ansi");

/** The columns a text takes on a terminal (wide characters count two). */
export const stringWidth = (text: string): number => widthOf()(text);

/** The columns of the terminal `out` writes to; undefined for a pipe or a file (nothing is wrapped then). */
export function columnsOf(out: object): number | undefined {
  const { isTTY, columns } = out as { isTTY?: boolean; columns?: number };
  if (!isTTY) return undefined;
  return columns && columns > 0 ? columns : undefined;
}

/** How a wrapped line's rows after the first are indented. */
export interface Hang {
  /**
   * A line laid out in columns (`  -p, --prompt TEXT    one-shot: …`, a help's options): its rows go on under the
   * text after the first gap of two spaces or more, when that leaves room enough.
   */
  columns?: boolean;
}

/** ANSI colour codes, which take no column. */
const COLOURS = /\x1b\[[0-9;]*m/g;

/**
 * A line wrapped to `width` columns at its words, for a terminal of that width: the rows after the first start
 * under its text, past its indent and a leading marker (`↳ `, `> `, `[ ] `), or under its second column
 * (`hang.columns`); a word too long for a row is broken. Colours are kept.
 */
export function wrapLine(line: string, width: number, hang: Hang = {}): string[] {
  if (width < 10 || stringWidth(line) <= width) return [line];
  const plain = line.replace(COLOURS, "");
  const marked = stringWidth(/^ *(?:(?:[↳┌└>⏰]|\[.\]) )?/.exec(plain)?.[0] ?? "");
  const column = hang.columns ? /^ *\S.*? {2,}(?=\S)/.exec(plain)?.[0] : undefined;
  // The second column when at least 2/5 of the row is left for it; else the indent and marker, if at most half.
  const indent =
    column !== undefined && stringWidth(column) <= width * 0.6 ? stringWidth(column) : marked < width / 2 ? marked : 0;
  const options = { hard: true, trim: false };
  if (indent === 0)
    return wrap()(line, width, options)
      .split("\n")
      .map((row, i) => (i === 0 ? row : row.replace(LEADING_SPACES, "$1")));
  // The indent's columns stay on the first row; the text after them is wrapped to the room they leave, each row
  // going on under it (with the colours opened before it).
  const at = indexOfColumn(line, indent);
  const opened = line.slice(0, at).match(COLOURS)?.join("") ?? "";
  const rows = wrap()(`${opened}${line.slice(at)}`, width - indent, options).split("\n");
  return rows.map(
    (row, i) => `${i === 0 ? line.slice(0, at) : " ".repeat(indent)}${row.replace(LEADING_SPACES, "$1")}`,
  );
}

/** The spaces a row starts with, after the colour codes it opens with. */
const LEADING_SPACES = /^((?:\x1b\[[0-9;]*m)*) +/;

/** Where in `line` its visible column `column` starts (colour codes take none). */
function indexOfColumn(line: string, column: number): number {
  let seen = 0;
  let i = 0;
  while (i < line.length && seen < column) {
    const code = /^\x1b\[[0-9;]*m/.exec(line.slice(i));
    if (code) {
      i += code[0].length;
      continue;
    }
    const char = String.fromCodePoint(line.codePointAt(i)!);
    seen += stringWidth(char);
    i += char.length;
  }
  return i;
}

/**
 * A command's own text (a help, a report) for the terminal it is written to: each line wrapped at its words to the
 * terminal's width, its rows going on under its second column ({@link wrapLine}); as it is off a terminal.
 *
 * A line the text broke by hand for a wide terminal goes on the one above first: one that starts where the text of a
 * line over 80 columns does (under its second column, or at its indent), in lower case, with a digit or `(`.
 */
export function wrapText(text: string, out: object | number | undefined): string {
  const width = typeof out === "number" ? out : out && columnsOf(out);
  if (!width) return text;
  const lines: string[] = [];
  for (const line of text.split("\n")) {
    const above = lines.at(-1);
    const start = /^ */.exec(line)![0].length;
    const broken = above !== undefined && stringWidth(above.replace(COLOURS, "")) > 80;
    if (broken && /^ *[a-z0-9(]/.test(line) && start === textColumn(above)) {
      lines[lines.length - 1] = `${above.trimEnd()} ${line.trimStart()}`;
    } else lines.push(line);
  }
  return lines
    .flatMap((line) => wrapLine(line, width, { columns: true }))
    .map((row) => row.replace(/ +((?:\x1b\[[0-9;]*m)*)$/, "$1"))
    .join("\n");
}

/** Where a line's text starts: after its first gap of two spaces or more (its second column), else its indent. */
function textColumn(line: string): number {
  const plain = line.replace(COLOURS, "");
  return stringWidth(/^ *\S.*? {2,}(?=\S)/.exec(plain)?.[0] ?? /^ */.exec(plain)![0]);
}
