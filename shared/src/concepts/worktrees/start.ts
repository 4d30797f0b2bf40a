/**
 * What a new run finds of the worktrees an earlier one left: folders still there (a teammate killed mid-edit, or
 * kept on purpose), their tasks still bound; and folders deleted by hand, whose records `git worktree prune` drops.
 *
 * @module
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { CommitLine } from "./events.ts";
import { gitOutput } from "./git.ts";
import { commitsNotIn, workHeld } from "./inspect.ts";
import { branchOf, shownFolder, WORKTREES_FOLDER } from "./names.ts";
import type { Worktrees } from "./checked.ts";
import { sampleRepository } from "./sample.ts";

/** A worktree an earlier run left: what it holds, and the task still bound to it. */
export interface LeftWorktree {
  /** Its name. */
  name: string;
  /** The task bound to it, if any: it stays bound. */
  task?: string;
  /** Its uncommitted files. */
  files: string[];
  /** Its commits not in the base branch. */
  commits: CommitLine[];
  /** The log's last word on it was `kept`: kept on purpose, not left by a run that was killed. */
  kept: boolean;
}

/** A worktree whose folder was deleted by hand: its record pruned; its branch stays, with its commits. */
export interface PrunedWorktree {
  /** Its name. */
  name: string;
  /** Its commits not in the base branch, which its branch still holds. */
  commits: CommitLine[];
}

/** What {@link startWorktrees} found and did, and the line that says so (empty: nothing was left). */
export interface WorktreesAtStart {
  /** What to show at start. */
  said: string;
  /** The worktrees still there. */
  left: LeftWorktree[];
  /** The worktrees whose folders were deleted by hand. */
  pruned: PrunedWorktree[];
}

// #region start
/**
 * At start: checks git and the repository (an error that says what is missing), finds the worktrees an
 * earlier run left, and runs `git worktree prune` when a worktree's folder was deleted by hand. Says what it found.
 */
export async function startWorktrees(worktrees: Worktrees): Promise<WorktreesAtStart> {
  const root = await worktrees.root(); // no git, or no repository: said here, before anything is made
  const listed = await gitOutput(
    root,
    ["worktree", "list", "--porcelain"],
    worktrees.setup,
    "list the worktrees",
  );
  const folder = join(root, WORKTREES_FOLDER);
  const ours = listed
    .split("\n")
    .filter((line) => line.startsWith("worktree "))
    .map((line) => line.slice("worktree ".length))
    .filter((path) => path.startsWith(`${folder}/`))
    .map((path) => path.slice(folder.length + 1));
  if (ours.length === 0) return { said: "", left: [], pruned: [] };
  return worktrees.locked(async ({ git }) => {
    const log = worktrees.lastEvents();
    const bound = worktrees.bound();
    const gone = ours.filter((name) => !existsSync(worktrees.place(name).path));
    if (gone.length > 0)
      await gitOutput(root, ["worktree", "prune"], git, "prune the deleted worktrees");
    const pruned: PrunedWorktree[] = [];
    for (const name of gone)
      pruned.push({ name, commits: await commitsNotIn(root, worktrees.base, branchOf(name), git) });
    const left: LeftWorktree[] = [];
    for (const name of ours.filter((n) => !gone.includes(n)))
      left.push({
        name,
        task: bound.get(name),
        kept: log.get(name) === "kept",
        ...(await worktrees.work(root, name, git)),
      });
    return { said: startText(left, pruned, worktrees.base), left, pruned };
  });
}
// #endregion start

/** What the start says: each worktree left, and each pruned, in a sentence. */
function startText(left: LeftWorktree[], pruned: PrunedWorktree[], base: string): string {
  const leftText = left.map(({ name, task, files, commits, kept }) => {
    const why = kept
      ? "kept by an earlier run"
      : "left by an earlier run (stopped or killed mid-task)";
    const bound = task === undefined ? "no task bound" : `task #${task} stays bound to it`;
    return `${shownFolder(name)} (${branchOf(name)}), ${why}: ${workHeld(files, commits, base)}; ${bound}.`;
  });
  const prunedText = pruned.map(
    ({ name, commits }) =>
      `${shownFolder(name)} was deleted by hand: git worktree prune dropped its record; its branch ${branchOf(name)} stays, with ${commits.length} commit${commits.length === 1 ? "" : "s"} not in ${base}.`,
  );
  return [...leftText, ...prunedText].map((line) => `Worktrees: ${line}`).join("\n");
}

/**
 * A lesson's start: a copy of its sample (lesson `id`'s) made a repository ({@link sampleRepository}), then
 * {@link startWorktrees}. What to say, a line each; no git, or no repository, is thrown (a ToolError).
 */
export async function openWorktrees(worktrees: Worktrees, id: string): Promise<string[]> {
  const { workdir, base, setup } = worktrees;
  const made = await sampleRepository(id, workdir, base, setup);
  const sample =
    made && `The sample's copy is a git repository now: ${base} at ${made.slice(0, 7)}.`;
  const { said } = await startWorktrees(worktrees);
  return [sample, said].filter((line): line is string => Boolean(line));
}
