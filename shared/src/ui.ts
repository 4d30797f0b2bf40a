import type { Writable } from "node:stream";
import pc from "picocolors";
import yoctoSpinner from "yocto-spinner";
import { replaceStrings } from "./replace-strings.ts";

/** Token counts of one response, as the API reports them in `usage`. */
export interface Usage {
  input_tokens: number;
  output_tokens: number;
}

/** What a tool call looks like on screen: `> bash: ls -la`. */
export function describeCall(name: string, input: unknown): string {
  const fields = (input ?? {}) as Record<string, unknown>;
  const main = fields.command ?? fields.path ?? fields.pattern;
  const detail = typeof main === "string" ? main : (JSON.stringify(input) ?? "");
  return `> ${name}: ${oneLine(detail, 100)}`;
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

/** The terminal: everything the learner sees goes through here (colours, spinner, tool lines, usage). */
export class Terminal {
  private spinner: ReturnType<typeof yoctoSpinner> | undefined;
  private readonly total: Usage = { input_tokens: 0, output_tokens: 0 };
  private round = 0;
  /** Whether text was streamed since the last newline, so the next line starts fresh. */
  private midLine = false;

  constructor(
    private readonly out: Writable & { isTTY?: boolean },
    private readonly lessonId: string,
    /** The workbook's folder, shown as `<root>` in tool lines: long paths hide what a command does. */
    private readonly root?: string,
  ) {}

  /** Prints a line. */
  line(text = ""): void {
    this.endStream();
    this.out.write(`${text}\n`);
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
    if (this.round > 0) this.line();
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

  /** Text from the model as it streams in. */
  streamText(delta: string): void {
    this.stopThinking();
    this.out.write(delta);
    this.midLine = !delta.endsWith("\n");
  }

  /** The model's text for this round, when it was not streamed. */
  assistantText(text: string): void {
    if (text.trim()) this.line(text.trim());
  }

  /** One compact line per tool call. */
  toolCall(name: string, input: unknown): void {
    const shown = replaceStrings(input ?? {}, [[this.root, "<root>"]]);
    this.line(pc.cyan(describeCall(name, shown)));
  }

  /** A preview of the tool's result; errors in red. */
  toolResult(content: string, isError: boolean): void {
    const preview = previewResult(content);
    this.line(isError ? pc.red(preview) : pc.dim(preview));
  }

  /** The usage footer of a round: its tokens and the session total. */
  usage(usage: Usage, stopReason: string | null): void {
    this.round += 1;
    this.total.input_tokens += usage.input_tokens;
    this.total.output_tokens += usage.output_tokens;
    const stop = stopReason === "tool_use" || stopReason === "end_turn" ? "" : ` · stop: ${stopReason}`;
    this.line(
      pc.dim(
        `  ↳ round ${this.round} · ${usage.input_tokens} in / ${usage.output_tokens} out` +
          ` · session ${this.total.input_tokens} in / ${this.total.output_tokens} out${stop}`,
      ),
    );
  }

  private spin(): void {
    if (!this.out.isTTY) return;
    this.spinner = yoctoSpinner({ text: "thinking…", stream: this.out }).start();
  }

  private endStream(): void {
    this.stopThinking();
    if (this.midLine) this.out.write("\n");
    this.midLine = false;
  }
}
