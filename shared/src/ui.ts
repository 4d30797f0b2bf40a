import type { Writable } from "node:stream";
import pc from "picocolors";
import yoctoSpinner from "yocto-spinner";
import { replacePaths } from "./replace-strings.ts";

/** Token counts of one response, as the API reports them in `usage`. */
export interface Usage {
  /** Tokens the request took. */
  input_tokens: number;
  /** Tokens the model wrote. */
  output_tokens: number;
}

/**
 * What a tool call looks like on screen: `> bash: ls -la`, `> TodoWrite: 4 items`, `> TaskCreate: Write the tests`.
 *
 * A call with a `taskId` shows it, then its other fields: `> TaskUpdate: #2 status=in_progress`.
 */
export function describeCall(name: string, input: unknown): string {
  const fields = (input ?? {}) as Record<string, unknown>;
  if (typeof fields.taskId === "string") {
    const { taskId, ...rest } = fields;
    const changes = Object.entries(rest).map(
      ([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`,
    );
    return `> ${name}: ${oneLine([`#${taskId.replace(/^#/, "")}`, ...changes].join(" "), 100)}`;
  }
  const main = fields.command ?? fields.path ?? fields.pattern ?? fields.subject ?? fields.description;
  const list = Object.entries(fields).find(([, value]) => Array.isArray(value)) as [string, unknown[]] | undefined;
  const detail =
    typeof main === "string"
      ? main
      : list
        ? `${list[1].length} ${list[1].length === 1 ? list[0].replace(/s$/, "") : list[0]}`
        : (JSON.stringify(input) ?? "");
  return `> ${name}: ${oneLine(detail, 100)}`;
}

/** One line of the todo panel: the task as the lesson renders it, its status, and what it is doing when in progress. */
export interface TodoLine {
  /** The task as the lesson renders it, e.g. `[>] #2: Write the tests`. */
  text: string;
  /** Where the task stands: done lines are dimmed, the one in progress is highlighted. */
  status: "pending" | "in_progress" | "completed";
  /** Shown by the spinner while this task is in progress (v2's activeForm). */
  activity?: string;
}

/** The first lines of a tool result, indented, with a count of what was left out. */
export function previewResult(content: string, maxLines = 5): string {
  const lines = content.split("\n");
  if (lines.length === maxLines + 1) maxLines += 1; // "(+1 lines)" would hide nothing worth hiding
  const shown = lines.slice(0, maxLines).map((line) => `  ${oneLine(line, 120)}`);
  if (lines.length > maxLines) shown.push(`  … (+${lines.length - maxLines} lines)`);
  return shown.join("\n");
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s*\n\s*/g, " ⏎ ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** What a subagent at work has done so far: its rounds and its tokens. */
interface SubagentWork {
  rounds: number;
  total: Usage;
  /** What the spinner said before it: said again after. */
  activity: string;
}

/** What marks a subagent's lines: they hang under the call that started it. */
const SUB_MARK = "  │ ";

/** A teammate (s15): the mark in front of its lines, `[alice] ` in its colour, and its rounds and tokens so far. */
interface TeammateWork {
  name: string;
  mark: string;
  rounds: number;
  total: Usage;
}

/** The teammates' colours, in the order they first speak. */
const TEAM_COLOURS = [pc.green, pc.magenta, pc.blue, pc.yellow];

/** The terminal: everything the learner sees goes through here (colours, spinner, tool lines, usage). */
export class Terminal {
  private spinner: ReturnType<typeof yoctoSpinner> | undefined;
  /** The main agent's tokens, over the session. */
  private readonly total: Usage = { input_tokens: 0, output_tokens: 0 };
  /** Every subagent's tokens, over the session. */
  private readonly subTotal: Usage = { input_tokens: 0, output_tokens: 0 };
  private round = 0;
  /** The subagent at work, while there is one: its lines are marked and its rounds counted apart. */
  private sub: SubagentWork | undefined;
  /** Every teammate that has spoken, by name; the one speaking now, whose lines are marked with its name. */
  private readonly teammates = new Map<string, TeammateWork>();
  private speaking: TeammateWork | undefined;
  /** Rounds of the main agent and its teammates so far: every one after the first is set apart by a blank line. */
  private calls = 0;
  /** Whether text was streamed since the last newline, so the next line starts fresh. */
  private midLine = false;
  /** What the spinner says while the model works: the task in progress, once there is a todo list. */
  private activity = "thinking";
  /** Set by the todo panel: it already shows the tool's result, so the preview is left out. */
  private resultShown = false;

  private readonly out: Writable & { isTTY?: boolean };
  private readonly lessonId: string;
  /** The workbook's folder, shown as `<root>` in tool lines: long paths hide what a command does. */
  private readonly root: string | undefined;

  constructor(out: Writable & { isTTY?: boolean }, lessonId: string, root?: string) {
    this.out = out;
    this.lessonId = lessonId;
    this.root = root;
  }

  /** Prints a line (each of its lines marked, while a subagent or a teammate works). */
  line(text = ""): void {
    this.endStream();
    const mark = this.lineMark();
    const shown = mark ? `${mark}${text.replaceAll("\n", `\n${mark}`)}` : text;
    this.out.write(`${shown}\n`);
  }

  /** A dim note, e.g. which demo is playing. */
  note(text: string): void {
    this.line(pc.dim(text));
  }

  /** A warning the learner should read. */
  warn(text: string): void {
    this.line(pc.yellow(text));
  }

  /** An error, in red. */
  error(text: string): void {
    this.line(pc.red(text));
  }

  /** The lesson's prompt, e.g. `v1 >> `. */
  promptLabel(): string {
    return pc.cyan(`${this.lessonId} >> `);
  }

  /** Echoes a prompt that came from a cassette or -p, as if the learner had typed it. */
  echoPrompt(text: string): void {
    this.line(`${this.promptLabel()}${text}`);
  }

  /** Shows a spinner while the model is thinking (only on a real terminal); rounds are set apart by a blank line. */
  startThinking(): void {
    if ((this.sub ? this.sub.rounds : this.calls) > 0) this.line();
    this.spin();
  }

  /** A warning while the model is being called (a retry): the spinner, if any, carries on below it. */
  retrying(text: string): void {
    const spinning = this.spinner !== undefined;
    this.warn(text);
    if (spinning) this.spin();
  }

  /** Stops the spinner. */
  stopThinking(): void {
    this.spinner?.stop();
    this.spinner = undefined;
  }

  /** Text from the model as it streams in (a subagent's or a teammate's, marked at the start of each line). */
  streamText(delta: string): void {
    this.stopThinking();
    if (!delta) return;
    // Each newline marks the line it starts, a blank one too, as line() does; one that ends the delta starts no line
    // yet: the next delta (or line()) marks what follows it.
    const mark = this.lineMark();
    const marked = mark ? delta.replace(/\n(?!$)/g, `\n${mark}`) : delta;
    this.out.write(mark && !this.midLine ? `${mark}${marked}` : marked);
    this.midLine = !delta.endsWith("\n");
  }

  /** The model's text for this round, when it was not streamed. */
  assistantText(text: string): void {
    if (text.trim()) this.line(text.trim());
  }

  /** One compact line per tool call. */
  toolCall(name: string, input: unknown): void {
    const shown = replacePaths(input ?? {}, [[this.root, "<root>"]]);
    this.line(pc.cyan(describeCall(name, shown)));
  }

  /** A preview of the tool's result; errors in red. Left out when the todo panel has just shown the result. */
  toolResult(content: string, isError: boolean): void {
    const shown = this.resultShown;
    this.resultShown = false;
    if (shown && !isError) return;
    const preview = previewResult(content);
    this.line(isError ? pc.red(preview) : pc.dim(preview));
  }

  /**
   * The todo panel after a todo call: done tasks dimmed, the one in progress highlighted, and the count.
   *
   * The tool's result is left out after it, as the panel shows it, unless `withResult` (a result that says more).
   */
  todos(lines: TodoLine[], title?: string, options: { withResult?: boolean } = {}): void {
    if (title) this.line(pc.bold(`  ${title}`));
    for (const { text, status } of lines) {
      const styled = status === "completed" ? pc.dim(text) : status === "in_progress" ? pc.bold(pc.yellow(text)) : text;
      this.line(`  ${styled}`);
    }
    const done = lines.filter((l) => l.status === "completed").length;
    this.line(pc.dim(lines.length === 0 ? "  No todos." : `  (${done}/${lines.length} completed)`));
    const current = lines.find((l) => l.status === "in_progress");
    this.activity = current ? (current.activity ?? current.text) : "thinking";
    this.resultShown = !options.withResult;
  }

  /** The marker line when the lesson adds a reminder to the conversation, so the nag timing can be watched. */
  reminder(text: string): void {
    this.line(pc.yellow(`⏰ reminder injected: ${text}`));
  }

  /**
   * The usage footer of a round: its tokens and the session total.
   *
   * The total is the main agent's, the subagents' given apart once there was one, then each teammate's; a
   * subagent's round counts in its own total, a teammate's in its own.
   */
  usage(usage: Usage, stopReason: string | null): void {
    const stop = stopReason === "tool_use" || stopReason === "end_turn" ? "" : ` · stop: ${stopReason}`;
    const tokens = (u: Usage) => `${u.input_tokens} in / ${u.output_tokens} out`;
    if (this.sub) {
      this.sub.rounds += 1;
      add(this.sub.total, usage);
      add(this.subTotal, usage);
      this.line(
        pc.dim(`  ↳ subagent round ${this.sub.rounds} · ${tokens(usage)} · subagent ${tokens(this.sub.total)}${stop}`),
      );
      return;
    }
    this.calls += 1;
    const mate = this.speaking;
    if (mate) {
      mate.rounds += 1;
      add(mate.total, usage);
      this.line(
        pc.dim(`  ↳ ${mate.name} round ${mate.rounds} · ${tokens(usage)} · ${mate.name} ${tokens(mate.total)}${stop}`),
      );
      return;
    }
    this.round += 1;
    add(this.total, usage);
    const subagents = this.subTotal.input_tokens > 0 ? ` · subagents ${tokens(this.subTotal)}` : "";
    const team = [...this.teammates.values()].map((m) => ` · ${m.name} ${tokens(m.total)}`).join("");
    this.line(
      pc.dim(`  ↳ round ${this.round} · ${tokens(usage)} · session ${tokens(this.total)}${subagents}${team}${stop}`),
    );
  }

  /**
   * A teammate speaks now (s15); `undefined` gives the lines back to the main agent.
   *
   * Its lines are marked `[name] ` in its own colour, and its rounds and tokens are counted apart.
   */
  speaker(name: string | undefined): void {
    if (name === undefined) {
      this.speaking = undefined;
      return;
    }
    let mate = this.teammates.get(name);
    if (!mate) {
      const colour = TEAM_COLOURS[this.teammates.size % TEAM_COLOURS.length];
      mate = { name, mark: `${colour(`[${name}]`)} `, rounds: 0, total: { input_tokens: 0, output_tokens: 0 } };
      this.teammates.set(name, mate);
    }
    this.speaking = mate;
  }

  /** A subagent starts: its lines, from here on, hang under the call that started it. */
  beginSubagent(): void {
    this.line(pc.magenta("  ┌ subagent: a fresh context, its own tools"));
    this.sub = { rounds: 0, total: { input_tokens: 0, output_tokens: 0 }, activity: this.activity };
    this.activity = "subagent working";
  }

  /** Marks a line as the subagent's or teammate's at work (the permission question): the same mark as its other lines. */
  mark(text: string): string {
    return `${this.lineMark()}${text}`;
  }

  /** What goes in front of each line now: a subagent's mark, a teammate's name, or nothing. */
  private lineMark(): string {
    return this.sub ? SUB_MARK : (this.speaking?.mark ?? "");
  }

  /** The subagent has ended (or `stopped`, by an error or Ctrl-C): its rounds and tokens, and the main agent's lines again. */
  endSubagent(stopped = false): void {
    const work = this.sub;
    if (!work) return;
    this.sub = undefined;
    this.activity = work.activity;
    const rounds = `${work.rounds} ${work.rounds === 1 ? "round" : "rounds"}`;
    const tokens = `${work.total.input_tokens} in / ${work.total.output_tokens} out`;
    this.line(
      pc.magenta(
        stopped
          ? `  └ subagent stopped: ${rounds}, ${tokens}`
          : `  └ subagent done: ${rounds}, ${tokens}; only its report goes back`,
      ),
    );
  }

  private spin(): void {
    if (!this.out.isTTY) return;
    // The session handles Ctrl-C and SIGTERM itself (a Ctrl-C may only interrupt the turn): the spinner must not exit.
    this.spinner = yoctoSpinner({ text: `${this.activity}…`, stream: this.out, handleSignals: false }).start();
  }

  private endStream(): void {
    this.stopThinking();
    if (this.midLine) this.out.write("\n");
    this.midLine = false;
  }
}

/** Adds a round's tokens to a total. */
function add(total: Usage, usage: Usage): void {
  total.input_tokens += usage.input_tokens;
  total.output_tokens += usage.output_tokens;
}
