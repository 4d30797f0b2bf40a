/** What the cross-lesson tests expect of lesson s08 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write", "task", "compact"],
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
