import type { MessageRequest } from "./providers/types.ts";

/** One content block of a request, with where it sits: `messages.<i>.content.<j>`. */
interface PlacedBlock {
  type: string;
  id?: string;
  tool_use_id?: string;
  text?: string;
  at: string;
}

/** A turn as the API sees it: consecutive messages of the same role are merged into one. */
interface Turn {
  role: string;
  /** Where the turn starts: `messages.<i>`. */
  at: string;
  blocks: PlacedBlock[];
}

/**
 * What breaks the real Messages API's rules in a request body, one line each (none when it is valid).
 *
 * The rules that matter most to an agent loop: in the user turn
 * that answers tool calls, every tool_use id is answered and tool_result blocks come first.
 * Consecutive messages of the same role are allowed: the API merges them into one turn.
 */
export function requestProblems(body: MessageRequest | unknown): string[] {
  // The API parses the body first: a body that is not valid JSON gets that answer and nothing else.
  let text: string;
  try {
    text = JSON.stringify(body);
  } catch {
    return [`body: nested more than ${MAX_DEPTH} levels deep`]; // (the mock refuses such a body before parsing it)
  }
  const json = jsonProblem(text);
  if (json) return [json];
  // Then its shape, field by field: a field of the wrong type stops the checks that would read it.
  const shape = shapeProblems(body);
  if (shape.length > 0) return shape;
  const request = body as MessageRequest;
  const problems: string[] = [];
  if (!request.model) problems.push("model: Field required");
  if (request.max_tokens === undefined) problems.push("max_tokens: Field required");
  else if (!(Number.isInteger(request.max_tokens) && request.max_tokens > 0)) {
    problems.push("max_tokens: Input should be an integer greater than or equal to 1");
  }
  const messages = request.messages ?? [];
  if (messages.length === 0) problems.push("messages: at least one message is required");
  if (messages[0] && messages[0].role !== "user")
    problems.push("messages.0.role: the first message must use the user role");
  messages.forEach((message, i) => {
    if (message.role !== "user" && message.role !== "assistant")
      problems.push(`messages.${i}.role: Input should be 'user' or 'assistant'`);
    const empty = typeof message.content === "string" ? message.content === "" : message.content.length === 0;
    const finalAssistant = i === messages.length - 1 && message.role === "assistant"; // a prefill may be empty
    if (empty && !finalAssistant) {
      problems.push(
        `messages.${i}: all messages must have non-empty content except for the optional final assistant message`,
      );
    }
  });
  const turns = mergeTurns(messages);
  problems.push(...textProblems(turns), ...toolCallProblems(turns));
  problems.push(...toolProblems(request.tools ?? []));
  return problems;
}

/** The deepest nesting of objects and lists a request body may have (the mock refuses a deeper body as it reads it). */
export const MAX_DEPTH = 512;

/** What a block of each type must hold: each field's check and what the API says when it fails. */
const BLOCK_FIELDS: Record<string, [field: string, ok: (v: unknown) => boolean, says: string][]> = {
  text: [["text", isString, "Input should be a valid string"]],
  tool_use: [
    ["id", isString, "Input should be a valid string"],
    ["name", isString, "Input should be a valid string"],
    ["input", isObject, "Input should be a valid dictionary"],
  ],
  tool_result: [["tool_use_id", isString, "Input should be a valid string"]],
};

/**
 * What is wrong with the shape of a request body, field by field, as the API's validation words it.
 *
 * None when the fields have the types the API takes. A body that is not an object, `messages` that is not a list,
 * a message without content, a block without its type's fields, `tools` that is not a list of objects, a model
 * that is not a string. Each problem names its field: `messages.0.content.1.text: Field required`.
 */
