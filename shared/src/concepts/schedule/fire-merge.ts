/**
 * Fires on their way to the model: they wait while a turn runs, and those that wait together go in one user message
 * (never two user messages in a row). A job that fires again while its earlier fire still waits is counted once,
 * and the message says so.
 *
 * @module
 */
import { formatWallTime } from "./schedule-clock.ts";
import { countText } from "./events.ts";
import type { Fire } from "./scheduler.ts";

// #region wait-fire
/**
 * The fires waiting after `fire` joins `waiting`: a job that already waits merges into its waiting
 * fire (its count grows, its first time stays, a last fire stays last), so each job appears once.
 */
export function waitFire(waiting: readonly Fire[], fire: Fire): Fire[] {
  const earlier = waiting.find((w) => w.id === fire.id);
  if (!earlier) return [...waiting, fire];
  const count = earlier.count + fire.count;
  const since = Math.min(earlier.since, fire.since);
  const merged: Fire = {
    ...earlier,
    count,
    since,
    capped: earlier.capped || fire.capped,
    missedWhileStopped: earlier.missedWhileStopped || fire.missedWhileStopped,
    last: earlier.last || fire.last,
    expired: earlier.expired || fire.expired,
  };
  return waiting.map((w) => (w === earlier ? merged : w));
}
// #endregion wait-fire

/** The mark a fire's prompt starts with in the user message: `[scheduled job k3x9a2b7qe]`. */
export function fireMark(id: string): string {
  return `[scheduled job ${id}]`;
}

// #region fires-message
/**
 * The one user message for the fires that waited together, a line each as they fired: `[scheduled
 * job <id>] <prompt>`, then in parentheses what the model should know (fires missed while the agent
 * was not running, how many and since when; fires that came while it waited, counted once; its
 * last fire).
 */
export function firesMessage(fires: readonly Fire[]): string {
  return fires.map((fire) => `${fireMark(fire.id)} ${fire.prompt}${fireNotes(fire)}`).join("\n");
}
// #endregion fires-message

/** What a fire's line adds after its prompt, in parentheses; empty for a plain fire. */
export function fireNotes(fire: Fire): string {
  const notes: string[] = [];
  const since = formatWallTime(fire.since, fire.timeZone);
  const count = countText(fire.count, fire.capped);
  if (fire.missedWhileStopped)
    notes.push(
      `it missed ${count} fire${count === "1" ? "" : "s"} since ${since} while the agent was not running: it fires once now`,
    );
  else if (fire.count > 1)
    notes.push(`it fired ${count} times since ${since} while it waited: counted once`);
  if (fire.expired)
    notes.push(
      "its last fire: a recurring job expires 7 days after it was created; this one is deleted now",
    );
  return notes.length ? ` (${notes.join("; ")})` : "";
}
