import { existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { ToolError } from "./tool.ts";

// #region safe-path
/**
 * The real path of `p` inside the workspace; throws `Path escapes workspace: P` when it leads outside.
 *
 * `p` is resolved against the workspace and symlinks are followed (realpath), so that neither `../`, an
 * absolute path nor a symlink can reach outside it. The path may not exist yet (write_file): its deepest
 * existing parent is resolved instead.
 */
export function safePath(workdir: string, p: string): string {
  const root = realpathSync(workdir);
  const wanted = resolve(root, p);
  const real = realpathOfDeepestExisting(wanted);
  const rel = relative(root, real);
  if (rel === ".." || rel.startsWith(`..${"/"}`) || isAbsolute(rel)) {
    throw new ToolError(`Error: Path escapes workspace: ${p}`);
  }
  return real;
}
// #endregion safe-path

/**
 * realpath of `p`, or of its deepest existing ancestor with the missing tail appended. A dangling
 * symlink counts as its target: writing through it would create the target, wherever that is.
 */
function realpathOfDeepestExisting(p: string, hops = 0): string {
  const tail: string[] = [];
  let current = p;
  for (;;) {
    const info = lstatSync(current, { throwIfNoEntry: false });
    if (info?.isSymbolicLink() && !existsSync(current)) {
      if (hops >= 40) throw new ToolError(`Error: Too many levels of symbolic links: ${p}`);
      const target = resolve(dirname(current), readlinkSync(current));
      return realpathOfDeepestExisting(join(target, ...tail), hops + 1);
    }
    if (info) return join(realpathSync(current), ...tail);
    const parent = dirname(current);
    if (parent === current) return join(current, ...tail);
    tail.unshift(basename(current));
    current = parent;
  }
}

/** Reads a workspace file's bytes; a missing file, a folder or no permission is a clear ToolError. */
export async function readWorkspaceFile(workdir: string, path: string): Promise<Buffer> {
  const file = safePath(workdir, path);
  try {
    return await readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new ToolError(`Error: File not found: ${path}`);
    if (code === "EISDIR") throw new ToolError(`Error: ${path} is a directory, not a file`);
    if (code === "EACCES") throw new ToolError(`Error: Permission denied: ${path}`);
    throw new ToolError(`Error: Cannot read ${path}: ${(err as Error).message}`);
  }
}
