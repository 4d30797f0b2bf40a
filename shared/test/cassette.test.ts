import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { diffRequests, loadCassette, normaliseRequest } from "../src/cassette.ts";
import { Recorder, SECRET_NAME, scrubSecrets } from "../src/providers/recorder.ts";
import { movePaths, ReplayError, replayClient } from "../src/providers/replay.ts";
import type { ModelClient } from "../src/providers/types.ts";

const response = (text: string) =>
  ({
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "m",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  }) as never;

const request = (content: string) => ({ model: "m", max_tokens: 10, messages: [{ role: "user" as const, content }] });

describe("normaliseRequest", () => {
  it("numbers tool ids in order of appearance and replaces the session's paths", () => {
    const body = {
      system: "You are at /tmp/ws-1 in /home/u/workbook",
      messages: [
        {
          role: "assistant",
          content: [
            { type: "tool_use", id: "toolu_01AbC", name: "bash", input: {} },
            { type: "tool_use", id: "toolu_02XyZ", name: "bash", input: {} },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "toolu_02XyZ" },
            { type: "tool_result", tool_use_id: "toolu_01AbC" },
          ],
        },
      ],
    };
    expect(normaliseRequest(body, { workdir: "/tmp/ws-1", root: "/home/u/workbook" })).toEqual({
      system: "You are at <workdir> in <root>",
      messages: [
        {
          role: "assistant",
          content: [
            { type: "tool_use", id: "id_1", name: "bash", input: {} },
            { type: "tool_use", id: "id_2", name: "bash", input: {} },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "id_2" },
            { type: "tool_result", tool_use_id: "id_1" },
          ],
        },
      ],
    });
  });
});

describe("diffRequests", () => {
  it("is empty for equal requests and a unified diff otherwise", () => {
    expect(diffRequests(request("a"), request("a"))).toBe("");
    const diff = diffRequests(request("old"), request("new"));
    expect(diff).toContain('-      "content": "old"');
    expect(diff).toContain('+      "content": "new"');
    expect(diff.split("\n")[0]).toMatch(/^--- recorded request/);
  });
});

describe("replay", () => {
  const cassette = {
    version: 1 as const,
    lesson: "t",
    prompts: ["hi"],
    interactions: [{ request: request("hi"), response: response("one") }, { response: response("two") }],
  };

  it("answers in order and fails clearly when it runs out", async () => {
    const client = replayClient(cassette, { file: "c.json" });
    expect((await client.messages.create(request("anything"))).content).toEqual([{ type: "text", text: "one" }]);
    expect((await client.messages.create(request("else"))).content).toEqual([{ type: "text", text: "two" }]);
    await expect(client.messages.create(request("more"))).rejects.toThrow(
      new ReplayError(
        "The cassette c.json ran out: this is model call 3, but it holds only 2. The lesson asked for more than was recorded.",
      ),
    );
  });

  it("in strict mode, compares the request where one was recorded", async () => {
    const strict = replayClient(cassette, { file: "c.json", strict: true });
    await expect(strict.messages.create(request("bye"))).rejects.toThrow(
      /^Strict replay: request 1 differs from the one recorded in c.json:\n--- recorded request/,
    );
    const ok = replayClient(cassette, { file: "c.json", strict: true });
    await ok.messages.create(request("hi"));
    await ok.messages.create(request("not recorded: no check"));
  });

  it("honours an aborted signal: the call fails and the response stays for the next call", async () => {
    const client = replayClient(cassette, { file: "c.json" });
    const controller = new AbortController();
    controller.abort(new Error("Ctrl-C"));
    await expect(client.messages.create(request("hi"), { signal: controller.signal })).rejects.toThrow("Ctrl-C");
    expect((await client.messages.create(request("hi"))).content).toEqual([{ type: "text", text: "one" }]);
  });
});

