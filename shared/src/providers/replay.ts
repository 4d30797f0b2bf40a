import type { Cassette } from "../cassette.ts";
import { diffRequests, normaliseRequest } from "../cassette.ts";
import { replacePaths } from "../replace-strings.ts";
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

/** Answers each call with the cassette's next recorded response; in strict mode checks the request first. */
export function replayClient(cassette: Cassette, options: ReplayOptions): ModelClient {
  let next = 0;
  return {
    messages: {
      async create(params, { signal } = {}) {
        signal?.throwIfAborted(); // an interrupted turn takes no response from the cassette
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
