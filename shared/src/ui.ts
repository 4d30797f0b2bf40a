import { createRequire } from "node:module";
import type { Writable } from "node:stream";
import pc from "picocolors";
import { replacePaths } from "./replace-strings.ts";

/**
 * A package's default export, loaded at its first use (`require` loads an ES module at once, from Node 22.12 on).
 * What measures, cuts, wraps and spins for a terminal loads this way: off a terminal (a replay piped to a test, an
 * exercise check) nothing needs it, and string-width alone takes about 20 ms to load, a tenth of a lesson's start.
 */
function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= (createRequire(import.meta.url)(name) as { default: T }).default);
}
const widthOf = onFirstUse<typeof import("string-width").default>("string-width");
const truncate = onFirstUse<typeof import("cli-truncate").default>("cli-truncate");
const wrap = onFirstUse<typeof import("wrap-ansi").default>("wrap-ansi");
const spinnerOf = onFirstUse<typeof import("yocto-spinner").default>("yocto-spinner");
/** The columns a text takes on a terminal (wide characters count two). */
const stringWidth = (text: string): number => widthOf()(text);

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
 * A call with a `taskId` shows it, then its other fields: `> TaskUpdate: #2 status=in_progress`. The line is cut
 * to `width` columns when given (the room a terminal has left for it).
 */
