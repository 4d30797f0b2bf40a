/** What error recovery shows (s11): its events, one line each. */

/** A model call failed and is tried again after a wait. */
export interface RecoveryRetry {
  /** What it is. */
  kind: "recovery:retry";
  /** The error as the API sent it: `529 overloaded_error`, `connection`. */
  error: string;
  /** How long the lesson waits before the next try, in milliseconds. */
  ms: number;
  /** Whether the wait is the API's own (its `retry-after` header) rather than the backoff's. */
  retryAfter: boolean;
  /** The try that comes next, counted from 1. */
  next: number;
  /** The most tries a call gets. */
  tries: number;
}

/** Calls go to the fallback model, after 529s in a row; or back to the primary, after the cool-down. */
export interface RecoveryModel {
  /** What it is. */
  kind: "recovery:model";
  /** The model the calls go to from now on. */
  model: string;
  /** Why: the 529s in a row that moved them (and for how long), or none when the cool-down is over. */
  overloaded?: {
    /** The 529s in a row. */
    count: number;
    /** How long the calls stay on the fallback, in milliseconds. */
    coolDownMs: number;
  };
}

/** An answer cut off at max_tokens: what was kept, what was dropped, the limit, the continue turn. */
export interface RecoveryCut {
  /** What it is. */
  kind: "recovery:cut";
  /** The limit the answer was cut at. */
  limit: number;
  /** The limit raised for the rest of the turn, when it was (once). */
  raisedTo?: number;
  /** The tool call the cut fell inside, dropped, never run nor sent back. */
  dropped?: string;
  /** The "continue" turn this is (counted from 1), or 0 when no more are left and the answer stays cut. */
  turn: number;
  /** The most continue turns a turn gets. */
  turns: number;
}

/** The API said the prompt is too long: the step taken (compaction, a trim) before one more try, or the stop. */
export interface RecoveryTooLong {
  /** What it is. */
  kind: "recovery:too-long";
  /** The API's count of the refused request, in tokens (0 when it gave none). */
  tokens: number;
  /** What is done now: compact and retry, trim and retry, or stop. */
  step: "compact" | "trim" | "stop";
  /** With a trim: how many messages it dropped. */
  dropped?: number;
}

/** Every event of error recovery's display. */
export type RecoveryEvent = RecoveryRetry | RecoveryModel | RecoveryCut | RecoveryTooLong;

declare module "../../display/events.ts" {
  // Recovery's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    recovery: RecoveryEvent;
  }
}
