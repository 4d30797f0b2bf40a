/**
 * What a lesson shows, as data: every line the terminal prints comes from one of these events, and a recording
 * keeps them beside the requests, so that the session player, `pnpm lesson:view` and the exercise checks read what
 * the learner saw without reading the terminal back. No Node here: the player imports this file in the browser.
 *
 * An event holds facts (a tool's name and input, a round's tokens, a todo list), never rendered terminal text.
 */
import type { Span } from "./spans.ts";

/**
 * Token counts of one response, as the API reports them in `usage`. The request's tokens are the three input figures
 *
 * together: the API counts `input_tokens` without the ones read from or written to the prompt cache.
 */
export interface Usage {
  /** The request's tokens that were neither read from the cache nor written to it. */
  input_tokens: number;
  /** The request's tokens read from the prompt cache (a prefix cached by an earlier call); absent when none. */
  cache_read_input_tokens?: number;
  /** The request's tokens written to the prompt cache (the prefix up to a `cache_control` mark); absent when none. */
  cache_creation_input_tokens?: number;
  /** Tokens the model wrote. */
  output_tokens: number;
}

/** One line of a panel (todos, tasks): the item as the lesson renders it, its status, what it is doing. */
export interface TodoLine {
  /** The item as the lesson renders it, e.g. `[>] #2: Write the tests`. */
  text: string;
  /** Where the item stands: done lines are dimmed, the one in progress is highlighted. */
  status: "pending" | "in_progress" | "completed";
  /** Shown by the spinner while this item is in progress (v2's activeForm). */
  activity?: string;
  /** The agent that owns it, in a task graph (s12 on), once it has one: who owns what, for the player. */
  owner?: string;
}

/** Who made a model call: the main agent, a subagent (s06), a call beside the loop (s08's `summary`), or a teammate (s15). */
export interface Speaker {
  /** Which kind of agent. */
  agent: "main" | "subagent" | "aside" | "teammate";
  /** A teammate's name, or what a call beside the loop is for (`summary`). */
  name?: string;
}

/** The learner's request: from a cassette or -p (echoed as if typed), or `typed` at the prompt. */
export interface PromptEvent {
  /** What it is. */
  kind: "prompt";
  /** The request. */
  text: string;
  /** Typed by the learner (the terminal shows it already). */
  typed?: boolean;
}

/** A model call starts: the spinner turns, and rounds after the first are set apart by a blank line. */
export interface ThinkingEvent {
  /** What it is. */
  kind: "thinking";
}

/** The model's text of one call, whole. */
export interface TextEvent {
  /** What it is. */
  kind: "text";
  /** The text, as the model wrote it. */
  text: string;
  /** It reached the screen as it came (streamed), rather than whole at the end of the call. */
  streamed: boolean;
}

/** A model call ended: who made it, its number among that agent's rounds, its tokens and why it stopped. */
export interface RoundEvent {
  /** What it is. */
  kind: "round";
  /** Who made the call. */
  speaker: Speaker;
  /** Its number among its agent's rounds (a subagent's in its run), from 1; 0 for a call beside the loop. */
  n: number;
  /** Its tokens. */
  usage: Usage;
  /** Why the model stopped (`tool_use`, `end_turn`, `max_tokens`…). */
  stop: string | null;
}

/** A tool call, as the model asked for it. */
export interface ToolCallEvent {
  /** What it is. */
  kind: "tool-call";
  /** The tool's name. */
  name: string;
  /** Its input, as the model gave it. */
  input: unknown;
}

/** What a tool call gave back, as the model reads it. */
export interface ToolResultEvent {
  /** What it is. */
  kind: "tool-result";
  /** The result's text. */
  content: string;
  /** An error result. */
  isError: boolean;
}

/** A panel of items after a tool changed them: the todo list (v2), the task graph (s12). */
export interface PanelEvent {
  /** What it is. */
  kind: "panel";
  /** What the panel holds, e.g. `## Tasks`; none for a todo list. */
  title?: string;
  /** Its items, in order. */
  items: TodoLine[];
  /** The tool's result says more than the panel: it is shown too. */
  withResult?: boolean;
}

/** A line of text for the learner: a note (dim), a warning, an error, a retry of a model call. */
export interface MessageEvent {
  /** What it is: `note`, `warning`, `error`, or `retry` (a model call tried again). */
  kind: "note" | "warning" | "error" | "retry";
  /** The text. */
  text: string;
}

