/**
 * The mock API (its command line, `pnpm mock-api`, is scripts/mock-api.ts): a local stand-in for the
 * Messages API on 127.0.0.1, for the real SDK to talk to over HTTP. It answers `POST /v1/messages` with
 * the cassette's responses in order (as JSON, or streamed with `stream: true`), estimates
 * `POST /v1/messages/count_tokens`, and answers `POST /v1/chat/completions` the same way for the
 * OpenAI-compatible provider. Every request is checked against the API's rules first (a broken one gets
 * the API's 400), and SPEC injects the faults a real API and network produce. See docs/en/mock-api.md.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import {
  estimateTokens,
  jsonDepth,
  loadCassette,
  MAX_DEPTH,
  movePaths,
  requestProblems,
  tooLongMessage,
  type Cassette,
  type MessageRequest,
} from "@agent-workbook/kit";
import { ROOT } from "@agent-workbook/kit/paths";
import { chatChunks, chatError, chatRequestProblems, toChatCompletion, type ChatRequest } from "./chat.ts";
import { breakpointCount, MAX_BREAKPOINTS, PromptCache, tooManyBreakpoints } from "../cache-accounting.ts";
import { parseFaultSpec, STATUS_FAULTS, type Fault } from "./faults.ts";
import { hasKey, MAX_BODY_BYTES, parsedOrUndefined, readBody } from "./request-body.ts";
import { cutAtMaxTokens, messageEvents, sseEvent, type Message, type PartialInput } from "./messages.ts";

/** The key clients must send unless `--key` says otherwise. */
export const DEFAULT_KEY = "mock-key";

/** How the mock server behaves. */
export interface MockApiOptions {
  /** The cassette (or its file) whose responses are served in order. */
  cassette: Cassette | string;
  /** The port on 127.0.0.1; 0 (the default here) picks a free one. */
  port?: number;
  /** Which call gets which fault: a SPEC such as `429@2,529@3x3`, or its parsed form. */
  faults?: string | Map<number, Fault>;
  /** The API key clients must send, as `x-api-key` or `Authorization: Bearer`. */
  key?: string;
  /**
   * The `retry-after` header of a 429 or 529 answer: seconds (the real API sends whole seconds), or an HTTP date as
   * RFC 9110 allows (`Wed, 21 Oct 2026 07:28:00 GMT`), sent as it is.
   */
  retryAfter?: number | string;
  /** How long a `slow` answer waits before it starts, in milliseconds. */
  slowMs?: number;
  /** The lesson's workspace: where a recorded cassette's `paths.workdir` moves to (its `paths.root` moves to this checkout). */
  workdir?: string;
  /**
   * The model's context window in tokens (default: the cassette's `window`, else none): a request over it, by the
   * count_tokens estimate, gets the API's 400 "prompt is too long: X tokens > N maximum" and takes no response.
   */
  window?: number;
  /** Called with one line per request (the CLI prints them). */
  log?: (line: string) => void;
  /**
   * Keep each request's parsed body in {@link MockCall.body}, for a test to read (default false: no body is kept
   * once it is answered, so that the server's memory stays flat under load).
   */
  keepBodies?: boolean;
  /** The clock of the prompt cache's time to live, in milliseconds (default Date.now): cache-accounting.ts. */
  now?: () => number;
}

export { MAX_BODY_BYTES } from "./request-body.ts";

/** One request the server received, and what it answered. */
export interface MockCall {
  /** The model call's number (the N of a fault SPEC); 0 for count_tokens and unknown paths. */
  n: number;
  path: string;
  stream: boolean;
  status: number;
  /** What happened, as the log line says it: `response 2 of 6`, `fault 429`, `rate_limit_error`, … */
  outcome: string;
  /** The parsed request body, kept only with `keepBodies` (undefined otherwise, or when it was not JSON). */
  body: unknown;
}

/** A running mock server. */
export interface MockApi {
  /** The base URL: `ANTHROPIC_BASE_URL`; add `/v1` for `OPENAI_BASE_URL`. */
  url: string;
  /** The cassette being served. */
  cassette: Cassette;
  /** Every request so far, in order. */
  calls: MockCall[];
  /** The requests rejected with a 400 (a lesson must cause none). */
  rejected(): MockCall[];
  /** The model calls the client hung up on before they were answered (a `slow` fault it did not wait for). */
  abandoned(): MockCall[];
  /** How many cassette responses have been served. */
  served(): number;
  close(): Promise<void>;
}

type Api = "anthropic" | "openai";

const MODEL_PATHS: Record<string, Api> = { "/v1/messages": "anthropic", "/v1/chat/completions": "openai" };
const COUNT_TOKENS = "/v1/messages/count_tokens";

