/**
 * What a schedule shows: typed events (a job created, fired with the clock's time, delayed, expired, deleted; the
 * durable jobs loaded, or their file unreadable), and a line of text for each. No Node: the session player can
 * draw them too. Times are wall times in milliseconds, shown in the event's time zone.
 *
 * @module
 */
import { formatDuration, formatWallTime } from "./schedule-clock.ts";

/** A job was created: its cron expression, its prompt, and its next cron times. */
export interface JobCreated {
  /** What happened: a job was created. */
  kind: "schedule:created";
  /** The job's id. */
  id: string;
  /** Its cron expression. */
  cron: string;
  /** Its prompt. */
  prompt: string;
  /** Fires on every match, or once. */
  recurring: boolean;
  /** Kept on disk for the next start. */
  durable: boolean;
  /** Its next cron times (three), in wall milliseconds. */
  next: number[];
  /** The time zone its times are shown in. */
  timeZone: string;
}

/** A job fired: at the clock's time `firedAt`, standing for `count` cron times from `since` on. */
export interface JobFired {
  /** What happened: a job fired. */
  kind: "schedule:fired";
  /** The job's id. */
  id: string;
  /** Its prompt. */
  prompt: string;
  /** The clock's time when it fired. */
  firedAt: number;
  /** The cron time of the first fire it stands for. */
  since: number;
  /** Cron times it stands for: more than one when it missed fires. */
  count: number;
  /** The count stopped at the limit of counting: there were more than `count`. */
  capped: boolean;
  /** It fires at the start for fires missed while the agent was not running. */
  missedWhileStopped: boolean;
  /** The job is gone after this fire (one-shot, or expired). */
  last: boolean;
  /** A recurring job's last fire: it reached its 7 days. */
  expired: boolean;
  /** The time zone its times are shown in. */
  timeZone: string;
}

/** A fire comes later than its time: by the job's jitter (planned), or waiting for a turn to end (the lesson's). */
export interface JobDelayed {
  /** What happened: a fire comes later than its time. */
  kind: "schedule:delayed";
  /** The job's id. */
  id: string;
  /** `jitter`: the job's own delay after its cron time; `turn`: the fire waits while a turn runs. */
  reason: "jitter" | "turn";
  /** When it was due: its cron time (jitter), or when it fired (turn). */
  dueAt: number;
  /** When it fires, where known (jitter). */
  fireAt?: number;
  /** The time zone its times are shown in. */
  timeZone: string;
}

/** A recurring job fired after its 7 days were up: that was its last fire, and it is deleted. */
export interface JobExpired {
  /** What happened: a job expired. */
  kind: "schedule:expired";
  /** The job's id. */
  id: string;
  /** Its prompt. */
  prompt: string;
  /** Its expiry time: its creation + 7 days. */
  at: number;
  /** The time zone its times are shown in. */
  timeZone: string;
}

/** A job was deleted: by CronDelete, or after its only fire (one-shot). */
export interface JobDeleted {
  /** What happened: a job was deleted. */
  kind: "schedule:deleted";
  /** The job's id. */
  id: string;
  /** Its prompt. */
  prompt: string;
  /** Who deleted it: the model (CronDelete), or its only fire (a one-shot job). */
  by: "CronDelete" | "fired once";
}

/** Durable jobs were found at the start. */
export interface JobsLoaded {
  /** What happened: durable jobs were found at the start. */
  kind: "schedule:loaded";
  /** The file, from the workspace: `.workbook/scheduled_tasks.json`. */
  file: string;
  /** The ids of the jobs found. */
  ids: string[];
}

/** The durable jobs' file cannot be read or written: named and left as it is; durable jobs are off meanwhile. */
export interface DurableProblem {
  /** What happened: the durable jobs' file cannot be used. */
  kind: "schedule:durable-problem";
  /** The file, from the workspace: `.workbook/scheduled_tasks.json`. */
  file: string;
  /** The error, naming the file. */
  message: string;
}

/** Every event of the schedule's display. */
export type ScheduleEvent =
  | JobCreated
  | JobFired
  | JobDelayed
  | JobExpired
  | JobDeleted
  | JobsLoaded
  | DurableProblem;

/** A prompt in a line, cut at 60 characters. */
function quoted(prompt: string): string {
  const line = prompt.replace(/\s+/g, " ").trim();
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 59)}…` : line);
}

// #region event-line
/** The line the terminal shows for `event`. */
export function scheduleEventLine(event: ScheduleEvent): string {
  switch (event.kind) {
    case "schedule:created": {
      const kind = `${event.recurring ? "recurring" : "one-shot"}${event.durable ? ", durable" : ""}`;
      const next = event.next.map((t) => formatWallTime(t, event.timeZone)).join(", ");
      return `⏲ job ${event.id} created (${kind}) on ${event.cron}: ${quoted(event.prompt)}; next ${next}`;
    }
    case "schedule:fired": {
      const at = formatWallTime(event.firedAt, event.timeZone);
      const since = formatWallTime(event.since, event.timeZone);
      const many =
        event.count > 1
          ? `; stands for ${countText(event.count, event.capped)} fires since ${since}`
          : "";
      const missed = event.missedWhileStopped ? "; missed while the agent was not running" : "";
      return `⏰ job ${event.id} fired at ${at}: ${quoted(event.prompt)}${many}${missed}${event.last ? " (its last fire)" : ""}`;
    }
    case "schedule:delayed":
      return event.reason === "jitter" && event.fireAt !== undefined
        ? `… job ${event.id}'s next fire: cron time ${formatWallTime(event.dueAt, event.timeZone)}, fires ${formatDuration(event.fireAt - event.dueAt)} later (its jitter)`
        : `… job ${event.id} fired at ${formatWallTime(event.dueAt, event.timeZone)} while a turn runs: it waits for the turn to end`;
    case "schedule:expired":
      return `⌛ job ${event.id} expired (its 7 days were up at ${formatWallTime(event.at, event.timeZone)}): that was its last fire; deleted`;
    case "schedule:deleted":
      return `✕ job ${event.id} deleted ${event.by === "CronDelete" ? "by CronDelete" : "after its only fire"}: ${quoted(event.prompt)}`;
    case "schedule:loaded":
      return `⏲ ${event.ids.length} durable job${event.ids.length === 1 ? "" : "s"} found in ${event.file}: ${event.ids.join(", ")}`;
    case "schedule:durable-problem":
      return `⚠ ${event.message}`;
  }
}
// #endregion event-line

/** A count of fires: `12`, or `more than 1000` when counting stopped at its limit. */
export function countText(count: number, capped: boolean): string {
  return capped ? `more than ${count}` : String(count);
}

declare module "../../display/events.ts" {
  // The schedule's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    schedule: ScheduleEvent;
  }
}
