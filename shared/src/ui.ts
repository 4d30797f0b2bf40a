import type { Writable } from "node:stream";
import pc from "picocolors";
import type { ConceptDisplay, ConceptName, DisplayEvent, ShownEvent, TodoLine, Usage } from "./display/events.ts";
import { StreamedText } from "./streamed-text.ts";
import { columnsOf, onFirstUse, stringWidth, wrapLine } from "./terminal-width.ts";
import { callLine, DisplayLines, type Line, previewLines, type Span, type Style } from "./display/lines.ts";

const truncate = onFirstUse<typeof import("cli-truncate").default>("cli-truncate");
const spinnerOf = onFirstUse<typeof import("yocto-spinner").default>("yocto-spinner");

export type { TodoLine, Usage } from "./display/events.ts";

/**
 * What a tool call looks like on screen: `> bash: ls -la`, `> TodoWrite: 4 items`, `> TaskCreate: Write the tests`.
 *
 * A call with a `taskId` shows it, then its other fields: `> TaskUpdate: #2 status=in_progress`. The line is cut
 * to `width` columns when given (the room a terminal has left for it).
 */
export function describeCall(name: string, input: unknown, width = Number.POSITIVE_INFINITY): string {
  return cut(callLine(name, input), width);
}

/** The lines of a tool result shown ({@link previewLines}), indented, with a count of what was left out; each cut to `width` columns if given. */
export function previewResult(content: string, maxLines = 5, width = Number.POSITIVE_INFINITY): string {
  return previewLines(content, maxLines)
    .map((line) => cut(line, width))
    .join("\n");
}

/** A line cut to `width` columns (wide characters count two), `…` at the end of one that was cut. */
function cut(line: string, width: number): string {
  return Number.isFinite(width) && stringWidth(line) > width ? truncate()(line, width) : line;
}

/** How each style is written on a terminal. */
const ANSI: Record<Style, (text: string) => string> = {
  dim: pc.dim,
  yellow: pc.yellow,
  red: pc.red,
  cyan: pc.cyan,
  bold: pc.bold,
  current: (text) => pc.bold(pc.yellow(text)),
  magenta: pc.magenta,
  green: pc.green,
  blue: pc.blue,
};

/** Spans as a terminal writes them, each in its colour. */
const styled = (spans: Span[]): string => spans.map((s) => (s.style ? ANSI[s.style](s.text) : s.text)).join("");

/** A response's `usage` as the API sends it: the cache's figures may be null (a provider that has no cache). */
export type ApiUsage = Pick<Usage, "input_tokens" | "output_tokens"> & {
  /** Input tokens read from the cache. */
  cache_read_input_tokens?: number | null;
  /** Input tokens written to the cache. */
  cache_creation_input_tokens?: number | null;
};

/** Who hears each event as it is shown: a recording, the program that started the run. */
export type DisplayListener = (event: DisplayEvent) => void;

/**
 * The terminal: one renderer of the session's display events.
 *
 * Everything the learner sees is an event first ({@link Terminal.show}), which each listener hears (a recording
 * keeps it); the terminal draws its lines ({@link DisplayLines}) with colours, wraps them to its width, turns a
 * spinner while the model works, and shows the model's text as it streams in. `C`: the concepts whose events it
 * may be shown besides the kit's own (none by default), as the lesson's session names them.
 */
export class Terminal<C extends ConceptName = never> {
  private spinner: ReturnType<ReturnType<typeof spinnerOf>> | undefined;
  /** Who speaks, each agent's rounds and tokens: what each event's lines depend on. */
  private readonly display: DisplayLines;
  private readonly listeners: DisplayListener[] = [];
  /** The model's text as it streams in, marked and wrapped. */
  private readonly stream: StreamedText;
  /** What the spinner says while the model works: the task in progress, once there is a todo list. */
  private activity = "thinking";
  /** What the spinner said before a subagent started: said again after. */
  private activityBefore: string[] = [];

  private readonly out: Writable & { isTTY?: boolean };
  private readonly lessonId: string;

  /** Writes to `out`; `concepts`: the displays of the lesson's concepts (s08's compaction…). */
  constructor(out: Writable & { isTTY?: boolean }, lessonId: string, root?: string, concepts: ConceptDisplay[] = []) {
    this.out = out;
    this.lessonId = lessonId;
    // The workbook's folder is shown as `<root>` in tool lines: long paths hide what a command does.
    this.display = new DisplayLines(lessonId, [[root, "<root>"]], concepts);
    this.stream = new StreamedText(out, () => this.lineMark());
  }

  /** Adds a listener: it hears every event shown from now on. */
  onShow(listener: DisplayListener): void {
    this.listeners.push(listener);
  }

