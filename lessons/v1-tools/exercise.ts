/** The exercise of lesson v1 (`pnpm exercise v1`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "the tool dispatch: a table from name to tool, the unknown-tool error, every failure as an is_error result",
  checks: ["dispatch", "demo"],
  regions: {
    dispatch: {
      todo: `Run one tool call from the table, and never throw. Find the tool named block.name in TOOLS; when there is
none: "Error: Unknown tool: NAME. Available tools: bash, read_file, …" (every name, joined by ", "). Check the
input with the tool's parse(); when it is not ok: "Error: Invalid input for NAME: " and its error. Then run it
and return its text as a tool_result. When the tool throws, a ToolError's message goes back as it is and any
other error as "Error: " and its message. Every failure is a tool_result with is_error: true (see failed).`,
      stub: `throw new Error("runTool is not written yet");`,
    },
    failed: {
      todo: `A tool_result for this call, with the message as its content and is_error: true.`,
      stub: `throw new Error("failed is not written yet");`,
    },
  },
  hints: [
    "dispatch.json runs first: an unknown tool, inputs the schema refuses, handlers that fail, and calls that work. Each failure must come back to the model as a result; a throw ends the whole session.",
    "Three ways to fail, three messages: no such tool (list the names you have), found.parse(block.input) not ok (its error), found.run() throwing (try/catch around it; a ToolError is already written for the model).",
    'Nearly the answer: const found = TOOLS.find((t) => t.name === block.name); if (!found) return failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${TOOLS.map((t) => t.name).join(", ")}`); const input = found.parse(block.input); if (!input.ok) return failed(block, `Error: Invalid input for ${block.name}: ${input.error}`); then try { return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.value) }; } catch (err) { … }',
  ],
} satisfies ExerciseSpec;
