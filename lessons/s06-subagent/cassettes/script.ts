/**
 * Lesson s06's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, where the agent hands
 * a reading-heavy sub-task to a subagent (how are the tests run, what fails, why) and acts on its report;
 * `subagent-cases.json`, the subagent's edges, one task call each: an empty task, a subagent that asks for task,
 * todo_write and a tool it made up, a second one (a fresh history again) that reaches its limit of 30 rounds, a
 * report in two text blocks with blank lines around, and a report cut off at max_tokens (its exercise is checked
 * on both). A subagent's responses are marked `agent: "subagent"`, and each agent's token counts grow with its own
 * context.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Cassette } from "@agent-workbook/kit";
import {
  call,
  cassette,
  STATUS,
  type ScriptedCassettes,
  say,
  type Step,
  type Turn,
} from "@agent-workbook/kit/authoring/cassette-script";

/** About how many tokens a text takes (3.5 characters a token), what a tool result adds to the next request. */
const tokens = (...texts: string[]) => Math.round(texts.join("").length / 3.5);
const sample = (path: string) =>
  readFileSync(join(import.meta.dirname, "..", "sample", path), "utf-8");
/** A response of the subagent, whose results add `adds` tokens to its own context. */
const sub = (adds: number, ...blocks: Turn["blocks"]): Turn => ({
  agent: "subagent",
  blocks,
  adds,
});

const PLAN = [
  "Find how the tests run and what fails (subagent)",
  "Fix the cause",
  "Verify: run the tests again",
];
const todoWrite = (states: string) =>
  call("todo_write", { todos: PLAN.map((content, i) => ({ content, status: STATUS[states[i]] })) });

const DIG =
  "Find out how this project's tests are run and which of them fail, and why. Read package.json, the test runner and the test files, run the tests, and read the code of whatever fails. Report in a few lines: the command, the failing checks, and the cause, with the file and the line to change. Change nothing.";
const RUN = "node test/run-all.js";
/** What the tests print before the fix (the subagent's run: 12 lines, 3 of them FAIL). */
const FAILING = `# cart.test.js
ok   total(cart, 0.2)
ok   total([], 0.2)
ok   count(cart)
# price.test.js
ok   withTax(10, 0.2)
ok   withTax(9.99, 0.2)
ok   discount(80, 25)
# receipt.test.js
FAIL formatAmount(12.5): got "12.5 EUR", want "12.50 EUR"
FAIL formatAmount(3): got "3 EUR", want "3.00 EUR"
FAIL receipt's total line: got "Total  7.2 EUR", want "Total  7.20 EUR"
(exit code 1)`;
const FILES =
  "README.md\npackage.json\nsrc/cart.js\nsrc/price.js\nsrc/receipt.js\ntest/cart.test.js\ntest/check.js\ntest/price.test.js\ntest/receipt.test.js\ntest/run-all.js";
const REPORT = `How they run: \`npm test\`, which is \`node test/run-all.js\` (package.json); it imports each test/*.test.js in turn, and a check prints ok or FAIL (test/check.js).

What fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatAmount(3) gives "3 EUR" (want "3.00 EUR"), and the receipt's total line "Total  7.2 EUR" (want "Total  7.20 EUR").

Why: formatAmount in src/receipt.js (line 5) prints the number as it is: \`\${amount} EUR\`. It should print two decimals: \`\${amount.toFixed(2)} EUR\`. The totals themselves are right (src/cart.js and src/price.js pass their checks); only the formatting is wrong.`;

const demo = cassette(
  "s06",
  "demo",
  ["The tests of this project fail. Find out how they are run and what fails, then fix it."],
  [
    [
      say(
        "Plan first. The digging (the test runner, the tests, the code) goes to a subagent, so that the files and the test output stay out of my context.",
      ),
      todoWrite(">  "),
      call("task", { description: DIG }),
    ],
    sub(tokens(FILES), say("The layout first."), call("glob", { pattern: "**/*" })),
    sub(
      tokens(sample("package.json"), sample("test/run-all.js")),
      call("read_file", { path: "package.json" }),
      call("read_file", { path: "test/run-all.js" }),
    ),
    sub(
      tokens(FAILING),
      say(`npm test is \`${RUN}\`; running it.`),
      call("bash", { command: RUN }),
    ),
    sub(
      tokens(sample("test/receipt.test.js"), sample("test/check.js")),
      say("Three checks fail, all in receipt.test.js."),
      call("read_file", { path: "test/receipt.test.js" }),
      call("read_file", { path: "test/check.js" }),
    ),
    sub(
      tokens(sample("src/receipt.js"), sample("src/cart.js"), sample("src/price.js")),
      call("read_file", { path: "src/receipt.js" }),
      call("read_file", { path: "src/cart.js" }),
      call("read_file", { path: "src/price.js" }),
    ),
    sub(0, say(REPORT)),
    [
      say("The subagent found it: formatAmount prints the number as it is. Fixing that line."),
      todoWrite("x> "),
      call("edit_file", {
        path: "src/receipt.js",
        old_text: "  return `${amount} EUR`;",
        new_text: "  return `${amount.toFixed(2)} EUR`;",
      }),
    ],
    [todoWrite("xx>"), call("bash", { command: RUN })],
    [todoWrite("xxx")],
    [
      say(
        "Done:\n- The tests run with `npm test` (`node test/run-all.js`); 3 of 9 checks failed, all in `test/receipt.test.js`.\n- The cause, found by a subagent that read the runner, the tests and the code: `formatAmount` in `src/receipt.js` printed amounts without two decimals. It now uses `toFixed(2)`, and all 9 checks pass.",
      ),
    ],
  ],
);

