/**
 * The Messages API's answers, as the mock server sends them: a Message as JSON, the same Message as
 * server-sent events (`stream: true`), and a Message cut short by `max_tokens`.
 */
import type { Interaction } from "@agent-workbook/kit";

/** A Messages API response (a cassette's `response`). */
export type Message = Interaction["response"];

type Block = Message["content"][number];

/** A tool_use block whose input JSON was cut off: the stream sends only this prefix of it. */
export interface PartialInput {
  index: number;
  json: string;
}

/** One server-sent event, with its `event:` line, as the API writes it. */
export function sseEvent(type: string, data: object): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

/**
 * The events of a streamed Message, in order: message_start (the message without content), then per
 * block content_block_start, content_block_delta (text_delta or input_json_delta, in several chunks),
 * content_block_stop, with a ping after the first block starts; then message_delta (stop_reason, usage)
 * and message_stop.
 */
export function messageEvents(message: Message, partial?: PartialInput): string[] {
  const events: string[] = [];
  const { id, type, role, model, content, stop_reason, stop_sequence, usage, ...rest } = message;
  const start = {
    id,
    type,
    role,
    model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { ...usage, output_tokens: 1 },
    ...rest,
  };
  events.push(sseEvent("message_start", { message: start }));
  content.forEach((block, index) => {
    events.push(sseEvent("content_block_start", { index, content_block: emptied(block) }));
    if (index === 0) events.push(sseEvent("ping", {}));
    for (const delta of deltas(block, partial?.index === index ? partial.json : undefined)) {
      events.push(sseEvent("content_block_delta", { index, delta }));
    }
    events.push(sseEvent("content_block_stop", { index }));
  });
  events.push(
    sseEvent("message_delta", { delta: { stop_reason, stop_sequence }, usage: { output_tokens: usage.output_tokens } }),
  );
  events.push(sseEvent("message_stop", {}));
  return events;
}

/**
 * The Message as if it had hit `max_tokens`: cut inside its first tool_use (whose input keeps only the
 * keys that fit in the first half of its JSON; the stream sends that half), else halfway through its
 * last text. `output_tokens` becomes the request's max_tokens.
 */
export function cutAtMaxTokens(message: Message, maxTokens: number): { message: Message; partial?: PartialInput } {
  const cut = structuredClone(message);
  cut.stop_reason = "max_tokens";
  cut.stop_sequence = null;
  cut.usage = { ...cut.usage, output_tokens: maxTokens };
  const toolIndex = cut.content.findIndex((b) => b.type === "tool_use");
  if (toolIndex >= 0) {
    cut.content = cut.content.slice(0, toolIndex + 1);
    const tool = cut.content[toolIndex] as Extract<Block, { type: "tool_use" }>;
    const full = JSON.stringify(tool.input);
    const json = full.slice(0, Math.floor(full.length / 2));
    tool.input = keysWithin(tool.input as Record<string, unknown>, json.length);
    return { message: cut, partial: { index: toolIndex, json } };
  }
  const textIndex = cut.content.findLastIndex((b) => b.type === "text");
  if (textIndex >= 0) {
    const text = cut.content[textIndex] as Extract<Block, { type: "text" }>;
    text.text = text.text.slice(0, Math.ceil(text.text.length / 2));
    cut.content = cut.content.slice(0, textIndex + 1);
  }
  return { message: cut };
}

/** A block as content_block_start announces it: text empty, tool input `{}`. */
function emptied(block: Block): object {
  if (block.type === "text") return { ...block, text: "" };
  if (block.type === "tool_use") return { ...block, input: {} };
  return block;
}

/** The deltas that build a block: text a few words at a time, tool input JSON in three pieces. */
function deltas(block: Block, partialJson?: string): object[] {
  if (block.type === "text") {
    const words = wordsOf(block.text);
    const chunks: string[] = [];
    for (let i = 0; i < words.length; i += 3) chunks.push(words.slice(i, i + 3).join(""));
    return chunks.map((text) => ({ type: "text_delta", text }));
  }
  if (block.type === "tool_use") {
    const pieces = ["", ...inThirds(partialJson ?? JSON.stringify(block.input))]; // the API opens with an empty partial_json
    return pieces.map((partial_json) => ({ type: "input_json_delta", partial_json }));
  }
  return [];
}

/** A text as the words a stream sends it in, each with the space after it. */
export function wordsOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** A JSON text in three pieces (fewer when it is very short), as a stream sends tool arguments. */
export function inThirds(json: string): string[] {
  const size = Math.max(1, Math.ceil(json.length / 3));
  const pieces: string[] = [];
  for (let i = 0; i < json.length; i += size) pieces.push(json.slice(i, i + size));
  return pieces;
}

/** The keys of `input` whose whole `"key":value` lies within the first `length` characters of its JSON. */
function keysWithin(input: Record<string, unknown>, length: number): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  let used = 1; // "{"
  for (const [key, value] of Object.entries(input)) {
    used += JSON.stringify({ [key]: value }).length - 1; // `"key":value` plus a comma or the closing brace
    if (used > length) break;
    kept[key] = value;
  }
  return kept;
}
