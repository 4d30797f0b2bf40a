/**
 * Lesson s05's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, what a learner without
 * a key watches; `nag.json`, 30+ rounds over two requests that show when the reminder fires; `todo-cases.json`,
 * every answer of todo_write (its exercise is checked on all three).
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

// todo_write {todos: [{content, status}]}, glob
const PLAN = [
  "Write test/strings.test.js",
  "Write test/numbers.test.js",
  "List the modules in README.md",
];
const todoWrite = (states: string, plan = PLAN) =>
  call("todo_write", { todos: plan.map((content, i) => ({ content, status: STATUS[states[i]] })) });
const FULL_PLAN = [...PLAN, "Fix clamp in src/numbers.js", "Verify: run all the tests"];

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

const demo = cassette(
  "s05",
  "demo",
  [
    "Add tests for every module in src/ (one test file per module, in test/), and list the modules in README.md.",
  ],
  [
    [say("First, which modules are there?"), call("glob", { pattern: "src/**/*.js" })],
    [say("Two modules. My plan:"), todoWrite(">  "), call("read_file", { path: "src/strings.js" })],
    [call("write_file", { path: "test/strings.test.js", content: STRINGS_TESTS })],
    [call("read_file", { path: "src/numbers.js" })],
    [call("write_file", { path: "test/numbers.test.js", content: NUMBERS_TESTS })],
    [
      say("Right, my list is behind: both test files are written."),
      todoWrite("xx>"),
      call("edit_file", {
        path: "README.md",
        old_text: "Small helpers for strings and numbers, in `src/`. No tests yet.",
        new_text:
          "Small helpers for strings and numbers.\n\n## Modules\n\n- `src/strings.js`: `capitalize(text)`, `reverse(text)`, tested by `test/strings.test.js`\n- `src/numbers.js`: `clamp(n, min, max)`, `isEven(n)`, tested by `test/numbers.test.js`",
      }),
    ],
    [todoWrite("xxx")],
    [say("Fair point: I wrote the tests but never ran them."), call("bash", { command: RUN_ALL })],
    [
      say(
        "`clamp` is wrong: it swaps `min` and `max`, so most numbers come out as `min`. Adding the fix and a verification step to the list.",
      ),
      todoWrite("xxx> ", FULL_PLAN),
      call("edit_file", {
        path: "src/numbers.js",
        old_text: "  return Math.min(min, Math.max(max, n));",
        new_text: "  return Math.min(max, Math.max(min, n));",
      }),
    ],
    [todoWrite("xxxx>", FULL_PLAN), call("bash", { command: RUN_ALL })],
    [todoWrite("xxxxx", FULL_PLAN)],
    [
      say(
        "Done:\n- `test/strings.test.js` (3 cases) and `test/numbers.test.js` (5 cases): all 8 pass.\n- Running them found a bug: `clamp` had `min` and `max` swapped; fixed in `src/numbers.js`.\n- `README.md` lists both modules and their tests.",
      ),
    ],
  ],
);

const nag = cassette(
  "s05",
  "nag",
  ["Check steps 1 to 26 with one echo each.", "Now steps 27 to 30."],
  [
    ...echoes(1, 13), // rounds 1-13: the reminder on rounds 3, 6, 9, 12 (the count restarts after each)
    [todoWrite("x>", ["Check steps 1-13", "Check steps 14-26"])], // round 14: todo_write resets the count
    ...echoes(14, 13), // rounds 15-27: the reminder on rounds 17, 20, 23, 26; round 27 leaves the count at 1
    [say("Steps 1 to 26 checked.")],
    ...echoes(27, 4), // a new request, rounds 29-32: the count starts again at 0, the reminder on round 31
    [say("Steps 27 to 30 checked.")],
  ],
);

const todo = (content: string, status: string) => ({ content, status });
const closed = (...names: string[]) => names.map((name) => todo(name, "completed"));

/** Every answer of todo_write: the count, a list sent as a JSON string, each error, the verification note. */
export const TODO_CASES: Case[] = [
  [
    "a plan",
    {
      todos: [
        todo("Read the code", "in_progress"),
        todo("Write tests", "pending"),
        todo("Update docs", "pending"),
      ],
    },
  ],
  [
    "the same list sent as a JSON string",
    {
      todos: JSON.stringify([
        todo("Read the code", "completed"),
        todo("Write tests", "in_progress"),
      ]),
    },
  ],
  ["a string that is not JSON", { todos: "read the code, then write tests" }],
  ["a JSON string that is not a list", { todos: '{"content": "Read the code"}' }],
  ["not a list", { todos: 3 }],
  ["no todos at all", {}],
  ["an empty list", { todos: [] }],
  ["invalid status", { todos: [todo("A", "done")] }],
  ["a status in capitals: refused as it is", { todos: [todo("A", "COMPLETED")] }],
  ["no status", { todos: [{ content: "A" }] }],
  [
    "blank content and an invalid status: the content is checked first",
    { todos: [todo(" ", "done")] },
  ],
  [
    "task 0's status invalid, task 1 without content: the tasks in turn",
    { todos: [todo("A", "done"), { status: "pending" }] },
  ],
  ["content that is not a string", { todos: [{ content: 42, status: "pending" }] }],
  ["blank content", { todos: [todo("A", "pending"), todo(" ", "pending")] }],
  ["no content", { todos: [todo("A", "pending"), { status: "pending" }] }],
  ["a task that is null", { todos: [null] }],
  ["padded content: trimmed", { todos: [todo("  Padded  ", "pending")] }],
  [
    "3 tasks closed, none a verification: the nudge",
    { todos: closed("Write the module", "Write tests", "Update README") },
  ],
  [
    "3 tasks closed, one a verification step: no nudge",
    { todos: closed("Write the module", "Write tests", "Verify: run the tests") },
  ],
  [
    "3 tasks closed, one a verification in lower case: no nudge",
    { todos: closed("Write the module", "Write tests", "Run a final verification") },
  ],
  ["2 tasks closed: no nudge", { todos: closed("Write the module", "Write tests") }],
  [
    "3 tasks, one still pending: no nudge",
    { todos: [...closed("Write the module", "Write tests"), todo("Update README", "pending")] },
  ],
  [
    "4 tasks closed, a JSON string: the nudge",
    { todos: JSON.stringify(closed("A", "B", "C", "D")) },
  ],
];

export default {
  "demo.json": demo,
  "nag.json": nag,
  "todo-cases.json": cassette(
    "s05",
    "todo-cases",
    ["Plan something."],
    oneCallEach("todo_write", TODO_CASES),
  ),
} satisfies ScriptedCassettes;

/** What an answer states that its request does not hold, and why it may (test/honest-answers.test.ts). */
export const notInRequest: Record<string, [claim: string, reason: string][]> = {
  "demo.json": [["8", "3 + 5: the sum of the two counts the test runs printed"]],
};
