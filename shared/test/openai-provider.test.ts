import type Anthropic from "@anthropic-ai/sdk";
import type OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { fromChatCompletion, openaiClient, toChatRequest } from "../src/providers/openai.ts";
import type { MessageRequest } from "../src/providers/types.ts";

const KEY = "test-key";
const BASE_URL = "http://openai.test/v1";

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A fetch that records each request and answers with the next canned response. */
function fakeFetch(...responses: Array<() => Response>) {
  const requests: Recorded[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push({
      url,
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {},
    });
    const next = responses[requests.length - 1];
    if (!next) throw new Error(`unexpected request ${requests.length} to ${url}`);
    return next();
  };
  return { fetch, requests };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): () => Response {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function sse(chunks: unknown[]): () => Response {
  const text = chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join("") + "data: [DONE]\n\n";
  return () => new Response(text, { status: 200, headers: { "content-type": "text/event-stream" } });
}

function completion(
  message: Partial<OpenAI.Chat.ChatCompletionMessage>,
  finish_reason: OpenAI.Chat.ChatCompletion.Choice["finish_reason"],
  usage = { prompt_tokens: 120, completion_tokens: 34, total_tokens: 154 },
): OpenAI.Chat.ChatCompletion {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "gpt-test",
    choices: [
      {
        index: 0,
        finish_reason,
        logprobs: null,
        message: { role: "assistant", content: null, refusal: null, ...message },
      },
    ],
    usage,
  };
}

function chunk(delta: OpenAI.Chat.ChatCompletionChunk.Choice.Delta, finish_reason: string | null = null) {
  return {
    id: "chatcmpl-s",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "gpt-test",
    choices: [{ index: 0, delta, finish_reason, logprobs: null }],
  };
}

const USAGE_NULLS = {
  cache_creation_input_tokens: null,
  cache_read_input_tokens: null,
  cache_creation: null,
  inference_geo: null,
  output_tokens_details: null,
  server_tool_use: null,
  service_tier: null,
  speed: null,
};

const SCHEMA_BASH: Anthropic.Tool.InputSchema = {
  type: "object",
  properties: { command: { type: "string" } },
  required: ["command"],
};
const SCHEMA_READ: Anthropic.Tool.InputSchema = {
  type: "object",
  properties: { path: { type: "string" } },
  required: ["path"],
};

const REQUEST: MessageRequest = {
  model: "gpt-test",
  max_tokens: 1024,
  system: [{ type: "text", text: "You are a coding agent." }],
  tools: [
    { name: "bash", description: "Run a shell command.", input_schema: SCHEMA_BASH },
    { name: "read_file", description: "Read a file.", input_schema: SCHEMA_READ },
  ],
  messages: [
    { role: "user", content: "List the files, then read notes.txt." },
    {
      role: "assistant",
      content: [
        { type: "text", text: "I'll look around." },
        { type: "tool_use", id: "call_a", name: "bash", input: { command: "ls" } },
        { type: "tool_use", id: "call_b", name: "read_file", input: { path: "notes.txt" } },
      ],
    },
    {
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "call_a", content: "notes.txt\nsrc" },
        {
          type: "tool_result",
          tool_use_id: "call_b",
          content: [{ type: "text", text: "File not found" }],
          is_error: true,
        },
        { type: "text", text: "Reminder: stay inside the workspace." },
      ],
    },
  ],
};

const EXPECTED_MESSAGES = [
  { role: "system", content: "You are a coding agent." },
  { role: "user", content: "List the files, then read notes.txt." },
  {
    role: "assistant",
    content: "I'll look around.",
    tool_calls: [
      { id: "call_a", type: "function", function: { name: "bash", arguments: '{"command":"ls"}' } },
      { id: "call_b", type: "function", function: { name: "read_file", arguments: '{"path":"notes.txt"}' } },
    ],
  },
  { role: "tool", tool_call_id: "call_a", content: "notes.txt\nsrc" },
  { role: "tool", tool_call_id: "call_b", content: "Error: File not found" },
  { role: "user", content: "Reminder: stay inside the workspace." },
];

const EXPECTED_TOOLS = [
  { type: "function", function: { name: "bash", description: "Run a shell command.", parameters: SCHEMA_BASH } },
  { type: "function", function: { name: "read_file", description: "Read a file.", parameters: SCHEMA_READ } },
];

