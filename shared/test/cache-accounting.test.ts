/**
 * The prompt cache's figures (shared/authoring/cache-accounting.ts), as the mock API answers them: a hit, a partial
 * hit after an edit (the tools and the fixed sections still read, the rest written), expiry after 5 minutes, the
 * minimum cacheable length, the lookback from a breakpoint that moved on, and the 4-breakpoint limit.
 */
import { describe, expect, it } from "vitest";
import { startMockApi } from "../authoring/mock-api/server.ts";
import { type CachedRequest, minimumCacheable, PromptCache } from "../authoring/cache-accounting.ts";

const MARK = { cache_control: { type: "ephemeral" } };
/** A text of about `tokens` tokens (4 characters each), as the kit estimates. */
const text = (tokens: number, letter = "a") => letter.repeat(tokens * 4 - 30);
const TOOLS = [{ name: "read_file", description: text(600), input_schema: { type: "object" } }];
const FIXED = { type: "text", text: text(1000, "f"), ...MARK };
/** A request: the tools, a fixed section (breakpoint), a changing one, and `messages` with the last marked. */
function request(changing: string, messages: string[]): CachedRequest {
  return {
    model: "claude-sonnet-4-5",
    tools: TOOLS,
    system: [FIXED, { type: "text", text: changing, ...MARK }],
    messages: messages.map((m, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: [{ type: "text", text: m, ...(i === messages.length - 1 ? MARK : {}) }],
    })),
  };
}

describe("the prompt cache's figures", () => {
  it("round 1 writes the prefix up to the last breakpoint; round 2, the same prefix and more, reads it", () => {
    const cache = new PromptCache();
    const first = cache.account(request(text(300, "e"), ["Hi."]), 0);
    expect(first.cache_read_input_tokens).toBe(0);
    expect(first.cache_creation_input_tokens).toBeGreaterThan(1900);
    expect(first.input_tokens).toBe(0); // nothing after the last breakpoint
    const second = cache.account(request(text(300, "e"), ["Hi.", "Hello.", "Go on."]), 60_000);
    // Read: all of round 1's prefix (the lookback finds it before the last breakpoint); written: the new messages.
    expect(second.cache_read_input_tokens).toBe(first.cache_creation_input_tokens);
    expect(second.cache_creation_input_tokens).toBeGreaterThan(0);
    expect(second.cache_creation_input_tokens).toBeLessThan(30);
  });

  it("after an edit of the changing section: the tools and the fixed section read, the rest written", () => {
    const cache = new PromptCache();
    const first = cache.account(request(text(300, "e"), ["Hi."]), 0);
    const edited = cache.account(request(text(300, "E"), ["Hi."]), 1000);
    const fixedPrefix = cache.account(request(text(300, "X"), ["Other."]), 2000).cache_read_input_tokens;
    expect(edited.cache_read_input_tokens).toBe(fixedPrefix); // up to the fixed section's breakpoint
    expect(edited.cache_read_input_tokens).toBeGreaterThan(1500);
    expect(edited.cache_read_input_tokens + edited.cache_creation_input_tokens).toBe(first.cache_creation_input_tokens);
  });

  it("an entry expires 5 minutes after its last use; a read renews it", () => {
    const cache = new PromptCache();
    const r = request(text(300, "e"), ["Hi."]);
    const written = cache.account(r, 0).cache_creation_input_tokens;
    expect(cache.account(r, 4 * 60_000).cache_read_input_tokens).toBe(written);
    expect(cache.account(r, 8 * 60_000).cache_read_input_tokens).toBe(written); // renewed at 4 min
    const late = cache.account(r, 14 * 60_000);
    expect(late).toEqual({ input_tokens: 0, cache_creation_input_tokens: written, cache_read_input_tokens: 0 });
  });

  it("a prefix shorter than the model's minimum is not cached; no breakpoint, no cache", () => {
    expect([minimumCacheable("claude-sonnet-4-5"), minimumCacheable("claude-sonnet-4-6")]).toEqual([1024, 2048]);
    expect([minimumCacheable("claude-opus-4-6"), minimumCacheable("claude-haiku-4-5")]).toEqual([4096, 4096]);
    const cache = new PromptCache();
    const short: CachedRequest = {
      model: "claude-sonnet-4-5",
      system: [{ type: "text", text: text(500), ...MARK }],
      messages: [{ role: "user", content: "Hi." }],
    };
    expect(cache.account(short, 0)).toEqual({
      input_tokens: expect.any(Number),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    });
    expect(cache.account(short, 1).cache_read_input_tokens).toBe(0);
    const plain = { model: "claude-sonnet-4-5", system: text(3000), messages: [{ role: "user", content: "Hi." }] };
    expect(cache.account(plain, 0).cache_creation_input_tokens).toBe(0);
  });

  it("the mock API answers with these figures, and refuses a fifth breakpoint", async () => {
    const reply = {
      response: {
        id: "msg_1",
        type: "message",
        role: "assistant",
        model: "claude-sonnet-4-5",
        content: [{ type: "text", text: "OK." }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 2 },
      },
    };
    let clock = 0;
    const api = await startMockApi({
      cassette: { version: 1, lesson: "x", prompts: [], interactions: [reply, reply] } as never,
      now: () => clock,
    });
    const send = (body: unknown) =>
      fetch(`${api.url}/v1/messages`, {
        method: "POST",
        headers: { "x-api-key": "mock-key", "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, any> }));
    try {
      const body = { ...request(text(300, "e"), ["Hi."]), max_tokens: 100 };
      const first = await send(body);
      clock = 30_000;
      const second = await send(body);
      expect(first.body.usage.cache_read_input_tokens).toBe(0);
      expect(second.body.usage.cache_read_input_tokens).toBe(first.body.usage.cache_creation_input_tokens);
      expect(second.body.usage.output_tokens).toBe(2);
      const five = {
        ...body,
        messages: Array.from({ length: 5 }, (_, i) => ({
          role: i % 2 ? "assistant" : "user",
          content: [{ type: "text", text: `m${i}`, ...MARK }],
        })),
      };
      expect(await send(five)).toMatchObject({
        status: 400,
        body: { error: { message: "A maximum of 4 blocks with cache_control may be provided. Found 7." } },
      });
    } finally {
      await api.close();
    }
  });
});
