/**
 * The scheduler, as pure functions of the jobs and the clock's time: when each job fires next (its cron time, plus
 * its jitter), and which fire at a given time. The waiting is the caller's (a lesson's
 * `session.clock`); nothing here reads the time itself.
 *
 * @module
 */
import { countFires, nextFireTime, parseCron } from "./cron-expression.ts";
import type { ScheduleEvent } from "./events.ts";
import { jitterMs, SCHEDULE_LIMITS, type ScheduleLimits } from "./schedule-rules.ts";

/** A scheduled job, as a schedule holds it (and as a durable one is saved). */
export interface ScheduledJob {
  /** Its id: unguessable, unique in the schedule. */
  readonly id: string;
  /** Its 5-field cron expression, read in `timeZone`. */
  readonly cron: string;
  /** The prompt its fire sends. */
  readonly prompt: string;
  /** Fires on every cron time (until deleted or expired), or once. */
  readonly recurring: boolean;
  /** Kept in `.workbook/scheduled_tasks.json`, so that a restart finds it. */
  readonly durable: boolean;
  /** The time zone its cron expression is read in: the clock's when it was created. */
  readonly timeZone: string;
  /** When it was created (wall milliseconds). */
  readonly createdAt: number;
  /** The cron time of its next fire. */
  readonly nextAt: number;
  /** When it last fired, if it has. */
  readonly lastFiredAt?: number;
}

/** A job's fire: its prompt, due to go to the model in a user message. */
export interface Fire {
  /** The job's id. */
  id: string;
  /** The job's prompt. */
  prompt: string;
  /** The clock's time when it fired. */
  firedAt: number;
  /** The cron time of the first fire it stands for. */
  since: number;
  /** Cron times it stands for: more than one when fires were missed, or came again while it waited. */
  count: number;
  /** Counting stopped at its limit: there were more than `count`. */
  capped: boolean;
  /** It fires at the start for the fires it missed while the agent was not running. */
  missedWhileStopped: boolean;
  /** The job is gone after it: a one-shot job's fire, or a recurring job's last (it expired). */
  last: boolean;
  /** A recurring job's last fire: it reached its 7 days. */
  expired: boolean;
  /** The time zone its times are shown in. */
  timeZone: string;
}

/** When a recurring job expires (its creation + 7 days); undefined for a one-shot job. */
export function expiresAt(
  job: ScheduledJob,
  limits: ScheduleLimits = SCHEDULE_LIMITS,
): number | undefined {
  return job.recurring ? job.createdAt + limits.expiryMs : undefined;
}

// #region fire-at
/**
 * When `job` fires next: a one-shot job at its cron time; a recurring one its jitter later (up to 10% of the time to
 * the cron time after, at most 15 min).
 */
export function fireAt(job: ScheduledJob, limits: ScheduleLimits = SCHEDULE_LIMITS): number {
  if (!job.recurring) return job.nextAt;
  const after = nextFireTime(parseCron(job.cron, job.timeZone), job.nextAt);
  return job.nextAt + (after === undefined ? 0 : jitterMs(job.id, after - job.nextAt, limits));
}
// #endregion fire-at

/** The first time any of `jobs` fires, or undefined when there are none: how long a lesson waits. */
export function nextWakeAt(
  jobs: readonly ScheduledJob[],
  limits: ScheduleLimits = SCHEDULE_LIMITS,
): number | undefined {
  let first: number | undefined;
  for (const job of jobs) {
    const at = fireAt(job, limits);
    if (first === undefined || at < first) first = at;
  }
  return first;
}

/** The event of a recurring job's planned delay, when its next fire comes after its cron time. */
export function delayedEvent(
  job: ScheduledJob,
  limits: ScheduleLimits = SCHEDULE_LIMITS,
): ScheduleEvent[] {
  const at = fireAt(job, limits);
  if (at <= job.nextAt) return [];
  return [
    {
      kind: "schedule:delayed",
      id: job.id,
      reason: "jitter",
      dueAt: job.nextAt,
      fireAt: at,
      timeZone: job.timeZone,
    },
  ];
}

/** What {@link dueFires} found: the fires, the jobs as they are after them, and what to show. */
export interface DueResult {
  /** The jobs that fired, in the order of their cron times. */
  fires: Fire[];
  /** Every job still scheduled, with its next cron time moved on where it fired (one-shot and expired ones gone). */
  jobs: ScheduledJob[];
  /** Fired, delayed (the next fire's jitter), expired and deleted events. */
  events: ScheduleEvent[];
}

// #region due-fires
/**
 * The jobs due at the clock's time `now`: each fires once, whatever the number of its cron times that passed (a
 * fire stands for them all, counted up to `missedCountMax`), then moves on to its first cron time after `now`. A
 * one-shot job fires and is deleted; a recurring one whose 7 days are up at its fire fires one last time and expires:
 * its last fire is its first after the mark, on its schedule.
 */
export function dueFires(
  jobs: readonly ScheduledJob[],
  now: number,
  options: { missedWhileStopped?: boolean; limits?: ScheduleLimits } = {},
): DueResult {
  const limits = options.limits ?? SCHEDULE_LIMITS;
  const result: DueResult = { fires: [], jobs: [], events: [] };
  const due = jobs
    .filter((job) => fireAt(job, limits) <= now)
    .sort((a, b) => a.nextAt - b.nextAt || (a.id < b.id ? -1 : 1));
  const after = new Map<string, ScheduledJob | undefined>(); // a due job's next state: undefined once it is gone
  for (const job of due) {
    const cron = parseCron(job.cron, job.timeZone);
    const expiry = expiresAt(job, limits);
    const expired = expiry !== undefined && now >= expiry;
    const counted = job.recurring ? countFires(cron, job.nextAt, now, limits.missedCountMax) : 1;
    const capped = counted > limits.missedCountMax;
    const fire: Fire = {
      id: job.id,
      prompt: job.prompt,
      firedAt: now,
      since: job.nextAt,
      count: Math.max(1, Math.min(counted, limits.missedCountMax)),
      capped,
      missedWhileStopped: options.missedWhileStopped ?? false,
      last: !job.recurring || expired,
      expired,
      timeZone: job.timeZone,
    };
    result.fires.push(fire);
    result.events.push({ kind: "schedule:fired", ...fire });
    const next = fire.last ? undefined : nextFireTime(cron, now);
    after.set(job.id, undefined);
    if (expired) {
      result.events.push({
        kind: "schedule:expired",
        id: job.id,
        prompt: job.prompt,
        at: expiry,
        timeZone: job.timeZone,
      });
    } else if (next === undefined) {
      result.events.push({
        kind: "schedule:deleted",
        id: job.id,
        prompt: job.prompt,
        by: "fired once",
      });
    } else {
      const moved: ScheduledJob = { ...job, nextAt: next, lastFiredAt: now };
      after.set(job.id, moved);
      result.events.push(...delayedEvent(moved, limits));
    }
  }
  result.jobs = jobs.flatMap((job) => (after.has(job.id) ? (after.get(job.id) ?? []) : [job]));
  return result;
}
// #endregion due-fires
