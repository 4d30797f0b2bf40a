/**
 * `pnpm mock-api --cassette FILE [--port N] [--fault SPEC] [--key K] …`: a local stand-in for the
 * Messages API on 127.0.0.1, for the real SDK to talk to over HTTP. It answers `POST /v1/messages` with
 * the cassette's responses in order (as JSON, or streamed with `stream: true`), estimates
 * `POST /v1/messages/count_tokens`, and answers `POST /v1/chat/completions` the same way for the
 * OpenAI-compatible provider. Every request is checked against the API's rules first (a broken one gets
 * the API's 400), and SPEC injects the faults a real API and network produce. See docs/en/mock-api.md.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { relative } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { loadCassette, movePaths, requestProblems, type Cassette, type MessageRequest } from "@agent-workbook/kit";
import { parseCommandLine } from "@agent-workbook/kit/cli";
import { fromLearner, ROOT } from "@agent-workbook/kit/paths";
import { chatChunks, chatError, chatRequestProblems, toChatCompletion, type ChatRequest } from "./mock-api/chat.ts";
import { parseFaultSpec, STATUS_FAULTS, type Fault } from "./mock-api/faults.ts";
import { cutAtMaxTokens, messageEvents, sseEvent, type Message, type PartialInput } from "./mock-api/messages.ts";
import { quitOnCtrlC } from "../src/quit-on-ctrl-c.ts";

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
  /** The `retry-after` header of a 429 or 529 answer, in seconds (the real API sends whole seconds). */
  retryAfter?: number;
  /** How long a `slow` answer waits before it starts, in milliseconds. */
  slowMs?: number;
  /** The lesson's workspace: where a recorded cassette's `paths.workdir` moves to (its `paths.root` moves to this checkout). */
  workdir?: string;
  /** Called with one line per request (the CLI prints them). */
  log?: (line: string) => void;
}

/** One request the server received, and what it answered. */
export interface MockCall {
  /** The model call's number (the N of a fault SPEC); 0 for count_tokens and unknown paths. */
  n: number;
  path: string;
  stream: boolean;
  status: number;
  /** What happened, as the log line says it: `response 2 of 6`, `fault 429`, `rate_limit_error`, … */
  outcome: string;
  /** The parsed request body (undefined when it was not JSON). */
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
  const calls: MockCall[] = [];
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
    if (!hasKey(req, key)) {
      // The key itself is never echoed: not in the answer, not in the log.
      return fail(
        401,
        "authentication_error",
        req.headers["x-api-key"] || req.headers.authorization ? "invalid x-api-key" : "x-api-key header is required",
      );
    }
    try {
      call.body = JSON.parse(raw);
    } catch {
      return fail(400, "invalid_request_error", "There was an issue with the request body: it is not valid JSON.");
    }
    const body = call.body as MessageRequest & ChatRequest;
    call.stream = (body as { stream?: unknown }).stream === true;

    if (path === COUNT_TOKENS) {
      const problems = requestProblems({ ...body, max_tokens: 1 }); // count_tokens takes no max_tokens
      if (problems.length > 0) return fail(400, "invalid_request_error", problems[0]);
      const tokens = Math.ceil(JSON.stringify([body.system ?? "", body.messages, body.tools ?? []]).length / 4);
      sendJson(res, 200, { input_tokens: tokens }, call.n);
      return finish(200, `${tokens} input tokens (an estimate)`);
    }

