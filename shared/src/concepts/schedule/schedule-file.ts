/**
 * Durable jobs on disk: `.workbook/scheduled_tasks.json`, changed as the kit writes state: under a lock (lease.ts),
 * the file re-read, changed and written whole (atomic-write.ts). A file that cannot be read, is not valid JSON or
 * does not hold valid jobs is named and left as it is: never overwritten, never taken for empty.
 *
 * @module
 */
import { lstatSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { takeLease } from "../../lease.ts";
import { StoreFolder } from "../../store-folder.ts";
import { ToolError } from "../../tool.ts";
import { parseCron } from "./cron-expression.ts";
import { isTimeZone } from "./schedule-clock.ts";
import type { ScheduledJob } from "./scheduler.ts";

/** The workspace's folder of the workbook's settings and state. */
export const SCHEDULE_FOLDER = ".workbook";
/** The durable jobs' file in it. */
export const SCHEDULE_FILE = "scheduled_tasks.json";
/** The file as messages name it. */
export const SCHEDULE_FILE_SHOWN = `${SCHEDULE_FOLDER}/${SCHEDULE_FILE}`;
/** How long a change waits for another writer, and when a silent lock counts as dead. */
const LOCK = { staleMs: 2000, waitMs: 2400 };

/** A wall time as the file keeps it: an ISO 8601 instant. */
const instant = z.iso.datetime({ offset: true });

/** A saved job: what {@link ScheduledJob} holds, its times as ISO instants. */
const savedJob = z.strictObject({
  id: z.string().regex(/^[0-9a-z]{1,40}$/),
  cron: z.string().min(1),
  prompt: z.string().min(1),
  recurring: z.boolean(),
  timeZone: z.string().refine(isTimeZone, "not a time zone"),
  createdAt: instant,
  nextAt: instant,
  lastFiredAt: instant.optional(),
});

/** The file: `{"version": 1, "jobs": [...]}`. */
const savedFile = z.strictObject({ version: z.literal(1), jobs: z.array(savedJob) });

/** The error for a durable jobs' file that cannot be used: it names the file and says it was left as it is. */
export function durableFileError(reason: string): ToolError {
  return new ToolError(
    `Error: ${SCHEDULE_FILE_SHOWN} cannot be used: ${reason}. It was left as it is; durable jobs are off until it is fixed or moved away.`,
  );
}

// #region read-durable
/** The durable jobs of `workdir`'s file; none when there is no file. A file that cannot be used is a ToolError. */
export function readDurableJobs(workdir: string): ScheduledJob[] {
  const folder = new StoreFolder(workdir, SCHEDULE_FOLDER);
  const info = lstatSync(join(folder.path, SCHEDULE_FILE), { throwIfNoEntry: false });
  if (!info) return [];
  if (!info.isFile())
    throw durableFileError("it is not a regular file (a link, a folder or a pipe)");
  let text: string | undefined;
  try {
    folder.check();
    text = folder.read(SCHEDULE_FILE);
  } catch (err) {
    throw durableFileError((err as Error).message.replace(/^Error: /, "").replace(/\.$/, ""));
  }
  if (text === undefined)
    throw durableFileError("it is not a regular file (a link, a folder or a pipe)");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw durableFileError(`it is not valid JSON (${(err as Error).message})`);
  }
  const parsed = savedFile.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw durableFileError(`${issue.path.join(".") || "the file"}: ${issue.message}`);
  }
  const jobs = parsed.data.jobs.map(
    (saved): ScheduledJob => ({
      ...saved,
      durable: true,
      createdAt: Date.parse(saved.createdAt),
      nextAt: Date.parse(saved.nextAt),
      lastFiredAt: saved.lastFiredAt === undefined ? undefined : Date.parse(saved.lastFiredAt),
    }),
  );
  for (const [i, job] of jobs.entries()) {
    try {
      parseCron(job.cron, job.timeZone);
    } catch (err) {
      throw durableFileError(`jobs.${i}.cron: ${(err as Error).message.replace(/^Error: /, "")}`);
    }
    if (jobs.findIndex((j) => j.id === job.id) !== i)
      throw durableFileError(`jobs.${i}.id: ${job.id} is there twice`);
  }
  return jobs;
}
// #endregion read-durable

/** The file's text for `jobs`. */
export function durableFileText(jobs: readonly ScheduledJob[]): string {
  const iso = (ms: number) => new Date(ms).toISOString();
  const saved = jobs.map((job) => ({
    id: job.id,
    cron: job.cron,
    prompt: job.prompt,
    recurring: job.recurring,
    timeZone: job.timeZone,
    createdAt: iso(job.createdAt),
    nextAt: iso(job.nextAt),
    ...(job.lastFiredAt === undefined ? {} : { lastFiredAt: iso(job.lastFiredAt) }),
  }));
  return `${JSON.stringify({ version: 1, jobs: saved }, null, 2)}\n`;
}

// #region change-durable
/**
 * Changes the durable jobs of `workdir` under the file's lock: the file is re-read (other runs' jobs kept), `change`
 * gives the new list, and it is written whole. A file that cannot be used is a ToolError and nothing is written.
 */
export async function changeDurableJobs(
  workdir: string,
  change: (jobs: ScheduledJob[]) => ScheduledJob[],
): Promise<ScheduledJob[]> {
  const folder = new StoreFolder(workdir, SCHEDULE_FOLDER);
  folder.make();
  const lease = await takeLease(join(folder.path, `${SCHEDULE_FILE}.lock`), LOCK);
  if (!lease)
    throw new ToolError(
      `Error: ${SCHEDULE_FILE_SHOWN} is locked by another run, and it stayed locked for over 2 s. Try again in a moment.`,
    );
  try {
    const jobs = change(readDurableJobs(workdir));
    folder.write(SCHEDULE_FILE, durableFileText(jobs), {
      like: lstatSync(join(folder.path, SCHEDULE_FILE), { throwIfNoEntry: false }),
      beforeCommit: () => {
        if (!lease.holds())
          throw new ToolError(
            `Error: This run was held up for over 2 s while it held the lock of ${SCHEDULE_FILE_SHOWN}, and another run took it over: nothing was written. Try again.`,
          );
      },
    });
    return jobs;
  } finally {
    lease.release();
  }
}
// #endregion change-durable
