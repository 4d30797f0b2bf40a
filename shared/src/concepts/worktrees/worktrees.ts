/**
 * The worktrees of a repository: each task's own checkout, `.worktrees/<name>` on the branch `wt/<name>`, made,
 * bound to a task, kept or removed (never losing a commit), and merged by {@link mergeWorktree}.
 *
 * @module
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { CommitLine, WorktreeEvent } from "./events.ts";
import { StoreFolder } from "../../store-folder.ts";
import { ToolError } from "../../tool.ts";
import type { WorktreePlace } from "./confine.ts";
import {
  boundTasks,
  type LockedWorktrees,
  readEventLines,
  withWorktreesLock,
  WorktreeRefusal,
} from "./event-log.ts";
import { clockTime, type GitSetup, gitFailure, gitOutput, repositoryRoot, runGit } from "./git.ts";
import {
  checkoutState,
  type WorktreeBranch,
  worktreeBranches,
  workHeld,
  workListed,
} from "./inspect.ts";
import {
  branchOf,
  checkWorktreeName,
  EVENTS_FILE,
  shownFolder,
  WORKTREES_FOLDER,
} from "./names.ts";

/** A task as the worktrees see it: where it stands, and its subject. */
export interface WorktreeTask {
  /** `pending`, `in_progress` or `completed`. */
  status: string;
  /** Its title. */
  subject: string;
}

/** How the worktrees look tasks up (the lesson's task store): a task by id, undefined when there is none. */
export interface WorktreeTasks {
  /** The task `id`, or undefined when no task has that id. */
  find(id: string): Promise<WorktreeTask | undefined>;
}

/** What {@link WorktreeFolders} needs: git's identity and clock, the repository, its base branch and the tasks. */
export interface WorktreesOptions extends GitSetup {
  /** The workspace: a repository's top folder, the main checkout. */
  workdir: string;
  /** The base branch the worktrees' branches are merged into (`main`). */
  base: string;
  /** The tasks worktrees are bound to. */
  tasks: WorktreeTasks;
}

/** What an operation did: its text for the model, and the events it logged (to show). */
export interface WorktreeResult {
  /** The tool result. */
  text: string;
  /** The events written to the log. */
  events: WorktreeEvent[];
}

/** What an operation on the worktrees is handed while it holds their lock. */
export interface LockedRepository extends LockedWorktrees {
  /** The repository's real top folder. */
  root: string;
  /** The `wt/` branches, read under the lock. */
  branches: Map<string, WorktreeBranch>;
  /** The operation's time (ms since 1970), read once from the clock. */
  at: number;
  /** Git's setup with the clock stopped at `at`: every command of the operation has that date. */
  git: GitSetup;
}

/** What made or claimed a worktree did, and the worktree's place, where a teammate's tools work. */
export interface PlacedResult extends WorktreeResult {
  /** The worktree's name and folder. */
  place: WorktreePlace;
}

/** A commit made in a worktree: its text, and its id. */
export interface Committed {
  /** The tool result. */
  text: string;
  /** The new commit's full id. */
  id: string;
}

/** The work a worktree holds that its base branch has not. */
export interface HeldWork {
  /** Its uncommitted files (changed, added, deleted, untracked). */
  files: string[];
  /** Its commits not in the base branch, newest first. */
  commits: CommitLine[];
}

/** A merge's outcome: the merge commit's id, or the files in conflict (the merge undone). */
export type MergeOutcome =
  | {
      /** The merge commit's id. */
      commit: string;
    }
  | {
      /** The files in conflict; the merge was undone. */
      conflict: string[];
    };

/**
 * The worktrees of the repository at `workdir`: each in `.worktrees/<name>`, on `wt/<name>`, bound to a task.
 *
 * Less what s18 writes itself (`Worktrees`, in checked.ts): the check before removal and the merge.
 */
