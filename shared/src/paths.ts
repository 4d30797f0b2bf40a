import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

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

/**
 * The loader every script and lesson runs with: `node --import <this> FILE.ts` (shared/loader/register.mjs).
 *
 * A file URL, so that it is found from any working folder.
 */
export const TYPESCRIPT_LOADER = pathToFileURL(resolve(ROOT, "shared", "loader", "register.mjs")).href;
