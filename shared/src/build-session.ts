/**
 * One way to build a lesson's session, in steps: the arguments, the mode, the settings and the agent's environment,
 * the terminal, the provider. `pnpm lesson` (runLesson) and the tests (playLesson) both build it here, from what
 * they are given: a command line, an environment, the streams. Nothing here reads or changes `process.env`,
 * `process.argv` or `process.exit`: a bad command line or setting throws a UsageError, a bad recording an Error.
 *
 * @module
 */
import { existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { Readable, type Writable } from "node:stream";
import { type Cassette, loadCassette } from "./cassette.ts";
import { cassetteHelp, type LessonArgs, parseLessonArgs, UsageError, usage } from "./cli.ts";
import { conceptDisplays } from "./concept-displays.ts";
import { CtrlC } from "./ctrl-c.ts";
import { type Lesson, lessonSettings } from "./lesson.ts";
import { defaultWorkdir, givenWorkdir, lessonFolder } from "./lesson-workdir.ts";
import { findLesson } from "./lessons.ts";
import { Outside } from "./outside.ts";
import { fromLearner, ROOT } from "./paths.ts";
import { ownTaskOnReplay } from "./own-task-on-replay.ts";
import { anthropicClient } from "./providers/anthropic.ts";
import { openaiClient } from "./providers/openai.ts";
import { DEFAULT_PACE, pacedClient } from "./providers/paced.ts";
import { Recorder, SECRET_NAME } from "./providers/recorder.ts";
import { replayClient } from "./providers/replay.ts";
import type { ModelClient } from "./providers/types.ts";
import { RunEvents, reportingClient } from "./run-events.ts";
import { chooseMode, isLive } from "./run-mode.ts";
import {
  clockRateFrom,
  RENAMED,
  readDotenv,
  runModel,
  timeoutFrom,
  withDotenv,
  workbookVar,
  dotenvFile,
} from "./run-env.ts";
import type { Mode } from "./session-parts.ts";
import { Session } from "./session.ts";
import { readSettings, type Setting } from "./settings.ts";
import { showingClient } from "./showing-client.ts";
import { handleSignals } from "./signals.ts";
import { fdStream, nullStream, type Stdio } from "./streams.ts";

export type { MaybeTerminal, Stdio } from "./streams.ts";
import { Terminal } from "./ui.ts";

/** Set by a replayed session for the commands it runs: the cassette a one-shot subagent replays. */
export const SUBAGENT_REPLAY = "WORKBOOK_SUBAGENT_REPLAY";

/** What a session is built from. */
export interface SessionSetup {
  /** The lesson's declaration. */
  lesson: Lesson;
  /** Its arguments, as after `pnpm lesson ID`. */
  argv: readonly string[];
  /** The environment it was started with; read, never changed. `.env` counts for a live run only. */
  env: NodeJS.ProcessEnv;
  /** Its streams. */
  stdio: Stdio;
  /** The settings file's values (default: read from WORKBOOK_ENV_FILE or the workbook's `.env`). */
  dotenv?: Record<string, string>;
  /** The process is the lesson's own (`pnpm lesson`): Ctrl-C's quit ends it. A test's session leaves it alone. */
  program?: boolean;
  /** The session's clock passes only by its waits, which end at once (s11's backoff, in a test). */
  virtualClock?: boolean;
}

/** The help of a lesson: the kit's options and the lesson's own, its settings, its cassettes. */
export function lessonHelp(lesson: Lesson): string {
  const cassettes = cassetteHelp([{ id: lesson.id, dir: lessonFolder(lesson.id, lesson.entry) }], ROOT);
  return usage(lesson.id, cassettes, { options: lesson.options, settings: lessonSettings(lesson) });
}

/** The usage a refused command line is followed by (without the cassettes). */
export function lessonUsage(lesson: Lesson): string {
  return usage(lesson.id, "", { options: lesson.options, settings: lessonSettings(lesson) });
}

/** Step 1, the arguments: the lesson's command line, its own options with the kit's; a UsageError when it is bad. */
export function sessionArguments(lesson: Lesson, argv: readonly string[], env: NodeJS.ProcessEnv): LessonArgs {
  const args = parseLessonArgs([...argv], { options: lesson.options, settings: lessonSettings(lesson) });
  // A subagent started by a replayed parent replays too, even where a key is configured.
  const subagentReplay = workbookVar(SUBAGENT_REPLAY, env, false);
  if (args.prompt !== undefined && !args.replay && !args.provider && subagentReplay) args.replay = subagentReplay;
  return args;
}

/**
 * Step 2, the mode: live, a replay or the demo, from the arguments and the keys. The keys in `.env` choose a live
 * provider; nothing else in it counts until the run is live. Returns the environment the session reads: a live
 * run's has `.env` under the started one.
 */
export function sessionMode(
  args: LessonArgs,
  env: NodeJS.ProcessEnv,
  dotenv: Record<string, string>,
): { mode: Mode; env: NodeJS.ProcessEnv } {
  const mode = chooseMode(args, withDotenv(env, dotenv));
  return { mode, env: isLive(mode) ? withDotenv(env, dotenv) : { ...env } };
}

/**
 * The environment the agent's commands get (bash, background jobs, tool servers, hooks): the session's, cleaned.
 *
 * It has no credential (`env` would put it in front of the model), no INIT_CWD an outer pnpm left (a `pnpm` the agent
 * runs would read it as its own start), no FORCE_COLOR (the model reads plain text), no NODE_COMPILE_CACHE (the
 * workbook's, given to its own processes: a command's programs, in a new workspace at every run, would each add to
 * it, and nothing removes what they add) and none of the workbook's descriptors, meant for the lesson's process only.
 */
export function agentEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dropped = new Set([
    "INIT_CWD",
    "FORCE_COLOR",
    "NODE_COMPILE_CACHE",
    "WORKBOOK_SCREEN_FD",
    "WORKBOOK_EVENTS_FD",
    SUBAGENT_REPLAY,
  ]);
  dropped.add(RENAMED[SUBAGENT_REPLAY]);
  return Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== undefined && !dropped.has(name) && !SECRET_NAME.test(name)),
  );
}

