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
