/**
 * Merging a completed task's worktree branch into the base branch: `git merge --no-ff`, refused into a base checkout
 * with uncommitted changes, and undone (`git merge --abort`) on a conflict, which names the files.
 *
 * @module
 */
import { existsSync } from "node:fs";
import type { WorktreeEvent } from "./events.ts";
import { ToolError } from "../../tool.ts";
import { WorktreeRefusal } from "./event-log.ts";
import { checkoutState, commitsNotIn } from "./inspect.ts";
import { branchOf, shownFolder } from "./names.ts";
import type { Worktrees } from "./checked.ts";
import type { MergeOutcome, WorktreeResult } from "./worktrees.ts";

// #region merge
/**
 * Merges `wt/<name>` into the base branch with `git merge --no-ff`, in the main checkout; the task bound to the
 * worktree must be completed.
 *
 * Refused, naming what is in the way: a main checkout on another branch or with uncommitted changes, a worktree
 * with uncommitted files (they would not be merged). On a conflict the merge is undone (`git merge --abort`): the
 * base branch is as it was, the error names the files, and the worktree stays for its teammate to fix.
 */
export async function mergeWorktree(worktrees: Worktrees, name: string): Promise<WorktreeResult> {
  const { base } = worktrees;
  const branch = branchOf(name);
  const taskId = worktrees.bound().get(name);
  if (taskId === undefined)
    throw new ToolError(
      `Error: No task is bound to ${shownFolder(name)}: a merge takes a completed task's branch. Bind its task to it first.`,
    );
  const task = await worktrees.task(taskId, `${branch} was not merged`);
  if (task.status !== "completed")
    throw new ToolError(
      `Error: Task #${taskId} (${task.subject}) is ${task.status.replace("_", " ")}, not completed: ${branch} is merged once its task is completed.`,
    );
  return worktrees.locked(async ({ root, branches, log, git: setup, at }) => {
    worktrees.existing(name, branches, false);
    const main = await checkoutState(root, setup, false);
    if (main.branch !== base)
      throw new ToolError(
        `Error: Not merged: the main checkout is on ${main.branch ?? "a detached HEAD"}, not ${base}. Switch it back (git switch ${base}) and merge again.`,
      );
    if (main.files.length > 0)
      throw new ToolError(
        `Error: Not merged: the main checkout has uncommitted changes to ${main.files.join(", ")}. Commit or undo them first; a merge would mix them in.`,
      );
    const place = worktrees.place(name);
    const own = existsSync(place.path) ? (await checkoutState(place.path, setup, true)).files : [];
    if (own.length > 0)
      throw new ToolError(
        `Error: Not merged: ${shownFolder(name)} has uncommitted changes to ${own.join(", ")}, which a merge would leave out. Commit them there first.`,
      );
    const commits = await commitsNotIn(root, base, branch, setup);
    if (commits.length === 0)
      return {
        text: `Nothing to merge: every commit of ${branch} is in ${base} already.`,
        events: [],
      };
    const message = `Merge ${branch} into ${base}: task #${taskId} ${task.subject}`;
    const merged: MergeOutcome = await worktrees.mergeBranch(root, branch, message, setup);
    if ("conflict" in merged) {
      const files = merged.conflict;
      const events: WorktreeEvent[] = [{ kind: "worktrees:conflict", name, branch, base, files }];
      log(events, at);
      throw new WorktreeRefusal(
        `Error: Merging ${branch} into ${base} met a conflict in ${files.join(", ")}: the merge was undone (git merge --abort), and ${base} is as it was. ${shownFolder(name)} stays: its teammate can merge ${base} into it there, fix those files, commit, and complete the task again.`,
        events,
      );
    }
    const { commit } = merged;
    const events: WorktreeEvent[] = [
      { kind: "worktrees:merged", name, branch, base, commit, commits, task: taskId },
    ];
    log(events, at);
    const n = commits.length;
    return {
      text: `Merged ${branch} into ${base} (${n} commit${n === 1 ? "" : "s"}, task #${taskId}): ${commit.slice(0, 7)}. ${shownFolder(name)} can be removed now.`,
      events,
    };
  });
}
// #endregion merge
