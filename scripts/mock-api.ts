/**
 * `pnpm mock-api --cassette FILE [--port N] [--fault SPEC] [--key K] …`: the mock API
 * (shared/authoring/mock-api/server.ts) on 127.0.0.1 until Ctrl-C, for a lesson's real SDK to talk to over HTTP.
 * See docs/en/mock-api.md.
 */
import { relative } from "node:path";
import { retryAfterMs } from "@agent-workbook/kit";
import { parseCommandLine } from "@agent-workbook/kit/cli";
import { fromLearner, ROOT } from "@agent-workbook/kit/paths";
import { quitOnCtrlC } from "@agent-workbook/kit/quit-on-ctrl-c";
import { wrapText } from "@agent-workbook/kit/terminal-width";
import { parseFaultSpec, type Fault } from "@agent-workbook/kit/authoring/mock-api/faults";
import {
  DEFAULT_KEY,
  type MockApi,
  type MockApiOptions,
  startMockApi,
} from "@agent-workbook/kit/authoring/mock-api/server";

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
      --retry-after S     the retry-after header of a 429 or 529: seconds (default 1), or an HTTP date
                          such as "Wed, 21 Oct 2026 07:28:00 GMT"
      --slow-ms MS        how long a slow answer waits before it starts (default 15000)
      --workdir DIR       the lesson's workspace, for a recorded cassette's paths
      --window N          refuse a request over N tokens (characters ÷ 4), as the API does past the
                          model's window: 400 "prompt is too long" (default: the cassette's window)
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
        window: { type: "string" },
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
    // An HTTP date is sent as it is; anything else must be seconds.
    retryAfter:
      /^[A-Za-z]/.test(values["retry-after"]) && retryAfterMs(values["retry-after"]) !== undefined
        ? values["retry-after"]
        : number("retry-after", values["retry-after"], false),
    slowMs: number("slow-ms", values["slow-ms"], true),
    workdir: values.workdir && fromLearner(values.workdir),
    ...(values.window === undefined ? {} : { window: number("window", values.window, true) || undefined }),
    help: false,
  };
}

/**
 * `pnpm mock-api ARGV`: refuses a bad command line with its reason and the usage (returns 2), prints the help, or
 * starts the server and serves until Ctrl-C or SIGTERM (returns 0 once it listens). `stderr` and `stdout` are the
 * process's unless given (a test's, for a refusal or the help: a server's run is the program's).
 */
export async function main(
  argv: string[],
  io: { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } } = process,
): Promise<number> {
  let options: ReturnType<typeof parseMockApiArgs>;
  try {
    options = parseMockApiArgs(argv);
  } catch (err) {
    io.stderr.write(wrapText(`${(err as Error).message}\n\n${mockApiUsage()}`, io.stderr));
    return 2;
  }
  if (options.help) {
    io.stdout.write(wrapText(mockApiUsage(), io.stdout));
    return 0;
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
    return 2;
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
  return 0;
}

// Run as `pnpm mock-api`; imported (by the tests, for its usage, parser and refusals), it does nothing.
if (import.meta.filename === process.argv[1]) {
  const code = await main(process.argv.slice(2));
  if (code !== 0) process.exit(code);
}
