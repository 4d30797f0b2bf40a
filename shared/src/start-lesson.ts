import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { type Cassette, loadCassette } from "./cassette.ts";
import { cassetteHelp, type LessonArgs, parseLessonArgs, UsageError, usage } from "./cli.ts";
import { CtrlC } from "./ctrl-c.ts";
import { type HostedRun, hostedRun } from "./hosted-run.ts";
import { isMain } from "./is-main.ts";
import { conceptDisplays } from "./concept-displays.ts";
import { defaultWorkdir, givenWorkdir, lessonFolder } from "./lesson-workdir.ts";
import { findLesson } from "./lessons.ts";
import { DEFAULT_MODEL } from "./model.ts";
import { fromLearner, ROOT } from "./paths.ts";
import { Outside } from "./outside.ts";
import { Permission } from "./permission.ts";
import { anthropicClient } from "./providers/anthropic.ts";
import { openaiClient } from "./providers/openai.ts";
import { DEFAULT_PACE, pacedClient } from "./providers/paced.ts";
import { Recorder, SECRET_NAME } from "./providers/recorder.ts";
import { replayClient } from "./providers/replay.ts";
import type { ModelClient } from "./providers/types.ts";
import { RunEvents, reportingClient } from "./run-events.ts";
import { chooseMode, isLive } from "./run-mode.ts";
import { RENAMED, readDotenv, runModel, timeoutFrom, withDotenv, workbookVar } from "./run-env.ts";
import type { ConceptName } from "./display/events.ts";
import { type Mode, Session } from "./session.ts";
import { showingClient } from "./showing-client.ts";
import { badSetting } from "./settings.ts";
import { handleSignals } from "./signals.ts";
import { fdStream, nullStream } from "./streams.ts";
import { wrapText } from "./terminal-width.ts";
import { Terminal } from "./ui.ts";

/** Set by a replayed session for the commands it runs: the cassette a one-shot subagent replays. */
export const SUBAGENT_REPLAY = "WORKBOOK_SUBAGENT_REPLAY";

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
  /**
   * The environment variables the lesson reads as settings, such as s08's `COMPACT_THRESHOLD`: positive whole numbers.
   *
   * Any other value is refused at the start, with the usage. A recording keeps their values, and a replay of it sets
   * them again (and says so when it overrides a value the learner set).
   */
  settings?: string[];
  /**
   * The lesson recovers from failed model calls itself (s11): no SDK retries, a cut answer given as it is.
   *
   * The SDKs' own retries are off, and an answer cut off at max_tokens comes to it as it is, an unfinished tool
   * call included (other lessons get it dropped).
   */
  recovers?: boolean;
}

/**
 * Parses the arguments, loads `.env`, picks the provider and the workspace: the start of every lesson.
 *
 * Only when the lesson is the program ({@link isMain}). A lesson a test imports gets a session that starts
 * nothing: it works in the current folder, prints nothing and has no model. A lesson the tests run in their own
 * process (a hosted run) gets the session `pnpm lesson` would build, with the command line and output streams
 * they give it, and no signal handler; where it exits, `process.exit` throws `LessonExit` (hosted-run.ts).
 * `C`: the concepts whose events the lesson shows (its package.json `workbook.displays`), e.g.
 * `startSession<"compaction">(…)`: its `session.ui.show` takes their events too.
 */
