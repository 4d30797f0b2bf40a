import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { config as loadDotenv } from "dotenv";
import { type Cassette, cassetteWorkspace, loadCassette } from "./cassette.ts";
import { type LessonArgs, parseLessonArgs, UsageError, usage } from "./cli.ts";
import { CtrlC } from "./ctrl-c.ts";
import { isMain } from "./is-main.ts";
import { findLesson } from "./lessons.ts";
import { fromLearner, learnerFolder, ROOT } from "./paths.ts";
import { Permission } from "./permission.ts";
import { anthropicClient } from "./providers/anthropic.ts";
import { openaiClient } from "./providers/openai.ts";
import { DEFAULT_PACE, pacedClient } from "./providers/paced.ts";
import { Recorder, SECRET_NAME } from "./providers/recorder.ts";
import { replayClient } from "./providers/replay.ts";
import type { ModelClient } from "./providers/types.ts";
import { type Mode, Session } from "./session.ts";
import { showingClient } from "./showing-client.ts";
import { handleSignals } from "./signals.ts";
import { Terminal } from "./ui.ts";

/** Set by a replayed session for the commands it runs: the cassette a one-shot subagent replays. */
export const SUBAGENT_REPLAY = "LESSON_SUBAGENT_REPLAY";

/** The model used when MODEL_ID is not set. */
export const DEFAULT_MODEL = "claude-sonnet-4-6";

/** What a lesson tells the kit about itself. */
export interface LessonInfo {
  /** The id learners type: `pnpm lesson v1`. */
  id: string;
  /**
   * The lesson's entry file (`import.meta.filename`).
   *
   * The lesson's folder (`lessons/<id>-…/`, found by the id) holds `sample/` and `cassettes/`, so a learner's copy of
   * the file (`exercises/…/agent.ts`) runs on them too.
   */
  entry: string;
  /** Command-line arguments; `process.argv.slice(2)` when omitted. */
  argv?: string[];
}

/**
 * Parses the arguments, loads `.env`, picks the provider and the workspace: the start of every lesson.
 *
 * Only when the lesson is the program ({@link isMain}). A lesson a test imports gets a session that starts
 * nothing: it works in the current folder, prints nothing and has no model.
 */
export function startSession(info: LessonInfo): Session {
  if (!isMain(info.entry)) return importedSession(info);
  // Into process.env, so that the commands the agent runs (v0's subagent) have the same settings.
  loadDotenv({ path: join(ROOT, ".env"), quiet: true });
  const env = { ...process.env };
  // But those commands start where they run, not where pnpm was started,
  delete process.env.INIT_CWD;
  // and never see a credential: `env` or `printenv` would put it in front of the model. The session
  // reads keys from its own copy, `env`; v0's subagent reads .env itself.
  for (const name of Object.keys(process.env)) if (SECRET_NAME.test(name)) delete process.env[name];
  delete process.env[SUBAGENT_REPLAY]; // meant for this process only, not for its own commands
  delete process.env.WORKBOOK_SCREEN_FD; // likewise
  // Colours are for the learner's screen (read when the terminal was set up): the model reads the commands' output
  // as plain text, whatever FORCE_COLOR the lesson was started with (the exercise checks start it with one).
  delete process.env.FORCE_COLOR;
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
    return buildSession(info, args, mode, env);
  } catch (err) {
    // A bad cassette, a missing folder: say what, exit 2 (the usage is no help here).
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
}

/**
 * The session of a lesson that was imported, not run: its tools work in the current folder, its terminal
 * prints nothing, there are no prompts, and a model call fails saying how to run the lesson.
 */
function importedSession(info: LessonInfo): Session {
  const notRun = async (): Promise<never> => {
    throw new Error(`Lesson ${info.id} was imported, not run: it has no model. Run it with pnpm lesson ${info.id}.`);
  };
  return new Session({
    lessonId: info.id,
    mode: "imported",
    oneShotPrompt: undefined,
    scriptedPrompts: [],
    workdir: realpathSync(process.cwd()),
    model: process.env.MODEL_ID || DEFAULT_MODEL,
    client: { messages: { create: notRun } },
    ui: new Terminal(nullStream(), info.id, ROOT),
    selfCommand: selfCommand(info),
    rl: undefined,
    permission: new Permission(undefined),
    recorder: undefined,
    ctrlC: new CtrlC(false, () => {}),
  });
}

