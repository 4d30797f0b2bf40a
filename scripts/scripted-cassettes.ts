/**
 * Writes the scripted cassettes: for v2, s03 and s05 a `demo.json` (what a learner without a key watches)
 * and a `nag.json` (25+ rounds that show when the reminder fires); for the exercises' checks (`pnpm exercise`),
 * v2's, s03's and s05's `todo-cases.json` (every answer of the todo tool), v0's `loop.json` and v1's `dispatch.json`.
 * No model produced them: each response is written here in the Messages API shape, and the tools
 * they call run for real when the cassette is replayed. `pnpm cassettes:scripted` rewrites them.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { saveCassette, type Cassette } from "@agent-workbook/kit";
import { ROOT } from "@agent-workbook/kit/paths";

const MODEL = "claude-sonnet-4-6";

type Block = { type: "text"; text: string } | { type: "tool_use"; name: string; input: Record<string, unknown> };
/** One model response: what it says and the tools it calls (none: the turn ends). */
type Step = Block[];

/** A text block of a scripted response. */
export const say = (text: string): Block => ({ type: "text", text });
/** A tool call of a scripted response. */
export const call = (name: string, input: Record<string, unknown>): Block => ({ type: "tool_use", name, input });

/** A stable id like the API's (`msg_01…`, `toolu_01…`), derived from where it is used. */
function id(prefix: string, seed: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = createHash("sha256").update(seed).digest();
  return `${prefix}_01${[...bytes.subarray(0, 22)].map((b) => alphabet[b % 62]).join("")}`;
}

/** A scripted cassette: one response per step, in the Messages API's shape, with usage that grows like a session's. */
export function cassette(lesson: string, name: string, prompts: string[], steps: Step[]): Cassette {
  let context = 1800;
  const interactions = steps.map((blocks, n) => {
    const content = blocks.map((b, k) =>
      b.type === "text"
        ? { ...b, citations: null }
        : { type: "tool_use", id: id("toolu", `${lesson}/${name}/${n}/${k}`), name: b.name, input: b.input },
    );
    const output = 12 + Math.round(JSON.stringify(blocks).length / 3.5);
    const usage = {
      input_tokens: context,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: output,
      service_tier: "standard",
    };
    context += output + 140;
    const stop_reason = blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
    return {
      response: {
        id: id("msg", `${lesson}/${name}/${n}`),
        type: "message",
        role: "assistant",
        model: MODEL,
        content,
        stop_reason,
        stop_sequence: null,
        usage,
      },
    };
  });
  return { version: 1, lesson, prompts, interactions } as unknown as Cassette;
}

/** A tiny test script in the samples' style: one line per case, a count, exit code 1 on failure. */
function testScript(importLine: string, cases: string): string {
  return `${importLine}

const cases = [
${cases}
];

let failed = 0;
for (const [name, got, want] of cases) {
  const ok = JSON.stringify(got) === JSON.stringify(want);
  if (!ok) failed += 1;
  console.log(\`\${ok ? "ok  " : "FAIL"} \${name} = \${JSON.stringify(got)}\${ok ? "" : \` (want \${JSON.stringify(want)})\`}\`);
}
console.log(\`\${cases.length - failed}/\${cases.length} passed\`);
process.exitCode = failed ? 1 : 0;
`;
}

// ---------------------------------------------------------------------------------------------
// v2: TodoWrite {items: [{content, status, activeForm}]}

const V2_PLAN = [
  ["Write src/slugify.js", "Writing src/slugify.js"],
  ["Write the tests in test/slugify.test.js", "Writing the tests"],
  ["Run the tests and fix failures", "Running the tests"],
  ["Add a usage note to README.md", "Updating README.md"],
];
const STATUS: Record<string, string> = { x: "completed", ">": "in_progress", " ": "pending" };
/** TodoWrite with the plan's tasks in the given states, e.g. `"x>  "`. */
const todoWrite = (states: string, plan = V2_PLAN) =>
  call("TodoWrite", {
    items: plan.map(([content, activeForm], i) => ({ content, status: STATUS[states[i]], activeForm })),
  });

