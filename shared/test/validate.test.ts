import { describe, expect, it } from "vitest";
import { requestProblems } from "../src/validate.ts";
import type { MessageRequest } from "../src/providers/types.ts";

const toolUse = (id: string) => ({ type: "tool_use" as const, id, name: "bash", input: { command: "ls" } });
const toolResult = (id: string) => ({ type: "tool_result" as const, tool_use_id: id, content: "ok" });
const reminder = { type: "text" as const, text: "<reminder>Update your todos.</reminder>" };

function request(messages: MessageRequest["messages"]): MessageRequest {
  return { model: "m", max_tokens: 100, messages, tools: [{ name: "bash", input_schema: { type: "object" } }] };
}

const base: MessageRequest["messages"] = [
  { role: "user", content: "go" },
  { role: "assistant", content: [toolUse("toolu_1"), toolUse("toolu_2")] },
];

describe("requestProblems (the API's rules for a request)", () => {
  it("accepts a valid loop turn, with text after the tool results", () => {
    expect(
      requestProblems(
        request([...base, { role: "user", content: [toolResult("toolu_2"), toolResult("toolu_1"), reminder] }]),
      ),
    ).toEqual([]);
  });

  it("rejects text placed before the tool results (the reminder bug)", () => {
    expect(
      requestProblems(
        request([...base, { role: "user", content: [reminder, toolResult("toolu_1"), toolResult("toolu_2")] }]),
      ),
    ).toEqual([
      "messages.2.content.1: tool_result blocks must come before any other content in the user turn",
      "messages.2.content.2: tool_result blocks must come before any other content in the user turn",
    ]);
  });

  it("rejects an unanswered tool_use", () => {
    expect(requestProblems(request([...base, { role: "user", content: [toolResult("toolu_1")] }]))).toEqual([
      "messages.2: tool_use ids were found without tool_result blocks immediately after: toolu_2. Each tool_use block must have a corresponding tool_result block in the next message.",
    ]);
  });

  it("rejects a tool_result without its tool_use", () => {
    expect(requestProblems(request([{ role: "user", content: [toolResult("toolu_9")] }]))[0]).toMatch(
      /^messages\.0\.content\.0: unexpected tool_use_id found in tool_result blocks: toolu_9/,
    );
  });

  it("rejects missing fields, empty content, an assistant first, and bad tools", () => {
    expect(requestProblems({ messages: [] } as unknown as MessageRequest)).toEqual([
      "model: Field required",
      "max_tokens: Field required",
      "messages: at least one message is required",
    ]);
    expect(
      requestProblems(
        request([
          { role: "assistant", content: "hi" },
          { role: "user", content: "" },
        ]),
      ),
    ).toEqual([
      "messages.0.role: the first message must use the user role",
      "messages.1: all messages must have non-empty content except for the optional final assistant message",
    ]);
    expect(requestProblems({ ...request([{ role: "user", content: "x" }]), max_tokens: 0 })).toEqual([
      "max_tokens: Input should be an integer greater than or equal to 1",
    ]);
    const badTools = {
      ...request([{ role: "user", content: "x" }]),
      tools: [{ name: "bad name!", input_schema: { type: "array" } }],
    };
    expect(requestProblems(badTools as unknown as MessageRequest)).toEqual([
      "tools.0.name: String should match pattern '^[a-zA-Z0-9_-]{1,128}$'",
      "tools.0.input_schema.type: Input should be 'object'",
    ]);
  });

  it("merges consecutive turns of one role, as the API does: allowed, and checked as one turn", () => {
    const split: MessageRequest["messages"] = [
      ...base,
      { role: "user", content: [toolResult("toolu_1")] },
      { role: "user", content: [toolResult("toolu_2"), reminder] },
      { role: "user", content: "and one more thing" },
      { role: "assistant", content: "ok" },
      { role: "assistant", content: [{ type: "text", text: "done" }] },
    ];
    expect(requestProblems(request(split))).toEqual([]);
    // Text in the first of two user messages still comes before the second's tool results once merged.
    expect(
      requestProblems(
        request([
          ...base,
          { role: "user", content: [reminder] },
          { role: "user", content: [toolResult("toolu_1"), toolResult("toolu_2")] },
        ]),
      ),
    ).toEqual([
      "messages.3.content.0: tool_result blocks must come before any other content in the user turn",
      "messages.3.content.1: tool_result blocks must come before any other content in the user turn",
    ]);
  });

  it("rejects empty text blocks, a bad role, reused tool_use ids, and tools without a schema or with a duplicate name", () => {
    expect(
      requestProblems(
        request([
          {
            role: "user",
            content: [
              { type: "text", text: "" },
              { type: "text", text: " \n" },
            ],
          },
        ]),
      ),
    ).toEqual([
      "messages.0.content.0.text: text content blocks must be non-empty",
      "messages.0.content.1.text: text content blocks must contain non-whitespace text",
    ]);
    expect(
      requestProblems(
        request([
          { role: "user", content: "x" },
          { role: "system" as "user", content: "y" },
        ]),
      ),
    ).toEqual(["messages.1.role: Input should be 'user' or 'assistant'"]);
    const twice: MessageRequest["messages"] = [
      { role: "user", content: "go" },
      { role: "assistant", content: [toolUse("toolu_1")] },
      { role: "user", content: [toolResult("toolu_1")] },
      { role: "assistant", content: [toolUse("toolu_1")] },
      { role: "user", content: [toolResult("toolu_1")] },
    ];
    expect(requestProblems(request(twice))).toEqual(["messages.3.content.0: tool_use ids must be unique: toolu_1"]);
    const tools = {
      ...request([{ role: "user", content: "x" }]),
      tools: [
        { name: "bash" },
        { name: "bash", input_schema: { type: "object" } },
        { type: "web_search_20250305", name: "web_search" },
      ],
    };
    expect(requestProblems(tools as unknown as MessageRequest)).toEqual([
      "tools.0.input_schema: Field required",
      "tools: Tool names must be unique. Duplicate: bash",
    ]);
  });

  it("allows an empty final assistant message (a prefill), but not a prefill ending in tool_use", () => {
    expect(
      requestProblems(
        request([
          { role: "user", content: "x" },
          { role: "assistant", content: [] },
        ]),
      ),
    ).toEqual([]);
    expect(
      requestProblems(
        request([
          { role: "user", content: "x" },
          { role: "assistant", content: [toolUse("toolu_1")] },
        ]),
      ),
    ).toEqual(["messages.1: the final assistant message cannot end with tool_use blocks"]);
  });
});

