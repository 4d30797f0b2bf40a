import type Anthropic from "@anthropic-ai/sdk";
import type OpenAI from "openai";
import { announcingRetries, DEFAULT_TIMEOUT_MS, MAX_RETRIES } from "./retries.ts";
import type { CallOptions, MessageRequest, ModelClient } from "./types.ts";

type ChatMessage = OpenAI.Chat.ChatCompletionMessageParam;
type ChatToolCall = OpenAI.Chat.ChatCompletionMessageFunctionToolCall;
type ChatRequest = OpenAI.Chat.ChatCompletionCreateParamsNonStreaming;

/** Text blocks of one turn (or one tool result) become one string, separated by a blank line. */
const JOIN = "\n\n";

/** Block types that carry nothing another provider can use (signed reasoning); they are left out. */
const DROPPED_BLOCKS = new Set(["thinking", "redacted_thinking"]);

/** Translates an Anthropic Messages request into an OpenAI chat completions request. */
export function toChatRequest(params: MessageRequest): ChatRequest {
  const messages: ChatMessage[] = [];
  const system = textOf(params.system, "system prompt");
  if (system) messages.push({ role: "system", content: system });

  for (const message of params.messages) {
    if (message.role === "system") {
      messages.push({ role: "system", content: textOf(message.content, "system message") });
    } else if (message.role === "assistant") {
      messages.push(assistantMessage(message.content));
    } else {
      messages.push(...userMessages(message.content));
    }
  }

  const request: ChatRequest = { model: params.model, max_tokens: params.max_tokens, messages };
  if (params.tools?.length) request.tools = params.tools.map(chatTool);
  if (params.tool_choice) Object.assign(request, chatToolChoice(params.tool_choice));
  if (params.stop_sequences?.length) request.stop = params.stop_sequences;
  return request;
}

/** Translates an OpenAI chat completion back into an Anthropic `Message`; never throws. */
export function fromChatCompletion(completion: OpenAI.Chat.ChatCompletion, model: string): Anthropic.Message {
  const choice = completion.choices?.[0];
  const message = choice?.message;
  const content: Anthropic.ContentBlock[] = [];

  const text = message?.content || message?.refusal || "";
  if (text) content.push({ type: "text", text, citations: null });

  const toolCalls = message?.tool_calls ?? [];
  toolCalls.forEach((call, index) => {
    const id = call.id || `call_${completion.id}_${index}`;
    if (call.type === "custom") {
      content.push(toolUse(id, call.custom.name, { __invalid_arguments: call.custom.input }));
    } else {
      content.push(toolUse(id, call.function?.name ?? "", parseArguments(call.function?.arguments)));
    }
  });

  return {
    id: `msg_${completion.id}`,
    type: "message",
    role: "assistant",
    model,
    content,
    stop_reason: stopReason(choice?.finish_reason, toolCalls.length > 0),
    stop_sequence: null,
    stop_details: null,
    container: null,
    diagnostics: null,
    usage: {
      input_tokens: completion.usage?.prompt_tokens ?? 0,
      output_tokens: completion.usage?.completion_tokens ?? 0,
      cache_creation_input_tokens: null,
      cache_read_input_tokens: null,
      cache_creation: null,
      inference_geo: null,
      output_tokens_details: null,
      server_tool_use: null,
      service_tier: null,
      speed: null,
    },
  };
}

/**
 * A client for any OpenAI-compatible chat completions endpoint (OpenAI, Ollama, vLLM...) behind the kit's interface.
 *
 * The SDK is loaded at the first call, not when a lesson starts: the demo and replays never load it.
 */
export function openaiClient(options: {
  apiKey?: string;
  baseURL?: string;
  fetch?: typeof fetch;
  maxRetries?: number;
  /** How long one attempt may take, in milliseconds (default 10 minutes): WORKBOOK_TIMEOUT_MS. */
  timeout?: number;
  /** Receives a one-line notice each time the SDK retries. */
  onRetry?: (notice: string) => void;
}): ModelClient {
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const notify = options.onRetry;
  let sdk: Promise<OpenAI> | undefined;
  const connect = async (): Promise<OpenAI> => {
    // Bundled into one module by the TypeScript loader, as the Anthropic SDK is.
    const { default: Sdk } = await import("openai");
    return new Sdk({
      apiKey: options.apiKey ?? "not-needed", // a local server (Ollama) needs no key, but the SDK insists on one
      baseURL: options.baseURL || undefined,
      fetch: notify ? announcingRetries({ maxRetries, timeoutMs: timeout, notify }, options.fetch) : options.fetch,
      maxRetries,
      timeout,
    });
  };
  return {
    messages: {
      async create(params: MessageRequest, { signal, onText }: CallOptions = {}) {
        const request = toChatRequest(params);
        const client = await (sdk ??= connect());
        try {
          if (!onText) {
            return fromChatCompletion(await client.chat.completions.create(request, { signal }), params.model);
          }
          const stream = await client.chat.completions.create(
            { ...request, stream: true, stream_options: { include_usage: true } },
            { signal },
          );
          return fromChatCompletion(await accumulate(stream, onText), params.model);
        } catch (err) {
          throw await asAnthropicError(err);
        }
      },
    },
  };
}

