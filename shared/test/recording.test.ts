/**
 * Version 2 of the cassette format, what `--record` writes: each request stored as what it adds to the one
 * before, the file appended to after every call, and every cassette loaded back with whole requests.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { listLessons } from "../src/lessons.ts";
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { loadCassette, parseCassette, saveCassette } from "../src/cassette.ts";
import { Recorder } from "../src/providers/recorder.ts";
import { replayClient } from "../src/providers/replay.ts";
import type { MessageRequest, ModelClient } from "../src/providers/types.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const scratch = () => mkdtempSync(join(tmpdir(), "recording-"));

/** The model's answer in round `n`: a bash call, or the final text after the last round. */
const answer = (n: number, last: boolean) =>
  ({
    id: `msg_0${n}`,
    type: "message",
    role: "assistant",
    model: "m",
    content: last
      ? [{ type: "text", text: "Done." }]
      : [{ type: "tool_use", id: `toolu_0${n}`, name: "bash", input: { command: `echo step ${n}` } }],
    stop_reason: last ? "end_turn" : "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  }) as Anthropic.Message;

/** A model that answers each call with the next of `rounds` answers. */
function model(rounds: number): ModelClient {
  let n = 0;
  return { messages: { create: async () => answer(++n, n === rounds) } };
}

const tools = [{ name: "bash", input_schema: { type: "object" as const } }];

/**
 * Records `rounds` model calls the way a lesson makes them: one history, which each round extends with
 * the answer and the tool's result. Returns copies of the requests as they were sent.
 */
async function recordRounds(file: string, rounds: number): Promise<MessageRequest[]> {
  const recorder = new Recorder(model(rounds), file, { lesson: "v1", paths: { workdir: "/ws", root: "/wb" } }, {});
  recorder.prompt("Check the steps.");
  const history: Anthropic.MessageParam[] = [{ role: "user", content: "Check the steps." }];
  const sent: MessageRequest[] = [];
  for (let n = 1; n <= rounds; n++) {
    const request = { model: "m", system: "You work in /ws.", messages: history, tools, max_tokens: 100 };
    sent.push(structuredClone(request));
    const response = await recorder.messages.create(request);
    history.push({ role: "assistant", content: response.content });
    const result = `step ${n}\n`.repeat(20);
    history.push({ role: "user", content: [{ type: "tool_result", tool_use_id: `toolu_0${n}`, content: result }] });
  }
  return sent;
}

/** The requests of a cassette file as loaded (whole), as JSON text: key order counts for --strict. */
const loadedRequests = (file: string) => JSON.stringify(loadCassette(file).interactions.map((i) => i.request));

describe("a recording (version 2)", () => {
  it("stores each request as what it adds to the one before, and loads every request whole", async () => {
    const file = join(scratch(), "rec.json");
    const sent = await recordRounds(file, 3);
    const { log, ...header } = JSON.parse(readFileSync(file, "utf-8"));
    expect(header).toEqual({ version: 2, lesson: "v1", paths: { workdir: "/ws", root: "/wb" } });
    expect(log.map((entry: object) => Object.keys(entry))).toEqual([
      ["prompt"],
      ["call", "request", "response"],
      ["call", "request", "response"],
      ["call", "request", "response"],
    ]);
    expect(log[1].request).toEqual(sent[0]);
    expect(log[3].request).toEqual({ extends: 2, messages_added: sent[2].messages.slice(3) });
    expect(log[3].response).toEqual(answer(3, true));
    expect(loadedRequests(file)).toBe(JSON.stringify(sent));
    expect(loadCassette(file)).toMatchObject({ version: 1, lesson: "v1", prompts: ["Check the steps."] });
  });

  it("keeps what changed: a field, a history cut back, a message edited in place; a request whose fields differ or move is whole", async () => {
    const file = join(scratch(), "rec.json");
    const recorder = new Recorder(model(7), file, { lesson: "v1" }, {});
    const history: Anthropic.MessageParam[] = [{ role: "user", content: "one" }];
    const sent: MessageRequest[] = [];
    const send = async (request: MessageRequest) => {
      sent.push(structuredClone(request));
      const response = await recorder.messages.create(request);
      history.push({ role: "assistant", content: response.content });
    };
    await send({ model: "m", messages: history, tools, max_tokens: 100 });
    history.push({ role: "user", content: "two" });
    await send({ model: "m", messages: history, tools, max_tokens: 200 });
    history.length = 2; // a failed turn dropped: the lesson puts its history back
    history.push({ role: "user", content: "three" });
    await send({ model: "m", messages: history, tools, max_tokens: 200 });
    history[0].content = "one, shortened"; // compacted in place after it was sent
    await send({ model: "m", messages: history, tools, max_tokens: 200 });
    await send({ model: "m", messages: history, max_tokens: 200 }); // no tools any more
    await send({ model: "m", messages: history, max_tokens: 200, stop_sequences: ["END"] }); // a new field
    await send({ model: "m", max_tokens: 200, messages: history, stop_sequences: ["END"] }); // the same, reordered

    const requests = JSON.parse(readFileSync(file, "utf-8")).log.map((entry: { request: object }) => entry.request);
    expect(requests.slice(1, 4)).toEqual([
      { extends: 1, messages_added: sent[1].messages.slice(1), max_tokens: 200 },
      { extends: 2, messages_kept: 2, messages_added: [{ role: "user", content: "three" }] },
      { extends: 3, messages_kept: 0, messages_added: sent[3].messages },
    ]);
    expect(requests.slice(4)).toEqual(sent.slice(4));
    expect(loadedRequests(file)).toBe(JSON.stringify(sent));
  });

  it("marks a subagent's calls, and makes each agent's request extend that agent's last one", async () => {
    const file = join(scratch(), "rec.json");
    const recorder = new Recorder(model(4), file, { lesson: "s06" }, {});
    const parent: Anthropic.MessageParam[] = [{ role: "user", content: "Delegate." }];
    const child: Anthropic.MessageParam[] = [{ role: "user", content: "The sub-task." }];
    const request = (messages: Anthropic.MessageParam[], system: string) => ({
      model: "m",
      system,
      messages: structuredClone(messages),
      max_tokens: 100,
    });
    await recorder.messages.create(request(parent, "parent"));
    recorder.agent = "subagent";
    await recorder.messages.create(request(child, "child"));
    child.push({ role: "assistant", content: "…" }, { role: "user", content: "more" });
    await recorder.messages.create(request(child, "child"));
    recorder.agent = undefined;
    parent.push({ role: "assistant", content: "…" }, { role: "user", content: "the report" });
    await recorder.messages.create(request(parent, "parent"));

    const log = JSON.parse(readFileSync(file, "utf-8")).log;
    expect(log.map((e: { agent?: string }) => e.agent)).toEqual([undefined, "subagent", "subagent", undefined]);
    expect(log[1].request.messages).toEqual([{ role: "user", content: "The sub-task." }]); // whole: a new agent
    expect(log[2].request).toMatchObject({ extends: 2 });
    expect(log[3].request).toEqual({ extends: 1, messages_added: parent.slice(1) }); // the parent's own last one
    const loaded = loadCassette(file).interactions;
    expect(loaded.map((i) => i.agent)).toEqual([undefined, "subagent", "subagent", undefined]);
    expect(loaded[3].request!.messages).toEqual(parent);
  });

  it("grows with what each round adds: twice the rounds, twice the size", async () => {
    const dir = scratch();
    await recordRounds(join(dir, "50.json"), 50);
    await recordRounds(join(dir, "100.json"), 100);
    const ratio = statSync(join(dir, "100.json")).size / statSync(join(dir, "50.json")).size;
    expect(ratio).toBeGreaterThan(1.9);
    expect(ratio).toBeLessThan(2.1);
    // The same session with whole requests (version 1) grows with the square of the rounds.
    saveCassette(join(dir, "50-whole.json"), loadCassette(join(dir, "50.json")));
    saveCassette(join(dir, "100-whole.json"), loadCassette(join(dir, "100.json")));
    expect(statSync(join(dir, "100-whole.json")).size / statSync(join(dir, "50-whole.json")).size).toBeGreaterThan(3.5);
  });

  it("cut off in the middle of a write (a killed session), loads up to its last whole entry", async () => {
    const file = join(scratch(), "rec.json");
    await recordRounds(file, 3);
    const text = readFileSync(file, "utf-8");
    const third = text.lastIndexOf(',\n    {\n      "call": 3,');
    const thirdEnd = text.length - "\n  ]\n}\n".length;
    const cuts = [third, third + 1, thirdEnd - 1, thirdEnd, thirdEnd + 1, text.length - 1];
    for (let cut = third; cut < text.length; cut += 17) cuts.push(cut); // a write can stop at any byte
    for (const cut of cuts) {
      const cassette = parseCassette(text.slice(0, cut), file);
      expect(cassette.prompts).toEqual(["Check the steps."]);
      expect(cassette.interactions).toHaveLength(cut < thirdEnd ? 2 : 3);
    }
    // Killed before the first call was written: the prompt alone.
    const first = text.indexOf(',\n    {\n      "call": 1,');
    expect(parseCassette(text.slice(0, first + 30), file)).toMatchObject({ prompts: ["Check the steps."] });
    expect(parseCassette(text.slice(0, first + 30), file).interactions).toEqual([]);
    // Anything else that is not JSON is still an error.
    expect(() => parseCassette(text.slice(0, 10), file)).toThrow(`Cannot read cassette ${file}: `);
  });

  it("replays --strict: the same requests pass, a different one fails with a diff", async () => {
    const file = join(scratch(), "rec.json");
    const sent = await recordRounds(file, 3);
    const cassette = loadCassette(file);
    const same = replayClient(cassette, { file, strict: true, paths: { workdir: "/elsewhere", root: "/wb" } });
    for (const request of sent) {
      await same.messages.create(JSON.parse(JSON.stringify(request).replaceAll("/ws", "/elsewhere")));
    }
    const other = replayClient(cassette, { file, strict: true, paths: { workdir: "/ws", root: "/wb" } });
    await other.messages.create(sent[0]);
    const changed = structuredClone(sent[1]);
    changed.messages[2].content = [{ type: "tool_result", tool_use_id: "toolu_01", content: "other output" }];
    await expect(other.messages.create(changed)).rejects.toThrow(
      /^Strict replay: request 2 differs from the one recorded in .*\n--- recorded request\n\+\+\+ this request\n/,
    );
  });

  it("says what is wrong in a log that does not hold together", () => {
    const tape = (log: object[]) => JSON.stringify({ version: 2, lesson: "v1", log });
    const request = { model: "m", max_tokens: 1, messages: [{ role: "user", content: "hi" }] };
    expect(() => parseCassette(tape([{ call: 2, response: answer(1, true) }]), "f.json")).toThrow(
      "Not a cassette (f.json): log.0.call: expected 1: calls are numbered 1, 2, 3… in order",
    );
    expect(() =>
      parseCassette(
        tape([
          { call: 1, response: answer(1, false) },
          { call: 2, request: { extends: 1, messages_added: [] }, response: answer(2, true) },
        ]),
        "f.json",
      ),
    ).toThrow("Not a cassette (f.json): log.1.request.extends: no call 1 with a request before this one to extend");
    expect(() =>
      parseCassette(
        tape([
          { call: 1, request, response: answer(1, false) },
          { call: 2, request: { extends: 1, messages_kept: 2 }, response: answer(2, true) },
        ]),
        "f.json",
      ),
    ).toThrow("Not a cassette (f.json): log.1.request.messages_kept: call 1's request has only 1 messages");
    expect(() => parseCassette(tape([{ call: 1, response: { ...answer(1, true), usage: 3 } }]), "f.json")).toThrow(
      "Not a cassette (f.json): log.0.response.usage: Invalid input: expected object, received number",
    );
  });
});

describe("version 1 cassettes (whole requests)", () => {
  it("every bundled cassette loads exactly as written", () => {
    const files = listLessons().flatMap((lesson) =>
      readdirSync(join(lesson.dir, "cassettes"))
        .filter((name) => name.endsWith(".json"))
        .map((name) => join(lesson.dir, "cassettes", name)),
    );
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) expect(loadCassette(file)).toEqual(JSON.parse(readFileSync(file, "utf-8")));
  });

  it("a recording saved as version 1 has whole requests and loads the same", async () => {
    const dir = scratch();
    await recordRounds(join(dir, "rec.json"), 3);
    saveCassette(join(dir, "whole.json"), loadCassette(join(dir, "rec.json")));
    const whole = JSON.parse(readFileSync(join(dir, "whole.json"), "utf-8"));
    expect(whole.version).toBe(1);
    expect(whole.interactions[2].request.messages).toHaveLength(5);
    expect(loadCassette(join(dir, "whole.json"))).toEqual(loadCassette(join(dir, "rec.json")));
  });
});