  /** Shows an event: each listener hears it, then the terminal draws its lines. */
  show(event: ShownEvent<C>): void {
    for (const listener of this.listeners) listener(event);
    this.render(event);
  }

  /** Draws one event on the terminal. */
  private render(event: DisplayEvent): void {
    switch (event.kind) {
      case "thinking":
        this.write(this.display.lines(event));
        this.spin();
        return;
      case "text":
        if (event.streamed)
          this.display.lines(event); // already on screen, as it came
        else this.write(this.display.lines(event));
        return;
      case "prompt": {
        const lines = this.display.lines(event);
        // Typed on a terminal, the prompt is on screen; piped in, it follows the label readline printed.
        if (event.typed)
          return process.stdin.isTTY ? undefined : this.write([{ mark: [], spans: lines[0].spans.slice(1) }]);
        return this.write(lines);
      }
      case "retry": {
        const spinning = this.spinner !== undefined;
        this.write(this.display.lines(event));
        if (spinning) this.spin();
        return;
      }
      case "tool-call":
      case "tool-result": {
        // An error is read whole: wrapped, as other lines are.
        if (event.kind === "tool-result" && event.isError) return this.write(this.display.lines(event));
        // Cut to the room the terminal has for them: a long command or result line is a glance, not a read.
        const room = this.room();
        const lines = this.display.lines(event);
        return this.write(lines.map((l) => ({ ...l, spans: l.spans.map((s) => ({ ...s, text: cut(s.text, room) })) })));
      }
      case "panel": {
        const current = event.items.find((l) => l.status === "in_progress");
        this.activity = current ? (current.activity ?? current.text) : "thinking";
        return this.write(this.display.lines(event));
      }
      case "subagent-start":
        this.endStream(); // what was streamed before ends with the mark it had
        this.write(this.display.lines(event));
        this.activityBefore.push(this.activity);
        this.activity = "subagent working";
        return;
      case "subagent-end":
        this.endStream(); // what the subagent streamed ends with its mark
        this.activity = this.activityBefore.pop() ?? this.activity;
        return this.write(this.display.lines(event));
      default:
        return this.write(this.display.lines(event));
    }
  }

  /** Writes lines: each marked, and on a terminal wrapped at its words to the width left after the mark. */
  private write(lines: Line[]): void {
    if (lines.length === 0) return;
    this.endStream();
    const width = this.width();
    const rows = lines.flatMap((line) => {
      const mark = styled(line.mark);
      const room = width ? width - stringWidth(line.mark.map((s) => s.text).join("")) : 0;
      const content = styled(line.spans);
      return (width ? wrapLine(content, room) : [content]).map((row) => `${mark}${row}`);
    });
    this.out.write(`${rows.join("\n")}\n`);
  }

  /**
   * Prints a line of the terminal's own, outside the session's display: no listener hears it.
   *
   * A blank line before quitting, piped input's `q`: marked while a subagent or a teammate works.
   */
  line(text = ""): void {
    this.write(text.split("\n").map((row) => ({ mark: this.display.mark(), spans: [{ text: row }] })));
  }

  /**
   * The columns of the terminal the output goes to; undefined for a pipe or a file (nothing is cut or wrapped to
   * fit then; tool lines keep their own limits).
   */
  private width(): number | undefined {
    return columnsOf(this.out);
  }

  /** The columns a line has on the terminal, after the mark (unlimited off a terminal). */
  private room(): number {
    return (this.width() ?? Number.POSITIVE_INFINITY) - this.markWidth();
  }

  /** The columns the mark in front of each line takes: a subagent's `│`, a teammate's `[name] `, or none. */
  private markWidth(): number {
    return this.display
      .mark()
      .map((s) => s.text)
      .join("").length;
  }

  /** A dim note, e.g. which demo is playing. */
  note(text: string): void {
    this.show({ kind: "note", text });
  }

  /** A warning the learner should read. */
  warn(text: string): void {
    this.show({ kind: "warning", text });
  }

  /** An error, in red. */
  error(text: string): void {
    this.show({ kind: "error", text });
  }

  /** The lesson's prompt, e.g. `v1 >> `. */
  promptLabel(): string {
    return pc.cyan(`${this.lessonId} >> `);
  }

  /** Echoes a prompt that came from a cassette or -p, as if the learner had typed it. */
  echoPrompt(text: string): void {
    this.show({ kind: "prompt", text });
  }

  /** Shows a spinner while the model is thinking (only on a real terminal); rounds are set apart by a blank line. */
  startThinking(): void {
    this.show({ kind: "thinking" });
  }

  /** A warning while the model is being called (a retry): the spinner, if any, carries on below it. */
  retrying(text: string): void {
    this.show({ kind: "retry", text });
  }