export function startSession<C extends ConceptName = never>(info: LessonInfo): Session<C> {
  if (!isMain(info.entry)) return importedSession(info);
  const host = hostedRun(info.entry);
  const { stdout, stderr } = host ?? process;
  const started = { ...process.env };
  const dotenv = readDotenv();
  let args: LessonArgs;
  let mode: Mode;
  try {
    args = parseLessonArgs(host?.argv ?? info.argv ?? process.argv.slice(2));
    if (args.help) {
      const help = usage(info.id, cassetteHelp([{ id: info.id, dir: lessonFolder(info.id, info.entry) }], ROOT));
      stdout.write(wrapText(help, stdout));
      process.exit(0);
    }
    // A subagent started by a replayed parent replays too, even where a key is configured.
    const subagentReplay = workbookVar(SUBAGENT_REPLAY, started, false);
    if (args.prompt !== undefined && !args.replay && !args.provider && subagentReplay) args.replay = subagentReplay;
    // The keys in .env choose a live provider; nothing else in it counts until the run is live.
    mode = chooseMode(args, withDotenv(started, dotenv));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    stderr.write(wrapText(`${err.message}\n\n${usage(info.id)}`, stderr));
    process.exit(2);
  }
  // .env for a live run only (MODEL_ID, AGENT_NAME…: a replay means the same on every machine), and into
  // process.env, so that the commands the agent runs (v0's subagent) have the same settings.
  if (isLive(mode)) for (const [name, value] of Object.entries(dotenv)) process.env[name] ??= value;
  // A bad setting, before anything else happens: the variable, its value, and the usage.
  const bad = badSetting(info.settings ?? [], process.env);
  if (bad) {
    stderr.write(wrapText(`${bad}\n\n${usage(info.id)}`, stderr));
    process.exit(2);
  }
  const env = { ...process.env };
  // But not an INIT_CWD that an outer pnpm script left (a `pnpm` the agent runs would read it as its own start),
  delete process.env.INIT_CWD;
  // and never see a credential: `env` or `printenv` would put it in front of the model. The session
  // reads keys from its own copy, `env`; v0's subagent reads .env itself.
  for (const name of Object.keys(process.env)) if (SECRET_NAME.test(name)) delete process.env[name];
  // Meant for this process only, not for its own commands.
  for (const name of [SUBAGENT_REPLAY, RENAMED[SUBAGENT_REPLAY], "WORKBOOK_SCREEN_FD", "WORKBOOK_EVENTS_FD"]) {
    delete process.env[name];
  }
  // Colours are for the learner's screen (read when the terminal was set up): the model reads the commands' output
  // as plain text, whatever FORCE_COLOR the lesson was started with.
  delete process.env.FORCE_COLOR;
  try {
    return buildSession(info, args, mode, env, host);
  } catch (err) {
    // A bad cassette, a missing folder: say what, exit 2 (the usage is no help here).
    stderr.write(wrapText(`${(err as Error).message}\n`, stderr));
    return process.exit(2);
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
    model: DEFAULT_MODEL,
    client: { messages: { create: notRun } },
    ui: new Terminal(nullStream(), info.id, ROOT),
    selfCommand: selfCommand(info),
    rl: undefined,
    permission: new Permission(undefined),
    recorder: undefined,
    ctrlC: new CtrlC(false, () => {}),
    outside: new Outside({}),
  });
}

/**
 * Builds the session's parts: first everything the command line can get wrong (the cassette, --record's folder,
 * --workdir, the timeout), so that a mistake is the first line the learner reads; then, in the order the learner
 * reads their notes, the cassette, the workspace, the provider, the keyboard.
 */
