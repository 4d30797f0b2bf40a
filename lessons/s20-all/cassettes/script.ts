/**
 * Lesson s20's scripted cassette (`pnpm cassettes:scripted` writes it here). No model wrote it: each response is in
 * the Messages API's shape, and its tool calls run for real, through the lesson's one gate, when replayed.
 *
 * `demo.json`: one request, in which the lead and its teammate use eight of the kit's mechanisms, each shown by its
 * own display: a skill loaded (s07); the tests run in the background, their notification delivered (s13); a
 * PreToolUse hook blocking `cat`, its reason read by the model (s04), and the rules deciding every call that goes on
 * (s03p); the tracker's open issues from its MCP server (s19); a task made and bound to a worktree, alice spawned,
 * claiming it, fixing and committing in that worktree, and the lead merging it (s12, s15–s18); a check on the task
 * scheduled every 2 minutes, its fire joining a later round's message (step 1), deleted after the merge (s14); a
 * compaction the model asks for, and its summary (s08); the Stop hook letting the turn end once the tests ran (s04).
 *
 * The hooks, the job, the server and git are real, and what came from outside is in the cassette: `pnpm cassettes:scripted --outside s20` runs the session
 * live on the mock API and writes each event's runs (exit code, output, time) to `outside/answers.json`, read here.
 * The workspace is a fresh copy of the sample, trusted; it is given without a terminal. The clock is not the
 * recording's: the wall time, the time zone, each reading of the session's clock and each wait are written here
 * (`demoClock`), in the order the live session read them, so that the scheduled check fires in the same round
 * wherever and however fast the recording ran.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RecordedOutside } from "@agent-workbook/kit";
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
  type Turn,
} from "@agent-workbook/kit/authoring/cassette-script";
import { ScheduleStore } from "@agent-workbook/kit/concepts/schedule";
import answers from "./outside/answers.json" with { type: "json" };

/** The hooks of the sample's settings: PreToolUse, PostToolUse and Stop, one each. */
const HOOKS = 3;
/** The demo's time zone, and the seed of its jobs' ids (also a setting, for a live run). */
const DEMO_ZONE = "Europe/Berlin";
const DEMO_SEED = "s20-demo";
/** The check the lead schedules: every 2 minutes, on the odd minutes (off the :00 and :30 marks). */
const CHECK_CRON = "1-59/2 * * * *";
const CHECK_PROMPT =
  "Check on task #1: read the inbox for alice's news, and merge her worktree once it is completed.";
/** The cron time the check first fires after (its jitter is the kit's, by its id). */
const CHECK_DUE = Date.parse("2026-11-16T10:01:00+01:00");
/** The model calls answered when the lead creates the check (round 6's), and before the round it fires in (8). */
const [CREATED_AFTER, FIRES_AFTER] = [7, 10];
/** The demo's clock: a model call takes 4 s, a reading of the clock 5 ms; s17's idle poll waits 5 s. */
const [CALL_MS, READ_MS, POLL_MS] = [4_000, 5, 5_000];

/** The check's job as the kit's store makes it (the ids come from the seed) and its first fire's time. */
async function scheduledCheck() {
  const clock = { now: () => CHECK_DUE - 10_000, timeZone: DEMO_ZONE };
  const workdir = mkdtempSync(join(tmpdir(), "s20-script-"));
  const store = new ScheduleStore({ workdir, clock, seed: DEMO_SEED });
  const { job } = await store.create({ cron: CHECK_CRON, prompt: CHECK_PROMPT });
  return { id: job.id, fireAt: store.nextWakeAt()! };
}
const CHECK = await scheduledCheck();

/**
 * The live session's readings of the clock and waits, in their order, given the demo's values: the session's ms
 * move on by a model call's time at each call, a reading's at each reading, a wait's at each wait; its wall start is
 * chosen so that the lead's round 8 is the first to read a time at or after the check's fire.
 */
function demoClock(live: RecordedOutside[]): RecordedOutside[] {
  let [t, calls] = [500, 0];
  const times: { calls: number; t: number }[] = [];
  const timed = live.map((v) => {
    t += (v.calls - calls) * CALL_MS;
    calls = v.calls;
    if (v.what === "wait") {
      if ((v.value as { woken: boolean }).woken)
        throw new Error("The demo's waits are idle polls.");
      t += POLL_MS;
      return { ...v, value: { ms: POLL_MS, woken: false } };
    }
    if (v.what !== "clock") return v;
    t += READ_MS;
    times.push({ calls, t });
    return { ...v, value: t };
  });
  const first = times.find((r) => r.calls >= FIRES_AFTER)!.t;
  const start = Math.ceil((CHECK.fireAt - first) / 1000) * 1000;
  const created = times.filter((r) => r.calls === CREATED_AFTER).map((r) => start + r.t);
  const before = times.filter((r) => r.calls < FIRES_AFTER).map((r) => start + r.t);
  if (created.some((at) => at < CHECK_DUE - 120_000 || at >= CHECK_DUE))
    throw new Error("The check would be created outside the two minutes before its cron time.");
  if (before.some((at) => at >= CHECK.fireAt)) throw new Error("The check would fire too soon.");
  return timed.map((v) =>
    v.what === "wall-start"
      ? { ...v, value: start }
      : v.what === "time-zone"
        ? { ...v, value: DEMO_ZONE }
        : v,
  );
}

