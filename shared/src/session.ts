import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { Writable } from "node:stream";
import { createInterface, type Interface } from "node:readline/promises";
import type Anthropic from "@anthropic-ai/sdk";
import { config as loadDotenv } from "dotenv";
import { loadCassette, type Cassette } from "./cassette.ts";
import { parseLessonArgs, UsageError, usage, type LessonArgs } from "./cli.ts";
import { CtrlC, Interrupted } from "./ctrl-c.ts";
import { Permission } from "./permission.ts";
import { anthropicClient } from "./providers/anthropic.ts";
import { openaiClient } from "./providers/openai.ts";
import { Recorder, SECRET_NAME } from "./providers/recorder.ts";
import { ReplayError, replayClient } from "./providers/replay.ts";
import type { CallOptions, MessageRequest, ModelClient } from "./providers/types.ts";
import { executeTool, type Tool } from "./tool.ts";
import { Terminal } from "./ui.ts";

/** The workbook's root folder (where `.env`, `lessons/` and `node_modules/` are). */
export const ROOT = resolve(import.meta.dirname, "..", "..");

/** Set by a replayed session for the commands it runs: the cassette a one-shot subagent replays. */
export const SUBAGENT_REPLAY = "LESSON_SUBAGENT_REPLAY";

/** What the learner reads after Ctrl-C has interrupted a turn. */
export const INTERRUPTED_LINE =
  "Interrupted: your conversation is kept as it was before this message. (Ctrl-C again to quit)";

/** The model used when MODEL_ID is not set. */
export const DEFAULT_MODEL = "claude-sonnet-4-6";

/** What a lesson tells the kit about itself. */
export interface LessonInfo {
  /** The id learners type: `pnpm lesson v1`. */
  id: string;
  /** The lesson's entry file (`import.meta.filename`); its folder holds `sample/` and `cassettes/`. */
  entry: string;
  /** Command-line arguments; `process.argv.slice(2)` when omitted. */
  argv?: string[];
}

/** Which way the model's answers come: a live provider, a cassette, or the bundled demo cassette. */
type Mode = "anthropic" | "openai" | "replay" | "demo";

/**
 * Everything around the lesson's loop: model client, workspace, prompts, running tools, printing.
 *
 * Created by `startSession`; the lesson keeps the loop itself.
 */
export class Session {
  /** Absolute path of the folder the agent works in. */
  readonly workdir: string;
  /** The model id sent with every request. */
  readonly model: string;
  /** The model client: the lesson calls `client.messages.create(...)` exactly as with the SDK. */
  readonly client: ModelClient;
  /** The terminal; lessons print their own concept's output through it. */
  readonly ui: Terminal;
  /** The shell command that runs this lesson one-shot in the current folder: `<command> "task"` (v0's subagent). */
  readonly selfCommand: string;

  private readonly rl: Interface | undefined;
  private readonly permission: Permission;
  private readonly recorder: Recorder | undefined;
  private readonly cassette: Cassette | undefined;
  private readonly cassetteFile: string | undefined;
  private readonly ctrlC: CtrlC;
  private stopped = false;

