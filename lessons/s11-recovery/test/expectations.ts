/** What the cross-lesson tests expect of lesson s11 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // s08's: todo_write and task are the kit's TodoList and Subagent, as s08 declares them.
  tools: ["bash", "read_file", "write_file", "edit_file", "glob", "todo_write", "task", "compact"],
  subagentTools: ["bash", "read_file", "write_file", "edit_file", "glob"],
  reminders: [
    "<reminder>Update your todos.</reminder>",
    // A cut answer's continue turn, and the note a trim leaves in the first message.
    "Your answer was cut off at the token limit. Continue exactly where it stopped; a tool call that was cut off was not run: make it again whole.",
    /^\[Trimmed: messages 2 to \d+ were dropped to fit the context window\.\]$/,
  ],
  shownErrors: {
    "demo.json": [
      {
        round: 1,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "three of the sample's receipt checks fail: the demo runs the tests to find what to fix",
      },
    ],
  },
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  mistakes: [
    {
      name: "a reset connection not retried",
      checks: ["busy"],
      edits: [
        [
          'if (err instanceof APIConnectionError || err instanceof TypeError || err instanceof SyntaxError)\n    return "connection";',
          "",
        ],
      ],
      message:
        "busy: <file> failed with: Could not reach the model API (Connection error.). Check your network and ANTHROPIC_BASE_URL / OPENAI_BASE_URL.",
    },
    {
      name: "a 429 not retried",
      checks: ["busy"],
      edits: [['if (err instanceof RateLimitError || status === 429) return "rate-limit";', ""]],
      message:
        "busy: <file> failed with: API error 429: rate_limit_error: This request would exceed your organization's rate limit of 50 requests per minut",
    },
    {
      name: "a 529 taken for a 500",
      checks: ["busy"],
      edits: [
        [
          'if (err instanceof OverloadedError || status === 529 || type === "overloaded_error")\n    return "overloaded";',
          "",
        ],
      ],
      message:
        'busy: request 2: model is "claude-sonnet-4-6"; the recorded session sends "claude-haiku-4-5".',
    },
    {
      name: "a 500 not retried",
      checks: ["busy"],
      edits: [
        [
          'if (err instanceof InternalServerError || (status ?? 0) >= 500 || type === "api_error")\n    return "server";',
          "",
        ],
      ],
      message: "busy: <file> failed with: API error 500: api_error: Internal server error",
    },
    {
      name: "a prompt too long not told apart",
      checks: ["demo"],
      edits: [
        [
          'if (status === 400 && /prompt is too long/.test(error?.error?.message ?? "")) return "too-long";',
          "",
        ],
      ],
      message:
        "demo: round 6: <file> failed with: API error 400: invalid_request_error: prompt is too long: 28107 tokens > 24000 maximum",
    },
    {
      name: "retry-after ignored",
      checks: ["busy"],
      edits: [["if (asked !== undefined) return asked;", ""]],
      message: "- ↻ 429 rate_limit_error: try 2 of 10 in 2 s (as its retry-after asks)",
    },
    {
      name: "a backoff that does not grow",
      checks: ["busy"],
      edits: [["const base = BACKOFF_MS * 2 ** (next - 2);", "const base = BACKOFF_MS;"]],
      message: "- ↻ 500 api_error: try 3 of 10 in 2.3 s (backoff with jitter)",
    },
    {
      name: "the cut call sent back",
      checks: ["cut"],
      edits: [
        [
          'const kept = response.content.filter((b) => b.type !== "tool_use");',
          "const kept = response.content;",
        ],
      ],
      message:
        "cut: round 4: the API would reject this request: messages.10: tool_use ids were found without tool_result blocks immediately after: toolu_01",
    },
    {
      name: "an empty answer kept",
      checks: ["cut"],
      edits: [
        [
          'content: kept.length > 0 ? kept : [{ type: "text", text }],\n    });',
          "content: kept,\n    });",
        ],
      ],
      message:
        "cut: round 4: the API would reject this request: messages.9: all messages must have non-empty content except for the optional final assistan",
    },
    {
      name: "no continue turn",
      checks: ["cut"],
      edits: [['  if (left) messages.push({ role: "user", content: CONTINUE });\n', ""]],
      message: "cut: round 1: the recorded session sends a user message here; yours sends none.",
    },
  ],
  audit: {
    classify: [
      [
        "No answer, or half of one (an APIConnectionError, fetch's TypeError, a cut body's SyntaxError, or an AnthropicError that is no APIError: a stream that ended early): \"connection\".",
        "a reset connection not retried",
      ],
      ['A RateLimitError or a status of 429: "rate-limit".', "a 429 not retried"],
      [
        'An OverloadedError, a status of 529 or the body\'s error type overloaded_error (type): "overloaded".',
        "a 529 taken for a 500",
      ],
      [
        'An InternalServerError, a status of 500 or more, or the type api_error: "server".',
        "a 500 not retried",
      ],
      [
        'A 400 whose body\'s message (error.error.message) says "prompt is too long": "too-long"; the only place a message counts.',
        "a prompt too long not told apart",
      ],
    ],
    backoff: [
      [
        "When the API asked for a wait (asked: its retry-after in milliseconds, read by the kit), return it.",
        "retry-after ignored",
      ],
      [
        "Else the backoff's base doubles with each try: BACKOFF_MS × 2 to the power next − 2 (1 s before try 2, 2 s before try 3).",
        "a backoff that does not grow",
      ],
    ],
    continue: [
      [
        "Keep the cut answer: push an assistant message with its blocks but the tool_use ones (a cut call is never run, nor sent back).",
        "the cut call sent back",
      ],
      [
        "When nothing else is left, its content is one text block, text (the note of the dropped call).",
        "an empty answer kept",
      ],
      [
        "When a continue turn is left (left), push a user message CONTINUE after it; return left.",
        "no continue turn",
      ],
    ],
  },
} satisfies LessonExpectations;
