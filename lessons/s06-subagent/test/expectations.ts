/** What the cross-lesson tests expect of lesson s06 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write", "task"],
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  badInputs: [
    { name: "task: no description", tool: "task", input: {}, expect: /^Error: Invalid input for task: description: / },
    {
      name: "task: a blank description",
      tool: "task",
      input: { description: " \n " },
      expect: /^Error: Invalid input for task: description: say what the subagent is to do$/,
    },
    {
      name: "task: a description that is a list",
      tool: "task",
      input: { description: ["read", "report"] },
      expect: /^Error: Invalid input for task: description: .*expected string, received array/,
    },
    {
      name: "task: a subagent whose model call fails (here: a lesson imported, with no model)",
      tool: "task",
      input: { description: "Read README.md." },
      expect:
        /^Error: The subagent stopped: Lesson s06 was imported, not run: it has no model\. Run it with pnpm lesson s06\. The sub-task is not done: try again, or do it yourself\.$/,
    },
  ],
  mistakes: [
    {
      name: "the subagent gets every tool, task too",
      checks: ["subagent-cases"],
      edits: [
        [
          'export const SUB_TOOLS = TOOLS.filter((t) => t.name !== "task" && t.name !== "todo_write");',
          "export const SUB_TOOLS = TOOLS;",
        ],
      ],
      message:
        "subagent-cases: request 3: your tools are bash, read_file, write_file, edit_file, glob, todo_write, task; the recorded session's are bash, read_file, write_file, edit_file, glob.",
    },
    {
      name: "no round limit",
      checks: ["subagent-cases"],
      edits: [["  for (let round = 1; round <= SUB_MAX_ROUNDS; round++) {", "  for (let round = 1; ; round++) {"]],
      message: "subagent-cases: ",
    },
    {
      name: "the subagent hands back its whole history",
      checks: ["subagent-cases"],
      edits: [
        [
          '      return (report || "(The subagent ended without a report.)") + cut;',
          "      return JSON.stringify(messages);",
        ],
      ],
      message: "subagent-cases: ",
    },
  ],
} satisfies LessonExpectations;
