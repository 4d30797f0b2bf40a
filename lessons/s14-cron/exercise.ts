/** The exercise of lesson s14 (`pnpm exercise s14`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "scheduled jobs: their next fire times from the clock, and the fires that wait together merged into one message",
  checks: ["demo", "fire-cases", "missed"],
  regions: {
    "next-fires": {
      todo: `Collect the times one after the other: each is the first match of cron after the one before it (cron.nextRun(from) gives it as a Date, null when there is none), the first after the wall time afterMs.
Start from new Date(afterMs), never from now: cron.nextRun() without a date reads the machine's clock, and a replay must give the recorded times.
Stop at count times, and return them in milliseconds (getTime()).`,
      stub: "const times: number[] = []; // Not written yet: no fire time is known.\nreturn times;",
    },
    merge: {
      todo: `Find the waiting fire of the same job (the same id); with none, the fire joins the end of the list: return it.
Otherwise the two become one, in the earlier's place: their counts add up (count),
and its first time stays the earliest of the two (since).`,
      stub: `const earlier = undefined as Fire | undefined; // Not written yet: a job's fires are never merged.
if (!earlier) return [...waiting, fire];
const { count, since } = earlier;`,
    },
  },
  hints: {
    demo: [
      "demo.json: the model schedules a job every 5 minutes, and CronCreate's answer gives its next three fire times, computed by nextFireTimes from the time the job was created. The failing request says what your answer says instead.",
      "next-fires: let from = new Date(afterMs); while (times.length < count) { const next = cron.nextRun(from); if (!next) break; times.push(next.getTime()); from = next; }",
    ],
    "fire-cases": [
      "fire-cases.json: a job every minute fires twice while a turn runs; the two fires wait, and must reach the model as one line, saying it fired 2 times since the first, counted once. Then two jobs due together go in one message, in the order they fired.",
      "merge: const earlier = waiting.find((w) => w.id === fire.id); if (!earlier) return [...waiting, fire]; const count = earlier.count + fire.count; const since = Math.min(earlier.since, fire.since);",
    ],
    missed: [
      "missed.json: a durable job found at the start fires once for its 13 missed fires; its fire waits, and goes in the same message as the learner's first.",
      "merge: with no waiting fire of the same job, return [...waiting, fire].",
    ],
  },
} satisfies ExerciseSpec;
