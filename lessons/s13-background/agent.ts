/**
 * Lesson s13: background tasks.
 *
 * A slow command no longer holds the agent up: bash runs it in the background on request
 * (`run_in_background`), as a process group of its own writing to a file in `.jobs/`. When a job
 * ends, its notification goes to the model in the next request (after the round's tool results, or
 * before the learner's next message); when the model ends its turn while jobs run, the loop waits
 * and their notifications wake it. No job outlives the lesson; which jobs have ended at each look
 * is a value from outside the session, so a recording replays exactly.
 *
 * Run it: `pnpm lesson s13` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { isMain, type Lesson, runLesson, type Session, wordSetting } from "@agent-workbook/kit";
import { fileTools, tool, ToolError, wholeNumberSetting } from "@agent-workbook/kit";
import { toolDispatch, toolSpecs } from "@agent-workbook/kit";
import { Interrupted, isDangerous, MAX_OUTPUT_CHARS, runBash } from "@agent-workbook/kit";
// What s13 does not teach: s12's task store, tools and reminders; how a job's process runs and
// ends, what its notification and job_output say, and which job an id names.
import { resumeReminder, TaskNag, TaskStore, taskTools } from "@agent-workbook/kit/concepts/tasks";
import { type Job, type JobEnd, JOBS_DIR } from "@agent-workbook/kit/concepts/background";
import { endLeftJobs, runJobProcess } from "@agent-workbook/kit/concepts/background";
import { how, notification, outputLines } from "@agent-workbook/kit/concepts/background";
import { findJob, outputAnswer } from "@agent-workbook/kit/concepts/background";

// #region lesson
/** This agent's name, the owner of the tasks it starts (another agent on the tasks has another). */
const AGENT_NAME = wordSetting(
  "AGENT_NAME",
  "main",
  "who this agent is: the owner of the tasks it starts",
);
// #region job-timeout
/** A job still running after this long is stopped, its whole process group: it timed out. */
const JOB_TIMEOUT_SETTING = wholeNumberSetting(
  "JOB_TIMEOUT_MS",
  600_000,
  "how long a background job may run, in milliseconds",
);
// #endregion job-timeout
/** The lesson, as the kit reads it (`pnpm lesson`, its --help): its id, file and settings. */
export const LESSON: Lesson = {
  id: "s13",
  entry: import.meta.filename,
  settings: [AGENT_NAME, JOB_TIMEOUT_SETTING],
};
// #endregion lesson

// #region jobs
/** Background jobs that may run at once: one more is refused until one has ended. */
const MAX_JOBS = 3;
/** When the model ends its turn while jobs run, how long the loop waits for one to end. */
const WAIT_LIMIT_MS = 5 * 60_000;
/** What is read of a job's output when it ends: its last 16 KB (its whole output may be 1 GB). */
const TAIL_BYTES = 16 * 1024;
// #endregion jobs

