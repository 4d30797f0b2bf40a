/** What the cross-lesson tests expect of lesson s03 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "todo"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  shownErrors: {
    "demo.json": [
      {
        round: 4,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "the sample's tests fail before the fix: the demo runs them first",
      },
    ],
  },
  badInputs: [
    { name: "todo: items is a number", tool: "todo", input: { items: 3 }, expect: /^Error: / },
    {
      name: "todo: a blank text",
      tool: "todo",
      input: { items: [{ id: "a", text: " ", status: "pending" }] },
      expect: /^Error: Item a: text required$/,
    },
    {
      name: "todo: an invalid status",
      tool: "todo",
      input: { items: [{ id: "1", text: "x", status: "done" }] },
      expect: /^Error: Item 1: invalid status 'done'$/,
    },
    {
      name: "an unknown tool (todos)",
      tool: "todos",
      input: {},
      expect:
        /^Error: Unknown tool: todos\. Available tools: bash, read_file, write_file, edit_file, todo$/,
    },
  ],
  // Each on the cassette that catches it soonest: todo-cases.json for the todo, nag.json for the counter.
  mistakes: [
    {
      name: "an error returned, not thrown",
      checks: ["todo-cases"],
      edits: [
        [
          'if (!Array.isArray(items)) throw new Error("items must be a list of tasks");',
          'if (!Array.isArray(items)) return "Error: items must be a list of tasks";',
        ],
      ],
      message:
        'todo-cases: round 6: todo with items as a string "write the tests, then run them": the recorded session answers "Error: items must be a list of tasks" as an error (is_error: true); yours as a plain result.',
    },
    {
      name: "the limit checked after the items",
      checks: ["todo-cases"],
      edits: [
        ['    if (items.length > 20) throw new Error("Max 20 todos allowed");\n', ""],
        [
          "    if (inProgress > 1) throw",
          '    if (items.length > 20) throw new Error("Max 20 todos allowed");\n    if (inProgress > 1) throw',
        ],
      ],
      message:
        'todo-cases: round 5: todo with 21 items: expected "Error: Max 20 todos allowed" (an error), got "Error: Item 1: text required" (an error).',
    },
    {
      name: "ids counted from 0",
      checks: ["todo-cases"],
      edits: [['field(item, "id", String(i + 1))', 'field(item, "id", String(i))']],
      message: "todo-cases: round 7: todo with 2 items",
    },
    {
      name: "the status checked before the text",
      checks: ["todo-cases"],
      edits: [
        ["      if (!text) throw new Error(`Item ${id}: text required`);\n", ""],
        [
          '      if (status === "in_progress") inProgress += 1;\n',
          '      if (!text) throw new Error(`Item ${id}: text required`);\n      if (status === "in_progress") inProgress += 1;\n',
        ],
      ],
      message:
        'todo-cases: round 11: todo with 1 item [{"id":"4","text":"","status":"done"}]: expected "Error: Item 4: text required" (an error), got "Error: Item 4: invalid status \'done\'" (an error).',
    },
    {
      name: "a second in_progress refused inside the loop",
      checks: ["todo-cases"],
      edits: [
        [
          'if (status === "in_progress") inProgress += 1;',
          'if (status === "in_progress" && ++inProgress > 1) throw new Error("Only one task can be in_progress at a time");',
        ],
      ],
      message:
        'todo-cases: round 13: todo with 3 items: expected "Error: Item 3: invalid status \'started\'" (an error), got "Error: Only one task can be in_progress at a time" (an error).',
    },
    {
      name: "the checked items not kept",
      checks: ["todo-cases"],
      edits: [["    this.items = validated;\n", ""]],
      message:
        "todo-cases: round 1: todo with 3 items: your answer differs from the recorded session's:",
    },
    {
      name: "the panel given the items, not their lines",
      checks: ["todo-cases"],
      edits: [
        [
          "session.ui.todos(\n        this.items.map((t) => ({ text: renderItem(t), status: t.status, activity: t.text })),\n      );",
          "session.ui.todos(this.items);",
        ],
      ],
      message:
        "todo-cases: round 1: every request matches, but the todo panel on the learner's screen differs from the recorded session's.",
    },
    {
      name: "a rendering without its blank line",
      checks: ["todo-cases"],
      edits: [['[...this.items.map(renderItem), "", `(', "[...this.items.map(renderItem), `("]],
      message:
        "todo-cases: round 1: todo with 3 items: your answer differs from the recorded session's:",
    },
    {
      name: "a line without the id, as in v2",
      checks: ["todo-cases"],
      edits: [
        ["return `${marker} #${item.id}: ${item.text}`;", "return `${marker} ${item.text}`;"],
      ],
      message:
        "todo-cases: round 1: todo with 3 items: your answer differs from the recorded session's:",
    },
    {
      name: "a reminder from the 4th round",
      checks: ["nag"],
      edits: [["if (roundsWithoutTodo >= 3) {", "if (roundsWithoutTodo > 3) {"]],
      message:
        "nag: round 3: the recorded session sends REMINDER after the tool results; yours sends none.",
    },
    {
      name: "a reminder sent but not shown",
      checks: ["nag"],
      edits: [["      session.ui.reminder(REMINDER);\n", ""]],
      message:
        "nag: round 3: every request matches, but the reminders on the learner's screen differ from the recorded session's.",
    },
    {
      name: "a counter kept for the whole session",
      checks: ["nag"],
      edits: [
        [
          "  let roundsWithoutTodo = 0; // rounds in a row without a todo call, counted within this request\n",
          "",
        ],
        [
          "const TODO = new TodoManager();\n",
          "const TODO = new TodoManager();\nlet roundsWithoutTodo = 0;\n",
        ],
      ],
      message:
        "nag: round 14: yours sends REMINDER after the tool results; the recorded session sends none here.",
    },
  ],
  audit: {
    "todo-update": [
      [
        'Check the items the model sent as the reference\'s lesson 3 does, in this order, and throw the first failure as new Error(TEXT) (the dispatch sends it as "Error: TEXT", an error result).',
        "an error returned, not thrown",
      ],
      [
        '(1) items is an array, else "items must be a list of tasks"; (2) at most 20 of them, else "Max 20 todos allowed": both before any item is looked at.',
        "the limit checked after the items",
      ],
      [
        '(3) Then each item in turn, item i read with field(item, key, fallback): text (trimmed), status (lower-cased, "pending" when missing), id (String(i + 1) when missing).',
        "ids counted from 0",
      ],
      [
        'Its text must not be empty ("Item ID: text required"), then its status must be one of STATUSES ("Item ID: invalid status \'STATUS\'").',
        "the status checked before the text",
      ],
      [
        '(4) Only after all items: at most one in_progress, else "Only one task can be in_progress at a time".',
        "a second in_progress refused inside the loop",
      ],
      [
        "Keep the checked items ({ id, text, status }) in this.items (this.render() reads them there) and return this.render().",
        "the checked items not kept",
      ],
      [
        "Show them to the learner: session.ui.todos(lines), with one line per item: { text: renderItem(item), status: item.status, activity: item.text }.",
        "the panel given the items, not their lines",
      ],
    ],
    "todo-render": [
      [
        'What the model sees: one line per item (renderItem), a blank line, then "(DONE/TOTAL completed)"; "No todos." when the list is empty.',
        "a rendering without its blank line",
      ],
    ],
    "todo-render-item": [
      [
        '"[ ] #ID: TEXT" when pending, "[>] #ID: TEXT" when in progress, "[x] #ID: TEXT" when completed.',
        "a line without the id, as in v2",
      ],
    ],
    nag: [
      [
        'The reminder: count the model rounds in a row without a todo call (usedTodo says whether this round had one; a round with one sets the count back to 0), and from the 3rd such round on, every round, push { type: "text", text: REMINDER } after this round\'s tool results.',
        "a reminder from the 4th round",
      ],
      [
        "Show it to the learner each time: session.ui.reminder(REMINDER).",
        "a reminder sent but not shown",
      ],
      [
        "The count is per request: a new message from the learner starts it again at 0.",
        "a counter kept for the whole session",
      ],
      ["Declare the counter where that holds.", "a counter kept for the whole session"],
    ],
  },
} satisfies LessonExpectations;