const SLUGIFY = `/** Turns a title into a URL slug: "Hello, World!" -> "hello-world". */
export function slugify(text) {
  return text
    .normalize("NFKD")
    .replace(/[\\u0300-\\u036f]/g, "") // accents go: "é" is "e" + a combining accent
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "-");
}
`;
const SLUGIFY_TESTS = testScript(
  `import { slugify } from "../src/slugify.js";`,
  `  ['slugify("Hello World")', slugify("Hello World"), "hello-world"],
  ['slugify("  Hello,   World!  ")', slugify("  Hello,   World!  "), "hello-world"],
  ['slugify("Crème brûlée")', slugify("Crème brûlée"), "creme-brulee"],
  ['slugify("already-a-slug")', slugify("already-a-slug"), "already-a-slug"],`,
);

const v2Demo = cassette(
  "v2",
  "demo",
  [
    "Create a small slugify module: src/slugify.js exporting slugify(text), with tests in test/slugify.test.js. Run the tests, fix anything that fails, and add a usage note to README.md.",
  ],
  [
    [say("Four steps here; I'll write them down first."), todoWrite(">   ")],
    [say("Starting with the module."), call("write_file", { path: "src/slugify.js", content: SLUGIFY })],
    [
      say("Module written. Next, the tests."),
      todoWrite("x>  "),
      call("write_file", { path: "test/slugify.test.js", content: SLUGIFY_TESTS }),
    ],
    [say("Tests written; running them."), todoWrite("xx> "), call("bash", { command: "node test/slugify.test.js" })],
    [
      say(
        "One case fails: each space or punctuation mark became its own dash, and the ends kept theirs. I'll turn each run of them into one dash and trim the ends.",
      ),
      call("edit_file", {
        path: "src/slugify.js",
        old_text: `    .replace(/[^a-z0-9]/g, "-");`,
        new_text: `    .replace(/[^a-z0-9]+/g, "-") // a run of anything else becomes one dash\n    .replace(/^-|-$/g, ""); // and no dash at either end`,
      }),
    ],
    [say("Running the tests again."), call("bash", { command: "node test/slugify.test.js" })],
    [
      say("All four pass. Last step: the README."),
      todoWrite("xxx>"),
      call("edit_file", {
        path: "README.md",
        old_text:
          "An empty project, ready for a small module: the v2 demo asks the agent to build `slugify` here, with its tests.",
        new_text:
          'Turns titles into URL slugs.\n\n## Usage\n\n```js\nimport { slugify } from "./src/slugify.js";\n\nslugify("  Hello,   World!  "); // "hello-world"\n```\n\nRun the tests with `node test/slugify.test.js`.',
      }),
    ],
    [todoWrite("xxxx")],
    [
      say(
        'Done:\n- `src/slugify.js`: `slugify(text)` strips accents, lowercases, turns each run of other characters into one dash and trims dashes at the ends.\n- `test/slugify.test.js`: 4 cases. The first run caught a bug (`"--hello----world---"`); after the fix all 4 pass.\n- `README.md`: what the module does, a usage example and how to run the tests.',
      ),
    ],
  ],
);

/** `count` bash rounds in a row, numbered from `from`. */
export const echoes = (from: number, count: number): Step[] =>
  Array.from({ length: count }, (_, k) => [call("bash", { command: `echo step ${from + k}` })]);

const NAG_PLAN = [
  ["Check steps 1-13", "Checking steps 1-13"],
  ["Check steps 14-25", "Checking steps 14-25"],
];
const v2Nag = cassette(
  "v2",
  "nag",
  ["Check steps 1 to 25 with one echo each.", "And step 26."],
  [
    ...echoes(1, 13), // rounds 1-13: no TodoWrite; the nag rides on rounds 11, 12, 13
    [todoWrite("x>", NAG_PLAN)], // round 14: TodoWrite resets the count
    ...echoes(14, 12), // rounds 15-26: the nag again on rounds 25 and 26
    [say("Steps 1 to 25 checked.")],
    ...echoes(26, 1), // a new request, round 27: the count goes on across the session, so the nag is still on
    [say("Step 26 checked.")],
  ],
);