describe("a lone surrogate (half an emoji) anywhere in a request", () => {
  const withResult = (content: string) =>
    request([...base, { role: "user", content: [toolResult("toolu_1"), { ...toolResult("toolu_2"), content }] }]);

  it("is refused with the API's 400 message, at the position the API gives", () => {
    const bad = withResult("xx\uD83D");
    const body = JSON.stringify(bad);
    const at = body.indexOf("\\ud83d") + 6; // just after the escape: where the low half should be
    expect(requestProblems(bad)).toEqual([
      `The request body is not valid JSON: no low surrogate in string: line 1 column ${at + 1} (char ${at})`,
    ]);
  });

  it("counts characters, not UTF-16 units, before the problem; a lone low half is an invalid high one", () => {
    const bad = request([{ role: "user", content: "🙂é\uDE42" }]);
    const body = JSON.stringify(bad);
    const units = body.indexOf("\\ude42");
    expect(requestProblems(bad)).toEqual([
      `The request body is not valid JSON: invalid high surrogate in string: line 1 column ${units} (char ${units - 1})`,
    ]);
  });

  it("accepts whole emoji, and a backslash-u written as text", () => {
    expect(requestProblems(withResult("🙂 \\ud83d is how JSON writes half of it"))).toEqual([]);
    expect(requestProblems({ ...request(base.slice(0, 1)), system: "🙂".repeat(3) })).toEqual([]);
  });
});