export function shapeProblems(body: unknown): string[] {
  if (!isObject(body)) return ["body: Input should be a valid dictionary (a JSON object)"];
  const problems: string[] = [];
  const field = (name: string, value: unknown, ok: (v: unknown) => boolean, says: string) => {
    if (value === undefined) problems.push(`${name}: Field required`);
    else if (!ok(value)) problems.push(`${name}: ${says}`);
  };
  const optional = (name: string, value: unknown, ok: (v: unknown) => boolean, says: string) => {
    if (value !== undefined) field(name, value, ok, says);
  };
  const b = body as Record<string, unknown>;
  // A missing model, max_tokens or messages is said by the rules below, with the others.
  optional("model", b.model, isString, "Input should be a valid string");
  optional("max_tokens", b.max_tokens, (v) => typeof v === "number", "Input should be a valid integer");
  optional("stream", b.stream, (v) => typeof v === "boolean", "Input should be a valid boolean");
  optional(
    "temperature",
    b.temperature,
    (v) => typeof v === "number" && v >= 0 && v <= 1,
    "Input should be a number from 0 to 1",
  );
  optional(
    "stop_sequences",
    b.stop_sequences,
    (v) => Array.isArray(v) && v.every(isString),
    "Input should be a valid list of strings",
  );
  optional(
    "tool_choice",
    b.tool_choice,
    (v) => isObject(v) && isString(v.type),
    "Input should be a valid dictionary with a type",
  );
  optional(
    "system",
    b.system,
    (v) => isString(v) || (Array.isArray(v) && v.every((x) => isObject(x) && x.type === "text" && isString(x.text))),
    "Input should be a valid string or a list of text blocks",
  );
  optional("messages", b.messages, Array.isArray, "Input should be a valid list");
  for (const [i, message] of (Array.isArray(b.messages) ? b.messages : []).entries()) {
    if (!isObject(message)) {
      problems.push(`messages.${i}: Input should be a valid dictionary`);
      continue;
    }
    field(`messages.${i}.role`, message.role, isString, "Input should be 'user' or 'assistant'");
    field(
      `messages.${i}.content`,
      message.content,
      (v) => isString(v) || Array.isArray(v),
      "Input should be a valid string or a list of content blocks",
    );
    for (const [j, block] of (Array.isArray(message.content) ? message.content : []).entries()) {
      const at = `messages.${i}.content.${j}`;
      if (!isObject(block)) {
        problems.push(`${at}: Input should be a valid dictionary`);
        continue;
      }
      field(`${at}.type`, block.type, isString, "Input should be a valid string");
      for (const [name, ok, says] of BLOCK_FIELDS[block.type as string] ?? [])
        field(`${at}.${name}`, block[name], ok, says);
      if (block.type === "tool_result") {
        optional(
          `${at}.content`,
          block.content,
          (v) => isString(v) || (Array.isArray(v) && v.every(isObject)),
          "Input should be a valid string or a list of content blocks",
        );
        optional(`${at}.is_error`, block.is_error, (v) => typeof v === "boolean", "Input should be a valid boolean");
      }
    }
  }
  optional("tools", b.tools, Array.isArray, "Input should be a valid list");
  for (const [i, tool] of (Array.isArray(b.tools) ? b.tools : []).entries()) {
    if (!isObject(tool)) problems.push(`tools.${i}: Input should be a valid dictionary`);
    else optional(`tools.${i}.description`, tool.description, isString, "Input should be a valid string");
  }
  return problems;
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * How deeply the JSON text `body` nests objects and lists, read without parsing it.
 *
 * Brackets inside strings are skipped. The mock refuses a body deeper than {@link MAX_DEPTH} before it parses it.
 */
export function jsonDepth(body: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x22) {
      // a string: skip to its closing quote, past escaped characters
      for (i++; i < body.length && body.charCodeAt(i) !== 0x22; i++) if (body.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** Consecutive messages of one role become one turn, as the API merges them. */
function mergeTurns(messages: MessageRequest["messages"]): Turn[] {
  const turns: Turn[] = [];
  messages.forEach((message, i) => {
    const blocks: PlacedBlock[] =
      typeof message.content === "string"
        ? [{ type: "text", text: message.content, at: `messages.${i}` }]
        : message.content.map((block, j) => ({
            ...(block as Omit<PlacedBlock, "at">),
            at: `messages.${i}.content.${j}`,
          }));
    const last = turns.at(-1);
    if (last?.role === message.role) last.blocks.push(...blocks);
    else turns.push({ role: message.role, at: `messages.${i}`, blocks });
  });
  return turns;
}

/** Text blocks must hold text (an empty string content is reported as empty content instead). */
function textProblems(turns: Turn[]): string[] {
  const problems: string[] = [];
  for (const block of turns.flatMap((t) => t.blocks)) {
    if (block.type !== "text" || !block.at.includes(".content.")) continue;
    if (block.text === "") problems.push(`${block.at}.text: text content blocks must be non-empty`);
    else if (typeof block.text === "string" && block.text.trim() === "") {
      problems.push(`${block.at}.text: text content blocks must contain non-whitespace text`);
    }
  }
  return problems;
}

/** Every tool_use is answered in the next turn, tool results come first there, and none is answered twice or out of turn. */
function toolCallProblems(turns: Turn[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  let pending: string[] = [];
  for (const turn of turns) {
    if (turn.role === "user") {
      const answered = new Set<string>();
      let seenOther = false;
      for (const block of turn.blocks) {
        if (block.type !== "tool_result") {
          seenOther = true;
          continue;
        }
        if (seenOther)
          problems.push(`${block.at}: tool_result blocks must come before any other content in the user turn`);
        const id = block.tool_use_id ?? "";
        if (!pending.includes(id)) {
          problems.push(
            `${block.at}: unexpected tool_use_id found in tool_result blocks: ${id}. Each tool_result block must have a corresponding tool_use block in the previous message.`,
          );
        }
        answered.add(id);
      }
      const missing = pending.filter((id) => !answered.has(id));
      if (missing.length > 0) {
        problems.push(
          `${turn.at}: tool_use ids were found without tool_result blocks immediately after: ${missing.join(", ")}. Each tool_use block must have a corresponding tool_result block in the next message.`,
        );
      }
      pending = [];
    } else {
      pending = [];
      for (const block of turn.blocks.filter((b) => b.type === "tool_use")) {
        const id = block.id ?? "";
        if (seen.has(id)) problems.push(`${block.at}: tool_use ids must be unique: ${id}`);
        seen.add(id);
        pending.push(id);
      }
    }
  }
  if (pending.length > 0) {
    // A trailing assistant turn is a prefill; tool_use in it cannot be continued.
    problems.push(`${turns.at(-1)!.at}: the final assistant message cannot end with tool_use blocks`);
  }
  return problems;
}

/** Client tools need a well-formed name and an object input_schema; names are unique. */
function toolProblems(tools: NonNullable<MessageRequest["tools"]>): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const [i, t] of tools.entries()) {
    const spec = t as { name?: string; type?: string; input_schema?: { type?: string } | null };
    if (!spec.name || !/^[a-zA-Z0-9_-]{1,128}$/.test(spec.name))
      problems.push(`tools.${i}.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'`);
    const custom = spec.type === undefined || spec.type === "custom"; // server tools (bash_20250124 …) have no schema
    if (custom && !spec.input_schema) problems.push(`tools.${i}.input_schema: Field required`);
    else if (custom && spec.input_schema?.type !== "object")
      problems.push(`tools.${i}.input_schema.type: Input should be 'object'`);
    if (spec.name && names.has(spec.name)) problems.push(`tools: Tool names must be unique. Duplicate: ${spec.name}`);
    if (spec.name) names.add(spec.name);
  }
  return problems;
}

// #region lone-surrogate
/**
 * What the API's JSON parser says about a body holding a lone UTF-16 surrogate, or undefined.
 *
 * A lone surrogate is half an emoji, left by a cut in the wrong place. JSON.stringify writes a lone surrogate as a `\udXXX` escape, which the
 * API refuses, e.g. `The request body is not valid JSON: no low surrogate in string: line 1 column 42 (char 41)`.
 * The position counts characters (code points) from the start of the body.
 */
export function jsonProblem(body: string): string | undefined {
  for (let i = body.indexOf("\\"); i >= 0; i = body.indexOf("\\", i)) {
    if (body[i + 1] !== "u") {
      i += 2; // an escaped quote, backslash, newline…
      continue;
    }
    const unit = Number.parseInt(body.slice(i + 2, i + 6), 16);
    if (unit >= 0xdc00 && unit <= 0xdfff) return invalidJson("invalid high surrogate in string", body, i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const after = i + 6;
      if (body.slice(after, after + 2) !== "\\u") return invalidJson("no low surrogate in string", body, after);
      const low = Number.parseInt(body.slice(after + 2, after + 6), 16);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return invalidJson("invalid low surrogate in string", body, after);
      i = after + 6;
      continue;
    }
    i += 6;
  }
  return undefined;
}

/** The API's 400 message for a body that is not valid JSON, at the code unit `at` of the body. */
function invalidJson(what: string, body: string, at: number): string {
  let char = 0;
  for (let i = 0; i < at; i++) {
    const unit = body.charCodeAt(i);
    if (
      !(
        unit >= 0xdc00 &&
        unit <= 0xdfff &&
        i > 0 &&
        body.charCodeAt(i - 1) >= 0xd800 &&
        body.charCodeAt(i - 1) <= 0xdbff
      )
    )
      char += 1;
  }
  return `The request body is not valid JSON: ${what}: line 1 column ${char + 1} (char ${char})`;
}
// #endregion lone-surrogate
