/** What the cross-lesson tests expect of lesson s13 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: [
    "bash",
    "read_file",
    "write_file",
    "edit_file",
    "glob",
    "TaskCreate",
    "TaskGet",
    "TaskUpdate",
    "TaskList",
    "job_output",
    "stop_job",
  ],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks, a line each.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    // s12's: a session's first message, when an earlier one left open tasks.
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // A background job's notification: nothing inside it closes its tag (`</` is escaped).
    /^<task-notification>\nBackground job #\d+ (completed|failed|timed out|stopped) \((exit code \d+|killed by SIG[A-Z]+)\) after \d+\.\d s\.\nCommand: ((?!<\/)[^\n])*\nOutput (\(.*\):\n((?!<\/)[\s\S])*|: none \(.*\)\.)\n<\/task-notification>$/,
  ],
  badInputs: [
    {
      name: "job_output: no job started",
      tool: "job_output",
      input: { job_id: "1" },
      expect: /^Error: No background job #1\. None has been started \(bash with run_in_background starts one\)\.$/,
    },
    {
      name: "stop_job: no id",
      tool: "stop_job",
      input: {},
      expect: /^Error: Invalid input for stop_job: job_id: /,
    },
    {
      name: "bash: run_in_background as a string",
      tool: "bash",
      input: { command: "echo hi", run_in_background: "yes" },
      expect: /^Error: Invalid input for bash: run_in_background: .*expected boolean, received string/,
    },
    {
      name: "job_output: a negative offset",
      tool: "job_output",
      input: { job_id: "1", offset: -1 },
      expect: /^Error: Invalid input for job_output: offset: /,
    },
  ],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  audit: {},
} satisfies LessonExpectations;
