import { closeSync, constants, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { Socket, type OnReadOpts, type SocketConstructorOpts } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

type OnReadOption = { onread: OnReadOpts };

/**
 * What a pipe can hold at most (Linux's pipe-max-size, 1 MiB by default): when the shell has exited, all that its
 * commands wrote and was not read yet is in the pipes, so reading this much takes all of it.
 */
const PIPE_MAX_BYTES = 1024 * 1024;

/** One output stream of the command: a pipe whose first `limit` bytes are kept and the rest dropped. */
export interface Capture {
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
 * Opens a command's two output streams, stdout and stderr: two named pipes (FIFOs) from the pool.
 *
 * Each is read into one reused 64 KiB buffer that keeps only the first `limit` bytes. Nothing is allocated per
 * read, so memory stays flat however much a command prints, and the command never blocks on a full pipe. (Node's
 * child_process pipes allocate a new Buffer for every read; the garbage piles up to tens of MB before a collection.)
 */
export function openCaptures(limit: number): [stdout: Capture, stderr: Capture] {
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
