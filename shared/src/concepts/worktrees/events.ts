/** What worktrees show (s18): their lifecycle events, as the terminal and the player draw them and the log keeps them. */

/** A commit as events list it: its id and its subject (first line of its message). */
export interface CommitLine {
  /** The commit's full id. */
  id: string;
  /** Its subject. */
  subject: string;
}

/** A worktree was made: `.worktrees/<name>` on a new branch from the commit the main checkout was at. */
export interface WorktreeMade {
  /** What it is. */
  kind: "worktrees:made";
  /** The worktree's name. */
  name: string;
  /** Its branch: `wt/<name>`. */
  branch: string;
  /** The commit it starts from (the main checkout's HEAD then). */
  from: string;
}

/** A task was bound to a worktree: whoever claims the task works in that folder. */
export interface WorktreeBound {
  /** What it is. */
  kind: "worktrees:bound";
  /** The worktree's name. */
  name: string;
  /** The task's id. */
  task: string;
}

/** A teammate claimed a bound task: its tools work in the worktree from now on. */
export interface WorktreeClaimed {
  /** What it is. */
  kind: "worktrees:claimed";
  /** The worktree's name. */
  name: string;
  /** The task's id. */
  task: string;
  /** The teammate. */
  agent: string;
}

/** A worktree was kept: asked for, or a removal refused because it holds work not in the base branch. */
export interface WorktreeKept {
  /** What it is. */
  kind: "worktrees:kept";
  /** The worktree's name. */
  name: string;
  /** Its branch. */
  branch: string;
  /** Its uncommitted files (changed, added, deleted, untracked). */
  files: string[];
  /** Its commits that are not in the base branch, newest first. */
  commits: CommitLine[];
  /** True when a removal was asked for and refused (without discard_changes). */
  refused: boolean;
}

/** A worktree and its branch were removed; what was thrown away with them is listed (none: nothing was lost). */
export interface WorktreeRemoved {
  /** What it is. */
  kind: "worktrees:removed";
  /** The worktree's name. */
  name: string;
  /** Its branch. */
  branch: string;
  /** The uncommitted files thrown away. */
  files: string[];
  /** The commits thrown away (not in the base branch), newest first. */
  commits: CommitLine[];
}

/** A worktree's branch was merged into the base branch (`git merge --no-ff`). */
export interface WorktreeMerged {
  /** What it is. */
  kind: "worktrees:merged";
  /** The worktree's name. */
  name: string;
  /** Its branch. */
  branch: string;
  /** The base branch it was merged into. */
  base: string;
  /** The merge commit's id. */
  commit: string;
  /** The commits it brought in, newest first. */
  commits: CommitLine[];
  /** The completed task whose branch it was. */
  task: string;
}

/** A merge met a conflict: it was undone (`git merge --abort`), the base branch is as it was, the worktree stays. */
export interface WorktreeConflict {
  /** What it is. */
  kind: "worktrees:conflict";
  /** The worktree's name. */
  name: string;
  /** Its branch. */
  branch: string;
  /** The base branch it was to be merged into. */
  base: string;
  /** The files both changed. */
  files: string[];
}

/** Every event of the worktrees' display. */
export type WorktreeEvent =
  | WorktreeMade
  | WorktreeBound
  | WorktreeClaimed
  | WorktreeKept
  | WorktreeRemoved
  | WorktreeMerged
  | WorktreeConflict;

declare module "../../display/events.ts" {
  // The worktrees' events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    worktrees: WorktreeEvent;
  }
}

/** The events' short names, as `.worktrees/events.jsonl` keeps them (`made` for `worktrees:made`). */
export const WORKTREE_EVENTS = [
  "made",
  "bound",
  "claimed",
  "kept",
  "removed",
  "merged",
  "conflict",
] as const;
