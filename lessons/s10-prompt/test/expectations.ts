/** What the cross-lesson tests expect of lesson s10 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // As s09's, which it started from: keep them true as the lesson grows.
  tools: [
    "bash",
    "read_file",
    "write_file",
    "edit_file",
    "glob",
    "todo_write",
    "task",
    "compact",
    "memory",
  ],
  reminders: ["<reminder>Update your todos.</reminder>"],
  // The failing tool calls its cassettes mean to show, by cassette: { "demo.json": [{ round, tool, result, why }] }.
  shownErrors: {},
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "the imported file not wrapped with its path",
      checks: ["demo"],
      edits: [['<imported path="${shown(path)}">', "<imported>"]],
      message: "demo: request 1: the system prompt differs from the recorded session's.",
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
