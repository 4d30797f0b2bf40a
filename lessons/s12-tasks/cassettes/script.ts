/**
 * Lesson s12's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, a first session that
 * plans a small module as a task graph and does half of it; `resume.json`, the next session, played in
 * `resume.workspace/` (what the demo left: its files and its `.tasks/`), which finds the open tasks and finishes
 * them; `nag.json`, 25+ rounds that show when the reminder fires; `task-cases.json`, every answer and every error
 * of the four task tools, and the lock held by three other agents: alice lets go after half a second, bob died
 * holding it, carol keeps it until the tools give up (its exercise is checked on it and on the demo).
 */
import {
  call,
  cassette,
  echoes,
  type ScriptedCassettes,
  type Step,
  say,
  testScript,
} from "@agent-workbook/kit/authoring/cassette-script";

const create = (subject: string, description: string, activeForm: string) =>
  call("TaskCreate", { subject, description, activeForm });
const update = (taskId: string, changes: Record<string, unknown>) =>
  call("TaskUpdate", { taskId, ...changes });

const SCHEMA = `{
  "title": "Note",
  "type": "object",
  "required": ["title", "body"],
  "properties": {
    "title": { "type": "string", "minLength": 1 },
    "body": { "type": "string" }
  }
}
`;

const NOTES = `import { readFileSync } from "node:fs";

const schema = JSON.parse(readFileSync(new URL("../schema/note.json", import.meta.url), "utf-8"));
const notes = [];

/** Keeps a note that has every field the schema requires, of the type it gives; returns how many there are. */
export function addNote(note) {
  for (const field of schema.required) {
    const type = schema.properties[field].type;
    if (typeof note?.[field] !== type) throw new Error(\`\${field} must be a \${type}\`);
  }
  if (note.title.trim() === "") throw new Error("title must not be empty");
  notes.push({ title: note.title, body: note.body });
  return notes.length;
}

/** Every note kept so far, oldest first. */
export function listNotes() {
  return [...notes];
}
`;

const TRY_IT = `node -e 'import("./src/notes.js").then(({ addNote, listNotes }) => { addNote({ title: "Milk", body: "2 litres" }); try { addNote({ title: 3 }); } catch (err) { console.log("refused:", err.message); } console.log(listNotes()); })'`;

const demo = cassette(
  "s12",
  "demo",
  [
    "Build a small notes module: a JSON schema for a note in schema/note.json, src/notes.js with addNote and listNotes checked against it, tests in test/notes.test.js, and a usage section in README.md. Plan it as tasks with their dependencies first. Do the schema and the module now; the tests and the docs are for the next session.",
  ],
  [
    [
      say(
        "Four tasks. The schema comes first, the module needs it, and the tests and the docs both need the module.",
      ),
      create(
        "Write the note schema",
        "schema/note.json: a note has a non-empty title and a body, both strings.",
        "Writing the note schema",
      ),
      create(
        "Write src/notes.js",
        "addNote(note) checks a note against schema/note.json and keeps it; listNotes() returns the notes kept.",
        "Writing src/notes.js",
      ),
      create(
        "Test src/notes.js",
        "test/notes.test.js: a valid note is kept, a note without a title or with a title that is not a string is refused.",
        "Testing src/notes.js",
      ),
      create(
        "Document notes.js in README.md",
        "A usage section: how to add and list notes, and what a note must have.",
        "Documenting notes.js",
      ),
    ],
    [
      say("Now the order."),
      update("2", { addBlockedBy: ["Write the note schema"] }),
      update("3", { addBlockedBy: ["2"] }),
      update("4", { addBlockedBy: ["2"] }),
    ],
    [say("Ids, not subjects: the schema is #1."), update("2", { addBlockedBy: ["1"] })],
    [
      say("The module is the biggest part; I'll start there."),
      update("2", { status: "in_progress" }),
    ],
    [
      say("Right: the schema first."),
      update("1", { status: "in_progress" }),
      call("write_file", { path: "schema/note.json", content: SCHEMA }),
    ],
    [
      update("1", { status: "completed" }),
      update("2", { status: "in_progress" }),
      call("write_file", { path: "src/notes.js", content: NOTES }),
    ],
    [say("A quick try before I call it done."), call("bash", { command: TRY_IT })],
    [update("2", { status: "completed" }), call("TaskList", {})],
    [
      say(
        "Done for this session:\n- #1 `schema/note.json`: a note has a non-empty `title` and a `body`, both strings.\n- #2 `src/notes.js`: `addNote` checks a note against the schema and keeps it, `listNotes` returns them; tried by hand, a title that is not a string is refused.\n\nOpen, in `.tasks/` for the next session, both ready to start: #3 the tests and #4 the README.",
      ),
    ],
  ],
);

