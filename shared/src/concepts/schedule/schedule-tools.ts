/**
 * The tools, with Claude Code's names and fields: `CronCreate {cron, prompt, recurring, durable}`, `CronList` and
 * `CronDelete {id}`, over a {@link ScheduleStore}.
 *
 * @module
 */
import { z } from "zod";
import { type Tool, tool } from "../../tool.ts";
import { FIRE_TIMES_SHOWN, nextFireTimes, parseCron } from "./cron-expression.ts";
import { formatDuration, formatWallTime } from "./schedule-clock.ts";
import { SCHEDULE_FILE_SHOWN } from "./schedule-file.ts";
import { SCHEDULE_LIMITS } from "./schedule-rules.ts";
import type { ScheduleStore } from "./schedule-store.ts";
import { expiresAt, fireAt, type ScheduledJob } from "./scheduler.ts";

// #region cron-create-description
/** CronCreate's description: what a job is, and the :00 and :30 marks to avoid unless named. */
export const CRON_CREATE_DESCRIPTION = [
  "Schedule a prompt to be sent to you later, " +
    "on a 5-field cron expression in the user's local time zone: " +
    'minute hour day-of-month month day-of-week (e.g. "*/5 * * * *" every 5 minutes, ' +
    '"7 9 * * 1-5" at 9:07 on weekdays). ' +
    "Each time it fires, its prompt comes to you as a user message marked [scheduled job <id>].",
  "Pick the minute yourself off the :00 and :30 marks, where everyone's jobs pile up: " +
    'for "every hour" or "in the morning" use e.g. minute 7 or 53, not 0 or 30. ' +
    "Use :00 or :30 only when the user named that exact time.",
  "recurring (default true): fire on every match, until deleted with CronDelete; " +
    "a recurring job fires up to 10% of its period late (at most 15 minutes), " +
    "and expires after 7 days: its first fire after that is its last. " +
    "recurring: false fires once, then the job is deleted.",
  `durable (default false): keep the job in ${SCHEDULE_FILE_SHOWN}, ` +
    "so that it survives a restart; otherwise it lives in this session only.",
  `At most ${SCHEDULE_LIMITS.maxJobs} jobs. ` +
    "The answer gives the job's id and its next three fire times.",
].join("\n");
// #endregion cron-create-description

/** How a job is described in one line of CronList. */
export function jobLine(job: ScheduledJob): string {
  const kind = `${job.recurring ? "recurring" : "one-shot"}, ${job.durable ? "durable" : "this session only"}`;
  return `${job.id}  ${job.cron}  (${kind})  next ${formatWallTime(fireAt(job), job.timeZone)}  ${JSON.stringify(job.prompt)}`;
}

// #region cron-create-answer
/** CronCreate's answer: the job's id, its next three fire times in its time zone, its delay and its expiry. */
export function createdText(job: ScheduledJob, next: number[]): string {
  const zone = job.timeZone;
  const lines = [
    `Scheduled job ${job.id} (${job.recurring ? "recurring" : "one-shot"}, ${job.durable ? `durable: kept in ${SCHEDULE_FILE_SHOWN}` : "for this session only"}).`,
    `Next fire times (${zone}): ${next.map((t) => formatWallTime(t, zone)).join(", ")}.`,
  ];
  if (job.recurring) {
    const delays = next.map((t) => fireAt({ ...job, nextAt: t }) - t);
    const shown = delays.map(formatDuration);
    const jitter = "its jitter: at most 10% of the period, at most 15 min";
    if (delays.some((d) => d > 0))
      lines.push(
        shown.every((d) => d === shown[0])
          ? `Each fire comes ${shown[0]} after its time (${jitter}).`
          : `They fire ${shown.join(", ")} after these times (${jitter}).`,
      );
    lines.push(
      `It expires 7 days from now, on ${formatWallTime(expiresAt(job)!, zone)}: its first fire after that is its last.`,
    );
  }
  return lines.join("\n");
}
// #endregion cron-create-answer

// #region schedule-tools
/** CronCreate, CronList and CronDelete over `store`; a refusal is a ToolError (is_error result). */
export function scheduleTools(store: ScheduleStore): Tool[] {
  return [
    tool(
      "CronCreate",
      CRON_CREATE_DESCRIPTION,
      {
        cron: z
          .string()
          .describe(
            "A 5-field cron expression in local time: " +
              '"minute hour day-of-month month day-of-week".',
          ),
        prompt: z.string().min(1).describe("The prompt to send you each time the job fires."),
        recurring: z
          .boolean()
          .default(true)
          .describe("Fire on every match (true, the default) or once (false)."),
        durable: z
          .boolean()
          .default(false)
          .describe(`Keep the job in ${SCHEDULE_FILE_SHOWN} across restarts (default false).`),
      },
      async (input) => {
        const { job } = await store.create(input);
        const count = job.recurring ? FIRE_TIMES_SHOWN : 1; // a one-shot job fires once
        return createdText(
          job,
          nextFireTimes(parseCron(job.cron, job.timeZone), job.createdAt, count),
        );
      },
    ),
    tool(
      "CronList",
      "List the scheduled jobs: id, cron expression, whether recurring and durable, " +
        "next fire time, prompt.",
      {},
      () => {
        const jobs = store.list();
        if (jobs.length === 0) return "No scheduled jobs.";
        return [
          `${jobs.length} scheduled job${jobs.length === 1 ? "" : "s"}:`,
          ...jobs.map(jobLine),
        ].join("\n");
      },
      { needsPermission: false },
    ),
    tool(
      "CronDelete",
      "Delete a scheduled job by its id (CronList shows the ids).",
      { id: z.string().describe("The job's id.") },
      async ({ id }) => {
        const job = await store.delete(id);
        return `Deleted job ${job.id} (${JSON.stringify(job.prompt)}).`;
      },
    ),
  ];
}
// #endregion schedule-tools
