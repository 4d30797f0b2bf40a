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
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "the context not prepared",
      checks: ["demo"],
      edits: [['      if (on("compaction")) await compaction.before(messages);\n', ""]],
      message:
        "demo: request 6: the recorded session's request is the summary's model call; yours is the main agent's.",
    },
    {
      name: "the answer not kept",
      checks: ["demo"],
      edits: [['      messages.push({ role: "assistant", content: response.content });\n', ""]],
      message:
        "demo: request 2, the learner's first message: the API would reject this request: messages.1.content.0: tool_result blocks must come before any other content in the user turn",
    },
    {
      name: "the turn ends without the Stop hooks",
      checks: ["demo"],
      edits: [
        [
          '        const stop = await hooks.run("Stop", { stop_hook_active: blocked > 0 });\n        if (!stop.block || stop.stop) return;\n',
          '        return;\n        const stop = await hooks.run("Stop", { stop_hook_active: blocked > 0 });\n',
        ],
      ],
      message:
        "demo: round 8: every request matches, but what the learner sees of hooks differs from the recorded session's.",
    },
    {
      name: "a call that skips the gate",
      checks: ["demo"],
      edits: [
        [
          "results.push(await session.supervise(block, TOOLS, runTool));",
          "results.push(await runTool(block));",
        ],
      ],
      message:
        'demo: round 2: bash with command as a string "cat convert.js": your answer differs from the recorded session\'s (an error):',
    },
  ],
  audit: {
    round: [
      ["Steps 1 to 4 are given above.", "the context not prepared"],
      [
        "Step 5 comes before the model is called: prepare the context (compaction.before(messages), when the compaction is on).",
        "the context not prepared",
      ],
      [
        "Then call the model (step 7: create(request()), its failure to recovery.recoverTooLong), and put its answer in messages.",
        "the answer not kept",
      ],
      [
        'With no tool call, run the Stop hooks (step 9: hooks.run("Stop", …)): the turn ends unless one blocks, and a block sends the agent back with its reason.',
        "the turn ends without the Stop hooks",
      ],
      [
        "Each tool call goes through the one gate (step 8: session.supervise(block, TOOLS, runTool)), and the results go back in one user message.",
        "a call that skips the gate",
      ],
    ],
  },
} satisfies LessonExpectations;
