/** The exercise of lesson s12 (`pnpm exercise s12`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the task graph's rules: blockers by id, the cycle check, what a completion unblocks, the lock around a change",
  checks: ["task-cases", "demo"],
  regions: {
    blockers: {
      todo: `The tasks these ids name, in the order given: trim each id, and drop a "#" in front (" #3" is 3). An id
that names a task is that task, even when it is also another task's subject. Any other id is an error,
never a blocker that waits for ever, thrown as a ToolError: when it is a task's subject (in any case),
'Error: "RAW" is a subject, not a task id: blockers are given by id. #ID is "SUBJECT", so write "ID".';
otherwise "Error: No task #RAW. Blockers are task ids, not subjects; the tasks are #1 SUBJECT, #2
SUBJECT.", with every task, in id order (inOrder(tasks)), as "#ID SUBJECT" joined by ", ".`,
      stub: `throw new Error("checkIds is not written yet");`,
    },
    cycle: {
      todo: `Would "waiter waits for blocker" close a circle? Only if the blocker already waits, through blockedBy and
blockedBy again, for the waiter. Walk blockedBy from the blocker, depth first, in the order of each list,
and return the ids from the blocker to the waiter (["3", "2", "1"]: #3 waits for #2, which waits for #1),
or undefined; a task waiting for itself is [waiter]. Visit each task once: a circle already on disk
(tasks written by hand) must not send the walk round for ever.`,
      stub: `throw new Error("findCycle is not written yet");`,
    },
    unblocked: {
      todo: `The tasks that done (just completed, or deleted) was the last open blocker of: of the tasks in
done.blocks, in that order, the pending ones (not those in progress or completed) whose blockers are now
all completed (openBlockers(t, tasks) is empty).`,
      stub: `throw new Error("unblockedBy is not written yet");`,
    },
    lock: {
      todo: `Take the lease every agent sharing the folder respects, in place of the stand-in below: const lease =
await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 }) (the kit's lock). Its tries, for
about 2.4 s, wait out an agent that holds it for a moment; a lock its holder has not renewed for 2 s is a dead
(or stalled) agent's, and is taken over. When it gives up, takeLease gives undefined: then throw new
ToolError("Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s.
Try again in a moment.").`,
      stub: `// No lock yet: another agent can change the tasks between this one's read and its write.
const lease = { holds: () => true, release: () => {} };`,
    },
  },
  hints: {
    "task-cases": [
      'task-cases.json: one task tool call per round, each a rule of the graph: read the failing round\'s input and ask which rule it tests. Blockers: "Design the schema" and "export NOTES" are subjects, "7" and "11" name no task, "5" is #5 although it is also #8\'s subject, " #8" is #8. Then circles (one through two tasks, one on disk that the walk must not go round for ever), what a completion or a deletion unblocks, and three other agents at the lock: alice lets go after half a second, bob died holding it, carol keeps it fresh for 6 s.',
      'checkIds: for each id, tasks.get(raw.trim().replace(/^#/, "")) first, then a subject compared in lower case, then "No task" with inOrder(tasks). findCycle: a depth-first walk along blockedBy from the blocker on a stack of its own, with a Set of the ids seen and a Map of where the walk came from, to lead back from the waiter. unblockedBy: done.blocks.map((id) => tasks.get(id)), the pending ones with openBlockers(t, tasks) empty. withLock: takeLease(join(folder.path, ".lock"), {…}) in place of the stand-in, with staleMs: 2000 for bob, and undefined turned into the ToolError for carol.',
      'Nearly the answer. findCycle: if (blocker === waiter) return [waiter]; const seen = new Set(); const from = new Map(); for (const stack = [blocker]; stack.length > 0; ) { const id = stack.pop(); if (id === waiter) { const chain = [id]; while (chain[0] !== blocker) chain.unshift(from.get(chain[0])); return chain; } if (seen.has(id)) continue; seen.add(id); for (const next of (tasks.get(id)?.blockedBy ?? []).filter((n) => !seen.has(n)).reverse()) { from.set(next, id); stack.push(next); } } return undefined. The lock: const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 }); if (!lease) throw new ToolError("Error: The task list is locked …");',
    ],
    demo: [
      "demo.json is the lesson's own first session: it plans four tasks, links #2 to its blocker by subject (refused: the error gives the id) and then by id, tries to start #2 before #1 is done, and completes #1, which unblocks #2. task-cases.json checks each rule on its own: when it passes and this fails, the failing round shows what the demo does that the cases do not.",
      'The demo\'s answers to compare: round 2 refuses "Write the note schema" with \'Error: "Write the note schema" is a subject, not a task id: blockers are given by id. #1 is "Write the note schema", so write "1".\', and round 6 completes #1 with "#1 is completed. Unblocked: #2 Write src/notes.js.".',
    ],
  },
} satisfies ExerciseSpec;