/**
 * An error of the OpenAI SDK as the Anthropic SDK's own class, status, body and headers (a 429 a RateLimitError, no
 * answer an APIConnectionError…): a lesson tells failures apart alike whatever the provider (s11). The body keeps the
 * endpoint's error type and message, so that explainError says what it said. Any other error is left as it is.
 */
async function asAnthropicError(err: unknown): Promise<unknown> {
  const openai = await import("openai");
  if (!(err instanceof openai.APIError) || err instanceof openai.APIUserAbortError) return err;
  const sdk = await import("@anthropic-ai/sdk");
  if (err instanceof openai.APIConnectionTimeoutError)
    return new sdk.APIConnectionTimeoutError({ message: err.message });
  if (err instanceof openai.APIConnectionError)
    return new sdk.APIConnectionError({ message: err.message, cause: err.cause as Error | undefined });
  const body = err.error as { type?: unknown; message?: unknown } | undefined;
  const type = typeof body?.type === "string" ? body.type : "api_error";
  const message = typeof body?.message === "string" ? body.message : err.message;
  const headers = new Headers(err.headers as ConstructorParameters<typeof Headers>[0]);
  return sdk.APIError.generate(err.status, { type: "error", error: { type, message } }, undefined, headers);
}

/** Reads a chat completion stream, passing text deltas to `onText`, and assembles the equivalent completion. */
async function accumulate(
  stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk>,
  onText: (delta: string) => void,
): Promise<OpenAI.Chat.ChatCompletion> {
  let id = "";
  let created = 0;
  let model = "";
  let text = "";
  let refusal = "";
  let finishReason: OpenAI.Chat.ChatCompletion.Choice["finish_reason"] | null = null;
  let usage: OpenAI.CompletionUsage | undefined;
  const calls: ChatToolCall[] = [];

  for await (const chunk of stream) {
    id ||= chunk.id ?? "";
    created ||= chunk.created ?? 0;
    model ||= chunk.model ?? "";
    if (chunk.usage) usage = chunk.usage;
    const choice = chunk.choices?.[0];
    if (!choice) continue; // the usage-only chunk at the end has no choices
    if (choice.finish_reason) finishReason = choice.finish_reason;
    const delta = choice.delta ?? {};
    if (delta.content) {
      text += delta.content;
      onText(delta.content);
    }
    if (delta.refusal) refusal += delta.refusal;
    (delta.tool_calls ?? []).forEach((fragment, position) => {
      const index = fragment.index ?? position;
      const call = (calls[index] ??= { id: "", type: "function", function: { name: "", arguments: "" } });
      call.id ||= fragment.id ?? ""; // the first chunk of a call carries its id and name
      call.function.name ||= fragment.function?.name ?? "";
      call.function.arguments += fragment.function?.arguments ?? "";
    });
  }

  // Every complete answer ends with a finish_reason; without one the stream was cut short.
  if (finishReason === null) throw new Error("The stream ended before the answer was complete (no finish_reason).");
  const toolCalls = calls.filter(Boolean); // a server may skip an index
  return {
    id,
    object: "chat.completion",
    created,
    model,
    choices: [
      {
        index: 0,
        finish_reason: finishReason,
        logprobs: null,
        message: {
          role: "assistant",
          content: text || null,
          refusal: refusal || null,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
      },
    ],
    ...(usage ? { usage } : {}),
  };
}

/** One Anthropic user turn: its tool results as `tool` messages first, then its text as one user message. */
function userMessages(content: Anthropic.MessageParam["content"]): ChatMessage[] {
  if (typeof content === "string") return [{ role: "user", content }];
  const tools: ChatMessage[] = [];
  const texts: string[] = [];
  for (const block of content) {
    if (block.type === "tool_result") {
      tools.push({ role: "tool", tool_call_id: block.tool_use_id, content: toolResultText(block) });
    } else if (block.type === "text") {
      texts.push(block.text);
    } else if (!DROPPED_BLOCKS.has(block.type)) {
      throw unsupported(`a "${block.type}" block in a user turn`);
    }
  }
  // OpenAI wants the tool messages right after the assistant's tool_calls, so the text (a reminder) goes last.
  return texts.length ? [...tools, { role: "user", content: texts.join(JOIN) }] : tools;
}

/** An Anthropic assistant turn: text becomes `content`, tool_use blocks become `tool_calls`. */
function assistantMessage(content: Anthropic.MessageParam["content"]): ChatMessage {
  if (typeof content === "string") return { role: "assistant", content };
  const texts: string[] = [];
  const toolCalls: ChatToolCall[] = [];
  for (const block of content) {
    if (block.type === "text") {
      texts.push(block.text);
    } else if (block.type === "tool_use") {
      toolCalls.push({
        id: block.id,
        type: "function",
        function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) },
      });
    } else if (!DROPPED_BLOCKS.has(block.type)) {
      throw unsupported(`a "${block.type}" block in an assistant turn`);
    }
  }
  const message: OpenAI.Chat.ChatCompletionAssistantMessageParam = {
    role: "assistant",
    content: texts.length ? texts.join(JOIN) : null,
  };
  if (toolCalls.length) message.tool_calls = toolCalls;
  return message;
}

