/**
 * The index `/memories/MEMORY.md`: one line per memory, rebuilt from the folder after each change.
 *
 * @module
 */
import type { StoreFolder } from "../../store-folder.ts";
import { ToolError } from "../../tool.ts";
import { entryAt, readMemoryText } from "./memory-disk.ts";
import { indexLine, memoryFields, notAMemoryLine } from "./memory-file.ts";
import { INDEX_FILE, MEMORY_ROOT } from "./memory-path.ts";

/** The names of `names` that hold memories or could: all but the index and the store's own dot files. */
export function memoryNames(names: readonly string[]): string[] {
  return names.filter((name) => !name.startsWith(".") && name !== INDEX_FILE);
}

// #region index
/**
 * The index of `folder`'s memories, a line each in name order, or "".
 *
 * A line is `- [name](file.md) — description`.
 *
 * Whatever else is there (a file without front matter, one that cannot be read, a link, a folder)
 * gets a line that names it and says what it is: nothing in the folder is left out as if it were
 * not there.
 */
export function indexText(folder: StoreFolder, names: readonly string[], maxBytes: number): string {
  const lines = memoryNames(names).map((name) => indexEntry(folder, name, maxBytes));
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

/** Writes the index afresh when it differs from what `MEMORY.md` holds (a link is replaced). */
export function rebuildIndex(
  folder: StoreFolder,
  stillLocked: () => void,
  maxBytes: number,
): string {
  const text = indexText(folder, folder.names(), maxBytes);
  let current: string | undefined;
  try {
    current = readMemoryText(folder, INDEX_FILE, `${MEMORY_ROOT}/${INDEX_FILE}`, maxBytes);
  } catch {
    current = undefined; // a link, a folder or an unreadable file at the index: written over
  }
  if (current !== text) {
    if (entryAt(folder, INDEX_FILE, INDEX_FILE)?.kind === "folder")
      throw new ToolError(
        `Error: ${folder.name}/${INDEX_FILE} is a folder, where the index goes: move it away ` +
          `(mv ${folder.name}/${INDEX_FILE} ${folder.name}/index-folder) and try again.`,
      );
    folder.write(INDEX_FILE, text, { beforeCommit: stillLocked });
  }
  return text;
}
// #endregion index

/** One name's index line: a memory's, or what else is there. */
export function indexEntry(folder: StoreFolder, name: string, maxBytes: number): string {
  const shown = `${MEMORY_ROOT}/${name}`;
  let text: string | undefined;
  try {
    const entry = entryAt(folder, name, shown);
    if (entry?.kind === "link") return notAMemoryLine(name, "a link, never followed");
    if (entry?.kind === "folder")
      return notAMemoryLine(name, "a folder; memories are kept directly in /memories");
    if (entry?.kind === "other") return notAMemoryLine(name, "not a regular file");
    if (!name.endsWith(".md")) return notAMemoryLine(name, "its name does not end in .md");
    text = readMemoryText(folder, name, shown, maxBytes);
  } catch (err) {
    return notAMemoryLine(
      name,
      `it cannot be read: ${(err as Error).message.replace(/^Error: /, "")}`,
    );
  }
  if (text === undefined) return notAMemoryLine(name, "removed while the index was made");
  const fields = memoryFields(text);
  return "problem" in fields
    ? notAMemoryLine(name, `it ${fields.problem}`)
    : indexLine(name, fields);
}