// ---------------------------------------------------------------------------------------------
// s03: todo {items: [{id, text, status}]}

const S03_PLAN = ["Write src/wordcount.js", "Write test/wordcount.test.js", "Run the tests", "Fix what fails"];
const todo = (states: string, plan = S03_PLAN) =>
  call("todo", { items: plan.map((text, i) => ({ id: String(i + 1), text, status: STATUS[states[i]] })) });

const WORDCOUNT = `/** Counts the lines, words and characters of a text, like \`wc\`. */
export function count(text) {
  return {
    lines: text.split("\\n").length,
    words: text.split(/\\s+/).filter(Boolean).length,
    chars: text.length,
  };
}
`;
const WORDCOUNT_TESTS = testScript(
  `import { count } from "../src/wordcount.js";`,
  `  ['count("")', count(""), { lines: 0, words: 0, chars: 0 }],
  ['count("one two\\\\nthree\\\\n")', count("one two\\nthree\\n"), { lines: 2, words: 3, chars: 14 }],
  ['count("single line")', count("single line"), { lines: 1, words: 2, chars: 11 }],`,
);

const s03Demo = cassette(
  "s03",
  "demo",
  [
    "Create a wordcount module: src/wordcount.js exporting count(text), which returns { lines, words, chars }, with tests in test/wordcount.test.js. Run the tests and fix what fails.",
  ],
  [
    [say("Let me plan this."), todo(">   ")],
    [call("write_file", { path: "src/wordcount.js", content: WORDCOUNT })],
    [todo("x>  "), call("write_file", { path: "test/wordcount.test.js", content: WORDCOUNT_TESTS })],
    [todo("xx> "), call("bash", { command: "node test/wordcount.test.js" })],
    [
      say("Two cases fail, both on `lines`: an empty text counts as one line, and a final newline adds one more."),
      call("edit_file", {
        path: "src/wordcount.js",
        old_text: `    lines: text.split("\\n").length,`,
        new_text: `    lines: text === "" ? 0 : text.replace(/\\n$/, "").split("\\n").length, // a final newline ends the last line`,
      }),
    ],
    [call("bash", { command: "node test/wordcount.test.js" })],
    [
      say("All three pass. One more check by hand: a text whose last line has no newline."),
      call("bash", { command: `node -e 'import("./src/wordcount.js").then((m) => console.log(m.count("a b\\nc")))'` }),
    ],
    [say("Two lines, three words, five characters: right. And the reminder is fair, my list is behind."), todo("xxxx")],
    [
      say(
        "Done:\n- `src/wordcount.js`: `count(text)` returns `{ lines, words, chars }`; an empty text has no lines and a final newline does not start a new one.\n- `test/wordcount.test.js`: 3 cases. The first run failed 2 of them on `lines`; after the fix all pass.",
      ),
    ],
  ],
);

const s03Nag = cassette(
  "s03",
  "nag",
  ["Check steps 1 to 11 with one echo each.", "Now steps 12 to 24."],
  [
    ...echoes(1, 6), // rounds 1-6: the reminder from round 3 on, every round
    [todo("x>", ["Check steps 1-6", "Check steps 7-11"])], // round 7: todo resets the count
    ...echoes(7, 5), // rounds 8-12: the reminder on rounds 10, 11, 12
    [say("Steps 1 to 11 checked.")],
    ...echoes(12, 13), // a new request, rounds 13-25: the count starts again, the reminder on rounds 15-25
    [say("Steps 12 to 24 checked.")],
  ],
);

// ---------------------------------------------------------------------------------------------
// s05: todo_write {todos: [{content, status}]}, glob

