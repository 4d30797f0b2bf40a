/**
 * Lesson s11's scripted cassettes (`pnpm cassettes:scripted` writes them here). Scripted, in the Messages API's shape:
 * the failed calls are kept as a recording keeps them (`failures`: the status, the API's error body, its retry-after),
 * and so are the values from outside the session (`outside`): the jitter's seed, each wait, the clock where the
 * fallback model's cool-down is measured. A replay throws the SDK's own error classes again, and never waits.
 * - `demo.json`: fix the receipt's amounts, then print two long receipts. The API is overloaded at the first call
 *   (529 three times in a row: the calls go to the fallback model, and back to the primary after its cool-down), an
 *   answer is cut off at max_tokens inside a tool call, and the two receipts make the next prompt too long for the
 *   model's window (24 000 tokens here): the lesson compacts and the task goes on.
 * - `busy.json`: a 429 with retry-after, a 500, a connection reset, then 529s to the fallback and back.
 * - `cut.json`: an answer cut off four times in one turn: the limit raised once, three "continue" turns, then the
 *   answer stays cut; the next prompt starts at the usual limit.
 * - `trim.json`: a window so small that compaction is not enough: the history is trimmed at a pair boundary.
 */
import type { Cassette, RecordedError, RecordedOutside } from "@agent-workbook/kit";
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
  type Turn,
} from "@agent-workbook/kit/authoring/cassette-script";

/** A response whose tool results add `adds` tokens to the next request. */
const reads = (adds: number, ...blocks: Turn["blocks"]): Turn => ({ blocks, adds });

/** The API's errors, as it sends them. */
const OVERLOADED: RecordedError = {
  status: 529,
  body: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
};
const RATE_LIMITED: RecordedError = {
  status: 429,
  body: {
    type: "error",
    error: {
      type: "rate_limit_error",
      message:
        "This request would exceed your organization's rate limit of 50 requests per minute. Please try again later.",
    },
  },
  retryAfter: "2",
};
const SERVER: RecordedError = {
  status: 500,
  body: { type: "error", error: { type: "api_error", message: "Internal server error" } },
};
const RESET: RecordedError = { message: "Connection error." };

