import type { Cassette, RecordedError } from "../cassette.ts";
import { diffRequests, normaliseRequest } from "../cassette.ts";
import { folderPlaceholders, replacePaths } from "../replace-strings.ts";
import { estimateTokens, PromptTooLongError } from "../window.ts";
import type { ModelClient } from "./types.ts";

/** A replay that cannot go on: the cassette ran out, or (strict) a request differs from the recorded one. */
export class ReplayError extends Error {
  /** Why: the cassette ran out, or a request differed from the recorded one (--strict). */
  readonly reason: "ran-out" | "differs";

  constructor(message: string, reason: "ran-out" | "differs" = "ran-out") {
    super(message);
    this.reason = reason;
  }
}

/** Settings of a replay: the cassette's file (for messages), strictness, and this session's paths. */
export interface ReplayOptions {
  /** The cassette's file, named in error messages. */
  file: string;
  /** Check every request against the recorded one and fail when it differs. */
  strict?: boolean;
  /** This session's paths, which replace the recording's in responses. */
  paths?: Cassette["paths"];
  /** The model's window in tokens: a longer request is refused as the API refuses it (the cassette's `window`). */
  window?: number;
}

/**
 * A recorded response with the recording session's paths turned into this session's.
 *
 * Both the workspace and the workbook's root move, so that a command like `cat /tmp/…/notes.txt` still
 * points at the right file.
 */
export function movePaths<T>(response: T, from: Cassette["paths"] = {}, to: Cassette["paths"] = {}): T {
  const moves = (["workdir", "root"] as const)
    .filter((key) => from[key] && to[key] && from[key] !== to[key])
    .map((key) => [from[key], to[key]!] as const);
  return replacePaths(response, moves);
}

/**
 * Answers each call with the cassette's next recorded response; in strict mode checks the request first.
 *
 * With a window, a request longer than it (by the mock API's estimate) is refused as the API does, and takes no
 * response.
 */
export function replayClient(cassette: Cassette, options: ReplayOptions): ModelClient {
  let next = 0;
  // The session's folders as placeholders: a request measured so counts the same wherever it runs.
  const placeholders = folderPlaceholders(options.paths);
  const failures = [...(cassette.failures ?? [])];
  return {
    messages: {
      async create(params, { signal } = {}) {
        signal?.throwIfAborted(); // an interrupted turn takes no response from the cassette
        // A call that failed here when the session was recorded fails again, with the same error.
        if (failures[0]?.calls === next) throw await apiError(failures.shift()!.error);
        // Measured with the session's folders as placeholders: the same request counts the same wherever it runs
        // (a temporary folder's name is longer on one machine than on another).
        // (Only with a window: a copy of the whole conversation at every call costs a long session dearly.)
        const tokens = options.window ? estimateTokens(replacePaths(params, placeholders)) : 0;
        if (options.window && tokens > options.window) throw new PromptTooLongError(tokens, options.window);
        const interaction = cassette.interactions[next];
        if (!interaction) {
          throw new ReplayError(
            `The cassette ${options.file} ran out: this is model call ${next + 1}, ` +
              `but it holds only ${cassette.interactions.length}. The lesson asked for more than was recorded.`,
          );
        }
        if (options.strict && interaction.request) {
          const diff = diffRequests(
            normaliseRequest(interaction.request, cassette.paths),
            normaliseRequest(params, options.paths),
          );
          if (diff) {
            throw new ReplayError(
              `Strict replay: request ${next + 1} differs from the one recorded in ${options.file}:\n${diff}`,
              "differs",
            );
          }
        }
        next += 1;
        return movePaths(interaction.response, cassette.paths, options.paths);
      },
    },
  };
}

/**
 * The error the SDK threw when the session was recorded, made again from what the recording kept.
 *
 * The same class (RateLimitError for a 429, OverloadedError for a 529…), status, body and retry-after. The SDK is
 * loaded here, at the first failure a replay meets (other replays do without it), as the module the lesson imports:
 * its error classes are the lesson's, and `instanceof` holds.
 */
export async function apiError(recorded: RecordedError): Promise<Error> {
  const { APIError, APIConnectionError } = await import("@anthropic-ai/sdk");
  if (recorded.status === undefined) return new APIConnectionError({ message: recorded.message });
  const headers = new Headers(recorded.retryAfter ? { "retry-after": recorded.retryAfter } : {});
  return APIError.generate(recorded.status, recorded.body as object | undefined, undefined, headers);
}
