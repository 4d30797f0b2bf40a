/**
 * Project instructions' `@path` imports (lesson s10), as Claude Code expands them in `CLAUDE.md`: a path after `@`,
 * relative to the importing file (or `~/` for the home folder, or absolute), expanded in place, at most 5 hops deep;
 * never inside a code span or a fenced block; a cycle named and cut; a missing file noted, and the rest goes on.
 *
 * @module
 */
import { dirname, isAbsolute, join, relative, resolve } from "node:path";

/** How deep imports go: a file imported by an import of an import… at most this many hops from the first. */
export const MAX_IMPORT_HOPS = 5;

/** What an import walk reads: a file's text, or undefined when there is none (the walk notes it and goes on). */
export type ReadInstructions = (path: string) => string | undefined;

/** Where the walk is: the home folder for `~/`, the folder paths are shown from, how to read a file. */
export interface ImportWalk {
  /** The home folder, for `~/` paths. */
  home: string;
  /** The folder paths are shown relative to (the workspace): `docs/style.md`. */
  shownFrom: string;
  /** Reads a file. */
  read: ReadInstructions;
}

/** An `@path` at the start of a line or after white space, up to the next white space. */
export const IMPORT = /(^|\s)@((?:~\/|\/|\.{1,2}\/)?[\w.~\-/]*[\w\-~/])/g;

// #region imports
/**
 * The text of `file` (already read as `text`) with its `@path` imports expanded.
 *
 * Each imported file's text is wrapped with its path, as deep as {@link MAX_IMPORT_HOPS}. `chain`
 * is the files that led here (for cycles).
 */
export function expandImports(
  file: string,
  text: string,
  walk: ImportWalk,
  chain: readonly string[] = [file],
): string {
  const shown = (path: string) => {
    const from = relative(walk.shownFrom, path);
    const home = relative(walk.home, path);
    return from.startsWith("..") && !home.startsWith("..") ? `~/${home}` : from || path;
  };
  return outsideCode(text, (prose) =>
    prose.replace(IMPORT, (whole, before: string, target: string) => {
      const path = target.startsWith("~/")
        ? join(walk.home, target.slice(2))
        : isAbsolute(target)
          ? target
          : resolve(dirname(file), target);
      const note = (why: string) => `${before}@${target} [not imported: ${why}]`;
      if (chain.includes(path))
        return note(`a cycle, ${[...chain, path].map(shown).join(" → ")}; cut here`);
      if (chain.length > MAX_IMPORT_HOPS) return note(`more than ${MAX_IMPORT_HOPS} hops deep`);
      const imported = walk.read(path);
      if (imported === undefined) return note(`${shown(path)} does not exist`);
      const body = expandImports(path, imported, walk, [...chain, path]).replace(/\n$/, "");
      return `${before}@${target}\n<imported path="${shown(path)}">\n${body}\n</imported>\n`;
    }),
  );
}
// #endregion imports

/** A fenced block (``` or ~~~ to its closing fence, or to the end) or an inline code span (any run of backticks). */
const CODE = /^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))|(`+)(?:(?!\2)[\s\S])+?\2(?!`)/gm;

/** `text` with `change` applied to its prose only: fenced blocks and inline code spans are left as they are. */
export function outsideCode(text: string, change: (prose: string) => string): string {
  let out = "";
  let last = 0;
  for (const code of text.matchAll(CODE)) {
    out += change(text.slice(last, code.index)) + code[0];
    last = code.index + code[0].length;
  }
  return out + change(text.slice(last));
}