const S05_PLAN = ["Write test/strings.test.js", "Write test/numbers.test.js", "List the modules in README.md"];
const todoWriteS05 = (states: string, plan = S05_PLAN) =>
  call("todo_write", { todos: plan.map((content, i) => ({ content, status: STATUS[states[i]] })) });
const S05_FULL = [...S05_PLAN, "Fix clamp in src/numbers.js", "Verify: run all the tests"];

const STRINGS_TESTS = testScript(
  `import { capitalize, reverse } from "../src/strings.js";`,
  `  ['capitalize("hello")', capitalize("hello"), "Hello"],
  ['capitalize("")', capitalize(""), ""],
  ['reverse("abc")', reverse("abc"), "cba"],`,
);
const NUMBERS_TESTS = testScript(
  `import { clamp, isEven } from "../src/numbers.js";`,
  `  ["clamp(5, 0, 10)", clamp(5, 0, 10), 5],
  ["clamp(-3, 0, 10)", clamp(-3, 0, 10), 0],
  ["clamp(42, 0, 10)", clamp(42, 0, 10), 10],
  ["isEven(4)", isEven(4), true],
  ["isEven(7)", isEven(7), false],`,
);
const RUN_ALL = "node test/strings.test.js && node test/numbers.test.js";

const s05Demo = cassette(
  "s05",
  "demo",
  ["Add tests for every module in src/ (one test file per module, in test/), and list the modules in README.md."],
  [
    [say("First, which modules are there?"), call("glob", { pattern: "src/**/*.js" })],
    [say("Two modules. My plan:"), todoWriteS05(">  "), call("read_file", { path: "src/strings.js" })],
    [call("write_file", { path: "test/strings.test.js", content: STRINGS_TESTS })],
    [call("read_file", { path: "src/numbers.js" })],
    [call("write_file", { path: "test/numbers.test.js", content: NUMBERS_TESTS })],
    [
      say("Right, my list is behind: both test files are written."),
      todoWriteS05("xx>"),
      call("edit_file", {
        path: "README.md",
        old_text: "Small helpers for strings and numbers, in `src/`. No tests yet.",
        new_text:
          "Small helpers for strings and numbers.\n\n## Modules\n\n- `src/strings.js`: `capitalize(text)`, `reverse(text)`, tested by `test/strings.test.js`\n- `src/numbers.js`: `clamp(n, min, max)`, `isEven(n)`, tested by `test/numbers.test.js`",
      }),
    ],
    [todoWriteS05("xxx")],
    [say("Fair point: I wrote the tests but never ran them."), call("bash", { command: RUN_ALL })],
    [
      say(
        "`clamp` is wrong: it swaps `min` and `max`, so most numbers come out as `min`. Adding the fix and a verification step to the list.",
      ),
      todoWriteS05("xxx> ", S05_FULL),
      call("edit_file", {
        path: "src/numbers.js",
        old_text: "  return Math.min(min, Math.max(max, n));",
        new_text: "  return Math.min(max, Math.max(min, n));",
      }),
    ],
    [todoWriteS05("xxxx>", S05_FULL), call("bash", { command: RUN_ALL })],
    [todoWriteS05("xxxxx", S05_FULL)],
    [
      say(
        "Done:\n- `test/strings.test.js` (3 cases) and `test/numbers.test.js` (5 cases): all 8 pass.\n- Running them found a bug: `clamp` had `min` and `max` swapped; fixed in `src/numbers.js`.\n- `README.md` lists both modules and their tests.",
      ),
    ],
  ],
);

const s05Nag = cassette(
  "s05",
  "nag",
  ["Check steps 1 to 25 with one echo each."],
  [
    ...echoes(1, 13), // rounds 1-13: the reminder on rounds 3, 6, 9, 12 (the count restarts after each)
    [todoWriteS05("x>", ["Check steps 1-13", "Check steps 14-25"])], // round 14: todo_write resets the count
    ...echoes(14, 12), // rounds 15-26: the reminder on rounds 17, 20, 23, 26
    [say("Steps 1 to 25 checked.")],
  ],
);

