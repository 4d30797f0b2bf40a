/** The environment the workbook runs lessons in when nothing may go live: docs:sync, the exercise checks, the tests. */
import { compileCacheOf } from "@agent-workbook/kit/paths";

/**
 * An environment with no credentials at all (empty ones win over .env), so a lesson run from it never goes live,
 * and none of the learner's MODEL_ID or AGENT_NAME: a checked or replayed run sees the same on every machine (the
 * session reads .env for a live run only). WORKBOOK_ENV_FILE passes through: where the settings are is no setting.
 * The lessons it starts share Node's compile cache (COMPILE_CACHE): a test run starts hundreds. NODE_OPTIONS and
 * NODE_DISABLE_COMPILE_CACHE pass through; WORKBOOK_LESSON_NODE_OPTIONS, when set, is the lessons' NODE_OPTIONS
 * alone (pnpm bench:runtime runs the tests' lessons under tsx this way, not the test runner). `from` is the
 * environment it is made from: the program's own by default (a test gives the one it means).
 */
export function offlineEnv(extra: NodeJS.ProcessEnv = {}, from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { NODE_DISABLE_COMPILE_CACHE } = from;
  const NODE_OPTIONS = from.WORKBOOK_LESSON_NODE_OPTIONS ?? from.NODE_OPTIONS;
  return {
    PATH: from.PATH,
    HOME: from.HOME,
    TMPDIR: from.TMPDIR,
    NODE_COMPILE_CACHE: compileCacheOf(from),
    ...(NODE_DISABLE_COMPILE_CACHE ? { NODE_DISABLE_COMPILE_CACHE } : {}),
    ...(NODE_OPTIONS ? { NODE_OPTIONS } : {}),
    ...(from.WORKBOOK_ENV_FILE ? { WORKBOOK_ENV_FILE: from.WORKBOOK_ENV_FILE } : {}),
    ANTHROPIC_API_KEY: "",
    OPENAI_API_KEY: "",
    OPENAI_BASE_URL: "",
    ANTHROPIC_BASE_URL: "",
    ...extra,
  };
}
