import type { Cassette, RecordedError } from "../cassette.ts";
import { CassetteWriter } from "../cassette-writer.ts";
import type { DisplayEvent } from "../display/events.ts";
import { replaceInJson, replaceStrings } from "../replace-strings.ts";
import type { ModelClient } from "./types.ts";

/** Environment variable names whose values are credentials and must never reach a file. */
export const SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|CREDENTIALS?)$/i;

/** Each credential value found in the environment, paired with the `[REDACTED]` that replaces it. */
function redactions(env: NodeJS.ProcessEnv): [string, string][] {
  return Object.entries(env)
    .filter(([name, secret]) => secret && secret.length >= 8 && SECRET_NAME.test(name))
    .map(([, secret]) => [secret!, "[REDACTED]"]);
}

/** Replaces every credential value found in `env` (the session's environment) with `[REDACTED]`. */
export function scrubSecrets<T>(value: T, env: NodeJS.ProcessEnv): T {
  return replaceStrings(value, redactions(env));
}

/** A client that writes every call of the session to a cassette file (version 2), appended after each one. */
export class Recorder implements ModelClient {
  private readonly writer: CassetteWriter;
  /** Who makes the calls now, when it is not the main agent (`subagent`): each call is marked with it. */
  agent: string | undefined;

  private readonly inner: ModelClient;

  constructor(
    inner: ModelClient,
    file: string,
    meta: Pick<Cassette, "lesson" | "model" | "paths" | "settings" | "window">,
    /** Where the credentials to scrub are found: the session's environment, .env included (no default). */
    env: NodeJS.ProcessEnv,
  ) {
    this.inner = inner;
    const secrets = redactions(env);
    this.writer = new CassetteWriter(file, meta, (json) => replaceInJson(json, secrets));
  }

  /** Adds a value from outside the session to the cassette, in its place. */
  outside(what: string, value: unknown): void {
    this.writer.outside(what, value);
  }

  /** Adds what the session showed to the cassette (a display event), in its place. */
  show(event: DisplayEvent): void {
    this.writer.show(event);
  }

  /** Adds a learner prompt to the cassette. */
  prompt(text: string): void {
    this.writer.prompt(text);
  }

  /** Calls the wrapped client, then adds the request and its response to the cassette. */
  messages: ModelClient["messages"] = {
    create: async (params, options) => {
      const response = await this.inner.messages.create(params, options).catch((err: unknown) => {
        // An API error reaches the lesson (its own recovery, s11): kept, so that a replay throws it again.
        const error = recordedError(err);
        if (error) this.writer.failed(error, this.agent);
        throw err;
      });
      // Written now, before the history grows and before the session repairs the response for display.
      this.writer.call(params, response, this.agent);
      return response;
    },
  };
}

/** An API error as a recording keeps it (status, body, retry-after); undefined for anything else (an abort…). */
export function recordedError(err: unknown): RecordedError | undefined {
  const e = err as {
    status?: unknown;
    error?: unknown;
    headers?: unknown;
    message?: unknown;
    constructor?: { name?: string };
  };
  if (!(err instanceof Error)) return undefined;
  const name = e.constructor?.name ?? "";
  if (typeof e.status === "number") {
    const headers = e.headers as { get?: (name: string) => string | null } | undefined;
    const retryAfter = headers?.get?.("retry-after") ?? undefined;
    return { status: e.status, body: e.error, ...(retryAfter ? { retryAfter } : {}) };
  }
  // A connection that failed (reset, refused, timed out): no status, the SDK's message.
  if (/Connection/.test(name)) return { message: err.message };
  return undefined;
}