/** Text the lesson added to the conversation for the model: a nag, a note after the results. */
export interface ReminderEvent {
  /** What it is. */
  kind: "reminder";
  /** The text, as the model reads it. */
  text: string;
}

/** A subagent starts (s06): its lines hang under the call that started it. */
export interface SubagentStartEvent {
  /** What it is. */
  kind: "subagent-start";
}

/** The subagent has ended. */
export interface SubagentEndEvent {
  /** What it is. */
  kind: "subagent-end";
  /** Stopped by an error or Ctrl-C, rather than done. */
  stopped: boolean;
}

/** A teammate speaks now (s15), or, with no name, the main agent again. */
export interface SpeakerEvent {
  /** What it is. */
  kind: "speaker";
  /** The teammate. */
  name?: string;
}

/** A call beside the loop starts (s08's summary), or, with no name, has ended. */
export interface AsideEvent {
  /** What it is. */
  kind: "aside";
  /** What the call is for: `summary`. */
  name?: string;
}

/** A turn has ended: a blank line before the next prompt. */
export interface TurnEndEvent {
  /** What it is. */
  kind: "turn-end";
}

/**
 * An event of a concept's own display (s08's compaction, s15's mailbox…), as any concept's: its kind only.
 *
 * Its kind is `concept:what` (`compaction:done`), its fields are the concept's. The concept's folder, `shared/src/concepts/<concept>/`, says
 * what it shows (its `events.ts` declares its events, in {@link ConceptEvents}); a lesson names the concepts it shows in its
 * package.json (`workbook.displays`) and in its session's type (`Session<"compaction">`).
 */
export interface ConceptEvent {
  /** `concept:what`, e.g. `compaction:done`. */
  kind: `${string}:${string}`;
}

/**
 * Each concept's events, by concept: the map each concept's `events.ts` extends with its own, e.g.
 *
 * `declare module "../../display/events.ts" { interface ConceptEvents { autonomy: AutonomyEvent } }`.
 */
export interface ConceptEvents {}

/** A concept that has a display: a key of {@link ConceptEvents} (`compaction`, `autonomy`…). */
export type ConceptName = keyof ConceptEvents;

/**
 * What a session that shows the concepts `C` may show: the kit's events and those concepts' (none by default).
 *
 * `ShownEvent<"autonomy">` takes `{ kind: "autonomy:lost", task, why }`; `ShownEvent` does not.
 */
export type ShownEvent<C extends ConceptName = never> = CoreEvent | ConceptEvents[C];

/** What the kit itself shows for every lesson, one kind of fact each. */
export type CoreEvent =
  | PromptEvent
  | ThinkingEvent
  | TextEvent
  | RoundEvent
  | ToolCallEvent
  | ToolResultEvent
  | PanelEvent
  | MessageEvent
  | ReminderEvent
  | SubagentStartEvent
  | SubagentEndEvent
  | SpeakerEvent
  | AsideEvent
  | TurnEndEvent;

/** Everything a lesson shows: the kit's own events and its concepts'. */
export type DisplayEvent = CoreEvent | ConceptEvent;

/** Whether an event is a concept's own (its kind is `concept:what`). */
export function isConceptEvent(event: DisplayEvent): event is ConceptEvent {
  return event.kind.includes(":");
}

/** The concept an event of a concept's belongs to: `compaction` for `compaction:done`. */
export function conceptOf(event: ConceptEvent): string {
  return event.kind.slice(0, event.kind.indexOf(":"));
}

/** The kinds of the kit's own events. */
export type DisplayKind = CoreEvent["kind"];

/** One event of a recording, with how many model calls the session had made before it. */
export interface RecordedEvent {
  /** The model calls made before this event (0 before the first). */
  calls: number;
  /** The event. */
  event: DisplayEvent;
}

/**
 * What a concept's display draws: the lines each of its events (`E`, the concept's own) shows.
 *
 * Its folder's `lines.ts` exports it as `display`. Its lines come without the mark in front of them (the renderer
 * adds whose line it is). No Node: the player draws them too. The renderer hands a display only the events whose kind
 * starts with its concept.
 */
export interface ConceptDisplay<E extends ConceptEvent = ConceptEvent> {
  /** The concept: the part of its events' kinds before the colon. */
  concept: string;
  /** The lines `event` shows, each as its spans. */
  lines(event: E): Span[][];
}
