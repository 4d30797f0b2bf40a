/**
 * Lesson s03's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, what a learner without
 * a key watches; `nag.json`, 25+ rounds that show when the reminder fires; `todo-cases.json`, every answer of the
 * numbered todo (its exercise is checked on all three).
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

// todo {items: [{id, text, status}]}
const PLAN = [
  "Write src/wordcount.js",
  "Write test/wordcount.test.js",
  "Run the tests",
  "Fix what fails",
];
const todo = (states: string, plan = PLAN) =>
  call("todo", {
    items: plan.map((text, i) => ({ id: String(i + 1), text, status: STATUS[states[i]] })),
  });

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

const demo = cassette(
  "s03",
  "demo",
  [
    "Create a wordcount module: src/wordcount.js exporting count(text), which returns { lines, words, chars }, with tests in test/wordcount.test.js. Run the tests and fix what fails.",
  ],
  [
    [say("Let me plan this."), todo(">   ")],
    [call("write_file", { path: "src/wordcount.js", content: WORDCOUNT })],
    [
      todo("x>  "),
      call("write_file", { path: "test/wordcount.test.js", content: WORDCOUNT_TESTS }),
    ],
    [todo("xx> "), call("bash", { command: "node test/wordcount.test.js" })],
    [
      say(
        "Two cases fail, both on `lines`: an empty text counts as one line, and a final newline adds one more.",
      ),
      call("edit_file", {
        path: "src/wordcount.js",
        old_text: `    lines: text.split("\\n").length,`,
        new_text: `    lines: text === "" ? 0 : text.replace(/\\n$/, "").split("\\n").length, // a final newline ends the last line`,
      }),
    ],
    [call("bash", { command: "node test/wordcount.test.js" })],
    [
      say("All three pass. One more check by hand: a text whose last line has no newline."),
      call("bash", {
        command: `node -e 'import("./src/wordcount.js").then((m) => console.log(m.count("a b\\nc")))'`,
      }),
    ],
    [
      say(
        "Two lines, three words, five characters: right. And the reminder is fair, my list is behind.",
      ),
      todo("xxxx"),
    ],
    [
      say(
        "Done:\n- `src/wordcount.js`: `count(text)` returns `{ lines, words, chars }`; an empty text has no lines and a final newline does not start a new one.\n- `test/wordcount.test.js`: 3 cases. The first run failed 2 of them on `lines`; after the fix all pass.",
      ),
    ],
  ],
);

const nag = cassette(
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

const item = (id: string | undefined, text: string | undefined, status: string | undefined) => ({
  id,
  text,
  status,
});
const many = (n: number) =>
  Array.from({ length: n }, (_, i) => item(String(i + 1), `Task ${i + 1}`, "pending"));

/** Every rendering and every error of the reference's numbered TodoManager, the 20-item limit checked first. */
export const TODO_CASES: Case[] = [
  [
    "the reference's example (002)",
    {
      items: [
        item("1", "创建项目结构", "completed"),
        item("2", "写计算器逻辑", "in_progress"),
        item("3", "写单元测试", "pending"),
      ],
    },
  ],
  [
    "the reference's first plan (002)",
    {
      items: [
        item("1", "创建项目目录结构", "pending"),
        item("2", "实现计算器核心模块", "pending"),
        item("3", "编写单元测试", "pending"),
        item("4", "运行测试验证", "pending"),
      ],
    },
  ],
  ["an empty list", { items: [] }],
  ["20 items", { items: many(20) }],
  [
    "21 items, one without text: the limit is checked first",
    { items: [item("1", undefined, "pending"), ...many(20)] },
  ],
  [
    "items is a string longer than 20: the list is checked before the limit",
    { items: "write the tests, then run them" },
  ],
  [
    "no id: its position",
    { items: [item(undefined, "First", "pending"), item(undefined, "Second", "completed")] },
  ],
  ["item 7 without text", { items: [item("7", undefined, "pending")] }],
  ["blank text", { items: [item("a", "  ", "pending")] }],
  ["invalid status", { items: [item("2", "Test", "done")] }],
  ["no text and an invalid status: the text is checked first", { items: [item("4", "", "done")] }],
  [
    "item 1's status invalid, item 2 without text: the items in turn",
    { items: [item("1", "Write", "done"), item("2", undefined, "pending")] },
  ],
  [
    "two in_progress, then an invalid status: in_progress is counted after all items",
    {
      items: [
        item("1", "A", "in_progress"),
        item("2", "B", "in_progress"),
        item("3", "C", "started"),
      ],
    },
  ],
  [
    "mixed-case status, padded text",
    { items: [item("1", "  Write  ", "COMPLETED"), item("2", "Run", "In_Progress")] },
  ],
  ["two in_progress", { items: [item("1", "A", "in_progress"), item("2", "B", "in_progress")] }],
  ["no status: pending", { items: [{ id: "1", text: "A" }] }],
  ["a numeric id: its text", { items: [{ id: 3, text: "Numbered", status: "pending" }] }],
  [
    "an item that is null: read with field()",
    { items: [{ id: "1", text: "A", status: "pending" }, null] },
  ],
  ["items is not a list", { items: "write tests" }],
  ["no items at all", {}],
];

export default {
  "demo.json": demo,
  "nag.json": nag,
  "todo-cases.json": cassette(
    "s03",
    "todo-cases",
    ["Plan something."],
    oneCallEach("todo", TODO_CASES),
  ),
} satisfies ScriptedCassettes;