/** Which way the model's answers come, from the arguments and the keys configured. */
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
  if (provider && args.pace !== undefined) {
    throw new UsageError(
      `--pace plays the demo or a --replay at that speed; a live model (${provider}) keeps its own. --provider replay plays the demo.`,
    );
  }
  if (provider) return provider;
  if (args.prompt !== undefined) {
    throw new UsageError("-p needs a model: set ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env, or pass --replay FILE.");
  }
  return "demo";
}

/**
 * Builds the session's parts: first everything the command line can get wrong (the cassette, --record's folder,
 * --workdir, the timeout), so that a mistake is the first line the learner reads; then, in the order the learner
 * reads their notes, the cassette, the workspace, the provider, the keyboard.
 */
function buildSession(info: LessonInfo, args: LessonArgs, mode: Mode, env: NodeJS.ProcessEnv): Session {
  const oneShot = args.prompt !== undefined;
  const live = mode === "anthropic" || mode === "openai";
  let cassette: { data: Cassette; file: string } | undefined;
  if (mode === "replay" || mode === "demo") {
    const file = mode === "demo" ? join(lessonFolder(info), "cassettes", "demo.json") : fromLearner(args.replay!, env);
    cassette = { data: loadCassette(file), file };
  }
  if (cassette && cassette.data.prompts.length === 0 && !oneShot) {
    throw new UsageError("This cassette has no prompts: give the task with -p TEXT.");
  }
  const recordTo = args.record ? fromLearner(args.record, env) : undefined;
  if (recordTo && !existsSync(dirname(recordTo))) {
    throw new UsageError(`Cannot record to ${args.record}: the folder ${dirname(recordTo)} does not exist.`);
  }
  const workdirArg = args.workdir ? fromLearner(args.workdir, env) : undefined;
  if (workdirArg && existsSync(workdirArg) && !statSync(workdirArg).isDirectory()) {
    throw new UsageError(`--workdir ${args.workdir} is a file, not a folder.`);
  }
  const timeout = mode === "anthropic" ? timeoutFrom(env) : undefined;

  // One-shot runs print only the final answer on stdout; progress goes to stderr when someone watches it.
  // WORKBOOK_SCREEN_FD: the exercise checks read the screen on a descriptor of its own, apart from what the
  // learner's code prints (console.log), which stays on stdout.
  const screenFd = Number(env.WORKBOOK_SCREEN_FD) || undefined;
  const screen = screenFd
    ? fdStream(screenFd)
    : oneShot
      ? process.stderr.isTTY
        ? process.stderr
        : nullStream()
      : process.stdout;
  const ui = new Terminal(screen, info.id, ROOT);
  if (cassette) {
    // A scripted subagent (v0): the commands this session runs replay `<cassette>.subagent.json`.
    const subagent = cassette.file.replace(/\.json$/, ".subagent.json");
    if (existsSync(subagent)) process.env[SUBAGENT_REPLAY] = subagent;
    if (cassette.data.lesson !== info.id) {
      ui.warn(`Note: this cassette was recorded for lesson ${cassette.data.lesson}, not ${info.id}.`);
    }
    if (mode === "demo") {
      ui.note(
        `No API key set (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env): playing the scripted demo ${relative(ROOT, cassette.file)}.`,
      );
    }
  }
  const workdir = workdirArg ? makeWorkdir(workdirArg) : prepareWorkdir(info, mode, env, ui, cassette?.file);
  const model = cassette?.data.interactions.find((i) => i.request)?.request?.model ?? env.MODEL_ID ?? DEFAULT_MODEL;

  let client: ModelClient;
  if (mode === "anthropic") {
    client = anthropicClient({
      apiKey: env.ANTHROPIC_API_KEY!,
      baseURL: env.ANTHROPIC_BASE_URL,
      timeout,
      onRetry: (notice) => ui.retrying(notice),
    });
  } else if (mode === "openai") {
    client = openaiClient({
      apiKey: env.OPENAI_API_KEY || undefined,
      baseURL: env.OPENAI_BASE_URL || undefined,
      onRetry: (notice) => ui.retrying(notice),
    });
  } else {
    client = replayClient(cassette!.data, {
      file: cassette!.file,
      strict: args.strict,
      paths: { workdir, root: ROOT },
    });
  }
  // The demo on a terminal plays at a model's pace, so that the eye can follow it; --pace sets another.
  const pace = args.pace ?? (mode === "demo" && process.stdout.isTTY ? DEFAULT_PACE : 0);
  if (pace > 0) client = pacedClient(client, pace);
  const recorder = recordTo
    ? new Recorder(client, recordTo, { lesson: info.id, paths: { workdir, root: ROOT } }, env)
    : undefined;

  const rl = live && !oneShot ? createInterface({ input: process.stdin, output: process.stdout }) : undefined;
  const interactive = live && !oneShot && Boolean(process.stdin.isTTY);
  // On a terminal, readline keeps it in raw mode: Ctrl-C reaches this process alone, as readline's 'SIGINT'
  // event, and a turn can be interrupted. Elsewhere (-p, a cassette, piped input) Ctrl-C is a signal to
  // every process of the job (pnpm too), so it quits, as in the reference; exiting kills the running commands.
  // At the prompt it is the normal way out (exit 0); in the middle of a turn, work stopped half done (130).
  const ctrlC = new CtrlC(interactive && Boolean(rl?.terminal), (code) => {
    ui.line();
    rl?.close();
    process.exit(code);
  });
  handleSignals(ctrlC, rl, ui);

  // LESSON_STREAM=0: a live REPL waits for whole responses (for endpoints that stream badly; the tests use it).
  const stream = (live && !oneShot && env.LESSON_STREAM !== "0") || pace > 0;
  return new Session({
    lessonId: info.id,
    mode,
    oneShotPrompt: args.prompt,
    scriptedPrompts: oneShot ? [args.prompt!] : cassette?.data.prompts,
    workdir,
    model,
    client: showingClient(recorder ?? client, ui, ctrlC, stream),
    ui,
    selfCommand: selfCommand(info),
    rl,
    permission: new Permission(interactive && !args.yes ? rl : undefined),
    recorder,
    ctrlC,
  });
}

