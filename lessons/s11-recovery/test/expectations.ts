/** What the cross-lesson tests expect of lesson s11 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // s08's, less task (no subagent here); todo_write is the kit's TodoList, as s08 declares it.
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write", "compact"],
  reminders: [
    "<reminder>Update your todos.</reminder>",
    // A cut answer's continue turn, and the note a trim leaves in the first message.
    "Your answer was cut off at the token limit. Continue exactly where it stopped; a tool call that was cut off was not run: make it again whole.",
    /^\[Trimmed: messages 2 to \d+ were dropped to fit the context window\.\]$/,
  ],
  shownErrors: {
    "demo.json": [
      {
        round: 1,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "three of the sample's receipt checks fail: the demo runs the tests to find what to fix",
      },
    ],
  },
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