/** The lesson's jitter (mulberry32, as agent.ts draws it) from a seed, so that the recorded waits are the ones it asks. */
function jitter(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
/** The backoff before try `next` (agent.ts's): 1 s · 2^(next - 2) at most 32 s, plus up to a quarter. */
const backoff = (next: number, random: () => number) =>
  Math.round(Math.min(1000 * 2 ** (next - 2), 32_000) * (1 + random() / 4));

/** What a scripted session's clock, waits and seed were, in order, each at the calls made before it. */
class Outside {
  readonly values: RecordedOutside[] = [];
  private random: (() => number) | undefined;
  private readonly seed: number;
  constructor(seed: number) {
    this.seed = seed;
  }
  /** A failed call's wait before try `next`: the retry-after's, else the backoff's (the seed drawn at the first). */
  wait(calls: number, next: number, retryAfter?: string): number {
    if (!this.random && !retryAfter) {
      this.values.push({ calls, what: "seed", value: this.seed });
      this.random = jitter(this.seed);
    }
    const ms = retryAfter ? Number(retryAfter) * 1000 : backoff(next, this.random!);
    this.values.push({ calls, what: "wait", value: { ms, woken: false } });
    return ms;
  }
  clock(calls: number, ms: number): void {
    this.values.push({ calls, what: "clock", value: ms });
  }
}

/** A cassette with its failures, outside values and window. */
const withRecovery = (
  tape: Cassette,
  failures: Cassette["failures"],
  outside: Outside,
  window?: number,
): Cassette =>
  ({ ...tape, ...(window ? { window } : {}), failures, outside: outside.values }) as Cassette;

/** Response `n` of `tape`, cut off at max_tokens: the output is the limit, a tool call's input only begun. */
function cutAt(tape: Cassette, n: number, limit: number, input?: Record<string, unknown>): void {
  const response = tape.interactions[n].response as unknown as {
    stop_reason: string;
    usage: { output_tokens: number };
    content: { type: string; input?: unknown }[];
  };
  response.stop_reason = "max_tokens";
  response.usage.output_tokens = limit;
  const tool = response.content.find((b) => b.type === "tool_use");
  if (tool && input) tool.input = input;
}

// The demo.
const PLAN = [
  "Fix formatAmount in src/receipt.js",
  "Verify: run all the tests",
  "Print the two long receipts",
];
const STATUS: Record<string, string> = { x: "completed", ">": "in_progress", " ": "pending" };
const todoWrite = (states: string) =>
  call("todo_write", { todos: PLAN.map((content, i) => ({ content, status: STATUS[states[i]] })) });
const RUN = "node test/run-all.js";
/** A receipt of 3000 items of one price, no tax; with `| tail -1`, its total line alone. */
const longReceipt = (price: number, tail = "") =>
  `node -e 'import("./src/receipt.js").then(({ receipt }) => console.log(receipt(Array.from({ length: 3000 }, (_, i) => ({ name: "item" + i, price: ${price}, quantity: 1 })), 0)))'${tail}`;
const OLD = "return `${amount} EUR`;";
const NEW = "return `${amount.toFixed(2)} EUR`;";

const DEMO_SUMMARY = `The user's request: "Fix formatAmount in src/receipt.js so that the receipt checks pass (node test/run-all.js runs every test), then print the receipts of two long carts: 3000 items at 0.10 and 3000 at 0.25, no tax."

Done:
- node test/run-all.js showed three failing checks in test/receipt.test.js: formatAmount printed no second decimal ("12.5 EUR" for "12.50 EUR").
- src/receipt.js: formatAmount now returns \`\${amount.toFixed(2)} EUR\`; node test/run-all.js then showed every check ok.
- Printed both receipts. Each output was cut before its total line: the last lines seen are item lines.

Open: read each receipt's total line (e.g. with | tail -1), then report.
Files changed: src/receipt.js.`;

const demoOutside = new Outside(20_251_127);
const [first, second] = [demoOutside.wait(0, 2), demoOutside.wait(0, 3)];
const switched = first + second + 2100; // the third 529: the fallback takes over (the clock read then)
demoOutside.wait(0, 4, "3");
// The clock before each call on the fallback: its fourth try, then the calls after it, until the cool-down is over.
for (const [calls, ms] of [
  [0, 3000],
  [1, 13_600],
  [2, 27_900],
  [3, 41_200],
  [4, 63_500],
]) {
  demoOutside.clock(calls, switched + ms);
}
demoOutside.values.splice(3, 0, { calls: 0, what: "clock", value: switched });

const DEMO_STEPS: Turn[] = [
  reads(
    320,
    say("The plan first, then what the tests say today."),
    todoWrite(">  "),
    call("bash", { command: RUN }),
  ),
  reads(
    120,
    say("Three receipt checks fail: a missing second decimal. The function:"),
    call("read_file", { path: "src/receipt.js" }),
  ),
  // Cut off at max_tokens inside the edit: the lesson keeps the text, drops the call, raises the limit, asks to continue.
  reads(
    0,
    say("formatAmount returns the amount as it is; a receipt wants two decimals. The fix:"),
    call("edit_file", { path: "src/receipt.js", old_text: OLD, new_text: NEW }),
  ),
  reads(60, call("edit_file", { path: "src/receipt.js", old_text: OLD, new_text: NEW })),
  reads(300, todoWrite("x> "), call("bash", { command: RUN })),
  reads(
    0,
    say("Every check passes. Now the two long receipts."),
    todoWrite("xx>"),
    call("bash", { command: longReceipt(0.1) }),
    call("bash", { command: longReceipt(0.25) }),
  ),
  // The next request is longer than the window: the API refuses it; the lesson compacts and asks again.
  { agent: "summary", blocks: [say(DEMO_SUMMARY)], context: 20_400 },
  {
    context: 1900,
    adds: 80,
    blocks: [
      say("The receipts were cut before their total lines; the total lines alone:"),
      call("bash", { command: longReceipt(0.1, " | tail -1") }),
      call("bash", { command: longReceipt(0.25, " | tail -1") }),
    ],
  },
  [todoWrite("xxx")],
  {
    blocks: [
      say(
        "Done: formatAmount in src/receipt.js now prints two decimals, and every check of node test/run-all.js passes. The long receipts end with Total  300.00 EUR (3000 items at 0.10) and Total  750.00 EUR (3000 at 0.25).",
      ),
    ],
  },
];
const demoTape = cassette(
  "s11",
  "demo",
  [
    "Fix formatAmount in src/receipt.js so that the receipt checks pass (node test/run-all.js runs every test), then print the receipts of two long carts: 3000 items at 0.10 and 3000 at 0.25, no tax.",
  ],
  DEMO_STEPS,
);
cutAt(demoTape, 2, 8000, { path: "src/receipt.js", old_text: OLD });
const demo = withRecovery(
  demoTape,
  [0, 0, 0].map((calls, k) => ({
    calls,
    error: k === 2 ? { ...OVERLOADED, retryAfter: "3" } : OVERLOADED,
  })),
  demoOutside,
  24_000,
);

// busy.json: a 429 that says how long to wait, a 500, a reset connection; then 529s, the fallback, and back.
const busyOutside = new Outside(11);
busyOutside.wait(0, 2, "2");
busyOutside.wait(0, 3);
busyOutside.wait(0, 4);
busyOutside.wait(1, 2);
busyOutside.wait(1, 3);
busyOutside.clock(1, 9000); // the third 529 in a row: the fallback
busyOutside.wait(1, 4);
busyOutside.clock(1, 13_000); // its try 4, on the fallback
busyOutside.clock(2, 75_000); // the next call: the cool-down is over
const busy = withRecovery(
  cassette(
    "s11",
    "busy",
    ["How many lines do the sources and the tests have?"],
    [
      [call("bash", { command: "wc -l src/*.js" })],
      [call("bash", { command: "wc -l test/*.js" })],
      [
        say(
          "The counts are in the two outputs above: wc -l prints each file's lines, then the total.",
        ),
      ],
    ],
  ),
  [
    { calls: 0, error: RATE_LIMITED },
    { calls: 0, error: SERVER },
    { calls: 0, error: RESET },
    { calls: 1, error: OVERLOADED },
    { calls: 1, error: OVERLOADED },
    { calls: 1, error: OVERLOADED },
  ],
  busyOutside,
);

// cut.json: four cuts in one turn (the limit raised once, three continue turns, then the answer stays cut); in the
// next turn, a cut that falls inside the only block, a tool call: nothing of it is kept but a note, and it is made again.
const NOTES = "# Notes\n\nThe sample is a shop's helpers: prices, a cart, a receipt.\n";
const cutTape = cassette(
  "s11",
  "cut",
  ["Describe the sample's modules at length.", "Now write NOTES.md with a line about the sample."],
  [
    [say("src/price.js holds withTax and discount; they round to the cent, and")],
    [say("src/cart.js holds total and count; total adds the tax of")],
    [say("src/receipt.js holds formatAmount and receipt; a receipt is a line per item and")],
    [say("then a total line; every amount goes through formatAmount, which")],
    [call("write_file", { path: "NOTES.md", content: NOTES })],
    [call("write_file", { path: "NOTES.md", content: NOTES })],
    [say("NOTES.md is written.")],
  ],
);
for (const [n, limit] of [
  [0, 8000],
  [1, 64_000],
  [2, 64_000],
  [3, 64_000],
  [4, 8000],
] as const) {
  cutAt(cutTape, n, limit, { path: "NOTES.md" });
}
const cut = withRecovery(cutTape, [], new Outside(0));

// trim.json: a window of 14 000 tokens; two outputs of about 10 000 each. Compaction cannot help (the summary's own
// request is over the window too), so the history is trimmed at a pair boundary, and the next try fits.
const trim = withRecovery(
  cassette(
    "s11",
    "trim",
    [
      "Print the numbers from 100000 to 105700, then from 200000 to 205700, and tell me the last of each.",
    ],
    [
      reads(10_000, call("bash", { command: "seq 100000 105700" })),
      reads(10_000, call("bash", { command: "seq 200000 205700" })),
      {
        context: 12_100,
        blocks: [
          say(
            "The second run ended at 205700, the last number it printed; the first, as seq does, ended at 105700.",
          ),
        ],
      },
    ],
  ),
  [],
  new Outside(0),
  14_000,
);

export default {
  "demo.json": demo,
  "busy.json": busy,
  "cut.json": cut,
  "trim.json": trim,
} satisfies ScriptedCassettes;
