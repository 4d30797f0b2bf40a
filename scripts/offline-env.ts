/** The environment the workbook runs lessons in when nothing may go live: docs:sync, the exercise checks, the tests. */

/** An environment with no credentials at all (empty ones win over .env), so a lesson run from it never goes live. */
export function offlineEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    ANTHROPIC_API_KEY: "",
    OPENAI_API_KEY: "",
    OPENAI_BASE_URL: "",
    ANTHROPIC_BASE_URL: "",
    ...extra,
  };
}
