import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, constants, existsSync, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import { Socket, type OnReadOpts, type SocketConstructorOpts } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cutText, MAX_OUTPUT_CHARS, ToolError } from "../tool.ts";
import { plainReason } from "../workspace.ts";

type OnReadOption = { onread: OnReadOpts };

// #region blocklist
/** Substrings that get a command refused before it runs, as in the reference. */
export const DANGEROUS_COMMANDS = ["rm -rf /", "sudo", "shutdown", "reboot", "> /dev/"];

/** True when the command contains a DANGEROUS_COMMANDS entry: a plain substring check, like the reference (easy to fool). */
export function isDangerous(command: string): boolean {
  return DANGEROUS_COMMANDS.some((pattern) => command.includes(pattern));
}
// #endregion blocklist

/** How runBash runs a command: where, for how long, how much output it keeps, and what can stop it. */
export interface BashOptions {
  /** Directory the command runs in. */
  cwd: string;
  /** After this long the command's whole process group is killed. */
  timeoutMs: number;
  /** The ToolError message on timeout, e.g. `Error: Command timed out (60s)`. */
  timeoutMessage: string;
  /** Characters returned at most (default 50_000). */
  maxChars?: number;
  /** Aborting kills the command and rejects with `Error: Interrupted by user`. */
  signal?: AbortSignal;
  /** Environment of the command: the session's (`session.env`), without credentials. */
  env: NodeJS.ProcessEnv;
  /** False: no DANGEROUS_COMMANDS check (s03p's rules, read by a shell parser, decide instead). Default true. */
  blocklist?: boolean;
}

/**
 * What a pipe can hold at most (Linux's pipe-max-size, 1 MiB by default): when the shell has exited, all that its
 * commands wrote and was not read yet is in the pipes, so reading this much takes all of it.
 */
const PIPE_MAX_BYTES = 1024 * 1024;
const INTERRUPTED = "Error: Interrupted by user";
/**
 * How many lessons up the chain started this one: 0 for the learner's, 1 for v0's subagent (a lesson run by a
 * command), and so on. Each lesson passes it on to its commands as WORKBOOK_DEPTH (LESSON_DEPTH before).
 */
const DEPTH = depthOf(process.env);

/** The depth an environment says its lesson runs at (WORKBOOK_DEPTH, LESSON_DEPTH before): 0 to 8. */
function depthOf(env: NodeJS.ProcessEnv): number {
  return Math.min(Math.max(Number.parseInt(env.WORKBOOK_DEPTH ?? env.LESSON_DEPTH ?? "", 10) || 0, 0), 8);
}
/**
 * How long a stopped command gets between SIGTERM and SIGKILL: 0.3 s, halved at each level of subagent, so
 * that a subagent told to stop has killed its own commands before its parent's SIGKILL can reach it.
 */
const KILL_GRACE_MS = Math.round(300 / 2 ** DEPTH);
/** The longest argument Linux passes to a program (MAX_ARG_STRLEN, 128 KiB, its final NUL included). */
const MAX_COMMAND_BYTES = 128 * 1024 - 1;

/**
 * Runs `bash -c command` in its own process group; resolves to stdout then stderr, trimmed and cut to maxChars.
 *
 * A command that exits with a non-zero status gets a last line `(exit code N)` (`(killed by SIGNAL)` when a
 * signal ended it); on success the result is the output alone, as in the reference.
 */
