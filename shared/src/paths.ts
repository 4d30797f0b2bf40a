import { resolve } from "node:path";

/** The workbook's root folder (where `.env`, `lessons/`, `scripts/` and `node_modules/` are). */
export const ROOT = resolve(import.meta.dirname, "..", "..");

/**
 * The folder the learner ran the command in.
 *
 * pnpm runs every script in the workbook root and passes the folder it was started in as INIT_CWD.
 */
export function learnerFolder(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD || process.cwd());
}

/** A path the learner typed, made absolute: relative to where they ran `pnpm …`, not to the workbook root. */
export function fromLearner(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(learnerFolder(env), path);
}
