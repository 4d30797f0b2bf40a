import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { writeFileAtomic } from "./atomic-write.ts";
import { safePath } from "./workspace.ts";

/**
 * Writes `text` to a new workspace file named by `pattern`, N the first number free; returns the path written.
 *
 * The pattern is a workspace path such as `.transcripts/transcript_N.jsonl`; the path returned has N filled in.
 * Written with {@link writeFileAtomic}, exclusive: never half a file, and never another's overwritten (a name taken
 * meanwhile, even by another process, is skipped). Its folder is made if missing; a folder or link leading out of
 * the workspace is refused ({@link safePath}).
 */
export function saveNewFile(workdir: string, pattern: string, text: string): string {
  const dir = safePath(workdir, dirname(pattern));
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new Error(`Cannot save in ${dirname(pattern)}/: it is a file, not a folder (rename or remove it)`);
  }
  mkdirSync(dir, { recursive: true });
  for (let n = 1; ; n++) {
    const path = pattern.replace(/N(?=[^/]*$)/, String(n));
    try {
      writeFileAtomic(join(dir, path.slice(path.lastIndexOf("/") + 1)), text, { exclusive: true });
      return path;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
}
