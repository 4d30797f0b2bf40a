/**
 * Lesson s14's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, in which the learner
 * asks to check the build every 5 minutes and be told when it passes; the model schedules a job off the :00 and
 * :30 marks, the job fires three times on the session's clock, the sample's build fails twice and passes the third
 * time (it counts its runs in `.build-runs`), and the model deletes the job.
 *
 * The schedule's time is the session's: the wall time and the time zone recorded at its start, the ids' seed, and
 * each reading of the clock and each wait, written below as a live session records them (`outside`, each after
 * the model calls made before it). The times are the kit's own answers (its store on a clock moved by hand), so
 * the model's words state only what its requests hold.
 */
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
} from "@agent-workbook/kit/authoring/cassette-script";
import { formatWallTime, ScheduleStore } from "@agent-workbook/kit/concepts/schedule";

/** A value from outside the session, after `calls` model calls. */
const outside = (calls: number, what: string, value: unknown) => ({ calls, what, value });

/** The demo's wall time at its start, its time zone, and its ids' seed (also a setting, for a live run). */
export const DEMO_START = Date.parse("2026-11-16T09:58:40+01:00");
export const DEMO_ZONE = "Europe/Berlin";
export const DEMO_SEED = "s14-demo";
/** The job the model makes: every 5 minutes, off the :00 and :30 marks (minutes 2, 7, 12 …). */
export const DEMO_CRON = "2-59/5 * * * *";
const JOB_PROMPT =
  "Run the build (node build.js). If it fails, say why in a line. If it passes, tell the user and delete this job with CronDelete.";

/**
 * The kit's schedule on a clock moved by hand, reading the clock where the lesson reads it: the ids, fire times and
 * jitter the lesson will meet, and the values from outside it records, each after the model calls made before it.
 */
class Timeline {
  readonly values: ReturnType<typeof outside>[];
  readonly store: ScheduleStore;
  /** The session clock's milliseconds now, and the model calls made so far. */
  t = 0;
  calls = 0;
  private readonly start: number;

  constructor(start: number, zone: string, seed: string, workdir?: string) {
    this.start = start;
    this.values = [
      outside(0, "wall-start", start),
      outside(0, "time-zone", zone),
      outside(0, "schedule-seed", seed),
    ];
    this.store = new ScheduleStore({
      workdir: workdir ?? mkdtempSync(join(tmpdir(), "s14-script-")),
      clock: { now: () => this.start + this.t, timeZone: zone },
      seed,
    });
  }

  /** A reading of the clock, `ms` after the last (or at `at`, the session's ms). */
  read(ms: number, at?: number): void {
    this.t = at ?? this.t + ms;
    this.values.push(outside(this.calls, "clock", this.t));
  }

  /** A model call answered. */
  called(): this {
    this.calls++;
    return this;
  }

  /** CronCreate, as the lesson runs it: a reading of the clock, then the kit's store. */
  async create(ms: number, request: Parameters<ScheduleStore["create"]>[0]) {
    this.read(ms);
    return this.store.create(request).catch(() => undefined);
  }

  /** The start: the durable jobs loaded, and the fires they missed (a reading of the clock, when there are some). */
  async begin(ms: number) {
    this.t = ms;
    const fires = await this.store.start();
    if (this.store.list().length > 0 || fires.length > 0) this.values.push(outside(0, "clock", ms));
    return fires;
  }

  /** A round's end, or the start's look: a reading of the clock and the jobs due then. */
  async due(ms: number, at?: number) {
    this.read(ms, at);
    return this.store.due();
  }

  /** Idle: a reading, a wait to the first fire, the reading after it (late by `late` ms), and the jobs due. */
  async idle(ms: number, late = 0) {
    this.read(ms);
    const wake = this.store.nextWakeAt()! - this.start;
    this.values.push(outside(this.calls, "wait", { ms: wake - this.t, woken: false }));
    return this.due(0, wake + late);
  }
}

/** The demo's timeline: the values the lesson reads from outside, the job, and its fire times. */
async function demoTimeline() {
  const line = new Timeline(DEMO_START, DEMO_ZONE, DEMO_SEED);
  line.called();
  const job = (await line.create(4_000, { cron: DEMO_CRON, prompt: JOB_PROMPT }))!.job;
  await line.due(150);
  line.called();
  for (let fire = 0; fire < 3; fire++) {
    await line.idle(2_500);
    line.called();
    await line.due(3_200); // the bash round's end
    line.called();
    if (fire === 2) {
      await line.due(2_100); // the CronDelete round's end
      line.called();
    }
  }
  return { job, values: line.values };
}

const timeline = await demoTimeline();
const { job } = timeline;

const demo = {
  ...cassette(
    "s14",
    "demo",
    ["Check the build every 5 minutes, and tell me when it passes."],
    [
      [
        say(
          "I'll schedule a job every 5 minutes, on minutes 2, 7, 12 … rather than on the :00 and :30 marks.",
        ),
        call("CronCreate", { cron: DEMO_CRON, prompt: JOB_PROMPT }),
      ],
      [
        say(
          `Scheduled: job ${job.id} runs the build every 5 minutes (its answer gives the next three times). I'll tell you when it passes, and delete the job then.`,
        ),
      ],
      [call("bash", { command: "node build.js" })],
      [
        say(
          "Build #1 failed: no version of @acme/strings matches ^2.1.0 (latest: 2.0.4). I'll try again at the next fire.",
        ),
      ],
      [call("bash", { command: "node build.js" })],
      [say("Build #2 failed the same way: @acme/strings 2.1.0 is still not published.")],
      [call("bash", { command: "node build.js" })],
      [
        say("Build #3 passed: @acme/strings 2.1.0 is out. Deleting the job."),
        call("CronDelete", { id: job.id }),
      ],
      [
        say(
          `The build passes (run #3): it found @acme/strings 2.1.0 and wrote dist/greeter.js. Runs #1 and #2 had failed on that package. Job ${job.id} is deleted: nothing else is scheduled.`,
        ),
      ],
    ],
  ),
  settings: { SCHEDULE_SEED: DEMO_SEED },
  outside: timeline.values,
};