export async function runBash(command: string, options: BashOptions): Promise<string> {
  if (options.blocklist !== false && isDangerous(command)) throw new ToolError("Error: Dangerous command blocked");
  const { cwd, timeoutMs, timeoutMessage, maxChars = MAX_OUTPUT_CHARS, signal, env } = options;
  if (signal?.aborted) throw new ToolError(INTERRUPTED);
  if (command.includes("\0")) {
    throw new ToolError("Error: The command contains a NUL byte (\\0), which no shell command can hold. Remove it.");
  }
  const bytes = Buffer.byteLength(command, "utf-8");
  if (bytes > MAX_COMMAND_BYTES) throw commandTooLong(bytes);

  const [stdout, stderr] = openCaptures(maxChars * 4); // UTF-8 takes at most 4 bytes per character

  return new Promise<string>((resolve, reject) => {
    let child: ChildProcess;
    try {
      // #region spawn
      // detached: the shell leads a new process group, so a timeout or an abort can kill
      // everything it started with one signal, and a Ctrl+C in the terminal doesn't reach it.
      child = spawn("bash", ["-c", command], {
        cwd,
        env: { ...env, WORKBOOK_DEPTH: String(depthOf(env) + 1) },
        detached: true,
        stdio: ["ignore", stdout.writeFd, stderr.writeFd],
      });
      // #endregion spawn
    } catch (err) {
      stdout.close();
      stderr.close();
      reject(spawnError(err, cwd));
      return;
    }
    // The child has its own copies of the write ends now; ours must go, or the pipes never end.
    stdout.releaseWriteEnd();
    stderr.releaseWriteEnd();
    const pid = child.pid;
    if (pid !== undefined) track(pid);
    young.add(child);
    child.once("exit", () => young.delete(child));

    let settled = false;
    const timeoutTimer = setTimeout(() => fail(new ToolError(timeoutMessage)), timeoutMs);
    const onAbort = () => fail(new ToolError(INTERRUPTED));
    signal?.addEventListener("abort", onAbort, { once: true });
    if (pid !== undefined) running.set(pid, onAbort);
    let ended = 0;
    const onEnd = () => {
      if (++ended === 2 && child.exitCode !== null) settle();
    };
    stdout.socket.on("end", onEnd);
    stderr.socket.on("end", onEnd);

    // #region settle
    /** Settles once: stops the timers, closes our ends of the pipes, then resolves or rejects. */
    function settle(error?: ToolError): void {
      if (settled) return;
      settled = true;
      if (pid !== undefined) running.delete(pid);
      clearTimeout(timeoutTimer);
      signal?.removeEventListener("abort", onAbort);
      stdout.close();
      stderr.close();
      if (error) {
        reject(error);
        return;
      }
      const output = (stdout.text() + stderr.text()).trim();
      const status = child.exitCode
        ? `(exit code ${child.exitCode})`
        : child.signalCode
          ? `(killed by ${child.signalCode})`
          : "";
      if (!status) resolve(cutText(output, maxChars) || "(no output)");
      else resolve(output ? `${cutText(output, maxChars - status.length - 1)}\n${status}` : status);
    }
    // #endregion settle

    // #region kill-group
    /** Kills the whole process group (the shell and everything it started), then rejects. */
    function fail(error: ToolError): void {
      if (settled) return;
      if (child.pid !== undefined) stopGroup(child.pid);
      settle(error);
    }
    // #endregion kill-group

    child.on("error", (err) => fail(spawnError(err, cwd)));
    // #region shell-exit
    // The pipes end only when every process holding them has exited, which a background child
    // (`sleep 30 &`) can put off for ever; so once the shell itself exits, take what is still
    // in the pipes (all its commands wrote: they have exited too) and stop reading.
    child.on("exit", () => {
      if (ended < 2) {
        stdout.drain();
        stderr.drain();
      }
      settle();
    });
    // #endregion shell-exit
  });
}

/** The commands still running: process group → what stops that command (as an abort of its signal would). */
const running = new Map<number, () => void>();

// #region exit
/**
 * Every process group a command started, kept until the group is empty: a command that has returned may have
 * left a background child (`server &`) running in it. The groups live out of reach of the terminal's Ctrl-C,
 * so on every way out of this process (end of session, `q`, Ctrl-C, SIGTERM, SIGHUP, an uncaught error: all
 * go through 'exit') they are ended: no command, and nothing it started, outlives the lesson.
 */
const groups = new Set<number>();
process.on("exit", endAllGroups);

/** Remembers a new group, and forgets the ones that have emptied since. */
function track(group: number): void {
  for (const old of groups) if (!groupExists(old)) groups.delete(old);
  groups.add(group);
}

/**
 * Our shells not yet seen to exit. One spawned a moment before this process exits may not have made its group yet
 * (its setsid runs in it, before bash starts): it is ended by its pid, which is still ours until it is reaped.
 */
