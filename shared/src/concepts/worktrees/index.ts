/**
 * The worktrees concept (lesson s18): each task in its own git worktree, so that teammates edit in parallel without
 * stepping on each other, and removing a worktree never loses a commit.
 *
 * - {@link Worktrees} makes `.worktrees/<name>` on `wt/<name>` from HEAD (the name and the task checked first),
 *   binds tasks, keeps or removes worktrees (refused while they hold work the base branch has not, unless
 *   `discardChanges`, which lists what it threw away); {@link mergeWorktree} merges a completed task's branch.
 * - {@link confinedPath} resolves a teammate's paths inside its worktree, and refuses the rest.
 * - Every git command runs through `execFile` with the session's identity and clock ({@link runGit}): the same
 *   identity and clock make the same commits.
 * - Lifecycle events go to `.worktrees/events.jsonl` under the lease ({@link withWorktreesLock}); their display is
 *   `shared/src/concepts/worktrees/`. {@link startWorktrees} finds what an earlier run left.
 *
 * @module
 */
export { confinedPath, realOfDeepestExisting, type WorktreePlace } from "./confine.ts";
export {
  boundTasks,
  eventLine,
  type EventLine,
  type LockedWorktrees,
  readEventLines,
  withWorktreesLock,
  WorktreeRefusal,
} from "./event-log.ts";
export {
  clockTime,
  type GitClock,
  gitDate,
  type GitIdentity,
  gitFailure,
  gitOutput,
  type GitResult,
  type GitSetup,
  identityEnv,
  initRepository,
  repositoryRoot,
  runGit,
} from "./git.ts";
export {
  checkoutState,
  type CheckoutState,
  commitsNotIn,
  type WorktreeBranch,
  worktreeBranches,
  workHeld,
  workListed,
} from "./inspect.ts";
export { mergeWorktree } from "./merge.ts";
export {
  BRANCH_PREFIX,
  branchOf,
  checkWorktreeName,
  EVENTS_FILE,
  shownFolder,
  WORKTREE_NAME,
  WORKTREES_FOLDER,
} from "./names.ts";
export {
  type LeftWorktree,
  openWorktrees,
  type PrunedWorktree,
  startWorktrees,
  type WorktreesAtStart,
} from "./start.ts";
export { isCopyOf, sampleRepository } from "./sample.ts";
export { storeTasks } from "./tasks.ts";
export { agentIdentity, sessionGit, shownResult } from "./session-git.ts";
export { Worktrees } from "./checked.ts";
export {
  type Committed,
  type HeldWork,
  type LockedRepository,
  type PlacedResult,
  type MergeOutcome,
  type WorktreeResult,
  WorktreeFolders,
  type WorktreesOptions,
  type WorktreeTask,
  type WorktreeTasks,
} from "./worktrees.ts";
export type {
  CommitLine,
  WorktreeBound,
  WorktreeClaimed,
  WorktreeConflict,
  WorktreeEvent,
  WorktreeKept,
  WorktreeMade,
  WorktreeMerged,
  WorktreeRemoved,
} from "./events.ts";
export { BASE, placedFileTools, WorktreeTeam, worktreeTools } from "./worktree-team.ts";
