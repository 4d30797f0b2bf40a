/**
 * Claude Code's rules for scheduled jobs: at most 50 jobs; a recurring job fires up to 10% of its period late, at
 * most 15 minutes, and expires after 7 days: its first fire after that is its last.
 *
 * @module
 */
import { idFraction } from "./schedule-ids.ts";

/** The limits a schedule keeps (Claude Code's, by default). */
export interface ScheduleLimits {
  /** Jobs a session holds at most; the next one is refused. */
  maxJobs: number;
  /** A recurring job's life: its first fire this long after its creation is its last; then it is deleted. */
  expiryMs: number;
  /** The share of its period a recurring job's fire comes late by, at most. */
  jitterShare: number;
  /** The longest delay, whatever the period. */
  jitterMaxMs: number;
  /** Missed fires counted at most (past it the message says "more than"): counting costs a next-run each. */
  missedCountMax: number;
}

/** Claude Code's limits: 50 jobs, 7 days, 10% of the period late and at most 15 minutes. */
export const SCHEDULE_LIMITS: ScheduleLimits = {
  maxJobs: 50,
  expiryMs: 7 * 24 * 3600_000,
  jitterShare: 0.1,
  jitterMaxMs: 15 * 60_000,
  missedCountMax: 1000,
};

// #region jitter
/**
 * How late a recurring job's fire comes after its cron time, whose next cron time is `periodMs` later: the job's own
 * share ({@link idFraction} of its id, the same in every run and replay) of 10% of the period, at most 15 minutes,
 * in whole seconds. Jobs that share a cron time so spread out instead of firing together.
 */
export function jitterMs(
  id: string,
  periodMs: number,
  limits: ScheduleLimits = SCHEDULE_LIMITS,
): number {
  const largest = Math.min(periodMs * limits.jitterShare, limits.jitterMaxMs);
  return Math.floor((idFraction(id) * largest) / 1000) * 1000;
}
// #endregion jitter