/** The cassette a replay or the demo plays, loaded; undefined live. Throws when it cannot be read. */
function sessionCassette(lesson: Lesson, args: LessonArgs, mode: Mode): { data: Cassette; file: string } | undefined {
  if (mode !== "replay" && mode !== "demo") return undefined;
  const folder = lessonFolder(lesson.id, lesson.entry);
  const file = mode === "demo" ? join(folder, "cassettes", "demo.json") : fromLearner(args.replay!);
  const cassette = { data: loadCassette(file), file };
  if (cassette.data.prompts.length === 0 && args.prompt === undefined) {
    throw new Error("This cassette has no prompts: give the task with -p TEXT.");
  }
  // A recording plays back its own session: a task of the learner's would get its answer. (--strict compares them.)
  const recordedPrompt = cassette.data.prompts[0];
  const ownTask = args.prompt !== undefined && !args.strict && recordedPrompt !== undefined;
  if (ownTask && recordedPrompt.trim() !== args.prompt!.trim()) {
    throw new Error(ownTaskOnReplay(lesson.id, relative(ROOT, file), recordedPrompt));
  }
  return cassette;
}

/**
 * Step 3, the terminal. One-shot runs print only the final answer on stdout; progress goes to stderr when someone
 * watches it. WORKBOOK_SCREEN_FD: the exercise checks read the screen on a descriptor of its own, apart from what
 * the learner's code prints (console.log), which stays on stdout.
 */
export function sessionTerminal(lesson: Lesson, args: LessonArgs, env: NodeJS.ProcessEnv, stdio: Stdio): Terminal {
  const screenFd = Number(env.WORKBOOK_SCREEN_FD) || undefined;
  const screen = screenFd
    ? fdStream(screenFd)
    : args.prompt !== undefined
      ? stdio.stderr.isTTY
        ? stdio.stderr
        : nullStream()
      : stdio.stdout;
  // The lesson's concepts that show something of their own (package.json workbook.displays: s08's compaction…).
  return new Terminal(screen, lesson.id, ROOT, conceptDisplays(findLesson(lesson.id)?.displays));
}

