/** What background jobs show (s13): their events. */

/** A job has started: its id, its command, its output file. */
export interface JobStarted {
  /** What it is. */
  kind: "background:started";
  /** The job's id: `1`. */
  id: string;
  /** Its shell command. */
  command: string;
  /** From the workspace: `.jobs/1.log`. */
  file: string;
}

/** The session has seen a job end: how (`failed (exit code 1) after 3.1 s`). */
export interface JobEnded {
  /** What it is. */
  kind: "background:ended";
  /** The job's id. */
  id: string;
  /** How it ended. */
  status: "completed" | "failed" | "timed out" | "stopped";
  /** Its end as the learner reads it: `failed (exit code 1) after 3.1 s`. */
  how: string;
}

/** Notifications go to the model: how many, and where in the request they are. */
export interface JobsDelivered {
  /** What it is. */
  kind: "background:delivered";
  /** How many notifications. */
  count: number;
  /** `after the tool results`, `to wake the model`, `before your message`. */
  where: string;
  /** The notifications, as the model reads them (absent from an older recording's events). */
  texts?: string[];
}

/** The model ended its turn while jobs run: the loop waits for them. */
export interface JobsWaiting {
  /** What it is. */
  kind: "background:waiting";
  /** The jobs still running. */
  ids: string[];
  /** The longest the loop waits for them, in milliseconds. */
  limitMs: number;
}

/** Jobs an earlier session left running (it was killed) were found and ended. */
export interface JobsLeftOver {
  /** What it is. */
  kind: "background:left-over";
  /** The jobs found running and ended. */
  ids: string[];
}

/** Every event of background jobs' display. */
export type BackgroundEvent = JobStarted | JobEnded | JobsDelivered | JobsWaiting | JobsLeftOver;

declare module "../../display/events.ts" {
  // Background's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    background: BackgroundEvent;
  }
}
