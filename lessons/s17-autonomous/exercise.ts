/** The exercise of lesson s17 (`pnpm exercise s17`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "an idle teammate's claim: made under the store's lock on the task read afresh, and only a claim that held is its work",
  checks: ["autonomy-cases", "demo"],
  regions: {
    claim: {
      todo: `The task was seen ready before the lock was taken: read afresh here, it may not be ready any more
(isReady(task, tasks)), and then the claim does not hold: return { held: false, why: notReady(task, tasks) }. Else it is
the agent's: in progress (task.status), with store.agent as its owner (task.owner), written to its file
(writeTask(store.folder, task, stillLocked)). Then the claim held: return { held: true, task }.`,
      stub: `throw new Error("claim is not written yet");`,
    },
    poll: {
      todo: `Try the tasks seen ready at this pass's look (polled.ready) in their order, each claimed for agent
(claim(agent.tasks, task.id)). Look at each answer: only a claim that held is the agent's task. The first that held is
handed to it (return this.hand(agent, claimed.task)): it claims nothing more. A claim that did not hold is another agent's
task now: show it (this.session.ui.show({ kind: "autonomy:lost", task: \`#\${task.id} \${task.subject}\`, why: claimed.why }))
and try the next.`,
      stub: "// Not written yet: an idle teammate claims nothing.",
    },
  },
  hints: {
    "autonomy-cases": [
      "autonomy-cases.json: #1 waits for #2, so alice, the first idle teammate, claims #2; bob tries #2 too, from the same look at the graph, and his claim must not hold. Start with claim: under the lock, the task as it is now.",
      "claim: if (!isReady(task, tasks)) return { held: false, why: notReady(task, tasks) }; else set status and owner, writeTask, and return { held: true, task }.",
      "poll: for (const task of polled.ready) { const claimed = await claim(agent.tasks, task.id); if (claimed.held) return this.hand(agent, claimed.task); show the loss; }. A claim whose answer is ignored is the reference's bug (PR #123): bob would work on alice's #2.",
    ],
    demo: [
      "demo.json is the lesson's own session: four tasks without owners, claimed by alice and bob as they become ready. autonomy-cases.json checks each rule on its own: when it passes and this fails, the failing request shows what the demo does that the cases do not.",
      "Two idle teammates at one pass look at the graph once: the second works from what the first saw, so its claim of the same task does not hold, and it tries the next one seen ready.",
    ],
  },
} satisfies ExerciseSpec;
