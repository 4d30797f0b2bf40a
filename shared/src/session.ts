import type { Interface } from "node:readline/promises";
import type { Readable, Writable } from "node:stream";
import type Anthropic from "@anthropic-ai/sdk";
import { type CtrlC, Interrupted } from "./ctrl-c.ts";
import { explainError } from "./explain-error.ts";
import pc from "picocolors";
import {
  askKeys,
  askPermission,
  type PermissionAnswer,
  type PolicyCall,
  questionPolicy,
  REFUSED,
  type SettledDecision,
  type ToolPolicy,
} from "./permission.ts";
import type { Recorder } from "./providers/recorder.ts";
import { ReplayError } from "./providers/replay.ts";
import type { RunEvents } from "./run-events.ts";
import type { ModelClient } from "./providers/types.ts";
import { Outside, SessionClock } from "./outside.ts";
import type { Tool } from "./tool.ts";
import type { ConceptName } from "./display/events.ts";
import { withGivenTools } from "./tool-gate.ts";
import type { Terminal } from "./ui.ts";
import type { Setting } from "./settings.ts";

/** What the learner reads after Ctrl-C has interrupted a turn. */
export const INTERRUPTED_LINE =
  "Interrupted: your conversation is kept as it was before this message. (Ctrl-C again to quit)";

/** Which way the model's answers come: a live provider, a cassette, or the bundled demo cassette. */
export type Mode = "anthropic" | "openai" | "replay" | "demo";

