/**
 * Lesson v2's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, what a learner without
 * a key watches; `nag.json`, 25+ rounds that show when the reminder fires; `todo-cases.json`, every answer of the
 * TodoManager (its exercise is checked on all three).
 */
import {
  type Case,
  call,
  cassette,
  echoes,
  oneCallEach,
  STATUS,
  type ScriptedCassettes,
  say,
  testScript,
} from "@agent-workbook/kit/authoring/cassette-script";

// TodoWrite {items: [{content, status, activeForm}]}
const PLAN = [
  ["Write src/slugify.js", "Writing src/slugify.js"],
  ["Write the tests in test/slugify.test.js", "Writing the tests"],
  ["Run the tests and fix failures", "Running the tests"],
  ["Add a usage note to README.md", "Updating README.md"],
];
/** TodoWrite with the plan's tasks in the given states, e.g. `"x>  "`. */
const todoWrite = (states: string, plan = PLAN) =>
  call("TodoWrite", {
    items: plan.map(([content, activeForm], i) => ({
      content,
      status: STATUS[states[i]],
      activeForm,
    })),
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

const demo = cassette(
  "v2",
  "demo",
  [
    "Create a small slugify module: src/slugify.js exporting slugify(text), with tests in test/slugify.test.js. Run the tests, fix anything that fails, and add a usage note to README.md.",
  ],
  [
    [say("Four steps here; I'll write them down first."), todoWrite(">   ")],
    [
      say("Starting with the module."),
      call("write_file", { path: "src/slugify.js", content: SLUGIFY }),
    ],
    [
      say("Module written. Next, the tests."),
      todoWrite("x>  "),
      call("write_file", { path: "test/slugify.test.js", content: SLUGIFY_TESTS }),
    ],
    [
      say("Tests written; running them."),
      todoWrite("xx> "),
      call("bash", { command: "node test/slugify.test.js" }),
    ],
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

const NAG_PLAN = [
  ["Check steps 1-13", "Checking steps 1-13"],
  ["Check steps 14-25", "Checking steps 14-25"],
];
const nag = cassette(
  "v2",
  "nag",
  ["Check steps 1 to 25 with one echo each.", "And step 26."],
  [
    ...echoes(1, 1),
    // Round 2 runs two commands: the count is of rounds, not of tool calls.
    [call("bash", { command: "pwd" }), call("bash", { command: "echo step 2" })],
    ...echoes(3, 11), // rounds 1-13: no TodoWrite; the nag rides on rounds 11, 12, 13
    [todoWrite("x>", NAG_PLAN)], // round 14: TodoWrite resets the count
    ...echoes(14, 12), // rounds 15-26: the nag again on rounds 25 and 26
    [say("Steps 1 to 25 checked.")],
    ...echoes(26, 1), // a new request, round 27: the count goes on across the session, so the nag is still on
    [say("Step 26 checked.")],
  ],
);

const item = (content: string, status: string, activeForm = `${content}…`) => ({
  content,
  status,
  activeForm,
});
const many = (n: number) => Array.from({ length: n }, (_, i) => item(`Task ${i + 1}`, "pending"));

/** Every rendering and every error of the reference's TodoManager, in the order its checks run. */
export const TODO_CASES: Case[] = [
  [
    "the reference's example (000)",
    {
      items: [
        item("重构认证模块", "completed", "已重构认证模块"),
        item("添加单元测试", "in_progress", "正在添加单元测试"),
        item("更新文档", "pending", "准备更新文档"),
      ],
    },
  ],
  [
    "the reference's session, first list (001)",
    {
      items: [
        item("列出目录文件", "in_progress", "正在列出目录文件"),
        item("读取主要文件", "pending", "准备读取主要文件"),
        item("总结架构", "pending", "准备总结架构"),
      ],
    },
  ],
  [
    "the reference's session, second list (001)",
    {
      items: [
        item("列出目录文件", "completed", "已列出目录文件"),
        item("读取主要文件", "in_progress", "正在读取主要文件"),
        item("总结架构", "pending", "准备总结架构"),
      ],
    },
  ],
  [
    "the reference's session, third list (001)",
    {
      items: [
        item("列出目录文件", "completed", "已列出目录文件"),
        item("读取主要文件", "completed", "已读取主要文件"),
        item("总结架构", "in_progress", "正在总结架构"),
      ],
    },
  ],
  ["an empty list", { items: [] }],
  ["20 items", { items: many(20) }],
  ["21 items", { items: many(21) }],
  [
    "21 items, one without content: items are checked before the count",
    { items: [...many(3), item("", "pending"), ...many(17)] },
  ],
  ["two in_progress", { items: [item("A", "in_progress"), item("B", "in_progress")] }],
  [
    "mixed-case status, padded fields",
    {
      items: [
        item("  Write tests  ", "Completed", "Writing tests"),
        item("Ship", "IN_PROGRESS", "  Shipping  "),
      ],
    },
  ],
  ["status ' pending' (status is lower-cased, not trimmed)", { items: [item("A", " pending")] }],
  ["no content", { items: [{ status: "pending", activeForm: "Doing it" }] }],
  ["blank content", { items: [item("   ", "pending")] }],
  ["invalid status", { items: [item("A", "done")] }],
  ["no activeForm", { items: [item("A", "pending"), { content: "B", status: "pending" }] }],
  ["no status: pending", { items: [{ content: "A", activeForm: "Doing A" }] }],
  [
    "a bad item before a second in_progress: the item's error first",
    { items: [item("A", "in_progress"), item("B", "in_progress"), item("C", "done")] },
  ],
  [
    "21 items, two in_progress: the count before the in_progress check",
    { items: [item("A", "in_progress"), item("B", "in_progress"), ...many(19)] },
  ],
  [
    "blank content, invalid status, no activeForm: content first",
    { items: [item("A", "pending"), { content: " ", status: "done" }] },
  ],
  [
    "invalid status and no activeForm: status before activeForm",
    { items: [{ content: "A", status: "done" }] },
  ],
  [
    "content that is not text: its JSON",
    { items: [{ content: 42, status: "pending", activeForm: "Counting" }] },
  ],
  ["items is not a list", { items: "write tests" }],
  ["no items at all", {}],
];

export default {
  "demo.json": demo,
  "nag.json": nag,
  "todo-cases.json": cassette(
    "v2",
    "todo-cases",
    ["Plan something."],
    oneCallEach("TodoWrite", TODO_CASES),
  ),
} satisfies ScriptedCassettes;
