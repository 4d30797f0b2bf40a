/**
 * Lesson s14: scheduled prompts.
 *
 * The agent sets its own cron jobs, as Claude Code does (CronCreate, CronList, CronDelete). A
 * fired job's prompt comes to the model as a user message marked `[scheduled job <id>]`: idle, it
 * starts a turn; during a turn it waits, and the fires that waited go in one message. croner reads
 * the expressions; every "now" and wait is the session's clock, the wall time, time zone and ids'
 * seed are recorded: a schedule replays exactly, at once, on any machine, day or TZ. s12's task
 * store and s13's background jobs come from the kit.
 *
 * Run it: `pnpm lesson s14` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { isMain, type Lesson, runLesson, type Session, wordSetting } from "@agent-workbook/kit";
import { fileTools, type Tool, tool } from "@agent-workbook/kit";
import { toolDispatch, toolSpecs } from "@agent-workbook/kit";
// What s14 does not teach: s12's task store, tools and reminders, s13's jobs and their tools; the
// schedule's store, file, rules and ids.
import { resumeReminder, TaskNag, TaskStore, taskTools } from "@agent-workbook/kit/concepts/tasks";
import { JOB_TIMEOUT_SETTING, startJobs } from "@agent-workbook/kit/concepts/background";
import { backgroundBash, jobTools } from "@agent-workbook/kit/concepts/background";
import { createdText, type Fire, fireMark, fireNotes } from "@agent-workbook/kit/concepts/schedule";
import { FIRE_TIMES_SHOWN, jobLine, parseCron } from "@agent-workbook/kit/concepts/schedule";
import { newScheduleSeed, ScheduleStore, wallClock } from "@agent-workbook/kit/concepts/schedule";
import { SCHEDULE_FILE_SHOWN, SCHEDULE_LIMITS } from "@agent-workbook/kit/concepts/schedule";
import type { Cron } from "croner";

// #region lesson
/** This agent's name, the owner of the tasks it starts (another agent on the tasks has another). */
const AGENT_NAME = wordSetting(
  "AGENT_NAME",
  "main",
  "who this agent is: the owner of the tasks it starts",
);
/** The job ids' seed: a word draws the same ids each run (a demo run live); `random`, new ones. */
const SCHEDULE_SEED = wordSetting(
  "SCHEDULE_SEED",
  "random",
  "the seed of the job ids (and so of their jitter): a word draws the same ids every run",
);
/** The lesson, as the kit reads it (`pnpm lesson`, its --help): its id, file and settings. */
export const LESSON: Lesson = {
  id: "s14",
  entry: import.meta.filename,
  settings: [AGENT_NAME, JOB_TIMEOUT_SETTING, SCHEDULE_SEED],
};
// #endregion lesson