/**
 * The lesson's folder in the workbook: the one under lessons/ whose package.json has this id (workbook.id), or the
 * entry file's own folder when there is none.
 */
function lessonFolder(info: LessonInfo): string {
  return findLesson(info.id)?.dir ?? dirname(info.entry);
}

/** The folder --workdir names, made if missing (buildSession has checked that it is not a file). */
function makeWorkdir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return realpathSync(dir);
}

/**
 * The folder the agent works in without --workdir: where the learner is.
 *
 * The demo, and any run started inside the workbook itself, works on a fresh copy of the lesson's sample, or
 * of the cassette's own workspace when it has one (`NAME.workspace/` beside `NAME.json`: cassetteWorkspace).
 */
function prepareWorkdir(
  info: LessonInfo,
  mode: Mode,
  env: NodeJS.ProcessEnv,
  ui: Terminal,
  cassetteFile?: string,
): string {
  const here = learnerFolder(env);
  const insideWorkbook = here === ROOT || here.startsWith(`${ROOT}/`);
  if (mode !== "demo" && !insideWorkbook) return realpathSync(here);
  const sample = (cassetteFile && cassetteWorkspace(cassetteFile)) ?? join(lessonFolder(info), "sample");
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `agent-workbook-${info.id}-`)));
  if (existsSync(sample)) cpSync(sample, dir, { recursive: true });
  ui.note(`workspace: ${dir} (a fresh copy of ${relative(ROOT, sample)})`);
  return dir;
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

/**
 * The shell command that runs the lesson one-shot (v0's subagent): `node` runs the .ts file itself, from any
 * folder; --workdir .: it works exactly where it is started.
 */
function selfCommand(info: LessonInfo): string {
  return `node ${shellQuote(info.entry)} --workdir . -p`;
}

/** A path as one shell word: left bare when it is plain, single-quoted otherwise. */
function shellQuote(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}

/** A stream that drops what is written to it: the screen of a one-shot run nobody watches. */
function nullStream(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

/** A stream that writes to a file descriptor at once, so that nothing is lost when the process exits. */
function fdStream(fd: number): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      try {
        writeSync(fd, chunk);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}