describe("the shape of a request, field by field (the API's documented types)", () => {
  const ok: Record<string, unknown> = {
    model: "m",
    max_tokens: 100,
    messages: [
      { role: "user", content: "go" },
      { role: "assistant", content: [{ type: "text", text: "Sure." }, toolUse("toolu_1")] },
      { role: "user", content: [{ ...toolResult("toolu_1"), is_error: false }] },
    ],
    system: [{ type: "text", text: "You are helpful." }],
    tools: [{ name: "bash", description: "Run it.", input_schema: { type: "object" } }],
    stream: true,
    temperature: 0.5,
    stop_sequences: ["END"],
    tool_choice: { type: "auto" },
  };
  const messages = ok.messages as Record<string, unknown>[];
  const withMessage = (i: number, message: unknown) => ({
    ...ok,
    messages: messages.map((m, j) => (j === i ? message : m)),
  });
  const withBlock = (i: number, j: number, block: unknown) =>
    withMessage(i, {
      ...messages[i],
      content: (messages[i].content as unknown[]).map((b, k) => (k === j ? block : b)),
    });

  it("accepts a request whose every field has its type", () => {
    expect(requestProblems(ok)).toEqual([]);
  });

  it.each([
    ["the body", null, "body: Input should be a valid dictionary (a JSON object)"],
    ["the body", "go", "body: Input should be a valid dictionary (a JSON object)"],
    ["model", { ...ok, model: 5 }, "model: Input should be a valid string"],
    ["max_tokens", { ...ok, max_tokens: "100" }, "max_tokens: Input should be a valid integer"],
    ["stream", { ...ok, stream: 1 }, "stream: Input should be a valid boolean"],
    ["temperature", { ...ok, temperature: 2 }, "temperature: Input should be a number from 0 to 1"],
    ["stop_sequences", { ...ok, stop_sequences: "END" }, "stop_sequences: Input should be a valid list of strings"],
    ["tool_choice", { ...ok, tool_choice: "auto" }, "tool_choice: Input should be a valid dictionary with a type"],
    [
      "system",
      { ...ok, system: [{ type: "text" }] },
      "system: Input should be a valid string or a list of text blocks",
    ],
    ["messages", { ...ok, messages: "go" }, "messages: Input should be a valid list"],
    ["a message", withMessage(0, null), "messages.0: Input should be a valid dictionary"],
    ["a message's role", withMessage(0, { content: "go" }), "messages.0.role: Field required"],
    ["a message's content", withMessage(0, { role: "user" }), "messages.0.content: Field required"],
    [
      "a message's content",
      withMessage(0, { role: "user", content: 5 }),
      "messages.0.content: Input should be a valid string or a list of content blocks",
    ],
    ["a block", withBlock(1, 0, null), "messages.1.content.0: Input should be a valid dictionary"],
    ["a block's type", withBlock(1, 0, { text: "Sure." }), "messages.1.content.0.type: Field required"],
    ["a text block's text", withBlock(1, 0, { type: "text" }), "messages.1.content.0.text: Field required"],
    [
      "a text block's text",
      withBlock(1, 0, { type: "text", text: 5 }),
      "messages.1.content.0.text: Input should be a valid string",
    ],
    [
      "a tool_use's id",
      withBlock(1, 1, { ...toolUse("x"), id: 1 }),
      "messages.1.content.1.id: Input should be a valid string",
    ],
    [
      "a tool_use's name",
      withBlock(1, 1, { type: "tool_use", id: "toolu_1", input: {} }),
      "messages.1.content.1.name: Field required",
    ],
    [
      "a tool_use's input",
      withBlock(1, 1, { ...toolUse("toolu_1"), input: "ls" }),
      "messages.1.content.1.input: Input should be a valid dictionary",
    ],
    [
      "a tool_result's id",
      withBlock(2, 0, { type: "tool_result", content: "ok" }),
      "messages.2.content.0.tool_use_id: Field required",
    ],
    [
      "a tool_result's content",
      withBlock(2, 0, { ...toolResult("toolu_1"), content: 5 }),
      "messages.2.content.0.content: Input should be a valid string or a list of content blocks",
    ],
    [
      "a tool_result's is_error",
      withBlock(2, 0, { ...toolResult("toolu_1"), is_error: "yes" }),
      "messages.2.content.0.is_error: Input should be a valid boolean",
    ],
    ["tools", { ...ok, tools: "bash" }, "tools: Input should be a valid list"],
    ["a tool", { ...ok, tools: [null] }, "tools.0: Input should be a valid dictionary"],
    [
      "a tool's description",
      { ...ok, tools: [{ name: "bash", description: 5, input_schema: { type: "object" } }] },
      "tools.0.description: Input should be a valid string",
    ],
  ])("names %s when it has the wrong type or is missing", (_field, body, problem) => {
    expect(requestProblems(body)).toEqual([problem]);
  });
});
