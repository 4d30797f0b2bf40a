/**
 * Lesson s20's scripted cassette (`pnpm cassettes:scripted` writes it here). No model wrote it: each response is in
 * the Messages API's shape, and its tool calls run for real, through the lesson's one gate, when replayed.
 *
 * `demo.json`: one request, in which the round's steps call five of the kit's mechanisms, each shown by its own
 * display: a task made and completed (s12); a PreToolUse hook blocking `cat`, its reason read by the model (s04);
 * the rules deciding every call that goes on (s03p); a compaction the model asks for, and its summary (s08); the
 * Stop hook letting the turn end once the tests ran (s04).
 *
 * The hooks are real, and what they did is in the cassette: `pnpm cassettes:scripted --outside s20` runs the session
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
} from "@agent-workbook/kit/authoring/cassette-script";
import answers from "./outside/answers.json" with { type: "json" };

/** The hooks of the sample's settings: PreToolUse, PostToolUse and Stop, one each. */
const HOOKS = 3;
/** The demo's wall time at its start and its time zone (the schedule's clock reads them). */
const DEMO_START = Date.parse("2026-11-16T09:58:40+01:00");
const DEMO_ZONE = "Europe/Berlin";
const SUMMARY =
  "The user asked to find the bug in convert.js and fix it. Done: task 1 made; cat was blocked by a " +
  "PreToolUse hook (read_file instead); read convert.js; fahrenheitToCelsius returned f - 32 * 5 / 9, " +
  "now (f - 32) * 5 / 9. Open: run the tests (npm test), then complete task 1. Files changed: convert.js.";

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

export default {
  "demo.json": {
    ...cassette(
      "s20",
      "demo",
      ["The tests fail. Find the bug in convert.js and fix it; keep a task for it."],
      [
        [
          say("A task for the fix first."),
          call("TaskCreate", {
            subject: "Fix convert.js",
            description: "Find why the tests fail and fix convert.js.",
          }),
        ],
        [call("bash", { command: "cat convert.js" })],
        [
          say("A PreToolUse hook asks for read_file rather than cat."),
          call("read_file", { path: "convert.js" }),
        ],
        [
          say("`f - 32 * 5 / 9` multiplies before it subtracts: it needs parentheses."),
          call("edit_file", {
            path: "convert.js",
            old_text: "return f - 32 * 5 / 9;",
            new_text: "return (f - 32) * 5 / 9;",
          }),
        ],
        [
          say("The fix is in; what came before it can be a summary."),
          call("compact", { focus: "the fix in convert.js and what is still open" }),
        ],
        { agent: "summary", blocks: [say(SUMMARY)] },
        { context: 900, blocks: [call("bash", { command: "npm test" })] },
        [call("TaskUpdate", { taskId: "1", status: "completed" })],
        [
          say(
            "Fixed: fahrenheitToCelsius in convert.js now subtracts 32 before it multiplies by 5 / 9. The tests pass (4/4); task 1 is completed.",
          ),
        ],
      ],
    ),
    settings: { SCHEDULE_SEED: "s20-demo" },
    ...outside("demo.json"),
  },
} satisfies ScriptedCassettes;
