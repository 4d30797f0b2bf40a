/** The exercise of lesson v0 (`pnpm exercise v0`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the agent loop: call the model, run every tool call it asks for, send the results back, until it stops asking",
  checks: ["loop", "demo"],
  regions: {
    loop: {
      todo: `The agent loop. Call the model: client.messages.create({ model: MODEL, system: SYSTEM, messages,
tools: toolSpecs(TOOLS), max_tokens: MAX_TOKENS }).
Add its answer to the messages: { role: "assistant", content: response.content }.
When it did not stop to use a tool (any stop_reason but "tool_use": "end_turn", "max_tokens"…), return.
Otherwise run every tool_use block of the answer with session.supervise(block, TOOLS, runTool), which
shows the call, asks permission and returns its tool_result, in the order the blocks come; send all the
results back in one user message, { role: "user", content: results }, and go round again.`,
    },
  },
  hints: {
    loop: [
      'loop.json: two requests on one history; in round 1 the model asks for two commands at once, and in round 4 its answer is cut short at max_tokens. The loop is a while (true) with one model call per round, and only the model ends it: any stop_reason but "tool_use" means its turn is over, "max_tokens" too.',
      'Push the model\'s answer first ({ role: "assistant", content: response.content }). Then every block with type "tool_use", in order, goes through session.supervise(block, TOOLS, runTool), and all the results go into one array, sent as the next user message: the API rejects a request in which a tool_use has no tool_result in the very next user message.',
      'Nearly the answer: messages.push({ role: "assistant", content: response.content }); if (response.stop_reason !== "tool_use") return; const results = []; for (const block of response.content) if (block.type === "tool_use") results.push(await session.supervise(block, TOOLS, runTool)); messages.push({ role: "user", content: results }); — all inside while (true).',
    ],
    demo: [
      "demo.json is the lesson's demo: a longer task, and a subagent (a bash command that runs this very file again, one-shot, on demo.subagent.json). A file that passes loop.json passes it too, unless its loop does something loop.json never asks for: read the round the failure names.",
      "The subagent is your own file, started by the bash command: its loop must end on the model's final answer as the main agent's does, or it never prints that answer (what the main agent reads back).",
    ],
  },
} satisfies ExerciseSpec;