export abstract class WorktreeFolders {
  /** The workspace, as given. */
  readonly workdir: string;
  /** The base branch. */
  readonly base: string;
  /** `.worktrees/`: the worktrees' folders, the event log and the lock. */
  readonly folder: StoreFolder;
  /** Git's identity, clock and environment. */
  readonly setup: GitSetup;
  /** The tasks. */
  readonly tasks: WorktreeTasks;
  private checkedRoot: string | undefined;

  /** The worktrees of `options.workdir`; nothing is checked or made until one is used. */
  constructor(options: WorktreesOptions) {
    const { workdir, base, tasks, ...setup } = options;
    this.workdir = workdir;
    this.base = base;
    this.tasks = tasks;
    this.setup = setup;
    this.folder = new StoreFolder(workdir, WORKTREES_FOLDER);
  }

  /** The repository's real top folder, checked once: a {@link ToolError} says plainly when there is no git or no repository. */
  async root(): Promise<string> {
    this.checkedRoot ??= await repositoryRoot(this.workdir, this.setup);
    return this.checkedRoot;
  }

  /** The worktree `name`'s place: its name and folder (whether it exists or not). */
  place(name: string): WorktreePlace {
    return { name, path: join(this.checkedRoot ?? this.workdir, WORKTREES_FOLDER, name) };
  }

  /** The clock's time now (ms since 1970). */
  now(): number {
    return clockTime(this.setup.clock);
  }

  /** The last event the log holds of each worktree (`made`, `kept`…), by name. */
  lastEvents(): Map<string, string> {
    return new Map(readEventLines(this.folder).map((line) => [line.name as string, line.event]));
  }

  /** The task bound to each worktree, by the event log. */
  bound(): Map<string, string> {
    return boundTasks(readEventLines(this.folder));
  }

  /**
   * Runs `work` holding the worktrees' lock, with the repository's root and the `wt/` branches read under it.
   *
   * The clock is read once: every git command of the operation, and its events, have that time (one value from the
   * session's clock per operation, which a replay gives back).
   */
  async locked<T>(work: (locked: LockedRepository) => Promise<T>) {
    const root = await this.root();
    const at = this.now();
    const git: GitSetup = { ...this.setup, clock: { startedAt: at, elapsed: () => 0 } };
    return withWorktreesLock(this.folder, async (locked) =>
      work({ ...locked, root, at, git, branches: await worktreeBranches(root, git) }),
    );
  }

  /** The task `id`, checked to exist (a {@link ToolError} otherwise, saying that nothing was `done`). */
  async task(id: string, done: string): Promise<WorktreeTask> {
    const task = await this.tasks.find(id);
    if (!task)
      throw new ToolError(
        `Error: No task #${id}: ${done}. Create the task first (TaskCreate), or give its id.`,
      );
    return task;
  }

  /**
   * Makes `.worktrees/<name>` on a new branch `wt/<name>` from the main checkout's HEAD, bound to `taskId` if given.
   *
   * The name and the task are checked before anything is made, and a `git worktree add` that fails is undone:
   * nothing half-made is left.
   */
  async make(name: string, taskId?: string): Promise<PlacedResult> {
    checkWorktreeName(name);
    if (taskId !== undefined)
      await this.task(taskId, `the worktree ${shownFolder(name)} was not made`);
    await this.root();
    return this.locked(async ({ root, branches, log, git, at }) => {
      checkWorktreeName(name, [...branches.keys(), ...this.folderNames()]);
      const place = this.place(name);
      const branch = branchOf(name);
      const head = ["rev-parse", "--verify", "HEAD^{commit}"];
      const from = (
        await gitOutput(root, head, git, "read the main checkout's HEAD (it needs a first commit)")
      ).trim();
      if (!existsSync(join(this.folder.path, ".gitignore"))) this.folder.write(".gitignore", "*\n"); // not the base's to commit
      const added = await runGit(
        root,
        ["worktree", "add", "--quiet", "-b", branch, place.path, from],
        git,
      );
      if (added.code !== 0) {
        await this.undoMake(root, place, branch, git);
        throw gitFailure(`make ${shownFolder(name)} (nothing was left made)`, added);
      }
      const events: WorktreeEvent[] = [{ kind: "worktrees:made", name, branch, from }];
      if (taskId !== undefined) events.push({ kind: "worktrees:bound", name, task: taskId });
      log(events, at);
      const bound = taskId === undefined ? "" : `, bound to task #${taskId}`;
      return {
        text: `Made ${shownFolder(name)} on branch ${branch} from ${from.slice(0, 7)}${bound}.`,
        events,
        place,
      };
    });
  }

