/**
 * A file written whole or not at all: a temporary file beside it, renamed over it, so that a reader (another
 * check, the next watch-mode save) never finds half a file, and a kill leaves at most a stray temporary file.
 *
 * The seam for the kit's atomic write (branch wt-store): once the kit exports it, this file becomes a re-export.
 */
import { renameSync, rmSync, writeFileSync } from "node:fs";

/** Writes `text` to `file` through a temporary file and a rename; the temporary file is removed on failure. */
export function writeWhole(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(tmp, text, { flag: "wx" });
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
