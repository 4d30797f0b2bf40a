/** The streams a session's screen may be written to besides the terminal. */
import { writeSync } from "node:fs";
import { type Readable, Writable } from "node:stream";

/** A stream that may be a terminal. */
export interface MaybeTerminal {
  /** True on a terminal. */
  isTTY?: boolean;
}

/** The streams a session reads and writes: the process's for `pnpm lesson`, a test's buffers for a test. */
export interface Stdio {
  /** What a live REPL reads. */
  stdin: Readable & MaybeTerminal;
  /** The screen of a REPL or a demo; a one-shot run's answer. */
  stdout: Writable & MaybeTerminal;
  /** Errors; a one-shot run's progress when it is a terminal. */
  stderr: Writable & MaybeTerminal;
}

/** A stream that drops what is written to it: the screen of a one-shot run nobody watches. */
export function nullStream(): Writable {
  return new Writable({ write: (_chunk, _encoding, done) => done() });
}

/** A stream that writes to a file descriptor at once, so that nothing is lost when the process exits. */
export function fdStream(fd: number): Writable {
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
