/**
 * s18's worktrees, for the lessons built on s18 (s20): the kit's {@link WorktreeFolders} with what s18 writes in
 * its own file, the check before removal (`git rev-list <base>..wt/<name>`, which needs no upstream) and the merge
 * (`--no-ff`, a conflict undone with `git merge --abort`). shared/test/concepts/worktrees/held-equal.test.ts keeps
 * the two the same, the `worktrees` region.
 *
 * @module
 */
import { type GitSetup, gitFailure, gitOutput, runGit } from "./git.ts";
import { checkoutState, commitsNotIn } from "./inspect.ts";
import { branchOf } from "./names.ts";
import { type HeldWork, type MergeOutcome, WorktreeFolders } from "./worktrees.ts";

// #region worktrees
/** The kit's worktrees, with the check before removal and the merge written here. */
export class Worktrees extends WorktreeFolders {
  /**
   * The work the worktree `name` holds that the base branch has not: its uncommitted files (none
   * when its folder is gone) and its commits not in the base branch, which a removal would lose.
   */
  async work(root: string, name: string, git: GitSetup, folder = true): Promise<HeldWork> {
    // Untracked files count: a new file not added is work too.
    const files = folder ? (await checkoutState(this.place(name).path, git, true)).files : [];
    // `git rev-list <base>..wt/<name>`: no upstream needed (`@{push}..HEAD` printed nothing).
    const commits = await commitsNotIn(root, this.base, branchOf(name), git);
    return { files, commits };
  }

  /** Merges `branch` into the base branch in the main checkout, `--no-ff`; a conflict is undone. */
  async mergeBranch(
    root: string,
    branch: string,
    message: string,
    git: GitSetup,
  ): Promise<MergeOutcome> {
    const merged = await runGit(root, ["merge", "--no-ff", "--no-log", "-m", message, branch], git);
    if (merged.code === 0) {
      const head = await gitOutput(root, ["rev-parse", "HEAD"], git, "read the merge commit");
      return { commit: head.trim() };
    }
    const unmerged = ["diff", "--name-only", "--diff-filter=U", "-z"];
    const listed = await gitOutput(root, unmerged, git, "list the conflicted files");
    const conflict = listed.split("\0").filter(Boolean);
    if (conflict.length === 0) throw gitFailure(`merge ${branch} (nothing was merged)`, merged);
    // The base branch as it was: the merge undone, the worktree left for its teammate to fix.
    const aborted = await runGit(root, ["merge", "--abort"], git);
    if (aborted.code !== 0)
      throw gitFailure(`undo the merge of ${branch}: the checkout is mid-merge`, aborted);
    return { conflict };
  }
}
// #endregion worktrees
