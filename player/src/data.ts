/**
 * What the session player plays: a recorded session, round by round. Written at build time (the site's
 * sessions, `pnpm lesson:view`), read in the browser. No DOM and no Node here: both sides import it.
 */
// The kit's file itself, not the kit's index: the index brings Node's modules with it, which a browser has not.
import type { DisplayEvent, PanelEvent, Speaker, TodoLine } from "@agent-workbook/kit/display/events";
import type { Line } from "@agent-workbook/kit/display/lines";
import { type AgentCall, isTeammate, SUBAGENT, startsSubagentRun } from "@agent-workbook/kit/subagent-runs";

/** A content block as the Messages API has it (text, tool_use, tool_result…), kept as recorded. */
export interface Block {
  type: string;
  [key: string]: unknown;
}

/** A message of a request; a string content is kept as one text block. */
export interface Message {
  role: "user" | "assistant";
  content: Block[];
}

/** A tool as the request offered it to the model. */
export interface ToolSpec {
  name: string;
  description?: string;
  input_schema?: unknown;
}

/** What a request changed from the previous one: the whole of it is rebuilt by {@link expandRequests}. */
export interface RequestDelta {
  /** How many messages of the previous request it starts with, unchanged. */
  keep: number;
  /** The messages after those. */
  add: Message[];
  /** The system prompt, when it differs from the previous request's (always on the first). */
  system?: string;
  /** The tools, when they differ from the previous request's (always on the first). */
  tools?: ToolSpec[];
  /** The model and max_tokens, when they differ from the previous request's (always on the first). */
  model?: string;
  max_tokens?: number;
}

/** A line as the kit's terminal draws it, and, when it is marked, whose mark it is: `subagent` or a teammate's name. */
export interface ShownLine extends Line {
  /** Whose line it is, when it is marked: `subagent`, or a teammate's name. */
  agent?: string;
}

/** One model call: what the terminal showed, what was sent, what came back. */
export interface SessionRound {
  /** 1, 2, 3…: the model calls of the session, in order (the player's position: "call 7 of 10"). */
  n: number;
  /** Who made the call, as its round event says (absent when the recording has no round event for it). */
  speaker?: Speaker;
  /** Its number among its agent's rounds, as the terminal printed it (a subagent's in its run; 0 beside the loop). */
  round?: number;
  /**
   * Who made the call when it was not the main agent: `subagent` (s06), or a teammate's name (s15). A subagent's
   * rounds follow the main agent's round that started it; a teammate's come in turn with the others'. Each agent's
   * requests are its own history.
   */
  agent?: string;
  /**
   * The terminal's lines for this round, as plain text: the learner's prompt when a turn starts, the model's text,
   * the usage line, then the tool calls, their results, the todo panel and the reminder markers that followed.
   * For tests and tools; the player draws {@link SessionRound.lines}.
   */
  terminal: string[];
  /** The same lines with their styles, drawn from the round's events by the kit (DisplayLines): what the player draws. */
  lines: ShownLine[];
  /** What the session showed in this round, as display events (the terminal's lines are drawn from them). */
  events?: DisplayEvent[];
  /** The request, as a change from the previous one of the same agent; absent when the recording holds no request. */
  request?: RequestDelta;
  /** The model's answer. */
  response: { content: Block[]; stop_reason: string | null };
  /**
   * Tokens, as the response's usage reported them: `input` without the cache's, which are apart when not zero
   * (`cacheRead`: read from the prompt cache, `cacheWrite`: written to it).
   */
  usage: { input: number; cacheRead?: number; cacheWrite?: number; output: number };
}

/** A session ready to play. */
export interface SessionData {
  /** A short name: `v2 · nag.json`. */
  title: string;
  /** The lesson that recorded it. */
  lesson: string;
  /** Where the recording came from, from the workbook root when it is inside it. */
  file: string;
  /**
   * How the terminal lines were made: `run` when they are what the lesson printed while this recording was
   * made (its display events); `derived` when they are rebuilt from its calls, in a recording made before recordings
   * kept their display events (what the terminal would have shown).
   */
  terminal: "run" | "derived";
  /** A sentence for the reader when part of the picture is missing (no requests in the file, for instance). */
  note?: string;
  /** The concepts whose displays the lesson shows (its package.json `workbook.displays`): their player parts too. */
  displays?: string[];
  rounds: SessionRound[];
}

