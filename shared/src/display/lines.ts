/**
 * The lines each display event shows, with their styles: the one place where events become what the learner
 * reads. The kit's terminal writes them with colours, wrapping and a spinner; the session player and
 * `pnpm lesson:view` draw them as they are. No Node here: the player imports this file in the browser.
 */
import { replacePaths } from "../replace-strings.ts";
import {
  type ConceptDisplay,
  conceptOf,
  type CoreEvent,
  type DisplayEvent,
  isConceptEvent,
  type Speaker,
  type TodoLine,
  type Usage,
} from "./events.ts";
import type { Span, Style } from "./spans.ts";

export type { Span, Style } from "./spans.ts";

/** One line on screen: the mark in front of it (a subagent's `  │ `, a teammate's `[alice] `) and its spans. */
export interface Line {
  /** Whose line it is: a subagent's or a teammate's mark; empty for the main agent's. */
  mark: Span[];
  /** What it says. */
  spans: Span[];
}

/** A line's text without its styles, mark included. */
export function plainLine(line: Line): string {
  return [...line.mark, ...line.spans].map((span) => span.text).join("");
}

/**
 * What a tool call looks like on screen: `> bash: ls -la`, `> TodoWrite: 4 items`, `> TaskCreate: Write the tests`.
 *
 * A call with a `taskId` shows it, then its other fields: `> TaskUpdate: #2 status=in_progress`.
 */
