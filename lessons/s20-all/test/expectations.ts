/** What the cross-lesson tests expect of lesson s20 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

const FILE_TOOLS = ["bash", "read_file", "write_file", "edit_file", "glob"];
const TASK_TOOLS = ["TaskCreate", "TaskGet", "TaskUpdate", "TaskList"];
const CRON_TOOLS = ["CronCreate", "CronList", "CronDelete"];
const TEAM_TOOLS = [
  "spawn_teammate",
  "send_message",
  "read_inbox",
  "shutdown_request",
  "plan_response",
];
const WORKTREE_TOOLS = [
  "create_worktree",
  "bind_worktree",
  "merge_worktree",
  "keep_worktree",
  "remove_worktree",
];
const MCP_TOOLS = [
  "mcp__tracker__list_issues",
  "mcp__tracker__show_issue",
  "mcp__tracker__close_issue",
];

export default {
  // v1's (bash with s13's run_in_background), then each mechanism's, in MECHANISMS' order: todo (s05), subagent
  // (s06), skills (s07), compaction (s08), memory (s09), tasks (s12), background (s13), cron (s14), the team
  // (s15–s18: the lead's side), MCP (s19: the sample's tracker).
  tools: [
    ...FILE_TOOLS,
    ...["todo_write", "task", "load_skill", "compact", "memory"],
    ...TASK_TOOLS,
    ...["job_output", "stop_job"],
    ...CRON_TOOLS,
    ...TEAM_TOOLS,
    ...WORKTREE_TOOLS,
    ...MCP_TOOLS,
  ],
  // A teammate's (the demo's other agent, s18's): the lead's less spawn_teammate, the lead's side of the protocols,
  // the worktrees, and s06's task and s08's compact (the compaction is the lead's); with the teammate's side.
  subagentTools: [
    ...FILE_TOOLS,
    ...["todo_write", "load_skill", "memory"],
    ...TASK_TOOLS,
    ...["job_output", "stop_job"],
    ...CRON_TOOLS,
    ...["send_message", "read_inbox", "plan_request", "shutdown_response"],
    ...MCP_TOOLS,
  ],
  reminders: [
    // s12's: every 10 rounds without a task tool, the open tasks, a line each.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    // s12's: a session's first message, when an earlier one left open tasks.
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: The task list is locked .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    // s14's: the fires that waited together, a line each.
    /^\[scheduled job [0-9a-z]{10}\] [^\n]+(\n\[scheduled job [0-9a-z]{10}\] [^\n]+)*$/,
    // s04's: a Stop hook's block sends the agent back with its reason.
    /^Stop hook: .+$/,
    // s13's: a background job's notification; nothing inside it closes its tag (`</` is escaped).
    /^<task-notification>\nBackground job #\d+ (completed|failed|timed out|stopped) \((exit code \d+|killed by SIG[A-Z]+)\) after \d+\.\d s\.\nCommand: ((?!<\/)[^\n])*\nOutput(?: \(.*\):\n((?!<\/)[\s\S])*|: none \(.*\)\.)\n<\/task-notification>$/,
    // s15–s17's: a message (a protocol's with its request_id), a shutdown request left unanswered, a claim.
    /^<message from="[a-z][a-z0-9-]*" type="(message|(shutdown|plan)_(request|response))"( request_id="(shutdown|plan)-\d+")?>[^<>]*<\/message>$/,
    /^<reminder>[a-z][a-z0-9-]* asked you to shut down: answer shutdown-\d+ with shutdown_response\.<\/reminder>$/,
    /^<reminder>[a-z][a-z0-9-]* left shutdown-\d+ unanswered for 3 rounds\.<\/reminder>$/,
    /^<claimed task="\d+">[^<>]*<\/claimed>$/,
    // s15's: a teammate's first message, the lead's spawn_teammate prompt (the demo's), sent as a block: s10's
    // breakpoint marks the last message's last block.
    /^Claim the ready task, fix it in its worktree, commit there, complete it, and tell lead\.$/,
    // s18's: where a teammate works once it claimed a task bound to a worktree.
    /^<worktree name="[A-Za-z0-9._-]+">Task #\d+ is bound to \.worktrees\/[A-Za-z0-9._-]+ \(branch wt\/[A-Za-z0-9._-]+\): your tools work there now\.<\/worktree>$/,
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
  // Its bad inputs run where the rules let every call through but sudo (s03p's, s04's): they are the tools'.
  badInputsWorkspace: {
    ".workbook/settings.json":
      '{ "permissions": { "defaultMode": "bypassPermissions", "deny": ["Bash(sudo *)"] } }\n',
  },
  badInputsRepository: true, // s18's worktrees are a repository's
  // Bad calls of its tools: each mechanism's are its lesson's tests; s03p's rules stop `sudo ls` (the gate's).
  badInputs: [
    {
      name: "a blocked command",
      tool: "bash",
      input: { command: "sudo ls" },
      expect: /^Denied by the deny rule Bash\(sudo \*\) in \.workbook\/settings\.json\.$/,
    },
  ],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "the context not prepared",
      checks: ["demo"],
      edits: [['    if (lead && on("compaction")) await compaction.before(messages);\n', ""]],
      message:
        'demo: round 1: load_skill with {"name":"fix-a-bug","arguments":"the failing test"}: your answer differs from the recorded session\'s:',
    },
    {
      name: "the answer not kept",
      checks: ["demo"],
      edits: [['    messages.push({ role: "assistant", content: response.content });\n', ""]],
      message:
        "demo: request 2, the learner's first message: the API would reject this request: messages.1.content.0: tool_result blocks must come before any other content in the user turn",
    },
    {
      name: "the inbox not delivered",
      checks: ["demo"],
      edits: [['    if (lead && on("team")) await team.deliver(LEAD);\n', ""]],
      message:
        "demo: round 8: read_inbox with no input: yours answers as the recorded session does, in another block:",
    },
    {
      name: "a call that skips the gate",
      checks: ["demo"],
      edits: [
        [
          "results.push(await session.supervise(block, tools, runTool));",
          "results.push(await runTool(block));",
        ],
      ],
      message:
        'demo: round 2: bash with {"command":"npm test","run_in_background":true}: your answer differs from the recorded session\'s:',
    },
  ],
  audit: {
    round: [
      [
        "Write the round's steps in order; each step's module is given above.",
        "the answer not kept",
      ],
      [
        "Steps 1 to 4 go after the last tool results (lastUser(messages)): the lead's scheduled fires (SCHEDULE.due, firesMessage), its background notifications (jobs.deliverNotifications) and its inbox (team.deliver(LEAD)), then anyone's task reminder (agent.nag.after).",
        "the inbox not delivered",
      ],
      [
        "Step 5 prepares the context before the model is called: the lead's compaction (compaction.before(messages)), then the prompt's sections (identity, and the memory index).",
        "the context not prepared",
      ],
      [
        "Steps 6 and 7 call the model on the agent's tool pool (offered(agent)) with the prompt's breakpoints (withBreakpoints; a failure to recovery.recoverTooLong), and put its answer in messages; with no tool call, stop(agent).",
        "the answer not kept",
      ],
      [
        "Step 8 sends each tool call through the one gate (session.supervise(block, tools, runTool)), and the results go back in one user message.",
        "a call that skips the gate",
      ],
    ],
  },
} satisfies LessonExpectations;
