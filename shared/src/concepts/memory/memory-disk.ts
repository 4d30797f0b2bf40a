/**
 * What is in the memory folder, looked at without following a link; a file that cannot be read is named, never
 * taken for absent.
 *
 * @module
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from "node:fs";
import type { StoreFolder } from "../../store-folder.ts";
import { ToolError } from "../../tool.ts";
import { formatSize, plainReason } from "../../workspace.ts";

/** What is at a name of the memory folder, seen by `lstat`: a link is a link, never what it points to. */
export type MemoryEntry =
  | {
      /** A regular file. */
      kind: "file";
      /** Its size in bytes. */
      size: number;
      /** How many names it has: more than one is a hard link. */
      links: number;
    }
  | {
      /** A link, a folder, or a pipe, socket or device. */
      kind: "link" | "folder" | "other";
    };

/** What is at `name` in `folder`, undefined when nothing is; an error other than "not there" is a ToolError. */
export function entryAt(folder: StoreFolder, name: string, shown: string): MemoryEntry | undefined {
  try {
    const info = lstatSync(`${folder.path}/${name}`, { throwIfNoEntry: false });
    if (!info) return undefined;
    if (info.isSymbolicLink()) return { kind: "link" };
    if (info.isDirectory()) return { kind: "folder" };
    if (!info.isFile()) return { kind: "other" };
    return { kind: "file", size: info.size, links: info.nlink };
  } catch (err) {
    throw unreadable(err, shown);
  }
}

/** The error for a link where a memory was to be read or written: never followed. */
export function linkError(shown: string): ToolError {
  return new ToolError(
    `Error: ${shown} is a link: the memory tool never follows a link. Nothing was read or changed.`,
  );
}

/** The error for a file with another name elsewhere (a hard link): never read or written through. */
export function hardLinkError(shown: string, links: number): ToolError {
  return new ToolError(
    `Error: ${shown} is a hard link (the file has ${links} names): the memory tool never reads or writes a file through a link. Nothing was read or changed.`,
  );
}

/** Refuses an entry that is not a plain memory file (a link, a hard link, a folder, a pipe). */
export function refuseNonFile(entry: MemoryEntry | undefined, shown: string): void {
  if (entry?.kind === "link") throw linkError(shown);
  if (entry?.kind === "folder")
    throw new ToolError(
      `Error: ${shown} is a folder: memories are files kept directly in /memories.`,
    );
  if (entry?.kind === "other")
    throw new ToolError(`Error: ${shown} is not a regular file (a pipe or a device).`);
  if (entry?.kind === "file" && entry.links > 1) throw hardLinkError(shown, entry.links);
}

// #region read-memory
/**
 * The text of the file `name` of `folder`, or undefined when there is nothing at that name.
 *
 * Opened without following a link (a link is {@link linkError}); a folder, a pipe, a hard link, a file over
 * `maxBytes` or one the system will not let us read is a {@link ToolError} that names it: never "not there".
 */
export function readMemoryText(
  folder: StoreFolder,
  name: string,
  shown: string,
  maxBytes: number,
): string | undefined {
  let fd: number;
  try {
    fd = openSync(
      `${folder.path}/${name}`,
      constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK,
    );
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP") throw linkError(shown);
    throw unreadable(err, shown);
  }
  try {
    const info = fstatSync(fd);
    refuseNonFile(
      info.isFile()
        ? { kind: "file", size: info.size, links: info.nlink }
        : { kind: info.isDirectory() ? "folder" : "other" },
      shown,
    );
    if (info.size > maxBytes)
      throw new ToolError(
        `Error: ${shown} is ${formatSize(info.size)}, more than the memory tool reads (${formatSize(maxBytes)}): it was not written by it. Shorten it or delete it.`,
      );
    const buffer = Buffer.alloc(info.size);
    let filled = 0;
    for (let n = -1; n !== 0 && filled < buffer.length; filled += n)
      n = readSync(fd, buffer, filled, buffer.length - filled, filled);
    return buffer.toString("utf-8", 0, filled);
  } catch (err) {
    throw unreadable(err, shown);
  } finally {
    closeSync(fd);
  }
}
// #endregion read-memory

/** A system error while reading `shown`, in words (a ToolError passes through). */
function unreadable(err: unknown, shown: string): ToolError {
  if (err instanceof ToolError) return err;
  const code = (err as NodeJS.ErrnoException).code;
  const reason = code === "EACCES" || code === "EPERM" ? "permission denied" : plainReason(err);
  return new ToolError(`Error: Cannot read ${shown}: ${reason}. It was left as it is.`);
}
