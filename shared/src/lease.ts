import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  fstatSync,
  futimesSync,
  lstatSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import { temporaryName } from "./atomic-write.ts";

/** How long a lease lasts unrenewed, and how long {@link takeLease} waits for one. */
export interface LeaseOptions {
  /** A lock not renewed for this long is a dead (or stalled) holder's, and is taken over. */
  staleMs: number;
  /** How long to keep trying while a live holder has it, before giving up. */
  waitMs: number;
}

// #region lease
/**
 * A lock with a time limit, held as the file `lockFile`: whoever holds it checks, before each write, that it still
 * does ({@link Lease.holds}), and writes nothing once it has lost it.
 *
 * A holder that stops renewing it (killed, or stalled by a debugger or a closed laptop lid) loses it after
 * `staleMs`: another process takes it over. The stalled one, when it wakes, finds the file no longer its own.
 */
export class Lease {
  /** The lock file. */
  readonly file: string;
  /** What this holder wrote in it: a random token no one else has. */
  private readonly token: string;

  /** A lease held now (made by {@link takeLease}). */
  constructor(file: string, token: string) {
    this.file = file;
    this.token = token;
  }

  /** True when the lock file is still this holder's: it renews it then (its time set to now); false once lost. */
  holds(): boolean {
    let fd: number;
    try {
      fd = openSync(this.file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch {
      return false; // gone, or a link or a pipe in its place
    }
    try {
      if (!fstatSync(fd).isFile()) return false;
      const buffer = Buffer.alloc(this.token.length + 1);
      const read = readSync(fd, buffer, 0, buffer.length, 0);
      if (buffer.toString("utf-8", 0, read) !== this.token) return false;
      const now = new Date();
      futimesSync(fd, now, now);
      return true;
    } finally {
      closeSync(fd);
    }
  }

  /** Lets go: removes the lock file if it is still this holder's (a lost one is someone else's now). */
  release(): void {
    if (this.holds()) rmSync(this.file, { force: true });
  }
}

/**
 * Takes the lease on `lockFile`, waiting while a live holder has it; undefined when it stayed held for `waitMs`.
 *
 * The file is created exclusively (never through a link). Anything already at its name (a file, a folder an
 * older agent made with mkdir, a link) is a holder's lock, alive as long as its time keeps being renewed: once
 * older than `staleMs` it is moved aside and removed, and the lease taken.
 */
export async function takeLease(lockFile: string, { staleMs, waitMs }: LeaseOptions): Promise<Lease | undefined> {
  const token = `${randomBytes(12).toString("hex")} ${process.pid}\n`;
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(pause * 1.5, 100)) {
    if (create(lockFile, token)) return new Lease(lockFile, token);
    const held = lstatSync(lockFile, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs > staleMs) {
      // A dead holder's: move it aside (one taker wins the rename), then remove it whatever it is.
      const aside = temporaryName(lockFile);
      try {
        renameSync(lockFile, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
      rmSync(aside, { recursive: true, force: true });
      continue;
    }
    if (!held) continue; // let go meanwhile: try again at once
    if (Date.now() >= deadline) return undefined;
    await delay(pause);
  }
}
// #endregion lease

/** Creates the lock file holding `token`; false when its name is taken. */
function create(lockFile: string, token: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
  try {
    writeSync(fd, token);
  } catch (err) {
    closeSync(fd);
    unlinkSync(lockFile);
    throw err;
  }
  closeSync(fd);
  return true;
}
