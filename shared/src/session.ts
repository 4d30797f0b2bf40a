import type Anthropic from "@anthropic-ai/sdk";
import pc from "picocolors";
import { Interrupted } from "./ctrl-c.ts";
import { explainError } from "./explain-error.ts";
import { askKeys, questionPolicy, type ToolPolicy } from "./permission.ts";
import { ReplayError } from "./providers/replay.ts";
import { Outside, SessionClock } from "./outside.ts";
import type { Tool } from "./tool.ts";
import type { ConceptName } from "./display/events.ts";
import type { ModelClient } from "./providers/types.ts";
import type { Terminal } from "./ui.ts";
import type { Setting } from "./settings.ts";
import type { SessionParts } from "./session-parts.ts";
import { superviseCall } from "./supervise.ts";
import { TypedLines } from "./typed-lines.ts";

/** What the learner reads after Ctrl-C has interrupted a turn. */
export const INTERRUPTED_LINE =
  "Interrupted: your conversation is kept as it was before this message. (Ctrl-C again to quit)";

/**
 * Everything around the lesson's loop: model client, workspace, prompts, permission, printing.
 *
 * Built by `buildSession` (runLesson's, for the program) or `sessionFromParts` (a test's); the lesson keeps the loop
 * and the tool dispatch itself. `C`: the concepts whose events the lesson shows (its package.json
 * `workbook.displays`), e.g. `Session<"team" | "autonomy">`; none by default.
 */
export class Session<C extends ConceptName = never> {
  /** Absolute path of the folder the agent works in. */
  readonly workdir: string;
  /**
   * True when the workspace is a fresh copy the kit made for this run of the lesson's sample.
   *
   * Or of the cassette's workspace: it holds what the workbook ships and nothing else (s04 trusts its hooks).
   */
  readonly sampleCopy: boolean;
  /** The model id sent with every request. */
  readonly model: string;
  /** The model client: the lesson calls `client.messages.create(...)` exactly as with the SDK. */
  readonly client: ModelClient;
  /** The terminal; lessons show their own concept's events through it (those of the concepts `C`). */
  readonly ui: Terminal<C>;
  /** The shell command that runs this lesson one-shot in the current folder: `<command> "task"` (v0's subagent). */
  readonly selfCommand: string;
  /**
   * What comes to the session from outside its model calls: a background job's end, a tool server's answer.
   *
   * `session.outside.when("mcp:notes", () => …)`: live it is asked and recorded; a replay gives it back.
   */
  readonly outside: Outside;
  /** The session's clock: every wait of a lesson goes through it, so that a replay is exact and never waits. */
  readonly clock: SessionClock;
  /**
   * The environment of the commands the agent runs, cleaned of credentials.
   *
   * For bash (`runBash(command, { env: session.env })`), background
   * jobs, tool servers, hooks. The session's own, cleaned: no credential, INIT_CWD, FORCE_COLOR nor the workbook's
   * descriptors. The process's own environment is never changed.
   */
  readonly env: NodeJS.ProcessEnv;
  /** The exit status the run ends with: 1 once a replay, a demo or a one-shot run has failed. */
  exitCode = 0;

  private readonly parts: SessionParts;
  /** What the gate asks about each tool call: the kit's question, or the lesson's ({@link Session.usePolicy}). */
  private policy: ToolPolicy;
  private stopped = false;
  /** What ends when the session closes (onClose). */
  private readonly closing: (() => void)[] = [];
  /** The learner's lines at a live REPL (buffered from the start); undefined when the requests are given. */
  private readonly typed: TypedLines | undefined;
  /** A replay error raised inside a subagent, for the tool call that started it to throw again. */
  private subagentReplayError: ReplayError | undefined;

  /** @internal Lessons get their session from `buildSession`, which builds its parts. */
  constructor(parts: SessionParts) {
    this.parts = parts;
    this.workdir = parts.workdir;
    this.sampleCopy = parts.sampleCopy ?? false;
    this.model = parts.model;
    this.client = parts.client;
    this.ui = parts.ui;
    this.selfCommand = parts.selfCommand;
    this.outside = parts.outside;
    this.env = parts.env;
    this.clock = new SessionClock(parts.outside, parts.virtualClock, parts.clockRate);
    this.policy = questionPolicy(parts.askOn !== undefined);
    // Typed or piped lines are buffered from the start, so that a lesson may await something before its REPL.
    this.typed = parts.rl && new TypedLines(parts.rl, parts.output.stdout);
  }

  /**
   * The value of a setting the lesson declared (`session.setting(COMPACT_THRESHOLD)`): the environment's, checked
   *
   * when the session was built, or its default. Throws for a setting the lesson did not declare.
   */
  setting<T>(setting: Setting<T>): T {
    const values = this.parts.settings;
    if (!values?.has(setting as Setting)) {
      throw new Error(`${setting.name} is not a setting of lesson ${this.parts.lessonId}: declare it in its LESSON.`);
    }
    return values.get(setting as Setting) as T;
  }

  /** The value of one of the lesson's own options (`--mode MODE`): its text, `true` for a flag; undefined when not given. */
  option(name: string): string | true | undefined {
    return this.parts.options?.[name];
  }

