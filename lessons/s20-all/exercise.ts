/** The exercise of lesson s20 (`pnpm exercise s20`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the round's steps in order, each a call into a kit module that is given: the fires, the notifications, the inbox, the reminders, the context, the tool pool, the model call, each call through the one gate",
  checks: ["demo"],
  regions: {
    round: {
      todo: `Write the round's steps in order; each step's module is given above.
Steps 1 to 4 go after the last tool results (lastUser(messages)): the lead's scheduled fires (SCHEDULE.due, firesMessage), its background notifications (jobs.deliverNotifications) and its inbox (team.deliver(LEAD)), then anyone's task reminder (agent.nag.after).
Step 5 prepares the context before the model is called: the lead's compaction (compaction.before(messages)), then the prompt's sections (identity, and the memory index).
Steps 6 and 7 call the model on the agent's tool pool (offered(agent)) with the prompt's breakpoints (withBreakpoints; a failure to recovery.recoverTooLong), and put its answer in messages; with no tool call, stop(agent).
Step 8 sends each tool call through the one gate (session.supervise(block, tools, runTool)), and the results go back in one user message.`,
      stub: "return; // Not written yet: no round runs.",
    },
  },
  hints: {
    demo: [
      "demo.json: the lead loads a skill, runs the tests in the background, tries cat (a PreToolUse hook blocks it), reads the tracker, makes a task in a worktree, spawns alice, who fixes and commits there; the lead merges, asks for a compaction, runs the tests and ends. Start with the model call and the tool calls; then the steps before the call.",
      "A call that does not go through session.supervise skips the hooks and the rules: cat runs, and the request after it differs from the recorded one.",
      "The compaction the model asks for is made by compaction.before at the next round's step 5: without it, the history is never replaced by the summary.",
      "alice's message reaches the lead only through team.deliver(LEAD) at step 3: without it, the lead never reads that the task is done.",
    ],
  },
} satisfies ExerciseSpec;
