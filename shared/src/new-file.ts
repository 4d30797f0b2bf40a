import { linkSync, mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { safePath } from "./workspace.ts";

/**
 * Writes `text` to a new workspace file named by `pattern`, N the first number free; returns the path written.
 *
 * The pattern is a workspace path such as `.transcripts/transcript_N.jsonl`; the path returned has N filled in.
 * Never half a file, never another's overwritten: the text goes to a temporary file first (created exclusively),
 * which is then hard-linked under the first free name (a link fails on a name that exists, even one made by another
 * process at the same moment) and removed. Its folder is made if missing; a folder or link leading out of the
 * workspace is refused ({@link safePath}).
 */
export function saveNewFile(workdir: string, pattern: string, text: string): string {
  const dir = safePath(workdir, dirname(pattern));
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(temp, text, { flag: "wx" });
  try {
    for (let n = 1; ; n++) {
      const path = pattern.replace(/N(?=[^/]*$)/, String(n));
      try {
        linkSync(temp, join(dir, path.slice(path.lastIndexOf("/") + 1)));
        return path;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      }
    }
  } finally {
    unlinkSync(temp);
  }
}