const TESTS = testScript(
  `import { addNote, listNotes } from "../src/notes.js";

const refused = (note) => {
  try {
    addNote(note);
    return "kept";
  } catch (err) {
    return err.message;
  }
};`,
  `  ['addNote({ title: "Milk", body: "2 litres" })', addNote({ title: "Milk", body: "2 litres" }), 1],
  ['refused({ body: "no title" })', refused({ body: "no title" }), "title must be a string"],
  ['refused({ title: 3, body: "" })', refused({ title: 3, body: "" }), "title must be a string"],
  ['refused({ title: " ", body: "" })', refused({ title: " ", body: "" }), "title must not be empty"],
  ["listNotes()", listNotes(), [{ title: "Milk", body: "2 litres" }]],`,
);

const resume = cassette(
  "s12",
  "resume",
  ["Carry on."],
  [
    [
      say("Two tasks are left from the last session, and both can start. The tests first."),
      call("TaskGet", { taskId: "3" }),
    ],
    [
      update("3", { status: "in_progress" }),
      call("write_file", { path: "test/notes.test.js", content: TESTS }),
    ],
    [call("bash", { command: "node test/notes.test.js" })],
    [
      update("3", { status: "completed" }),
      update("4", { status: "in_progress" }),
      call("edit_file", {
        path: "README.md",
        old_text:
          "A small notes module, still to be written: the s12 demo plans it as a task graph and builds it.",
        new_text:
          'A small notes module.\n\n## Usage\n\n```js\nimport { addNote, listNotes } from "./src/notes.js";\n\naddNote({ title: "Milk", body: "2 litres" }); // 1: the number of notes\nlistNotes(); // [{ title: "Milk", body: "2 litres" }]\n```\n\nA note has a non-empty `title` and a `body`, both strings (`schema/note.json`); `addNote` throws on any other.\nRun the tests with `node test/notes.test.js`.',
      }),
    ],
    [update("4", { status: "completed" }), call("TaskList", {})],
    [
      say(
        "All four tasks are done:\n- #3 `test/notes.test.js`: 5 cases, all pass.\n- #4 `README.md`: a usage section, and what a note must have.",
      ),
    ],
  ],
);

const nag = cassette(
  "s12",
  "nag",
  ["Plan the checks as two tasks, then check steps 1 to 25 with one echo each."],
  [
    [
      create("Check steps 1 to 22", "One echo each.", "Checking steps 1 to 22"),
      create("Check steps 23 to 25", "One echo each.", "Checking steps 23 to 25"),
    ],
    [update("1", { status: "in_progress" })],
    ...echoes(1, 22), // rounds 3-24: the reminder on round 12 (10 rounds without a task tool) and round 22 (10 more)
    [update("1", { status: "completed" }), update("2", { status: "in_progress" })], // round 25: the count starts again
    ...echoes(23, 3), // rounds 26-28: no reminder
    [update("2", { status: "completed" })],
    [say("Steps 1 to 25 checked.")],
  ],
);

/** Another agent's task, as alice writes it while she holds the lock. */
const ALICE_TASK = JSON.stringify({
  id: "6",
  subject: "Review the API",
  description: "Added by alice while she held the lock.",
  status: "in_progress",
  owner: "alice",
  blockedBy: [],
  blocks: [],
});

/** A task file as an agent without the store's checks might write it: waiting for `other`, which waits for it. */
function handWritten(id: string, subject: string, other: string): string {
  const task = { id, subject, description: "Written by hand.", status: "pending", owner: null };
  return JSON.stringify({ ...task, blockedBy: [other], blocks: [other] });
}

