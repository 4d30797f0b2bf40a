import { stopRunningCommands } from "./tools/bash.ts";

/** What a turn throws after Ctrl-C: the lesson's catch puts its history back and calls `session.fail`. */
export class Interrupted extends Error {
  constructor() {
    super("Interrupted (Ctrl-C)");
    this.name = "Interrupted";
  }
}

/**
 * What Ctrl-C does in a session: stop the turn in a live REPL, otherwise quit.
 *
 * Where turns can be interrupted (a live REPL on a terminal), the first Ctrl-C during a turn aborts it: its
 * model call, its permission question and its running commands. A second one, or one at the prompt, quits;
 * so does every Ctrl-C where turns cannot be interrupted. Quitting at the prompt is the normal way out (exit
 * status 0); quitting in the middle of a turn stops work half done (130, as a shell reports a Ctrl-C).
 */
export class CtrlC {
  private turn: AbortController | undefined;
  private readonly interruptible: boolean;
  private readonly quit: (code: number) => void;

  constructor(interruptible: boolean, quit: (code: number) => void) {
    this.interruptible = interruptible;
    this.quit = quit;
  }

  /** A turn starts: the learner's message has gone to the lesson. */
  beginTurn(): void {
    this.turn = new AbortController();
  }

  /** The turn is over: the lesson asks for the next message. */
  endTurn(): void {
    this.turn = undefined;
  }

  /** The current turn's signal, aborted by Ctrl-C; undefined between turns. */
  get signal(): AbortSignal | undefined {
    return this.turn?.signal;
  }

  /** Whether the current turn has been interrupted. */
  get interrupted(): boolean {
    return this.turn?.signal.aborted ?? false;
  }

  // #region press
  /** Ctrl-C was pressed (the readline 'SIGINT' event, or a SIGINT signal). */
  press(): void {
    if (!this.turn) return this.quit(0); // at the prompt: nothing is left half done
    if (!this.interruptible || this.turn.signal.aborted) return this.quit(130);
    this.turn.abort(new Interrupted()); // the model call, the permission question
    stopRunningCommands(); // the commands: SIGTERM to their process groups, then SIGKILL
  }
  // #endregion press
}