  /** True when `--yes` was given: nothing is asked (s03p reads it as the bypassPermissions mode). */
  get yes(): boolean {
    return this.parts.yes === true;
  }

  /**
   * True when the permission question can be answered: live on a terminal, or, in a replay, when the recording
   *
   * was (its answers are given back). Recorded through `outside` ("terminal"), so a replay takes the same path.
   */
  canAsk(): boolean {
    return this.outside.now("terminal", () => this.parts.askOn !== undefined);
  }

  /**
   * Asks the learner `question` on the terminal, answered by one of `keys` (one key, without Enter); undefined when
   *
   * there is no one to ask (a replay, -p, no terminal). Live only: a lesson records what it decides from the answer
   * through `outside`. Ctrl-C at the question ends the turn.
   */
  async askLearner<A extends string>(question: string, keys: Record<string, A>): Promise<A | undefined> {
    const rl = this.parts.askOn;
    if (!rl) return undefined;
    const { ctrlC } = this.parts;
    return askKeys(rl, pc.yellow(question), keys, ctrlC.signal).catch((err: unknown) => {
      throw ctrlC.interrupted ? new Interrupted() : err;
    });
  }

  /** Gives the session the lesson's policy: every tool call `supervise` runs (any agent's) is decided by it. */
  usePolicy(policy: ToolPolicy): void {
    this.policy = policy;
  }

  /** True when the model's answers come from a cassette (the demo, --replay): a session recorded elsewhere. */
  get replaying(): boolean {
    return this.parts.mode === "demo" || this.parts.mode === "replay";
  }

  /**
   * The current turn's signal, aborted by Ctrl-C; undefined between turns.
   *
   * What a lesson waits on ends with it: s13's jobs, s17's polls, s19's server calls.
   */
  get signal(): AbortSignal | undefined {
    return this.parts.ctrlC.signal;
  }

  /**
   * True when the learner types at a terminal (a live REPL on a TTY): their `q` or Ctrl-D ends the session.
   *
   * Otherwise the requests were given (a demo, a replay, -p, piped input), and a lesson that works on by itself
   * after them (s14's scheduled jobs) may go on until it has nothing left to do.
   */
  get interactive(): boolean {
    return this.parts.rl !== undefined && this.parts.output.stdin.isTTY === true;
  }

  /**
   * Runs `work`, a turn the lesson starts by itself between the learner's requests (s14's fired job), as a turn:
   *
   * Ctrl-C interrupts it ({@link signal}) as it does a typed request's. Live at the prompt, the prompt is shown again
   * after it.
   */
  async ownTurn<T>(work: () => Promise<T>): Promise<T> {
    const { ctrlC } = this.parts;
    ctrlC.beginTurn();
    try {
      return await work();
    } finally {
      ctrlC.endTurn();
      if (!this.stopped) this.typed?.reprompt();
    }
  }

  /** The learner's requests: typed at the prompt, taken from -p, or read from the cassette. */
  async *prompts(): AsyncGenerator<string> {
    const { scriptedPrompts, recorder } = this.parts;
    if (scriptedPrompts) {
      for (const prompt of scriptedPrompts) {
        if (this.stopped) return;
        this.ui.echoPrompt(prompt);
        recorder?.prompt(prompt);
        yield* this.turn(prompt);
      }
      return;
    }
    while (!this.stopped) {
      const query = await this.typed!.next(this.ui.promptLabel());
      if (query === undefined) return; // stdin closed (Ctrl-D)
      if (["q", "exit", ""].includes(query.trim().toLowerCase())) {
        // piped input is not echoed by a terminal: show it
        if (!this.parts.output.stdin.isTTY) this.ui.line(query);
        return;
      }
      this.ui.show({ kind: "prompt", text: query, typed: true });
      recorder?.prompt(query);
      yield* this.turn(query);
    }
  }

  /** Hands one message to the lesson: its turn lasts until the lesson asks for the next one. */
  private *turn(query: string): Generator<string> {
    this.parts.ctrlC.beginTurn();
    try {
      yield query;
    } finally {
      this.parts.ctrlC.endTurn();
    }
  }

  /**
   * Runs one tool call in front of the learner: shows it, asks the session's policy, calls the lesson's dispatch.
   *
   * `tools` are the calling agent's tools; a denied call gets an `is_error` result holding the reason, without
   * reaching `dispatch`; Ctrl-C during the question or the run ends the turn ({@link Interrupted}). See
   * supervise.ts.
   */
  supervise(
    block: Anthropic.ToolUseBlock,
    tools: Tool[],
    dispatch: (block: Anthropic.ToolUseBlock) => Promise<Anthropic.ToolResultBlockParam>,
  ): Promise<Anthropic.ToolResultBlockParam> {
    const { ctrlC, askOn } = this.parts;
    const takeSubagentReplayError = () => {
      const error = this.subagentReplayError;
      this.subagentReplayError = undefined;
      return error;
    };
    const gate = { ui: this.ui, policy: this.policy, ctrlC, askOn, outside: this.outside, takeSubagentReplayError };
    return superviseCall(gate, block, tools, dispatch);
  }