/** One round's request, whole, with the blocks that were not in the previous request marked. */
export interface FullRequest {
  model?: string;
  max_tokens?: number;
  system: string;
  tools: ToolSpec[];
  messages: Message[];
  /** `fresh[i][j]`: block j of message i is new since the previous request. */
  fresh: boolean[][];
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A round as the kit tells subagents' runs apart: its agent, how many messages its request held, why it stopped. */
function agentCall(round: SessionRound): AgentCall {
  const { agent, request } = round;
  return { agent, messages: request && request.keep + request.add.length, stopReason: round.response.stop_reason };
}

/** For each round, whether it is the first of a subagent's run (two may follow each other: two task calls). */
function runStarts(rounds: SessionRound[]): boolean[] {
  return rounds.map((round, r) => startsSubagentRun(agentCall(round), rounds[r - 1] && agentCall(rounds[r - 1])));
}

/**
 * Every round's whole request rebuilt from the deltas (undefined for a round without one). A delta changes the
 * previous request of the same agent; a subagent's run started anew has none before it.
 */
export function expandRequests(rounds: SessionRound[]): Array<FullRequest | undefined> {
  const last = new Map<string, FullRequest | undefined>();
  const starts = runStarts(rounds);
  return rounds.map((round, r) => {
    const agent = round.agent ?? "";
    if (starts[r]) last.delete(agent);
    const previous = last.get(agent);
    const delta = round.request;
    if (!delta) return undefined;
    const before = previous?.messages ?? [];
    const messages = [...before.slice(0, delta.keep), ...delta.add];
    const fresh = messages.map((message, i) =>
      message.content.map((block, j) => !(i < before.length && same(before[i].content[j], block))),
    );
    const full: FullRequest = {
      model: delta.model ?? previous?.model,
      max_tokens: delta.max_tokens ?? previous?.max_tokens,
      system: delta.system ?? previous?.system ?? "",
      tools: delta.tools ?? previous?.tools ?? [],
      messages,
      fresh,
    };
    last.set(agent, full);
    return full;
  });
}

/**
 * For each round, the main agent's round it belongs to: its own index for a main agent's round, the index of the
 * round that started it for a subagent's (the round before its first).
 */
export function parentRounds(rounds: SessionRound[]): number[] {
  let parent = 0;
  return rounds.map((round, r) => {
    if (!round.agent) parent = r;
    return parent;
  });
}

/**
 * Input tokens per main agent's round, and what they would have been had every subagent's work stayed in the main
 * agent's context: its own, plus what each subagent before it added to its fresh context (its last request's
 * input and its last answer, less its first request's input). Undefined for a subagent's round or a teammate's.
 */
export function contextLines(rounds: SessionRound[]): Array<{ actual: number; withSubagents: number } | undefined> {
  const starts = runStarts(rounds);
  let added = 0;
  let first = 0;
  return rounds.map((round, r) => {
    if (round.agent && round.agent !== SUBAGENT) return undefined; // a teammate's context is its own for good; a call beside the loop (s08's summary) too
    if (round.agent) {
      if (starts[r]) first = round.usage.input;
      // Its run ends here when the next round is another agent's, or another run's start.
      if (rounds[r + 1]?.agent !== round.agent || starts[r + 1])
        added += round.usage.input + round.usage.output - first;
      return undefined;
    }
    return { actual: round.usage.input, withSubagents: round.usage.input + added };
  });
}

/**
 * The agents of a team's session (s15), each with a lane in the player: the main agent (the lead, `""`) first,
 * then each teammate in the order it first made a call. Empty when no round is a teammate's (a subagent is not).
 */
export function teamLanes(rounds: SessionRound[]): string[] {
  const mates = rounds.flatMap((r) => teammateOf(r) ?? []);
  return mates.length === 0 ? [] : ["", ...new Set(mates)];
}

/** The teammate that made a round's call, as its round event says (or its recording, without one); else undefined. */
export function teammateOf(round: SessionRound): string | undefined {
  if (round.speaker) return round.speaker.agent === "teammate" ? round.speaker.name : undefined;
  return isTeammate(round.agent) ? round.agent : undefined;
}

/** A request's content as blocks: a string becomes one text block. */
export function asBlocks(content: unknown): Block[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  return Array.isArray(content) ? (content as Block[]) : [];
}

/** The delta from one whole request to the next (the inverse of {@link expandRequests}). */
export function requestDelta(
  previous: { model?: string; max_tokens?: number; system: string; tools: ToolSpec[]; messages: Message[] } | undefined,
  next: { model?: string; max_tokens?: number; system: string; tools: ToolSpec[]; messages: Message[] },
): RequestDelta {
  const before = previous?.messages ?? [];
  let keep = 0;
  while (keep < before.length && keep < next.messages.length && same(before[keep], next.messages[keep])) keep++;
  return {
    keep,
    add: next.messages.slice(keep),
    ...(previous && previous.system === next.system ? {} : { system: next.system }),
    ...(previous && same(previous.tools, next.tools) ? {} : { tools: next.tools }),
    ...(previous && previous.model === next.model ? {} : { model: next.model }),
    ...(previous && previous.max_tokens === next.max_tokens ? {} : { max_tokens: next.max_tokens }),
  };
}

/** A panel (todos, tasks) as the session last showed it by the end of a round. */
export interface PanelView {
  /** What it holds, as its panel event names it (`## Tasks`); none for a todo list. */
  title?: string;
  /** Its items. */
  items: TodoLine[];
  /** The items of the panel shown before it, if any. */
  previous?: TodoLine[];
  /** The index of the round that showed it. */
  index: number;
  /**
   * Each item's owner, by its place in the panel: the owner its task names (s12 on: the graph's own word, from the
   * moment it is given, pending too); else the agent whose panel first showed it in progress (a teammate's name, `""`
   * the main agent), kept once it is done. A task graph keeps its tasks in order, so a place is a task.
   */
  owners: Array<string | undefined>;
}

/** For every round, the last panel the session has shown by its end, from its panel events; undefined before one. */
export function panelsByRound(rounds: SessionRound[]): Array<PanelView | undefined> {
  let last: PanelView | undefined;
  let speaking = "";
  const owners: Array<string | undefined> = [];
  return rounds.map((round, index) => {
    for (const event of round.events ?? []) {
      if (event.kind === "speaker") speaking = event.name ?? "";
      if (event.kind !== "panel") continue;
      const { title, items } = event as PanelEvent;
      items.forEach((item, k) => {
        if (item.owner !== undefined) owners[k] = item.owner;
        else if (item.status === "in_progress" && last?.items[k]?.status !== "in_progress") owners[k] = speaking;
      });
      last = {
        ...(title ? { title } : {}),
        items,
        previous: last?.items,
        index,
        owners: items.map((_, k) => owners[k]),
      };
    }
    return last;
  });
}