  /** Stops the spinner. */
  stopThinking(): void {
    this.spinner?.stop();
    this.spinner = undefined;
  }

  /**
   * Text from the model as it streams in (a subagent's or a teammate's, marked at the start of each line).
   *
   * The whole text is shown as an event when the call ends ({@link Terminal.modelText}).
   * On a terminal, it is wrapped at its words to the width left after the mark, as line() wraps.
   */
  streamText(delta: string): void {
    this.stopThinking();
    if (!delta) return;
    const width = this.width();
    // A call beside the loop's text (a summary) is dimmed, as its lines are when printed whole.
    const text = this.display.speaker().agent === "aside" ? pc.dim(delta) : delta;
    this.stream.write(text, width ? width - this.markWidth() : undefined);
  }

  /** The model's text of one call, whole: printed now unless it was `streamed` as it came. */
  modelText(text: string, streamed: boolean): void {
    this.show({ kind: "text", text, streamed });
  }

  /** One compact line per tool call, cut to the room the terminal has for it. */
  toolCall(name: string, input: unknown): void {
    this.show({ kind: "tool-call", name, input });
  }

  /** A preview of the tool's result; errors in red. Left out when the todo panel has just shown the result. */
  toolResult(content: string, isError: boolean): void {
    this.show({ kind: "tool-result", content, isError });
  }

  /**
   * The todo panel after a todo call: done tasks dimmed, the one in progress highlighted, and the count.
   *
   * The tool's result is left out after it, as the panel shows it, unless `withResult` (a result that says more).
   */
  todos(lines: TodoLine[], title?: string, options: { withResult?: boolean } = {}): void {
    this.show({
      kind: "panel",
      ...(title ? { title } : {}),
      items: lines,
      ...(options.withResult ? { withResult: true } : {}),
    });
  }

  /** The marker line when the lesson adds a reminder to the conversation, so the nag timing can be watched. */
  reminder(text: string): void {
    this.show({ kind: "reminder", text });
  }

  /** The usage footer of a round: who made it, its number among that agent's rounds, its tokens, the session's. */
  usage(usage: ApiUsage, stopReason: string | null): void {
    const { input_tokens, output_tokens, cache_read_input_tokens: read, cache_creation_input_tokens: write } = usage;
    const speaker = this.display.speaker();
    const n = this.display.nextRound();
    // The cache's figures when the API reports some (it sends 0 or null for a call that used no cache).
    const cache = {
      ...(read ? { cache_read_input_tokens: read } : {}),
      ...(write ? { cache_creation_input_tokens: write } : {}),
    };
    this.show({ kind: "round", speaker, n, usage: { input_tokens, ...cache, output_tokens }, stop: stopReason });
  }

  /**
   * A teammate speaks now (s15); `undefined` gives the lines back to the main agent.
   *
   * Its lines are marked `[name] ` in its own colour, and its rounds and tokens are counted apart.
   */
  speaker(name: string | undefined): void {
    this.show(name === undefined ? { kind: "speaker" } : { kind: "speaker", name });
  }

  /** A call beside the loop starts (`summary`): its usage line names it; `undefined` when it has ended. */
  aside(name: string | undefined): void {
    this.show(name === undefined ? { kind: "aside" } : { kind: "aside", name });
  }

  /** A subagent starts: its lines, from here on, hang under the call that started it. */
  beginSubagent(): void {
    this.show({ kind: "subagent-start" });
  }

  /** Marks a line as the subagent's or teammate's at work (the permission question): the same mark as its other lines. */
  mark(text: string): string {
    return `${this.lineMark()}${text}`;
  }

  /** What goes in front of each line now: a subagent's mark, a teammate's name, or nothing. */
  private lineMark(): string {
    return styled(this.display.mark());
  }

  /** The subagent has ended (or `stopped`, by an error or Ctrl-C): its rounds and tokens, and the main agent's lines again. */
  endSubagent(stopped = false): void {
    this.show({ kind: "subagent-end", stopped });
  }

  /** A turn has ended: a blank line before the next prompt. */
  turnEnd(): void {
    this.show({ kind: "turn-end" });
  }

  private spin(): void {
    if (!this.out.isTTY) return;
    // The session handles Ctrl-C and SIGTERM itself (a Ctrl-C may only interrupt the turn): the spinner must not exit.
    this.spinner = spinnerOf()({ text: `${this.activity}…`, stream: this.out, handleSignals: false }).start();
  }
  /** Ends what was streamed: the word held back, then a newline if the text stopped mid-line. */
  private endStream(): void {
    this.stopThinking();
    this.stream.end(this.room());
  }
}