/** Step 4, the provider: the live API, or the cassette's answers. */
export function sessionClient(
  lesson: Lesson,
  mode: Mode,
  env: NodeJS.ProcessEnv,
  ui: Terminal,
  replay: { cassette?: { data: Cassette; file: string }; strict: boolean; workdir: string },
): ModelClient {
  const timeout = isLive(mode) ? timeoutFrom(env) : undefined;
  const retries = lesson.recovers ? { maxRetries: 0 } : {};
  if (mode === "anthropic") {
    return anthropicClient({
      apiKey: env.ANTHROPIC_API_KEY!,
      baseURL: env.ANTHROPIC_BASE_URL,
      timeout,
      onRetry: (notice) => ui.retrying(notice),
      ...retries,
    });
  }
  if (mode === "openai") {
    return openaiClient({
      apiKey: env.OPENAI_API_KEY || undefined,
      baseURL: env.OPENAI_BASE_URL || undefined,
      timeout,
      onRetry: (notice) => ui.retrying(notice),
      ...retries,
    });
  }
  const { data, file } = replay.cassette!;
  return replayClient(data, {
    file,
    strict: replay.strict,
    paths: { workdir: replay.workdir, root: ROOT },
    window: data.window,
  });
}

/** The values of the lesson's settings: the environment's, or, replayed, the recording's (said when they differ). */
function sessionSettings(
  settings: Setting[],
  env: NodeJS.ProcessEnv,
  recorded: Record<string, string> | undefined,
  ui: Terminal,
): { values: Map<Setting, unknown>; texts: Record<string, string> } {
  const given = { ...env };
  for (const [name, value] of Object.entries(recorded ?? {})) {
    if (!settings.some((s) => s.name === name)) continue;
    if (given[name] !== undefined && given[name] !== value) {
      ui.note(`${name}=${given[name]} is set; this replay runs with the recording's ${value}.`);
    }
    given[name] = value;
  }
  const values = readSettings(settings, given);
  const texts = Object.fromEntries(
    settings.flatMap((s) => (given[s.name] === undefined ? [] : [[s.name, given[s.name]!]])),
  );
  return { values, texts };
}

/**
 * Builds the session of `setup.lesson`: first everything the command line can get wrong (the arguments, the mode,
 *
 * the settings, the cassette, --record's folder, --workdir, the timeout), so that a mistake is the first line the
 * learner reads; then, in the order the learner reads their notes, the terminal, the workspace, the provider, the
 * keyboard. Throws a UsageError for a bad command line or setting (said with the usage), an Error for what the usage
 * is no help with: a recording that cannot be read or has no prompts, a missing folder, a file given as a folder.
 */
