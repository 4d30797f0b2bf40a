import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  rmSync,
} from "node:fs";
import { join } from "node:path";
import { type AtomicWriteOptions, removeTemporaryFiles, writeFileAtomic } from "./atomic-write.ts";
import { ToolError } from "./tool.ts";
import { formatSize, plainReason } from "./workspace.ts";

/** The largest file a store folder reads: bigger is a file no program of the workbook wrote. */
export const STORE_FILE_MAX_BYTES = 4 * 1024 * 1024;

// #region store-folder
/**
 * A folder of the workspace that an agent keeps state in, as s12 keeps its tasks in `.tasks/`: its files are
 * read and written safely, and nothing is ever written outside it.
 *
 * The folder must be a folder of the workspace itself, not a link; only its own plain names are read or written
 * (no `/`, no `..`). A file is read only when it is a regular file (a link, a pipe or a folder in its place
 * reads as no file), and written whole with {@link writeFileAtomic}. Every failure is a {@link ToolError} that
 * names the file as the model knows it (`.tasks/3.json`), never an errno.
 */
export class StoreFolder {
  /** The folder's absolute path: `<workspace>/<name>`. */
  readonly path: string;
  /** Its name in the workspace, as messages show it: `.tasks`. */
  readonly name: string;

  /** The folder `name` of the workspace `workdir`; nothing is checked or made until it is used. */
  constructor(workdir: string, name: string) {
    this.path = join(workdir, name);
    this.name = name;
  }

  /** True when the folder is there (a file or a link in its place counts: using it says what is wrong). */
  exists(): boolean {
    return lstatSync(this.path, { throwIfNoEntry: false }) !== undefined;
  }

  /** Makes the folder if needed; refuses a file or a link in its place, or a workspace that is gone. */
  make(): void {
    try {
      mkdirSync(this.path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT")
        throw new ToolError(
          "Error: The workspace folder no longer exists (it was deleted or moved): restart the lesson.",
        );
      if (code !== "EEXIST") throw this.problem(err, "", "make");
    }
    this.check();
  }

  /** Refuses a folder that is not the workspace's own (a link to elsewhere), or a file in its place. */
  check(): void {
    const info = lstatSync(this.path, { throwIfNoEntry: false });
    if (info?.isDirectory() && realpathSync(this.path) === join(realpathSync(join(this.path, "..")), this.name)) return;
    if (info?.isSymbolicLink())
      throw new ToolError(
        `Error: ${this.name} is a link to another folder; its files are kept only in a folder of the workspace itself. Remove the link (rm ${this.name}) and try again.`,
      );
    if (!info) throw new ToolError(`Error: ${this.name}/ was removed meanwhile: try again.`);
    throw new ToolError(
      `Error: ${this.name} is a file, not a folder: its files are kept in the folder ${this.name}/. Move the file away (mv ${this.name} ${this.name}.old) and try again.`,
    );
  }

  /** The names in the folder, sorted. */
  names(): string[] {
    try {
      return readdirSync(this.path).sort();
    } catch (err) {
      throw this.problem(err, "", "list");
    }
  }

  /** The text of the regular file `file`, or undefined when there is none (a link, a pipe or a folder is not read). */
  read(file: string, maxBytes = STORE_FILE_MAX_BYTES): string | undefined {
    let fd: number;
    try {
      fd = openSync(this.file(file), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ELOOP" || code === "ENXIO") return undefined;
      throw this.problem(err, file, "read");
    }
    try {
      const info = fstatSync(fd);
      if (!info.isFile()) return undefined;
      if (info.size > maxBytes)
        throw new ToolError(
          `Error: ${this.name}/${file} is ${formatSize(info.size)}, more than such a file can be (${formatSize(maxBytes)}): fix it or delete it (nothing was changed).`,
        );
      const buffer = Buffer.alloc(info.size);
      let filled = 0;
      for (let n = -1; n !== 0 && filled < buffer.length; filled += n)
        n = readSync(fd, buffer, filled, buffer.length - filled, filled);
      return buffer.toString("utf-8", 0, filled);
    } catch (err) {
      throw this.problem(err, file, "read");
    } finally {
      closeSync(fd);
    }
  }

  /** Writes `file` whole ({@link writeFileAtomic}); with `exclusive`, a name already taken is an error, never overwritten. */
  write(file: string, content: string, options: AtomicWriteOptions = {}): void {
    this.check(); // again: the folder may have been swapped for a link since it was read
    try {
      writeFileAtomic(this.file(file), content, options);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EEXIST" && options.exclusive)
        throw new ToolError(
          `Error: ${this.name}/${file} already exists: nothing was overwritten. Try again (the next try reads the folder afresh).`,
        );
      throw this.problem(err, file, "write");
    }
  }

  /** Removes the file `file`, if there is one (a folder at its name is left alone). */
  remove(file: string): void {
    this.check();
    const info = lstatSync(this.file(file), { throwIfNoEntry: false });
    if (!info || info.isDirectory()) return;
    try {
      rmSync(this.file(file), { force: true });
    } catch (err) {
      throw this.problem(err, file, "remove");
    }
  }

  /** Removes the temporary files a killed writer left; only while holding the folder's lock. */
  removeLeftovers(): string[] {
    try {
      return removeTemporaryFiles(this.path);
    } catch (err) {
      throw this.problem(err, "", "clean");
    }
  }

  /** The path of `file`, a plain name in the folder: a `/`, `..` or NUL is refused. */
  private file(file: string): string {
    if (file === "" || file === "." || file === ".." || /[/\0]/.test(file))
      throw new ToolError(`Error: ${JSON.stringify(file)} is not a file name of ${this.name}/.`);
    return join(this.path, file);
  }

  /** A system error while doing something to `file` (or the folder), in words. */
  private problem(err: unknown, file: string, doing: string): ToolError {
    if (err instanceof ToolError) return err;
    const shown = file ? `${this.name}/${file}` : `${this.name}/`;
    const reason: Record<string, string> = {
      EISDIR: `a folder named ${file} is in the way: move it away`,
      ENOTDIR: `${this.name} is not a folder`,
      EACCES: "permission denied",
      EPERM: "permission denied",
      ENOSPC: "the disk is full",
      EDQUOT: "the disk is full",
      EROFS: "the file system is read-only",
      EMFILE: "too many files are open",
    };
    const code = (err as NodeJS.ErrnoException).code ?? "";
    return new ToolError(`Error: Cannot ${doing} ${shown}: ${reason[code] ?? plainReason(err)}.`);
  }
}
// #endregion store-folder