  /** Binds the task `taskId` to the existing worktree `name`: whoever claims the task works there. */
  async bind(name: string, taskId: string): Promise<WorktreeResult> {
    await this.task(taskId, "nothing was bound");
    return this.locked(async ({ branches, log, at }) => {
      this.existing(name, branches);
      const events: WorktreeEvent[] = [{ kind: "worktrees:bound", name, task: taskId }];
      log(events, at);
      return { text: `Task #${taskId} is bound to ${shownFolder(name)}.`, events };
    });
  }

  /** A teammate `agent` claimed the task `taskId`: the worktree bound to it (logged as claimed), or undefined. */
  async claim(taskId: string, agent: string): Promise<PlacedResult | undefined> {
    const name = [...this.bound()].find(([, task]) => task === taskId)?.[0];
    if (name === undefined) return undefined;
    return this.locked(async ({ branches, log, at }) => {
      this.existing(name, branches);
      const events: WorktreeEvent[] = [{ kind: "worktrees:claimed", name, task: taskId, agent }];
      log(events, at);
      const text = `${agent} claimed task #${taskId}: it works in ${shownFolder(name)} (branch ${branchOf(name)}).`;
      return { text, events, place: this.place(name) };
    });
  }

  /** Commits everything changed in the worktree `name` (`git add -A`, then `git commit`) with the session's identity and date. */
  async commit(name: string, message: string): Promise<Committed> {
    return this.locked(async ({ branches, git }) => {
      const { path } = this.place(this.existing(name, branches));
      const { files } = await checkoutState(path, git, true);
      if (files.length === 0)
        throw new ToolError(`Error: Nothing to commit in ${shownFolder(name)}: no file changed.`);
      await gitOutput(path, ["add", "-A"], git, `add the changes of ${shownFolder(name)}`);
      await gitOutput(
        path,
        ["commit", "--quiet", "-m", message],
        git,
        `commit in ${shownFolder(name)}`,
      );
      const id = (await gitOutput(path, ["rev-parse", "HEAD"], git, "read the new commit")).trim();
      return {
        text: `Committed ${files.length} file(s) on ${branchOf(name)}: ${id.slice(0, 7)} ${message}`,
        id,
      };
    });
  }

  /** Keeps the worktree `name` as it is, saying what it holds (uncommitted files, commits not in the base branch). */
  async keep(name: string): Promise<WorktreeResult> {
    return this.locked(async ({ root, branches, log, git, at }) => {
      const { files, commits } = await this.work(root, this.existing(name, branches), git);
      const events: WorktreeEvent[] = [
        { kind: "worktrees:kept", name, branch: branchOf(name), files, commits, refused: false },
      ];
      log(events, at);
      const list = workListed(files, commits);
      const text = `Kept ${shownFolder(name)} (${branchOf(name)}): ${workHeld(files, commits, this.base)}${list ? ` (${list})` : ""}.`;
      return { text, events };
    });
  }

