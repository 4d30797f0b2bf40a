import { realpathSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Whether `file` is the program node is running, not a module something imported (Python's `__main__`).
 *
 * True for `node FILE`, and for a lesson the `pnpm lesson` dispatcher runs (it hands the lesson the command line
 * node would have given it); false for a lesson a test imports.
 */
export function isMain(file: string): boolean {
  const program = process.argv[1];
  if (!program) return false;
  return realPath(program) === realPath(file);
}

function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