  /** @internal Lessons get their session from {@link startSession}, which picks the mode. */
  constructor(
    private readonly info: LessonInfo,
    private readonly args: LessonArgs,
    private readonly mode: Mode,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    const oneShot = args.prompt !== undefined;
    const live = mode === "anthropic" || mode === "openai";
    // One-shot runs print only the final answer on stdout; progress goes to stderr when someone watches it.
    const screen = oneShot ? (process.stderr.isTTY ? process.stderr : nullStream()) : process.stdout;
    this.ui = new Terminal(screen, info.id, ROOT);
    // --workdir .: the subagent works exactly where it is started (the parent's workspace).
    this.selfCommand = `${shellQuote(join(ROOT, "node_modules", ".bin", "tsx"))} ${shellQuote(info.entry)} --workdir . -p`;

    if (mode === "replay" || mode === "demo") {
      const file = mode === "demo" ? join(dirname(info.entry), "cassettes", "demo.json") : fromUser(args.replay!, env);
      this.cassetteFile = file;
      this.cassette = loadCassette(file);
      // A scripted subagent (v0): the commands this session runs replay `<cassette>.subagent.json`.
      const subagent = file.replace(/\.json$/, ".subagent.json");
      if (existsSync(subagent)) process.env[SUBAGENT_REPLAY] = subagent;
      if (this.cassette.lesson !== info.id) {
        this.ui.warn(`Note: this cassette was recorded for lesson ${this.cassette.lesson}, not ${info.id}.`);
      }
      if (mode === "demo") {
        this.ui.note(
          `No API key set (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env): playing the scripted demo ${relative(ROOT, file)}.`,
        );
      }
    }
    if (this.cassette && this.cassette.prompts.length === 0 && args.prompt === undefined) {
      throw new UsageError("This cassette has no prompts: give the task with -p TEXT.");
    }
    const recordTo = args.record ? fromUser(args.record, env) : undefined;
    if (recordTo && !existsSync(dirname(recordTo))) {
      throw new UsageError(`Cannot record to ${args.record}: the folder ${dirname(recordTo)} does not exist.`);
    }
    this.workdir = this.chooseWorkdir();
    this.model = this.cassette?.interactions.find((i) => i.request)?.request?.model ?? env.MODEL_ID ?? DEFAULT_MODEL;

    let client = this.providerClient();
    if (recordTo) {
      this.recorder = new Recorder(
        client,
        recordTo,
        { lesson: info.id, paths: { workdir: this.workdir, root: ROOT } },
        env,
      );
      client = this.recorder;
    }
    // LESSON_STREAM=0: a live REPL waits for whole responses (for endpoints that stream badly; the tests use it).
    this.client = this.showing(client, live && !oneShot && env.LESSON_STREAM !== "0");
    const interactive = live && !oneShot && Boolean(process.stdin.isTTY);
    this.rl = live && !oneShot ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
    // On a terminal, readline keeps it in raw mode: Ctrl-C reaches this process alone, as readline's 'SIGINT'
    // event, and a turn can be interrupted. Elsewhere (-p, a cassette, piped input) Ctrl-C is a signal to
    // every process of the job (pnpm too), so it quits, as in the reference; exiting kills the running commands.
    const interruptible = interactive && Boolean(this.rl?.terminal);
    this.ctrlC = new CtrlC(interruptible, () => {
      this.ui.line();
      this.rl?.close();
      process.exit(130);
    });
    this.rl?.on("SIGINT", () => this.ctrlC.press());
    process.on("SIGINT", () => this.ctrlC.press());
    process.once("SIGTERM", () => {
      this.ui.stopThinking();
      process.exit(143);
    });
    process.once("SIGHUP", () => process.exit(129)); // the terminal was closed: exiting still kills the commands
    this.permission = new Permission(interactive && !args.yes ? this.rl : undefined);
  }

  /** The learner's requests: typed at the prompt, taken from -p, or read from the cassette. */
  async *prompts(): AsyncGenerator<string> {
    const scripted = this.args.prompt !== undefined ? [this.args.prompt] : this.cassette?.prompts;
    if (scripted) {
      for (const prompt of scripted) {
        if (this.stopped) return;
        this.ui.echoPrompt(prompt);
        this.recorder?.prompt(prompt);
        yield* this.turn(prompt);
      }
      return;
    }
    const rl = this.rl!;
    // Lines are read through the iterator, which buffers them: piped input loses none while the agent works.
    const lines = rl[Symbol.asyncIterator]();
    rl.setPrompt(this.ui.promptLabel());
    while (!this.stopped) {
      rl.prompt();
      const next = await lines.next();
      if (next.done) return; // stdin closed (Ctrl-D)
      const query = next.value;
      if (!process.stdin.isTTY) this.ui.line(query); // piped input is not echoed by a terminal: show it
      if (["q", "exit", ""].includes(query.trim().toLowerCase())) return;
      this.recorder?.prompt(query);
      yield* this.turn(query);
    }
  }

  /** Hands one message to the lesson: its turn lasts until the lesson asks for the next one. */
  private *turn(query: string): Generator<string> {
    this.ctrlC.beginTurn();
    try {
      yield query;
    } finally {
      this.ctrlC.endTurn();
    }
  }

