/**
 * The words the exercise checks' messages are made of: a request's last message, texts quoted and cut, lists and
 * counts, the names a lesson gives its texts. explain.ts and verdict.ts say what differs with them.
 */
import type { MessageRequest } from "@agent-workbook/kit";

/** What names the lesson gives to texts (its string constants), so a message can say NAG_REMINDER, not the text. */
export type TextNames = Map<string, string>;

/** A content block of a request, as far as the messages read it. */
export type Block = {
  type: string;
  text?: string;
  content?: unknown;
  is_error?: boolean;
  tool_use_id?: string;
} & Record<string, unknown>;
/** A message of a request. */
export type Message = { role: string; content: string | Block[] };

/** The first items of a short list, in its JSON: what a learner needs to see which case it is. */
export function shortList(list: unknown[]): string {
  const json = JSON.stringify(list);
  return list.length === 0 || list.length > 2 || json.length > 100 ? "" : ` ${json}`;
}

/**
 * The names a lesson gives its texts: every `const NAME = "…"` (or `"…" + "…"`) at the top level of its source, or
 * of its entry (`main`, one level in).
 */
export function textNames(source: string): TextNames {
  const names: TextNames = new Map();
  for (const m of source.matchAll(/^(?: {2})?const ([A-Z][A-Z0-9_]*) =\s*((?:"(?:[^"\\\n]|\\.)*"\s*\+?\s*)+);/gm)) {
    const parts = [...m[2].matchAll(/"(?:[^"\\\n]|\\.)*"/g)].map((p) => JSON.parse(p[0]) as string);
    names.set(parts.join(""), m[1]);
  }
  return names;
}

/** The last message of a request. */
export function lastMessage(request: MessageRequest | undefined): Message | undefined {
  return (request?.messages as Message[] | undefined)?.at(-1);
}

/** The last message of a request, its blocks as text (other kinds as `[type]`). */
export function lastMessageText(request: MessageRequest | undefined): string {
  const message = lastMessage(request);
  return message
    ? blocks(message.content)
        .map((b) => (b.type === "text" ? b.text : `[${b.type}]`))
        .join(" ")
    : "";
}

/** A message's content as blocks: a string is one text block. */
export function blocks(content: string | Block[]): Block[] {
  return typeof content === "string" ? [{ type: "text", text: content }] : content;
}

/** A tool result's or a system prompt's text: strings as they are, blocks joined. */
export function text(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((b) => (b as Block).text ?? json(b)).join("\n");
  return content === undefined ? "" : json(content);
}

/** `1 model call`, `3 model calls`. */
export function calls(n: number): string {
  return n === 1 ? "1 model call" : `${n} model calls`;
}

/** A text quoted for a message, cut when long. */
export function quote(text: string): string {
  return brief(text, 160);
}

/** A text as one short JSON string, cut in the middle when long. */
export function brief(text: string, max = 100): string {
  const quoted = JSON.stringify(text);
  return quoted.length <= max ? quoted : `${quoted.slice(0, max - 12)}…${quoted.slice(-10)}`;
}

/** A value as JSON (`undefined` as the word). */
export function json(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space) ?? "undefined";
}

/** Some fields of an object. */
export function pick(value: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (value as Record<string, unknown>)[k]]));
}

/** Lines indented by two spaces. */
export function indent(lines: string[]): string[] {
  return lines.map((l) => `  ${l}`);
}

/** "a" or "an", for a message's role (`user`, `assistant`). */
export function article(role: string): string {
  return role === "assistant" ? "an" : "a";
}
