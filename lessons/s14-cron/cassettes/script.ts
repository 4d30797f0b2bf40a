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
import { mkdtempSync } from "node:fs";
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

/** The kit's schedule on a clock moved by hand: the ids, fire times and jitter the lesson will meet. */
function plan() {
  let now = DEMO_START;
  const store = new ScheduleStore({
    workdir: mkdtempSync(join(tmpdir(), "s14-script-")),
    clock: { now: () => now, timeZone: DEMO_ZONE },
    seed: DEMO_SEED,
  });
  return {
    at: (ms: number) => (now = DEMO_START + ms),
    store,
  };
}

/** The demo's timeline, in the session clock's milliseconds, and the values the lesson reads from outside. */
async function demoTimeline() {
  const { at, store } = plan();
  const values = [
    outside(0, "wall-start", DEMO_START),
    outside(0, "time-zone", DEMO_ZONE),
    outside(0, "schedule-seed", DEMO_SEED),
  ];
  const clock = (calls: number, ms: number) => {
    at(ms);
    values.push(outside(calls, "clock", ms));
  };
  let t = 4_000; // the model's first answer: CronCreate
  clock(1, t);
  const { job } = await store.create({ cron: DEMO_CRON, prompt: JOB_PROMPT });
  clock(1, (t += 150)); // the round's end: nothing due
  const fires: number[] = [];
  let calls = 2;
  for (let fire = 0; fire < 3; fire++) {
    clock(calls, (t += 2_500)); // idle: how long to the next fire
    const wake = store.nextWakeAt()! - DEMO_START;
    values.push(outside(calls, "wait", { ms: wake - t, woken: false }));
    clock(calls, (t = wake)); // the fire
    await store.due();
    fires.push(DEMO_START + t);
    clock(calls + 1, (t += 3_200)); // the bash round's end
    if (fire === 2) clock(calls + 2, (t += 2_100)); // the CronDelete round's end
    calls += fire === 2 ? 3 : 2;
  }
  return { job, values, fires };
}

const timeline = await demoTimeline();
const { job } = timeline;
const [f1, f2, f3] = timeline.fires.map((ms) => formatWallTime(ms, DEMO_ZONE).slice(15)); // `10:02:17 +01:00`

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
void [f1, f2, f3];

export default {
  "demo.json": demo,
} satisfies ScriptedCassettes;