  // #region subagent
  /**
   * Runs `work`, a subagent's loop, as the subagent's.
   *
   * On screen its lines hang under the call that started it, its rounds and tokens are counted apart, and a line
   * says when it hands back; in a recording its model calls are marked `subagent`. Its loop, its messages and its
   * tools are the lesson's.
   */
  async subagent<T>(work: () => Promise<T>): Promise<T> {
    const { recorder } = this.parts;
    this.ui.beginSubagent();
    if (recorder) recorder.agent = "subagent";
    let stopped = true;
    try {
      const result = await work();
      stopped = false;
      return result;
    } catch (err) {
      // The lesson's task tool turns a failure into an error result; a replay error must still end the turn.
      if (err instanceof ReplayError) this.subagentReplayError = err;
      throw err;
    } finally {
      if (recorder) recorder.agent = undefined;
      this.ui.endSubagent(stopped);
    }
  }
  // #endregion subagent

  // #region aside
  /**
   * Runs `work`, a model call the lesson makes beside its loop (s08's summary), as `agent`'s.
   *
   * Its usage line names it and its tokens are counted apart; in a recording its call is marked `agent`.
   */
  async aside<T>(agent: string, work: () => Promise<T>): Promise<T> {
    const { recorder } = this.parts;
    if (recorder) recorder.agent = agent;
    this.ui.aside(agent);
    try {
      return await work();
    } finally {
      if (recorder) recorder.agent = undefined;
      this.ui.aside(undefined);
    }
  }
  // #endregion aside

  // #region teammate
  /**
   * Runs `work`, one turn of the teammate `name` (s15), as the teammate's.
   *
   * Its lines are marked with its name in its colour, its rounds and tokens are counted apart, and in a recording
   * its model calls are marked with its name.
   */
  async teammate<T>(name: string, work: () => Promise<T>): Promise<T> {
    const { recorder } = this.parts;
    this.ui.speaker(name);
    if (recorder) recorder.agent = name;
    try {
      return await work();
    } finally {
      if (recorder) recorder.agent = undefined;
      this.ui.speaker(undefined);
    }
  }
  // #endregion teammate

  /** Ends a turn: in one-shot mode prints the final answer on stdout (all a script or parent agent sees). */
  answer(history: Anthropic.MessageParam[]): void {
    if (this.parts.oneShotPrompt === undefined) {
      this.ui.turnEnd();
      return;
    }
    const last = history[history.length - 1];
    const content = typeof last?.content === "string" ? [] : (last?.content ?? []);
    const text = content
      .filter((b): b is Anthropic.TextBlockParam => b.type === "text")
      .map((b) => b.text)
      .join("\n")
      .trim();
    this.parts.output.stdout.write(`${text}\n`);
  }

  /** Reports a failed or interrupted turn and what to do; the lesson has already put its history back as it was. */
  fail(err: unknown): void {
    this.ui.stopThinking();
    if (err instanceof Interrupted) {
      this.ui.warn(INTERRUPTED_LINE);
      return;
    }
    const { oneShotPrompt, mode } = this.parts;
    const fatal = err instanceof ReplayError || oneShotPrompt !== undefined || mode === "demo" || mode === "replay";
    const message = explainError(err);
    // In one-shot mode the screen may be silent: errors always reach stderr.
    const stderr = this.parts.output.stderr;
    if (oneShotPrompt !== undefined && !stderr.isTTY) stderr.write(`${message}\n`);
    this.ui.error(message);
    this.parts.events?.emit({ type: "error", text: message });
    if (err instanceof ReplayError) this.parts.events?.emit({ type: "replay-end", reason: err.reason, text: message });
    if (fatal) {
      this.exitCode = 1;
      this.stopped = true;
    } else {
      this.ui.note("Your conversation is kept as it was before this message: send it again to retry.");
    }
  }

  /**
   * The lesson cannot start its session (its setup refused what it read: s03p's settings files): says why, and the
   *
   * session ends with exit status 2 before any request. The lesson closes it.
   */
  cannotStart(err: unknown): void {
    const message = err instanceof Error ? err.message : String(err);
    const stderr = this.parts.output.stderr;
    if (this.parts.oneShotPrompt !== undefined && !stderr.isTTY) stderr.write(`${message}\n`);
    this.ui.error(message);
    this.parts.events?.emit({ type: "error", text: message });
    this.exitCode = 2;
    this.stopped = true;
  }

  /**
   * Runs `done` when the session closes: what a lesson or a kit concept started for this session (a timer, a lease
   *
   * held, a listener) ends with it, so that two sessions in one process never share it.
   */
  onClose(done: () => void): void {
    this.closing.push(done);
  }

  /** Releases the terminal and ends what was started for the session (onClose); after the demo, says how to go live. */
  close(): void {
    this.parts.rl?.close();
    for (const done of this.closing.splice(0)) done();
    if (this.parts.mode === "demo" && !this.stopped && this.exitCode === 0) {
      this.ui.note(
        `Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson ${this.parts.lessonId} live.`,
      );
    }
  }
}
