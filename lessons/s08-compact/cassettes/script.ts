/**
 * Lesson s08's scripted cassettes (`pnpm cassettes:scripted` writes them here). Each keeps the threshold it was
 * made with (`settings`: COMPACT_THRESHOLD), which a replay sets again; the summary's calls are marked
 * `agent: "summary"`, and the first main call after a compaction starts from the smaller context.
 * - `demo.json`: a long reading task (every module and test of the sample, for docs/API.md) crosses a threshold of
 *   THRESHOLD tokens; old results become placeholders on the way, the history is compacted (the summary is made from
 *   the transcript, every result whole; the last round, short, is kept beside it), and the plan goes on.
 * - `compact-cases.json`: the model calls `compact` after multi-tool rounds, so that the cut falls inside a round
 *   and moves to the next pair boundary; then it calls it again and the summary call fails (cut off at max_tokens):
 *   the conversation goes on as it was.
 * - `too-long.json`: a model with a window of 25 000 tokens; three long outputs in one round make the next request
 *   too long, the API refuses it, and the lesson compacts and retries once.
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
/** A main agent's response whose tool results add `adds` tokens to its context. */
const reads = (adds: number, ...blocks: Turn["blocks"]): Turn => ({ blocks, adds });
/** The summary's call: its input is the transcript it was given. */
const summary = (context: number, text: string): Turn => ({
  agent: "summary",
  blocks: [say(text)],
  context,
});

/** A cassette that keeps the settings it was made with, and the model's window when it has one. */
const withSettings = (tape: Cassette, threshold: number, window?: number): Cassette =>
  ({
    ...tape,
    settings: { COMPACT_THRESHOLD: String(threshold) },
    ...(window ? { window } : {}),
  }) as Cassette;

const PLAN = [
  "Read the modules in src/",
  "Read the tests",
  "Write docs/API.md",
  "Verify: every export is in docs/API.md",
];
const todoWrite = (states: string) =>
  call("todo_write", { todos: PLAN.map((content, i) => ({ content, status: STATUS[states[i]] })) });

const API_MD = `# shop-utils: API

## src/price.js
- \`withTax(net, rate)\`: the price with tax added, rounded to the cent. Tested in test/price.test.js.
- \`discount(price, percent)\`: the price less a discount in percent, rounded to the cent. Tested in test/price.test.js.

## src/cart.js
- \`total(lines, taxRate)\`: the cart's total with tax; each line is { name, price, quantity }. Tested in test/cart.test.js.
- \`count(lines)\`: how many items the cart holds. Tested in test/cart.test.js.

## src/receipt.js
- \`formatAmount(amount)\`: an amount as a receipt shows it. Tested in test/receipt.test.js (2 checks fail: it prints no
  second decimal, "12.5 EUR" for "12.50 EUR").
- \`receipt(lines, taxRate)\`: a line per item, then the total with tax. Tested in test/receipt.test.js (its total line
  fails for the same reason).
`;
const CHECK =
  'for f in $(grep -ho "export function [a-zA-Z]*" src/*.js | cut -d" " -f3); do grep -q "\\`$f(" docs/API.md && echo "ok $f" || echo "MISSING $f"; done';
const RUN = "node test/run-all.js";
const RUN_OUTPUT = sample("test/run-all.js").length * 2; // the 12 lines the tests print, about

const DEMO_SUMMARY = `The user's request: "Write docs/API.md: for every exported function in src/, its signature, what it does in one line, and the tests that check it."

Done:
- Read the modules. src/price.js: withTax(net, rate), the price with tax added, rounded to the cent; discount(price, percent), the price less a discount in percent, rounded to the cent. src/cart.js: total(lines, taxRate), the cart's total with tax, each line being { name, price, quantity }; count(lines), how many items the cart holds. src/receipt.js: formatAmount(amount), an amount as a receipt shows it (it returns \`\${amount} EUR\`); receipt(lines, taxRate), a line per item, then the total with tax.
- Read the tests: test/price.test.js checks withTax and discount; test/cart.test.js checks total and count; test/receipt.test.js checks formatAmount and receipt's total line; test/check.js prints ok or FAIL per check.
- Ran node test/run-all.js: every check passes but three, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR", want "12.50 EUR"; formatAmount(3) gives "3 EUR", want "3.00 EUR"; receipt's total line gives "Total  7.2 EUR", want "Total  7.20 EUR".

Open: write docs/API.md (not written yet), then verify that every export is in it.
Files read: src/price.js, src/cart.js, src/receipt.js, test/price.test.js, test/cart.test.js, test/receipt.test.js, test/check.js. Files changed: none.
Decisions: document the code as it is; note the three failing receipt checks in docs/API.md rather than fix them (not asked).`;

/** The summary's input: the transcript, every file read whole and the tests' output, with the summary's prompt. */
const SUMMARY_IN = 2150; // about the mock API's estimate of that request (2113)
/** The threshold of the demo: the reading rounds stay under it, the short round after them crosses it. */
const THRESHOLD = 3000;