// ---------------------------------------------------------------------------------------------
// The exercises' checks (`pnpm exercise <id>`): one round per case, so that a learner's file is held to every
// answer the lesson gives. Each case is a tool call the model might make; the lesson's answer is what it must be.

/** One round per tool call, then an end: what each case answers is the next request's tool_result. */
const oneCallEach = (name: string, inputs: Record<string, unknown>[]): Step[] => [
  ...inputs.map((input) => [call(name, input)]),
  [say("Done.")],
];

const v2Item = (content: string, status: string, activeForm = `${content}…`) => ({ content, status, activeForm });
const v2Many = (n: number) => Array.from({ length: n }, (_, i) => v2Item(`Task ${i + 1}`, "pending"));
/** Every rendering and every error of the reference's TodoManager (v2), in the order its checks run. */
const v2Cases = cassette(
  "v2",
  "todo-cases",
  ["Plan something."],
  oneCallEach("TodoWrite", [
    {
      items: [
        v2Item("重构认证模块", "completed", "已重构认证模块"),
        v2Item("添加单元测试", "in_progress", "正在添加单元测试"),
        v2Item("更新文档", "pending", "准备更新文档"),
      ],
    },
    { items: [] },
    { items: v2Many(20) },
    { items: v2Many(21) },
    { items: [...v2Many(3), v2Item("", "pending"), ...v2Many(17)] },
    { items: [v2Item("A", "in_progress"), v2Item("B", "in_progress")] },
    { items: [v2Item("  Write tests  ", "Completed", "Writing tests"), v2Item("Ship", "IN_PROGRESS", "  Shipping  ")] },
    { items: [v2Item("A", " pending")] },
    { items: [{ status: "pending", activeForm: "Doing it" }] },
    { items: [v2Item("   ", "pending")] },
    { items: [v2Item("A", "done")] },
    { items: [v2Item("A", "pending"), { content: "B", status: "pending" }] },
    { items: [{ content: "A", activeForm: "Doing A" }] },
    { items: [v2Item("A", "in_progress"), v2Item("B", "in_progress"), v2Item("C", "done")] },
    { items: [{ content: 42, status: "pending", activeForm: "Counting" }] },
    { items: "write tests" },
    {},
  ]),
);

const s03Item = (id: string | undefined, text: string | undefined, status: string | undefined) => ({
  id,
  text,
  status,
});
const s03Many = (n: number) => Array.from({ length: n }, (_, i) => s03Item(String(i + 1), `Task ${i + 1}`, "pending"));
/** Every rendering and every error of the reference's numbered TodoManager (s03). */
const s03Cases = cassette(
  "s03",
  "todo-cases",
  ["Plan something."],
  oneCallEach("todo", [
    {
      items: [
        s03Item("1", "创建项目结构", "completed"),
        s03Item("2", "写计算器逻辑", "in_progress"),
        s03Item("3", "写单元测试", "pending"),
      ],
    },
    { items: [] },
    { items: s03Many(20) },
    { items: [s03Item("1", undefined, "pending"), ...s03Many(20)] },
    { items: [s03Item(undefined, "First", "pending"), s03Item(undefined, "Second", "completed")] },
    { items: [s03Item("7", undefined, "pending")] },
    { items: [s03Item("a", "  ", "pending")] },
    { items: [s03Item("2", "Test", "done")] },
    { items: [s03Item("1", "  Write  ", "COMPLETED"), s03Item("2", "Run", "In_Progress")] },
    { items: [s03Item("1", "A", "in_progress"), s03Item("2", "B", "in_progress")] },
    { items: [{ id: "1", text: "A" }] },
    { items: [{ id: 3, text: "Numbered", status: "pending" }] },
    { items: "write tests" },
    {},
  ]),
);

