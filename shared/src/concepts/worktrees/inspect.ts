/**
 * What git says of the worktrees: the `wt/` branches and where each is checked out, the files a checkout has not
 * committed, and the commits a branch has that the base branch has not.
 *
 * @module
 */
import type { CommitLine } from "./events.ts";
import { type GitSetup, gitOutput } from "./git.ts";
import { BRANCH_PREFIX } from "./names.ts";

/** A `wt/` branch: its commit, and the folder it is checked out in (none: no worktree has it). */
export interface WorktreeBranch {
  /** The commit it points to. */
  id: string;
  /** The folder that has it checked out, if any. */
  checkedOutIn?: string;
}

/** The `wt/<name>` branches by name, from one `git for-each-ref`. */
export async function worktreeBranches(
  root: string,
  setup: GitSetup,
): Promise<Map<string, WorktreeBranch>> {
  const format = "%(refname)%00%(objectname)%00%(worktreepath)";
  const out = await gitOutput(
    root,
    ["for-each-ref", `--format=${format}`, `refs/heads/${BRANCH_PREFIX}`],
    setup,
    "list the worktrees' branches",
  );
  const branches = new Map<string, WorktreeBranch>();
  for (const line of out.split("\n").filter(Boolean)) {
    const [ref, id, path] = line.split("\0");
    branches.set(ref.slice(`refs/heads/${BRANCH_PREFIX}`.length), {
      id,
      checkedOutIn: path || undefined,
    });
  }
  return branches;
}

/** A checkout's state, from `git status`: its branch (`--branch`), and its files not committed. */
export interface CheckoutState {
  /** The branch it is on; undefined when its HEAD is detached. */
  branch: string | undefined;
  /** The files changed, added, deleted (and, when asked, untracked), as git names them. */
  files: string[];
}

// #region uncommitted
/**
 * The files `cwd`'s checkout has not committed, and its branch, from one `git status -z` (paths as they are, never
 * quoted); `untracked`: new files not added count too (a worktree's), else only tracked ones (the base checkout's).
 */
export async function checkoutState(
  cwd: string,
  setup: GitSetup,
  untracked: boolean,
): Promise<CheckoutState> {
  const args = [
    "status",
    "--porcelain=v1",
    "-z",
    "--branch",
    `--untracked-files=${untracked ? "all" : "no"}`,
  ];
  const entries = (await gitOutput(cwd, args, setup, "read which files are not committed")).split(
    "\0",
  );
  const head = entries.shift() ?? "";
  const rest = head.slice(3).replace(/^No commits yet on /, ""); // `main...origin/main [ahead 1]`
  const branch = rest.startsWith("HEAD (no branch)")
    ? undefined
    : rest.split("...")[0].split(" ")[0];
  const files: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.length < 4) continue;
    files.push(entry.slice(3));
    if (entry[0] === "R" || entry[0] === "C") i++; // a rename's old name follows it
  }
  return { branch, files };
}

/**
 * The commits `branch` has that `base` has not, newest first: `git rev-list <base>..<branch>`, which needs no
 * upstream (the reference's `git log @{push}..HEAD` printed nothing on a branch without one, and its work was lost).
 * A failure is an error, never "none".
 */
export async function commitsNotIn(
  root: string,
  base: string,
  branch: string,
  setup: GitSetup,
): Promise<CommitLine[]> {
  const args = ["rev-list", "--format=%H%x09%s", `${base}..${branch}`, "--"];
  const out = await gitOutput(root, args, setup, `count the commits of ${branch} not in ${base}`);
  return out
    .split("\n")
    .filter((line) => line.includes("\t") && !line.startsWith("commit "))
    .map((line) => ({
      id: line.slice(0, line.indexOf("\t")),
      subject: line.slice(line.indexOf("\t") + 1),
    }));
}
// #endregion uncommitted

/** `.worktrees/a` from `1 file` … : how many files and commits, in words. */
export function workHeld(files: string[], commits: CommitLine[], base: string): string {
  const n = (k: number, what: string) => `${k} ${what}${k === 1 ? "" : "s"}`;
  return `${n(files.length, "uncommitted file")}, ${n(commits.length, "commit")} not in ${base}`;
}

/** The files and commits as a result lists them: `files: a.js, b.js; commits: 1a2b3c4 Fix parse`. */
export function workListed(files: string[], commits: CommitLine[]): string {
  const parts = [
    files.length > 0 && `files: ${files.join(", ")}`,
    commits.length > 0 &&
      `commits: ${commits.map((c) => `${c.id.slice(0, 7)} ${c.subject}`).join("; ")}`,
  ];
  return parts.filter(Boolean).join("; ");
}
