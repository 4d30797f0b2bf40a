import { hostedRun, realPath } from "./hosted-run.ts";

/**
 * Whether `file` is the program node is running, not a module something imported (Python's `__main__`).
 *
 * True for `node FILE`, for a lesson the `pnpm lesson` dispatcher runs (it hands the lesson the command line
 * node would have given it), and for a lesson the tests run in their own process as the program (a hosted run,
 * shared/src/hosted-run.ts); false for a lesson a test imports.
 */
export function isMain(file: string): boolean {
  if (hostedRun(file)) return true;
  const program = process.argv[1];
  if (!program) return false;
  return realPath(program) === realPath(file);
}
