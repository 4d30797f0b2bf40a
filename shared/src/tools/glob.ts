import { glob } from "tinyglobby";
import { MAX_OUTPUT_CHARS, ToolError } from "../tool.ts";
import { safePath } from "../workspace.ts";

// #region glob
/** Lists workspace files matching a glob pattern, sorted, one per line; `(no matches)` when none. */
export async function globFiles(workdir: string, pattern: string): Promise<string> {
  if (pattern.startsWith("/") || pattern.split("/").includes("..")) {
    throw new ToolError(`Error: Path escapes workspace: ${pattern}`);
  }
  const root = safePath(workdir, ".");
  const matches = await glob(pattern, {
    cwd: root,
    dot: false,
    followSymbolicLinks: false,
    ignore: ["**/node_modules/**", "**/.git/**"],
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
  return inside.sort().join("\n").slice(0, MAX_OUTPUT_CHARS);
}
// #endregion glob
