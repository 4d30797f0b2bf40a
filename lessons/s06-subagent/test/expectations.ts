/** What the cross-lesson tests expect of lesson s06 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write", "task"],
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  shownErrors: {
    // The subagent's third round (the demo's fourth): it runs the tests to find what fails.
    "demo.json": [
      {
        round: 4,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "the sample's tests fail before the fix: the demo runs them first",
      },
    ],
  },
  badInputs: [
    {
      name: "task: no description",
      tool: "task",
      input: {},
      expect: /^Error: Invalid input for task: description: /,
    },
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
      name: "task: a subagent whose model call fails (here: a scripted session that answers the main agent only)",
      tool: "task",
      input: { description: "Read README.md." },
      expect:
        /^Error: The subagent stopped: The script answers the main agent only: a subagent has no model here\. The sub-task is not done: try again, or do it yourself\.$/,
    },
  ],
  mistakes: [
    {
      name: "the subagent gets every tool, task too",
      checks: ["subagent-cases"],
      edits: [
        [
          '  const SUB_TOOLS = TOOLS.filter((t) => t.name !== "task" && t.name !== "todo_write");',
          "  const SUB_TOOLS = TOOLS;",
        ],
      ],
      message:
        "subagent-cases: request 3: your tools are bash, read_file, write_file, edit_file, glob, todo_write, task; the recorded session's are bash, read_file, write_file, edit_file, glob.",
    },
    {
      name: "one history for every subagent",
      checks: ["subagent-cases"],
      edits: [
        [
          '  const messages: Anthropic.MessageParam[] = [{ role: "user", content: description }];',
          '  const messages = SUBAGENT_HISTORY;\n  messages.push({ role: "user", content: description });',
        ],
        [
          "/** A sub-task run by a child agent",
          "const SUBAGENT_HISTORY: Anthropic.MessageParam[] = [];\n\n/** A sub-task run by a child agent",
        ],
      ],
      message:
        'subagent-cases: request 7, the subagent\'s first round: the recorded session sends "Check steps 1 to 40 with one echo each, then report." here; yours sends "List the files here, then hand their summary to another subagent.".',
    },
    {
      name: "the parent's system prompt for the subagent",
      checks: ["subagent-cases"],
      edits: [["      system: SUB_SYSTEM,", "      system: SYSTEM,"]],
      message:
        "subagent-cases: request 3: the subagent's system prompt differs from the recorded session's.",
    },
    {
      name: "the parent's tools offered to the subagent",
      checks: ["subagent-cases"],
      edits: [["      tools: toolSpecs(SUB_TOOLS),", "      tools: toolSpecs(TOOLS),"]],
      message:
        "subagent-cases: request 3: your tools are bash, read_file, write_file, edit_file, glob, todo_write, task; the recorded session's are bash, read_file, write_file, edit_file, glob.",
    },
    {
      name: "a history that never grows",
      checks: ["subagent-cases"],
      edits: [
        [
          '      messages.push({ role: "assistant", content: response.content });\n      if (response.stop_reason !== "tool_use") {',
          '      if (response.stop_reason !== "tool_use") {',
        ],
        [
          '      messages.push({ role: "user", content: results });\n    }\n    return (\n',
          "    }\n    return (\n",
        ],
      ],
      message:
        "subagent-cases: request 4, the subagent's first round: the recorded session sends an assistant message here; yours sends none.",
    },
    {
      name: "the subagent's calls go to the parent's dispatch",
      checks: ["subagent-cases"],
      edits: [
        [
          "session.supervise(block, SUB_TOOLS, runSubTool)",
          "session.supervise(block, SUB_TOOLS, runTool)",
        ],
      ],
      message:
        'subagent-cases: round 1: grep with {"pattern":"TODO","path":"src"}: expected "Error: Unknown tool: grep. Available tools: bash, read_file, write_file, edit_file, glob" (an error), got "Error: Unknown tool: grep. Available tools: bash, read_file, write_file, edit_file, glob, todo_write, task" (an error).',
    },
    {
      name: "the report's text blocks glued, not trimmed",
      checks: ["subagent-cases"],
      edits: [['          .join("\\n")\n          .trim();', '          .join("");']],
      message:
        'subagent-cases: round 4: task with description as a string "Read README.md and say in t…oject is.": your answer differs from the recorded session\'s:',
    },
    {
      name: "a report cut off at max_tokens handed back as whole",
      checks: ["subagent-cases"],
      edits: [
        [
          '      return (report || "(The subagent ended without a report.)") + cut;',
          '      return report || "(The subagent ended without a report.)";',
        ],
      ],
      message:
        'subagent-cases: round 5: task with description as a string "Say in one line a file what…percent).": your answer differs from the recorded session\'s:',
    },
    {
      name: "one round short of the limit",
      checks: ["subagent-cases"],
      edits: [
        [
          "  for (let round = 1; round <= SUB_MAX_ROUNDS; round++) {",
          "  for (let round = 1; round < SUB_MAX_ROUNDS; round++) {",
        ],
      ],
      message:
        "subagent-cases: request 36: the recorded session's request is the subagent's model call; yours is the main agent's.",
    },
    {
      name: "every call of the subagent refused",
      checks: ["subagent-cases"],
      edits: [["  if (SUB_TOOLS.some((t) => t.name === block.name)) return runTool(block);\n", ""]],
      message:
        'subagent-cases: round 1: glob with pattern as a string "*": your answer (an error) differs from the recorded session\'s:',
    },
    {
      name: "the parent's dispatch for every call",
      checks: ["subagent-cases"],
      edits: [
        [
          "  if (SUB_TOOLS.some((t) => t.name === block.name)) return runTool(block);",
          "  return runTool(block);",
        ],
      ],
      message:
        'subagent-cases: round 1: grep with {"pattern":"TODO","path":"src"}: expected "Error: Unknown tool: grep. Available tools: bash, read_file, write_file, edit_file, glob" (an error), got "Error: Unknown tool: grep. Available tools: bash, read_file, write_file, edit_file, glob, todo_write, task" (an error).',
    },
    {
      name: "an unknown tool answered as a plain result",
      checks: ["subagent-cases"],
      edits: [
        [
          "  return Promise.resolve(\n      failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`),\n    );",
          '  return Promise.resolve({ type: "tool_result", tool_use_id: block.id, content: `Error: Unknown tool: ${block.name}. Available tools: ${known}` });',
        ],
      ],
      message:
        'subagent-cases: round 1: task with description as a string "Summarise README.md and package.json.": the recorded session answers "Error: Unknown tool: task. Available tools: bash, read_file, write_file, edit_file, glob" as an error (is_error: true); yours as a plain result.',
    },
  ],
  audit: {
    "sub-tools": [
      [
        "The subagent's tools: the parent's TOOLS less task (a subagent starts no subagent)",
        "the subagent gets every tool, task too",
      ],
      ["and less todo_write (the plan is the parent's).", "the subagent gets every tool, task too"],
    ],
    child: [
      [
        'The subagent\'s loop: the agent loop over a history of its own, which starts as [{ role: "user", content: description }] (a fresh one for each task).',
        "one history for every subagent",
      ],
      [
        "Each round: client.messages.create({ model: MODEL, system: SUB_SYSTEM, messages, tools: toolSpecs(SUB_TOOLS), max_tokens: MAX_TOKENS }),",
        "the parent's tools offered to the subagent",
      ],
      [
        'then push its answer ({ role: "assistant", content: response.content }).',
        "a history that never grows",
      ],
      [
        'When stop_reason is "tool_use", run each tool_use block, in order, through session.supervise(block, SUB_TOOLS, runSubTool) (it shows the call, and asks permission as for the parent\'s),',
        "the subagent's calls go to the parent's dispatch",
      ],
      ["and push their results as one user message;", "a history that never grows"],
      [
        'otherwise return the report: the texts of its text blocks joined by "\\n", the whole trimmed,',
        "the report's text blocks glued, not trimmed",
      ],
      [
        'and, when stop_reason is "max_tokens", "\\n(The report was cut off at max_tokens.)" after it.',
        "a report cut off at max_tokens handed back as whole",
      ],
      [
        'After SUB_MAX_ROUNDS (30) rounds that all asked for tools, return "(The subagent reached its limit of 30 rounds before it finished, and wrote no report. What it changed is on disk.)".',
        "one round short of the limit",
      ],
    ],
    "sub-dispatch": [
      [
        "The subagent's dispatch: a tool of SUB_TOOLS goes to the lesson's runTool.",
        "every call of the subagent refused",
      ],
      [
        'Any other (task, todo_write, or a name the model made up) gets "Error: Unknown tool: NAME. Available tools: " and the SUB_TOOLS\' names joined by ", ",',
        "the parent's dispatch for every call",
      ],
      ["as an error result: failed(block, text).", "an unknown tool answered as a plain result"],
    ],
  },
} satisfies LessonExpectations;
