/** The exercise of lesson s13 (`pnpm exercise s13`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "background jobs' notifications: the queue they wait in, their delivery, and the wait when the model ends its turn while jobs run",
  checks: ["job-cases", "timeout", "demo"],
  regions: {
    queue: {
      todo: `Look at which jobs have ended only while a job runs: with none running (running()), return at once.
Which jobs have ended by now depends on the machine's speed, so ask for them as a value from outside the session:
const ends = session.outside.now("jobs", () => …), where the function gives the ends seen live
([...liveEnds.values()]) and clears liveEnds; a replay gives back the recorded ones instead. For each end, in the
order given, the job is jobs.get(end.id): tell the session how it ended (ended(job, end)), then put its
notification, notification(job, end), at the back of the queue (notifications).`,
      stub: "// Not written yet: no job is ever seen to end, and no notification is queued.",
    },
    deliver: {
      todo: `Look first (collectEndedJobs()): the jobs that ended during this round go with this message. Then take
every notification out of the queue, oldest first, as texts: each is delivered once.`,
      stub: "const texts: string[] = []; // Not written yet: nothing is delivered.",
    },
    wait: {
      todo: `The model has ended its turn. The notifications ready now (deliverNotifications("to wake it")) wake it at
once: return them. With none, and no job running (running()), return none: the turn ends. Otherwise show that the
loop waits for the jobs that run: session.ui.show({ kind: "background:waiting", ids, limitMs: WAIT_LIMIT_MS }),
ids their ids. Then wait on the session's clock, never on a timer of your own (a replay must not wait, and must
know what the recorded wait found): const waited = await session.clock.wait(WAIT_LIMIT_MS, { until, signal:
session.signal }), until settling when the first of them ends (Promise.race of their exited).`,
      stub: "const waited = { ms: 0, woken: false }; // Not written yet: no wait, and the turn ends while jobs run.",
    },
  },
  hints: {
    "job-cases": [
      "job-cases.json: three jobs at once and a fourth refused; the model ends its turn while they run, and the wait is woken by two of them ending together, then the third has ended before the model's next answer ends; then a job read while it runs and stopped, and a wait that gives up (5 min): that job's notification comes before the learner's next message. The failing request says which look or which wait went wrong.",
      'queue: if (running().length === 0) return; then session.outside.now("jobs", () => { const now = [...liveEnds.values()]; liveEnds.clear(); return now; }), and for each end: ended(job, end); notifications.push(notification(job, end)). deliver: collectEndedJobs(); const texts = notifications.splice(0). wait: ready ones first; none and nothing running: return them (none); otherwise the waiting event, then session.clock.wait.',
    ],
    timeout: [
      "timeout.json: one job that runs past its limit (2 s here, the setting JOB_TIMEOUT_MS), while the model has ended its turn: the wait must give the model the job's notification, timed out, instead of ending the turn.",
      "The wait: const until = Promise.race(left.map((j) => j.exited)); const waited = await session.clock.wait(WAIT_LIMIT_MS, { until, signal: session.signal }). The code after the region looks again when the wait was woken.",
    ],
    demo: [
      "demo.json: the suite starts in the background (round 1); the model writes the docs and ends its turn while it runs (round 4): the loop must wait, and the failing notification wakes it for round 5; it fixes the module, starts the suite again and ends its turn while it runs: the passing notification wakes it for round 8.",
      'Nearly the answer. wait: const ready = deliverNotifications("to wake it"); const left = running(); if (ready.length > 0 || left.length === 0) return ready; session.ui.show({ kind: "background:waiting", ids: left.map((j) => j.id), limitMs: WAIT_LIMIT_MS }); const until = Promise.race(left.map((j) => j.exited)); const waited = await session.clock.wait(WAIT_LIMIT_MS, { until, signal: session.signal });',
    ],
  },
} satisfies ExerciseSpec;
