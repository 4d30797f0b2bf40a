/**
 * The memory tool's paths: every one lies under `/memories`, which is the workspace's `.memory/` folder.
 *
 * A path is checked as text first (no control character, no `..`, under `/memories`, no sub-folder), then against
 * the folder's names (no name that differs from another only in case). Each refusal names its rule.
 *
 * @module
 */
import { ToolError } from "../../tool.ts";

/** The folder the model's paths start with, as the API's memory tool has it. */
export const MEMORY_ROOT = "/memories";
/** The workspace's folder that `/memories` maps onto. */
export const MEMORY_FOLDER = ".memory";
/** The index: one line per memory, rebuilt by the store after each change, never written by the model. */
export const INDEX_FILE = "MEMORY.md";
/** A memory's file name: letters, digits, `.`, `_` and `-`, ending in `.md`, starting with no dot. */
export const MEMORY_FILE_NAME = /^[\p{L}\p{N}_-][\p{L}\p{N}._-]*\.md$/u;
/** The longest file name a memory may have, in characters. */
export const MEMORY_NAME_MAX = 100;

/** A path the model gave, checked as text: the folder itself, or one name directly in it. */
export type MemoryPath =
  | {
      /** The folder `/memories` itself. */
      root: true;
      /** `/memories`, as results show it. */
      shown: string;
    }
  | {
      /** A name in the folder. */
      root: false;
      /** The name in `.memory/`: `testing.md`. */
      name: string;
      /** `/memories/testing.md`, as results show it. */
      shown: string;
    };

// #region memory-path
/**
 * The path `path` checked as text; a {@link ToolError} names the first rule it breaks.
 *
 * Refused: a NUL or any control character, a `..` part, a path outside `/memories`, a name in a
 * sub-folder, and a name that starts with a dot (the store's own lock and temporary files).
 * `/memories/` is `/memories`.
 */
export function parseMemoryPath(path: string): MemoryPath {
  const control = /[\u0000-\u001f\u007f]/.exec(path);
  if (control)
    throw new ToolError(
      `Error: The path ${JSON.stringify(path)} holds a control character ` +
        `(${controlName(control[0])}): a memory path is plain text, ` +
        "with no NUL, line break or other control character.",
    );
  if (path.split("/").includes(".."))
    throw new ToolError(
      `Error: ${path} contains "..": a memory path may not climb out of ${MEMORY_ROOT}.`,
    );
  if (path === MEMORY_ROOT || path === `${MEMORY_ROOT}/`) return { root: true, shown: MEMORY_ROOT };
  if (!path.startsWith(`${MEMORY_ROOT}/`))
    throw new ToolError(
      `Error: ${path} is outside ${MEMORY_ROOT}: every memory path lies under ${MEMORY_ROOT} ` +
        `(such as ${MEMORY_ROOT}/testing.md).`,
    );
  const name = path.slice(MEMORY_ROOT.length + 1);
  if (name.includes("/"))
    throw new ToolError(
      `Error: ${path} is in a sub-folder: memories are kept directly in ${MEMORY_ROOT} ` +
        `(such as ${MEMORY_ROOT}/${name.split("/").findLast(Boolean) ?? "testing.md"}).`,
    );
  if (name.startsWith("."))
    throw new ToolError(
      `Error: ${path} starts with a dot: such names are the memory store's own files ` +
        "(its lock, its temporary files), not memories.",
    );
  return { root: false, name, shown: path };
}
// #endregion memory-path

/** Refuses `name` when it differs only in case from a name in `names` (MEMORY.md always counts as there). */
export function refuseCaseTwin(name: string, shown: string, names: readonly string[]): void {
  if (names.includes(name)) return; // that very file (on a disk that keeps case, both may be there)
  const twin = [...names, INDEX_FILE].find(
    (other) => other !== name && sameIgnoringCase(other, name),
  );
  if (twin)
    throw new ToolError(
      `Error: ${shown} differs only in case from ${MEMORY_ROOT}/${twin}: on a disk that ignores case they would be one file. Use another name.`,
    );
}

/** Refuses a name a memory cannot be created under: not `*.md`, too long, or the index's own. */
export function refuseBadMemoryName(name: string, shown: string): void {
  if (name === INDEX_FILE)
    throw new ToolError(
      `Error: ${shown} is the index: it is rebuilt from the memories after each change, never written with the memory tool. Change a memory instead.`,
    );
  if (!MEMORY_FILE_NAME.test(name) || name.length > MEMORY_NAME_MAX)
    throw new ToolError(
      `Error: ${shown} is not a memory's file name: a memory is a markdown file named with letters, digits, ".", "_" and "-", ending in .md, at most ${MEMORY_NAME_MAX} characters (such as ${MEMORY_ROOT}/testing.md).`,
    );
}

/** True when the two names are one on a disk that ignores case (and Unicode's composed or decomposed forms). */
export function sameIgnoringCase(a: string, b: string): boolean {
  return a.normalize("NFC").toLowerCase() === b.normalize("NFC").toLowerCase();
}

/** A control character by its name: `NUL`, `line feed`, else its code point, `U+001B`. */
export function controlName(c: string): string {
  const named: Record<string, string> = {
    "\0": "NUL",
    "\n": "line feed",
    "\r": "carriage return",
    "\t": "tab",
  };
  return named[c] ?? `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}
