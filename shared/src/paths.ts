import { resolve } from "node:path";

/** The workbook's root folder (where `.env`, `lessons/`, `scripts/` and `node_modules/` are). */
export const ROOT = resolve(import.meta.dirname, "..", "..");

/**
 * Node's compile cache for the workbook's runs. Node 22.18+ runs the .ts files itself; from Node 24 on it can keep
 * their compiled code here, checked against each file's text, so a lesson started again skips compiling what has
 * not changed (about half its start). NODE_COMPILE_CACHE chooses another folder, NODE_DISABLE_COMPILE_CACHE=1 none.
 */
export const COMPILE_CACHE = resolve(ROOT, "node_modules", ".cache", "node-compile-cache");

/** The compile cache a process started from `env` is given: the folder its NODE_COMPILE_CACHE names, else COMPILE_CACHE. */
export function compileCacheOf(env: NodeJS.ProcessEnv): string {
  return env.NODE_COMPILE_CACHE || COMPILE_CACHE;
}

/**
 * The folder the learner ran the command in.
 *
 * The workbook's commands are bins (scripts/bin), which pnpm starts in the folder it was started in; an INIT_CWD
 * left in the environment by an outer pnpm script (`pnpm test`) is not where this command was run.
 */
export function learnerFolder(): string {
  return resolve(process.cwd());
}

/** A path the learner typed, made absolute: relative to where they ran `pnpm …`, not to the workbook root. */
export function fromLearner(path: string): string {
  return resolve(learnerFolder(), path);
}
