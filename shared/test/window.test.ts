/**
 * The model's window as the kit plays it (s08): a replay with a window refuses a longer request as the API does and
 * serves it no response; promptTooLong reads that refusal from the kit's error and the SDK's alike; a cassette keeps
 * its settings and window through a recording; saveNewFile writes numbered files, never over another.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { loadCassette } from "../src/cassette.ts";
import { saveNewFile } from "../src/new-file.ts";
import { Recorder } from "../src/providers/recorder.ts";
import { replayClient } from "../src/providers/replay.ts";
import { estimateTokens, PromptTooLongError, promptTooLong } from "../src/window.ts";

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
const request = (text: string) => ({
  model: "m",
  max_tokens: 10,
  messages: [{ role: "user" as const, content: text }],
});
const scratch = () => realpathSync(mkdtempSync(join(tmpdir(), "workbook-window-")));

describe("a replay with a window", () => {
  it("refuses a request over it with the API's 400 and serves the next one the response", async () => {
    const cassette = { version: 1 as const, lesson: "s08", prompts: [], interactions: [{ response: response("ok") }] };
    const client = replayClient(cassette, { file: "x.json", window: 100 });
    const long = request("x".repeat(1000));
    const tokens = estimateTokens(long);
    const refused = await client.messages.create(long).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PromptTooLongError);
    expect((refused as Error).message).toBe(
      `400 {"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: ${tokens} tokens > 100 maximum"}}`,
    );
    expect(promptTooLong(refused)).toBe(tokens);
    const served = await client.messages.create(request("short"));
    expect(served.content).toEqual([{ type: "text", text: "ok" }]);
  });

  it("promptTooLong reads the SDK's refusal too, and nothing else", () => {
    const body = {
      type: "error",
      error: { type: "invalid_request_error", message: "prompt is too long: 215000 tokens > 200000 maximum" },
    };
    expect(promptTooLong(Anthropic.APIError.generate(400, body, undefined, new Headers()))).toBe(215000);
    const other = { type: "error", error: { type: "invalid_request_error", message: "messages.0: bad" } };
    expect(promptTooLong(Anthropic.APIError.generate(400, other, undefined, new Headers()))).toBeUndefined();
    expect(promptTooLong(new Error("prompt is too long"))).toBeUndefined(); // no status 400
    expect(promptTooLong(undefined)).toBeUndefined();
  });

  it("a recording keeps the settings and the window it was made with", async () => {
    const file = join(scratch(), "rec.json");
    const inner = { messages: { create: async () => response("hi") } };
    const recorder = new Recorder(
      inner,
      file,
      { lesson: "s08", settings: { COMPACT_THRESHOLD: "2800" }, window: 25000 },
      {},
    );
    await recorder.messages.create(request("go"));
    const tape = loadCassette(file);
    expect(tape.settings).toEqual({ COMPACT_THRESHOLD: "2800" });
    expect(tape.window).toBe(25000);
    expect(tape.interactions).toHaveLength(1);
  });
});

describe("saveNewFile", () => {
  it("numbers the files from 1, skips a name taken, and never writes over one", () => {
    const dir = scratch();
    expect(saveNewFile(dir, ".transcripts/transcript_N.jsonl", "one\n")).toBe(".transcripts/transcript_1.jsonl");
    writeFileSync(join(dir, ".transcripts", "transcript_2.jsonl"), "someone else's\n");
    expect(saveNewFile(dir, ".transcripts/transcript_N.jsonl", "three\n")).toBe(".transcripts/transcript_3.jsonl");
    expect(readFileSync(join(dir, ".transcripts", "transcript_1.jsonl"), "utf-8")).toBe("one\n");
    expect(readFileSync(join(dir, ".transcripts", "transcript_2.jsonl"), "utf-8")).toBe("someone else's\n");
    expect(readFileSync(join(dir, ".transcripts", "transcript_3.jsonl"), "utf-8")).toBe("three\n");
  });

  it("refuses a folder that links out of the workspace, and writes nothing there", () => {
    const dir = scratch();
    const outside = scratch();
    symlinkSync(outside, join(dir, ".transcripts"));
    expect(() => saveNewFile(dir, ".transcripts/transcript_N.jsonl", "x")).toThrow(/Path escapes workspace/);
    expect(existsSync(join(outside, "transcript_1.jsonl"))).toBe(false);
    mkdirSync(join(dir, "ok"));
    expect(saveNewFile(dir, "ok/t_N.txt", "y")).toBe("ok/t_1.txt");
  });
});
