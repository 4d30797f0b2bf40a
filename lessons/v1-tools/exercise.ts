/** The exercise of lesson v1 (`pnpm exercise v1`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the tool dispatch: a table from name to tool, the unknown-tool error, every failure as an is_error result",
  checks: ["dispatch", "demo"],
  regions: {
    dispatch: {
      todo: `Run one tool call from the table, and never throw: each failure goes back as failed(block, TEXT).
Find the tool named block.name in TOOLS; when there is none, TEXT is
"Error: Unknown tool: NAME. Available tools: NAMES", NAMES the names in TOOLS, in order, joined by ", ".
Check the input with the tool's parse(block.input); when it is not ok, TEXT is
"Error: Invalid input for NAME: " followed by its error.
Then run it, await found.run(input.value), and return its text as
{ type: "tool_result", tool_use_id: block.id, content: TEXT }.
When the tool throws, TEXT is the error's message as it is: v1's tools throw ToolErrors, whose
messages are written for the model ("Error: File not found: …").`,
      stub: `throw new Error("runTool is not written yet");`,
    },
    failed: {
      todo: `A tool_result for this call, with the message as its content and is_error: true.`,
      stub: `throw new Error("failed is not written yet");`,
    },
  },
  hints: {
    dispatch: [
      "dispatch.json: one round per way a call can go wrong (a tool that does not exist, inputs the schema refuses, files that are not there or outside the workspace, text that is not in the file), then calls that work. Each failure must come back to the model as a result: a throw ends the whole session.",
      'Three ways to fail, three texts, all through failed(block, TEXT): no such tool ("Error: Unknown tool: NAME. Available tools: " and the names joined by ", "), found.parse(block.input) not ok ("Error: Invalid input for NAME: " + input.error), found.run() throwing (a try/catch around it: the ToolError\'s message as it is). And failed sets is_error: true.',
      'Nearly the answer: const found = TOOLS.find((t) => t.name === block.name); if (!found) return failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${TOOLS.map((t) => t.name).join(", ")}`); const input = found.parse(block.input); if (!input.ok) return failed(block, `Error: Invalid input for ${block.name}: ${input.error}`); try { return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.value) }; } catch (err) { return failed(block, (err as Error).message); } (the lesson also puts "Error: " in front of an error that is not a ToolError: a bug in a tool).',
    ],
    demo: [
      "demo.json is the lesson's demo: bash, read_file, edit_file and write_file calls that all work. A file that passes dispatch.json passes it too; if only the demo fails, look at how a call that works is answered: its text, as the content of a tool_result for block.id.",
      'Nearly the answer, for a call that works: return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.value) };',
    ],
  },
} satisfies ExerciseSpec;