describe("movePaths", () => {
  it("turns the recording's workspace and root into this session's, in responses", () => {
    const response = {
      content: [{ type: "tool_use", input: { command: "cat /tmp/ws-old/a.txt && /workbook/node_modules/.bin/tsx x" } }],
    };
    expect(
      movePaths(
        response,
        { workdir: "/tmp/ws-old", root: "/workbook" },
        { workdir: "/tmp/ws-new", root: "/home/me/wb" },
      ),
    ).toEqual({
      content: [
        { type: "tool_use", input: { command: "cat /tmp/ws-new/a.txt && /home/me/wb/node_modules/.bin/tsx x" } },
      ],
    });
    expect(movePaths(response, undefined, { root: "/x" })).toEqual(response);
  });

  it("moves a path only where it ends, not inside a longer name that starts the same", () => {
    const text = (command: string) => ({ content: [{ type: "tool_use", input: { command } }] });
    const moved = movePaths(
      text(
        'ls /workbook; /workbook/node_modules/.bin/vitest "/workbook" /workbook-run /workbook_old /tmp/ws2 /tmp/ws.',
      ),
      { workdir: "/tmp/ws", root: "/workbook" },
      { workdir: "/tmp/new", root: "/home/me/wb" },
    );
    expect(moved).toEqual(
      text(
        'ls /home/me/wb; /home/me/wb/node_modules/.bin/vitest "/home/me/wb" /workbook-run /workbook_old /tmp/ws2 /tmp/new.',
      ),
    );
  });
});

describe("recording", () => {
  it("writes the cassette after every call, with the request as sent and no credential", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "rec-")), "out.json");
    const secret = "sk-ant-api03-SECRETSECRETSECRET";
    // The session's environment holds the key (the recorder is given it, as buildSession gives its own).
    const env = { TEST_ANTHROPIC_API_KEY: secret };
    const inner: ModelClient = { messages: { create: async () => response(`the key is ${secret}`) } };
    const recorder = new Recorder(inner, file, { lesson: "t", paths: { workdir: `/w/${secret}` } }, env);
    expect(JSON.parse(readFileSync(file, "utf-8"))).toEqual({
      version: 2,
      lesson: "t",
      paths: { workdir: "/w/[REDACTED]" },
      log: [],
    });
    recorder.prompt(`hi ${secret}`);
    const messages = [{ role: "user" as const, content: `hi ${secret}` }];
    await recorder.messages.create({ model: "m", max_tokens: 5, messages });
    messages.push({ role: "user", content: "added after the call" });
    const saved = readFileSync(file, "utf-8");
    expect(saved).not.toContain(secret);
    expect(JSON.parse(saved).log).toEqual([
      { prompt: "hi [REDACTED]" },
      {
        call: 1,
        request: { model: "m", max_tokens: 5, messages: [{ role: "user", content: "hi [REDACTED]" }] },
        response: response("the key is [REDACTED]"),
      },
    ]);
    const cassette = loadCassette(file);
    expect(cassette.prompts).toEqual(["hi [REDACTED]"]);
    expect(cassette.interactions[0].request!.messages).toEqual([{ role: "user", content: "hi [REDACTED]" }]);
  });

  it("counts as credentials the names the docs list: ending in _KEY, _TOKEN … or just that word, any case", () => {
    const names = [
      "ANTHROPIC_API_KEY",
      "OPENAI_API_KEY",
      "GH_TOKEN",
      "APIKEY",
      "TOKEN",
      "aws_secret",
      "DB_PASSWORD",
      "GOOGLE_CREDENTIALS",
      "MY_CREDENTIAL",
    ];
    expect(names.filter((n) => !SECRET_NAME.test(n))).toEqual([]);
    expect(
      ["MONKEY", "SSH_AUTH_SOCK", "PATH", "MODEL_ID", "ANTHROPIC_BASE_URL", "TOKENS_DIR"].filter((n) =>
        SECRET_NAME.test(n),
      ),
    ).toEqual([]);
  });

  it("scrubs only credential-named variables of some length", () => {
    const env = {
      MY_TOKEN: "abcdefgh12",
      SHORT_KEY: "abc",
      PATH_LIKE: "zyxwvuts98",
      SSH_AUTH_SOCK: "/tmp/ssh-agent.sock",
      MONKEY: "banana-split",
    };
    expect(scrubSecrets({ a: "abcdefgh12 abc zyxwvuts98 /tmp/ssh-agent.sock banana-split" }, env)).toEqual({
      a: "[REDACTED] abc zyxwvuts98 /tmp/ssh-agent.sock banana-split",
    });
  });
});
