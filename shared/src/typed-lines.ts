import type { Interface } from "node:readline/promises";
import type { Writable } from "node:stream";

/**
 * The learner's lines at a live REPL, typed at the prompt or piped in, one per prompt.
 *
 * They are read from the start through readline's iterator, which buffers them: piped input loses none while the
 * agent works, nor while a lesson gets ready before its first prompt (s19 starts its servers).
 */
export class TypedLines {
  private readonly rl: Interface;
  private readonly stdout: Writable;
  private readonly lines: AsyncIterator<string>;
  /** Piped input can end while lines of it are still to be read; readline then refuses to prompt (Node 22+). */
  private inputEnded = false;
  /** The prompt is on screen, waiting for the learner's line. */
  private atPrompt = false;

  /** Starts buffering `rl`'s lines at once; `stdout` shows the prompt when readline no longer can. */
  constructor(rl: Interface, stdout: Writable) {
    this.rl = rl;
    this.stdout = stdout;
    this.lines = rl[Symbol.asyncIterator]();
    rl.once("close", () => (this.inputEnded = true));
  }

  /** Shows the prompt `label` and waits for the learner's next line; undefined once the input has ended (Ctrl-D). */
  async next(label: string): Promise<string | undefined> {
    this.rl.setPrompt(label);
    if (this.inputEnded) this.stdout.write(label);
    else this.rl.prompt();
    this.atPrompt = true;
    const next = await this.lines.next();
    this.atPrompt = false;
    return next.done ? undefined : next.value;
  }

  /** Shows the prompt again when the learner was at it (after a turn the lesson started by itself). */
  reprompt(): void {
    if (this.atPrompt) this.rl.prompt();
  }
}
