/**
 * Lesson s03p's scripted cassettes (`pnpm cassettes:scripted` writes them here). No model wrote them: each response
 * is in the Messages API's shape, and its tool calls run for real, through the lesson's rules, when replayed.
 *
 * - `demo.json`: the sample's rules at work. `npm test` runs by the allow rule `Bash(npm test)`; the deny rule
 *   `Bash(rm *)` stops `rm -rf build && echo cleared`, and the model reads which rule did; the edit of convert.js
 *   is asked, and the learner's answer, "always", writes `Edit(./convert.js)` to `.workbook/settings.local.json`.
 *   The recording was made on a terminal, and that answer is a value from outside the session (`outside`), as a
 *   recording keeps it: a replay gives it back.
 * - `rules-cases.json`: the table, one command a round, then the matcher's edges and an ask rule, in the
 *   default mode without a terminal (each ask is a denial that says how to allow the call). The exercise is
 *   checked on it.
 */
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
} from "@agent-workbook/kit/authoring/cassette-script";

/** The commands of the table, in its order. */
export const TABLE = [
  "npm test",
  "timeout 5 npm test",
  "npm test && echo ok",
  "echo a && rm -rf build",
  'bash -c "rm -rf build"',
  "r''m -rf build",
  "timeout 5 rm -rf build",
  "(cd . && rm -rf build)",
  "echo $(rm -rf build)",
  "echo x > secret/a",
  "PATH=/tmp/x npm test",
  'eval "rm -rf build"',
  "find . -delete",
  "ls > /dev/null 2>&1",
];

/** Beyond the table: the matcher's edges (a word boundary, the bare command, a * inside), and an ask rule. */
export const EDGES = ["lsof -i", "ls", "node --no-warnings test.js", "git push origin main"];

/** A cassette with the values that came from outside the session, each after `calls` model calls. */
const withOutside = (
  tape: ReturnType<typeof cassette>,
  outside: { calls: number; what: string; value: unknown }[],
) => ({ ...tape, outside }) as ReturnType<typeof cassette>;

export default {
  "demo.json": withOutside(
    cassette(
      "s03p",
      "demo",
      ["The tests fail. Clear out the old build folder, fix the bug, and run the tests again."],
      [
        [say("First, the tests as they are."), call("bash", { command: "npm test" })],
        [
          say("Two fahrenheitToCelsius cases fail. Before the fix, the old build output goes."),
          call("bash", { command: "rm -rf build && echo cleared" }),
        ],
        [
          say(
            "The deny rule Bash(rm *) in .workbook/settings.json stops rm: I leave build/ as it is. Now the function that fails.",
          ),
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
        [call("bash", { command: "npm test" })],
        [
          say(
            "The tests pass (4/4): fahrenheitToCelsius now subtracts 32 before it scales. I did not clear build/: the deny rule Bash(rm *) in .workbook/settings.json stops rm, so remove it yourself if you want it gone.",
          ),
        ],
      ],
    ),
    [
      { calls: 0, what: "terminal", value: true },
      { calls: 4, what: "permission", value: "always" },
    ],
  ),
  "rules-cases.json": withOutside(
    cassette(
      "s03p",
      "rules-cases",
      ["Run each of these commands, one at a time."],
      [
        ...[...TABLE, ...EDGES].map((command) => [call("bash", { command })]),
        [say("Six commands ran; the rules denied the other twelve, each with its reason.")],
      ],
    ),
    [{ calls: 0, what: "terminal", value: false }],
  ),
} satisfies ScriptedCassettes;
