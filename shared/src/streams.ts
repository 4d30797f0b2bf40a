/** The streams a session's screen may be written to besides the terminal. */
import { writeSync } from "node:fs";
import { Writable } from "node:stream";

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
