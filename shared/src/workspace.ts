import { constants, existsSync, lstatSync, readlinkSync, realpathSync, statSync, type Stats } from "node:fs";
import { access, lstat, mkdir, open, stat, type FileHandle } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { writeFileAtomic } from "./atomic-write.ts";
import { cutText, ToolError } from "./tool.ts";

// #region safe-path
/**
 * The real path of `p` inside the workspace; throws `Path escapes workspace: P` when it leads outside.
 *
 * `p` is resolved against the workspace and symlinks are followed (realpath), so that neither `../`, an
 * absolute path nor a symlink can reach outside it. The path may not exist yet (write_file): its deepest
 * existing parent is resolved instead.
 */
export function safePath(workdir: string, p: string): string {
  checkPathText(p);
  const root = workspaceRoot(workdir);
  try {
    const wanted = resolve(root, p);
    const real = realpathOfDeepestExisting(wanted);
    const rel = relative(root, real);
    if (rel === ".." || rel.startsWith(`..${"/"}`) || isAbsolute(rel)) {
      throw new ToolError(`Error: Path escapes workspace: ${shownPath(p)}`);
    }
    return real;
  } catch (err) {
    throw fileProblem(err, p, "open", root);
  }
}
// #endregion safe-path

/** Characters of a path repeated in a message at most: a path is echoed, not a 100 KB string. */
const SHOWN_PATH_CHARS = 200;

/** The path as the model wrote it, for a message; a very long one is cut and its length given. */
export function shownPath(p: string): string {
  return p.length > SHOWN_PATH_CHARS ? `${cutText(p, SHOWN_PATH_CHARS)}… (${p.length} characters)` : p;
}

/** An empty path or one holding a NUL byte is refused before the file system sees it. */
function checkPathText(p: string): void {
  if (p.trim() === "") {
    throw new ToolError("Error: The path is empty: give a file path relative to the workspace, such as notes.txt");
  }
  if (p.includes("\0")) {
    throw new ToolError(
      `Error: The path contains a NUL byte (\\0), which no file name can hold: ${JSON.stringify(shownPath(p))}`,
    );
  }
}

/** The workspace's real path; a clear error when it has been deleted. */
function workspaceRoot(workdir: string): string {
  try {
    return realpathSync(workdir);
  } catch {
    throw new ToolError(
      "Error: The workspace folder no longer exists (it was deleted or moved): no file can be read or written. Restart the lesson.",
    );
  }
}

/**
 * realpath of `p`, or of its deepest existing ancestor with the missing tail appended. A dangling
 * symlink counts as its target: writing through it would create the target, wherever that is.
 */
function realpathOfDeepestExisting(p: string, hops = 0): string {
  const tail: string[] = [];
  let current = p;
  for (;;) {
    const info = lstatSync(current, { throwIfNoEntry: false });
    if (info?.isSymbolicLink() && !existsSync(current)) {
      if (hops >= 40) throw Object.assign(new Error("too many links"), { code: "ELOOP" });
      const target = resolve(dirname(current), readlinkSync(current));
      return realpathOfDeepestExisting(join(target, ...tail), hops + 1);
    }
    if (info) return join(realpathSync(current), ...tail);
    const parent = dirname(current);
    if (parent === current) return join(current, ...tail);
    tail.unshift(basename(current));
    current = parent;
  }
}

/**
 * A file-system failure as a ToolError in the model's terms: the path as the model wrote it, what is wrong
 * and, where it helps, what to do instead. Never an errno alone, an absolute path or a stack trace.
 */
export function fileProblem(err: unknown, p: string, doing: string, root?: string): ToolError {
  if (err instanceof ToolError) return err;
  const path = shownPath(p);
  switch ((err as NodeJS.ErrnoException | undefined)?.code) {
    case "ENOENT":
      return new ToolError(`Error: File not found: ${path}`);
    case "EISDIR":
      return new ToolError(`Error: ${path} is a directory, not a file`);
    case "ENOTDIR":
    case "EEXIST": {
      const blocking = root === undefined ? undefined : fileInTheWay(root, p);
      return new ToolError(
        blocking
          ? `Error: Cannot ${doing} ${path}: ${shownPath(blocking)} is a file, not a folder`
          : `Error: Cannot ${doing} ${path}: a part of the path is a file, not a folder`,
      );
    }
    case "EACCES":
    case "EPERM":
      return new ToolError(`Error: Permission denied: ${path}`);
    case "ELOOP":
      return new ToolError(`Error: Too many levels of symbolic links: ${path}`);
    case "ENAMETOOLONG":
      return new ToolError(
        `Error: The path is too long (a file name can have at most 255 bytes, a path 4096): ${path}`,
      );
    case "ENOSPC":
    case "EDQUOT":
      return new ToolError(`Error: Cannot ${doing} ${path}: the disk is full`);
    case "EROFS":
      return new ToolError(`Error: Cannot ${doing} ${path}: the file system is read-only`);
    default:
      return new ToolError(`Error: Cannot ${doing} ${path}: ${plainReason(err)}`);
  }
}