export function callLine(name: string, input: unknown): string {
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

/**
 * The lines of a tool result, indented, with a count of what was left out: its first lines; or, for a result that
 *
 * reports a failure (an error, a command's last line `(exit code N)`), its first line, the lines that say what failed
 * (`FAIL …`, `not ok …`, `Error: …`) and its last ones, where a check or a command sums up. An error's lines are
 * kept whole (the terminal wraps them); another result's are cut to 120 characters.
 */
export function previewLines(content: string, maxLines = 5, options: { isError?: boolean } = {}): string[] {
  const lines = content.split("\n");
  const width = options.isError ? ERROR_LINE : 120;
  const kept = new Set<number>();
  if (lines.length <= maxLines) lines.forEach((_, i) => kept.add(i));
  else if (options.isError || FAILED_COMMAND.test(lines.at(-1)!)) {
    kept.add(0);
    for (const [i, line] of lines.entries()) if (kept.size < maxLines && FAILED_LINE.test(line)) kept.add(i);
    for (let i = lines.length - 1; kept.size < maxLines; i--) kept.add(i);
  } else for (let i = 0; i < maxLines; i++) kept.add(i);
  // A line alone between two kept ones is shown: "(+1 lines)" would hide nothing worth hiding.
  for (let i = 1; i < lines.length; i++)
    if (kept.has(i - 1) && (kept.has(i + 1) || i === lines.length - 1)) kept.add(i);
  const shown: string[] = [];
  let left = 0;
  for (const [i, line] of lines.entries()) {
    if (!kept.has(i)) left++;
    if (kept.has(i) || i === lines.length - 1) {
      if (left > 0) shown.push(`  … (+${left} lines)`);
      left = 0;
    }
    if (kept.has(i)) shown.push(`  ${oneLine(line, width)}`);
  }
  return shown;
}

/** A line of a check's or a command's output that says what failed. */
const FAILED_LINE = /^\s*(?:FAIL(?:ED)?\b|not ok\b|[✗✖×])|\w*Error\b/;

/** The last line of a command that failed (the bash tool's): its exit code, or the signal that ended it. */
const FAILED_COMMAND = /^\((?:exit code \d+|killed by \w+)\)$/;

/** The longest line of an error shown: the learner reads it whole, wrapped (a line past it is a dump, not a message). */
const ERROR_LINE = 600;

/** A line of a result that says something passed (`ok   celsiusToFahrenheit(100) = 212`, `✓ parses`, `PASS …`). */
const PASSED = /^\s*(?:(?:ok|PASS|passed)\b|[✓✔])/;

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s*\n\s*/g, " ⏎ ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The teammates' colours, in the order they first speak. */
const TEAM_COLOURS: Style[] = ["green", "magenta", "blue", "yellow"];

/** What marks a subagent's lines: they hang under the call that started it. */
const SUB_MARK: Span[] = [{ text: "  │ " }];

/** What marks the lines of a call beside the loop (s08's summary): a block of its own, dimmed. */
const ASIDE_MARK: Span[] = [{ text: "  ┆ ", style: "dim" }];

/**
 * Tokens as a usage line shows them: `1500 in / 42 out`, with the cache's figures by name when they are not zero:
 * `300 in · 900 cache read · 1200 cache write / 80 out`.
 */
export function tokenFigures(u: Usage): string {
  const read = u.cache_read_input_tokens ? ` · ${u.cache_read_input_tokens} cache read` : "";
  const write = u.cache_creation_input_tokens ? ` · ${u.cache_creation_input_tokens} cache write` : "";
  return `${u.input_tokens} in${read}${write} / ${u.output_tokens} out`;
}

const tokens = tokenFigures;

const zero = (): Usage => ({ input_tokens: 0, output_tokens: 0 });

function add(total: Usage, usage: Usage): void {
  total.input_tokens += usage.input_tokens;
  total.output_tokens += usage.output_tokens;
  if (usage.cache_read_input_tokens)
    total.cache_read_input_tokens = (total.cache_read_input_tokens ?? 0) + usage.cache_read_input_tokens;
  if (usage.cache_creation_input_tokens)
    total.cache_creation_input_tokens = (total.cache_creation_input_tokens ?? 0) + usage.cache_creation_input_tokens;
}

/** An agent's rounds and tokens so far. */
interface Work {
  /** Its rounds so far. */
  rounds: number;
  /** Its tokens so far. */
  total: Usage;
}

/**
 * A session's display, event after event: the lines each event shows.
 *
 * It keeps who speaks, each agent's rounds and tokens, and whether a panel has just shown a tool's result;
 * {@link DisplayLines.lines} gives the lines an event shows, in the order they come.
 */
export class DisplayLines {
  private readonly lessonId: string;
  /** Paths shown as placeholders in tool lines (the workbook's folder as `<root>`). */
  private readonly paths: Array<readonly [string | undefined, string]>;
  /** The main agent's rounds and tokens, over the session. */
  private readonly main: Work = { rounds: 0, total: zero() };
  /** Every subagent's tokens, over the session. */
  private readonly subTotal = zero();
  /** The subagent at work, while there is one: its lines are marked and its rounds counted apart. */
  private sub: Work | undefined;
  /** Every teammate that has spoken, by name, with its colour; the one speaking now. */
  private readonly teammates = new Map<string, Work & { colour: Style }>();
  private speaking: string | undefined;
  /** The rounds the teammate speaking had when its turn began: none more at its end, and it passed. */
  private turnFrom = 0;
  /** Whether the teammate speaking has shown anything this turn (its first instructions, when spawned). */
  private turnShown = false;
  /** The call beside the loop under way (`summary`), and the tokens of each kind over the session. */
  private aside: string | undefined;
  private readonly asides = new Map<string, Usage>();
  /** Model calls of the main agent, its teammates and beside the loop: each after the first is set apart. */
  private calls = 0;
  /** Set by a panel: it already shows the tool's result, so the preview is left out. */
  private resultShown = false;

  /** The concepts' displays, by concept. */
  private readonly concepts: Map<string, ConceptDisplay>;

  constructor(
    lessonId: string,
    paths: Array<readonly [string | undefined, string]> = [],
    concepts: ConceptDisplay[] = [],
  ) {
    this.lessonId = lessonId;
    this.paths = paths;
    this.concepts = new Map(concepts.map((c) => [c.concept, c]));
  }

  /** Who makes the model call under way. */
  speaker(): Speaker {
    if (this.sub) return { agent: "subagent" };
    if (this.aside) return { agent: "aside", name: this.aside };
    if (this.speaking) return { agent: "teammate", name: this.speaking };
    return { agent: "main" };
  }

  /** The number the next round of the agent now speaking will have (a call beside the loop is not numbered: 0). */
  nextRound(): number {
    const who = this.speaker();
    if (who.agent === "subagent") return this.sub!.rounds + 1;
    if (who.agent === "aside") return 0;
    if (who.agent === "teammate") return this.teammates.get(who.name!)!.rounds + 1;
    return this.main.rounds + 1;
  }

  /** What goes in front of each line now: a subagent's mark, a teammate's name in its colour, or nothing. */
  mark(): Span[] {
    if (this.sub) return SUB_MARK;
    if (this.aside) return ASIDE_MARK;
    const mate = this.speaking && this.teammates.get(this.speaking);
    return mate ? [{ text: `[${this.speaking}]`, style: mate.colour }, { text: " " }] : [];
  }

  /** The lines `event` shows, marked as the agent speaking then; it updates who speaks and the counts. */
  lines(event: DisplayEvent): Line[] {
    const line = (...spans: Span[]): Line => ({ mark: this.mark(), spans });
    let lines: Line[];
    if (isConceptEvent(event)) {
      // A concept's event: its display draws it; one no display is there for shows its kind, dimmed, not nothing.
      const display = this.concepts.get(conceptOf(event));
      lines = display
        ? display.lines(event).map((spans) => line(...spans))
        : [line({ text: `[${event.kind}]`, style: "dim" })];
    } else lines = this.core(event, line);
    if (this.speaking && lines.length > 0) this.turnShown = true;
    return lines;
  }

  /** The lines one of the kit's own events shows. */
  private core(event: CoreEvent, line: (...spans: Span[]) => Line): Line[] {
    const text = (value: string, style?: Style): Line[] =>
      value.split("\n").map((row) => line(style ? { text: row, style } : { text: row }));
    switch (event.kind) {
      case "prompt":
        return [line({ text: `${this.lessonId} >> `, style: "cyan" }, { text: event.text })];
      case "thinking": {
        // Rounds are set apart by a blank line; a call beside the loop has its own opening line instead.
        const lines = (this.sub ? this.sub.rounds : this.calls) > 0 && !this.aside ? [line()] : [];
        // In a team (s15) each of the lead's rounds opens a pass of the rotation: the lead, then each teammate; from
        // the first, before any teammate is spawned, in a lesson that shows the team concept.
        const team = this.concepts.has("team") || this.teammates.size > 0;
        const lead = !this.sub && !this.aside && !this.speaking && team;
        if (lead) lines.push(line({ text: `── pass ${this.main.rounds + 1}`, style: "dim" }));
        return lines;
      }
      case "text": {
        // Streamed, the text is on screen as it came, less the newline that ends it; printed whole, it is trimmed.
        // A call beside the loop's text is dimmed: it is not the agent's answer.
        const style = this.aside ? "dim" : undefined;
        if (event.streamed) return event.text ? text(event.text.replace(/\n$/, ""), style) : [];
        return event.text.trim() ? text(event.text.trim(), style) : [];
      }
      case "round":
        return [line({ text: this.roundLine(event.usage, event.stop), style: "dim" })];
      case "tool-call":
        return [line({ text: callLine(event.name, replacePaths(event.input ?? {}, this.paths)), style: "cyan" })];
      case "tool-result": {
        const shown = this.resultShown;
        this.resultShown = false;
        if (shown && !event.isError) return [];
        // An error in red, but for the lines in it that say what passed (a check's `ok` lines) and what was left out.
        return previewLines(event.content, 5, { isError: event.isError }).map((row) => {
          const quiet = !event.isError || PASSED.test(row) || /^ {2}… \(\+\d+ lines\)$/.test(row);
          return line({ text: row, style: quiet ? "dim" : "red" });
        });
      }
      case "panel":
        return this.panel(event.items, event.title, event.withResult === true).map((spans) => line(...spans));
      case "reminder":
        return text(`⏰ reminder injected: ${event.text}`, "yellow");
      case "note":
        return text(event.text, "dim");
      case "warning":
      case "retry":
        return text(event.text, "yellow");
      case "error":
        return text(event.text, "red");
      case "subagent-start": {
        const start = line({ text: "  ┌ subagent: a fresh context, its own tools", style: "magenta" });
        this.sub = { rounds: 0, total: zero() };
        return [start];
      }
      case "subagent-end": {
        const work = this.sub;
        if (!work) return [];
        this.sub = undefined;
        const rounds = `${work.rounds} ${work.rounds === 1 ? "round" : "rounds"}`;
        const end = event.stopped
          ? `  └ subagent stopped: ${rounds}, ${tokens(work.total)}`
          : `  └ subagent done: ${rounds}, ${tokens(work.total)}; only its report goes back`;
        return [line({ text: end, style: "magenta" })];
      }
      case "speaker": {
        // A teammate's turn that ends without a model call: it passes, and the terminal says so.
        const mate = this.speaking && this.teammates.get(this.speaking);
        const passed = mate && event.name === undefined && mate.rounds === this.turnFrom && !this.turnShown;
        const lines = passed ? [line({ text: "  passes: nothing to do this pass", style: "dim" })] : [];
        if (event.name !== undefined && !this.teammates.has(event.name)) {
          const colour = TEAM_COLOURS[this.teammates.size % TEAM_COLOURS.length];
          this.teammates.set(event.name, { rounds: 0, total: zero(), colour });
        }
        this.speaking = event.name;
        this.turnFrom = event.name === undefined ? 0 : this.teammates.get(event.name)!.rounds;
        this.turnShown = false;
        return lines;
      }
      case "aside": {
        // A call beside the loop opens its block with what it is: `┌ summary`.
        const opening = event.name === undefined ? [] : [line({ text: `  ┌ ${event.name}`, style: "dim" })];
        this.aside = event.name;
        return opening;
      }
      case "turn-end":
        return [line()];
    }
  }

  /** The panel's rows: its title, each item styled by its status, and the count. */
  private panel(items: TodoLine[], title: string | undefined, withResult: boolean): Span[][] {
    const rows: Span[][] = title ? [[{ text: `  ${title}`, style: "bold" }]] : [];
    for (const { text: item, status } of items) {
      const text = String(item); // a learner's panel of objects shows what they are (`undefined`), as a template would
      const style: Style | undefined =
        status === "completed" ? "dim" : status === "in_progress" ? "current" : undefined;
      rows.push([{ text: "  " }, style ? { text, style } : { text }]);
    }
    const done = items.filter((l) => l.status === "completed").length;
    rows.push([{ text: items.length === 0 ? "  No todos." : `  (${done}/${items.length} completed)`, style: "dim" }]);
    this.resultShown = !withResult;
    return rows;
  }

  /**
   * The usage line of a round: its tokens and the session's total. The total is the main agent's, the subagents'
   * apart once there was one, then each teammate's, and each kind of call beside the loop apart too; a subagent's
   * round counts in its own total, a teammate's in its own.
   */
  private roundLine(usage: Usage, stopReason: string | null): string {
    const stop = stopReason === "tool_use" || stopReason === "end_turn" ? "" : ` · stop: ${stopReason}`;
    if (this.sub) {
      this.sub.rounds += 1;
      add(this.sub.total, usage);
      add(this.subTotal, usage);
      return `  ↳ subagent round ${this.sub.rounds} · ${tokens(usage)} · subagent ${tokens(this.sub.total)}${stop}`;
    }
    this.calls += 1;
    if (this.aside) {
      const total = this.asides.get(this.aside) ?? zero();
      add(total, usage);
      this.asides.set(this.aside, total);
      return `  ↳ ${this.aside} · ${tokens(usage)}${stop}`;
    }
    const mate = this.speaking && this.teammates.get(this.speaking);
    if (mate) {
      mate.rounds += 1;
      add(mate.total, usage);
      const name = this.speaking;
      return `  ↳ ${name} round ${mate.rounds} · ${tokens(usage)} · ${name} ${tokens(mate.total)}${stop}`;
    }
    this.main.rounds += 1;
    add(this.main.total, usage);
    const subagents = this.subTotal.input_tokens > 0 ? ` · subagents ${tokens(this.subTotal)}` : "";
    const team = [...this.teammates].map(([name, m]) => ` · ${name} ${tokens(m.total)}`).join("");
    const asides = [...this.asides].map(([name, total]) => ` · ${name} ${tokens(total)}`).join("");
    const session = `session ${tokens(this.main.total)}${subagents}${team}${asides}`;
    return `  ↳ round ${this.main.rounds} · ${tokens(usage)} · ${session}${stop}`;
  }
}
