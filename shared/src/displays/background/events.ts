/** What background jobs show (s13): their events. */

/** A job has started: its id, its command, its output file. */
export interface JobStarted {
  kind: "background:started";
  id: string;
  command: string;
  /** From the workspace: `.jobs/1.log`. */
  file: string;
}

/** The session has seen a job end: how (`failed (exit code 1) after 3.1 s`). */
export interface JobEnded {
  kind: "background:ended";
  id: string;
  status: "completed" | "failed" | "timed out" | "stopped";
  how: string;
}

/** Notifications go to the model: how many, and where in the request they are. */
export interface JobsDelivered {
  kind: "background:delivered";
  count: number;
  /** `after the tool results`, `to wake the model`, `before your message`. */
  where: string;
  /** The notifications, as the model reads them (absent from an older recording's events). */
  texts?: string[];
}

/** The model ended its turn while jobs run: the loop waits for them. */
export interface JobsWaiting {
  kind: "background:waiting";
  ids: string[];
  limitMs: number;
}

/** Jobs an earlier session left running (it was killed) were found and ended. */
export interface JobsLeftOver {
  kind: "background:left-over";
  ids: string[];
}

/** Every event of background jobs' display. */
export type BackgroundEvent = JobStarted | JobEnded | JobsDelivered | JobsWaiting | JobsLeftOver;
