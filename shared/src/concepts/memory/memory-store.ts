/**
 * The memory an agent keeps between sessions: the API memory tool's six commands on the workspace's `.memory/`.
 *
 * @module
 */
import type { BetaMemoryTool20250818Command } from "@anthropic-ai/sdk/resources/beta";
import { STORE_FILE_MAX_BYTES, StoreFolder } from "../../store-folder.ts";
import { cutText, ToolError } from "../../tool.ts";
import { formatSize } from "../../workspace.ts";
import { entryAt, readMemoryText, refuseNonFile } from "./memory-disk.ts";
import { MEMORY_FORMAT, memoryFields } from "./memory-file.ts";
import { memoryNames, rebuildIndex } from "./memory-index.ts";
import { type LockedMemory, withMemoryLock } from "./memory-lock.ts";
import {
  INDEX_FILE,
  MEMORY_FOLDER,
  MEMORY_ROOT,
  parseMemoryPath,
  refuseBadMemoryName,
} from "./memory-path.ts";
import { refuseCaseTwin } from "./memory-path.ts";
import { fileViewText, listingText, numberedLines } from "./memory-view.ts";

/** How much the memory holds and answers. */
export interface MemoryLimits {
  /** The largest memory file, in bytes. */
  fileBytes: number;
  /** All memory files together (the index aside), in bytes. */
  totalBytes: number;
  /** The longest text one command answers, in characters. */
  resultChars: number;
}

/** The limits a store has unless told otherwise: 10 KB a memory, 200 KB in all, 20 000 characters a result. */
export const MEMORY_LIMITS: MemoryLimits = {
  fileBytes: 10 * 1024,
  totalBytes: 200 * 1024,
  resultChars: 20_000,
};

/**
 * The parts of the concept that lesson s09 writes itself, which the store calls: the path check and the index
 * rebuilt. The kit's own by default; a lesson passes its own, so that what it teaches is what runs.
 */
export interface MemoryRules {
  /** Checks a path as text (no control character, no `..`, under `/memories`, no sub-folder, no dot name). */
  parseMemoryPath: typeof parseMemoryPath;
  /** Refuses a name that differs only in case from another of the folder's (MEMORY.md always counts). */
  refuseCaseTwin: typeof refuseCaseTwin;
  /** Refuses a name a memory cannot be created under: not `*.md`, too long, or the index's. */
  refuseBadMemoryName: typeof refuseBadMemoryName;
  /** Writes the index afresh from the folder when it is out of step, and gives its text. */
  rebuildIndex: typeof rebuildIndex;
}

/** The kit's own rules: its path check and its index. */
export const KIT_MEMORY_RULES: MemoryRules = {
  parseMemoryPath,
  refuseCaseTwin,
  refuseBadMemoryName,
  rebuildIndex,
};

/** One call of the memory tool, as the API's `memory_20250818` tool sends it: the SDK's command types. */
export type MemoryCommand = BetaMemoryTool20250818Command;

// #region store
/**
 * The memory of the workspace `workdir`: `/memories` is its folder `.memory/`, one markdown file per memory and
 * the index `MEMORY.md`.
 *
 * Every command checks its paths, takes the folder's lock, reads what it needs afresh, writes whole files with the
 * kit's atomic writer and rebuilds the index; a command that fails changes nothing.
 */
export class MemoryStore {
  /** The folder `.memory/` (the kit's StoreFolder: nothing is written outside it). */
  readonly folder: StoreFolder;
  /** Its size limits. */
  readonly limits: MemoryLimits;
  /** Its path check and its index (the kit's, or a lesson's own). */
  readonly rules: MemoryRules;

  /** The memory of `workdir` (its folder made when first used), with `limits` and `rules`. */
  constructor(
    workdir: string,
    limits: MemoryLimits = MEMORY_LIMITS,
    rules: MemoryRules = KIT_MEMORY_RULES,
  ) {
    this.folder = new StoreFolder(workdir, MEMORY_FOLDER);
    this.limits = limits;
    this.rules = rules;
  }

  /** Runs one command; its answer is the tool result's text, and a failure a ToolError. */
  run(call: MemoryCommand): Promise<string> {
    switch (call.command) {
      case "view":
        return this.view(call.path, call.view_range);
      case "create":
        return this.create(call.path, call.file_text);
      case "str_replace":
        return this.strReplace(call.path, call.old_str, call.new_str);
      case "insert":
        return this.insert(call.path, call.insert_line, call.insert_text);
      case "delete":
        return this.delete(call.path);
      case "rename":
        return this.rename(call.old_path, call.new_path);
    }
  }

