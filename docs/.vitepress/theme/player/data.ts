/**
 * What the session player plays: a recorded session, round by round. Written at build time (the site's
 * sessions, `pnpm lesson:view`), read in the browser. No DOM and no Node here: both sides import it.
 */

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

/** One model call: what the terminal showed, what was sent, what came back. */
export interface SessionRound {
  /** 1, 2, 3… as the terminal's `↳ round N` line counts them. */
  n: number;
  /**
   * The terminal's lines for this round: the learner's prompt when a turn starts, the model's text, the usage
   * line, then the tool calls, their results, the todo panel and the reminder markers that followed.
   */
  terminal: string[];
  /** The request, as a change from the previous one; absent when the recording holds no request. */
  request?: RequestDelta;
  /** The model's answer. */
  response: { content: Block[]; stop_reason: string | null };
  /** Tokens, as the response's usage reported them. */
  usage: { input: number; output: number };
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
   * made; `derived` when they are rebuilt from the recording alone (what the terminal would have shown).
   */
  terminal: "run" | "derived";
  /** A sentence for the reader when part of the picture is missing (no requests in the file, for instance). */
  note?: string;
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

/** Every round's whole request rebuilt from the deltas (undefined for a round without one). */
export function expandRequests(rounds: SessionRound[]): Array<FullRequest | undefined> {
  let previous: FullRequest | undefined;
  return rounds.map((round) => {
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
    previous = full;
    return full;
  });
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