function buildSession(
  info: LessonInfo,
  args: LessonArgs,
  mode: Mode,
  env: NodeJS.ProcessEnv,
  host: HostedRun | undefined,
): Session {
  const { stdin, stdout, stderr } = host ?? process;
  const oneShot = args.prompt !== undefined;
  const live = isLive(mode);
  const folder = lessonFolder(info.id, info.entry);
  let cassette: { data: Cassette; file: string } | undefined;
  if (mode === "replay" || mode === "demo") {
    const file = mode === "demo" ? join(folder, "cassettes", "demo.json") : fromLearner(args.replay!);
    cassette = { data: loadCassette(file), file };
  }
  if (cassette && cassette.data.prompts.length === 0 && !oneShot) {
    throw new UsageError("This cassette has no prompts: give the task with -p TEXT.");
  }
  // A recording plays back its own session: a task of the learner's would get its answer. (--strict compares them.)
  const recordedPrompt = cassette?.data.prompts[0];
  if (
    cassette &&
    oneShot &&
    !args.strict &&
    recordedPrompt !== undefined &&
    recordedPrompt.trim() !== args.prompt!.trim()
  ) {
    throw new UsageError(ownTaskOnReplay(info.id, relative(ROOT, cassette.file), recordedPrompt));
  }
  const recordTo = args.record ? fromLearner(args.record) : undefined;
  if (recordTo && !existsSync(dirname(recordTo))) {
    throw new UsageError(`Cannot record to ${args.record}: the folder ${dirname(recordTo)} does not exist.`);
  }
  const workdirArg = args.workdir ? fromLearner(args.workdir) : undefined;
  if (workdirArg && existsSync(workdirArg) && !statSync(workdirArg).isDirectory()) {
    throw new UsageError(`--workdir ${args.workdir} is a file, not a folder.`);
  }
  const timeout = live ? timeoutFrom(env) : undefined;

  // One-shot runs print only the final answer on stdout; progress goes to stderr when someone watches it.
  // WORKBOOK_SCREEN_FD: the exercise checks read the screen on a descriptor of its own, apart from what the
  // learner's code prints (console.log), which stays on stdout.
  const screenFd = Number(env.WORKBOOK_SCREEN_FD) || undefined;
  const screen = screenFd
    ? fdStream(screenFd)
    : oneShot
      ? (stderr as { isTTY?: boolean }).isTTY
        ? stderr
        : nullStream()
      : stdout;
  // The lesson's concepts that show something of their own (package.json workbook.displays: s08's compaction…).
  const ui = new Terminal(screen, info.id, ROOT, conceptDisplays(findLesson(info.id)?.displays));
  if (cassette) {
    // The settings the session was recorded with, so that the lesson does what it did then (its own settings
    // only: a cassette sets no other variable, such as PATH, for the commands the agent runs).
    for (const [name, value] of Object.entries(cassette.data.settings ?? {})) {
      if (!info.settings?.includes(name)) continue;
      const own = process.env[name];
      if (own !== undefined && own !== value)
        ui.note(`${name}=${own} is set; this replay runs with the recording's ${value}.`);
      process.env[name] = value;
    }
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
  // Started by a lesson's own command (v0's subagent, `--workdir .`): its folder is its parent's, as it is.
  const nested = Number(workbookVar("WORKBOOK_DEPTH", env, false)) > 0;
  const workdir = workdirArg
    ? givenWorkdir(workdirArg, folder, ui, { cassetteFile: cassette?.file, nested })
    : defaultWorkdir(info.id, folder, mode, ui, cassette?.file);
  const model = runModel(
    live,
    env,
    cassette?.data.model ?? cassette?.data.interactions.find((i) => i.request)?.request?.model,
  );
  const events = RunEvents.fromEnv(env);
  events.emit({ type: "session", lesson: info.id, mode });

  let client: ModelClient;
  if (mode === "anthropic") {
    client = anthropicClient({
      apiKey: env.ANTHROPIC_API_KEY!,
      baseURL: env.ANTHROPIC_BASE_URL,
      timeout,
      onRetry: (notice) => ui.retrying(notice),
      ...(info.recovers ? { maxRetries: 0 } : {}),
    });
  } else if (mode === "openai") {
    client = openaiClient({
      apiKey: env.OPENAI_API_KEY || undefined,
      baseURL: env.OPENAI_BASE_URL || undefined,
      timeout,
      onRetry: (notice) => ui.retrying(notice),
      ...(info.recovers ? { maxRetries: 0 } : {}),
    });
  } else {
    client = replayClient(cassette!.data, {
      file: cassette!.file,
      strict: args.strict,
      paths: { workdir, root: ROOT },
      window: cassette!.data.window,
    });
  }
  // The demo on a terminal plays at a model's pace, so that the eye can follow it; --pace sets another.
  const pace = args.pace ?? (mode === "demo" && (stdout as { isTTY?: boolean }).isTTY ? DEFAULT_PACE : 0);
  if (pace > 0) client = pacedClient(client, pace);
  client = reportingClient(client, events);
  const settings = Object.fromEntries(
    (info.settings ?? []).flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])),
  );
  const meta = {
    lesson: info.id,
    // A lesson that recovers may send some requests to another model (s11's fallback): the session's is kept.
    ...(info.recovers ? { model } : {}),
    paths: { workdir, root: ROOT },
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
    ...(cassette?.data.window ? { window: cassette.data.window } : {}),
  };
  const recorder = recordTo ? new Recorder(client, recordTo, meta, env) : undefined;
  // What the session shows from here on is kept in the recording, and told to the program that started the run.
  if (recorder) ui.onShow((event) => recorder.show(event));
  ui.onShow((event) => events.emit({ type: "display", event }));

  const rl = live && !oneShot ? createInterface({ input: stdin, output: stdout }) : undefined;
  const interactive = live && !oneShot && Boolean((stdin as { isTTY?: boolean }).isTTY);
  // On a terminal, readline keeps it in raw mode: Ctrl-C reaches this process alone, as readline's 'SIGINT'
  // event, and a turn can be interrupted. Elsewhere (-p, a cassette, piped input) Ctrl-C is a signal to
  // every process of the job (pnpm too), so it quits, as in the reference; exiting kills the running commands.
  // At the prompt it is the normal way out (exit 0); in the middle of a turn, work stopped half done (130).
  const ctrlC = new CtrlC(interactive && Boolean(rl?.terminal), (code) => {
    ui.line();
    rl?.close();
    process.exit(code);
  });
  // A hosted run leaves the process's signals to the program that hosts it.
  if (!host) handleSignals(ctrlC, rl, ui);

  // WORKBOOK_STREAM=0: a live REPL waits for whole responses (for endpoints that stream badly; the tests use it).
  const stream = (live && !oneShot && workbookVar("WORKBOOK_STREAM", env) !== "0") || pace > 0;
  return new Session({
    lessonId: info.id,
    mode,
    oneShotPrompt: args.prompt,
    scriptedPrompts: oneShot ? [args.prompt!] : cassette?.data.prompts,
    workdir,
    model,
    client: showingClient(recorder ?? client, ui, ctrlC, stream, info.recovers),
    ui,
    selfCommand: selfCommand(info),
    rl,
    permission: new Permission(interactive && !args.yes ? rl : undefined),
    recorder,
    ctrlC,
    events,
    // A replay gives back what came from outside when the session was recorded; live, it is asked and recorded.
    outside: new Outside({ recorded: cassette && (cassette.data.outside ?? []), recorder, file: cassette?.file }),
    ...(host ? { output: { stdin, stdout, stderr }, virtualClock: host.virtualClock } : {}),
  });
}

/** What `-p TASK --replay FILE` is told when FILE was recorded for another task: what a replay is, and what to run. */
export function ownTaskOnReplay(id: string, file: string, recordedPrompt: string): string {
  const prompt = recordedPrompt.length > 70 ? `${recordedPrompt.slice(0, 69)}…` : recordedPrompt;
  return [
    `A recording answers its own prompt, not yours: ${file} plays back the session recorded for ${JSON.stringify(prompt)}, whatever -p says.`,
    `To run your own task: live, with ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env: pnpm lesson ${id} -p "…"; or without a key, through the mock API, which runs the lesson live on the real SDK and answers from a cassette (pnpm mock-api --help).`,
    `To watch the recording: pnpm lesson ${id} --replay ${file}. To see where your task's requests differ from it: add --strict.`,
  ].join("\n");
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
