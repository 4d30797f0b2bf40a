/**
 * The memory folder's lock: every command reads and changes `.memory/` under it, as s12's task store does `.tasks/`.
 *
 * @module
 */
import { join } from "node:path";
import { takeLease } from "../../lease.ts";
import type { StoreFolder } from "../../store-folder.ts";
import { ToolError } from "../../tool.ts";

/** What a command sees while it holds the lock. */
export interface LockedMemory {
  /** The folder's names, read after the lock was taken (a name read before may be stale). */
  names: string[];
  /** Throws once the lock is lost (this process was held up past its time): call it before each write. */
  stillLocked: () => void;
}

// #region memory-lock
/**
 * Runs `work` with the lock on `folder` (the file `.memory/.lock`), made if needed; lets go when it ends.
 *
 * It tries for about 2.4 s, then says the memory is busy: it never hangs. A lock not renewed for 2 s is a dead
 * (or stalled) process's, and is taken over; the stalled one then writes nothing more ({@link LockedMemory}).
 */
export async function withMemoryLock<T>(
  folder: StoreFolder,
  work: (locked: LockedMemory) => T,
): Promise<T> {
  folder.make();
  const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 });
  if (!lease)
    throw new ToolError(
      `Error: The memory is locked by another agent (${folder.name}/.lock), and it stayed locked for over 2 s. Try again in a moment.`,
    );
  const stillLocked = () => {
    if (!lease.holds())
      throw new ToolError(
        "Error: This agent was held up for over 2 s while it held the memory's lock, and another agent took it over: nothing more was written. View /memories, then try again.",
      );
  };
  try {
    folder.removeLeftovers(); // the temporary files of a process killed while it wrote
    return work({ names: folder.names(), stillLocked });
  } finally {
    lease.release(); // a lock lost meanwhile is another process's now: release leaves it
  }
}
// #endregion memory-lock