  /** The listing of `/memories`, or a file with numbered lines (`viewRange`: `[first, last]`, last -1 to the end). */
  view(path: string, viewRange?: number[]): Promise<string> {
    const at = this.rules.parseMemoryPath(path);
    return withMemoryLock(this.folder, ({ names }) => {
      if (at.root) {
        const shown = names.filter((n) => !n.startsWith(".")); // the memories and the index, in name order
        const entries = shown.map(
          (n) => [n, entryAt(this.folder, n, `${MEMORY_ROOT}/${n}`)] as const,
        );
        return listingText(entries, this.limits.resultChars);
      }
      this.rules.refuseCaseTwin(at.name, at.shown, names);
      const text = this.read(at.name, at.shown);
      return fileViewText(at.shown, text, viewRange, this.limits.resultChars);
    });
  }

  /** A new memory at `path` holding `fileText`; a name already taken is refused, never written over. */
  create(path: string, fileText: string): Promise<string> {
    const at = this.memoryPath(path);
    this.checkMemory(at.shown, fileText, "");
    return withMemoryLock(this.folder, (locked) => {
      this.rules.refuseCaseTwin(at.name, at.shown, locked.names);
      if (entryAt(this.folder, at.name, at.shown))
        throw new ToolError(`Error: File ${at.shown} already exists`);
      this.checkTotal(locked.names, fileText, at.name);
      this.folder.write(at.name, fileText, { exclusive: true, beforeCommit: locked.stillLocked });
      this.rules.rebuildIndex(this.folder, locked.stillLocked, STORE_FILE_MAX_BYTES);
      return `File created successfully at: ${at.shown}`;
    });
  }

  /** Replaces `oldStr`, which must appear exactly once, with `newStr`; otherwise the file stays as it was. */
  strReplace(path: string, oldStr: string, newStr: string): Promise<string> {
    const at = this.memoryPath(path);
    if (oldStr === "")
      throw new ToolError("Error: old_str is empty: give the exact text to replace.");
    return this.change(at, (text) => {
      const starts: number[] = [];
      for (let i = text.indexOf(oldStr); i !== -1; i = text.indexOf(oldStr, i + 1)) starts.push(i);
      const lineOf = (index: number) => text.slice(0, index).split("\n").length;
      if (starts.length === 0)
        throw new ToolError(
          `Error: No replacement was performed, old_str \`${echoed(oldStr)}\` did not appear verbatim in ${at.shown}.`,
        );
      if (starts.length > 1)
        throw new ToolError(
          `Error: No replacement was performed. Multiple occurrences of old_str \`${echoed(oldStr)}\` in lines: ${[...new Set(starts.map(lineOf))].join(", ")}. Please ensure it is unique`,
        );
      const changed = text.slice(0, starts[0]) + newStr + text.slice(starts[0] + oldStr.length);
      const line = lineOf(starts[0]) - 1;
      const from = Math.max(0, line - 2);
      const snippet = numberedLines(
        changed.split("\n").slice(from, line + 3 + newStr.split("\n").length - 1),
        from + 1,
      );
      return {
        text: changed,
        answer: `The memory file has been edited. Here is the snippet showing the change (with line numbers):\n${snippet}`,
      };
    });
  }

  /** Inserts `insertText` after line `insertLine` (0: at the top); a line past the end is refused. */
  insert(path: string, insertLine: number, insertText: string): Promise<string> {
    const at = this.memoryPath(path);
    return this.change(at, (text) => {
      const lines = text.split("\n");
      if (!Number.isInteger(insertLine) || insertLine < 0 || insertLine > lines.length)
        throw new ToolError(
          `Error: Invalid \`insert_line\` parameter: ${insertLine}. It should be within the range of lines of the file: [0, ${lines.length}]`,
        );
      lines.splice(insertLine, 0, insertText.replace(/\n$/, ""));
      return { text: lines.join("\n"), answer: `The file ${at.shown} has been edited.` };
    });
  }

  /** Removes the memory at `path` (never the folder, never the index). */
  delete(path: string): Promise<string> {
    const at = this.rules.parseMemoryPath(path);
    if (at.root) throw new ToolError("Error: Cannot delete the /memories directory itself");
    if (at.name === INDEX_FILE) this.rules.refuseBadMemoryName(at.name, at.shown);
    return withMemoryLock(this.folder, ({ names, stillLocked }) => {
      this.rules.refuseCaseTwin(at.name, at.shown, names);
      const entry = entryAt(this.folder, at.name, at.shown);
      if (!entry) throw new ToolError(`Error: The path ${at.shown} does not exist`);
      refuseNonFile(entry, at.shown);
      stillLocked();
      this.folder.remove(at.name);
      this.rules.rebuildIndex(this.folder, stillLocked, STORE_FILE_MAX_BYTES);
      return `Successfully deleted ${at.shown}`;
    });
  }

