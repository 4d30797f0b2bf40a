/**
 * What a recording keeps besides the model's answers, so that a replay is exact and instant: a call that failed
 * with an API error (thrown again, as the same SDK class), and what came from outside the session (the clock,
 * waits, tool servers' answers), given back in order without waiting.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { loadCassette } from "../src/cassette.ts";
import { Outside, SessionClock } from "../src/outside.ts";
import { clockRateFrom } from "../src/run-env.ts";
import { Recorder } from "../src/providers/recorder.ts";
import { ReplayError, replayClient } from "../src/providers/replay.ts";
import type { MessageRequest, ModelClient } from "../src/providers/types.ts";

const file = () => join(mkdtempSync(join(tmpdir(), "recording-outside-")), "session.json");

const done = {
  id: "msg_1",
  type: "message",
  role: "assistant",
  model: "m",
  content: [{ type: "text", text: "Done." }],
  stop_reason: "end_turn",
  stop_sequence: null,
  usage: { input_tokens: 1, output_tokens: 1 },
} as unknown as Anthropic.Message;
const request: MessageRequest = { model: "m", max_tokens: 10, messages: [{ role: "user", content: "Go." }] };
const overloaded = { type: "error", error: { type: "overloaded_error", message: "Overloaded" } };

describe("a recording", () => {
  it("keeps a call that failed with an API error, and a replay throws the same error again, in its place", async () => {
    let calls = 0;
    const api: ModelClient = {
      messages: {
        create: async () => {
          calls += 1;
          if (calls === 1)
            throw Anthropic.APIError.generate(529, overloaded, undefined, new Headers({ "retry-after": "2" }));
          if (calls === 2) throw new Anthropic.APIConnectionError({ message: "Connection error." });
          return done;
        },
      },
    };
    const out = file();
    const recorder = new Recorder(api, out, { lesson: "s11" }, {});
    for (let i = 0; i < 2; i += 1) await expect(recorder.messages.create(request)).rejects.toThrow();
    await recorder.messages.create(request);
    const cassette = loadCassette(out);
    expect(cassette.failures).toEqual([
      { calls: 0, error: { status: 529, body: overloaded, retryAfter: "2" } },
      { calls: 0, error: { message: "Connection error." } },
    ]);
    expect(cassette.interactions).toHaveLength(1);

    const replay = replayClient(cassette, { file: out });
    const first = await replay.messages.create(request).catch((err: unknown) => err);
    expect(first).toBeInstanceOf(Anthropic.OverloadedError); // the class the SDK throws for a 529
    expect(first).toMatchObject({ status: 529, type: "overloaded_error" });
    expect((first as InstanceType<typeof Anthropic.APIError>).headers?.get("retry-after")).toBe("2");
    expect(await replay.messages.create(request).catch((err: unknown) => err)).toBeInstanceOf(
      Anthropic.APIConnectionError,
    );
    expect(await replay.messages.create(request)).toEqual(done);
  });

  it("keeps what came from outside the session; a replay gives it back in order, by kind, at once", async () => {
    const out = file();
    const recorder = new Recorder({ messages: { create: async () => done } }, out, { lesson: "s13" }, {});
    const live = new Outside({ recorder });
    const clock = new SessionClock(live);
    const waited = await clock.wait(5);
    expect(waited).toMatchObject({ woken: false });
    expect(await clock.wait(60_000, { until: Promise.resolve() })).toMatchObject({ woken: true });
    const answer = await live.when("mcp:notes", async () => ({ content: [{ type: "text", text: "3 notes" }] }));
    const at = clock.now();

    const cassette = loadCassette(out);
    expect(cassette.outside?.map((o) => o.what)).toEqual(["wait", "wait", "mcp:notes", "clock"]);
    const replay = new Outside({ recorded: cassette.outside, file: out });
    const again = new SessionClock(replay);
    const started = performance.now();
    expect(await again.wait(60_000)).toEqual(waited); // no minute goes by: the recording says how it ended
    expect((await again.wait(60_000)).woken).toBe(true);
    expect(await replay.when("mcp:notes", async () => ({ content: [] }))).toEqual(answer);
    expect(again.now()).toBe(at);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(() => again.now()).toThrow(ReplayError);
    expect(() => again.now()).toThrow(/holds no more "clock"/);
  });

  it("records the wall time at the session's start and its time zone once, when a lesson reads them; a replay gives them back", async () => {
    const out = file();
    const recorder = new Recorder({ messages: { create: async () => done } }, out, { lesson: "s14" }, {});
    const before = Date.now();
    const clock = new SessionClock(new Outside({ recorder }));
    const after = Date.now();
    // Read twice, recorded once: the start does not move.
    expect(clock.startedAt).toBeGreaterThanOrEqual(before);
    expect(clock.startedAt).toBeLessThanOrEqual(after);
    expect(clock.startedAt).toBe(clock.startedAt);
    expect(clock.timeZone).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
    const cassette = loadCassette(out);
    expect(cassette.outside?.map((o) => o.what)).toEqual(["wall-start", "time-zone"]);
    const recorded = [
      { calls: 0, what: "wall-start", value: Date.parse("2026-03-29T00:30:00Z") },
      { calls: 0, what: "time-zone", value: "Europe/Berlin" },
    ];
    const again = new SessionClock(new Outside({ recorded }));
    expect([again.startedAt, again.timeZone]).toEqual([Date.parse("2026-03-29T00:30:00Z"), "Europe/Berlin"]);
    // A recording that never read them (every lesson but s14's) holds neither: its replay is asked only when read.
    const none = new SessionClock(new Outside({ recorded: [] }));
    expect(() => none.startedAt).toThrow(/holds no more "wall-start"/);
  });

  it("runs a live clock faster with a rate (WORKBOOK_CLOCK_RATE): a wait of a minute at 6000 takes 10 ms, and says a minute", async () => {
    const clock = new SessionClock(new Outside({}), false, 6000);
    const started = performance.now();
    const waited = await clock.wait(60_000);
    expect(waited.woken).toBe(false);
    expect(waited.ms).toBeGreaterThanOrEqual(60_000 - 6000); // the timer's own rounding, times the rate
    expect(clock.now()).toBeGreaterThanOrEqual(54_000);
    expect(performance.now() - started).toBeLessThan(60_000);
    expect(clockRateFrom({ WORKBOOK_CLOCK_RATE: "600" })).toBe(600);
    expect(clockRateFrom({})).toBe(1);
    expect(() => clockRateFrom({ WORKBOOK_CLOCK_RATE: "fast" })).toThrow(
      /WORKBOOK_CLOCK_RATE must be a positive number/,
    );
  });

  it("keeps a question's answer or the error it met; a replay answers again, throws the same class, refuses another question", async () => {
    class ServerError extends Error {
      readonly code: number;
      constructor(code: number, message: string) {
        super(`server error ${code}: ${message}`);
        this.code = code;
        this.name = "ServerError";
      }
    }
    const out = file();
    const recorder = new Recorder({ messages: { create: async () => done } }, out, { lesson: "s19" }, {});
    const live = new Outside({ recorder });
    const asked = { server: "tracker", name: "show_issue", arguments: { id: 9 } };
    expect(await live.answer("mcp:call", asked, async () => "#9 [open] A bug")).toBe("#9 [open] A bug");
    const thrown = new ServerError(-32001, "Request timed out");
    await expect(live.answer("mcp:call", { ...asked, name: "wait" }, () => Promise.reject(thrown))).rejects.toBe(
      thrown,
    );
    expect(loadCassette(out).outside?.map((o) => o.value)).toEqual([
      { asked, answer: "#9 [open] A bug" },
      { asked: { ...asked, name: "wait" }, error: { name: "ServerError", message: thrown.message, code: -32001 } },
    ]);

    const replay = new Outside({ recorded: loadCassette(out).outside, file: out });
    const never = () => Promise.reject(new Error("a replay asks nothing live"));
    expect(await replay.answer("mcp:call", asked, never)).toBe("#9 [open] A bug");
    const again = await replay.answer("mcp:call", { ...asked, name: "wait" }, never, [ServerError]).catch((e) => e);
    expect(again).toBeInstanceOf(ServerError);
    expect(again).toMatchObject({ name: "ServerError", message: thrown.message, code: -32001 });
    expect(replay.takeReplayError()).toBeUndefined();

    const other = new Outside({ recorded: loadCassette(out).outside, file: out });
    await expect(other.answer("mcp:call", { ...asked, arguments: {} }, never)).rejects.toThrow(
      `does not answer this "mcp:call": the lesson asked {"server":"tracker","name":"show_issue","arguments":{}}, where the recording asked {"server":"tracker","name":"show_issue","arguments":{"id":9}}.`,
    );
    expect(other.takeReplayError()).toBeInstanceOf(ReplayError); // for the session to end the turn with it
    expect(other.takeReplayError()).toBeUndefined();
  });
});
