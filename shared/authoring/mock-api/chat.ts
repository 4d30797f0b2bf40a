/**
 * The OpenAI-compatible side of the mock server (`POST /v1/chat/completions`): a cassette's Messages API
 * response translated into a chat completion, as JSON or as streamed chunks, and the rules such an
 * endpoint enforces on a request.
 */
import { inThirds, wordsOf, type Message, type PartialInput } from "./messages.ts";

type Block = Message["content"][number];

/** A chat completions error body: `{"error": {"message", "type", "param", "code"}}`. */
export function chatError(type: string, message: string, code: string | null = null): object {
  return { error: { message, type, param: null, code } };
}

/** The chat completion equivalent to a Message (text → content, tool_use → tool_calls, stop_reason → finish_reason). */
export function toChatCompletion(message: Message, partial?: PartialInput): object {
  const text = texts(message.content);
  const calls = toolCalls(message.content, partial);
  return {
    id: chatId(message),
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: message.model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: text || null,
          refusal: null,
          ...(calls.length ? { tool_calls: calls } : {}),
        },
        logprobs: null,
        finish_reason: finishReason(message.stop_reason),
      },
    ],
    usage: usage(message),
  };
}

/** The same completion as streamed chunks (`data: …` lines, ending with `data: [DONE]`); usage last when asked for. */
export function chatChunks(message: Message, includeUsage: boolean, partial?: PartialInput): string[] {
  const base = {
    id: chatId(message),
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: message.model,
  };
  const chunk = (delta: object, finish_reason: string | null = null) =>
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason }] })}\n\n`;
  const chunks = [chunk({ role: "assistant", content: "" })];
  for (const piece of wordsOf(texts(message.content))) chunks.push(chunk({ content: piece }));
  toolCalls(message.content, partial).forEach((call, index) => {
    chunks.push(
      chunk({
        tool_calls: [{ index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }],
      }),
    );
    for (const piece of inThirds(call.function.arguments))
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  chunks.push(chunk({}, finishReason(message.stop_reason)));
  if (includeUsage) chunks.push(`data: ${JSON.stringify({ ...base, choices: [], usage: usage(message) })}\n\n`);
  chunks.push("data: [DONE]\n\n");
  return chunks;
}

/**
 * The rules an OpenAI-compatible endpoint enforces that matter to an agent loop: a model and messages;
 * every tool call answered by a `tool` message right after its assistant message, and no `tool` message
 * without its call; tool names well-formed. Empty when the request is valid.
 */
export function chatRequestProblems(body: ChatRequest): string[] {
  const problems: string[] = [];
  if (!body.model) problems.push("you must provide a model parameter");
  const messages = Array.isArray(body.messages) ? body.messages : [];
  if (messages.length === 0) problems.push("'messages' must contain at least one message");
  let pending: string[] = [];
  messages.forEach((message, i) => {
    if (!["system", "developer", "user", "assistant", "tool"].includes(message.role)) {
      problems.push(`messages[${i}].role: Invalid value '${message.role}'`);
    }
    if (message.role === "tool") {
      if (!pending.includes(message.tool_call_id ?? "")) {
        problems.push(
          `messages[${i}]: Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.`,
        );
      }
      pending = pending.filter((id) => id !== message.tool_call_id);
      return;
    }
    if (pending.length > 0) {
      problems.push(
        `messages[${i}]: An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${pending.join(", ")}`,
      );
    }
    pending = message.role === "assistant" ? (message.tool_calls ?? []).map((call) => call.id) : [];
  });
  if (pending.length > 0) {
    problems.push(
      `messages: An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${pending.join(", ")}`,
    );
  }
  (body.tools ?? []).forEach((tool, i) => {
    if (!/^[a-zA-Z0-9_-]{1,64}$/.test(tool.function?.name ?? "")) {
      problems.push(
        `tools[${i}].function.name: string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]{1,64}$'.`,
      );
    }
  });
  return problems;
}

/** The parts of a chat completions request the mock looks at. */
export interface ChatRequest {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages?: Array<{ role: string; tool_call_id?: string; tool_calls?: Array<{ id: string }> }>;
  tools?: Array<{ function?: { name?: string } }>;
}

function chatId(message: Message): string {
  return `chatcmpl-${message.id.replace(/^msg_/, "")}`;
}

function texts(content: Block[]): string {
  return content
    .filter((b): b is Extract<Block, { type: "text" }> => b.type === "text")
    .map((b) => b.text)
    .join("\n\n");
}

/** tool_use blocks as tool calls; a call cut by max_tokens carries only the start of its arguments. */
function toolCalls(content: Block[], partial?: PartialInput) {
  return content.flatMap((block, index) =>
    block.type === "tool_use"
      ? [
          {
            id: block.id,
            type: "function",
            function: {
              name: block.name,
              arguments: partial?.index === index ? partial.json : JSON.stringify(block.input),
            },
          },
        ]
      : [],
  );
}

function finishReason(stop: string | null): string {
  switch (stop) {
    case "tool_use":
      return "tool_calls";
    case "max_tokens":
      return "length";
    case "refusal":
      return "content_filter";
    default:
      return "stop";
  }
}

function usage(message: Message): object {
  const { input_tokens, output_tokens } = message.usage;
  return { prompt_tokens: input_tokens, completion_tokens: output_tokens, total_tokens: input_tokens + output_tokens };
}