/** An error's reason without its errno code, system call or paths: `EIO: i/o error, read` → `i/o error`. */
export function plainReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const reason = message
    .replace(/^E[A-Z0-9]+: /, "")
    .replace(/, \w+( '.*')?$/s, "")
    .replace(/'\/[^']*'/g, "a path");
  return reason || "unknown error";
}

/** The first part of the model's path that exists but is not a folder, when a later part needs it to be one. */
function fileInTheWay(root: string, p: string): string | undefined {
  const parts = p.split("/");
  for (let n = 1; n < parts.length; n++) {
    const prefix = parts.slice(0, n).join("/");
    if (prefix === "" || prefix === ".") continue;
    const info = statSync(resolve(root, prefix), { throwIfNoEntry: false });
    if (info && !info.isDirectory()) return prefix;
  }
  return undefined;
}

/** What a file that is not a regular file is, in words: `a named pipe (FIFO)`. */
function kindOf(info: Stats): string {
  if (info.isFIFO()) return "a named pipe (FIFO)";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice()) return "a character device";
  if (info.isBlockDevice()) return "a block device";
  return "not a regular file";
}

/** What each file tool does to a file, for the message that refuses a special one. */
const DOES: Record<string, string> = { read_file: "reads", write_file: "writes", edit_file: "edits" };

// #region regular-only
/**
 * Refuses anything but a regular file, before it is opened: a FIFO would block the open (and the lesson) for
 * ever, a device can be endless, a socket cannot be opened at all.
 */
function requireRegularFile(info: Stats, path: string, tool: string): void {
  if (info.isFile()) return;
  if (info.isDirectory()) throw new ToolError(`Error: ${shownPath(path)} is a directory, not a file`);
  throw new ToolError(
    `Error: ${shownPath(path)} is ${kindOf(info)}, not a regular file; ${tool} ${DOES[tool] ?? "works on"} regular files only`,
  );
}
// #endregion regular-only

/** An open workspace file: its handle, its size in bytes, and its real path. */
export interface OpenFile {
  /** Open for reading; the caller closes it. */
  handle: FileHandle;
  /** The file's size in bytes when it was opened. */
  size: number;
  /** Its real path, inside the workspace. */
  file: string;
}

/**
 * Opens a regular workspace file for reading; a FIFO, socket or device is refused before anything opens it.
 *
 * What it is gets checked before it is opened, and again on the open descriptor (opened non-blocking, so that a file swapped for a FIFO meanwhile cannot block either).
 */
export async function openWorkspaceFile(workdir: string, path: string, tool: string): Promise<OpenFile> {
  const file = safePath(workdir, path);
  const root = workspaceRoot(workdir);
  try {
    requireRegularFile(await stat(file), path, tool);
    const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    try {
      const info = await handle.stat();
      requireRegularFile(info, path, tool);
      return { handle, size: info.size, file };
    } catch (err) {
      await handle.close();
      throw err;
    }
  } catch (err) {
    throw fileProblem(err, path, "read", root);
  }
}

// #region replace-file
/**
 * Writes `content` to a workspace file atomically ({@link writeFileAtomic}): a temporary file, renamed over the target.
 *
 * `file` is a real path from safePath. The rename replaces the folder entry, never the old
 * file's contents: a hard link to a file outside the workspace keeps its old contents (the workspace gets its
 * own copy), and a crash leaves either the old file or the new one, never half of one. The file keeps its
 * permissions; a file without write permission is refused, as a plain write would be.
 */
export async function replaceFile(file: string, path: string, content: string, tool: string): Promise<void> {
  const folder = dirname(file);
  const old = await lstat(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return undefined;
    throw fileProblem(err, path, "write");
  });
  if (old) {
    requireRegularFile(old, path, tool);
    await access(file, constants.W_OK).catch((err: unknown) => {
      throw fileProblem(err, path, "write");
    });
  }
  try {
    await mkdir(folder, { recursive: true });
    writeFileAtomic(file, content, { like: old });
  } catch (err) {
    throw fileProblem(err, path, "write", undefined);
  }
}
// #endregion replace-file

/** A byte count for a message: `812 bytes`, `14.2 KB`, `539.7 MB` (1 KB = 1024 bytes). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
