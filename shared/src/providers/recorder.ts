import type { Cassette } from "../cassette.ts";
import { saveCassette } from "../cassette.ts";
import { replaceStrings } from "../replace-strings.ts";
import type { ModelClient } from "./types.ts";

/** Environment variable names whose values are credentials and must never reach a file. */
export const SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|CREDENTIALS?)$/i;

/** Replaces every credential value found in the environment with `[REDACTED]`. */
export function scrubSecrets<T>(value: T, env: NodeJS.ProcessEnv = process.env): T {
  const secrets = Object.entries(env).filter(
    ([name, secret]) => secret && secret.length >= 8 && SECRET_NAME.test(name),
  );
  return replaceStrings(
    value,
    secrets.map(([, secret]) => [secret, "[REDACTED]"] as const),
  );
}

/** A client that writes every call of the session to a cassette file, flushed after each one. */
export class Recorder implements ModelClient {
  private readonly cassette: Cassette;

  constructor(
    private readonly inner: ModelClient,
    private readonly file: string,
    meta: Pick<Cassette, "lesson" | "paths">,
    /** Where the credentials to scrub are found (the session's environment, .env included). */
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.cassette = { version: 1, lesson: meta.lesson, prompts: [], paths: meta.paths, interactions: [] };
    this.flush();
  }

  /** Adds a learner prompt to the cassette. */
  prompt(text: string): void {
    this.cassette.prompts.push(text);
    this.flush();
  }

  /** Calls the wrapped client, then adds the request and its response to the cassette. */
  messages: ModelClient["messages"] = {
    create: async (params, options) => {
      const request = structuredClone(params); // the history grows after this call: keep it as sent
      const response = await this.inner.messages.create(params, options);
      this.cassette.interactions.push({ request, response: structuredClone(response) });
      this.flush();
      return response;
    },
  };

  private flush(): void {
    saveCassette(this.file, scrubSecrets(this.cassette, this.env));
  }
}
