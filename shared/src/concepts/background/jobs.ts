/**
 * s13's background jobs, for the lessons after it (s20): a command started at once as a job, its end seen at each
 * look (a value from outside the session), its notification queued and delivered after a round's tool results or
 * before the learner's next message, and the wait when the model ends its turn while jobs run; job_output and
 * stop_job. Its regions `jobs` and `background` are s13's, line for line:
 * shared/test/concepts/background/jobs.test.ts holds them so.
 *
 * @module
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { Interrupted } from "../../ctrl-c.ts";
import type { Session } from "../../session.ts";
import { wholeNumberSetting } from "../../settings.ts";
import { cutText, MAX_OUTPUT_CHARS, ToolError } from "../../tool.ts";
import { isDangerous } from "../../tools/bash.ts";
import {
  endLeftJobs,
  how,
  type Job,
  type JobEnd,
  JOBS_DIR,
  notification,
  runJobProcess,
} from "./job-process.ts";
import { outputLines } from "./output-file.ts";
import { findJob, outputAnswer } from "./job-answers.ts";

// #region job-timeout
/** A job still running after this long is stopped, its whole process group: it timed out. */
export const JOB_TIMEOUT_SETTING = wholeNumberSetting(
  "JOB_TIMEOUT_MS",
  600_000,
  "how long a background job may run, in milliseconds",
);
// #endregion job-timeout

// #region jobs
/** Background jobs that may run at once: one more is refused until one has ended. */
const MAX_JOBS = 3;
/** When the model ends its turn while jobs run, how long the loop waits for one to end. */
const WAIT_LIMIT_MS = 5 * 60_000;
/** What is read of a job's output when it ends: its last 16 KB (its whole output may be 1 GB). */
const TAIL_BYTES = 16 * 1024;
// #endregion jobs

/** A lesson's background jobs: s13's, with the points its loop and its REPL call. */
export interface BackgroundJobs {
  /** bash's `run_in_background`: starts the command as a job, at once, and says so to the model. */
  startJob(command: string): string;
  /** job_output: a job's status and its output's lines from `offset`, `limit` at most. */
  jobOutput(id: string, offset?: number, limit?: number): Promise<string>;
  /** stop_job: stops a running job and says how it ended. */
  stopJob(id: string): Promise<string>;
  /** The queued notifications, as blocks for the next user message (`where` says where, on the screen). */
  deliverNotifications(where: string): Anthropic.TextBlockParam[];
  /** The model has ended its turn: the notifications that wake it, waited for while jobs run; none: the turn ends. */
  waitForJobs(): Promise<Anthropic.TextBlockParam[]>;
  /** A failed turn's notifications, back to the queue. */
  requeue(dropped: Anthropic.MessageParam[]): void;
  /** At the start: the jobs a killed session left running, ended, and the ids go on from theirs. */
  endLeftJobs(): void;
  /** At the end: every job still running stopped, and waited for. */
  stopAll(): Promise<void>;
}

