import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { anthropicClient, loadCassette, openaiClient, type Cassette, type MessageRequest } from "@agent-workbook/kit";
import { chatRequestProblems } from "@agent-workbook/kit/authoring/mock-api/chat";
import { parseFaultSpec } from "@agent-workbook/kit/authoring/mock-api/faults";
import { DEFAULT_KEY, startMockApi, type MockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import { main as mockApiMain, mockApiUsage, parseMockApiArgs } from "../scripts/mock-api.ts";
import { offlineEnv, ROOT } from "@agent-workbook/kit/authoring/tests/helpers";

/**
 * The mock API server itself (shared/authoring/mock-api/server.ts), in this process: the kit's providers — the real
 * SDKs — talk to it over loopback. The lessons run against it in live.test.ts.
 */
const DEMO = join(ROOT, "lessons/v1-tools/cassettes/demo.json");
const demo = loadCassette(DEMO);
const ask: MessageRequest = {
  model: "claude-sonnet-4-6",
  max_tokens: 1000,
  messages: [{ role: "user", content: "go" }],
};

let api: MockApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function start(options: Partial<Parameters<typeof startMockApi>[0]> = {}): Promise<MockApi> {
  api = await startMockApi({ cassette: DEMO, keepBodies: true, ...options });
  return api;
}

/** A raw POST, as the SDKs send it. */
function post(path: string, body: unknown, headers: Record<string, string> = { "x-api-key": DEFAULT_KEY }) {
  return fetch(`${api!.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const texts = (message: Cassette["interactions"][number]["response"]) =>
  message.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("");

describe("the mock Messages API, through the real SDK", () => {
  it("serves the cassette in order, as JSON and streamed, and the SDK rebuilds each response exactly", async () => {
    await start();
    const client = anthropicClient({ apiKey: DEFAULT_KEY, baseURL: api!.url });
    const got = [];
    for (const [i, { response }] of demo.interactions.entries()) {
      let streamed = "";
      const onText = i % 2 === 1 ? (t: string) => (streamed += t) : undefined;
      got.push(await client.messages.create(ask, { onText }));
      if (onText) expect(streamed).toBe(texts(response));
    }
    // (the SDK's stream helper adds `parsed_output: null`; the lesson keeps only the content)
    expect(got.map((m) => ({ ...m, parsed_output: undefined }))).toEqual(demo.interactions.map((i) => i.response));
    expect(api!.calls.map((c) => `${c.n} ${c.stream ? "stream" : "json"} ${c.status} ${c.outcome}`)).toEqual([
      "1 json 200 response 1 of 6",
      "2 stream 200 response 2 of 6",
      "3 json 200 response 3 of 6",
      "4 stream 200 response 4 of 6",
      "5 json 200 response 5 of 6",
      "6 stream 200 response 6 of 6",
    ]);
  });

  it("streams the events the API sends, each with its event: line", async () => {
    const cassette: Cassette = { version: 1, lesson: "v1", prompts: [], interactions: [demo.interactions[0]] };
    await start({ cassette });
    const res = await post("/v1/messages", { ...ask, stream: true });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.headers.get("request-id")).toBe("req_mock000001");
    expect(await res.text()).toMatchSnapshot();
  });

  it("accepts the key as x-api-key or Authorization: Bearer, and answers 401 without it, never echoing a key", async () => {
    const lines: string[] = [];
    await start({ key: "sk-ant-FAKE-mock-0001", log: (l) => lines.push(l) });
    expect((await post("/v1/messages", ask, { "x-api-key": "sk-ant-FAKE-mock-0001" })).status).toBe(200);
    expect((await post("/v1/messages", ask, { authorization: "Bearer sk-ant-FAKE-mock-0001" })).status).toBe(200);
    const missing = await post("/v1/messages", ask, {});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      type: "error",
      error: { type: "authentication_error", message: "x-api-key header is required" },
      request_id: "req_mock000003",
    });
    const wrong = await post("/v1/messages", ask, { "x-api-key": "sk-ant-FAKE-wrong-0002" });
    expect(await wrong.json()).toEqual({
      type: "error",
      error: { type: "authentication_error", message: "invalid x-api-key" },
      request_id: "req_mock000004",
    });
    expect(lines.join("\n")).not.toMatch(/FAKE/);
    expect(api!.served()).toBe(2); // a refused call uses up no response
  });

  it("rejects a broken request with the API's 400 and the first problem, and serves nothing for it", async () => {
    await start();
    const res = await post("/v1/messages", {
      ...ask,
      messages: [
        { role: "user", content: "go" },
        { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "bash", input: {} }] },
        { role: "user", content: "and?" },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("request-id")).toBe("req_mock000001");
    expect(await res.json()).toEqual({
      type: "error",
      error: {
        type: "invalid_request_error",
        message:
          "messages.2: tool_use ids were found without tool_result blocks immediately after: toolu_1. Each tool_use block must have a corresponding tool_result block in the next message.",
      },
      request_id: "req_mock000001",
    });
    expect(api!.rejected().map((c) => c.n)).toEqual([1]);
    expect(api!.served()).toBe(0);
    expect((await post("/v1/messages", "not json{")).status).toBe(400);
  });

  it.each([
    ["a JSON null body", null, "body: Input should be a valid dictionary (a JSON object)"],
    ["a JSON list body", [ask], "body: Input should be a valid dictionary (a JSON object)"],
    ["messages as a string", { ...ask, messages: "go" }, "messages: Input should be a valid list"],
    ["messages as an object", { ...ask, messages: { role: "user" } }, "messages: Input should be a valid list"],
    ["messages: [null]", { ...ask, messages: [null] }, "messages.0: Input should be a valid dictionary"],
    ["a message without content", { ...ask, messages: [{ role: "user" }] }, "messages.0.content: Field required"],
    [
      "content null",
      { ...ask, messages: [{ role: "user", content: null }] },
      "messages.0.content: Input should be a valid string or a list of content blocks",
    ],
    [
      "content a number",
      { ...ask, messages: [{ role: "user", content: 5 }] },
      "messages.0.content: Input should be a valid string or a list of content blocks",
    ],
    ["tools as a string", { ...ask, tools: "bash" }, "tools: Input should be a valid list"],
    ["tools: [null]", { ...ask, tools: [null] }, "tools.0: Input should be a valid dictionary"],
    ["model: 5", { ...ask, model: 5 }, "model: Input should be a valid string"],
    [
      "content: [null]",
      { ...ask, messages: [{ role: "user", content: [null] }] },
      "messages.0.content.0: Input should be a valid dictionary",
    ],
    [
      "a text block without text",
      { ...ask, messages: [{ role: "user", content: [{ type: "text" }] }] },
      "messages.0.content.0.text: Field required",
    ],
    ["stream: 'yes'", { ...ask, stream: "yes" }, "stream: Input should be a valid boolean"],
  ])("answers %s with 400 invalid_request_error naming the field, never a crash", async (_name, body, message) => {
    await start();
    for (const path of ["/v1/messages", "/v1/messages/count_tokens"]) {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: unknown }).error).toEqual({ type: "invalid_request_error", message });
    }
    expect(api!.served()).toBe(0);
  });

  it("answers a body nested deeper than 512 levels with 400, before parsing it", async () => {
    await start();
    const deep = `{"model":"m","max_tokens":5,"messages":[{"role":"user","content":"go"}],"metadata":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const res = await fetch(`${api!.url}/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": DEFAULT_KEY },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "body: nested more than 512 levels deep",
    );
  });

  it("refuses a body over 32 MB with 413 request_too_large, as the API does, and keeps no body unless asked", async () => {
    api = await startMockApi({ cassette: DEMO });
    const big = { ...ask, messages: [{ role: "user", content: "x".repeat(33 * 1024 * 1024) }] };
    const res = await post("/v1/messages", big);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: unknown }).error).toEqual({
      type: "request_too_large",
      message: "Request exceeds the maximum size of 32 MB",
    });
    const fits = { ...ask, messages: [{ role: "user", content: "x".repeat(31 * 1024 * 1024) }] };
    expect((await post("/v1/messages", fits)).status).toBe(200);
    expect(api.calls.map((c) => [c.status, c.body])).toEqual([
      [413, undefined],
      [200, undefined],
    ]);
  });

  it("rejects a lone surrogate (half an emoji) anywhere in the body, as the API's JSON parser does", async () => {
    await start();
    const bad = { ...ask, messages: [{ role: "user", content: "cut here: \uD83D" }] };
    const body = JSON.stringify(bad);
    const at = body.indexOf("\\ud83d") + 6;
    const res = await post("/v1/messages", bad);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      `The request body is not valid JSON: no low surrogate in string: line 1 column ${at + 1} (char ${at})`,
    );
    expect(api!.served()).toBe(0);
  });

  it("answers each status fault as the API does: body, request-id and retry-after", async () => {
    await start({ faults: "429@1,529@2,500@3", retryAfter: 7 });
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await post("/v1/messages", ask);
      answers.push({
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        requestId: res.headers.get("request-id"),
        body: await res.json(),
      });
    }
    expect(answers).toEqual([
      {
        status: 429,
        retryAfter: "7",
        requestId: "req_mock000001",
        body: {
          type: "error",
          error: {
            type: "rate_limit_error",
            message:
              "This request would exceed your organization's rate limit of 50 requests per minute. Please try again later.",
          },
          request_id: "req_mock000001",
        },
      },
      {
        status: 529,
        retryAfter: "7",
        requestId: "req_mock000002",
        body: {
          type: "error",
          error: { type: "overloaded_error", message: "Overloaded" },
          request_id: "req_mock000002",
        },
      },
      {
        status: 500,
        retryAfter: null,
        requestId: "req_mock000003",
        body: {
          type: "error",
          error: { type: "api_error", message: "Internal server error" },
          request_id: "req_mock000003",
        },
      },
    ]);
  });

  it("lets the SDK retry 500, 429 and 529, and the kit announces each retry in one line", async () => {
    await start({ faults: "500@1,429@2,529@3", retryAfter: 0.05 });
    const notices: string[] = [];
    const client = anthropicClient({
      apiKey: DEFAULT_KEY,
      baseURL: api!.url,
      maxRetries: 3,
      onRetry: (n) => notices.push(n),
    });
    const message = await client.messages.create(ask);
    expect(message.id).toBe(demo.interactions[0].response.id);
    expect(notices).toEqual([
      "API error (500 api_error): retrying in about 0.5 s (attempt 2 of 4)…",
      "API busy (429 rate_limit_error): retrying in 50 ms (attempt 3 of 4)…",
      "API busy (529 overloaded_error): retrying in 50 ms (attempt 4 of 4)…",
    ]);
  });

  it("cuts a response at max_tokens: the stream sends half the tool input, then stop_reason max_tokens", async () => {
    await start({ faults: "max_tokens@1,max_tokens@2" });
    const res = await post("/v1/messages", { ...ask, stream: true });
    const events = (await res.text()).split("\n\n").filter(Boolean);
    expect(events.filter((e) => e.includes("input_json_delta"))).toEqual([
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":""}}',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\\"com"}}',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"mand\\""}}',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":":\\"n"}}',
    ]);
    expect(events.at(-2)).toBe(
      'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"max_tokens","stop_sequence":null},"usage":{"output_tokens":1000}}',
    );
    const json = (await (await post("/v1/messages", ask)).json()) as {
      stop_reason: string;
      usage: { output_tokens: number };
      content: unknown[];
    };
    expect([json.stop_reason, json.usage.output_tokens, json.content.at(-1)]).toEqual([
      "max_tokens",
      1000,
      { type: "tool_use", id: "toolu_012QOg04UEsYAC6AsSWsQi0c", name: "read_file", input: {} },
    ]);
  });

  it("estimates count_tokens, and says clearly when the cassette has run out", async () => {
    const cassette: Cassette = { version: 1, lesson: "v1", prompts: [], interactions: [demo.interactions[0]] };
    await start({ cassette });
    const counted = await post("/v1/messages/count_tokens", {
      model: "m",
      messages: [{ role: "user", content: "x".repeat(400) }],
    });
    expect(await counted.json()).toEqual({ input_tokens: 110 });
    await post("/v1/messages", ask);
    const out = await post("/v1/messages", ask);
    expect([out.status, out.headers.get("x-should-retry"), ((await out.json()) as { error: unknown }).error]).toEqual([
      500,
      "false",
      { type: "api_error", message: "The mock API's cassette (in memory) ran out: it holds 1 responses, all served." },
    ]);
  });
});

describe("the mock chat completions API, through the OpenAI SDK", () => {
  it("serves the same cassette as chat completions (tool calls included), JSON and streamed, announcing a 429 retry", async () => {
    await start({ faults: "429@3", retryAfter: 0.05 });
    const notices: string[] = [];
    const client = openaiClient({ apiKey: DEFAULT_KEY, baseURL: `${api!.url}/v1`, onRetry: (n) => notices.push(n) });
    for (const [i, { response }] of demo.interactions.entries()) {
      let streamed = "";
      const got = await client.messages.create(
        { ...ask, model: "mock" },
        { onText: i % 2 ? (t) => (streamed += t) : undefined },
      );
      expect([got.content, got.stop_reason, got.usage.input_tokens, got.usage.output_tokens]).toEqual([
        response.content.map((b) =>
          b.type === "text" ? { ...b, citations: null } : { ...b, caller: { type: "direct" } },
        ),
        response.stop_reason,
        response.usage.input_tokens,
        response.usage.output_tokens,
      ]);
      if (i % 2) expect(streamed).toBe(texts(response));
    }
    expect(notices).toEqual(["API busy (429 rate_limit_error): retrying in 50 ms (attempt 2 of 3)…"]);
  });

  it("checks chat requests as such an endpoint does", () => {
    const call = { id: "call_1", type: "function", function: { name: "bash", arguments: "{}" } };
    expect(
      chatRequestProblems({
        model: "m",
        messages: [
          { role: "user" },
          { role: "assistant", tool_calls: [call] },
          { role: "tool", tool_call_id: "call_1" },
        ],
      }),
    ).toEqual([]);
    expect(chatRequestProblems({ messages: [] })).toEqual([
      "you must provide a model parameter",
      "'messages' must contain at least one message",
    ]);
    expect(
      chatRequestProblems({
        model: "m",
        messages: [{ role: "user" }, { role: "assistant", tool_calls: [call] }, { role: "user" }],
      }),
    ).toEqual([
      "messages[2]: An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_1",
    ]);
    expect(
      chatRequestProblems({
        model: "m",
        messages: [{ role: "user" }, { role: "tool", tool_call_id: "call_9" }],
        tools: [{ function: { name: "bad name" } }],
      }),
    ).toEqual([
      "messages[1]: Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      "tools[0].function.name: string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]{1,64}$'.",
    ]);
  });
});

describe("fault SPEC", () => {
  it("maps calls to faults, and names what is wrong in a bad SPEC", () => {
    expect([...parseFaultSpec("429@2,529@3x3, reset@7")]).toEqual([
      [2, "429"],
      [3, "529"],
      [4, "529"],
      [5, "529"],
      [7, "reset"],
    ]);
    expect(parseFaultSpec("").size).toBe(0);
    expect(() => parseFaultSpec("429")).toThrow('Bad fault "429": write FAULT@N or FAULT@NxK, e.g. 429@2 or 529@3x3.');
    expect(() => parseFaultSpec("418@1")).toThrow(
      'Unknown fault "418" in "418@1" (choose 429, 529, 500, reset, cut, slow, error, max_tokens).',
    );
    expect(() => parseFaultSpec("500@0")).toThrow('Bad fault "500@0": calls are counted from 1, and K is at least 1.');
    expect(() => parseFaultSpec("429@2x2,529@3")).toThrow("Call 3 has two faults (429 and 529).");
  });
});

describe("the model's window (--window)", () => {
  it("refuses a request over it with the API's 400, serving it nothing, and serves the next one", async () => {
    api = await startMockApi({ cassette: DEMO, window: 200 });
    const client = anthropicClient({ apiKey: DEFAULT_KEY, baseURL: api.url, maxRetries: 0 });
    const long: MessageRequest = {
      model: "m",
      max_tokens: 10,
      messages: [{ role: "user", content: "x".repeat(2000) }],
    };
    const refused = (await client.messages.create(long).catch((err: unknown) => err)) as {
      status: number;
      message: string;
    };
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/"message":"prompt is too long: \d+ tokens > 200 maximum"/);
    const short: MessageRequest = { model: "m", max_tokens: 10, messages: [{ role: "user", content: "hi" }] };
    await client.messages.create(short);
    expect(api.calls.map((c) => c.status)).toEqual([400, 200]);
    expect(api.served()).toBe(1);
  });
});

describe("pnpm mock-api (the command)", () => {
  it("rejects bad options with a reason", () => {
    expect(() => parseMockApiArgs([])).toThrow("--cassette FILE is required");
    expect(() => parseMockApiArgs(["--cassette", "x.json", "--port", "http"])).toThrow(
      '--port needs a whole number of 0 or more, not "http"',
    );
    expect(() => parseMockApiArgs(["--cassette", "x.json", "--fault", "429@"])).toThrow('Bad fault "429@"');
    expect(() => parseMockApiArgs(["--cassette", "x.json", "stray"])).toThrow("Unexpected argument: stray");
    expect(() => parseMockApiArgs(["--cassette", "x.json", "--prot", "0"])).toThrow(
      new Error("Unknown option: --prot (did you mean --port?)"),
    );
    expect(() => parseMockApiArgs(["--cassette"])).toThrow(new Error("--cassette needs a value: --cassette FILE"));
    expect(() => parseMockApiArgs(["--cassette", "x.json", "--window", "big"])).toThrow(
      '--window needs a whole number of 0 or more, not "big"',
    );
    expect(parseMockApiArgs(["--cassette", "x.json", "--window", "25000"]).window).toBe(25000);
    // retry-after: seconds, or an HTTP date (RFC 9110), sent as it is.
    const date = "Wed, 21 Oct 2026 07:28:00 GMT";
    expect(parseMockApiArgs(["--cassette", "x.json", "--retry-after", date]).retryAfter).toBe(date);
    expect(parseMockApiArgs(["--cassette", "x.json", "--retry-after", "2.5"]).retryAfter).toBe(2.5);
    expect(() => parseMockApiArgs(["--cassette", "x.json", "--retry-after", "soon"])).toThrow(
      '--retry-after needs a number of 0 or more, not "soon"',
    );
  });

  it("prints the usage and exits 2 on a bad option", async () => {
    // Its main, in this process (the command as a process: the test below, which serves and stops).
    const run = { code: 0, stdout: "", stderr: "" };
    run.code = await mockApiMain(["--cassette", DEMO, "--frobnicate"], {
      stdout: { write: (text: string) => (run.stdout += text) },
      stderr: { write: (text: string) => (run.stderr += text) },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^Unknown option: --frobnicate\n\nUsage: pnpm mock-api/);
    expect(run.stderr.endsWith(`\n\n${mockApiUsage()}`)).toBe(true);
  });

  it("prints its base URL and how to point a lesson at it, serves, and stops on SIGTERM", async () => {
    const child = spawn(
      process.execPath,
      [join(ROOT, "scripts/mock-api.ts"), "--cassette", DEMO, "--port", "0", "--fault", "529@2"],
      {
        env: offlineEnv(),
      },
    );
    let out = "";
    child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
    child.stdout.on("data", (d) => (out += d));
    while (!out.includes("Ctrl-C stops it.")) await once(child.stdout, "data");
    const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1];
    expect(out.replaceAll(url, "URL")).toBe(
      "Mock Messages API on URL\n" +
        "  cassette lessons/v1-tools/cassettes/demo.json: 6 responses; faults on calls 2: 529\n" +
        "Point a lesson at it (from the workbook folder, in another terminal):\n" +
        "  ANTHROPIC_BASE_URL=URL ANTHROPIC_API_KEY=mock-key pnpm lesson v1\n" +
        "  OPENAI_BASE_URL=URL/v1 OPENAI_API_KEY=mock-key MODEL_ID=mock pnpm lesson v1 --provider openai\n" +
        "Ctrl-C stops it.\n",
    );
    const res = await fetch(`${url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": DEFAULT_KEY },
      body: JSON.stringify(ask),
    });
    expect(res.status).toBe(200);
    while (!out.includes("call 1")) await once(child.stdout, "data");
    expect(out.split("\n").at(-2)).toBe("call 1  POST /v1/messages → 200 response 1 of 6");
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    expect(code).toBe(0);
  });
});
