/**
 * Lesson s09's scripted cassettes (`pnpm cassettes:scripted` writes them here), two sessions in one folder:
 * - `demo.json`, the first session: the learner states how tests are to be run in this project; the model looks
 *   at its memory (empty), saves the preference as a feedback memory, and says where it is.
 * - `recall.json`, the next session, played in `recall.workspace/` (what the demo left: the sample and its
 *   `.memory/`): its system prompt holds the index; asked to fix a function, the model reads the memory the index
 *   names and follows it unasked (only that module's test file, only the FAIL lines reported).
 * - `memory-cases.json`: every answer and every refusal of the memory tool, one call a round (the exercise's checks).
 */
import {
  type Case,
  call,
  cassette,
  oneCallEach,
  type ScriptedCassettes,
  say,
} from "@agent-workbook/kit/authoring/cassette-script";

/** The preference the learner states in the first session. */
const PREFERENCE =
  "For every session in this project from now on: after you change a module in src/, run only that module's own test file (node test/<module>.test.js), not the whole suite, and tell me only the FAIL lines, or that every check passed. Remember that.";

/** The memory the model writes: front matter, then the preference in its own words. */
export const TESTING_MEMORY = `---
name: How to run the tests
description: After a change in src/, run only that module's test file; report only the FAIL lines
type: feedback
---
After changing src/<module>.js, run only node test/<module>.test.js, not the whole suite (node test/run-all.js).
Report only the FAIL lines, or that every check passed.
`;

const demo = cassette(
  "s09",
  "demo",
  [PREFERENCE],
  [
    [
      say("A preference for later sessions: I keep it in my memory. First, what is in it?"),
      call("memory", { command: "view", path: "/memories" }),
    ],
    [
      call("memory", {
        command: "create",
        path: "/memories/testing.md",
        file_text: TESTING_MEMORY,
      }),
    ],
    [
      say(
        "Saved in /memories/testing.md, a feedback memory. The index /memories/MEMORY.md lists it, and every later session starts with that index in its prompt.",
      ),
    ],
  ],
);

const recall = cassette(
  "s09",
  "recall",
  ["formatAmount in src/receipt.js should always print two decimals. Please fix it."],
  [
    [
      say("My memory has a note on how to run the tests here: I read it, and the module."),
      call("memory", { command: "view", path: "/memories/testing.md" }),
      call("read_file", { path: "src/receipt.js" }),
    ],
    [
      say("As the memory says: only this module's test file, and only the FAIL lines."),
      call("edit_file", {
        path: "src/receipt.js",
        old_text: "return `${amount} EUR`;",
        new_text: "return `${amount.toFixed(2)} EUR`;",
      }),
      call("bash", { command: "node test/receipt.test.js" }),
    ],
    [
      say(
        "Fixed: formatAmount now prints `${amount.toFixed(2)} EUR`. I ran only test/receipt.test.js, as my memory says you want: no FAIL lines, every check passed.",
      ),
    ],
  ],
);

/** A memory's text for the cases. */
const memory = (name: string, description: string, type: string, body: string) =>
  `---\nname: ${name}\ndescription: ${description}\ntype: ${type}\n---\n${body}\n`;
const STYLE = memory("Code style", "Two spaces, double quotes", "user", "Indent with two spaces.");
const create = (path: string, text = STYLE) => ({ command: "create", path, file_text: text });

/** Every answer and refusal of the memory tool, in order: each case's call is one round. */
export const MEMORY_CASES: Case[] = [
  ["view: the empty folder", { command: "view", path: "/memories" }],
  ["create: a memory", create("/memories/style.md")],
  ["view: the folder, the index and the memory listed", { command: "view", path: "/memories/" }],
  ["view: the index, rebuilt", { command: "view", path: "/memories/MEMORY.md" }],
  ["refused: ..", { command: "view", path: "/memories/../secrets.md" }],
  ["refused: outside /memories", { command: "view", path: "/etc/passwd" }],
  ["refused: a prefix that is not the folder", create("/memoriesa.md")],
  ["refused: a NUL", { command: "view", path: "/memories/style.md\u0000.txt" }],
  ["refused: a line feed", create("/memories/a\nb.md")],
  ["refused: the index's name in another case", create("/memories/memory.md")],
  ["refused: a memory's name in another case", { command: "view", path: "/memories/Style.md" }],
  ["refused: a sub-folder", create("/memories/notes/a.md")],
  ["refused: the store's own dot files", { command: "view", path: "/memories/.lock" }],
  ["refused: not a markdown name", create("/memories/notes.txt")],
  ["refused: the index written", { command: "delete", path: "/memories/MEMORY.md" }],
  ["refused: no front matter", create("/memories/plain.md", "Just a note.\n")],
  [
    "refused: a type that is none of the four",
    create("/memories/t.md", memory("T", "d", "x", "b")),
  ],
  ["refused: create over an existing memory", create("/memories/style.md")],
  [
    "str_replace: once",
    {
      command: "str_replace",
      path: "/memories/style.md",
      old_str: "two spaces",
      new_str: "2 spaces",
    },
  ],
  [
    "refused: str_replace that matches nothing",
    { command: "str_replace", path: "/memories/style.md", old_str: "tabs", new_str: "x" },
  ],
  [
    "insert: after the last line",
    { command: "insert", path: "/memories/style.md", insert_line: 7, insert_text: "No tabs." },
  ],
  ["create: a second memory", create("/memories/tests.md", memory("Tests", "How", "project", "x"))],
  [
    "refused: rename onto an existing memory",
    { command: "rename", old_path: "/memories/tests.md", new_path: "/memories/style.md" },
  ],
  [
    "rename: to a free name",
    { command: "rename", old_path: "/memories/tests.md", new_path: "/memories/testing.md" },
  ],
  ["delete: a memory", { command: "delete", path: "/memories/testing.md" }],
  ["view: the index after the changes", { command: "view", path: "/memories/MEMORY.md" }],
];

/** The link case: bash makes a link in .memory/ to a file outside it, and every command refuses to follow it. */
const LINK_CASES: Case[] = [
  ["refused: a link, viewed", { command: "view", path: "/memories/readme.md" }],
  [
    "refused: a link, written through",
    { command: "str_replace", path: "/memories/readme.md", old_str: "shop", new_str: "x" },
  ],
];

export default {
  "demo.json": demo,
  "recall.json": recall,
  "memory-cases.json": cassette(
    "s09",
    "memory-cases",
    ["Try every memory command."],
    [
      ...MEMORY_CASES.map(([, input]) => [call("memory", input)]),
      [call("bash", { command: "ln -s ../README.md .memory/readme.md" })],
      ...oneCallEach("memory", LINK_CASES),
    ],
  ),
} satisfies ScriptedCassettes;