export function buildSession(setup: SessionSetup): Session {
  const { lesson, stdio } = setup;
  const args = sessionArguments(lesson, setup.argv, setup.env);
  if (args.help) throw new UsageError("--help is answered by the program, not by a session");
  const { mode, env } = sessionMode(args, setup.env, setup.dotenv ?? readDotenv(dotenvFile(setup.env)));
  const settings = lessonSettings(lesson);
  // A bad setting, before anything else happens (the recording's, once it is read, is checked again).
  readSettings(settings, env);
  const cassette = sessionCassette(lesson, args, mode);
  const recordTo = args.record ? fromLearner(args.record) : undefined;
  if (recordTo && !existsSync(dirname(recordTo))) {
    throw new Error(`Cannot record to ${args.record}: the folder ${dirname(recordTo)} does not exist.`);
  }
  const workdirArg = args.workdir ? fromLearner(args.workdir) : undefined;
  if (workdirArg && existsSync(workdirArg) && !statSync(workdirArg).isDirectory()) {
    throw new Error(`--workdir ${args.workdir} is a file, not a folder.`);
  }
  if (isLive(mode)) timeoutFrom(env);
  const clockRate = isLive(mode) ? clockRateFrom(env) : 1;

  const oneShot = args.prompt !== undefined;
  const live = isLive(mode);
  const folder = lessonFolder(lesson.id, lesson.entry);
  const ui = sessionTerminal(lesson, args, env, stdio);
  const { values, texts } = sessionSettings(settings, env, cassette?.data.settings, ui);
  const agentEnv = agentEnvironment(env);
  if (cassette) {
    // The recording's settings, for the commands the agent runs too (a cassette sets no other variable, such as PATH).
    Object.assign(agentEnv, texts);
    // A scripted subagent (v0): the commands this session runs replay `<cassette>.subagent.json`.
    const subagent = cassette.file.replace(/\.json$/, ".subagent.json");
    if (existsSync(subagent)) agentEnv[SUBAGENT_REPLAY] = subagent;
    if (cassette.data.lesson !== lesson.id) {
      ui.warn(`Note: this cassette was recorded for lesson ${cassette.data.lesson}, not ${lesson.id}.`);
    }
    if (mode === "demo") {
      ui.note(
        `No API key set (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env): playing the scripted demo ${relative(ROOT, cassette.file)}.`,
      );
    }
  }
  // Started by a lesson's own command (v0's subagent, `--workdir .`): its folder is its parent's, as it is.
  const nested = Number(workbookVar("WORKBOOK_DEPTH", env, false)) > 0;
  const { workdir, sampleCopy } = workdirArg
    ? givenWorkdir(workdirArg, folder, ui, { cassetteFile: cassette?.file, nested })
    : defaultWorkdir(lesson.id, folder, mode, ui, cassette?.file, env.TMPDIR || tmpdir());
  const model = runModel(
    live,
    env,
    cassette?.data.model ?? cassette?.data.interactions.find((i) => i.request)?.request?.model,
  );
  const events = RunEvents.fromEnv(env);
  events.emit({ type: "session", lesson: lesson.id, mode });

  let client = sessionClient(lesson, mode, env, ui, { cassette, strict: args.strict, workdir });
  // The demo on a terminal plays at a model's pace, so that the eye can follow it; --pace sets another.
  const pace = args.pace ?? (mode === "demo" && stdio.stdout.isTTY ? DEFAULT_PACE : 0);
  if (pace > 0) client = pacedClient(client, pace);
  client = reportingClient(client, events);
  const meta = {
    lesson: lesson.id,
    // A lesson that recovers may send some requests to another model (s11's fallback): the session's is kept.
    ...(lesson.recovers ? { model } : {}),
    paths: { workdir, root: ROOT },
    ...(Object.keys(texts).length > 0 ? { settings: texts } : {}),
    ...(cassette?.data.window ? { window: cassette.data.window } : {}),
  };
  const recorder = recordTo ? new Recorder(client, recordTo, meta, env) : undefined;
  // What the session shows from here on is kept in the recording, and told to the program that started the run.
  if (recorder) ui.onShow((event) => recorder.show(event));
  ui.onShow((event) => events.emit({ type: "display", event }));

  const rl = live && !oneShot ? createInterface({ input: stdio.stdin, output: stdio.stdout }) : undefined;
  const interactive = live && !oneShot && Boolean(stdio.stdin.isTTY);
  // On a terminal, readline keeps it in raw mode: Ctrl-C reaches this process alone, as readline's 'SIGINT'
  // event, and a turn can be interrupted. Elsewhere (-p, a cassette, piped input) Ctrl-C is a signal to
  // every process of the job (pnpm too), so it quits, as in the reference; exiting kills the running commands.
  // At the prompt it is the normal way out (exit 0); in the middle of a turn, work stopped half done (130).
  const ctrlC = new CtrlC(interactive && Boolean(rl?.terminal), (code) => {
    ui.line();
    rl?.close();
    if (setup.program) process.exit(code);
  });
  // Only the lesson's own process handles its signals; a test's session leaves them to the test.
  if (setup.program) handleSignals(ctrlC, rl, ui);

  // WORKBOOK_STREAM=0: a live REPL waits for whole responses (for endpoints that stream badly; the tests use it).
  const stream = (live && !oneShot && workbookVar("WORKBOOK_STREAM", env) !== "0") || pace > 0;
  return new Session({
    lessonId: lesson.id,
    mode,
    oneShotPrompt: args.prompt,
    scriptedPrompts: oneShot ? [args.prompt!] : cassette?.data.prompts,
    workdir,
    sampleCopy,
    model,
    client: showingClient(recorder ?? client, ui, ctrlC, stream, lesson.recovers),
    ui,
    selfCommand: selfCommand(lesson.entry),
    rl,
    askOn: interactive && !args.yes ? rl : undefined,
    yes: args.yes,
    recorder,
    ctrlC,
    events,
    // A replay gives back what came from outside when the session was recorded; live, it is asked and recorded.
    outside: new Outside({ recorded: cassette && (cassette.data.outside ?? []), recorder, file: cassette?.file }),
    output: stdio,
    virtualClock: setup.virtualClock,
    clockRate,
    env: agentEnv,
    settings: values,
    options: args.own,
  });
}

/**
 * The shell command that runs the lesson one-shot (v0's subagent): `node` runs the .ts file itself, from any
 * folder; --workdir .: it works exactly where it is started.
 */
export function selfCommand(entry: string): string {
  return `node ${shellQuote(entry)} --workdir . -p`;
}

/** A path as one shell word: left bare when it is plain, single-quoted otherwise. */
function shellQuote(path: string): string {
  return /^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;
}