/** One call of a task tool (or bash) per round, each named: every answer and every error of the task graph. */
export const TASK_CASES: [name: string, tool: string, input: Record<string, unknown>][] = [
  [
    "create: a task",
    "TaskCreate",
    {
      subject: "Design the schema",
      description: "The fields of a note.",
      activeForm: "Designing the schema",
    },
  ],
  [
    "create: a second",
    "TaskCreate",
    { subject: "Build the API", description: "addNote and listNotes." },
  ],
  [
    "create: a third",
    "TaskCreate",
    { subject: "Write the tests", description: "One case per rule." },
  ],
  [
    "create: a fourth",
    "TaskCreate",
    { subject: "Write the docs", description: "A usage section." },
  ],
  ["create: a blank subject", "TaskCreate", { subject: "  ", description: "Nothing." }],
  ["create: no description", "TaskCreate", { subject: "Ship it" }],
  ["get: a task, whole", "TaskGet", { taskId: "1" }],
  ["get: an id that is a number, not a string", "TaskGet", { taskId: 1 }],
  ["get: an id that names no task", "TaskGet", { taskId: "9" }],
  ["get: an id written with its #", "TaskGet", { taskId: "#3" }],
  [
    "blockers: a subject instead of an id (upstream #460)",
    "TaskUpdate",
    { taskId: "2", addBlockedBy: ["Design the schema"] },
  ],
  ["blockers: an id that names no task", "TaskUpdate", { taskId: "2", addBlockedBy: ["7"] }],
  ["blockers: an id", "TaskUpdate", { taskId: "2", addBlockedBy: ["1"] }],
  ["blockers: the same again", "TaskUpdate", { taskId: "2", addBlockedBy: ["1"] }],
  [
    "blockers: two tasks wait for this one (addBlocks)",
    "TaskUpdate",
    { taskId: "2", addBlocks: ["3", "4"] },
  ],
  ["blockers: a second blocker", "TaskUpdate", { taskId: "4", addBlockedBy: ["1"] }],
  ["blockers: a cycle", "TaskUpdate", { taskId: "1", addBlockedBy: ["4"] }],
  ["blockers: a cycle through addBlocks", "TaskUpdate", { taskId: "3", addBlocks: ["1"] }],
  ["blockers: itself", "TaskUpdate", { taskId: "3", addBlockedBy: ["3"] }],
  ["list: the graph, and what can start now", "TaskList", {}],
  ["start: a task whose blocker is open", "TaskUpdate", { taskId: "2", status: "in_progress" }],
  ["start: a task that can start", "TaskUpdate", { taskId: "1", status: "in_progress" }],
  ["start: a task already in progress", "TaskUpdate", { taskId: "1", status: "in_progress" }],
  ["complete: a task whose blocker is open", "TaskUpdate", { taskId: "3", status: "completed" }],
  [
    "complete: a task, which unblocks the one waiting for it alone (#4 still waits for #2)",
    "TaskUpdate",
    { taskId: "1", status: "completed" },
  ],
  [
    "complete: straight from pending, unblocking two",
    "TaskUpdate",
    { taskId: "2", status: "completed" },
  ],
  ["update: a status there is not", "TaskUpdate", { taskId: "3", status: "done" }],
  ["update: nothing to change", "TaskUpdate", { taskId: "3" }],
  [
    "update: the text",
    "TaskUpdate",
    { taskId: "3", subject: "Write the unit tests", activeForm: "Writing the unit tests" },
  ],
  ["delete: a task", "TaskUpdate", { taskId: "4", status: "deleted" }],
  ["get: a deleted task", "TaskGet", { taskId: "4" }],
  [
    "create: a deleted task's id is never given again",
    "TaskCreate",
    { subject: "Write the README", description: "Usage." },
  ],
  [
    "lock: another agent takes it, adds a task and lets go half a second later",
    "bash",
    {
      command: `mkdir .tasks/.lock; (sleep 0.5; echo '${ALICE_TASK}' > .tasks/6.json; echo 6 > .tasks/.highwatermark; rmdir .tasks/.lock) & echo "alice holds the lock"`,
    },
  ],
  [
    "lock: the next create waits for it, and reads the tasks again",
    "TaskCreate",
    { subject: "Tag notes", description: "Tags." },
  ],
  [
    "owner: complete a task another agent has in progress",
    "TaskUpdate",
    { taskId: "6", status: "completed" },
  ],
  [
    "owner: the same, naming its owner",
    "TaskUpdate",
    { taskId: "6", status: "completed", owner: "alice" },
  ],
  ["owner: take it over", "TaskUpdate", { taskId: "6", owner: "main" }],
  [
    "start: a task whose blocker is completed",
    "TaskUpdate",
    { taskId: "3", status: "in_progress" },
  ],
  [
    "blockers: a task in progress cannot wait for an open one",
    "TaskUpdate",
    { taskId: "3", addBlockedBy: ["7"] },
  ],
  ["update: the status it already has", "TaskUpdate", { taskId: "5", status: "pending" }],
  [
    "lock: bob died holding it 4 s ago, so no one keeps it fresh",
    "bash",
    {
      command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() - 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "bob died holding the lock"`,
    },
  ],
  [
    "lock: a lock not kept fresh for 2 s is taken over; a task whose subject is a number",
    "TaskCreate",
    { subject: "5", description: "Release 5 of the notes format." },
  ],
  ["create: a ninth", "TaskCreate", { subject: "Export notes", description: "To JSON." }],
  ["create: a tenth", "TaskCreate", { subject: "Import notes", description: "From JSON." }],
  [
    "blockers: \"5\" is #5's id and #8's subject: the id comes first",
    "TaskUpdate",
    { taskId: "7", addBlockedBy: ["5"] },
  ],
  [
    "blockers: two tasks wait for this one, in the order given",
    "TaskUpdate",
    { taskId: "5", addBlocks: ["10", "9"] },
  ],
  [
    "blockers: a subject in other letters",
    "TaskUpdate",
    { taskId: "10", addBlockedBy: ["export NOTES"] },
  ],
  [
    "blockers: an id that names no task, among ten: the tasks in id order",
    "TaskUpdate",
    { taskId: "10", addBlockedBy: ["11"] },
  ],
  [
    "complete: unblocking three, in the order of its blocks",
    "TaskUpdate",
    { taskId: "5", status: "completed" },
  ],
  [
    "blockers: two ids, one with a space and its #",
    "TaskUpdate",
    { taskId: "10", addBlockedBy: ["9", " #8"] },
  ],
  [
    "blockers: a circle on disk, two tasks written by hand that wait for each other",
    "bash",
    {
      command: `echo '${handWritten("11", "Sync notes", "12")}' > .tasks/11.json && echo '${handWritten("12", "Merge notes", "11")}' > .tasks/12.json && echo "#11 and #12 wait for each other"`,
    },
  ],
  [
    "blockers: a walk into that circle visits each task once",
    "TaskUpdate",
    { taskId: "7", addBlockedBy: ["11"] },
  ],
  [
    "delete: a task whose waiter is in progress: it unblocks nothing",
    "TaskUpdate",
    { taskId: "2", status: "deleted" },
  ],
  [
    "lock: carol takes it, fresh for the next 6 s (its time set 4 s ahead): longer than the tries, shorter than forever",
    "bash",
    {
      command: `mkdir .tasks/.lock && node -e 'const t = new Date(Date.now() + 4000); require("node:fs").utimesSync(".tasks/.lock", t, t)' && echo "carol holds the lock"`,
    },
  ],
  ["lock: given up after about 2.4 s, and said so", "TaskList", {}],
  ["lock: carol lets go", "bash", { command: `rmdir .tasks/.lock && echo "carol let go"` }],
  ["list: at the end, once carol has let go", "TaskList", {}],
];

export default {
  "demo.json": demo,
  "resume.json": resume,
  "nag.json": nag,
  "task-cases.json": cassette(
    "s12",
    "task-cases",
    ["Try every task tool."],
    [...TASK_CASES.map(([, tool, input]) => [call(tool, input)]), [say("Done.")]],
  ),
} satisfies ScriptedCassettes;
