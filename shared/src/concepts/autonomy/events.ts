/** What autonomous teammates show (s17): their events. */

/** An idle teammate polled and found nothing to claim: how long it has been idle, and what held the tasks back. */
export interface AutonomyPolled {
  /** What it is. */
  kind: "autonomy:polled";
  /** Milliseconds idle so far. */
  idle: number;
  /** The milliseconds idle at which it stops. */
  limit: number;
  /** The pending tasks without an owner that wait for others, a line each: `#4 waits for #2, #3`. */
  blocked: string[];
}

/** A claim that held: the task, in progress, is the teammate's now. */
export interface AutonomyClaimed {
  /** What it is. */
  kind: "autonomy:claimed";
  /** The task, as `#1 Write src/convert.js`. */
  task: string;
}

/** A claim that did not hold: another agent claimed the task since it was seen ready (or it changed). */
export interface AutonomyLost {
  /** What it is. */
  kind: "autonomy:lost";
  /** The task, as `#1 Write src/convert.js`. */
  task: string;
  /** Why, read afresh under the lock: `alice claimed it first`. */
  why: string;
}

/** An idle teammate reached its idle limit and stopped. */
export interface AutonomyStopped {
  /** What it is. */
  kind: "autonomy:stopped";
  /** Milliseconds it was idle. */
  idle: number;
  /** Its idle limit, in milliseconds. */
  limit: number;
}

/** Every event of autonomy's display. */
export type AutonomyEvent = AutonomyPolled | AutonomyClaimed | AutonomyLost | AutonomyStopped;

declare module "../../display/events.ts" {
  // Autonomy's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    autonomy: AutonomyEvent;
  }
}
