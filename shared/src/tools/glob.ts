import { cutText, ToolError } from "../tool.ts";
import { plainReason, safePath, shownPath } from "../workspace.ts";

// #region glob
/** Lists workspace files matching a glob pattern, sorted, one per line; `(no matches)` when none. */
export async function globFiles(workdir: string, pattern: string): Promise<string> {
  if (pattern.trim() === "")
    throw new ToolError("Error: The pattern is empty: give a glob pattern, such as src/**/*.js");
  if (pattern.startsWith("/") || pattern.split("/").includes("..")) {
    throw new ToolError(`Error: Path escapes workspace: ${shownPath(pattern)}`);
  }
  const root = safePath(workdir, ".");
  const { glob } = await import("tinyglobby"); // at the first call: the lessons without glob never load it
  const matches = await glob(pattern, {
    cwd: root,
    dot: false,
    followSymbolicLinks: false,
    ignore: ["**/node_modules/**", "**/.git/**"],
  }).catch((err: unknown) => {
    throw new ToolError(`Error: Invalid glob pattern ${shownPath(pattern)}: ${plainReason(err)}`);
  });
  // A match may still be a symlink pointing outside: keep only what resolves inside.
  const inside = matches.filter((m) => {
    try {
      safePath(root, m);
      return true;
    } catch {
      return false;
    }
  });
  if (inside.length === 0) return "(no matches)";
  return cutText(inside.sort().join("\n"));
}
// #endregion glob