const young = new Set<ChildProcess>();

/** SIGTERM to every group still there, up to KILL_GRACE_MS for them to go, then SIGKILL. */
function endAllGroups(): void {
  for (const child of young)
    if (child.pid !== undefined && child.exitCode === null && !groupExists(child.pid)) signalProcess(child.pid);
  const left = [...groups].filter(groupExists);
  if (left.length === 0) return;
  for (const group of left) signalGroup(group, "SIGTERM");
  // 'exit' cannot wait for a timer: block briefly so that a subagent can stop its own commands.
  const nap = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + KILL_GRACE_MS;
  while (Date.now() < deadline && left.some(groupExists)) Atomics.wait(nap, 0, 0, 10);
  for (const group of left) signalGroup(group, "SIGKILL");
}
// #endregion exit

/** SIGKILL to one process of ours (gone already: nothing to do). */
function signalProcess(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // ESRCH: it has exited.
  }
}

/** Whether a process group still has a process (one we may not signal counts too). */
function groupExists(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Stops every command still running, as if its signal had been aborted.
 *
 * Each one's process group is killed and its runBash rejects with `Error: Interrupted by user`. The session
 * calls it on Ctrl-C during a turn.
 */
export function stopRunningCommands(): void {
  for (const stop of [...running.values()]) stop();
}

// #region stop-group
/** SIGTERM to a process group now, SIGKILL after KILL_GRACE_MS (or when this process exits first). */
function stopGroup(group: number): void {
  signalGroup(group, "SIGTERM");
  setTimeout(() => signalGroup(group, "SIGKILL"), KILL_GRACE_MS).unref();
}
// #endregion stop-group

/**
 * Signals a whole process group. SIGTERM first lets a subagent (a lesson run by the command) kill
 * the groups of its own commands before it goes; SIGKILL follows for whatever ignored it.
 */
function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // ESRCH: every process of the group has already exited.
  }
}

/** One output stream of the command: a pipe whose first `limit` bytes are kept and the rest dropped. */
interface Capture {
  /** The write end, handed to the child. */
  writeFd: number;
  /** The read end. */
  socket: Socket;
  /** Closes this process's copy of the write end, once the child has its own. */
  releaseWriteEnd(): void;
  /** What was kept, decoded (invalid UTF-8 becomes U+FFFD). */
  text(): string;
  /** Reads what the pipe holds now, at once, without waiting for more. */
  drain(): void;
  /** Stops reading and closes both ends. */
  close(): void;
}

// #region fifo
/**
 * Opens the command's two output streams, stdout and stderr: two named pipes (FIFOs) from the pool, each read
 * into one reused 64 KiB buffer that keeps only the first `limit` bytes. Nothing is allocated per read, so memory
 * stays flat however much a command prints, and the command never blocks on a full pipe. (Node's child_process
 * pipes allocate a new Buffer for every read; the garbage piles up to tens of MB before a collection.)
 */
function openCaptures(limit: number): [stdout: Capture, stderr: Capture] {
  const stdout = takePipe();
  let stderr: Pipe;
  try {
    stderr = takePipe();
  } catch (err) {
    closeSync(stdout.readFd);
    closeSync(stdout.writeFd);
    throw err;
  }
  return [capture(stdout.readFd, stdout.writeFd, limit), capture(stderr.readFd, stderr.writeFd, limit)];
}

/** A pipe's two ends, open in this process: each pipe serves one stream of one command, then is closed. */
interface Pipe {
  readFd: number;
  writeFd: number;
}

/** How many pipes one `mkfifo` makes: a process with a command to run pays for one process per 8 commands. */
const PIPES_AT_ONCE = 16;
/** Pipes made and opened, not used yet (their names unlinked: nothing else can open them). */
const pipes: Pipe[] = [];

/** A new pipe: one of the pool, which is filled with PIPES_AT_ONCE more by one `mkfifo` when it is empty. */
function takePipe(): Pipe {
  if (pipes.length === 0) pipes.push(...makePipes(PIPES_AT_ONCE));
  return pipes.pop()!;
}

