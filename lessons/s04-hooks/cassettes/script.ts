/**
 * Lesson s04's scripted cassettes (`pnpm cassettes:scripted` writes them here). No model wrote them: each response
 * is in the Messages API's shape, and its tool calls run for real, through the lesson's hooks and rules, when
 * replayed.
 *
 * - `demo.json`: the sample's three hooks at work. The PreToolUse hook (a Python validator) blocks `cat convert.js`
 *   before any rule is read, and the model reads its reason; the PostToolUse hook (a shell script, jq or Python)
 *   logs each command that ran and adds that to its result; the Stop hook sends the agent back once, because no test
 *   run is logged, and the agent runs the tests.
 *
 * - `hook-cases.json`: one answer of the protocol a round, from the hooks of `hook-cases.workspace/`: a hook that
 *   crashes (exit 1: an error shown, the rules decide), a JSON deny, an `updatedInput` (and a PostToolUse
 *   `additionalContext` after it), a hook's allow where no rule allows, exit 2 with its reason, and `continue:
 *   false`, which ends the turn. The exercise is checked on it.
 *
 * The hooks are real, and what they did is in the cassette, so that a replay gives it back whatever the machine has
 * installed: `pnpm cassettes:scripted --outside s04` runs the session live on the mock API, the hooks run, and writes
 * each event's runs (exit code, output, time) to `outside/answers.json`, read here. The workspace's trust is the
 * demo's own: a fresh copy of the sample, trusted; it is given without a terminal.
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

/** What came from outside the session of cassette `name`: its workspace (trusted) and its hooks' runs. */
const outside = (name: string, trust: string): { outside: RecordedOutside[] } => {
  const live = (answers as Record<string, RecordedOutside[]>)[name] ?? [];
  return {
    outside: [
      { calls: 0, what: "terminal", value: false },
      { calls: 0, what: "trust", value: { kind: "hooks:trust", hooks: HOOKS, why: trust } },
      ...live.filter((v) => v.what === "hooks" || v.what === "session id"),
    ],
  };
};

export default {
  "demo.json": {
    ...cassette(
      "s04",
      "demo",
      ["The tests fail. Find the bug in convert.js and fix it."],
      [
        [say("First, the file the tests are about."), call("bash", { command: "cat convert.js" })],
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
        [say("fahrenheitToCelsius now subtracts 32 before it scales.")],
        [say("The Stop hook asks for a test run first."), call("bash", { command: "npm test" })],
        [
          say(
            "The tests pass (4/4), and the command is logged in .workbook/command-log.txt. The fix: fahrenheitToCelsius in convert.js subtracts 32 before it multiplies by 5 / 9.",
          ),
        ],
      ],
    ),
    ...outside("demo.json", "sample"),
  },
  "hook-cases.json": {
    ...cassette(
      "s04",
      "hook-cases",
      ["Run each of these commands, one at a time: echo one, two, three, ls, echo four, five."],
      [
        ...["echo one", "echo two", "echo three", "ls", "echo four", "echo five"].map((command) => [
          call("bash", { command }),
        ]),
      ],
    ),
    ...outside("hook-cases.json", "sample"),
  },
} satisfies ScriptedCassettes;
