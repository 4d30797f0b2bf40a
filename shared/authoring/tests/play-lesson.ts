/**
 * A lesson's own session and loop, run in the test's process on a cassette: `pnpm lesson ID --replay CASSETTE`
 * without the process. The lesson's file is imported afresh (its own module state) as the program of a hosted run
 * (shared/src/hosted-run.ts): its session is built as for `pnpm lesson`, from the replay client, with its screen
 * and its standard error captured here and no signal handler; it runs the same code as a learner's run.
 */
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { loadCassette, type MessageRequest } from "@agent-workbook/kit";
import { hostLesson, LessonExit } from "../../src/hosted-run.ts";
import { listLessons } from "../../src/lessons.ts";
import { offlineEnv } from "../../src/offline-env.ts";
import { type LessonRun, transcript } from "./helpers.ts";

/** What a lesson run in this process printed and sent. */
export interface PlayedRun extends LessonRun {
  /** The arguments it was given, as after `pnpm lesson`. */
  args: string;
  /** The cassette it recorded (`--record`): every request it sent. */
  recorded: string;
  /** What the learner read: colours stripped, this machine's paths as `<root>` and `<workdir>`. */
  shown: string;
  /** Every request the lesson sent, whole, in order. */
  requests: MessageRequest[];
  /** Who sent each: undefined for the main agent, `subagent` for its subagent's (s06), a teammate's name (s15). */
  agents: (string | undefined)[];
}

/** A stream that keeps what is written to it. */
function capture(): { stream: Writable; text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Hosted runs share the process's environment, exit code and kit: one at a time. */
let queue: Promise<unknown> = Promise.resolve();
let plays = 0;

/**
 * Runs lesson `id` in this process as `pnpm lesson ID ...argv` runs it offline, `--record`ing its requests: the
 * environment is the one the tests start lessons in (offlineEnv, with `env` added) for the time of the run, then
 * the process's own again; `input` is its standard input (a live REPL's lines); with `virtualClock`, the session's
 * clock passes only by its waits, which end at once (no test waits for real time). Returns what it printed, its exit
 * code (a failed turn of a replay: 1) and its requests.
 */
export function playLesson(
  id: string,
  argv: string[] = [],
  env: NodeJS.ProcessEnv = {},
  input = "",
  options: { virtualClock?: boolean } = {},
): Promise<PlayedRun> {
  const run = queue.then(() => play(id, argv, env, input, options.virtualClock));
  queue = run.catch(() => {});
  return run;
}

async function play(
  id: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  input: string,
  virtualClock = false,
): Promise<PlayedRun> {
  const lesson = listLessons().find((l) => l.id === id);
  if (!lesson) throw new Error(`No lesson ${id}`);
  const recorded = join(mkdtempSync(join(process.env.TMPDIR ?? "/tmp", "workbook-played-")), "recorded.json");
  const stdout = capture();
  const stderr = capture();
  const savedEnv = { ...process.env };
  const savedExitCode = process.exitCode;
  const runEnv = offlineEnv(env);
  for (const name of Object.keys(process.env)) delete process.env[name];
  Object.assign(process.env, runEnv);
  process.exitCode = undefined;
  const unhost = hostLesson(lesson.entry, {
    argv: [...argv, "--record", recorded],
    stdin: Readable.from([input]),
    stdout: stdout.stream,
    stderr: stderr.stream,
    virtualClock,
  });
  let code: number;
  try {
    await import(`${pathToFileURL(lesson.entry).href}?play=${++plays}`);
    code = Number(process.exitCode ?? 0);
  } catch (err) {
    // Where the process would have exited, or died of an uncaught error (Node prints it, exit 1).
    code = err instanceof LessonExit ? err.code : 1;
    if (!(err instanceof LessonExit)) stderr.stream.write(`${(err as Error).stack ?? err}\n`);
  } finally {
    unhost();
    process.exitCode = savedExitCode;
    for (const name of Object.keys(process.env)) delete process.env[name];
    Object.assign(process.env, savedEnv);
  }
  const interactions = code === 0 ? loadCassette(recorded).interactions : [];
  return {
    args: [id, ...argv].join(" "),
    code,
    stdout: stdout.text(),
    stderr: stderr.text(),
    recorded,
    shown: transcript(stdout.text()),
    requests: interactions.map((i) => i.request!),
    agents: interactions.map((i) => i.agent),
  };
}