const SUMMARY =
  "The user asked to fix the failing tests with the fix-a-bug skill, by a teammate in a worktree, merged " +
  "into main. Done: the skill loaded; npm test started in the background; cat was blocked by a PreToolUse " +
  "hook (read_file instead); tracker issue #2 is this bug; fahrenheitToCelsius returned f - 32 * 5 / 9. " +
  "Task 1 made, worktree fix-f2c bound to it; alice fixed it to (f - 32) * 5 / 9, committed and completed " +
  `it; the worktree is merged into main; the check on task 1 (job ${CHECK.id}) fired once and is deleted. ` +
  "Open: run the tests (npm test). Files changed: convert.js.";

/** What came from outside the session: its workspace (trusted), its hooks' runs, the demo's clock. */
function outside(name: string): { outside: RecordedOutside[] } {
  const live = (answers as Record<string, RecordedOutside[]>)[name] ?? [];
  return {
    outside: [
      { calls: 0, what: "terminal", value: false },
      { calls: 0, what: "trust", value: { kind: "hooks:trust", hooks: HOOKS, why: "sample" } },
      ...demoClock(live.filter((v) => v.what !== "terminal" && v.what !== "trust")),
    ],
  };
}

/** A response of teammate `agent`. */
const alice = (...blocks: Turn["blocks"]): Turn => ({ agent: "alice", blocks });
const WORKTREE = "fix-f2c";

export default {
  "demo.json": {
    ...cassette(
      "s20",
      "demo",
      [
        "npm test fails. Fix it with your fix-a-bug skill: the fix made by a teammate in its own " +
          "worktree, merged into main. Look at the tracker's open issues too.",
      ],
      [
        [
          say("A skill covers this: I load it first."),
          call("load_skill", { name: "fix-a-bug", arguments: "the failing test" }),
        ],
        [
          say("Step 1: the tests in the background; meanwhile, the source."),
          call("bash", { command: "npm test", run_in_background: true }),
          call("bash", { command: "cat convert.js" }),
        ],
        [
          say("A PreToolUse hook asks for read_file rather than cat."),
          call("read_file", { path: "convert.js" }),
          call("mcp__tracker__list_issues", {}),
        ],
        [
          say(
            "Issue #2 is this bug: fahrenheitToCelsius returns f - 32 * 5 / 9, which multiplies " +
              "before it subtracts. A task for the fix, in its own worktree.",
          ),
          call("TaskCreate", {
            subject: "Fix fahrenheitToCelsius",
            description: "In convert.js, fahrenheitToCelsius returns (f - 32) * 5 / 9.",
            activeForm: "Fixing fahrenheitToCelsius",
          }),
        ],
        [
          call("create_worktree", { name: WORKTREE, task_id: "1" }),
          call("spawn_teammate", {
            name: "alice",
            role: "developer",
            prompt:
              "Claim the ready task, fix it in its worktree, commit there, complete it, and tell lead.",
          }),
        ],
        alice(say("I wait for the ready task to be claimed for me.")),
        [
          say(
            "alice is on the team. A check on task #1 every 2 minutes, on the odd minutes, until " +
              "it is merged; meanwhile, the inbox.",
          ),
          call("CronCreate", { cron: CHECK_CRON, prompt: CHECK_PROMPT }),
          call("read_inbox", {}),
        ],
        alice(
          say("Task #1 is mine, in its worktree: the parentheses."),
          call("edit_file", {
            path: "convert.js",
            old_text: "return f - 32 * 5 / 9;",
            new_text: "return (f - 32) * 5 / 9;",
          }),
        ),
        [call("read_inbox", {})],
        alice(
          call("bash", {
            command:
              'git add -A && git commit -q -m "Subtract 32 before scaling" && git log --oneline -1',
          }),
        ),
        [
          say(`The scheduled check (job ${CHECK.id}) on task #1: alice's news?`),
          call("read_inbox", {}),
        ],
        alice(
          call("TaskUpdate", { taskId: "1", status: "completed" }),
          call("send_message", {
            to: "lead",
            content: "Task #1 is done: committed in its worktree.",
          }),
        ),
        [
          say("alice has committed the fix: I merge it, and the check is no longer needed."),
          call("merge_worktree", { name: WORKTREE }),
          call("CronDelete", { id: CHECK.id }),
        ],
        alice(say("Task #1 is done and reported.")),
        [
          say("Merged. What came before can be a summary."),
          call("compact", { focus: "the fix, its merge, and what is still open" }),
        ],
        { agent: "summary", blocks: [say(SUMMARY)] },
        { context: 900, blocks: [call("bash", { command: "npm test" })] },
        [
          say(
            "Fixed: fahrenheitToCelsius in convert.js subtracts 32 before it multiplies by 5 / 9. " +
              "alice made the fix in its own worktree and committed it; it is merged into main, " +
              "and the tests pass (4/4). The scheduled check is deleted.",
          ),
        ],
      ],
    ),
    settings: { SCHEDULE_SEED: DEMO_SEED },
    ...outside("demo.json"),
  },
} satisfies ScriptedCassettes;
