/** The exercise of lesson s19 (`pnpm exercise s19`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "an MCP tool's name (mcp__server__tool, cleaned, shortened) and its call, with each way a call can fail",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["mcp-cases", "demo"],
  regions: {
    naming: {
      todo: `Return the name the model calls the server's tool by: mcp__, the server's name, __, the tool's name.
Replace each character other than a letter, a digit, _ and - by _: the API takes no other.
When the name is still over 64 characters, keep its first 55, then _ and the first 8 hex digits of the sha256 of
the whole name (createHash("sha256")), so that the same tool gets the same name in every session.`,
      stub: `throw new Error("mcpToolName is not written yet");`,
    },
    call: {
      todo: `Call the server's tool and return its content as text; each failure is thrown as a ToolError, whose message the
dispatch sends as an error result.
When server.gone is set, the server is gone: throw "Error: MCP server NAME is gone (WHY): its tools no longer work.",
NAME being server.name and WHY server.gone, without calling it.
Call server.client.callTool({ name: tool, arguments: input }, undefined, { timeout: server.callMs }).
When it rejects with an McpError of code ErrorCode.RequestTimeout (isMcpError tells), the server did not answer in
time: set server.gone to "it did not answer a call within Ns" (N is server.callMs / 1000), stop it with
stopProcess(server.pid), and throw "Error: MCP server NAME did not answer within Ns and was stopped.".
When the code is ErrorCode.ConnectionClosed, the server exited: throw
"Error: MCP server NAME exited during this call: its tools no longer work."; it is gone, so set server.gone to
"it exited" unless it is set already; any other error, throw it again.
Turn result.content into text with contentText.
When result.isError is true, throw that text as a ToolError; otherwise return it.`,
      stub: `throw new Error("callMcpTool is not written yet");`,
    },
  },
  hints: {
    "mcp-cases": [
      "mcp-cases.json starts servers that fail in each way the lesson handles: two tools whose names clash, a name over 64 characters, a server that crashes in the middle of a call, one that never answers, one that is not there. The tools the model is offered are in every request: their names must be the lesson's.",
      'Nearly the answer for the name: const name = `mcp__${server}__${tool}`.replace(/[^a-zA-Z0-9_-]/g, "_"); over 64: `${name.slice(0, 55)}_${hash}`, hash the first 8 hex digits of createHash("sha256").update(name).digest("hex"). For the call: a try/catch around callTool, the two McpError codes, then contentText and isError.',
    ],
    demo: [
      "demo.json calls the tracker: a list, an issue, and close_issue twice, the first refused (isError) because the check still fails.",
      "Nearly the answer for a call that works: return contentText(result.content) when result.isError is not true.",
    ],
  },
} satisfies ExerciseSpec;