/** Starts the mock server on 127.0.0.1 and resolves once it listens. */
export async function startMockApi(options: MockApiOptions): Promise<MockApi> {
  const file = typeof options.cassette === "string" ? options.cassette : "(in memory)";
  const cassette = typeof options.cassette === "string" ? loadCassette(options.cassette) : options.cassette;
  const faults =
    typeof options.faults === "string" ? parseFaultSpec(options.faults) : (options.faults ?? new Map<number, Fault>());
  const key = options.key ?? DEFAULT_KEY;
  const retryAfter = options.retryAfter ?? 1;
  const slowMs = options.slowMs ?? 15_000;
  const window = options.window ?? cassette.window;
  const calls: MockCall[] = [];
  const cache = new PromptCache();
  const now = options.now ?? Date.now;
  let modelCalls = 0;
  let served = 0;

  /** The next cassette response, with the recording's paths moved to this checkout (and workspace). */
  function nextResponse(): Message | undefined {
    const interaction = cassette.interactions[served];
    return interaction && movePaths(interaction.response, cassette.paths, { root: ROOT, workdir: options.workdir });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://mock").pathname;
    const api = MODEL_PATHS[path];
    const call: MockCall = { n: api ? ++modelCalls : 0, path, stream: false, status: 0, outcome: "", body: undefined };
    calls.push(call);
    const finish = (status: number, outcome: string) => {
      call.status = status;
      call.outcome = outcome;
      const label = call.n ? `call ${call.n}` : "      ";
      options.log?.(`${label}  ${req.method} ${path}${call.stream ? " (stream)" : ""} → ${status} ${outcome}`);
    };
    const fail = (status: number, type: string, message: string, headers: Record<string, string> = {}) => {
      sendError(res, api ?? "anthropic", status, type, message, call.n, headers);
      finish(status, `${type}: ${message}`);
    };

    const raw = await readBody(req);
    if (req.method !== "POST" || (!api && path !== COUNT_TOKENS))
      return fail(404, "not_found_error", `Not found: ${req.method} ${path}`);
    // As the API's front door: a body over 32 MB is refused before anything else is looked at.
    if (raw === undefined)
      return fail(413, "request_too_large", `Request exceeds the maximum size of ${MAX_BODY_BYTES / 1024 / 1024} MB`);
    if (!hasKey(req, key)) {
      if (options.keepBodies) call.body = parsedOrUndefined(raw); // what was refused, for a test to read
      // The key itself is never echoed: not in the answer, not in the log.
      return fail(
        401,
        "authentication_error",
        req.headers["x-api-key"] || req.headers.authorization ? "invalid x-api-key" : "x-api-key header is required",
      );
    }
    if (jsonDepth(raw) > MAX_DEPTH)
      return fail(400, "invalid_request_error", `body: nested more than ${MAX_DEPTH} levels deep`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return fail(400, "invalid_request_error", "There was an issue with the request body: it is not valid JSON.");
    }
    if (options.keepBodies) call.body = parsed;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      return fail(400, "invalid_request_error", "body: Input should be a valid dictionary (a JSON object)");
    const body = parsed as MessageRequest & ChatRequest;
    call.stream = (body as { stream?: unknown }).stream === true;

    if (path === COUNT_TOKENS) {
      const problems = requestProblems({ ...body, max_tokens: 1 }); // count_tokens takes no max_tokens
      if (problems.length > 0) return fail(400, "invalid_request_error", problems[0]);
      const tokens = estimateTokens(body);
      sendJson(res, 200, { input_tokens: tokens }, call.n);
      return finish(200, `${tokens} input tokens (an estimate)`);
    }

    if (!api) return; // (count_tokens was answered above)
    const problems = api === "openai" ? chatRequestProblems(body) : requestProblems(body);
    if (problems.length > 0) return fail(400, "invalid_request_error", problems[0]);
    const tokens = window && api === "anthropic" ? estimateTokens(body) : 0;
    if (window && tokens > window) return fail(400, "invalid_request_error", tooLongMessage(tokens, window));

    const breakpoints = api === "anthropic" ? breakpointCount(body) : 0;
    if (breakpoints > MAX_BREAKPOINTS) return fail(400, "invalid_request_error", tooManyBreakpoints(breakpoints));

    const fault = faults.get(call.n);
    const spec = fault ? `  [fault ${fault}@${call.n}]` : "";
    if (fault === "429" || fault === "529" || fault === "500") {
      const { status, type, message } = STATUS_FAULTS[fault];
      const headers: Record<string, string> = status === 500 ? {} : { "retry-after": String(retryAfter) };
      sendError(res, api, status, type, message, call.n, headers);
      return finish(status, `${type}${spec}`);
    }
    if (fault === "slow") {
      // Wait, unless the client hangs up first (its timeout, or a learner's Ctrl-C): then there is no one to answer.
      const hungUp = new AbortController();
      res.on("close", () => hungUp.abort());
      const started = Date.now();
      try {
        await delay(slowMs, undefined, { signal: hungUp.signal });
      } catch {
        return finish(0, `no answer after ${Date.now() - started} ms: the client gave up${spec}`);
      }
    }

    const response = nextResponse();
    if (!response) {
      // Not an API condition: say so plainly, and ask the SDK not to retry.
      return fail(
        500,
        "api_error",
        `The mock API's cassette ${file} ran out: it holds ${cassette.interactions.length} responses, all served.`,
        { "x-should-retry": "false" },
      );
    }
    // A request that marks breakpoints gets the cache's figures its own prefix gives, on the mock's clock.
    let message =
      breakpoints > 0 ? { ...response, usage: { ...response.usage, ...cache.account(body, now()) } } : response;
    let partial: PartialInput | undefined;
    if (fault === "max_tokens") ({ message, partial } = cutAtMaxTokens(response, body.max_tokens ?? 1024));
    const includeUsage = body.stream_options?.include_usage === true;
    const parts =
      api === "openai"
        ? call.stream
          ? chatChunks(message, includeUsage, partial)
          : [JSON.stringify(toChatCompletion(message, partial))]
        : call.stream
          ? messageEvents(message, partial)
          : [JSON.stringify(message)];

    if (fault === "reset" || fault === "cut" || (fault === "error" && call.stream)) {
      await sendBroken(res, fault, parts, call.stream, api, call.n);
      const cut = call.stream
        ? "the stream ended in the middle of an event"
        : "the body ended halfway through the JSON";
      const what = {
        reset: "connection reset halfway through the body",
        cut,
        error: "an error event in the middle of the stream",
      }[fault];
      return finish(200, `${what}${spec}`);
    }
    sendWhole(res, parts, call.stream, call.n);
    served += 1;
    const note =
      fault === "error"
        ? " (an error event needs a streamed call: served normally)"
        : fault === "max_tokens"
          ? " cut at max_tokens"
          : fault === "slow"
            ? ` after ${slowMs} ms`
            : "";
    finish(200, `response ${served} of ${cassette.interactions.length}${note}${spec}`);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      options.log?.(`mock-api: ${err.stack ?? err.message}`);
      if (!res.headersSent)
        sendError(res, "anthropic", 500, "api_error", `The mock API failed: ${err.message}`, 0, {
          "x-should-retry": "false",
        });
      else res.destroy();
    });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await Promise.race([once(server, "listening"), once(server, "error").then(([err]) => Promise.reject(err))]);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    cassette,
    calls,
    rejected: () => calls.filter((c) => c.status === 400),
    abandoned: () => calls.filter((c) => c.status === 0 && c.outcome !== ""),
    served: () => served,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