  /**
   * Removes the worktree `name` and its branch, unless it holds work the base branch does not have: uncommitted
   * files, or commits not in it (`git rev-list <base>..wt/<name>`). Then it is kept (logged), and the error lists
   * that work; with `discardChanges` it is removed, and the result lists the files and commits thrown away.
   *
   * The branch is deleted only if it still points where it did when its commits were counted.
   */
  async remove(name: string, { discardChanges = false } = {}): Promise<WorktreeResult> {
    return this.locked(async ({ root, branches, log, git, at }) => {
      const branch = branchOf(name);
      const { id, checkedOutIn } = branches.get(this.existing(name, branches, false))!;
      const { path } = this.place(name);
      if (checkedOutIn !== undefined && checkedOutIn !== path)
        throw new ToolError(
          `Error: Not removed: ${branch} is checked out in ${checkedOutIn}, not in ${shownFolder(name)}. Switch that checkout to another branch first.`,
        );
      const folder = checkedOutIn !== undefined && existsSync(path); // else deleted by hand: its record is pruned
      const { files, commits } = await this.work(root, name, git, folder);
      if (files.length + commits.length > 0 && !discardChanges) {
        const events: WorktreeEvent[] = [
          { kind: "worktrees:kept", name, branch, files, commits, refused: true },
        ];
        log(events, at);
        throw new WorktreeRefusal(
          `Error: Not removed: ${shownFolder(name)} holds work not in ${this.base}: ${workHeld(files, commits, this.base)} (${workListed(files, commits)}). Merge it, keep it, or remove it with discard_changes: true to throw that work away.`,
          events,
        );
      }
      if (folder) {
        const args = ["worktree", "remove", ...(discardChanges ? ["--force"] : []), path];
        const removed = await runGit(root, args, git);
        if (removed.code !== 0)
          throw gitFailure(`remove ${shownFolder(name)} (it was kept)`, removed);
      } else await runGit(root, ["worktree", "prune"], git); // its folder was deleted by hand
      const deleted = await runGit(root, ["update-ref", "-d", `refs/heads/${branch}`, id], git);
      if (deleted.code !== 0)
        throw new ToolError(
          `Error: ${shownFolder(name)} was removed, but ${branch} was kept: it moved since its commits were counted (a new commit?). Look at it (git log ${this.base}..${branch}), then remove it again.`,
        );
      const events: WorktreeEvent[] = [{ kind: "worktrees:removed", name, branch, files, commits }];
      log(events, at);
      const lost = workListed(files, commits);
      return {
        text: `Removed ${shownFolder(name)} and ${branch}. ${lost ? `Thrown away: ${lost}.` : `Nothing was lost: every commit of it is in ${this.base}.`}`,
        events,
      };
    });
  }

  /** The work the worktree `name` holds that the base branch has not (s18's check before removal). */
  abstract work(root: string, name: string, git: GitSetup, folder?: boolean): Promise<HeldWork>;

  /** Merges `branch` into the base branch in the main checkout, `--no-ff`; a conflict is undone (s18's). */
  abstract mergeBranch(
    root: string,
    branch: string,
    message: string,
    git: GitSetup,
  ): Promise<MergeOutcome>;

  /** `name`, when it is a worktree (with `folder`: its folder there too); else a {@link ToolError} listing those there are. */
  existing(name: string, branches: Map<string, WorktreeBranch>, folder = true): string {
    const there = branches.get(name);
    if (there && (!folder || there.checkedOutIn === this.place(name).path)) return name;
    const names = [...branches.keys()].map(shownFolder).join(", ") || "none";
    const gone = there ? ` (its branch ${branchOf(name)} is there, but not its folder)` : "";
    throw new ToolError(
      `Error: No worktree ${shownFolder(name)}${gone}. The worktrees are: ${names}.`,
    );
  }

  /** The names in `.worktrees/` that could be a worktree's (its own files left out). */
  private folderNames(): string[] {
    if (!this.folder.exists()) return [];
    return readdirSync(this.folder.path).filter((n) => !n.startsWith(".") && n !== EVENTS_FILE);
  }

  /** Takes back what a failed `git worktree add` may have made: its folder and its branch (new, so nothing is lost). */
  private async undoMake(
    root: string,
    place: WorktreePlace,
    branch: string,
    git: GitSetup,
  ): Promise<void> {
    await runGit(root, ["worktree", "remove", "--force", place.path], git);
    rmSync(place.path, { recursive: true, force: true });
    await runGit(root, ["worktree", "prune"], git);
    await runGit(root, ["branch", "-D", branch], git);
  }
}
