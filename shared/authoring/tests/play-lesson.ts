/**
 * A lesson's own session and loop, run in the test's process on a cassette: `pnpm lesson ID --replay CASSETTE`
 * without the process. The lesson (it exports `LESSON` and its entry, `main`) gets a session built
 * as `pnpm lesson` builds it (buildSession), from the command line and the environment given here, its streams
 * captured, no signal handler; then its entry runs on it, the same code as a learner's run. Nothing in the process
 * is changed, so runs may overlap.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { loadCassette, type MessageRequest } from "@agent-workbook/kit";
import { buildSession, lessonHelp, lessonUsage, sessionArguments } from "../../src/build-session.ts";
import { UsageError } from "../../src/cli.ts";
import type { Lesson, LessonMain } from "../../src/lesson.ts";
import { type LessonEntry, listLessons } from "../../src/lessons.ts";
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

/**
 * Runs lesson `id` in this process as `pnpm lesson ID ...argv` runs it offline, `--record`ing its requests: its
 * session's environment is the one the tests start lessons in (offlineEnv, with `env` added), the process's own
 * untouched; `input` is its standard input (a live REPL's lines); with `virtualClock`, the session's
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
  const lesson = listLessons().find((l) => l.id === id);
  if (!lesson) return Promise.reject(new Error(`No lesson ${id}`));
  return playEntry(lesson, argv, env, input, options.virtualClock);
}

/**
 * Plays a lesson: builds its session from `argv` (with `--record`) and the offline environment with
 * `env` added, given to the session, never to process.env; then calls the lesson's entry. A refused command line
 * is what the program prints (the reason and the usage, code 2); an error the entry throws, code 1.
 */
async function playEntry(
  lesson: LessonEntry,
  argv: string[],
  env: NodeJS.ProcessEnv,
  input: string,
  virtualClock = false,
): Promise<PlayedRun> {
  const module = (await import(pathToFileURL(lesson.entry).href)) as { LESSON: Lesson; main: LessonMain };
  const runEnv = offlineEnv(env);
  const recorded = join(mkdtempSync(join(runEnv.TMPDIR || tmpdir(), "workbook-played-")), "recorded.json");
  const stdout = capture();
  const stderr = capture();
  const args = [...argv, "--record", recorded];
  let code = 0;
  try {
    if (sessionArguments(module.LESSON, args, runEnv).help) {
      stdout.stream.write(lessonHelp(module.LESSON));
    } else {
      const stdio = { stdin: Readable.from([input]), stdout: stdout.stream, stderr: stderr.stream };
      const session = buildSession({ lesson: module.LESSON, argv: args, env: runEnv, stdio, virtualClock });
      try {
        await module.main(session);
        code = session.exitCode;
      } catch (err) {
        // What the process would have died of (Node prints it, exit 1).
        stderr.stream.write(`${(err as Error).stack ?? err}\n`);
        code = 1;
      }
    }
  } catch (err) {
    const usage = err instanceof UsageError ? `\n\n${lessonUsage(module.LESSON)}` : "\n";
    stderr.stream.write(`${(err as Error).message}${usage}`);
    code = 2;
  }
  return played(lesson.id, argv, code, stdout.text(), stderr.text(), recorded);
}

/** What a run printed, and the requests of its recording (none when it failed). */
function played(id: string, argv: string[], code: number, stdout: string, stderr: string, recorded: string): PlayedRun {
  const interactions = code === 0 && existsSync(recorded) ? loadCassette(recorded).interactions : [];
  return {
    args: [id, ...argv].join(" "),
    code,
    stdout,
    stderr,
    recorded,
    shown: transcript(stdout),
    requests: interactions.map((i) => i.request!),
    agents: interactions.map((i) => i.agent),
  };
}