// #region cron-create-description
/** CronCreate's description: what a job is, and the :00 and :30 marks to avoid unless named. */
const CRON_CREATE_DESCRIPTION = [
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

// #region next-fires
/** The next `count` times `cron` matches after the wall time `afterMs` (not now), in ms. */
function nextFireTimes(cron: Cron, afterMs: number, count = FIRE_TIMES_SHOWN): number[] {
  // #region exercise:next-fires
  const times: number[] = [];
  let from = new Date(afterMs);
  while (times.length < count) {
    const next = cron.nextRun(from);
    if (!next) break;
    times.push(next.getTime());
    from = next;
  }
  return times;
  // #endregion exercise:next-fires
}
// #endregion next-fires

// #region schedule-tools
/** CronCreate, CronList and CronDelete over `store`; a refusal is a ToolError (is_error result). */
function scheduleTools(store: ScheduleStore): Tool[] {
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

// #region wait-fire
/**
 * The fires waiting after `fire` joins `waiting`: a job that already waits merges into its waiting
 * fire (its count grows, its first time stays, a last fire stays last), so each job appears once.
 */
function waitFire(waiting: readonly Fire[], fire: Fire): Fire[] {
  // #region exercise:merge
  const earlier = waiting.find((w) => w.id === fire.id);
  if (!earlier) return [...waiting, fire];
  const count = earlier.count + fire.count;
  const since = Math.min(earlier.since, fire.since);
  // #endregion exercise:merge
  const merged: Fire = {
    ...earlier,
    count,
    since,
    capped: earlier.capped || fire.capped,
    missedWhileStopped: earlier.missedWhileStopped || fire.missedWhileStopped,
    last: earlier.last || fire.last,
    expired: earlier.expired || fire.expired,
  };
  return waiting.map((w) => (w === earlier ? merged : w));
}
// #endregion wait-fire

// #region fires-message
/**
 * The one user message for the fires that waited together, a line each as they fired: `[scheduled
 * job <id>] <prompt>`, then in parentheses what the model should know (fires missed while the agent
 * was not running, how many and since when; fires that came while it waited, counted once; its
 * last fire).
 */
function firesMessage(fires: readonly Fire[]): string {
  return fires.map((fire) => `${fireMark(fire.id)} ${fire.prompt}${fireNotes(fire)}`).join("\n");
}
// #endregion fires-message

/** The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test. */
export async function main(session: Session<"background" | "schedule">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  /** This agent's name, the owner of the tasks it starts: AGENT_NAME, for a second agent. */
  const AGENT = session.setting(AGENT_NAME);
  const JOBS = startJobs(session); // s13's background jobs, from the kit
  const { deliverNotifications, waitForJobs, requeue } = JOBS;

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
    "- To do something later or again and again, schedule it (CronCreate): " +
      "its prompt comes back to you marked [scheduled job <id>]. " +
      "Delete a job (CronDelete) once its work is done.",
    "- Prefer tools over prose. Act; do not only explain.",
    "- Do not guess file paths: list or search first when unsure.",
    "- Keep changes small and check them (run the code or the tests).",
    "- When done, summarise what changed in a few lines.",
  ].join("\n");
  // #endregion config

  // #region schedule
  /** The schedule's time: the wall time and time zone recorded at the start, and its clock. */
  const { startedAt, timeZone } = session.clock;
  const CLOCK = wallClock(startedAt, timeZone, () => session.clock.now());
  /** The ids' seed, a value from outside the session: a replay draws the same ids (and jitter). */
  const given = session.setting(SCHEDULE_SEED);
  const seed = session.outside.now("schedule-seed", () =>
    given === "random" ? newScheduleSeed() : given,
  );
  /** The session's jobs (the kit's store: at most 50; durable ones in SCHEDULE_FILE_SHOWN). */
  const SCHEDULE = new ScheduleStore({
    workdir: WORKDIR,
    clock: CLOCK,
    seed,
    onEvent: (event) => session.ui.show(event),
  });
  // #endregion schedule

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...backgroundBash(JOBS, session), // s13's bash, with run_in_background, from the kit
    ...fileTools(WORKDIR, session.env).filter((t) => t.name !== "bash"), // the other file tools
    ...taskTools(() => TASKS, session.ui), // s12's four task tools, from the kit
    ...jobTools(JOBS), // s13's job_output and stop_job, from the kit
    ...scheduleTools(SCHEDULE), // this lesson's: CronCreate, CronList, CronDelete
  ];
  // #endregion tools
  const runTool = toolDispatch(TOOLS); // v1's dispatch, from the kit

  /** The task graph of this workspace, for this agent, and its reminders (s12's, from the kit). */
  const TASKS = new TaskStore(WORKDIR, AGENT);
  const nag = new TaskNag(TASKS);

  // #region firing
  /** The fires waiting for the agent: they go to the model in one message, when a turn starts. */
  let waiting: Fire[] = [];

  /** The jobs due join the waiting fires; during a turn, each is shown waiting for its end. */
  async function collectFires(duringTurn: boolean): Promise<void> {
    for (const fire of await SCHEDULE.due()) {
      const { id, firedAt: dueAt, timeZone } = fire;
      if (duringTurn)
        session.ui.show({ kind: "schedule:delayed", id, reason: "turn", dueAt, timeZone });
      waiting = waitFire(waiting, fire);
    }
  }

  /**
   * Idle: waits on the session's clock until the first job fires, and collects the fires due then;
   * `line` (a terminal's next line) cuts the wait short. False when no job is left to fire, or the
   * line came first.
   */
  async function waitForFire(line?: Promise<unknown>): Promise<boolean> {
    const at = SCHEDULE.nextWakeAt();
    if (at === undefined) return false;
    const waited = await session.clock.wait(Math.max(0, at - CLOCK.now()), { until: line });
    if (waited.woken) return false;
    await collectFires(false);
    return true;
  }
  // #endregion firing

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
      await collectFires(true); // a fire during the turn waits for its end
    }
  }
  // #endregion loop

  // #region repl
  const history: Anthropic.MessageParam[] = [];

  /** One turn: the waiting fires, in one message, and the learner's `query` if any, in the same. */
  async function turn(query?: string): Promise<void> {
    const checkpoint = history.length;
    const content: Anthropic.TextBlockParam[] = [];
    if (waiting.length > 0) content.push({ type: "text", text: firesMessage(waiting) });
    waiting = []; // a fire goes to the model once: a failed turn's fires are not sent again
    if (query !== undefined) content.push({ type: "text", text: query });
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

  /** While idle, each fire (or fires that came together) starts a turn; `line` ends the wait. */
  async function idle(line?: Promise<unknown>): Promise<void> {
    while (session.exitCode === 0 && (waiting.length > 0 || (await waitForFire(line)))) {
      if (waiting.length > 0) await session.ownTurn(() => turn());
    }
  }

  /** The REPL: the learner's requests and the jobs' fires, each a turn on the one history. */
  async function repl(): Promise<void> {
    JOBS.endLeftJobs();
    // Durable jobs from an earlier run: each that missed fires meanwhile fires once now, saying so.
    for (const fire of await SCHEDULE.start()) waiting = waitFire(waiting, fire);
    const prompts = session.prompts();
    while (true) {
      const line = prompts.next();
      if (session.interactive) await idle(line); // at a terminal: fires come while one types
      const next = await line;
      if (next.done) break;
      await turn(next.value);
    }
    // Requests given (the demo, -p, piped input): jobs fire until none is left (Ctrl-C stops it).
    if (!session.interactive) await idle();
    await JOBS.stopAll(); // quitting ends every job still running, its whole process group
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
