/** The exercise of lesson s06 (`pnpm exercise s06`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the subagent: a fresh history, its own tools, 30 rounds at most, and only its final text handed back",
  checks: ["subagent-cases", "demo"],
  regions: {
    "sub-tools": {
      todo: `The subagent's tools: the parent's TOOLS less task (a subagent starts no subagent) and less todo_write
(the plan is the parent's).`,
      stub: "const SUB_TOOLS = TOOLS;",
    },
    child: {
      todo: `The subagent's loop: the agent loop over a history of its own, which starts as
[{ role: "user", content: description }] (a fresh one for each task). Each round:
client.messages.create({ model: MODEL, system: SUB_SYSTEM, messages, tools: toolSpecs(SUB_TOOLS),
max_tokens: MAX_TOKENS }), then push its answer ({ role: "assistant", content: response.content }).
When stop_reason is "tool_use", run each tool_use block, in order, through
session.supervise(block, SUB_TOOLS, runSubTool) (it shows the call, and asks permission as for the
parent's), and push their results as one user message; otherwise return the report: the texts of its
text blocks joined by "\\n", the whole trimmed, and, when stop_reason is "max_tokens",
"\\n(The report was cut off at max_tokens.)" after it. After SUB_MAX_ROUNDS (30) rounds that all asked
for tools, return "(The subagent reached its limit of 30 rounds before it finished, and wrote no
report. What it changed is on disk.)".`,
      stub: `throw new Error("runSubagent is not written yet");`,
    },
    "sub-dispatch": {
      todo: `The subagent's dispatch: a tool of SUB_TOOLS goes to the lesson's runTool. Any other (task, todo_write,
or a name the model made up) gets "Error: Unknown tool: NAME. Available tools: " and the SUB_TOOLS' names
joined by ", ", as an error result: failed(block, text).`,
      stub: "return runTool(block);",
    },
  },
  hints: {
    "subagent-cases": [
      "subagent-cases.json: one task call per round of the parent. An empty task (no subagent starts); a subagent that calls glob, task and grep, then todo_write; one that never stops; one whose report is two text blocks with blank lines around; one cut off at max_tokens. The failing request says which. Each subagent's first request holds one message, the description, with SUB_SYSTEM and the SUB_TOOLS' specs.",
      'The loop is agentLoop over its own fresh messages: push the answer, run each tool_use through session.supervise(block, SUB_TOOLS, runSubTool), push the results as one user message, at most SUB_MAX_ROUNDS times. runSubTool sends SUB_TOOLS to runTool and answers anything else with failed(block, …), naming the SUB_TOOLS. The report: the text blocks joined by "\\n", trimmed as a whole, and the max_tokens note.',
      'Nearly the answer: const messages = [{ role: "user", content: description }]; for (let round = 1; round <= SUB_MAX_ROUNDS; round++) { const response = await client.messages.create({ model: MODEL, system: SUB_SYSTEM, messages, tools: toolSpecs(SUB_TOOLS), max_tokens: MAX_TOKENS }); messages.push({ role: "assistant", content: response.content }); if (response.stop_reason !== "tool_use") return texts.join("\\n").trim() + (response.stop_reason === "max_tokens" ? "\\n(The report was cut off at max_tokens.)" : ""); … }',
    ],
    demo: [
      "demo.json is the lesson's own session: the parent plans, hands the digging to a subagent (its requests 2 to 7: glob, read_file, bash, then a report in one text block), and acts on the report it gets back as the task's result. subagent-cases.json checks each rule on its own: when it passes and this fails, the failing request shows what the demo does that the cases do not.",
      "The subagent's tool calls here are real ones that work (glob, read_file, bash): each goes through session.supervise(block, SUB_TOOLS, runSubTool) and runSubTool hands it to runTool, and a round with two calls sends both results in one user message.",
    ],
  },
} satisfies ExerciseSpec;
