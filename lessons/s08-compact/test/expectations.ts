/** What the cross-lesson tests expect of lesson s08 (the authoring package's lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write", "task", "compact"],
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob"],
  reminders: ["<reminder>Update your todos.</reminder>"],
  shownErrors: {
    "demo.json": [
      {
        round: 5,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "three of the sample's receipt checks fail: the demo runs the tests to say so in docs/API.md",
      },
    ],
  },
  badInputs: [
    {
      name: "compact: a focus that is not a string",
      tool: "compact",
      input: { focus: ["the tests"] },
      expect: /^Error: Invalid input for compact: focus: .*expected string, received array/,
    },
    {
      name: "compact: no focus (it is optional)",
      tool: "compact",
      input: {},
      expect: /^The conversation will be compacted before your next turn\.$/,
      ok: true,
    },
  ],
  mistakes: [
    {
      name: "the last 3 results made placeholders too",
      checks: ["compact-cases"],
      edits: [
        ["results\n    .slice(0, Math.max(0, results.length - KEEP_RESULTS))\n", "results\n"],
      ],
      message:
        'compact-cases: round 1: read_file with path as a string "src/price.js": your answer differs from the recorded session\'s:',
    },
    {
      name: "short results made placeholders too",
      checks: ["demo"],
      edits: [[".filter((r) => size(r) > PLACEHOLDER_OVER);", ";"]],
      message:
        'demo: round 1: todo_write with 4 items: expected "Updated 4 tasks", got "[Previous: used todo_write]".',
    },
    {
      name: "a placeholder that names no tool",
      checks: ["compact-cases"],
      edits: [
        [
          '    result.content = `[Previous: used ${call?.type === "tool_use" ? call.name : "a tool"}]`;',
          '    result.content = "[Previous: used a tool]";',
        ],
      ],
      message:
        'compact-cases: round 1: read_file with path as a string "src/price.js": expected "[Previous: used read_file]", got "[Previous: used a tool]".',
    },
    {
      name: "old results turned into text, their calls left unanswered",
      checks: ["compact-cases"],
      edits: [
        [
          '    result.content = `[Previous: used ${call?.type === "tool_use" ? call.name : "a tool"}]`;',
          '    Object.assign(result, { type: "text", text: `[Previous: used ${call?.type === "tool_use" ? call.name : "a tool"}]` });',
        ],
      ],
      message:
        "compact-cases: round 1: the API would reject this request: messages.2: tool_use ids were found without tool_result blocks immediately after:",
    },
    {
      name: "the compact tool ignored",
      checks: ["compact-cases"],
      edits: [
        [
          "const due = compactFocus !== undefined || contextTokens > COMPACT_THRESHOLD;",
          "const due = contextTokens > COMPACT_THRESHOLD;",
        ],
      ],
      message:
        "compact-cases: request 5: the recorded session compacts here (the summary's model call); yours goes on without: your trigger does not fire.",
    },
    {
      name: "no compaction past the threshold",
      checks: ["demo"],
      edits: [
        [
          "const due = compactFocus !== undefined || contextTokens > COMPACT_THRESHOLD;",
          "const due = compactFocus !== undefined;",
        ],
      ],
      message:
        "demo: request 7: the recorded session compacts here (the summary's model call); yours goes on without: your trigger does not fire.",
    },
    {
      name: "compaction past half the threshold",
      checks: ["demo"],
      edits: [
        [
          "const due = compactFocus !== undefined || contextTokens > COMPACT_THRESHOLD;",
          "const due = compactFocus !== undefined || contextTokens > COMPACT_THRESHOLD / 2;",
        ],
      ],
      message:
        "demo: request 2: yours compacts here (the summary's model call); the recorded session does not yet: your trigger fires too early.",
    },
    {
      name: "the summary without its header",
      checks: ["compact-cases"],
      edits: [
        [
          "    `[Compacted: this conversation so far, summarised. The full transcript is in ${file}.]` +\n    `\\n\\n${summary}` +",
          "    summary +",
        ],
      ],
      message:
        'compact-cases: request 6, the history begun anew (after a compaction): the recorded session sends "[Compacted: this conversation so far, summarised. The full transcript is in .transcripts/transcript_1.jsonl.]',
    },
    {
      name: "the plan lost",
      checks: ["demo"],
      edits: [['    (plan ? `\\n\\nYour todo list, as it stands:\\n${plan}` : "");', '    "";']],
      message:
        'demo: request 8, the history begun anew (after a compaction): the recorded session sends "[Compacted: this conversation so far, summarised.',
    },
    {
      name: "nothing kept after the summary",
      checks: ["compact-cases"],
      edits: [
        [
          '  return [{ role: "user", content: text }, ...messages.slice(keep)] satisfies Messages;',
          '  return [{ role: "user", content: text }] satisfies Messages;',
        ],
      ],
      message:
        "compact-cases: request 6, the history begun anew (after a compaction): the recorded session sends an assistant message here; yours sends none.",
    },
    {
      name: "a cut between a tool_use and its tool_result",
      checks: ["compact-cases"],
      edits: [
        [
          '    m.role === "assistant" || !blocksOf(m).some((b) => b.type === "tool_result");',
          "    m.role !== undefined;",
        ],
      ],
      message:
        "compact-cases: request 6, the history begun anew: the first message you keep after the summary holds tool_result blocks whose tool_use the cut left behind (an orphaned result).",
    },
    {
      name: "a cut from the start, not from the last messages",
      checks: ["compact-cases"],
      edits: [["  let keep = Math.max(1, from);", "  let keep = 1;"]],
      message:
        "compact-cases: request 6, the history begun anew: yours keeps 8 messages beside the summary; the cut starts at from, the last KEEP_MESSAGES (5) messages, never before.",
    },
    {
      name: "no budget for the kept messages",
      checks: ["too-long"],
      edits: [
        ["!(boundary(messages[keep]) && cost(keep) <= threshold / 4)", "!boundary(messages[keep])"],
      ],
      message:
        "too-long: after your compaction the request is still longer than the model's window: the messages you keep beside the summary are over their budget.",
    },
    {
      name: "the last messages kept whole when none fits",
      checks: ["too-long"],
      edits: [
        [
          "threshold / 4))\n    keep++;",
          "threshold / 4))\n    keep++;\n  if (keep === messages.length) keep = Math.max(1, from);",
        ],
      ],
      message:
        "too-long: after your compaction the request is still longer than the model's window: the messages you keep beside the summary are over their budget.",
    },
  ],
  audit: {
    micro: [
      [
        "Micro-compaction: every tool_result block of messages but the last KEEP_RESULTS (3),",
        "the last 3 results made placeholders too",
      ],
      [
        "when its content is longer than PLACEHOLDER_OVER (100) characters (a content of blocks: its JSON),",
        "short results made placeholders too",
      ],
      [
        'gets "[Previous: used NAME]" as its content, NAME being the name of the tool_use block whose id it answers.',
        "a placeholder that names no tool",
      ],
      [
        "The block stays, with its tool_use_id: only its content changes (a call without its result is refused by the API with 400).",
        "old results turned into text, their calls left unanswered",
      ],
    ],
    trigger: [
      [
        "Compaction is due when the model asked for it with the compact tool (compactFocus is not undefined),",
        "the compact tool ignored",
      ],
      [
        "or when the API counted more than COMPACT_THRESHOLD tokens in the last request (contextTokens).",
        "no compaction past the threshold",
      ],
    ],
    swap: [
      [
        'The history after compaction: first one user message, "[Compacted: this conversation so far, summarised. The full transcript is in FILE.]\\n\\n" and the summary,',
        "the summary without its header",
      ],
      [
        'then, when there is a todo list (todos), "\\n\\nYour todo list, as it stands:\\n" and a line "- [STATUS] CONTENT" for each task, joined by "\\n" (the plan survives);',
        "the plan lost",
      ],
      ["then the messages from index keep to the end.", "nothing kept after the summary"],
      [
        "keep is the first index from Math.max(1, from) on",
        "a cut from the start, not from the last messages",
      ],
      [
        "where the history may be cut: an assistant message, or a user message with no tool_result block (never between a tool_use and its tool_result),",
        "a cut between a tool_use and its tool_result",
      ],
      [
        "and whose messages cost at most threshold / 4 tokens (threshold: COMPACT_THRESHOLD), their cost being tokens × their JSON length ÷ the JSON length of all messages;",
        "no budget for the kept messages",
      ],
      ["when none does, keep none.", "the last messages kept whole when none fits"],
    ],
  },
} satisfies LessonExpectations;