/** What a session is made of; `buildSession` (or `sessionFromParts`) builds each part, the session only uses them. */
export interface SessionParts {
  /** The lesson's id, e.g. `v1`. */
  lessonId: string;
  /** Where the model's answers come from. */
  mode: Mode;
  /** The task given with -p: the session runs it alone and prints only the final answer. */
  oneShotPrompt: string | undefined;
  /** The learner's requests when they are not typed: the -p task, or the cassette's prompts. */
  scriptedPrompts: string[] | undefined;
  /** Absolute path of the folder the agent works in. */
  workdir: string;
  /** True when the workspace is a fresh copy the kit made for this run of the lesson's sample (or cassette's). */
  sampleCopy?: boolean;
  /** The model id sent with every request. */
  model: string;
  /** The model client the lesson calls, already showing each call on the terminal. */
  client: ModelClient;
  /** The terminal. */
  ui: Terminal;
  /** The shell command that runs this lesson one-shot in the current folder. */
  selfCommand: string;
  /** The learner's keyboard in a live REPL; undefined otherwise. */
  rl: Interface | undefined;
  /** The terminal's keyboard the permission question is asked on; undefined: no one to ask (a replay, -p, --yes). */
  askOn: Interface | undefined;
  /** `--yes`: run every call without asking (in s03p, the bypassPermissions mode). */
  yes?: boolean;
  /** Writes the session to a cassette, with --record. */
  recorder: Recorder | undefined;
  /** What Ctrl-C does. */
  ctrlC: CtrlC;
  /** Where the run reports its facts to the program that started it (the exercise checks): errors, a replay's end. */
  events?: RunEvents;
  /** What comes from outside the model calls (the clock, waits, tool servers' answers): live and recorded, or replayed. */
  outside: Outside;
  /** A clock whose time passes only by its waits, which end at once (a test's session). */
  virtualClock?: boolean;
  /** A live clock's speed (WORKBOOK_CLOCK_RATE): 600 runs an hour of it in six real seconds; 1 by default. */
  clockRate?: number;
  /** Its standard input, output and error: the process's for `pnpm lesson`, a test's streams otherwise. */
  output: { stdin: Readable & { isTTY?: boolean }; stdout: Writable; stderr: Writable & { isTTY?: boolean } };
  /** The environment of the commands the agent runs (bash, jobs, tool servers, hooks): no credential in it. */
  env: NodeJS.ProcessEnv;
  /** The values of the settings the lesson declared, checked. */
  settings?: ReadonlyMap<Setting, unknown>;
  /** The lesson's own options as given: a value's text, `true` for a flag. */
  options?: Readonly<Record<string, string | true>>;
}

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
  /**
   * The learner's lines, read from the start through readline's iterator, which buffers them: piped input loses
   * none while the agent works, nor while a lesson gets ready before its first prompt (s19 starts its servers).
   */
  private readonly lines: AsyncIterator<string> | undefined;
  /** Piped input can end while lines of it are still to be read; readline then refuses to prompt (Node 22+). */
  private inputEnded = false;
  /** The prompt is on screen, waiting for the learner's line (a live REPL). */
  private atPrompt = false;
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
    this.lines = parts.rl?.[Symbol.asyncIterator]();
    parts.rl?.once("close", () => (this.inputEnded = true));
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
    const { ctrlC, rl } = this.parts;
    ctrlC.beginTurn();
    try {
      return await work();
    } finally {
      ctrlC.endTurn();
      if (rl && this.atPrompt && !this.stopped) rl.prompt();
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
    const rl = this.parts.rl!;
    rl.setPrompt(this.ui.promptLabel());
    while (!this.stopped) {
      if (this.inputEnded) this.parts.output.stdout.write(this.ui.promptLabel());
      else rl.prompt();
      this.atPrompt = true;
      const next = await this.lines!.next();
      this.atPrompt = false;
      if (next.done) return; // stdin closed (Ctrl-D)
      const query = next.value;
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

  // #region supervise
  /**
   * Runs one tool call in front of the learner: shows it, asks the session's policy, calls the lesson's dispatch.
   *
   * It shows the call line, asks the policy (allow, ask or deny, with a reason; on ask, the learner answers and the
   * answer is recorded through `outside`), calls `dispatch` (the lesson's `runTool`) and shows a preview of the
   * result. `tools` are the calling agent's tools (the lesson's table, a subagent's, a teammate's): a kit tool that
   * is not among them refuses to run, its error result listing them (tool-gate.ts). A denied call gets an
   * `is_error` result holding the reason, without reaching `dispatch`. Ctrl-C during the question or the run ends
   * the turn ({@link Interrupted}).
   */
  async supervise(
    block: Anthropic.ToolUseBlock,
    tools: Tool[],
    dispatch: (block: Anthropic.ToolUseBlock) => Promise<Anthropic.ToolResultBlockParam>,
  ): Promise<Anthropic.ToolResultBlockParam> {
    const { ctrlC } = this.parts;
    if (ctrlC.interrupted) throw new Interrupted();
    this.ui.toolCall(block.name, block.input);
    // An unknown tool asks nothing: the dispatch answers it with an error, or the tool itself if the agent lacks it.
    const declared = tools.find((t) => t.name === block.name);
    const call: PolicyCall = { name: block.name, input: block.input, id: block.id };
    if (declared) call.needsPermission = declared.needsPermission;
    const { denial, input } = declared ? await this.permit(declared, call) : { input: block.input };
    // The call runs with the input the policy gave it (s04: a PreToolUse hook's updatedInput), else the model's.
    const run = input === block.input ? block : { ...block, input };
    const result: Anthropic.ToolResultBlockParam =
      denial !== undefined
        ? { type: "tool_result", tool_use_id: block.id, content: denial, is_error: true }
        : await withGivenTools(tools, () => dispatch(run));
    // Ctrl-C has killed the command (or it finished meanwhile): the turn ends here either way.
    if (ctrlC.interrupted) throw new Interrupted();
    // A subagent's cassette that ran out or differs ends the parent's turn too, whatever its tool made of it; so
    // does a recording that does not hold what the tool asked from outside.
    const replayError = this.subagentReplayError ?? this.outside.takeReplayError();
    this.subagentReplayError = undefined;
    if (replayError) throw replayError;
    this.ui.toolResult(resultText(result), result.is_error === true);
    // The policy's step after a call that ran (s04: the PostToolUse hooks): what the model reads of it.
    if (denial !== undefined || !declared || !this.policy.after) return result;
    return this.policy.after({ ...call, input }, result);
  }

  /**
   * Asks the policy (and, on ask, the learner) about one call: `denial`, what the model reads, when it may not run;
   * `input`, what it runs with (the policy's, else the model's).
   */
  private async permit(tool: Tool, call: PolicyCall): Promise<{ denial?: string; input: unknown }> {
    const { ctrlC } = this.parts;
    const decided: SettledDecision = await this.policy.decide(call);
    const input = decided.input ?? call.input;
    if (decided.decision === "ask") {
      const rl = this.parts.askOn;
      // No one to ask, live: a policy should not ask then; the call is denied rather than run unasked.
      if (!rl && !this.outside.replaying) {
        decided.decision = "deny";
        decided.reason = `Denied: ${decided.reason} There is no terminal to ask on.`;
      } else {
        // Ctrl-C at the question ends the turn (readline moves to a new line).
        const answer = await this.outside
          .when<PermissionAnswer>("permission", () => askPermission(rl!, tool, input, ctrlC.signal, this.ui.mark("")))
          .catch((err: unknown) => {
            throw ctrlC.interrupted ? new Interrupted() : err;
          });
        decided.answer = answer;
        decided.decision = answer === "no" ? "deny" : "allow";
        if (answer === "always") decided.always = await this.policy.always({ ...call, input });
      }
    }
    this.policy.show?.(call, decided);
    if (decided.decision === "allow") return { input };
    return { denial: decided.answer === "no" ? REFUSED : decided.reason, input };
  }
  // #endregion supervise

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

/** A tool result's content as the terminal previews it: the text, whatever shape it was sent in. */
function resultText(result: Anthropic.ToolResultBlockParam): string {
  if (typeof result.content === "string") return result.content;
  return (result.content ?? []).map((b) => (b.type === "text" ? b.text : `[${b.type}]`)).join("\n");
}