function requestId(n: number): string {
  return `req_mock${String(n).padStart(6, "0")}`;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  n: number,
  headers: Record<string, string> = {},
): void {
  sendJsonText(res, status, JSON.stringify(body), n, headers);
}

/** A JSON answer whose body is already written out. */
function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  n: number,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "request-id": requestId(n),
    ...headers,
  });
  res.end(text);
}

/** An error answer in the shape of the API that was called. */
function sendError(
  res: ServerResponse,
  api: Api,
  status: number,
  type: string,
  message: string,
  n: number,
  headers: Record<string, string> = {},
): void {
  const body =
    api === "openai" ? chatError(type, message) : { type: "error", error: { type, message }, request_id: requestId(n) };
  sendJson(res, status, body, n, headers);
}

/** A complete answer: the JSON body, or every event of the stream. */
function sendWhole(res: ServerResponse, parts: string[], stream: boolean, n: number): void {
  if (!stream) return sendJsonText(res, 200, parts[0], n);
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": requestId(n) });
  for (const part of parts) res.write(part);
  res.end();
}

/**
 * An answer that breaks off halfway. `reset`: the connection is reset (TCP RST) in the middle of the
 * body; `cut`: the body just ends there, in the middle of an event or of the JSON; `error`: the stream
 * sends its first half, then an `error` event, as the API does when it is overloaded mid-answer.
 */
async function sendBroken(
  res: ServerResponse,
  fault: "reset" | "cut" | "error",
  parts: string[],
  stream: boolean,
  api: Api,
  n: number,
): Promise<void> {
  const text = parts.join("");
  const middle = Math.floor(parts.length / 2);
  const head = stream ? parts.slice(0, middle).join("") : "";
  const half = stream
    ? head + parts[middle].slice(0, Math.floor(parts[middle].length / 2))
    : text.slice(0, Math.floor(text.length / 2));
  const headers = stream
    ? { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": requestId(n) }
    : {
        "content-type": "application/json",
        "request-id": requestId(n),
        ...(fault === "reset" ? { "content-length": Buffer.byteLength(text) } : {}),
      };
  res.writeHead(200, headers);
  if (fault === "error") {
    const error =
      api === "openai"
        ? `data: ${JSON.stringify(chatError("server_error", "Overloaded"))}\n\n`
        : sseEvent("error", { error: { type: "overloaded_error", message: "Overloaded" } });
    res.end(head + error);
    return;
  }
  res.write(half);
  if (fault === "cut") {
    res.end();
    return;
  }
  await delay(50); // let the first half reach the client before the reset discards what is unsent
  res.socket?.resetAndDestroy();
}