  /**
   * Runs one tool_use block and returns its tool_result, always; failures carry `is_error: true`.
   *
   * It shows the call, asks permission in a live session, validates the input, runs the tool and shows
   * a preview.
   */
  async runTool(tools: Tool[], block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    if (this.ctrlC.interrupted) throw new Interrupted();
    this.ui.toolCall(block.name, block.input);
    // Ctrl-C at the question ends the turn (readline moves to a new line).
    const allowed = await this.permission.allows(block.name, block.input, this.ctrlC.signal).catch((err: unknown) => {
      throw this.ctrlC.interrupted ? new Interrupted() : err;
    });
    const outcome = allowed
      ? await executeTool(tools, block.name, block.input)
      : { content: "Error: The user refused this tool call. Ask them or try something else.", isError: true };
    // Ctrl-C has killed the command (or it finished meanwhile): the turn ends here either way.
    if (this.ctrlC.interrupted) throw new Interrupted();
    this.ui.toolResult(outcome.content, outcome.isError);
    return {
      type: "tool_result",
      tool_use_id: block.id,
      content: outcome.content,
      ...(outcome.isError ? { is_error: true } : {}),
    };
  }

  /** Ends a turn: in one-shot mode prints the final answer on stdout (all a script or parent agent sees). */
  answer(history: Anthropic.MessageParam[]): void {
    if (this.args.prompt === undefined) {
      this.ui.line();
      return;
    }
    const last = history[history.length - 1];
    const content = typeof last?.content === "string" ? [] : (last?.content ?? []);
    const text = content
      .filter((b): b is Anthropic.TextBlockParam => b.type === "text")
      .map((b) => b.text)
      .join("\n")
      .trim();
    process.stdout.write(`${text}\n`);
  }

  /** Reports a failed or interrupted turn and what to do; the lesson has already put its history back as it was. */
  fail(err: unknown): void {
    this.ui.stopThinking();
    if (err instanceof Interrupted) {
      this.ui.warn(INTERRUPTED_LINE);
      return;
    }
    const fatal =
      err instanceof ReplayError || this.args.prompt !== undefined || this.mode === "demo" || this.mode === "replay";
    const message = explainError(err);
    // In one-shot mode the screen may be silent: errors always reach stderr.
    if (this.args.prompt !== undefined && !process.stderr.isTTY) process.stderr.write(`${message}\n`);
    this.ui.error(message);
    if (fatal) {
      process.exitCode = 1;
      this.stopped = true;
    } else {
      this.ui.note("Your conversation is kept as it was before this message: send it again to retry.");
    }
  }

  /** Releases the terminal; after the demo, says how to go live. */
  close(): void {
    this.rl?.close();
    if (this.mode === "demo" && !this.stopped) {
      this.ui.note(
        `Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson ${this.info.id} live.`,
      );
    }
  }

  private chooseWorkdir(): string {
    if (this.args.workdir) {
      const dir = fromUser(this.args.workdir, this.env);
      if (existsSync(dir) && !statSync(dir).isDirectory())
        throw new UsageError(`--workdir ${this.args.workdir} is a file, not a folder.`);
      mkdirSync(dir, { recursive: true });
      return realpathSync(dir);
    }
    const here = invokedFrom(this.env);
    const insideWorkbook = here === ROOT || here.startsWith(`${ROOT}/`);
    if (this.mode !== "demo" && !insideWorkbook) return realpathSync(here);
    // The demo, and any run started inside the workbook itself, works on a fresh copy of the sample.
    const sample = join(dirname(this.info.entry), "sample");
    const dir = realpathSync(mkdtempSync(join(tmpdir(), `agent-workbook-${this.info.id}-`)));
    if (existsSync(sample)) cpSync(sample, dir, { recursive: true });
    this.ui.note(`workspace: ${dir} (a fresh copy of ${relative(ROOT, sample)})`);
    return dir;
  }

  private providerClient(): ModelClient {
    switch (this.mode) {
      case "anthropic":
        return anthropicClient({
          apiKey: this.env.ANTHROPIC_API_KEY!,
          baseURL: this.env.ANTHROPIC_BASE_URL,
          timeout: timeoutFrom(this.env),
          onRetry: (notice) => this.ui.retrying(notice),
        });
      case "openai":
        return openaiClient({
          apiKey: this.env.OPENAI_API_KEY || undefined,
          baseURL: this.env.OPENAI_BASE_URL || undefined,
          onRetry: (notice) => this.ui.retrying(notice),
        });
      default:
        return replayClient(this.cassette!, {
          file: this.cassetteFile!,
          strict: this.args.strict,
          paths: { workdir: this.workdir, root: ROOT },
        });
    }
  }