const s05Todo = (content: string, status: string) => ({ content, status });
const closed = (...names: string[]) => names.map((name) => s05Todo(name, "completed"));
/** Every answer of s05's todo_write: the count, a list sent as a JSON string, each error, the verification note. */
const s05Cases = cassette(
  "s05",
  "todo-cases",
  ["Plan something."],
  oneCallEach("todo_write", [
    { todos: [s05Todo("Read the code", "in_progress"), s05Todo("Write tests", "pending")] },
    { todos: JSON.stringify([s05Todo("Read the code", "completed"), s05Todo("Write tests", "in_progress")]) },
    { todos: "read the code, then write tests" },
    { todos: '{"content": "Read the code"}' },
    { todos: 3 },
    {},
    { todos: [] },
    { todos: [s05Todo("A", "done")] },
    { todos: [s05Todo("A", "pending"), s05Todo(" ", "pending")] },
    { todos: [s05Todo("A", "pending"), { status: "pending" }] },
    { todos: [null] },
    { todos: [s05Todo("  Padded  ", "pending")] },
    { todos: closed("Write the module", "Write tests", "Update README") },
    { todos: closed("Write the module", "Write tests", "Verify: run the tests") },
    { todos: closed("Write the module", "Write tests") },
    { todos: [...closed("Write the module", "Write tests"), s05Todo("Update README", "pending")] },
    { todos: JSON.stringify(closed("A", "B", "C", "D")) },
  ]),
);

/** v0's loop: several tool calls in one response (each answered, in order), a failing command, a second request. */
const v0Loop = cassette(
  "v0",
  "loop",
  ["What is in this folder?", "And which Node version runs here?"],
  [
    [say("Two looks at once."), call("bash", { command: "ls" }), call("bash", { command: "head -3 README.md" })],
    [call("bash", { command: "cat no-such-file.txt" })],
    [call("bash", { command: "echo to stdout; echo to stderr >&2; exit 3" })],
    [say("A README, a converter and its tests.")],
    [call("bash", { command: "node -e 'console.log(typeof process.version)'" })],
    [say("Node runs here.")],
  ],
);

/** v1's dispatch: an unknown tool, inputs the schema refuses, handlers that fail, next to calls that work. */
const v1Dispatch = cassette(
  "v1",
  "dispatch",
  ["Show me what goes wrong."],
  [
    [call("delete_file", { path: "convert.js" })],
    [call("read_file", {})],
    [call("read_file", { path: 42 })],
    [call("read_file", { path: "README.md", limit: -1 })],
    [call("read_file", { path: "no-such-file.js" })],
    [call("read_file", { path: "../outside.txt" })],
    [call("edit_file", { path: "convert.js", old_text: "no such text", new_text: "x" })],
    [call("bash", {})],
    [call("write_file", { path: "notes.txt", content: "one line\n" }), call("read_file", { path: "notes.txt" })],
    [call("TodoWrite", { items: [] })],
    [say("Each failure came back as an error result; none stopped the session.")],
  ],
);

const written: [string, Cassette][] = [
  ["lessons/v2-todo/cassettes/demo.json", v2Demo],
  ["lessons/v2-todo/cassettes/nag.json", v2Nag],
  ["lessons/s03-todo/cassettes/demo.json", s03Demo],
  ["lessons/s03-todo/cassettes/nag.json", s03Nag],
  ["lessons/s05-todo-write/cassettes/demo.json", s05Demo],
  ["lessons/s05-todo-write/cassettes/nag.json", s05Nag],
  ["lessons/v0-bash/cassettes/loop.json", v0Loop],
  ["lessons/v1-tools/cassettes/dispatch.json", v1Dispatch],
  ["lessons/v2-todo/cassettes/todo-cases.json", v2Cases],
  ["lessons/s03-todo/cassettes/todo-cases.json", s03Cases],
  ["lessons/s05-todo-write/cassettes/todo-cases.json", s05Cases],
];
// Run as `pnpm cassettes:scripted`; imported (`pnpm bench` scripts its long sessions with these helpers), it writes nothing.
const writing = import.meta.filename === process.argv[1];
for (const [file, tape] of writing ? written : []) {
  saveCassette(join(ROOT, file), tape);
  process.stdout.write(`wrote ${file} (${tape.interactions.length} responses)\n`);
}
