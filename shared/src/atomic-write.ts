import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  linkSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";

/** What {@link writeFileAtomic} may do besides replacing the file. */
export interface AtomicWriteOptions {
  /** Never replace: when the name is taken (by a file, a folder or a link) throw EEXIST and write nothing. */
  exclusive?: boolean;
  /** The file whose permission bits (and owner, where allowed) the new one keeps: the one it replaces. */
  like?: { mode: number; uid: number; gid: number };
  /** Runs once the new content is on disk, just before it takes the name (a lease check): a throw writes nothing. */
  beforeCommit?: () => void;
}

// #region atomic-write
/**
 * Writes `file` whole, atomically: readers see the old file or the new one, never half of one, even after a kill.
 *
 * The content goes to a temporary file of its own beside it (an exclusive create that follows no link, under a
 * random name no one can plant a link at), which then takes the name: renamed over the old entry, or, with
 * `exclusive`, linked to a name that must be free, so that a create never overwrites. A link at `file` is
 * replaced, never followed. A failure throws the system error (the caller words it) and leaves no temporary file.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  const temp = temporaryName(file);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const fd = openSync(temp, flags, 0o666);
  try {
    try {
      writeFileSync(fd, content);
      if (options.like) {
        fchmodSync(fd, options.like.mode & 0o7777);
        if (options.like.uid !== process.getuid?.()) tryChown(fd, options.like);
      }
    } finally {
      closeSync(fd);
    }
    options.beforeCommit?.();
    if (options.exclusive) linkSync(temp, file);
    else renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true }); // after a rename there is none; after a link, or a failure, its name goes
  }
}
// #endregion atomic-write

/** Gives the file the old one's owner when the process may (as root); otherwise it stays the writer's. */
function tryChown(fd: number, like: { uid: number; gid: number }): void {
  try {
    fchownSync(fd, like.uid, like.gid);
  } catch {
    // not allowed: the file is the writer's, as a new file would be
  }
}

/** The kit's temporary files end so: `.<name>.<12 hex digits>.agent-workbook.tmp`, beside the file they become. */
const TEMPORARY = /^\..*\.[0-9a-f]{12}\.agent-workbook\.tmp$/;

/** A fresh temporary name beside `file`, in the kit's pattern (the name's start kept to 100 characters). */
export function temporaryName(file: string): string {
  return join(dirname(file), `.${basename(file).slice(0, 100)}.${randomBytes(6).toString("hex")}.agent-workbook.tmp`);
}

/**
 * Removes the temporary files a killed writer left in `dir` (files and folders named as {@link temporaryName}
 * makes them; a link is removed, never followed). Only safe while no one else writes there: under the folder's lock.
 */
export function removeTemporaryFiles(dir: string): string[] {
  const removed = readdirSync(dir).filter((name) => TEMPORARY.test(name));
  for (const name of removed) rmSync(join(dir, name), { recursive: true, force: true });
  return removed;
}
