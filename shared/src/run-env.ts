/**
 * The environment a lesson run sees: which variables the workbook reads, under which names, and when `.env` counts.
 *
 * `.env` is read for a live run only. A demo, a replay, an exercise check or a test sees the same model (the
 * cassette's, else DEFAULT_MODEL) and no MODEL_ID or AGENT_NAME from `.env`, so a recorded session means the same
 * thing on every machine.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseDotenv } from "dotenv";
import { UsageError } from "./cli.ts";
import { DEFAULT_MODEL } from "./model.ts";
import { ROOT } from "./paths.ts";

/**
 * The workbook's own variables (prefix WORKBOOK_), each with the name it had before this release (read for one
 * more release, with a note). MODEL_ID, AGENT_NAME and the providers' ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL,
 * OPENAI_API_KEY and OPENAI_BASE_URL keep their names: the reference and the SDKs use them.
 */
export const RENAMED: Readonly<Record<string, string>> = {
  WORKBOOK_STREAM: "LESSON_STREAM",
  WORKBOOK_TIMEOUT_MS: "ANTHROPIC_TIMEOUT_MS",
  WORKBOOK_DEPTH: "LESSON_DEPTH",
  WORKBOOK_SUBAGENT_REPLAY: "LESSON_SUBAGENT_REPLAY",
};

/** The old names this process has already said a word about. */
const noted = new Set<string>();

/**
 * A workbook variable, by its WORKBOOK_ name; when only its old name is set, that value, with a one-time note on
 * stderr naming the new one (`note` false: silent, for the variables the workbook sets for its own commands).
 */
export function workbookVar(name: string, env: NodeJS.ProcessEnv, note = true): string | undefined {
  const value = env[name];
  if (value !== undefined) return value;
  const old = RENAMED[name];
  if (old === undefined || env[old] === undefined) return undefined;
  if (note && !noted.has(old)) {
    noted.add(old);
    process.stderr.write(`Note: ${old} is now called ${name}; the old name is still read in this release.\n`);
  }
  return env[old];
}

/** The settings file: `.env` in the workbook, or the file WORKBOOK_ENV_FILE names. */
export function dotenvFile(env: NodeJS.ProcessEnv): string {
  return env.WORKBOOK_ENV_FILE || join(ROOT, ".env");
}

/** What the settings file holds, not applied: the caller decides whether the run is live first. */
export function readDotenv(file: string): Record<string, string> {
  return existsSync(file) ? parseDotenv(readFileSync(file)) : {};
}

/**
 * The environment a live session reads: `.env` under what the process was started with (which wins, even when
 * empty, as the offline runs' empty keys do).
 */
export function withDotenv(env: NodeJS.ProcessEnv, dotenv: Record<string, string>): NodeJS.ProcessEnv {
  return { ...dotenv, ...env };
}

/**
 * The model of a run: a live run's MODEL_ID (an empty one counts as unset), else DEFAULT_MODEL; a replayed or
 * demo run's is the cassette's, whatever MODEL_ID says.
 */
export function runModel(live: boolean, env: NodeJS.ProcessEnv, cassetteModel?: string): string {
  if (!live) return cassetteModel || DEFAULT_MODEL;
  return env.MODEL_ID || DEFAULT_MODEL;
}

/** WORKBOOK_TIMEOUT_MS (ANTHROPIC_TIMEOUT_MS before): how long one attempt at a model call may take, in milliseconds. */
export function timeoutFrom(env: NodeJS.ProcessEnv): number | undefined {
  const text = workbookVar("WORKBOOK_TIMEOUT_MS", env)?.trim();
  if (!text) return undefined;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new UsageError(`WORKBOOK_TIMEOUT_MS must be a whole number of milliseconds, such as 60000, not "${text}".`);
  }
  return ms;
}

/**
 * WORKBOOK_CLOCK_RATE: how much faster a live session's clock runs than real time (`600`: a real second is ten
 * minutes of it), so that a live run of a schedule that spans an hour (s14's demo, through the mock API) takes
 * seconds; 1 when unset. A replay ignores it: its clock is the recording's.
 */
export function clockRateFrom(env: NodeJS.ProcessEnv): number {
  const text = env.WORKBOOK_CLOCK_RATE?.trim();
  if (!text) return 1;
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new UsageError(`WORKBOOK_CLOCK_RATE must be a positive number, such as 600, not "${text}".`);
  }
  return rate;
}
