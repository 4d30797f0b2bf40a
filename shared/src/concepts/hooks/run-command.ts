/**
 * Runs one command hook: `bash -c command` (no rc file) in the workspace, in a process group of its own (so that a timeout
 * kills it with its children), with the environment the caller gives (never this process's own), its input JSON
 * on standard input. Nothing a hook does stops the caller: output past {@link MAX_HOOK_OUTPUT_BYTES} is read and
 * dropped, a hook that never reads its input is no error (EPIPE), one that never exits is killed at its timeout,
 * and whatever it left running in its group is ended once it exits.
 *
 * @module
 */
import { type ChildProcess, spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import type { Readable } from "node:stream";

/** How much of each output stream a hook run keeps; the rest is read and dropped. */
export const MAX_HOOK_OUTPUT_BYTES = 1024 * 1024;
/** How long a killed hook gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 300;

/** How a command hook is run. */
export interface RunCommandOptions {
  /** The workspace: the hook's working folder. */
  cwd: string;
  /** The hook's whole environment (the session's cleaned one: no credentials). */
  env: Record<string, string | undefined>;
  /** After this long the hook's process group is killed. */
  timeoutMs: number;
  /** The clock runs are timed by, in milliseconds (performance.now by default). */
  now?: () => number;
}

/** What one run of a command did. */
export interface CommandResult {
  /** Its exit code; null when a signal ended it, when it timed out or did not start. */
  exitCode: number | null;
  /** The signal that ended it, if one did. */
  signal: NodeJS.Signals | null;
  /** True when it was killed at its timeout. */
  timedOut: boolean;
  /** Why it could not be started, if it could not. */
  startError?: string;
  /** Its standard output (at most {@link MAX_HOOK_OUTPUT_BYTES}, decoded). */
  stdout: string;
  /** Its standard error (the same bound). */
  stderr: string;
  /** How long it ran, in whole milliseconds. */
  ms: number;
  /** Its process id, which is also its process group's; undefined when it did not start. */
  pid?: number;
}

/** Runs `command` with `input` on its standard input; never rejects. */
export function runHookCommand(
  command: string,
  input: string,
  options: RunCommandOptions,
): Promise<CommandResult> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  let child: ChildProcess;
  try {
    // --norc: bash reads ~/.bashrc when its standard input is a socket (as if run by sshd), and Node's pipes are.
    child = spawn("bash", ["--norc", "--noprofile", "-c", command], {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ["pipe", "pipe", "pipe"],
    });
  } catch (error) {
    // A command or environment Node refuses to pass on (a NUL byte in it).
    const startError = (error as NodeJS.ErrnoException).code ?? String(error);
    return Promise.resolve({
      exitCode: null,
      signal: null,
      timedOut: false,
      startError,
      stdout: "",
      stderr: "",
      ms: 0,
    });
  }
  return new Promise((resolve) => {
    const out = boundedCapture();
    const err = boundedCapture();
    let settled = false;
    let timedOut = false;
    let ended = 0;
    const timer = setTimeout(() => {
      timedOut = true;
      settle();
    }, options.timeoutMs);
    const settle = (startError?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.pid !== undefined) {
        running.delete(child.pid);
        stopGroup(child.pid);
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      resolve({
        exitCode: timedOut || startError !== undefined ? null : child.exitCode,
        signal: timedOut ? null : child.signalCode,
        timedOut,
        ...(startError === undefined ? {} : { startError }),
        stdout: out.text(),
        stderr: err.text(),
        ms: Math.round(now() - started),
        ...(child.pid === undefined ? {} : { pid: child.pid }),
      });
    };
    if (child.pid !== undefined) running.add(child.pid);
    const onEnd = () => {
      if (++ended === 2 && (child.exitCode !== null || child.signalCode !== null)) settle();
    };
    out.read(child.stdout, onEnd);
    err.read(child.stderr, onEnd);
    child.on("error", (error) => settle((error as NodeJS.ErrnoException).code ?? error.message));
    // Once the shell has exited, all that its commands wrote is in the pipes (a background child may hold them open
    // for ever): the event loop's next turn reads it (its poll comes before the second setImmediate), then it stops.
    // Never a timer: on a busy machine a turn can take longer than any grace, and the output would be lost.
    child.on("exit", () => {
      if (ended === 2) settle();
      else setImmediate(() => setImmediate(() => settle()));
    });
    // A hook that never reads its input, or exits first: EPIPE, which is no error of the caller's.
    child.stdin?.on("error", () => {});
    child.stdin?.end(input);
  });
}

/** The process groups of the hooks running now: killed if this process exits first, however it exits. */
const running = new Set<number>();
process.on("exit", () => {
  for (const group of running) signalGroup(group, "SIGKILL");
});

/** A stream read to its end, keeping its first {@link MAX_HOOK_OUTPUT_BYTES}. */
function boundedCapture() {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    read(stream: Readable | null, onEnd: () => void) {
      if (!stream) return onEnd();
      stream.on("data", (chunk: Buffer) => {
        const room = MAX_HOOK_OUTPUT_BYTES - size;
        if (room <= 0) return;
        const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
        chunks.push(kept);
        size += kept.length;
      });
      stream.on("error", () => {});
      stream.on("close", onEnd);
    },
    text: () => new TextDecoder("utf-8").decode(Buffer.concat(chunks, size)),
  };
}

/** SIGTERM to the hook's process group now, SIGKILL after KILL_GRACE_MS to whatever is still there. */
function stopGroup(group: number): void {
  if (!signalGroup(group, "SIGTERM")) return;
  setTimeout(() => signalGroup(group, "SIGKILL"), KILL_GRACE_MS).unref();
}

/** Signals a process group; false when no process of it is left. */
function signalGroup(group: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false; // ESRCH: every process of the group has exited
  }
}
