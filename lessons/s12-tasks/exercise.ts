/** The exercise of lesson s12 (`pnpm exercise s12`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "the task graph's rules: blockers by id, the cycle check, what a completion unblocks, the lock around a change",
  checks: ["task-cases", "demo"],
  regions: {
    blockers: {
      todo: `The tasks these ids name (an id may be written "#3": drop the #). An id that names no task is an error,
never a blocker that waits for ever: when it is a task's subject (any case), "Error: "RAW" is a subject, not a
task id: blockers are given by id. #ID is "SUBJECT", so write "ID"."; otherwise "Error: No task #RAW. Blockers
are task ids, not subjects; the tasks are #1 SUBJECT, #2 SUBJECT" (in id order; "none yet" when there is none).`,
      stub: `throw new Error("checkIds is not written yet");`,
    },
    cycle: {
      todo: `Would "waiter waits for blocker" close a circle? Only if the blocker already waits, through blockedBy and
blockedBy again, for the waiter. Walk blockedBy from the blocker, depth first, each task once; return the ids from
the blocker to the waiter (["3", "2", "1"]), or undefined. A task waiting for itself: [waiter].`,
      stub: `throw new Error("findCycle is not written yet");`,
    },
    unblocked: {
      todo: `The tasks that done (just completed) was the last open blocker of: of the tasks done blocks, the pending
ones whose blockers are now all completed (openBlockers), in the order of done.blocks.`,
      stub: `throw new Error("unblockedBy is not written yet");`,
    },
    lock: {
      todo: `Run work() holding the lock every agent sharing dir respects, and let go after, even when work throws.
Make dir if needed, then lockfile.lock(dir, {...}) from proper-lockfile: the lock is the folder .lock in dir
(lockfilePath, realpath: false), about 30 tries 5 to 100 ms apart (retries: { retries: 30, factor: 1.5,
minTimeout: 5, maxTimeout: 100 }), stale after 2000 ms, onCompromised doing nothing. It resolves to the release
function. When it gives up (err.code "ELOCKED"): "Error: The task list is locked by another agent
(.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment." as a ToolError. work() reads the
tasks itself, once the lock is held: what was read before it may be stale.`,
      stub: `mkdirSync(dir, { recursive: true });
return work(); // no lock yet: another agent can change the tasks between this one's read and its write`,
    },
  },
  hints: [
    "task-cases.json runs first, one task tool call per round: read the failing round's input and ask which rule it tests. A blocker given by its subject, an id that is not there, a circle, a task another agent holds: each must come back as the error the TODO spells out, and change nothing.",
    "The cycle: if the blocker already waits for the waiter, directly or through others, the new edge closes a circle. A depth-first walk along blockedBy from the blocker, with a set of the ids seen, finds the path. The lock case runs near the end: a background job holds .tasks/.lock for half a second and adds task #6; your create must wait for it and then read the tasks again, so it makes #7.",
    'Nearly the answer, for the lock: mkdirSync(dir, { recursive: true }); let release; try { release = await lockfile.lock(dir, { lockfilePath: join(dir, ".lock"), realpath: false, retries: { retries: 30, factor: 1.5, minTimeout: 5, maxTimeout: 100 }, stale: 2000, onCompromised: () => {} }); } catch (err) { if (err.code !== "ELOCKED") throw err; throw new ToolError("Error: The task list is locked …"); } try { return work(); } finally { await release(); }',
  ],
} satisfies ExerciseSpec;
