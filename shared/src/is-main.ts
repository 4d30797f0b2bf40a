import { realpathSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Whether `file` is the program node is running, not a module something imported (Python's `__main__`).
 *
 * True for `node FILE` and for a lesson the `pnpm lesson` dispatcher runs (it hands the lesson the command line
 * node would have given it); false for a lesson a test imports (a test builds a session and calls its entry).
 */
export function isMain(file: string): boolean {
  const program = process.argv[1];
  if (!program) return false;
  return realPath(program) === realPath(file);
}

/** The path with its links resolved, or as it is when it does not exist. */
function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