/** The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test. */
export async function main(session: Session<"background">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  /** This agent's name, the owner of the tasks it starts: AGENT_NAME, for a second agent. */
  const AGENT = session.setting(AGENT_NAME);
  const JOB_TIMEOUT_MS = session.setting(JOB_TIMEOUT_SETTING);

  const SYSTEM = [
    `You are a coding agent at ${WORKDIR}, named ${AGENT}.`,
    "",
    "Loop: plan with the task tools, act with your tools, update the tasks, " +
      "then report what you did.",
    "",
    "Rules:",
    "- Plan before you act: make a task per step of a multi-step task (TaskCreate), " +
      "then say which waits for which (TaskUpdate addBlockedBy, with task ids).",
    "- The tasks are kept in .tasks/ and outlive this session; " +
      "other agents may share them. Look at TaskList before you plan anew.",
    "- Mark a task in_progress before you start it, completed as soon as it is done.",
    "- Run slow commands (a test suite, a build, an install) with run_in_background, " +
      "and keep working meanwhile: a <task-notification> tells you when each ends. " +
      "Do not sleep or poll to wait for one.",
    "- Prefer tools over prose. Act; do not only explain.",
    "- Do not guess file paths: list or search first when unsure.",
    "- Keep changes small and check them (run the code or the tests).",
    "- When done, summarise what changed in a few lines.",
  ].join("\n");
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    // #region background-bash
    tool(
      "bash",
      "Run a shell command in the workspace. " +
        "Use it for ls, grep, find, running programs and tests. " +
        "With run_in_background it starts at once as a background job and you keep working: " +
        "a <task-notification> says when it ends.",
      {
        command: z.string().describe("The shell command to run"),
        run_in_background: z
          .boolean()
          .optional()
          .describe("Run it as a background job (slow commands): returns its id"),
      },
      ({ command, run_in_background }) =>
        run_in_background
          ? startJob(command)
          : runBash(command, {
              cwd: WORKDIR,
              env: session.env,
              timeoutMs: 60_000,
              timeoutMessage: "Error: Command timed out (60s)",
            }),
    ),
    // #endregion background-bash
    ...fileTools(WORKDIR, session.env).filter((t) => t.name !== "bash"), // the other file tools
    ...taskTools(() => TASKS, session.ui), // s12's four task tools, from the kit
    // #region job-tools
    tool(
      "job_output",
      "Read a background job's status and its output so far: " +
        "its lines from offset (0 is the first), at most limit of them.",
      {
        job_id: z.string().describe('The job\'s id, e.g. "1"'),
        offset: z.number().int().min(0).optional().describe("The first line to read (default 0)"),
        limit: z
          .number()
          .int()
          .positive()
          .optional()
          .describe("Lines to read at most (default 200)"),
      },
      ({ job_id, offset, limit }) => jobOutput(job_id, offset, limit),
      { needsPermission: false },
    ),
    tool(
      "stop_job",
      "Stop a background job that is still running: its command and everything it started. " +
        "Says how it ended.",
      { job_id: z.string().describe('The job\'s id, e.g. "1"') },
      ({ job_id }) => stopJob(job_id),
      { needsPermission: false },
    ),
    // #endregion job-tools
  ];
  // #endregion tools
  const runTool = toolDispatch(TOOLS); // v1's dispatch, from the kit

  /** The task graph of this workspace, for this agent, and its reminders (s12's, from the kit). */
  const TASKS = new TaskStore(WORKDIR, AGENT);
  const nag = new TaskNag(TASKS);

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

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    while (true) {
      const response = await client.messages.create({
        model: MODEL,
        system: SYSTEM,
        messages,
        tools: toolSpecs(TOOLS),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") {
        // Jobs still running: the loop waits for them, and their notifications wake the model.
        const woken = await waitForJobs();
        if (woken.length === 0) return;
        messages.push({ role: "user", content: woken });
        continue;
      }

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") results.push(await session.supervise(block, TOOLS, runTool));
      }
      await nag.after(response.content, results, session.ui); // every 10 rounds without a task tool
      results.push(...deliverNotifications("after the tool results")); // ended in the round
      messages.push({ role: "user", content: results });
    }
  }
  // #endregion loop

  // #region repl
  const history: Anthropic.MessageParam[] = [];

  /** One turn: the learner's `query`, run by the loop on the session's one history. */
  async function turn(query: string): Promise<void> {
    const checkpoint = history.length;
    const content: Anthropic.TextBlockParam[] = [{ type: "text", text: query }];
    content.unshift(...deliverNotifications("before your message")); // ended between turns
    // #region resume
    // The session's first message: the tasks an earlier session (or another agent) left on disk.
    if (history.length === 0) await resumeReminder(TASKS, content, session.ui);
    // #endregion resume
    history.push({ role: "user", content });
    try {
      await agentLoop(history);
    } catch (err) {
      requeue(history.slice(checkpoint));
      history.length = checkpoint; // drop the failed turn: the history stays valid, to retry
      session.fail(err);
      return;
    }
    session.answer(history);
  }

  /** The REPL: each request (typed, -p, or the demo's) is a turn. */
  async function repl(): Promise<void> {
    const earlier = endLeftJobs(WORKDIR); // the jobs a killed session left running: ended now
    lastJobId = earlier.lastId;
    if (earlier.left.length > 0)
      session.ui.show({ kind: "background:left-over", ids: earlier.left });
    for await (const query of session.prompts()) await turn(query);
    // Quitting ends every job still running, its process group, and waits for it and its .pid file.
    const left = running().filter((job) => job.stop);
    for (const job of left) job.stop!();
    await Promise.all(left.map((job) => job.exited));
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
