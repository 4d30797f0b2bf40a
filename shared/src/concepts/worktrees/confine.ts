/**
 * A teammate bound to a worktree works in it: each path its file tools are given resolves inside that folder, and
 * one outside it (another worktree, the main checkout) is refused with an error that names the worktree.
 *
 * @module
 */
import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { ToolError } from "../../tool.ts";
import { shownFolder } from "./names.ts";

/** A worktree as a teammate works in it: its name and its folder. */
export interface WorktreePlace {
  /** Its name: `parser`. */
  name: string;
  /** Its folder's absolute path: `<workspace>/.worktrees/parser`. */
  path: string;
}

// #region confine
/**
 * The real path of `path` for a teammate working in `worktree`: relative paths start at its folder,
 * links are followed, a path not made yet is judged by its deepest existing folder. Outside the
 * worktree (the main checkout included): a {@link ToolError} that names the worktree.
 */
export function confinedPath(worktree: WorktreePlace, path: string): string {
  const shown = shownFolder(worktree.name);
  if (path.trim() === "" || path.includes("\0"))
    throw new ToolError(
      `Error: ${JSON.stringify(path)} is not a path: ` +
        `give a path inside your worktree ${shown}, such as src/app.js.`,
    );
  if (!existsSync(worktree.path))
    throw new ToolError(
      `Error: The worktree ${shown} is gone (its folder was removed): ` +
        "no path can be resolved in it.",
    );
  const root = realpathSync(worktree.path);
  const real = realOfDeepestExisting(resolve(root, path));
  const rel = relative(root, real);
  if (rel === ".." || rel.startsWith("../") || isAbsolute(rel))
    throw new ToolError(
      `Error: ${path} is outside your worktree ${shown}: you work only in that folder ` +
        "(the main checkout and other worktrees are not yours). " +
        "Give a path inside it, such as src/app.js.",
    );
  return real;
}
// #endregion confine

/** The real path of `p`, or of its deepest existing ancestor with the rest added; a dangling link counts as its target. */
export function realOfDeepestExisting(p: string, hops = 0): string {
  const tail: string[] = [];
  for (let current = p; ; ) {
    const info = lstatSync(current, { throwIfNoEntry: false });
    if (info?.isSymbolicLink() && !existsSync(current)) {
      if (hops >= 40) throw new ToolError(`Error: ${p} goes through too many links.`);
      return realOfDeepestExisting(
        join(resolve(dirname(current), readlinkSync(current)), ...tail),
        hops + 1,
      );
    }
    if (info) return join(realpathSync(current), ...tail);
    const parent = dirname(current);
    if (parent === current) return join(current, ...tail);
    tail.unshift(basename(current));
    current = parent;
  }
}
