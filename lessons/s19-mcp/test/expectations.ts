/** What the cross-lesson tests expect of lesson s19 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // v1's own tools: the MCP servers' tools are added when the lesson runs (an imported lesson starts none).
  tools: ["bash", "read_file", "write_file", "edit_file"],
  // With the servers each cassette's workspace names (.mcp.json), in the order they are listed there.
  cassetteTools: {
    "demo.json": [
      ...["bash", "read_file", "write_file", "edit_file"],
      ...["mcp__tracker__list_issues", "mcp__tracker__show_issue", "mcp__tracker__close_issue"],
    ],
    "mcp-cases.json": [
      ...["bash", "read_file", "write_file", "edit_file"],
      ...[
        "mcp__tracker__list_issues",
        "mcp__tracker__show_issue",
        "mcp__tracker__close_issue",
        "mcp__clash__ping",
      ],
      ...[
        "mcp__a-server-with-a-rather-long-name__summarise_every__dab5090c",
        "mcp__a-server-with-a-rather-long-name__ping",
      ],
      ...["mcp__fragile__crash", "mcp__fragile__ping", "mcp__stuck__wait", "mcp__stuck__ping"],
    ],
  },
  reminders: [],
  shownErrors: {
    "demo.json": [
      {
        round: 5,
        tool: "mcp__tracker__close_issue",
        result: /^Not closed: the check `node test\.js` fails\.\n.*FAIL celsiusToKelvin\(0\)/s,
        why: "the tracker runs the issue's check before closing it: its isError result shows a second bug",
      },
    ],
  },
  badInputs: [],
  mistakes: [
    {
      name: "the double underscores made single",
      checks: ["mcp-cases"],
      edits: [["`mcp__${server}__${tool}`", "`mcp_${server}_${tool}`"]],
      message:
        "mcp-cases: request 1: your tools are bash, read_file, write_file, edit_file, mcp_tracker_list_issues,",
    },
    {
      name: "characters the API refuses kept",
      checks: ["mcp-cases"],
      edits: [
        [
          '`mcp__${server}__${tool}`.replace(/[^a-zA-Z0-9_-]/g, "_");',
          "`mcp__${server}__${tool}`;",
        ],
      ],
      message:
        "mcp-cases: request 1: the API would reject this request: tools.7.name: String should match pattern",
    },
    {
      name: "a long name kept whole",
      checks: ["mcp-cases"],
      edits: [["  if (name.length <= 64) return name;", "  return name;"]],
      message:
        "mcp__clash__ping, mcp__a-server-with-a-rather-long-name__summarise_every_open_issue_by_label, ",
    },
    {
      name: "a long name cut without its hash",
      checks: ["mcp-cases"],
      edits: [["  return `${name.slice(0, 55)}_${hash}`;", "  return name.slice(0, 64);"]],
      message:
        "mcp__clash__ping, mcp__a-server-with-a-rather-long-name__summarise_every_open_issu, ",
    },
    {
      name: "failures thrown as plain errors",
      checks: ["mcp-cases"],
      edits: [
        [
          "throw new ToolError(\n        `Error: MCP server ${name} exited",
          "throw new Error(\n        `Error: MCP server ${name} exited",
        ],
      ],
      message:
        'got "Error: Error: MCP server fragile exited during this call: its tools no longer work." (an error).',
    },
    {
      name: "a gone server called again",
      checks: ["mcp-cases"],
      edits: [
        [
          "  if (server.gone)\n    throw new ToolError(\n      `Error: MCP server ${name} is gone (${server.gone}): its tools no longer work.`,\n    );\n",
          "",
        ],
      ],
      message:
        'mcp-cases: round 5: The cassette lessons/s19-mcp/cassettes/mcp-cases.json does not answer this "mcp:call": the lesson asked {"server":"fragile","name":"ping","arguments":{}}, where the recording asked {"server":"stuck","name":"wait","arguments":{}}.',
    },
    {
      name: "a crashed server not marked gone",
      checks: ["mcp-cases"],
      edits: [['      server.gone ??= "it exited";\n', ""]],
      message:
        'mcp-cases: round 5: The cassette lessons/s19-mcp/cassettes/mcp-cases.json does not answer this "mcp:call": the lesson asked {"server":"fragile","name":"ping","arguments":{}}, where the recording asked {"server":"stuck","name":"wait","arguments":{}}.',
    },
    {
      name: "the call's arguments left out",
      checks: ["mcp-cases"],
      edits: [["{ name: tool, arguments: input }", "{ name: tool, arguments: {} }"]],
      message:
        'mcp-cases: round 1: The cassette lessons/s19-mcp/cassettes/mcp-cases.json does not answer this "mcp:call": the lesson asked {"server":"tracker","name":"show_issue","arguments":{}}, where the recording asked {"server":"tracker","name":"show_issue","arguments":{"id":9}}.',
    },
    {
      name: "a silent server kept",
      checks: ["mcp-cases"],
      edits: [
        ["      server.gone = `it did not answer a call within ${server.callMs / 1000}s`;\n", ""],
      ],
      message:
        'mcp-cases: round 7: The cassette lessons/s19-mcp/cassettes/mcp-cases.json does not answer this "mcp:call": the lesson asked {"server":"stuck","name":"ping","arguments":{}}, where the recording asked {"server":"clash","name":"ping","arguments":{}}.',
    },
    {
      name: "a crash reported as any error",
      checks: ["mcp-cases"],
      edits: [["    if (isMcpError(err, ErrorCode.ConnectionClosed)) {", "    if (false) {"]],
      message:
        'mcp-cases: round 4: mcp__fragile__crash with no input: expected "Error: MCP server fragile exited during this call: its tools no longer work." (an error), got "Error: MCP error -32000: Connection closed" (an error).',
    },
    {
      name: "the content sent as JSON",
      checks: ["mcp-cases"],
      edits: [
        [
          "contentText(result.content as Parameters<typeof contentText>[0])",
          "JSON.stringify(result.content)",
        ],
      ],
      message:
        'got "[{\\"type\\":\\"text\\",\\"text\\":\\"No issue #9. Issues: #1, #2.\\"}]" (an error).',
    },
    {
      name: "isError answered as a plain result",
      checks: ["mcp-cases"],
      edits: [["  if (result.isError) throw new ToolError(text);\n", ""]],
      message:
        'mcp-cases: round 1: mcp__tracker__show_issue with {"id":9}: the recorded session answers "No issue #9. Issues: #1, #2." as an error (is_error: true); yours as a plain result.',
    },
  ],
  audit: {
    naming: [
      [
        "Return the name the model calls the server's tool by: mcp__, the server's name, __, the tool's name.",
        "the double underscores made single",
      ],
      [
        "Replace each character other than a letter, a digit, _ and - by _: the API takes no other.",
        "characters the API refuses kept",
      ],
      [
        'When the name is still over 64 characters, keep its first 55, then _ and the first 8 hex digits of the sha256 of the whole name (createHash("sha256")), so that the same tool gets the same name in every session.',
        "a long name cut without its hash",
      ],
    ],
    call: [
      ["Call the server's tool and return its content as text;", "the content sent as JSON"],
      [
        "each failure is thrown as a ToolError, whose message the dispatch sends as an error result.",
        "failures thrown as plain errors",
      ],
      [
        'When server.gone is set, the server is gone: throw "Error: MCP server NAME is gone (WHY): its tools no longer work.", NAME being server.name and WHY server.gone, without calling it.',
        "a gone server called again",
      ],
      [
        "Call server.client.callTool({ name: tool, arguments: input }, undefined, { timeout: server.callMs }).",
        "the call's arguments left out",
      ],
      [
        'When it rejects with an McpError of code ErrorCode.RequestTimeout (isMcpError tells), the server did not answer in time: set server.gone to "it did not answer a call within Ns" (N is server.callMs / 1000), stop it with stopProcess(server.pid), and throw "Error: MCP server NAME did not answer within Ns and was stopped.".',
        "a silent server kept",
      ],
      [
        'When the code is ErrorCode.ConnectionClosed, the server exited: throw "Error: MCP server NAME exited during this call: its tools no longer work.";',
        "a crash reported as any error",
      ],
      [
        'it is gone, so set server.gone to "it exited" unless it is set already;',
        "a crashed server not marked gone",
      ],
      ["any other error, throw it again.", "a crash reported as any error"],
      ["Turn result.content into text with contentText.", "the content sent as JSON"],
      [
        "When result.isError is true, throw that text as a ToolError; otherwise return it.",
        "isError answered as a plain result",
      ],
    ],
  },
} satisfies LessonExpectations;
