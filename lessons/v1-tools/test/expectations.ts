/** What the cross-lesson tests expect of lesson v1 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file"],
  reminders: [],
  shownErrors: {
    "demo.json": [
      {
        round: 1,
        tool: "bash",
        result: /FAIL .*\n\(exit code 1\)$/s,
        why: "the sample's tests fail before the fix: the demo runs them first",
      },
    ],
    // The dispatch cassette shows each way a call can be bad, and the error result the model gets for it.
    "dispatch.json": [
      {
        round: 1,
        tool: "delete_file",
        result: /^Error: Unknown tool: delete_file\. /,
        why: "an unknown tool",
      },
      {
        round: 2,
        tool: "read_file",
        result: /^Error: Invalid input for read_file: path: /,
        why: "a missing field",
      },
      {
        round: 3,
        tool: "read_file",
        result: /^Error: Invalid input for read_file: path: .*received number/,
        why: "a field of the wrong type",
      },
      {
        round: 4,
        tool: "read_file",
        result: /^Error: Invalid input for read_file: limit: Too small/,
        why: "a value out of range",
      },
      {
        round: 5,
        tool: "read_file",
        result: /^Error: File not found: no-such-file\.js/,
        why: "a file that is not there",
      },
      {
        round: 6,
        tool: "read_file",
        result: /^Error: Path escapes workspace: \.\.\/outside\.txt/,
        why: "a path out of the workspace",
      },
      {
        round: 7,
        tool: "edit_file",
        result: /^Error: Text not found in convert\.js/,
        why: "an edit whose text is not in the file",
      },
      {
        round: 8,
        tool: "bash",
        result: /^Error: Invalid input for bash: command: /,
        why: "a command missing",
      },
      {
        round: 10,
        tool: "TodoWrite",
        result: /^Error: Unknown tool: TodoWrite\. /,
        why: "a tool of a later lesson",
      },
    ],
  },
  badInputs: [
    {
      name: "a todo tool of a later lesson",
      tool: "TodoWrite",
      input: { items: [] },
      expect:
        /^Error: Unknown tool: TodoWrite\. Available tools: bash, read_file, write_file, edit_file$/,
    },
  ],
  mistakes: [
    {
      name: "an error thrown instead of returned as is_error",
      checks: ["dispatch"],
      edits: [
        [
          "      return failed(block, `Error: Unknown tool: ${block.name}.",
          "      throw new Error(`Error: Unknown tool: ${block.name}.",
        ],
      ],
      message: "dispatch: round 1: <file> failed with: Error: Unknown tool: delete_file.",
    },
    {
      name: "a failed run answered without is_error",
      checks: ["dispatch"],
      edits: [
        [
          "    return failed(block, err instanceof ToolError ? message : `Error: ${message}`);",
          '    return { type: "tool_result", tool_use_id: block.id, content: message };',
        ],
      ],
      message:
        'dispatch: round 5: read_file with path as a string "no-such-file.js": the recorded session answers "Error: File not found: no-such-file.js" as an error (is_error: true); yours as a plain result.',
    },
    {
      name: "the tool names joined without a space",
      checks: ["dispatch"],
      edits: [['TOOLS.map((t) => t.name).join(", ");', 'TOOLS.map((t) => t.name).join(",");']],
      message:
        'got "Error: Unknown tool: delete_file. Available tools: bash,read_file,write_file,edit_file" (an error).',
    },
    {
      name: "the input not checked",
      checks: ["dispatch"],
      edits: [
        [
          "  if (!input.ok) return failed(block, `Error: Invalid input for ${block.name}: ${input.error}`);\n",
          "",
        ],
        ["await found.run(input.value)", "await found.run(block.input)"],
      ],
      message:
        'dispatch: round 2: read_file with no input: expected "Error: Invalid input for read_file: path: Invalid input: expected string, received undefined" (an error)',
    },
    {
      name: "the tool's text not awaited",
      checks: ["dispatch"],
      edits: [
        ["content: await found.run(input.value) };", "content: found.run(input.value) as never };"],
      ],
      message:
        "dispatch: round 5: <file> failed with: Error: (result.content ?? []).map is not a function",
    },
    {
      name: 'every error message with "Error: " in front',
      checks: ["dispatch"],
      edits: [
        [
          "    return failed(block, err instanceof ToolError ? message : `Error: ${message}`);",
          "    return failed(block, `Error: ${message}`);",
        ],
      ],
      message:
        'dispatch: round 5: read_file with path as a string "no-such-file.js": expected "Error: File not found: no-such-file.js" (an error), got "Error: Error: File not found: no-such-file.js" (an error).',
    },
    {
      name: "failed without is_error",
      checks: ["dispatch"],
      edits: [
        [
          '  return { type: "tool_result", tool_use_id: block.id, content, is_error: true };',
          '  return { type: "tool_result", tool_use_id: block.id, content };',
        ],
      ],
      message:
        'dispatch: round 1: delete_file with path as a string "convert.js": the recorded session answers "Error: Unknown tool: delete_file. Available tools: bash, read_file, write_file, edit_file" as an error (is_error: true); yours as a plain result.',
    },
  ],
  audit: {
    dispatch: [
      [
        "Run one tool call from the table, and never throw:",
        "an error thrown instead of returned as is_error",
      ],
      ["each failure goes back as failed(block, TEXT).", "a failed run answered without is_error"],
      [
        'Find the tool named block.name in TOOLS; when there is none, TEXT is "Error: Unknown tool: NAME. Available tools: NAMES", NAMES the names in TOOLS, in order, joined by ", ".',
        "the tool names joined without a space",
      ],
      [
        'Check the input with the tool\'s parse(block.input); when it is not ok, TEXT is "Error: Invalid input for NAME: " followed by its error.',
        "the input not checked",
      ],
      [
        'Then run it, await found.run(input.value), and return its text as { type: "tool_result", tool_use_id: block.id, content: TEXT }.',
        "the tool's text not awaited",
      ],
      [
        "When the tool throws, TEXT is the error's message as it is: v1's tools throw ToolErrors, whose messages are written for the model (\"Error: File not found: …\").",
        'every error message with "Error: " in front',
      ],
    ],
    failed: [
      [
        "A tool_result for this call, with the message as its content and is_error: true.",
        "failed without is_error",
      ],
    ],
  },
} satisfies LessonExpectations;