  /** Wraps a client so each call shows a spinner, streams or prints the text, and ends with a usage footer. */
  private showing(inner: ModelClient, stream: boolean): ModelClient {
    const ui = this.ui;
    return {
      messages: {
        create: async (params: MessageRequest, options: CallOptions = {}) => {
          // Ctrl-C during the turn aborts the call; the turn ends with Interrupted, whatever the call threw.
          const turn = this.ctrlC.signal;
          if (turn?.aborted) throw new Interrupted();
          const signal = turn && options.signal ? AbortSignal.any([turn, options.signal]) : (turn ?? options.signal);
          ui.startThinking();
          let streamed = false;
          const onText = stream
            ? (delta: string) => {
                streamed = true;
                ui.streamText(delta);
              }
            : undefined;
          try {
            const response = await inner.messages
              .create(params, { ...options, signal, onText })
              .catch((err: unknown) => {
                throw turn?.aborted ? new Interrupted() : err;
              });
            if (!streamed) {
              ui.assistantText(
                response.content
                  .filter((b): b is Anthropic.TextBlock => b.type === "text")
                  .map((b) => b.text)
                  .join("\n"),
              );
            }
            if (response.stop_reason !== "tool_use") withoutUnfinishedToolCalls(response, ui);
            else if (!response.content.some((b) => b.type === "tool_use")) response.stop_reason = "end_turn"; // nothing to run
            withoutEmptyText(response, ui);
            ui.usage(response.usage, response.stop_reason);
            return response;
          } finally {
            ui.stopThinking();
          }
        },
      },
    };
  }
}

