import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cutText, MAX_OUTPUT_CHARS, ToolError } from "../tool.ts";
import { plainReason } from "../workspace.ts";
import { openCaptures } from "./output-pipes.ts";
import { depthOf, stopGroup, trackCommand } from "./process-groups.ts";

export { stopRunningCommands } from "./process-groups.ts";

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

const INTERRUPTED = "Error: Interrupted by user";
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

    let settled = false;
    const timeoutTimer = setTimeout(() => fail(new ToolError(timeoutMessage)), timeoutMs);
    const onAbort = () => fail(new ToolError(INTERRUPTED));
    signal?.addEventListener("abort", onAbort, { once: true });
    // Ended with this process if it outlives it; stopped by stopRunningCommands() until it settles.
    const untrack = trackCommand(child, onAbort);
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
      untrack();
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
