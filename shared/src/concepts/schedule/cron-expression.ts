/**
 * Cron expressions, read by croner (a maintained library: no dependencies, time zones, next runs from a reference
 * date): five fields in the clock's time zone. No expression is parsed by hand here; an expression croner refuses is
 * refused with croner's message, and one that never fires (`0 0 31 2 *`) is refused too.
 *
 * @module
 */
import { Cron } from "croner";
import { ToolError } from "../../tool.ts";

/** How many fire times CronCreate's answer and CronList show. */
export const FIRE_TIMES_SHOWN = 3;

// #region dst
/**
 * What happens to a fire at a daylight-saving change, as croner (like Vixie cron) does it; the walkthrough quotes it.
 */
export const DST_BEHAVIOUR =
  "Daylight saving, as croner does it (after Vixie cron). A fixed-time job (one value in each of minute and hour, " +
  "e.g. `30 2 * * *`) whose time falls in the hour skipped in spring fires at the first valid time after the gap " +
  "(03:00 the same day); when its time comes twice in autumn, it fires once, at the first pass. An interval job " +
  "(a `*`, a step, a range or a list in minute or hour, e.g. `*/30 2 * * *`) skips the times of the skipped hour, " +
  "and fires on both passes through the repeated hour.";
// #endregion dst

/** Expressions compiled once per time zone: croner's pattern check runs once per job, not once per fire. */
const compiled = new Map<string, Cron>();
/** The most compiled expressions kept: past it the cache starts again (a session holds at most 50 jobs). */
const COMPILED_MAX = 500;

/**
 * The cron expression `expression` in `timeZone`, compiled by croner (five fields: minute, hour, day of month,
 * month, day of week; names and `7` for Sunday allowed). A bad expression is a ToolError with croner's message.
 */
export function parseCron(expression: string, timeZone: string): Cron {
  const key = `${timeZone} ${expression}`;
  const known = compiled.get(key);
  if (known) return known;
  let cron: Cron;
  try {
    // No function: croner sets no timer, and every next run is asked from a date we give it.
    cron = new Cron(expression, { mode: "5-part", timezone: timeZone, paused: true });
  } catch (err) {
    throw new ToolError(
      `Error: ${JSON.stringify(expression)} is not a valid cron expression: ${(err as Error).message}. A cron expression has 5 fields: minute hour day-of-month month day-of-week (e.g. "*/5 * * * *").`,
    );
  }
  if (compiled.size >= COMPILED_MAX) compiled.clear();
  compiled.set(key, cron);
  return cron;
}

// #region next-fires
/** The next `count` times `cron` matches after the wall time `afterMs` (not now), in ms. */
export function nextFireTimes(cron: Cron, afterMs: number, count = FIRE_TIMES_SHOWN): number[] {
  const times: number[] = [];
  let from = new Date(afterMs);
  while (times.length < count) {
    const next = cron.nextRun(from);
    if (!next) break;
    times.push(next.getTime());
    from = next;
  }
  return times;
}
// #endregion next-fires

/** The next time `cron` matches after `afterMs`, or undefined when it never does again. */
export function nextFireTime(cron: Cron, afterMs: number): number | undefined {
  return cron.nextRun(new Date(afterMs))?.getTime();
}

/** A cron expression that fires: compiled, with its next fire times. */
export interface FiringCron {
  /** The expression, compiled by croner. */
  cron: Cron;
  /** Its next fire times (three), in wall milliseconds. */
  next: number[];
}

/**
 * Parses `expression` and refuses one that will never fire from `nowMs` on (`0 0 31 2 *`: February has no 31st);
 * returns the compiled expression and its next fire times.
 */
export function parseFiringCron(expression: string, timeZone: string, nowMs: number): FiringCron {
  const cron = parseCron(expression, timeZone);
  const next = nextFireTimes(cron, nowMs);
  if (next.length === 0)
    throw new ToolError(
      `Error: The cron expression ${JSON.stringify(expression)} never fires (no date matches it, e.g. February 31st): nothing was scheduled. Check its day-of-month and month fields.`,
    );
  return { cron, next };
}

/**
 * How many fires `cron` has from its fire time `firstMs` (counted) to `toMs` (included), counted up to `max`: the
 * fires a job missed. Above `max` the answer is `max + 1`, read as "more than max".
 */
export function countFires(cron: Cron, firstMs: number, toMs: number, max: number): number {
  if (firstMs > toMs) return 0;
  let count = 1;
  for (
    let at = cron.nextRun(new Date(firstMs));
    at && at.getTime() <= toMs && count <= max;
    at = cron.nextRun(at)
  )
    count++;
  return count;
}
