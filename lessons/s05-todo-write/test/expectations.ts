/** What the cross-lesson tests expect of lesson s05 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  badInputs: [
    {
      name: "todo_write: todos is a string",
      tool: "todo_write",
      input: { todos: "nope" },
      expect: /^Error: todos must be a list of \{content, status\} tasks/,
    },
    {
      name: "todo_write: an invalid status",
      tool: "todo_write",
      input: { todos: [{ content: "x", status: "done" }] },
      expect: /^Error: Task 0: status must be pending, in_progress or completed/,
    },
  ],
  mistakes: [
    {
      name: "a counter that does not start again after the reminder",
      checks: ["nag"],
      edits: [["      roundsWithoutTodo = 0; // and count again: the reminder comes every third round\n", ""]],
      message: "nag: round 4: yours sends REMINDER after the tool results; the recorded session sends none here.",
    },
  ],
} satisfies LessonExpectations;
