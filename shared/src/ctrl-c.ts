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
 * so does every Ctrl-C where turns cannot be interrupted.
 */
export class CtrlC {
  private turn: AbortController | undefined;
  private readonly interruptible: boolean;
  private readonly quit: () => void;

  constructor(interruptible: boolean, quit: () => void) {
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
    if (!this.interruptible || !this.turn || this.turn.signal.aborted) {
      this.quit();
      return;
    }
    this.turn.abort(new Interrupted()); // the model call, the permission question
    stopRunningCommands(); // the commands: SIGTERM to their process groups, then SIGKILL
  }
  // #endregion press
}
