/**
 * Lesson s20's scripted cassette (`pnpm cassettes:scripted` writes it here). No model wrote it: each response is in
 * the Messages API's shape, and its tool calls run for real, through the lesson's one gate, when replayed.
 *
 * `demo.json`: one request, in which the lead and its teammate use seven of the kit's mechanisms, each shown by its
 * own display: a skill loaded (s07); the tests run in the background, their notification delivered (s13); a
 * PreToolUse hook blocking `cat`, its reason read by the model (s04), and the rules deciding every call that goes on
 * (s03p); the tracker's open issues from its MCP server (s19); a task made and bound to a worktree, alice spawned,
 * claiming it, fixing and committing in that worktree, and the lead merging it (s12, s15–s18); a compaction the
 * model asks for, and its summary (s08); the Stop hook letting the turn end once the tests ran (s04).
 *
 * The hooks, the job, the server and git are real, and what came from outside is in the cassette: `pnpm cassettes:scripted --outside s20` runs the session
 * live on the mock API and writes each event's runs (exit code, output, time) to `outside/answers.json`, read here.
 * The workspace is a fresh copy of the sample, trusted; it is given without a terminal. The wall time and time zone
 * the schedule reads are the demo's own, fixed below.
 */
import type { RecordedOutside } from "@agent-workbook/kit";
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
  type Turn,
} from "@agent-workbook/kit/authoring/cassette-script";
import answers from "./outside/answers.json" with { type: "json" };

/** The hooks of the sample's settings: PreToolUse, PostToolUse and Stop, one each. */
const HOOKS = 3;
/** The demo's wall time at its start and its time zone (the schedule's clock reads them). */
const DEMO_START = Date.parse("2026-11-16T09:58:40+01:00");
const DEMO_ZONE = "Europe/Berlin";
const SUMMARY =
  "The user asked to fix the failing tests with the fix-a-bug skill, by a teammate in a worktree, merged " +
  "into main. Done: the skill loaded; npm test started in the background; cat was blocked by a PreToolUse " +
  "hook (read_file instead); tracker issue #2 is this bug; fahrenheitToCelsius returned f - 32 * 5 / 9. " +
  "Task 1 made, worktree fix-f2c bound to it; alice fixed it to (f - 32) * 5 / 9, committed and completed " +
  "it; the worktree is merged into main. Open: run the tests (npm test). Files changed: convert.js.";

/** What came from outside the session: its workspace (trusted), its hooks' runs, the demo's wall time. */
function outside(name: string): { outside: RecordedOutside[] } {
  const live = (answers as Record<string, RecordedOutside[]>)[name] ?? [];
  return {
    outside: [
      { calls: 0, what: "terminal", value: false },
      { calls: 0, what: "trust", value: { kind: "hooks:trust", hooks: HOOKS, why: "sample" } },
      ...live
        .map((v) =>
          v.what === "wall-start"
            ? { ...v, value: DEMO_START }
            : v.what === "time-zone"
              ? { ...v, value: DEMO_ZONE }
              : v,
        )
        .filter((v) => v.what !== "terminal" && v.what !== "trust"),
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
        [say("alice is on the team; I wait for her news."), call("read_inbox", {})],
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
        [call("read_inbox", {})],
        alice(
          call("TaskUpdate", { taskId: "1", status: "completed" }),
          call("send_message", {
            to: "lead",
            content: "Task #1 is done: committed in its worktree.",
          }),
        ),
        [
          say("alice has committed the fix: I merge it."),
          call("merge_worktree", { name: WORKTREE }),
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
              "and the tests pass (4/4).",
          ),
        ],
      ],
    ),
    settings: { SCHEDULE_SEED: "s20-demo" },
    ...outside("demo.json"),
  },
} satisfies ScriptedCassettes;
