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

/** The lines of the exercise's region in agent.ts, as the mistakes edit them. */
const OPEN = 'r.to === this.speaker.name && r.status === "pending"';
const TO =
  "    if (request.to !== this.speaker.name)\n      throw new ToolError(`Error: ${id} was sent to ${request.to}, not you. ${yours}`);\n";
const CLOSED =
  '    if (request.status !== "pending")\n      throw new ToolError(`Error: ${id} is closed (${request.status}). ${yours}`);\n';

export default {
  // The lead's: s15's, with its side of the protocols (it asks for a shutdown, it answers a plan).
  tools: [
    ...TASK_TOOLS,
    "spawn_teammate",
    "send_message",
    "read_inbox",
    "shutdown_request",
    "plan_response",
  ],
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
  mistakes: [
    {
      name: "an unknown id not refused",
      checks: ["protocol-cases"],
      edits: [["  if (!request) throw new ToolError(`Error: No request ${id}. ${yours}`);\n", ""]],
      message:
        'protocol-cases: round 1: plan_response with {"request_id":"plan-9","approve":true}: expected "Error: No request plan-9. Your open requests: none." (an error), got "Error: Cannot read properties of undefined (reading \'to\')" (an error).',
    },
    {
      name: "every open request listed as the speaker's",
      checks: ["protocol-cases"],
      edits: [[OPEN, OPEN.replace("r.to === this.speaker.name && ", "")]],
      message:
        'protocol-cases: round 1: plan_response with {"request_id":"plan-9","approve":true}: expected "Error: No request plan-9. Your open requests: none." (an error), got "Error: No request plan-9. Your open requests: shutdown-1, shutdown-2." (an error).',
    },
    {
      name: "closed requests listed as open",
      checks: ["protocol-cases"],
      edits: [[OPEN, OPEN.replace(' && r.status === "pending"', "")]],
      message:
        'protocol-cases: round 1: shutdown_response with {"request_id":"shutdown-1","approve":true}: expected "Error: shutdown-1 is closed (rejected). Your open requests: none." (an error), got "Error: shutdown-1 is closed (rejected). Your open requests: shutdown-1." (an error).',
    },
    {
      name: "the open requests joined without a space",
      checks: ["protocol-cases"],
      edits: [['open.join(", ")', 'open.join(",")']],
      message:
        'protocol-cases: round 7: plan_response with {"request_id":"plan-33","approve":true}: expected "Error: No request plan-33. Your open requests: plan-3, plan-4." (an error), got "Error: No request plan-33. Your open requests: plan-3,plan-4." (an error).',
    },
    {
      name: "no word when there is none",
      checks: ["protocol-cases"],
      edits: [['open.join(", ") || "none"', 'open.join(", ")']],
      message:
        'protocol-cases: round 1: plan_response with {"request_id":"plan-9","approve":true}: expected "Error: No request plan-9. Your open requests: none." (an error), got "Error: No request plan-9. Your open requests: ." (an error).',
    },
    {
      name: "a shutdown answered with another teammate's id",
      checks: ["protocol-cases"],
      edits: [[TO, ""]],
      message:
        'protocol-cases: round 1: yours sends "<message from=\\"alice\\" type=\\"shutdown_response\\" request_id=\\"shutdown-2\\">rejected. Still writing notes.</message>" after the tool results; the recorded session sends none here.',
    },
    {
      name: "an id answered twice",
      checks: ["protocol-cases"],
      edits: [[CLOSED, ""]],
      message:
        'protocol-cases: round 1: yours sends "<message from=\\"alice\\" type=\\"shutdown_response\\" request_id=\\"shutdown-1\\">approved.</message>" after the tool results; the recorded session sends none here.',
    },
    {
      name: "the first request returned",
      checks: ["protocol-cases"],
      edits: [["    return request;\n", "    return [...this.requests.values()][0];\n"]],
      message:
        "protocol-cases: request 17: the recorded session's request is the alice's model call; yours is the main agent's.",
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {
    answerable: [
      [
        "Look id up in this.requests: an id that names no request is refused, throw new ToolError(`Error: No request ${id}. ${yours}`).",
        "an unknown id not refused",
      ],
      [
        "yours lists the requests sent to the agent whose round it is (to is this.speaker.name)",
        "every open request listed as the speaker's",
      ],
      ["that are still pending,", "closed requests listed as open"],
      [
        'their ids: `Your open requests: ${ids joined by ", "}.`,',
        "the open requests joined without a space",
      ],
      ["or `none` in place of the ids.", "no word when there is none"],
      [
        "A request sent to another agent is not the speaker's to answer: `Error: ${id} was sent to ${request.to}, not you. ${yours}`.",
        "a shutdown answered with another teammate's id",
      ],
      [
        "A request that is closed already (answered, or left unanswered) takes no second answer: `Error: ${id} is closed (${request.status}). ${yours}`.",
        "an id answered twice",
      ],
      ["Return the request: respond sends the answer and closes it.", "the first request returned"],
    ],
  },
} satisfies LessonExpectations;