/** s13's jobs on `session`, in its workspace, each stopped after JOB_TIMEOUT_MS. */
export function startJobs(session: Session<"background">): BackgroundJobs {
  const WORKDIR = session.workdir;
  /** A job still running after this long is stopped, its whole process group, and said to have timed out. */
  const JOB_TIMEOUT_MS = session.setting(JOB_TIMEOUT_SETTING);

  // #region background
  /** This session's jobs, by id. */
  const jobs = new Map<string, Job>();
  /** The ends of the jobs whose process has ended, not yet seen by the session: live only. */
  const liveEnds = new Map<string, JobEnd>();
  /** The notifications not yet delivered to the model, oldest first. */
  const notifications: string[] = [];
  /** The blocks that carried notifications: a failed turn's go back to the queue. */
  const carriers = new WeakSet<object>();
  /** The highest job id so far (this workspace's, from the files of earlier sessions' jobs too). */
  let lastJobId = 0;

  /** Where and how a job's process runs (the kit's runJobProcess: a process group of its own). */
  const run = {
    workdir: WORKDIR,
    env: session.env,
    timeoutMs: JOB_TIMEOUT_MS,
    tailBytes: TAIL_BYTES,
  };
  /** The jobs that have not ended, as far as the session knows. */
  const running = () => [...jobs.values()].filter((job) => !job.end);

  /** Starts `command` as a background job, at once; the model gets its id and keeps working. */
  function startJob(command: string): string {
    if (isDangerous(command)) throw new ToolError("Error: Dangerous command blocked");
    const now = running();
    if (now.length >= MAX_JOBS)
      throw new ToolError(
        `Error: ${now.length} background jobs are running already, the most at once ` +
          `(${now.map((j) => `#${j.id}`).join(", ")}). Wait for one to end ` +
          "(its notification comes by itself), or stop one with stop_job.",
      );
    const id = String(++lastJobId);
    const job: Job = { id, command, file: `${JOBS_DIR}/${id}.log`, exited: new Promise(() => {}) };
    jobs.set(id, job);
    // A replay starts no process: the recording says how it ended.
    if (!session.replaying)
      job.exited = runJobProcess(job, run, (end) => liveEnds.set(job.id, end));
    session.ui.show({ kind: "background:started", id, command, file: job.file });
    // The key part in a line of its own, which an 80-column terminal shows whole.
    return (
      `Started background job #${id}: ${command}\n` +
      "A <task-notification> will say when it ends: keep working meanwhile.\n" +
      `Its output goes to ${job.file}.`
    );
  }

  /** What the session knows of a job's end: a replay, which ran no process, writes its output. */
  function ended(job: Job, end: JobEnd): void {
    job.end = end;
    if (session.replaying) {
      mkdirSync(join(WORKDIR, JOBS_DIR), { recursive: true });
      writeFileSync(join(WORKDIR, job.file), end.output);
    }
    session.ui.show({ kind: "background:ended", id: job.id, status: end.status, how: how(end) });
  }

  // #region queue
  /** Looks at which jobs have ended since the last look; queues their notifications, in order. */
  function collectEndedJobs(): void {
    // #region exercise:queue
    if (running().length === 0) return; // nothing can have ended
    // Which jobs have ended by now depends on the machine's speed: a value from outside (replayed).
    const ends = session.outside.now("jobs", () => {
      const now = [...liveEnds.values()];
      liveEnds.clear();
      return now;
    });
    for (const end of ends) {
      const job = jobs.get(end.id)!;
      ended(job, end);
      notifications.push(notification(job, end));
    }
    // #endregion exercise:queue
  }

  /** The queued notifications, as blocks for the next user message; each is delivered once. */
  function deliverNotifications(where: string): Anthropic.TextBlockParam[] {
    // #region exercise:deliver
    collectEndedJobs();
    const texts = notifications.splice(0);
    // #endregion exercise:deliver
    const blocks = texts.map((text): Anthropic.TextBlockParam => ({ type: "text", text }));
    for (const block of blocks) carriers.add(block);
    if (blocks.length > 0)
      session.ui.show({ kind: "background:delivered", count: blocks.length, where, texts });
    return blocks;
  }

  /** A failed or interrupted turn is dropped: the notifications it carried go back to the queue. */
  function requeue(dropped: Anthropic.MessageParam[]): void {
    const blocks = dropped.flatMap((m) => (typeof m.content === "string" ? [] : m.content));
    notifications.unshift(
      ...blocks.flatMap((b) => (carriers.has(b) && b.type === "text" ? [b.text] : [])),
    );
  }
  // #endregion queue

  // #region wait
  /**
   * The model has ended its turn: the notifications of the jobs that ended meanwhile, or, while
   * jobs still run, of the first to end, waited for up to WAIT_LIMIT_MS. None: the turn ends (they
   * come with the next message).
   */
  async function waitForJobs(): Promise<Anthropic.TextBlockParam[]> {
    // #region exercise:wait
    const ready = deliverNotifications("to wake it");
    const left = running();
    if (ready.length > 0 || left.length === 0) return ready;
    session.ui.show({
      kind: "background:waiting",
      ids: left.map((j) => j.id),
      limitMs: WAIT_LIMIT_MS,
    });
    // The session's clock: live, a wait the first job to end (or Ctrl-C) cuts short; replayed, not.
    const until = Promise.race(left.map((j) => j.exited));
    const waited = await session.clock.wait(WAIT_LIMIT_MS, { until, signal: session.signal });
    // #endregion exercise:wait
    if (session.signal?.aborted) throw new Interrupted(); // the turn ends; the jobs go on
    if (waited.woken) return deliverNotifications("to wake it");
    const minutes = WAIT_LIMIT_MS / 60_000;
    session.ui.note(
      `No background job ended within ${minutes} min: ` +
        "the turn ends; they notify with your next message.",
    );
    return [];
  }
  // #endregion wait

  /** A job's status, and its output's lines from `offset`, `limit` at most, cut as results are. */
  async function jobOutput(id: string, offset = 0, limit = 200): Promise<string> {
    const job = findJob(jobs, id);
    collectEndedJobs(); // an ended job says so, its notification with this round's results
    // Read by a bounded slice: what it has written so far depends on the moment (replayed).
    const slice = () => outputLines(join(WORKDIR, job.file), offset, limit, MAX_OUTPUT_CHARS * 4);
    const { lines: part, total } = await session.outside.when("job-output", slice);
    return outputAnswer(job, part, total, offset);
  }

  /** Stops a running job and says how it ended: this result is its notification (no other). */
  async function stopJob(id: string): Promise<string> {
    const job = findJob(jobs, id);
    collectEndedJobs();
    if (job.end)
      throw new ToolError(
        `Error: Job #${job.id} has already ended: ${how(job.end)}. Nothing to stop.`,
      );
    job.stop?.();
    // Live, once its process has gone (within 0.3 s); a replay gives back the recorded end.
    const end = await session.outside.when("job-stopped", async () => {
      await job.exited;
      const stopped = liveEnds.get(job.id)!;
      liveEnds.delete(job.id);
      return stopped;
    });
    ended(job, end);
    return notification(job, end);
  }
  // #endregion background

  return {
    startJob,
    jobOutput,
    stopJob,
    deliverNotifications,
    waitForJobs,
    requeue,
    endLeftJobs: () => {
      const earlier = endLeftJobs(WORKDIR); // the jobs a killed session left running: ended now
      lastJobId = earlier.lastId;
      if (earlier.left.length > 0)
        session.ui.show({ kind: "background:left-over", ids: earlier.left });
    },
    stopAll: async () => {
      const left = running().filter((job) => job.stop);
      for (const job of left) job.stop!();
      await Promise.all(left.map((job) => job.exited));
    },
  };
}
