/** What the cross-lesson tests expect of lesson v0 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: ["bash"],
  reminders: [],
  shownErrors: {
    "loop.json": [
      {
        round: 2,
        tool: "bash",
        result: /^cat: no-such-file\.txt: No such file or directory\n\(exit code 1\)$/,
        why: "the loop shows a command's error output and exit code",
      },
      {
        round: 3,
        tool: "bash",
        result: /^to stdout\nto stderr\n\(exit code 3\)$/,
        why: "the loop shows both streams and the exit code",
      },
    ],
  },
  badInputs: [],
  mistakes: [
    {
      name: "max_tokens left at 1024",
      checks: ["loop"],
      edits: [["max_tokens: MAX_TOKENS,", "max_tokens: 1024,"]],
      message: "loop: request 1: max_tokens is 1024; the recorded session sends 8000.",
    },
    {
      name: "the model's answer not added to the messages",
      checks: ["loop"],
      edits: [['    messages.push({ role: "assistant", content: response.content });\n', ""]],
      message: "loop: request 2, the learner's first message: the API would reject this request:",
    },
    {
      name: "a loop that returns on end_turn only",
      checks: ["loop"],
      edits: [
        [
          'if (response.stop_reason !== "tool_use") return;',
          'if (response.stop_reason === "end_turn") return;',
        ],
      ],
      message:
        "loop: round 4: the API would reject this request: messages.8: all messages must have non-empty content",
    },
    {
      name: "only the first tool call run",
      checks: ["loop"],
      edits: [
        [
          '      for (const block of response.content) {\n        if (block.type === "tool_use") {\n          results.push(await session.supervise(block, TOOLS, runTool));\n        }\n      }\n',
          '      const block = response.content.find((b) => b.type === "tool_use");\n      if (block?.type === "tool_use") results.push(await session.supervise(block, TOOLS, runTool));\n',
        ],
      ],
      message:
        "loop: round 1: the API would reject this request: messages.2: tool_use ids were found without tool_result",
    },
    {
      name: "the tool calls run in reverse order",
      checks: ["loop"],
      edits: [
        [
          "for (const block of response.content) {",
          "for (const block of [...response.content].reverse()) {",
        ],
      ],
      message: "loop: round 1: the tool results come in another order than the calls",
    },
    {
      name: "one user message per tool result",
      checks: ["loop"],
      edits: [
        [
          "        results.push(await session.supervise(block, TOOLS, runTool));",
          '        messages.push({ role: "user", content: [await session.supervise(block, TOOLS, runTool)] });',
        ],
        ['    messages.push({ role: "user", content: results });\n', ""],
      ],
      message:
        'loop: round 1: bash with command as a string "head -3 README.md": the recorded session answers it with a tool_result; yours sends none.',
    },
    {
      name: "one round only",
      checks: ["loop"],
      edits: [
        [
          '    messages.push({ role: "user", content: results });\n',
          '    messages.push({ role: "user", content: results });\n    return;\n',
        ],
      ],
      message: "loop: request 2: yours sends 4 messages; the recorded session 3.",
    },
  ],
  audit: {
    loop: [
      [
        "The agent loop. Call the model: client.messages.create({ model: MODEL, system: SYSTEM, messages, tools: toolSpecs(TOOLS), max_tokens: MAX_TOKENS }).",
        "max_tokens left at 1024",
      ],
      [
        'Add its answer to the messages: { role: "assistant", content: response.content }.',
        "the model's answer not added to the messages",
      ],
      [
        'When it did not stop to use a tool (any stop_reason but "tool_use": "end_turn", "max_tokens"…), return.',
        "a loop that returns on end_turn only",
      ],
      [
        "Otherwise run every tool_use block of the answer with session.supervise(block, TOOLS, runTool), which shows the call, asks permission and returns its tool_result,",
        "only the first tool call run",
      ],
      ["in the order the blocks come;", "the tool calls run in reverse order"],
      [
        'send all the results back in one user message, { role: "user", content: results },',
        "one user message per tool result",
      ],
      ["and go round again.", "one round only"],
    ],
  },
} satisfies LessonExpectations;
