import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { requestProblems, type MessageRequest } from "@agent-workbook/kit";
import { offlineEnv, runLessonAsync, sampleCopy, transcript } from "./helpers.ts";

/**
 * The live path (the real Anthropic SDK over HTTP), against a tiny scripted server on loopback:
 * it answers with canned messages, as JSON or as a stream of server-sent events.
 */
interface Scripted {
  status?: number;
  body?: unknown;
  content?: unknown[];
  stop_reason?: string;
}

let server: Server | undefined;
afterEach(() => server?.close());

async function scriptedApi(replies: Scripted[]) {
  const requests: Array<{ body: MessageRequest; headers: IncomingMessage["headers"] }> = [];
  server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as MessageRequest & { stream?: boolean };
    requests.push({ body, headers: req.headers });
    const reply = replies.shift() ?? { status: 500, body: { type: "error", error: { type: "api_error", message: "script ran out" } } };
    if (reply.status) {
      res.writeHead(reply.status, { "content-type": "application/json", "x-should-retry": "false" }).end(JSON.stringify(reply.body));
      return;
    }
    const message = {
      id: `msg_${requests.length}`,
      type: "message",
      role: "assistant",
      model: body.model,
      content: reply.content,
      stop_reason: reply.stop_reason ?? "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 100 * requests.length, output_tokens: 7 },
    };
    if (!body.stream) {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(message));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream" });
    const event = (type: string, data: object) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event("message_start", { message: { ...message, content: [], stop_reason: null, usage: { input_tokens: message.usage.input_tokens, output_tokens: 0 } } });
    (reply.content ?? []).forEach((block, index) => {
      const b = block as { type: string; text?: string; input?: unknown };
      if (b.type === "text") {
        event("content_block_start", { index, content_block: { type: "text", text: "" } });
        for (const word of b.text!.split(/(?<= )/)) event("content_block_delta", { index, delta: { type: "text_delta", text: word } });
      } else {
        event("content_block_start", { index, content_block: { ...b, input: {} } });
        event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: JSON.stringify(b.input) } });
      }
      event("content_block_stop", { index });
    });
    event("message_delta", { delta: { stop_reason: message.stop_reason, stop_sequence: null }, usage: { output_tokens: 7 } });
    event("message_stop", {});
    res.end();
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, requests };
}

const listFiles: Scripted[] = [
  { content: [{ type: "text", text: "Let me look." }, { type: "tool_use", id: "toolu_01Live", name: "bash", input: { command: "ls *.md" } }], stop_reason: "tool_use" },
  { content: [{ type: "text", text: "There is one Markdown file: README.md." }] },
];

describe("live provider (the real SDK over HTTP)", () => {
  it("REPL: streams the text as it arrives, runs the tools, and sends API-valid requests", async () => {
    const api = await scriptedApi([...listFiles]);
    const workdir = sampleCopy("lessons/v1-tools");
    const run = await runLessonAsync(["v1", "--workdir", workdir], {
      env: offlineEnv({ ANTHROPIC_API_KEY: "sk-ant-test-LIVEKEY-0001", ANTHROPIC_BASE_URL: api.url }),
      input: "list the markdown files\n\n",
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(transcript(run.stdout)).toMatchSnapshot();
    expect(api.requests.map((r) => r.body.stream)).toEqual([true, true]);
    for (const { body } of api.requests) expect(requestProblems(body)).toEqual([]);
    expect(api.requests[1].body.messages[2]).toEqual({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_01Live", content: "README.md" }],
    });
    expect(run.stdout).not.toContain("LIVEKEY");
  });

  it("-p: prints only the final answer", async () => {
    const api = await scriptedApi([...listFiles]);
    const run = await runLessonAsync(["v1", "-p", "list the markdown files", "--workdir", sampleCopy("lessons/v1-tools")], {
      env: offlineEnv({ ANTHROPIC_API_KEY: "sk-ant-test-LIVEKEY-0001", ANTHROPIC_BASE_URL: api.url }),
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("There is one Markdown file: README.md.\n");
    expect(run.code).toBe(0);
  });

  it("a failed API call says what to do, keeps the conversation, and the learner can retry", async () => {
    const api = await scriptedApi([
      { status: 400, body: { type: "error", error: { type: "invalid_request_error", message: "messages: text content blocks must be non-empty" } } },
      ...listFiles,
    ]);
    const run = await runLessonAsync(["v1", "--workdir", sampleCopy("lessons/v1-tools")], {
      env: offlineEnv({ ANTHROPIC_API_KEY: "sk-ant-test-LIVEKEY-0001", ANTHROPIC_BASE_URL: api.url }),
      input: "list the markdown files\nlist the markdown files\n\n",
    });
    const shown = transcript(run.stdout);
    expect(run.code).toBe(0);
    expect(shown).toContain(
      "API error 400: invalid_request_error: messages: text content blocks must be non-empty\nThe API rejected the request; if it persists, it is a bug in the lesson: please report it.",
    );
    expect(shown).toContain("Your conversation is kept as it was before this message: send it again to retry.");
    // The retry carries the same single user message, not a duplicate.
    expect(api.requests[1].body.messages).toEqual([{ role: "user", content: "list the markdown files" }]);
    expect(shown).toContain("There is one Markdown file: README.md.");
  });
});
