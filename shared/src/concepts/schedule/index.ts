/**
 * The scheduling concept (lesson s14): the agent sets its own cron jobs, Claude Code's way, on a real cron library
 * (croner), and every time comes from an injected clock, so that a recorded schedule replays exactly, at once.
 *
 * - {@link scheduleTools} are `CronCreate {cron, prompt, recurring, durable}`, `CronList` and `CronDelete {id}`.
 * - {@link ScheduleStore} holds a session's jobs: at most 50, ids from a recorded seed ({@link ScheduleIds}),
 *   durable ones in `.workbook/scheduled_tasks.json` under a lock, their missed fires fired once at the start.
 * - {@link dueFires} says which jobs fire at the clock's time, with Claude Code's jitter ({@link jitterMs}) and
 *   7-day expiry; {@link waitFire} and {@link firesMessage} put fires that wait together in one user message.
 * - {@link ScheduleClock} is the time it reads: a recorded start wall time + the session's clock, and a time zone;
 *   {@link DST_BEHAVIOUR} says what happens at a daylight-saving change.
 * - {@link ScheduleEvent} is what it shows: a job created, fired, delayed, expired, deleted.
 *
 * @module
 */
export {
  countFires,
  DST_BEHAVIOUR,
  FIRE_TIMES_SHOWN,
  type FiringCron,
  nextFireTime,
  nextFireTimes,
  parseCron,
  parseFiringCron,
} from "./cron-expression.ts";
export { fireMark, fireNotes, firesMessage, waitFire } from "./fire-merge.ts";
export {
  formatDuration,
  formatWallTime,
  isTimeZone,
  type ScheduleClock,
  systemTimeZone,
  wallClock,
} from "./schedule-clock.ts";
export {
  countText,
  type DurableProblem,
  type JobCreated,
  type JobDeleted,
  type JobDelayed,
  type JobExpired,
  type JobFired,
  type JobsLoaded,
  type ScheduleEvent,
  scheduleEventLine,
} from "./events.ts";
export {
  changeDurableJobs,
  durableFileError,
  durableFileText,
  readDurableJobs,
  SCHEDULE_FILE,
  SCHEDULE_FILE_SHOWN,
  SCHEDULE_FOLDER,
} from "./schedule-file.ts";
export { ID_LENGTH, idFraction, newScheduleSeed, ScheduleIds } from "./schedule-ids.ts";
export { jitterMs, SCHEDULE_LIMITS, type ScheduleLimits } from "./schedule-rules.ts";
export {
  type CreatedJob,
  type CreateRequest,
  type ScheduleOptions,
  ScheduleStore,
} from "./schedule-store.ts";
export { CRON_CREATE_DESCRIPTION, createdText, jobLine, scheduleTools } from "./schedule-tools.ts";
export {
  type DueResult,
  delayedEvent,
  dueFires,
  expiresAt,
  type Fire,
  fireAt,
  nextWakeAt,
  type ScheduledJob,
} from "./scheduler.ts";
