/**
 * The worktrees' lock and event log: every change to `.worktrees/` is made holding the lease `.worktrees/.lock`,
 * and its event is added to `.worktrees/events.jsonl` as a whole line (the file written whole, as the mailboxes
 * are), so that a reader never sees half a line.
 *
 * @module
 */
import { join } from "node:path";
import type { WorktreeEvent } from "./events.ts";
import { takeLease } from "../../lease.ts";
import { StoreFolder } from "../../store-folder.ts";
import { ToolError } from "../../tool.ts";
import { EVENTS_FILE } from "./names.ts";

/** What work done under the lock is handed: a check for each write, and the log to add events to. */
export interface LockedWorktrees {
  /** Throws once the lease is lost (this process stalled past its time): call it before each write. */
  stillLocked: () => void;
  /** Adds events to the log, at the time `at` (milliseconds since 1970), each a whole line. */
  log: (events: WorktreeEvent[], at: number) => void;
}

/** One line of `.worktrees/events.jsonl`: the event's short name, when, and its fields. */
export interface EventLine {
  /** The event's short name: `made`, `bound`, `claimed`, `kept`, `removed`, `merged` or `conflict`. */
  event: string;
  /** When, from the session's clock (ISO 8601, UTC). */
  at: string;
  /** The event's own fields (`name`, `branch`, `task`…). */
  [field: string]: unknown;
}

// #region lock
/**
 * Runs `work` holding the lease on `.worktrees/.lock` (the folder made first, never through a link), renewed
 * twice a second while git runs; lets go when it ends. It waits up to 10 s for another agent's change to end, then
 * says the worktrees are busy: it never hangs.
 */
export async function withWorktreesLock<T>(
  folder: StoreFolder,
  work: (locked: LockedWorktrees) => Promise<T>,
) {
  folder.make();
  const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 10_000 });
  if (!lease)
    throw new ToolError(
      `Error: The worktrees are being changed by another agent (${folder.name}/.lock held for over 10 s). Try again in a moment.`,
    );
  const renew = setInterval(() => lease.holds(), 500);
  const stillLocked = () => {
    if (!lease.holds())
      throw new ToolError(
        `Error: This agent was held up for over 2 s while it held ${folder.name}/.lock, and another agent took it over: its event was not written. Look at the worktrees, then try again.`,
      );
  };
  const log = (events: WorktreeEvent[], at: number) => {
    const lines = events.map((event) => JSON.stringify(eventLine(event, at)));
    folder.write(
      EVENTS_FILE,
      `${folder.read(EVENTS_FILE) ?? ""}${lines.map((l) => `${l}\n`).join("")}`,
      {
        beforeCommit: stillLocked,
      },
    );
  };
  try {
    folder.removeLeftovers(); // the temporary files of a log write killed midway
    return await work({ stillLocked, log });
  } finally {
    clearInterval(renew);
    lease.release();
  }
}
// #endregion lock

/** An event as its log line keeps it: `{"event": "made", "at": "2026-…Z", "name": …}`. */
export function eventLine(event: WorktreeEvent, at: number): EventLine {
  const { kind, ...fields } = event;
  return { event: kind.slice("worktrees:".length), at: new Date(at).toISOString(), ...fields };
}

/** The log's lines, oldest first; a line that is not an event's is skipped (the file is read, never written here). */
export function readEventLines(folder: StoreFolder): EventLine[] {
  if (!folder.exists()) return [];
  folder.check(); // never read through a link
  const lines: EventLine[] = [];
  for (const text of (folder.read(EVENTS_FILE) ?? "").split("\n")) {
    try {
      const line = JSON.parse(text);
      if (typeof line?.event === "string" && typeof line.name === "string") lines.push(line);
    } catch {}
  }
  return lines;
}

/** The task bound to each worktree now, by the log: the last `bound` of each name not followed by its `removed`. */
export function boundTasks(lines: EventLine[]): Map<string, string> {
  const bound = new Map<string, string>();
  for (const line of lines) {
    const name = line.name as string;
    if (line.event === "bound") bound.set(name, String(line.task));
    if (line.event === "removed") bound.delete(name);
  }
  return bound;
}

/** An error that was also logged as events (a removal refused, a conflict): the events come with it, to show. */
export class WorktreeRefusal extends ToolError {
  /** The events written to the log. */
  readonly events: WorktreeEvent[];

  /** The error `message`, with the `events` it logged. */
  constructor(message: string, events: WorktreeEvent[]) {
    super(message);
    this.events = events;
  }
}