/** `count` named pipes made by one `mkfifo`, each opened at both ends (the read end non-blocking), then unlinked. */
function makePipes(count: number): Pipe[] {
  const dir = mkdtempSync(join(tmpdir(), "agent-workbook-pipe-"));
  const fifos = Array.from({ length: count }, (_, n) => join(dir, String(n)));
  const fds: number[] = [];
  try {
    execFileSync("mkfifo", ["-m", "600", ...fifos]); // one process for all of them, not one each
    for (const fifo of fifos) {
      fds.push(openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK), openSync(fifo, constants.O_WRONLY));
    }
  } catch (err) {
    for (const fd of fds) closeSync(fd);
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true }); // the open descriptors keep the pipes alive
  }
  return fifos.map((_, n) => ({ readFd: fds[2 * n], writeFd: fds[2 * n + 1] }));
}

/** One stream: reads `readFd` into one reused buffer, keeping the first `limit` bytes; `writeFd` is the child's. */
function capture(readFd: number, writeFd: number, limit: number): Capture {
  const kept = Buffer.allocUnsafe(limit);
  let size = 0;
  const chunk = Buffer.allocUnsafe(64 * 1024);
  const keep = (bytes: number, buffer: Uint8Array) => {
    const room = limit - size;
    if (room > 0) size += Buffer.from(buffer.buffer, buffer.byteOffset, Math.min(bytes, room)).copy(kept, size);
  };
  // `onread` (one reused buffer) is honoured by the constructor too; @types/node lists it under connect().
  const socket = new Socket({
    fd: readFd,
    readable: true,
    writable: false,
    onread: {
      buffer: chunk,
      callback(bytes: number, buffer: Uint8Array) {
        keep(bytes, buffer);
        return true;
      },
    },
  } as SocketConstructorOpts & OnReadOption);
  // #endregion fifo
  // A read error only ends the output early; never let it become an uncaught exception.
  socket.on("error", () => {});
  // At its end the socket closes the read end, whose number the next pipe opened may take: never read it again.
  let open = true;
  socket.on("end", () => (open = false));
  socket.on("close", () => (open = false));
  let writeOpen = true;
  const releaseWriteEnd = () => {
    if (writeOpen) closeSync(writeFd);
    writeOpen = false;
  };
  return {
    writeFd,
    socket,
    releaseWriteEnd,
    text: () => new TextDecoder("utf-8").decode(kept.subarray(0, size)),
    drain() {
      if (!open || socket.destroyed) return;
      // Non-blocking reads (the read end was opened O_NONBLOCK) until the pipe is empty (EAGAIN) or has no writer
      // left (0 bytes); at most what a pipe holds, so that a background child writing on cannot keep it going.
      for (let total = 0; total < PIPE_MAX_BYTES; ) {
        let bytes: number;
        try {
          bytes = readSync(readFd, chunk, 0, chunk.length, null);
        } catch {
          return; // EAGAIN: empty for now; or the pipe is closed already
        }
        if (bytes === 0) return;
        keep(bytes, chunk);
        total += bytes;
      }
    },
    close() {
      open = false;
      releaseWriteEnd();
      socket.destroy();
    },
  };
}

/** A ToolError for a command that could not be started, in the model's terms (no errno, no absolute path). */
function spawnError(err: unknown, cwd: string): ToolError {
  if (!existsSync(cwd)) {
    return new ToolError(
      "Error: The workspace folder no longer exists (it was deleted or moved), so no command can run in it. Restart the lesson.",
    );
  }
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "E2BIG") return commandTooLong(undefined);
  if (code === "ENOENT") return new ToolError("Error: Could not run bash: bash was not found on this system.");
  return new ToolError(`Error: Could not run bash: ${plainReason(err)}`);
}

/** The ToolError for a command longer than the system passes to a program. */
function commandTooLong(bytes: number | undefined): ToolError {
  const size = bytes === undefined ? "" : ` (${bytes} bytes; at most ${MAX_COMMAND_BYTES})`;
  return new ToolError(
    `Error: The command is too long to run${size}. Write the long part to a file first, in pieces if need be, then run or read it from there.`,
  );
}
