/** The exercise of lesson s06 (`pnpm exercise s06`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "the subagent: a fresh history, its own tools, 30 rounds at most, and only its final text handed back",
  checks: ["subagent-cases", "demo"],
  regions: {
    "sub-tools": {
      todo: `The subagent's tools: the parent's TOOLS less task (a subagent starts no subagent) and less todo_write
(the plan is the parent's).`,
      stub: "export const SUB_TOOLS = TOOLS;",
    },
    child: {
      todo: `The subagent's loop, the agent loop over a history of its own. It starts with one message, the
description, as the user's; each round calls client.messages.create with MODEL, SUB_SYSTEM, the history, the
SUB_TOOLS' specs and MAX_TOKENS, and runs each tool call through session.supervise(block, SUB_TOOLS, runSubTool)
(shown, permitted as the parent's are). When the model stops asking for tools, return its text (its text blocks,
joined by a newline, trimmed), or "(The subagent ended without a report.)" when there is none. After
SUB_MAX_ROUNDS rounds, stop and return "(The subagent reached its limit of 30 rounds before it finished, and
wrote no report. What it changed is on disk.)" (the limit from SUB_MAX_ROUNDS).`,
      stub: `throw new Error("runSubagent is not written yet");`,
    },
    "sub-dispatch": {
      todo: `The subagent's dispatch: a tool of SUB_TOOLS goes to the lesson's runTool; any other (task,
todo_write, a name the model made up) is "Error: Unknown tool: NAME. Available tools: " and the SUB_TOOLS'
names joined by ", ", as an error result (failed).`,
      stub: "return runTool(block);",
    },
  },
  hints: [
    "subagent-cases.json runs first: an empty task, a subagent that asks for task and todo_write, and one that never stops. Each subagent's first request must hold exactly one message, the description, and offer the subagent's tools only.",
    "The subagent's loop is agentLoop with its own messages, system prompt, tools and dispatch, a counter of rounds, and a return instead of pushing into the parent's history: nothing of it reaches the parent but the text returned.",
    'Nearly the answer: const messages = [{ role: "user", content: description }]; for (let round = 1; round <= SUB_MAX_ROUNDS; round++) { const response = await client.messages.create({ model: MODEL, system: SUB_SYSTEM, messages, tools: toolSpecs(SUB_TOOLS), max_tokens: MAX_TOKENS }); messages.push({ role: "assistant", content: response.content }); if (response.stop_reason !== "tool_use") return …; … }',
  ],
} satisfies ExerciseSpec;
