import type { Writable } from "node:stream";
import { stringWidth } from "./terminal-width.ts";

/**
 * The model's text on the terminal as it streams in, each line marked (a subagent's `  │ `, a teammate's name).
 *
 * Off a terminal each delta is written as it comes; on one, `room` columns wide, the text is wrapped at its words,
 * a word held back until the rest of it has come.
 */
export class StreamedText {
  /** Whether text was streamed since the last newline, so the next line starts fresh. */
  private midLine = false;
  /** On a terminal: the columns used on the row, the spaces and the word held back. */
  private held = { column: 0, spaces: "", word: "" };
  private readonly out: Writable;
  /** The mark in front of each line now. */
  private readonly mark: () => string;

  constructor(out: Writable, mark: () => string) {
    this.out = out;
    this.mark = mark;
  }

  /** Writes a delta: as it is, each line it starts marked, or wrapped to `room` columns on a terminal. */
  write(delta: string, room?: number): void {
    if (room) return this.wrapped(delta, room);
    // Each newline marks the line it starts, a blank one too, as the terminal's lines are marked; one that ends the
    // delta starts no line yet: the next delta (or line) marks what follows it.
    const mark = this.mark();
    const marked = mark ? delta.replace(/\n(?!$)/g, `\n${mark}`) : delta;
    this.out.write(mark && !this.midLine ? `${mark}${marked}` : marked);
    this.midLine = !delta.endsWith("\n");
  }

  /** Ends the text: the word held back (wrapped to `room`), then a newline if it stopped mid-line. */
  end(room: number): void {
    const { word } = this.held;
    if (word) this.out.write(this.token(word, room));
    this.held = { column: 0, spaces: "", word: "" };
    if (this.midLine) this.out.write("\n");
    this.midLine = false;
  }

  /**
   * Streamed text on a terminal, `room` columns after the mark (a subagent's): a word goes on the row if it fits,
   * else on the next one, marked; a word still streaming at the end of a delta waits for the rest of it.
   */
  private wrapped(delta: string, room: number): void {
    const tokens = `${this.held.word}${delta}`.split(/(\n| +)/).filter(Boolean);
    this.held.word = "";
    if (tokens.length > 0 && !/^(?:\n| +)$/.test(tokens.at(-1)!)) this.held.word = tokens.pop()!;
    this.out.write(tokens.map((token) => this.token(token, room)).join(""));
  }

  /** What to write for one token of streamed text on a terminal: a newline, spaces, or a word. */
  private token(token: string, room: number): string {
    const held = this.held;
    if (token === "\n") {
      const blank = this.midLine ? "" : this.mark(); // a blank line carries the mark, as line() marks it
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
      if (!this.midLine) out += this.mark();
      this.midLine = true;
      const lead = k === 0 ? spaces : "";
      out += `${lead}${piece}`;
      held.column += stringWidth(lead) + stringWidth(piece);
    }
    held.spaces = "";
    return out;
  }
}
