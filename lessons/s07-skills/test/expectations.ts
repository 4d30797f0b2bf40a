/** What the cross-lesson tests expect of lesson s07 (@agent-workbook/kit/authoring/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/lesson-expectations";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write", "task", "load_skill"],
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob", "load_skill"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  badInputs: [
    {
      name: "load_skill: no name",
      tool: "load_skill",
      input: {},
      expect: /^Error: Invalid input for load_skill: name: /,
    },
    {
      name: "load_skill: a name that is a number",
      tool: "load_skill",
      input: { name: 7 },
      expect: /^Error: Invalid input for load_skill: name: .*expected string, received number/,
    },
    {
      name: "load_skill: arguments as a list",
      tool: "load_skill",
      input: { name: "add-test", arguments: ["a", "b"] },
      expect: /^Error: Invalid input for load_skill: arguments: .*expected string, received array/,
    },
    {
      name: "load_skill: a name in a workspace without skills",
      tool: "load_skill",
      input: { name: "add-test" },
      expect: /^Error: Unknown skill: add-test\. Available skills: none$/,
    },
    {
      name: "load_skill: a path out of the workspace as a name",
      tool: "load_skill",
      input: { name: "../../etc/passwd" },
      expect: /^Error: Unknown skill: \.\.\/\.\.\/etc\/passwd\. Available skills: none$/,
    },
  ],
  mistakes: [],
  audit: {},
} satisfies LessonExpectations;