export function describeCall(name: string, input: unknown, width = Number.POSITIVE_INFINITY): string {
  const fields = (input ?? {}) as Record<string, unknown>;
  if (typeof fields.taskId === "string") {
    const { taskId, ...rest } = fields;
    const changes = Object.entries(rest).map(
      ([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`,
    );
    return cut(`> ${name}: ${oneLine([`#${taskId.replace(/^#/, "")}`, ...changes].join(" "), 100)}`, width);
  }
  const main = fields.command ?? fields.path ?? fields.pattern ?? fields.subject ?? fields.description;
  const list = Object.entries(fields).find(([, value]) => Array.isArray(value)) as [string, unknown[]] | undefined;
  const detail =
    typeof main === "string"
      ? main
      : list
        ? `${list[1].length} ${list[1].length === 1 ? list[0].replace(/s$/, "") : list[0]}`
        : (JSON.stringify(input) ?? "");
  return cut(`> ${name}: ${oneLine(detail, 100)}`, width);
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

/** The first lines of a tool result, indented, with a count of what was left out; each cut to `width` columns if given. */
export function previewResult(content: string, maxLines = 5, width = Number.POSITIVE_INFINITY): string {
  const lines = content.split("\n");
  if (lines.length === maxLines + 1) maxLines += 1; // "(+1 lines)" would hide nothing worth hiding
  const shown = lines.slice(0, maxLines).map((line) => cut(`  ${oneLine(line, 120)}`, width));
  if (lines.length > maxLines) shown.push(`  … (+${lines.length - maxLines} lines)`);
  return shown.join("\n");
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s*\n\s*/g, " ⏎ ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A line cut to `width` columns (wide characters count two), `…` at the end of one that was cut. */
function cut(line: string, width: number): string {
  return Number.isFinite(width) && stringWidth(line) > width ? truncate()(line, width) : line;
}

/**
 * A line wrapped to `width` columns at its words, for a terminal of that width: the rows after the first start
 * under its text, past its indent and a leading marker (`↳ `, `> `, `[ ] `); a word too long for a row is broken.
 */
function wrapLine(line: string, width: number): string[] {
  if (width < 10 || stringWidth(line) <= width) return [line];
  const plain = line.replace(/\x1b\[[0-9;]*m/g, "");
  const hang = stringWidth(/^ *(?:(?:[↳┌└>⏰]|\[.\]) )?/.exec(plain)?.[0] ?? "");
  const indent = hang < width / 2 ? hang : 0;
  const rows = wrap()(line, width - indent, { hard: true, trim: false }).split("\n");
  return rows.map((row, i) =>
    i === 0 ? row : `${" ".repeat(indent)}${row.replace(/^((?:\x1b\[[0-9;]*m)*) +/, "$1")}`,
  );
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
/** How many columns the mark takes. */
const SUB_MARK_WIDTH = SUB_MARK.length;

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
  private spinner: ReturnType<ReturnType<typeof spinnerOf>> | undefined;
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
  /** A subagent's streamed text, wrapped to the terminal: the columns used on the row, the spaces and word held back. */
  private streamed = { column: 0, spaces: "", word: "" };
  /** What the spinner says while the model works: the task in progress, once there is a todo list. */
  private activity = "thinking";
  /** Set by the todo panel: it already shows the tool's result, so the preview is left out. */
  private resultShown = false;
  /** Who makes the model call under way when it is a call beside the loop (`summary`): its usage line names it. */
  aside: string | undefined;
  /** The tokens of the calls beside the loop, by who made them, over the session. */
  private readonly asides = new Map<string, Usage>();

  private readonly out: Writable & { isTTY?: boolean };
  private readonly lessonId: string;
  /** The workbook's folder, shown as `<root>` in tool lines: long paths hide what a command does. */
  private readonly root: string | undefined;

  constructor(out: Writable & { isTTY?: boolean }, lessonId: string, root?: string) {
    this.out = out;
    this.lessonId = lessonId;
    this.root = root;
  }

  /**
   * Prints a line (each of its lines marked, while a subagent or a teammate works).
   *
   * On a terminal, a line too long for it is wrapped at its words to the width left after the mark, and each row
   * is marked.
   */
  line(text = ""): void {
    this.endStream();
    const width = this.width();
    const rows = text.split("\n").flatMap((row) => (width ? wrapLine(row, width - this.markWidth()) : [row]));
    this.out.write(`${rows.map((row) => this.mark(row)).join("\n")}\n`);
  }

  /**
   * The columns of the terminal the output goes to; undefined for a pipe or a file (nothing is cut or wrapped to
   * fit then; tool lines keep their own limits).
   */
  private width(): number | undefined {
    const columns = this.out.isTTY ? (this.out as { columns?: number }).columns : undefined;
    return columns && columns > 0 ? columns : undefined;
  }

  /** The columns a line has on the terminal, after the subagent's mark (unlimited off a terminal). */
  private room(): number {
    return (this.width() ?? Number.POSITIVE_INFINITY) - this.markWidth();
  }

  /** The columns the mark in front of each line takes: a subagent's `│`, a teammate's `[name] `, or none. */
  private markWidth(): number {
    return this.sub ? SUB_MARK_WIDTH : this.speaking ? this.speaking.name.length + 3 : 0;
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

  /**
   * Text from the model as it streams in (a subagent's or a teammate's, marked at the start of each line).
   *
   * On a terminal, it is wrapped at its words to the width left after the mark, as line() wraps.
   */
  streamText(delta: string): void {
    this.stopThinking();
    if (!delta) return;
    const width = this.width();
    if (width) return this.streamWrapped(delta, width - this.markWidth());
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

  /** One compact line per tool call, cut to the room the terminal has for it. */
  toolCall(name: string, input: unknown): void {
    const shown = replacePaths(input ?? {}, [[this.root, "<root>"]]);
    this.line(pc.cyan(describeCall(name, shown, this.room())));
  }

  /** A preview of the tool's result; errors in red. Left out when the todo panel has just shown the result. */
  toolResult(content: string, isError: boolean): void {
    const shown = this.resultShown;
    this.resultShown = false;
    if (shown && !isError) return;
    const preview = previewResult(content, 5, this.room());
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
   * The total is the main agent's, the subagents' given apart once there was one, then each teammate's, and each
   * kind of call beside the loop (a summary) apart too; a subagent's round counts in its own total, a teammate's in
   * its own.
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
    if (this.aside) {
      const total = this.asides.get(this.aside) ?? { input_tokens: 0, output_tokens: 0 };
      add(total, usage);
      this.asides.set(this.aside, total);
      this.line(pc.dim(`  ↳ ${this.aside} · ${tokens(usage)}${stop}`));
      return;
    }
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
    const asides = [...this.asides].map(([name, total]) => ` · ${name} ${tokens(total)}`).join("");
    this.line(
      pc.dim(
        `  ↳ round ${this.round} · ${tokens(usage)} · session ${tokens(this.total)}${subagents}${team}${asides}${stop}`,
      ),
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
    this.endStream(); // what the subagent streamed ends with its mark
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
    this.spinner = spinnerOf()({ text: `${this.activity}…`, stream: this.out, handleSignals: false }).start();
  }

  /**
   * Streamed text on a terminal, `room` columns after the mark (a subagent's): a word goes on the row if it fits,
   * else on the next one, marked; a word still streaming at the end of a delta waits for the rest of it.
   */
  private streamWrapped(delta: string, room: number): void {
    const tokens = `${this.streamed.word}${delta}`.split(/(\n| +)/).filter(Boolean);
    this.streamed.word = "";
    if (tokens.length > 0 && !/^(?:\n| +)$/.test(tokens.at(-1)!)) this.streamed.word = tokens.pop()!;
    this.out.write(tokens.map((token) => this.streamToken(token, room)).join(""));
  }

  /** What to write for one token of streamed text on a terminal: a newline, spaces, or a word. */
  private streamToken(token: string, room: number): string {
    const held = this.streamed;
    if (token === "\n") {
      const blank = this.midLine ? "" : this.mark(""); // a blank line carries the mark, as line() marks it
      this.midLine = false;
      held.column = 0;
      held.spaces = "";
      return `${blank}\n`;
    }
    if (token.startsWith(" ")) {
      held.spaces += token; // written before the next word if it stays on this row; at a row's start, an indent
      return "";
    }
    let out = "";
    let spaces = held.spaces;
    const needed = stringWidth(spaces) + stringWidth(token);
    const fits = held.column + needed <= room;
    // A word longer than a row is broken as wrap-ansi breaks it: from this row on, unless that takes one more break.
    const long = stringWidth(token) > room;
    const breaksHere = 1 + Math.floor((stringWidth(token) - (room - held.column - stringWidth(spaces)) - 1) / room);
    const breaksNext = Math.floor((stringWidth(token) - 1) / room);
    if (this.midLine && !fits && (!long || breaksNext < breaksHere)) {
      out += "\n";
      this.midLine = false;
      held.column = 0;
      spaces = "";
    }
    const first = Math.max(1, room - held.column - stringWidth(spaces));
    const pieces = long
      ? [token.slice(0, first), ...(token.slice(first).match(new RegExp(`.{1,${room}}`, "gsu")) ?? [])]
      : [token];
    for (const [k, piece] of pieces.entries()) {
      if (k > 0) {
        out += "\n";
        this.midLine = false;
        held.column = 0;
      }
      if (!this.midLine) out += this.mark("");
      this.midLine = true;
      const lead = k === 0 ? spaces : "";
      out += `${lead}${piece}`;
      held.column += stringWidth(lead) + stringWidth(piece);
    }
    held.spaces = "";
    return out;
  }

  private endStream(): void {
    this.stopThinking();
    const { word } = this.streamed;
    if (word) this.out.write(this.streamToken(word, this.room()));
    this.streamed = { column: 0, spaces: "", word: "" };
    if (this.midLine) this.out.write("\n");
    this.midLine = false;
  }
}

/** Adds a round's tokens to a total. */
function add(total: Usage, usage: Usage): void {
  total.input_tokens += usage.input_tokens;
  total.output_tokens += usage.output_tokens;
}