/** The subagent's edges, one task call each: what comes back to the parent is the next parent request's tool_result. */
const CASES: (Step | Turn)[] = [
  // An empty task: refused by the tool's schema, no subagent starts.
  [call("task", { description: "  " })],
  // A subagent that tries to delegate, to plan, and to grep: to it, all three tools are unknown.
  [
    call("task", {
      description: "List the files here, then hand their summary to another subagent.",
    }),
  ],
  sub(
    60,
    call("glob", { pattern: "*" }),
    call("task", { description: "Summarise README.md and package.json." }),
    call("grep", { pattern: "TODO", path: "src" }),
  ),
  sub(
    60,
    call("todo_write", { todos: [{ content: "Summarise the files", status: "in_progress" }] }),
  ),
  sub(
    0,
    say(
      "I cannot hand work on, nor keep a plan, nor grep: I have no task, todo_write or grep tool. The files here: README.md, package.json, and the folders src/ and test/.",
    ),
  ),
  // A subagent that never finishes: stopped after 30 rounds, and the parent is told so.
  [call("task", { description: "Check steps 1 to 40 with one echo each, then report." })],
  ...Array.from(
    { length: 30 },
    (_, k): Turn => sub(40, call("bash", { command: `echo step ${k + 1}` })),
  ),
  // A report in two text blocks, with blank lines around: the texts joined by a newline, the whole trimmed.
  [call("task", { description: "Read README.md and say in two lines what this project is." })],
  sub(tokens(sample("README.md")), call("read_file", { path: "README.md" })),
  sub(
    0,
    say("\nshop-utils: small helpers for a shop (prices, carts, receipts) in src/.\n"),
    say("Its tests are in test/.\n"),
  ),
  // A report cut off at max_tokens (its response is marked so below): the parent is told it is cut off.
  [
    call("task", {
      description:
        "Say in one line a file what these functions are for, going by their names: src/cart.js has total(lines, taxRate) and count(lines); src/price.js has withTax(net, rate) and discount(price, percent).",
    }),
  ],
  sub(
    0,
    say(
      "src/cart.js: total(lines, taxRate) gives the cart's total at a tax rate; count(lines) counts its items.\nsrc/price.js: withTax(net, rate) adds",
    ),
  ),
  [say("Done.")],
];

/** The subagent's responses that stop at max_tokens: the last text of CASES, cut off mid-sentence. */
const CUT_OFF = [CASES.length - 2];

/** A cassette with the responses at `steps` stopped by max_tokens, as the API answers when the limit is reached. */
function cutOff(tape: Cassette, steps: number[]): Cassette {
  for (const n of steps) {
    const response = tape.interactions[n].response as {
      stop_reason: string;
      usage: { output_tokens: number };
    };
    response.stop_reason = "max_tokens";
    response.usage.output_tokens = 8000; // the lesson's MAX_TOKENS
  }
  return tape;
}

const cases = cutOff(
  cassette("s06", "subagent-cases", ["Try the subagent's edges."], CASES),
  CUT_OFF,
);

export default {
  "demo.json": demo,
  "subagent-cases.json": cases,
} satisfies ScriptedCassettes;

/** What an answer states that its request does not hold, and why it may (test/honest-answers.test.ts). */
export const notInRequest: Record<string, [claim: string, reason: string][]> = {
  "demo.json": [
    ["9", "counted: the test run printed nine ok or FAIL lines"],
    ["5", "counted: formatAmount's return is the fifth line of src/receipt.js as read"],
    ["${amount.toFixed(2)} EUR", "the fix the subagent proposes, not a fact it read"],
  ],
};
