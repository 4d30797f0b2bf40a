/** The exercise of lesson s20 (`pnpm exercise s20`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the round's steps in order, each a call into the kit: the context prepared, the model called, each call through the one gate, the Stop hooks",
  checks: ["demo"],
  regions: {
    round: {
      todo: `Steps 1 to 4 are given above. Step 5 comes before the model is called: prepare the context (compaction.before(messages), when the compaction is on).
Then call the model (step 7: create(request()), its failure to recovery.recoverTooLong), and put its answer in messages.
With no tool call, run the Stop hooks (step 9: hooks.run("Stop", …)): the turn ends unless one blocks, and a block sends the agent back with its reason.
Each tool call goes through the one gate (step 8: session.supervise(block, TOOLS, runTool)), and the results go back in one user message.`,
      stub: "return; // Not written yet: no round runs.",
    },
  },
  hints: {
    demo: [
      "demo.json: the model makes a task, tries cat (a PreToolUse hook blocks it), reads and fixes convert.js, asks for a compaction, runs the tests and ends. Start with the model call and the tool calls; then the context.",
      "A call that does not go through session.supervise skips the hooks and the rules: cat runs, and the request after it differs from the recorded one.",
      "The compaction the model asks for is made by compaction.before at the next round's step 5: without it, the history is never replaced by the summary.",
    ],
  },
} satisfies ExerciseSpec;
