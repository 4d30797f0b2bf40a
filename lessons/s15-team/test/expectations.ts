/** What the cross-lesson tests expect of lesson s15 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

export default {
  // As s12's, which it started from: keep them true as the lesson grows.
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "TaskCreate", "TaskGet", "TaskUpdate", "TaskList"],
  reminders: [{}, {}],
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
