import type Anthropic from "@anthropic-ai/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pacedClient } from "../src/providers/paced.ts";
import type { ModelClient } from "../src/providers/types.ts";

/** A client that answers every call at once with `content`. */
function instant(content: unknown[]): ModelClient {
  const response = {
    id: "msg_01Paced",
    type: "message",
    role: "assistant",
    model: "m",
    content,
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  } as unknown as Anthropic.Message;
  return { messages: { create: async () => response } };
}

const REQUEST = { model: "m", max_tokens: 10, messages: [{ role: "user" as const, content: "hi" }] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("pacedClient", () => {
  it("thinks, streams the text a few characters at a time, then writes its tool calls: all at `pace` characters a second", async () => {
    // 100 characters a second: thinking (150 characters) takes 1.5 s, a 40 ms tick carries 4 characters, and the
    // tool call's input ({"command":"ls"}, 16 characters) 0.16 s.
    const client = pacedClient(
      instant([
        { type: "text", text: "Hello, " },
        { type: "text", text: "world!\n" },
        { type: "tool_use", id: "toolu_01", name: "bash", input: { command: "ls" } },
      ]),
      100,
    );
    const seen: string[] = [];
    const start = Date.now();
    let done = 0;
    const call = client.messages
      .create(REQUEST, { onText: (delta) => seen.push(`${Date.now() - start} ${delta}`) })
      .then((response) => {
        done = Date.now() - start;
        return response;
      });
    await vi.advanceTimersByTimeAsync(1499);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    // The text blocks as the terminal shows them unstreamed: joined by a line break, trimmed.
    expect(seen).toEqual(["1500 Hell", "1540 o, \n", "1580 worl", "1620 d!"]);
    expect(done).toBe(1780);
    expect((await call).content).toHaveLength(3);
  });

  it("waits for at most 400 characters' worth of tool input, and streams nothing without text", async () => {
    const client = pacedClient(
      instant([{ type: "tool_use", id: "toolu_01", name: "write_file", input: { content: "x".repeat(5000) } }]),
      200,
    );
    const seen: string[] = [];
    let done = false;
    void client.messages.create(REQUEST, { onText: (delta) => seen.push(delta) }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(750 + 1999); // thinking 0.75 s, then 2 s for the input
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(seen).toEqual([]);
  });

  it("stops waiting when the call is aborted (Ctrl-C)", async () => {
    const client = pacedClient(instant([{ type: "text", text: "Never shown." }]), 100);
    const turn = new AbortController();
    const seen: string[] = [];
    const call = client.messages.create(REQUEST, { signal: turn.signal, onText: (delta) => seen.push(delta) });
    const failed = expect(call).rejects.toThrow("stopped");
    await vi.advanceTimersByTimeAsync(500);
    turn.abort(new Error("stopped"));
    await failed;
    expect(seen).toEqual([]);
  });
});