describe("openai provider", () => {
  it("round-trips a tool-using conversation through chat completions", async () => {
    const reply = completion(
      {
        content: null,
        tool_calls: [
          { id: "call_c", type: "function", function: { name: "bash", arguments: '{"command":"cat src/a.ts"}' } },
          { id: "call_d", type: "function", function: { name: "read_file", arguments: '{"path":"README.md"}' } },
        ],
      },
      "tool_calls",
    );
    const fake = fakeFetch(json(reply));
    const client = openaiClient({ apiKey: KEY, baseURL: BASE_URL, fetch: fake.fetch });

    const message = await client.messages.create(REQUEST);

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent.url).toBe("http://openai.test/v1/chat/completions");
    expect(sent.method).toBe("POST");
    expect(sent.body).toStrictEqual({
      model: "gpt-test",
      max_tokens: 1024,
      messages: EXPECTED_MESSAGES,
      tools: EXPECTED_TOOLS,
    });

    expect(message).toStrictEqual({
      id: "msg_chatcmpl-1",
      type: "message",
      role: "assistant",
      model: "gpt-test",
      content: [
        {
          type: "tool_use",
          id: "call_c",
          name: "bash",
          input: { command: "cat src/a.ts" },
          caller: { type: "direct" },
        },
        { type: "tool_use", id: "call_d", name: "read_file", input: { path: "README.md" }, caller: { type: "direct" } },
      ],
      stop_reason: "tool_use",
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: { input_tokens: 120, output_tokens: 34, ...USAGE_NULLS },
    });
  });

  it("translates the request without a network call", () => {
    expect(toChatRequest(REQUEST)).toStrictEqual({
      model: "gpt-test",
      max_tokens: 1024,
      messages: EXPECTED_MESSAGES,
      tools: EXPECTED_TOOLS,
    });
    expect(
      toChatRequest({ model: "m", max_tokens: 10, system: "Be brief.", messages: [{ role: "user", content: "hi" }] }),
    ).toStrictEqual({
      model: "m",
      max_tokens: 10,
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "hi" },
      ],
    });
  });

  it("keeps an error text that already starts with Error, and sends an assistant turn without text as null", () => {
    const request = toChatRequest({
      model: "m",
      max_tokens: 10,
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "bash", input: { command: "false" } }] },
        {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "t1", content: "Error: exit code 1", is_error: true }],
        },
      ],
    });
    expect(request.messages.slice(1)).toStrictEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "t1", type: "function", function: { name: "bash", arguments: '{"command":"false"}' } }],
      },
      { role: "tool", tool_call_id: "t1", content: "Error: exit code 1" },
    ]);
  });

  it("maps finish reasons to stop reasons", () => {
    const call = { id: "c1", type: "function" as const, function: { name: "bash", arguments: "{}" } };
    const stop = (finish: OpenAI.Chat.ChatCompletion.Choice["finish_reason"], withCall = false) =>
      fromChatCompletion(completion({ content: "hi", ...(withCall ? { tool_calls: [call] } : {}) }, finish), "m")
        .stop_reason;
    expect(stop("stop")).toBe("end_turn");
    expect(stop("length")).toBe("max_tokens");
    expect(stop("tool_calls", true)).toBe("tool_use");
    expect(stop("content_filter")).toBe("refusal");
    expect(stop("stop", true)).toBe("tool_use"); // some servers finish a tool call with "stop"
    expect(stop("something_new" as never)).toBe("end_turn");
  });

  it("returns text as a text block, and no text block for empty content", () => {
    const message = fromChatCompletion(completion({ content: "All done." }, "stop"), "my-model");
    expect(message.content).toStrictEqual([{ type: "text", text: "All done.", citations: null }]);
    expect(message.model).toBe("my-model");
    expect(fromChatCompletion(completion({ content: "" }, "stop"), "m").content).toStrictEqual([]);
  });

  it("wraps arguments that are not a JSON object as __invalid_arguments instead of throwing", () => {
    const inputs = ['{"command": "ls"', "[1,2]", "42", "null"].map((raw) => {
      const message = fromChatCompletion(
        completion(
          { tool_calls: [{ id: "c1", type: "function", function: { name: "bash", arguments: raw } }] },
          "tool_calls",
        ),
        "m",
      );
      expect(message.stop_reason).toBe("tool_use");
      return (message.content[0] as Anthropic.ToolUseBlock).input;
    });
    expect(inputs).toStrictEqual([
      { __invalid_arguments: '{"command": "ls"' },
      { __invalid_arguments: "[1,2]" },
      { __invalid_arguments: "42" },
      { __invalid_arguments: "null" },
    ]);
  });

  it("streams text deltas to onText and assembles tool call fragments", async () => {
    const fake = fakeFetch(
      sse([
        chunk({ role: "assistant", content: "" }),
        chunk({ content: "Let me " }),
        chunk({ content: "check." }),
        chunk({
          tool_calls: [{ index: 0, id: "call_s", type: "function", function: { name: "bash", arguments: "" } }],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"comm' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: 'and": "ls -la"}' } }] }),
        chunk({}, "tool_calls"),
        { ...chunk({}), choices: [], usage: { prompt_tokens: 50, completion_tokens: 12, total_tokens: 62 } },
      ]),
    );
    const client = openaiClient({ apiKey: KEY, baseURL: BASE_URL, fetch: fake.fetch });
    const deltas: string[] = [];

    const message = await client.messages.create(
      { model: "gpt-test", max_tokens: 100, messages: [{ role: "user", content: "list" }] },
      { onText: (delta) => deltas.push(delta) },
    );

    expect(deltas).toStrictEqual(["Let me ", "check."]);
    expect(fake.requests[0].body).toStrictEqual({
      model: "gpt-test",
      max_tokens: 100,
      messages: [{ role: "user", content: "list" }],
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(message).toStrictEqual({
      id: "msg_chatcmpl-s",
      type: "message",
      role: "assistant",
      model: "gpt-test",
      content: [
        { type: "text", text: "Let me check.", citations: null },
        { type: "tool_use", id: "call_s", name: "bash", input: { command: "ls -la" }, caller: { type: "direct" } },
      ],
      stop_reason: "tool_use",
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage: { input_tokens: 50, output_tokens: 12, ...USAGE_NULLS },
    });
  });

  it("fails a stream that ends without a finish_reason instead of taking half an answer for a whole one", async () => {
    const fake = fakeFetch(
      () =>
        new Response(`data: ${JSON.stringify(chunk({ content: "Let me " }))}\n\n`, {
          status: 200,
          headers: { "content-type": "text/event-stream" },
        }),
    );
    const client = openaiClient({ apiKey: KEY, baseURL: BASE_URL, fetch: fake.fetch });
    await expect(client.messages.create(REQUEST, { onText: () => {} })).rejects.toThrow(
      "The stream ended before the answer was complete (no finish_reason).",
    );
  });

  it("sends the key only in the Authorization header, never in the translated request", async () => {
    const fake = fakeFetch(json(completion({ content: "hi" }, "stop")));
    const client = openaiClient({ apiKey: KEY, baseURL: BASE_URL, fetch: fake.fetch });
    await client.messages.create(REQUEST);

    expect(fake.requests[0].headers.get("authorization")).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(fake.requests[0].body)).not.toContain(KEY);
    expect(JSON.stringify(toChatRequest(REQUEST))).not.toContain(KEY);
  });

  it("gives up on an attempt after WORKBOOK_TIMEOUT_MS's time (timeout), as the Anthropic provider does", async () => {
    // A server that never answers: only the timeout's abort ends the call.
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const client = openaiClient({ apiKey: KEY, baseURL: BASE_URL, fetch: hanging, maxRetries: 0, timeout: 50 });
    await expect(client.messages.create(REQUEST)).rejects.toThrow(/timed out/i);
  });

  it("uses a placeholder key when none is given (a local server needs none)", async () => {
    const fake = fakeFetch(json(completion({ content: "hi" }, "stop")));
    const client = openaiClient({ baseURL: BASE_URL, fetch: fake.fetch });
    await client.messages.create(REQUEST);
    expect(fake.requests[0].headers.get("authorization")).toBe("Bearer not-needed");
  });

  it("retries once after a 429 and then succeeds", async () => {
    const rateLimited = json(
      { error: { message: "Rate limit reached", type: "requests", param: null, code: "rate_limit_exceeded" } },
      429,
      { "retry-after": "0" },
    );
    const fake = fakeFetch(rateLimited, json(completion({ content: "Recovered." }, "stop")));
    const client = openaiClient({ apiKey: KEY, baseURL: BASE_URL, fetch: fake.fetch, maxRetries: 1 });

    const message = await client.messages.create(REQUEST);

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1].body).toStrictEqual(fake.requests[0].body);
    expect(message.content).toStrictEqual([{ type: "text", text: "Recovered.", citations: null }]);
    expect(message.stop_reason).toBe("end_turn");
  });

  it("passes the abort signal through to fetch", async () => {
    const controller = new AbortController();
    let seen: AbortSignal | null | undefined;
    const client = openaiClient({
      apiKey: KEY,
      baseURL: BASE_URL,
      maxRetries: 0,
      fetch: async (_input, init) => {
        seen = init?.signal;
        controller.abort();
        throw new DOMException("aborted", "AbortError");
      },
    });
    await expect(client.messages.create(REQUEST, { signal: controller.signal })).rejects.toThrow();
    expect(seen?.aborted).toBe(true);
  });
});
