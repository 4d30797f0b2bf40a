import { realpathSync } from "node:fs";
import { resolve } from "node:path";
import type { Readable, Writable } from "node:stream";

/**
 * A lesson run as the program inside another program's process (the tests' harness, `playLesson`): the command
 * line it is given, and where its output goes. Its session is built as `pnpm lesson` builds it, with these in
 * place of the process's own; it installs no signal handler, and where it would exit it throws {@link LessonExit}.
 */
export interface HostedRun {
  /** The lesson's arguments, as after `pnpm lesson ID`. */
  argv: string[];
  /** Its standard input: what a live REPL reads (piped, not a terminal). */
  stdin: Readable;
  /** Its standard output: the screen of a REPL or a demo, a one-shot run's answer. */
  stdout: Writable;
  /** Its standard error. */
  stderr: Writable;
  /** Its session's clock passes only by the waits it makes, which end at once (s11's backoff, in a test). */
  virtualClock?: boolean;
}

/** What a hosted lesson throws where a lesson run as a process would exit with `code`. */
export class LessonExit extends Error {
  /** The exit status the process would have had. */
  readonly code: number;

  constructor(code: number) {
    super(`The lesson exited with code ${code}.`);
    this.code = code;
    this.name = "LessonExit";
  }
}

const hosted = new Map<string, HostedRun>();

/**
 * Runs `entry` hosted (`run`) until the returned function is called; one hosted run of an entry at a time. Meanwhile
 * `process.exit(code)`, which a lesson calls as any program does (s15's refused start), throws {@link LessonExit}:
 * the run ends as the process would, and the process goes on.
 */
export function hostLesson(entry: string, run: HostedRun): () => void {
  const key = realPath(entry);
  if (hosted.has(key)) throw new Error(`${entry} is already running in this process.`);
  hosted.set(key, run);
  const exit = process.exit;
  process.exit = ((code?: number | string | null) => {
    throw new LessonExit(Number(code ?? process.exitCode ?? 0));
  }) as typeof process.exit;
  return () => {
    hosted.delete(key);
    process.exit = exit;
  };
}

/** The hosted run of `entry`, if it is one. */
export function hostedRun(entry: string): HostedRun | undefined {
  return hosted.size === 0 ? undefined : hosted.get(realPath(entry));
}

/** The path with its links resolved, or as it is when it does not exist. */
export function realPath(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}
