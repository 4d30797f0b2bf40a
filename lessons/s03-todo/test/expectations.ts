/** What the cross-lesson tests expect of lesson s03 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "todo"],
  reminders: ["<reminder>Update your todos.</reminder>"],
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
      expect: /^Error: Unknown tool: todos\. Available tools: bash, read_file, write_file, edit_file, todo$/,
    },
  ],
  mistakes: [
    {
      name: "a counter kept for the whole session",
      checks: ["nag"],
      edits: [
        ["  let roundsWithoutTodo = 0; // rounds in a row without a todo call, counted within this request\n", ""],
        ["const TODO = new TodoManager();\n", "const TODO = new TodoManager();\nlet roundsWithoutTodo = 0;\n"],
      ],
      message: "nag: round 14: yours sends REMINDER after the tool results; the recorded session sends none here.",
    },
  ],
} satisfies LessonExpectations;