/** The cases' start, zone and seed. */
const CASES_START = Date.parse("2026-11-16T10:28:30+01:00");
const STRETCH = "Remind the user to stretch.";
const LOGS = "Remind the user to check the logs.";

/**
 * The edges: a bad expression (croner's message) and one that never fires, refused; a job every minute and a
 * one-shot job; a long turn during which the minute job fires twice (shown waiting, then counted once); the
 * learner's next message, which carries the waiting fire in the same user message; then the one-shot job and the
 * minute job due together, in one message; the one-shot job deleted after its fire.
 */
async function casesTimeline() {
  const line = new Timeline(CASES_START, DEMO_ZONE, "s14-cases");
  line.called();
  await line.create(3_000, { cron: "61 * * * *", prompt: STRETCH });
  await line.create(20, { cron: "0 0 31 2 *", prompt: STRETCH });
  const minute = (await line.create(20, { cron: "* * * * *", prompt: STRETCH }))!.job;
  const once = (await line.create(20, { cron: "31 10 * * *", prompt: LOGS, recurring: false }))!
    .job;
  await line.due(100);
  line.called();
  await line.due(0, 70_000); // 10:29:40: the minute job has fired during the turn
  line.called();
  await line.due(0, 135_000); // 10:30:45: and again
  line.called(); // the turn ends
  line.called(); // the learner's next message, with the waiting fire
  await line.idle(5_000, 10_000); // 10:31:10: both jobs due
  line.called();
  await line.due(1_500); // the CronDelete round's end
  line.called();
  return { minute, once, values: line.values };
}

const cased = await casesTimeline();

const cases = {
  ...cassette(
    "s14",
    "fire-cases",
    [
      "Every minute, remind me to stretch. At 10:31, remind me once to check the logs. Then look around the workspace.",
      "Anything from the schedule?",
    ],
    [
      [
        call("CronCreate", { cron: "61 * * * *", prompt: STRETCH }),
        call("CronCreate", { cron: "0 0 31 2 *", prompt: STRETCH }),
        call("CronCreate", { cron: "* * * * *", prompt: STRETCH }),
        call("CronCreate", { cron: "31 10 * * *", prompt: LOGS, recurring: false }),
        call("CronList", {}),
        call("CronDelete", { id: "nosuchjob1" }),
      ],
      [call("bash", { command: "ls" })],
      [call("bash", { command: "ls -a" })],
      [
        say(
          `Two jobs: ${cased.minute.id} reminds you to stretch every minute, ${cased.once.id} to check the logs once at 10:31. The workspace holds the greeter app.`,
        ),
      ],
      [say("Yes: time to stretch. It fired twice while I was looking around; counted once.")],
      [
        say(
          "Time to check the logs, and to stretch again. The logs reminder was a one-shot job: it is gone.",
        ),
        call("CronDelete", { id: cased.minute.id }),
      ],
      [say(`Job ${cased.minute.id} is deleted too: nothing is scheduled now.`)],
    ],
  ),
  settings: { SCHEDULE_SEED: "s14-cases" },
  outside: cased.values,
};

/** The durable job of missed.workspace: every 10 minutes (minutes 7, 17 …), last due at 07:57. */
const MISSED_JOB = "k3x9a2b7qe";
const MISSED_START = Date.parse("2026-11-16T10:04:00+01:00");

/**
 * A restart: the workspace holds a durable job (a reminder every 10 minutes) whose fires were missed while the lesson was not running (13, since
 * 07:57); it fires once at the start, in the same message as the learner's first, which says how many and since
 * when; the model deletes it, from the file too.
 */
async function missedTimeline() {
  const workdir = mkdtempSync(join(tmpdir(), "s14-missed-"));
  cpSync(join(import.meta.dirname, "missed.workspace"), workdir, { recursive: true });
  const line = new Timeline(MISSED_START, DEMO_ZONE, "s14-missed", workdir);
  await line.begin(0);
  line.called();
  await line.due(2_000);
  line.called();
  return line.values;
}

const missed = {
  ...cassette(
    "s14",
    "missed",
    ["Good morning. Did anything fire while I was away? Delete what did."],
    [
      [
        say(
          `Yes: job ${MISSED_JOB}, every 10 minutes, missed 13 fires since 07:57 while I was not running, and fired once now: stand up and drink some water. Deleting it, as you asked.`,
        ),
        call("CronDelete", { id: MISSED_JOB }),
      ],
      [
        say(
          `Deleted job ${MISSED_JOB}; it is gone from .workbook/scheduled_tasks.json too. Nothing else is scheduled.`,
        ),
      ],
    ],
  ),
  settings: { SCHEDULE_SEED: "s14-missed" },
  outside: await missedTimeline(),
};

export default {
  "demo.json": demo,
  "fire-cases.json": cases,
  "missed.json": missed,
} satisfies ScriptedCassettes;

/** What a scripted answer says that its request does not hold, and why it may. */
export const notInRequest: Record<string, [claim: string, reason: string][]> = {
  "demo.json": [
    [
      "2",
      "the minutes the model picks for its job (2, 7, 12 …): its own choice, off the :00 and :30 marks",
    ],
    ["12", "the same choice, written out"],
  ],
};
