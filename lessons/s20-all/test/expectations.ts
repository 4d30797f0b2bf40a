/** What the cross-lesson tests expect of lesson s20 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

const FILE_TOOLS = ["bash", "read_file", "write_file", "edit_file", "glob"];
const TASK_TOOLS = ["TaskCreate", "TaskGet", "TaskUpdate", "TaskList"];
const CRON_TOOLS = ["CronCreate", "CronList", "CronDelete"];

export default {
  // v1's, then each mechanism's, in MECHANISMS' order: todo (s05), subagent (s06), compaction (s08), tasks (s12),
  // cron (s14).
  tools: [...FILE_TOOLS, "todo_write", "task", "compact", ...TASK_TOOLS, ...CRON_TOOLS],
  // s06's: the parent's tools but task, todo_write and compact.
  subagentTools: [...FILE_TOOLS, ...TASK_TOOLS, ...CRON_TOOLS],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks, a line each.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    // s12's: a session's first message, when an earlier one left open tasks.
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // s14's: the fires that waited together, a line each.
    /^\[scheduled job [0-9a-z]{10}\] [^\n]+(\n\[scheduled job [0-9a-z]{10}\] [^\n]+)*$/,
    // s04's: a Stop hook's block sends the agent back with its reason.
    /^Stop hook: .+$/,
  ],
  // The failing tool calls its cassettes mean to show, by cassette.
  shownErrors: {
    "demo.json": [
      {
        round: 2,
        tool: "bash",
        result: /^Denied by a PreToolUse hook: • Read files with the read_file tool/,
        why: "the sample's PreToolUse hook blocks cat before any rule is read: the demo shows its reason reaching the model",
      },
    ],
  },
  // Bad calls of its own tools: s20 has none of its own (each mechanism's are its lesson's tests).
  badInputs: [],
  // No exercise yet.
  mistakes: [],
} satisfies LessonExpectations;
