/** The exercise of lesson v0 (`pnpm exercise v0`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "the agent loop, and running bash with its limits",
  checks: ["loop", "demo"],
  regions: {
    loop: {
      todo: `The agent loop. Call the model (client.messages.create with MODEL, SYSTEM, the messages, toolSpecs(TOOLS)
and MAX_TOKENS) and add its answer to the messages. When it did not stop to use a tool (stop_reason "tool_use"),
return. Otherwise run every tool_use block it holds, in order (session.supervise(block, TOOLS, runTool) shows the
call, asks permission and gives its tool_result), send all the results back in one user message, and go round
again.`,
    },
    bash: {
      todo: `Run the command in the workspace (WORKDIR) with runBash; stop it after 300 s, saying "(timeout after 300s)".`,
      stub: `(_input) => "Error: bash is not written yet",`,
    },
  },
  hints: [
    'The loop is a while (true) with one model call per round. Only the model ends it: any stop_reason but "tool_use" means it has answered.',
    'Push the model\'s answer first ({ role: "assistant", content: response.content }); then, for every block with type "tool_use", in order, push its tool_result into one array, and send that array as the next user message.',
    'Nearly the answer: const results = []; for (const block of response.content) if (block.type === "tool_use") results.push(await session.supervise(block, TOOLS, runTool)); messages.push({ role: "user", content: results }); — and bash is runBash(command, { cwd: WORKDIR, timeoutMs: 300_000, timeoutMessage: "(timeout after 300s)" }).',
  ],
} satisfies ExerciseSpec;
