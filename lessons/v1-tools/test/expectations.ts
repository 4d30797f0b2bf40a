/** What the cross-lesson tests expect of lesson v1 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file"],
  reminders: [],
  badInputs: [
    {
      name: "a todo tool of a later lesson",
      tool: "TodoWrite",
      input: { items: [] },
      expect: /^Error: Unknown tool: TodoWrite\. Available tools: bash, read_file, write_file, edit_file$/,
    },
  ],
  mistakes: [
    {
      name: "an error thrown instead of returned as is_error",
      checks: ["dispatch"],
      edits: [
        [
          "    return failed(block, `Error: Unknown tool: ${block.name}.",
          "    throw new Error(`Error: Unknown tool: ${block.name}.",
        ],
      ],
      message: "dispatch: round 1: <file> failed with: Error: Error: Unknown tool: delete_file.",
    },
  ],
} satisfies LessonExpectations;
