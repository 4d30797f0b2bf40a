/** What the cross-lesson tests expect of lesson s16 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

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
  // The lead's: s15's, with its side of the protocols (it asks for a shutdown, it answers a plan).
  tools: [...TASK_TOOLS, "spawn_teammate", "send_message", "read_inbox", "shutdown_request", "plan_response"],
  // A teammate's: no spawn_teammate (no nesting); its side of the protocols (it answers a shutdown, it sends a plan).
  subagentTools: [...TASK_TOOLS, "send_message", "read_inbox", "plan_request", "shutdown_response"],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks; a session's first message, when tasks are open.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // A message handed to its reader before its next call, its markup escaped; a protocol's with its request_id.
    /^<message from="[a-z][a-z0-9-]*" type="(message|(shutdown|plan)_(request|response))"( request_id="(shutdown|plan)-\d+")?>[^<>]*<\/message>$/,
    // A shutdown request left unanswered: the teammate reminded at each round, then the lead told.
    /^<reminder>[a-z][a-z0-9-]* asked you to shut down: answer shutdown-\d+ with shutdown_response\.<\/reminder>$/,
    /^<reminder>[a-z][a-z0-9-]* left shutdown-\d+ unanswered for 3 rounds\.<\/reminder>$/,
  ],
  // Tool calls its demo means to fail: none.
  shownErrors: {},
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [
    {
      name: "shutdown_request: to an agent not on the team",
      tool: "shutdown_request",
      input: { teammate: "nobody" },
      expect: /^Error: No agent named "nobody" on the team\. The team: lead\.$/,
    },
    {
      name: "plan_response: an unknown request_id",
      tool: "plan_response",
      input: { request_id: "plan-1", approve: true },
      expect: /^Error: No request plan-1\. Your open requests: none\.$/,
    },
    {
      name: "plan_response: approve as a string",
      tool: "plan_response",
      input: { request_id: "plan-1", approve: "yes" },
      expect: /^Error: Invalid input for plan_response: approve: /,
    },
  ],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