  /** Moves the memory at `oldPath` to `newPath`, which must be free: an existing memory is never replaced. */
  rename(oldPath: string, newPath: string): Promise<string> {
    const from = this.rules.parseMemoryPath(oldPath);
    if (from.root) throw new ToolError("Error: Cannot rename the /memories directory itself");
    if (from.name === INDEX_FILE) this.rules.refuseBadMemoryName(from.name, from.shown);
    const to = this.memoryPath(newPath);
    return withMemoryLock(this.folder, ({ names, stillLocked }) => {
      this.rules.refuseCaseTwin(from.name, from.shown, names);
      this.rules.refuseCaseTwin(
        to.name,
        to.shown,
        names.filter((n) => n !== from.name),
      );
      const text = this.read(from.name, from.shown, `Error: The path ${from.shown} does not exist`);
      if (entryAt(this.folder, to.name, to.shown))
        throw new ToolError(`Error: The destination ${to.shown} already exists`);
      // A copy under the new name (linked there only if it is free), then the old name goes: a kill between the
      // two leaves the memory twice, never nowhere.
      this.folder.write(to.name, text, { exclusive: true, beforeCommit: stillLocked });
      stillLocked();
      this.folder.remove(from.name);
      this.rules.rebuildIndex(this.folder, stillLocked, STORE_FILE_MAX_BYTES);
      return `Successfully renamed ${from.shown} to ${to.shown}`;
    });
  }

  /** The index afresh (rebuilt and written if it was out of step), or undefined when there is no memory folder yet. */
  async index(): Promise<string | undefined> {
    if (!this.folder.exists()) return undefined; // no memory yet: leave the workspace as it is
    return withMemoryLock(this.folder, ({ stillLocked }) =>
      this.rules.rebuildIndex(this.folder, stillLocked, STORE_FILE_MAX_BYTES),
    );
  }

  /** Reads, changes and writes back one memory under the lock; `edit` throws to change nothing. */
  private change(
    at: { name: string; shown: string },
    edit: (text: string) => { text: string; answer: string },
  ): Promise<string> {
    return withMemoryLock(this.folder, (locked: LockedMemory) => {
      this.rules.refuseCaseTwin(at.name, at.shown, locked.names);
      const { text, answer } = edit(this.read(at.name, at.shown));
      this.checkMemory(at.shown, text, "After this change, ");
      this.checkTotal(locked.names, text, at.name);
      this.folder.write(at.name, text, { beforeCommit: locked.stillLocked });
      this.rules.rebuildIndex(this.folder, locked.stillLocked, STORE_FILE_MAX_BYTES);
      return answer;
    });
  }

  /** The text of a file of the folder; nothing there is `missing` (the SDK's words), anything unreadable an error. */
  private read(name: string, shown: string, missing?: string): string {
    const text = readMemoryText(this.folder, name, shown, STORE_FILE_MAX_BYTES);
    if (text === undefined)
      throw new ToolError(
        missing ?? `Error: The path ${shown} does not exist. Please provide a valid path.`,
      );
    return text;
  }

  /** A path that names a memory file, for a command that writes one. */
  private memoryPath(path: string): { name: string; shown: string } {
    const at = this.rules.parseMemoryPath(path);
    if (at.root) throw new ToolError(`Error: The path ${MEMORY_ROOT} is not a file.`);
    this.rules.refuseBadMemoryName(at.name, at.shown);
    return at;
  }

  /** Refuses a memory's text that is too big or lacks its front matter. */
  private checkMemory(shown: string, text: string, when: string): void {
    const bytes = Buffer.byteLength(text);
    if (bytes > this.limits.fileBytes)
      throw new ToolError(
        `Error: ${when}${shown} would be ${formatSize(bytes)}, more than a memory may be (${formatSize(this.limits.fileBytes)}): keep a memory short, or split it in two. Nothing was changed.`,
      );
    const fields = memoryFields(text);
    if ("problem" in fields)
      throw new ToolError(
        `Error: ${when}${shown} ${fields.problem}. ${MEMORY_FORMAT} Nothing was changed.`,
      );
  }

  /** Refuses a write that would take the memories past their total size (`name` now holding `text`). */
  private checkTotal(names: string[], text: string, name: string): void {
    let total = Buffer.byteLength(text);
    for (const other of memoryNames(names)) {
      const entry =
        other === name ? undefined : entryAt(this.folder, other, `${MEMORY_ROOT}/${other}`);
      if (entry?.kind === "file") total += entry.size;
    }
    if (total > this.limits.totalBytes)
      throw new ToolError(
        `Error: The memories would take ${formatSize(total)} in all, more than ${MEMORY_ROOT} may hold (${formatSize(this.limits.totalBytes)}): delete or shorten the memories you no longer need. Nothing was changed.`,
      );
  }
}
// #endregion store

/** The model's text as an error repeats it: whole up to 500 characters, else its start and its length. */
function echoed(text: string): string {
  return text.length <= 500 ? text : `${cutText(text, 500)}… (${text.length} characters)`;
}