/** Parses the arguments, loads `.env`, picks the provider and the workspace: the start of every lesson. */
export function startSession(info: LessonInfo): Session {
  // Into process.env, so that the commands the agent runs (v0's subagent) have the same settings.
  loadDotenv({ path: join(ROOT, ".env"), quiet: true });
  const env = { ...process.env };
  // But those commands start where they run, not where pnpm was started,
  delete process.env.INIT_CWD;
  // and never see a credential: `env` or `printenv` would put it in front of the model. The session
  // reads keys from its own copy, `env`; v0's subagent reads .env itself.
  for (const name of Object.keys(process.env)) if (SECRET_NAME.test(name)) delete process.env[name];
  delete process.env[SUBAGENT_REPLAY]; // meant for this process only, not for its own commands
  let args: LessonArgs;
  let mode: Mode;
  try {
    args = parseLessonArgs(info.argv ?? process.argv.slice(2));
    if (args.help) {
      process.stdout.write(usage(info.id));
      process.exit(0);
    }
    // A subagent started by a replayed parent replays too, even where a key is configured.
    if (args.prompt !== undefined && !args.replay && !args.provider && env[SUBAGENT_REPLAY]) {
      args.replay = env[SUBAGENT_REPLAY];
    }
    mode = chooseMode(args, env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${usage(info.id)}`);
    process.exit(2);
  }
  try {
    return new Session(info, args, mode, env);
  } catch (err) {
    // A bad cassette, a missing folder: say what, exit 2 (the usage is no help here).
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
}

function chooseMode(args: LessonArgs, env: NodeJS.ProcessEnv): Mode {
  const provider =
    args.provider ??
    (args.replay
      ? "replay"
      : env.ANTHROPIC_API_KEY
        ? "anthropic"
        : env.OPENAI_API_KEY || env.OPENAI_BASE_URL
          ? "openai"
          : undefined);
  if (provider === "anthropic" && !env.ANTHROPIC_API_KEY) {
    throw new UsageError("--provider anthropic needs ANTHROPIC_API_KEY (in .env or the environment).");
  }
  if (provider === "openai" && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new UsageError("--provider openai needs OPENAI_API_KEY or OPENAI_BASE_URL (in .env or the environment).");
  }
  if (provider === "openai" && !env.MODEL_ID) {
    throw new UsageError(
      "--provider openai needs MODEL_ID (the model's name on that endpoint, e.g. deepseek-chat or qwen3).",
    );
  }
  if (args.replay && provider !== "replay") {
    throw new UsageError(`--replay FILE plays a cassette; it cannot be combined with --provider ${provider}.`);
  }
  if (provider === "replay") return args.replay ? "replay" : "demo";
  if (provider) return provider;
  if (args.prompt !== undefined) {
    throw new UsageError("-p needs a model: set ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env, or pass --replay FILE.");
  }
  return "demo";
}

/** One or two lines saying what went wrong and what the learner can do about it. */
export function explainError(err: unknown): string {
  if (err instanceof ReplayError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  const status = (err as { status?: unknown } | undefined)?.status;
  // The SDKs keep the API's JSON error body: {"type":"error","error":{"type":…,"message":…}}
  const body = (err as { error?: { type?: string; message?: string; error?: { type?: string; message?: string } } })
    .error;
  const detail = body?.error ?? body;
  // No status: an `error` event in the middle of a stream (the API overloaded mid-answer).
  if (typeof status === "number" || (err instanceof Error && typeof detail?.type === "string")) {
    const what = detail?.message ? `${detail.type ? `${detail.type}: ` : ""}${detail.message}` : message;
    const code = typeof status === "number" ? status : 0; // 0: no HTTP status, an error event in a stream
    const hint =
      code === 401 || code === 403
        ? "Check your API key (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env)."
        : code === 429 || code >= 500 || /overloaded|rate_limit|api_error|server_error/.test(detail?.type ?? "")
          ? "The API is busy or failing; wait a moment and try again."
          : code === 400
            ? "The API rejected the request; if it persists, it is a bug in the lesson: please report it."
            : "";
    return `API error ${code || "in the stream"}: ${what}${hint ? `\n${hint}` : ""}`;
  }
  if (err instanceof Error && err.constructor.name === "APIConnectionTimeoutError") {
    return `No answer from the model API in time (${message}), not even after retrying.\nIt may be overloaded: wait a moment and try again.`;
  }
  if (brokenOff(err)) {
    const what = err instanceof SyntaxError ? "its JSON is incomplete" : message; // (a parser's wording varies with Node's version)
    return `The model API's answer broke off before its end (${what}).\nThe connection dropped or the API failed mid-answer; try again.`;
  }
  if (err instanceof Error && /Connection|Timeout/.test(err.constructor.name)) {
    return `Could not reach the model API (${message}). Check your network and ANTHROPIC_BASE_URL / OPENAI_BASE_URL.`;
  }
  return `Error: ${message}`;
}

/**
 * A response that did not stop for tool_use (e.g. `max_tokens`) may hold a tool_use cut short.
 * It must never run, and an unanswered tool_use would make the next request invalid: drop it.
 */
function withoutUnfinishedToolCalls(response: Anthropic.Message, ui: Terminal): void {
  const kept = response.content.filter((block) => block.type !== "tool_use");
  if (kept.length === response.content.length) {
    // Not silently the end of the turn: the learner is told the answer is incomplete.
    if (response.stop_reason === "max_tokens")
      ui.warn("The response stopped (max_tokens) before the model finished: the answer is cut short.");
    return;
  }
  ui.warn(`The response stopped (${response.stop_reason}) inside a tool call; the unfinished call was not run.`);
  response.content =
    kept.length > 0 ? kept : [{ type: "text", text: `(stopped: ${response.stop_reason})`, citations: null }];
}

/**
 * An empty text block (a stream can open one and send nothing) or an empty answer would make every later
 * request invalid: the API wants non-empty content in every turn but the last. Drop the one, fill the other.
 */
function withoutEmptyText(response: Anthropic.Message, ui: Terminal): void {
  response.content = response.content.filter((block) => block.type !== "text" || block.text.trim() !== "");
  if (response.content.length > 0) return;
  ui.warn("The model's answer was empty.");
  response.content = [{ type: "text", text: "(empty answer)", citations: null }];
}

/** An answer that started but did not finish: the connection was reset, or the body or stream ended early. */
function brokenOff(err: unknown): boolean {
  const message = err instanceof Error ? err.message : "";
  return err instanceof SyntaxError || message === "terminated" || /stream ended/i.test(message);
}

/** ANTHROPIC_TIMEOUT_MS: how long one attempt at a model call may take, in milliseconds (default 10 minutes). */
function timeoutFrom(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.ANTHROPIC_TIMEOUT_MS?.trim();
  if (!text) return undefined;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new UsageError(`ANTHROPIC_TIMEOUT_MS must be a whole number of milliseconds, such as 60000, not "${text}".`);
  return ms;
}

/** A path as one shell word: left bare when it is plain, single-quoted otherwise. */
function shellQuote(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}

/** Where the learner ran the command: pnpm runs scripts in the root and passes the real place as INIT_CWD. */
function invokedFrom(env: NodeJS.ProcessEnv): string {
  return resolve(env.INIT_CWD ?? process.cwd());
}

/** A path the learner typed: relative to where they ran `pnpm lesson` (pnpm itself runs in the root). */
function fromUser(path: string, env: NodeJS.ProcessEnv): string {
  return resolve(invokedFrom(env), path);
}

/** A stream that drops what is written to it: the screen of a one-shot run nobody watches. */
function nullStream(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}