/** A tool result's text; an error result is made to start with "Error" so the model cannot miss it. */
function toolResultText(block: Anthropic.ToolResultBlockParam): string {
  const text = textOf(block.content ?? "", `the tool result for ${block.tool_use_id}`);
  return block.is_error && !text.startsWith("Error") ? `Error: ${text}` : text;
}

/** The text of a string or of text blocks; any other block cannot be sent as plain text. */
function textOf(content: string | ReadonlyArray<{ type: string; text?: string }> | undefined, where: string): string {
  if (content === undefined) return "";
  if (typeof content === "string") return content;
  return content
    .map((block) => {
      if (block.type !== "text") throw unsupported(`a "${block.type}" block in ${where}`);
      return block.text ?? "";
    })
    .join(JOIN);
}

/** An Anthropic client tool as an OpenAI function tool; server tools have no OpenAI equivalent. */
function chatTool(tool: Anthropic.ToolUnion): OpenAI.Chat.ChatCompletionFunctionTool {
  if (!("input_schema" in tool) || (tool.type != null && tool.type !== "custom")) {
    throw unsupported(`the server tool ${"type" in tool && tool.type ? `"${tool.type}"` : JSON.stringify(tool)}`);
  }
  const fn: OpenAI.FunctionDefinition = { name: tool.name };
  if (tool.description !== undefined) fn.description = tool.description;
  fn.parameters = tool.input_schema as OpenAI.FunctionParameters;
  return { type: "function", function: fn };
}

/** Anthropic's tool_choice as OpenAI's `tool_choice` (and `parallel_tool_calls`). */
function chatToolChoice(choice: Anthropic.ToolChoice): Partial<ChatRequest> {
  const parallel =
    "disable_parallel_tool_use" in choice && choice.disable_parallel_tool_use ? { parallel_tool_calls: false } : {};
  switch (choice.type) {
    case "auto":
      return { tool_choice: "auto", ...parallel };
    case "any":
      return { tool_choice: "required", ...parallel };
    case "tool":
      return { tool_choice: { type: "function", function: { name: choice.name } }, ...parallel };
    case "none":
      return { tool_choice: "none" };
    default:
      return {};
  }
}

/** A tool_use block as the Messages API returns it. */
function toolUse(id: string, name: string, input: unknown): Anthropic.ToolUseBlock {
  return { type: "tool_use", id, name, input, caller: { type: "direct" } };
}

/**
 * A tool call's arguments as an object; anything else is wrapped as `{ __invalid_arguments: raw }` so the tool's
 * input validation rejects it as an error result the model can read. Empty arguments (a tool without parameters,
 * as some servers send it) mean `{}`.
 */
function parseArguments(raw: string | undefined): unknown {
  const text = raw ?? "";
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === "object" && !Array.isArray(value)) return value;
  } catch {
    // fall through: not JSON
  }
  return { __invalid_arguments: text };
}

/** OpenAI's finish_reason as Anthropic's stop_reason; tool calls with "stop" (some servers) still mean tool_use. */
function stopReason(finish: string | null | undefined, hasToolCalls: boolean): Anthropic.StopReason {
  switch (finish) {
    case "tool_calls":
    case "function_call":
      return hasToolCalls ? "tool_use" : "end_turn"; // "tool_calls" with no calls: nothing to answer
    case "stop":
      return hasToolCalls ? "tool_use" : "end_turn";
    case "length":
      return "max_tokens";
    case "content_filter":
      return "refusal";
    default:
      return hasToolCalls ? "tool_use" : "end_turn";
  }
}

/** The error for a request feature that chat completions cannot express. */
function unsupported(what: string): Error {
  return new Error(
    `The OpenAI-compatible provider cannot send ${what}; only text, tool_use and tool_result are supported.`,
  );
}