    if (!api) return; // (count_tokens was answered above)
    const problems = api === "openai" ? chatRequestProblems(body) : requestProblems(body);
    if (problems.length > 0) return fail(400, "invalid_request_error", problems[0]);

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
    let message = response;
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

/** True when the request carries the key, the way either SDK sends it. */
function hasKey(req: IncomingMessage, key: string): boolean {
  return req.headers["x-api-key"] === key || req.headers.authorization === `Bearer ${key}`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return raw;
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

/** The help text of `pnpm mock-api`. */
export function mockApiUsage(): string {
  return `Usage: pnpm mock-api --cassette FILE [options]

A local stand-in for the Messages API (and an OpenAI-compatible chat completions endpoint) that answers
with a cassette's responses, in order, and can inject faults. A lesson uses it through the real SDK:
  ANTHROPIC_BASE_URL=<the URL it prints> ANTHROPIC_API_KEY=${DEFAULT_KEY} pnpm lesson v1

Options:
      --cassette FILE     the cassette whose responses are served (required)
      --port N            the port on 127.0.0.1 (default 4010; 0 picks a free one)
      --fault SPEC        faults by call number, e.g. 429@2,529@3x3: FAULT@N or FAULT@NxK, where FAULT is
                          429, 529, 500, reset, cut, slow, error or max_tokens
      --key K             the API key clients must send (default ${DEFAULT_KEY})
      --retry-after S     the retry-after header of a 429 or 529, in seconds (default 1)
      --slow-ms MS        how long a slow answer waits before it starts (default 15000)
      --workdir DIR       the lesson's workspace, for a recorded cassette's paths
  -h, --help              show this help
`;
}

/** Parses the command line; throws an Error with a one-line reason when it is wrong. */
export function parseMockApiArgs(argv: string[]): MockApiOptions & { help: boolean } {
  const { values, positionals } = parseCommandLine(
    {
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        cassette: { type: "string" },
        port: { type: "string", default: "4010" },
        fault: { type: "string", default: "" },
        key: { type: "string", default: DEFAULT_KEY },
        "retry-after": { type: "string", default: "1" },
        "slow-ms": { type: "string", default: "15000" },
        workdir: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    mockApiUsage(),
  );
  if (values.help) return { cassette: "", help: true };
  if (positionals.length > 0) throw new Error(`Unexpected argument: ${positionals[0]}`);
  if (!values.cassette) throw new Error("--cassette FILE is required");
  const number = (name: string, text: string, integer: boolean) => {
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value) || value < 0 || (integer && !Number.isInteger(value))) {
      throw new Error(`--${name} needs a ${integer ? "whole " : ""}number of 0 or more, not "${text}"`);
    }
    return value;
  };
  return {
    cassette: fromLearner(values.cassette),
    port: number("port", values.port, true),
    faults: parseFaultSpec(values.fault),
    key: values.key,
    retryAfter: number("retry-after", values["retry-after"], false),
    slowMs: number("slow-ms", values["slow-ms"], true),
    workdir: values.workdir && fromLearner(values.workdir),
    help: false,
  };
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseMockApiArgs>;
  try {
    options = parseMockApiArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${mockApiUsage()}`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(mockApiUsage());
    return;
  }
  let api: MockApi;
  try {
    api = await startMockApi({ ...options, log: (line) => process.stdout.write(`${line}\n`) });
  } catch (err) {
    const reason =
      (err as NodeJS.ErrnoException).code === "EADDRINUSE"
        ? `port ${options.port} is in use (pass --port N; 0 picks a free one)`
        : (err as Error).message;
    process.stderr.write(`Cannot start the mock API: ${reason}\n`);
    process.exit(2);
  }
  const { cassette } = api;
  const key = options.key === DEFAULT_KEY ? DEFAULT_KEY : "<your --key>";
  process.stdout.write(
    `Mock Messages API on ${api.url}\n` +
      `  cassette ${relative(ROOT, options.cassette as string)}: ${cassette.interactions.length} responses` +
      `${(options.faults as Map<number, Fault>).size ? `; faults on calls ${[...(options.faults as Map<number, Fault>)].map(([n, f]) => `${n}: ${f}`).join(", ")}` : ""}\n` +
      `Point a lesson at it (from the workbook folder, in another terminal):\n` +
      `  ANTHROPIC_BASE_URL=${api.url} ANTHROPIC_API_KEY=${key} pnpm lesson ${cassette.lesson}\n` +
      `  OPENAI_BASE_URL=${api.url}/v1 OPENAI_API_KEY=${key} MODEL_ID=mock pnpm lesson ${cassette.lesson} --provider openai\n` +
      `Ctrl-C stops it.\n`,
  );
  quitOnCtrlC(() => api.close());
  process.once("SIGTERM", () => void api.close().then(() => process.exit(0)));
}

if (import.meta.filename === process.argv[1]) await main();