const demo = withSettings(
  cassette(
    "s08",
    "demo",
    [
      "Write docs/API.md: for every exported function in src/, its signature, what it does in one line, and the tests that check it.",
    ],
    [
      reads(
        tokens("src/cart.js\nsrc/price.js\nsrc/receipt.js\ntest/cart.test.js …"),
        say("A reading task: every module, then every test. The plan first."),
        todoWrite(">   "),
        call("glob", { pattern: "**/*.js" }),
      ),
      reads(
        tokens(sample("src/price.js"), sample("src/cart.js")),
        call("read_file", { path: "src/price.js" }),
        call("read_file", { path: "src/cart.js" }),
      ),
      reads(
        tokens(sample("src/receipt.js")),
        call("read_file", { path: "src/receipt.js" }),
        todoWrite("x>  "),
      ),
      reads(
        tokens(
          sample("test/price.test.js"),
          sample("test/cart.test.js"),
          sample("test/receipt.test.js"),
        ),
        say("The modules export six functions. Now which test checks which."),
        call("read_file", { path: "test/price.test.js" }),
        call("read_file", { path: "test/cart.test.js" }),
        call("read_file", { path: "test/receipt.test.js" }),
      ),
      reads(
        tokens(sample("test/check.js")) + Math.round(RUN_OUTPUT / 3.5),
        say("And how a check reports, and what the tests say today."),
        call("read_file", { path: "test/check.js" }),
        call("bash", { command: RUN }),
      ),
      // A short round: its count crosses the threshold, and it is what stays beside the summary.
      [
        say("All read: every check passes but three, all in test/receipt.test.js. The doc next."),
        todoWrite("xx> "),
      ],
      summary(SUMMARY_IN, DEMO_SUMMARY),
      {
        context: 2150,
        blocks: [
          say("Three receipt checks fail today; the doc says so. Writing it."),
          call("write_file", { path: "docs/API.md", content: API_MD }),
        ],
      },
      [todoWrite("xxx>"), call("bash", { command: CHECK })],
      [todoWrite("xxxx")],
      [
        say(
          "Done: docs/API.md lists the six exported functions of src/ (price.js, cart.js, receipt.js), each with its signature, one line on what it does and its test file; all six are in it (checked with grep). It also notes the three receipt checks that fail today: formatAmount prints no second decimal.",
        ),
      ],
    ],
  ),
  THRESHOLD,
);

/** The cases: compact asked by the model after multi-tool rounds (the cut moves to a boundary), then a failed summary. */
const CASES: (Step | Turn)[] = [
  reads(
    tokens(sample("src/price.js"), sample("src/cart.js"), sample("src/receipt.js")),
    call("read_file", { path: "src/price.js" }),
    call("read_file", { path: "src/cart.js" }),
    call("read_file", { path: "src/receipt.js" }),
  ),
  reads(
    tokens(sample("test/price.test.js"), sample("test/cart.test.js")) + 120,
    call("read_file", { path: "test/price.test.js" }),
    call("read_file", { path: "test/cart.test.js" }),
    call("bash", { command: RUN }),
  ),
  reads(
    tokens(sample("README.md")),
    call("glob", { pattern: "src/*.js" }),
    call("read_file", { path: "README.md" }),
  ),
  [call("compact", { focus: "the six functions of src/ and which test checks each" })],
  summary(
    1900,
    "The user asked to try compaction's edges. Done: read src/price.js, src/cart.js, src/receipt.js (withTax, discount, total, count, formatAmount, receipt), test/price.test.js and test/cart.test.js, ran the tests (every check passes but three, all in test/receipt.test.js), listed src/ and read README.md. Open: nothing yet. Files changed: none.",
  ),
  {
    context: 2300,
    blocks: [say("Compacted. Once more, with nothing new to keep."), call("compact", {})],
  },
  // The summary call fails: cut off at max_tokens (below), so no summary replaces anything.
  summary(2100, "The user asked to try compaction's edges. Done: read every module of src/ and"),
  [
    say("The summary failed, and my conversation is as it was. Going on."),
    call("bash", { command: "echo still here" }),
  ],
  [say("Done.")],
];

const cases = cassette("s08", "compact-cases", ["Try compaction's edges."], CASES);
// The second summary stops at max_tokens, as the API answers when the limit is reached.
const cut = cases.interactions[CASES.length - 3].response as {
  stop_reason: string;
  usage: { output_tokens: number };
};
cut.stop_reason = "max_tokens";
cut.usage.output_tokens = 2000; // the summary's SUMMARY_MAX_TOKENS

const SEQS = ["seq 100000 108000", "seq 200000 208000", "seq 300000 308000"];
const tooLong = withSettings(
  cassette(
    "s08",
    "too-long",
    [
      "Run seq 100000 108000, seq 200000 208000 and seq 300000 308000, then tell me the last line of each.",
    ],
    [
      reads(
        38_000,
        say("Three long outputs."),
        ...SEQS.map((command) => call("bash", { command })),
      ),
      // The next request is over the window: the API refuses it, the lesson compacts and asks again.
      summary(
        22_600,
        "The user asked to run seq 100000 108000, seq 200000 208000 and seq 300000 308000 and to give the last line of each. Done: the three commands ran; their outputs are long, and the third as shown ends at 307142, short of 308000. Open: answer with each sequence's last line. Files changed: none.",
      ),
      {
        context: 1950,
        blocks: [
          say(
            "The last lines are 108000, 208000 and 308000: seq ends at the number it is given (the outputs as shown stop before their ends).",
          ),
        ],
      },
    ],
  ),
  20_000,
  25_000,
);

export default {
  "demo.json": demo,
  "compact-cases.json": withSettings(cases, 50_000),
  "too-long.json": tooLong,
} satisfies ScriptedCassettes;
