/** What the cross-lesson tests expect of lesson s15 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/lesson-expectations";

const TASK_TOOLS = [
  "bash",
  "read_file",
  "write_file",
  "edit_file",
  "glob",
  "TaskCreate",
  "TaskGet",
  "TaskUpdate",
  "TaskList",
];

export default {
  tools: [...TASK_TOOLS, "spawn_teammate", "send_message", "read_inbox", "shutdown_request"],
  // A teammate's: no spawn_teammate (no nesting), no shutdown_request; shutdown_response to answer one.
  subagentTools: [...TASK_TOOLS, "send_message", "read_inbox", "shutdown_response"],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks; a session's first message, when tasks are open.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // A message handed to its reader before its next call.
    /^<message from="[a-z][a-z0-9-]*" type="(message|shutdown_request|shutdown_response)"( request_id="stop-\d+")?( approve="(true|false)")?>[^]*<\/message>$/,
    // A ready task an idle teammate has claimed.
    /^<claimed>#\d+ .+ is yours, in progress: [^]*<\/claimed>$/,
  ],
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
