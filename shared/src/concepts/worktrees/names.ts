/**
 * A worktree's name, folder and branch: `.worktrees/<name>` on `wt/<name>`, the name checked before anything is made.
 *
 * @module
 */
import { ToolError } from "../../tool.ts";

/** The folder of the workspace that holds every worktree, its event log and its lock. */
export const WORKTREES_FOLDER = ".worktrees";
/** A worktree's branch is this prefix and its name: `wt/parser`. */
export const BRANCH_PREFIX = "wt/";
/** The event log's name in {@link WORKTREES_FOLDER}. */
export const EVENTS_FILE = "events.jsonl";
/** The form of a worktree's name (the reference's): letters, digits, `.`, `_` and `-`, 1 to 64 of them. */
export const WORKTREE_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** The branch of the worktree `name`: `wt/<name>`. */
export function branchOf(name: string): string {
  return `${BRANCH_PREFIX}${name}`;
}

/** The worktree's folder as messages show it: `.worktrees/<name>`. */
export function shownFolder(name: string): string {
  return `${WORKTREES_FOLDER}/${name}`;
}

// #region worktree-name
/**
 * Refuses a name a worktree cannot have, saying which rule it breaks; `inUse` are the names taken now.
 *
 * Beyond the form {@link WORKTREE_NAME}: `.` and `..`; a name starting with a dot (the folder's own files: its
 * lock, its `.gitignore`, the temporary files of its log); `events.jsonl`, the log; what git refuses in a branch
 * name (`..`, a final `.` or `.lock`); and a name in use, or one that differs from it only in case (on a disk that
 * ignores case they would be one folder).
 */
export function checkWorktreeName(name: string, inUse: readonly string[] = []): void {
  const shown = JSON.stringify(name);
  if (!WORKTREE_NAME.test(name))
    throw new ToolError(
      `Error: ${shown} cannot name a worktree: a name is 1 to 64 letters, digits, ".", "_" or "-" (such as parser-fix).`,
    );
  if (name === "." || name === "..")
    throw new ToolError(
      `Error: ${shown} cannot name a worktree: it names a folder itself, not a new one.`,
    );
  if (name.startsWith("."))
    throw new ToolError(
      `Error: ${shown} cannot name a worktree: a name starting with a dot is kept for ${WORKTREES_FOLDER}/'s own files (its lock, its .gitignore).`,
    );
  if (name === EVENTS_FILE)
    throw new ToolError(
      `Error: ${shown} cannot name a worktree: it is the event log, ${WORKTREES_FOLDER}/${EVENTS_FILE}.`,
    );
  if (name.includes("..") || name.endsWith(".") || name.endsWith(".lock"))
    throw new ToolError(
      `Error: ${shown} cannot name a worktree: git refuses the branch ${branchOf(name)} (a branch name holds no "..", and does not end in "." or ".lock").`,
    );
  const taken = inUse.find((other) => other.toLowerCase() === name.toLowerCase());
  if (taken === name)
    throw new ToolError(
      `Error: The worktree name ${shown} is in use (${shownFolder(name)}, branch ${branchOf(name)}): pick another name, or remove that worktree first.`,
    );
  if (taken)
    throw new ToolError(
      `Error: ${shown} differs only in case from the worktree ${JSON.stringify(taken)}: on a disk that ignores case they would be one folder. Pick another name.`,
    );
}
// #endregion worktree-name
