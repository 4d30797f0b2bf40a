import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { anthropicClient } from "../src/providers/anthropic.ts";
import { explainError } from "../src/explain-error.ts";

const ASK = { model: "m", max_tokens: 10, messages: [{ role: "user" as const, content: "hi" }] };

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

describe("retry notices (announcingRetries, through the real SDK)", () => {
  it("announce a retry after a failed connection, and the final error says what to check", async () => {
    const notices: string[] = [];
    const client = anthropicClient({
      apiKey: "k",
      baseURL: `http://127.0.0.1:${await closedPort()}`,
      maxRetries: 1,
      onRetry: (n) => notices.push(n),
    });
    const err = await client.messages.create(ASK).catch((e: unknown) => e);
    expect(notices).toEqual(["Could not reach the API (ECONNREFUSED): retrying in about 0.5 s (attempt 2 of 2)…"]);
    expect(explainError(err)).toBe(
      "Could not reach the model API (Connection error.). Check your network and ANTHROPIC_BASE_URL / OPENAI_BASE_URL.",
    );
  });

  it("stay quiet when the caller aborts the call: the SDK does not retry that", async () => {
    const server = createServer(() => {}).listen(0, "127.0.0.1"); // never answers
    await once(server, "listening");
    const notices: string[] = [];
    const client = anthropicClient({
      apiKey: "k",
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      onRetry: (n) => notices.push(n),
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await client.messages.create(ASK, { signal: controller.signal }).catch((e: unknown) => e);
    server.closeAllConnections();
    server.close();
    expect((err as Error).constructor.name).toBe("APIUserAbortError");
    expect(notices).toEqual([]);
  });
});
