/**
 * Lesson s11's recovery, live through the real SDK against the mock API's faults, in this process (playLesson) with
 * a virtual clock: every wait of the backoff is recorded and ends at once, so that nothing sleeps. Each path alone,
 * and every pair of them, and a call of the subagent (s08's, from the kit); every request the lesson sends must be one
 * the API accepts, and the calls are exact.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Cassette, MessageRequest } from "@agent-workbook/kit";
import { loadCassette } from "@agent-workbook/kit";
import {
  startMockApi,
  type MockApi,
  type MockCall,
} from "@agent-workbook/kit/authoring/mock-api/server";
import { message, sampleCopy } from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { classify, backoff } from "../agent.ts";

const KEY = "mock-key";
const CONTINUE =
  "Your answer was cut off at the token limit. Continue exactly where it stopped; a tool call that was cut off was not run: make it again whole.";
const FALLBACK = "claude-haiku-4-5";

const servers: MockApi[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

let ids = 0;
const bash = (command: string) =>
  message(
    [{ type: "tool_use", id: `toolu_01Test${++ids}`, name: "bash", input: { command } }],
    "tool_use",
  );
const text = (said: string) => message([{ type: "text", text: said }], "end_turn");

/** The mock API serving `responses` with `faults`, keeping every request's body. */
async function mockApi(
  responses: unknown[],
  options: Partial<Parameters<typeof startMockApi>[0]> = {},
) {
  const cassette = {
    version: 1,
    lesson: "s11",
    prompts: [],
    interactions: responses.map((response) => ({ response })),
  };
  const api = await startMockApi({
    cassette: cassette as unknown as Cassette,
    key: KEY,
    keepBodies: true,
    ...options,
  });
  servers.push(api);
  return api;
}

/** The lesson live on the mock API, in this process, its REPL given `prompts`, its clock virtual. */
async function live(api: MockApi, prompts: string[], key = KEY) {
  const run = await playLesson(
    "s11",
    ["--workdir", sampleCopy("lessons/s11-recovery")],
    { ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: api.url, WORKBOOK_STREAM: "0" },
    `${prompts.join("\n")}\n`,
    { virtualClock: true },
  );
  // Each recovery's line (a summary's call shows its own under the summary's block).
  const lines = run.shown
    .split("\n")
    .flatMap((l) => (l.includes("↻") ? [l.slice(l.indexOf("↻"))] : []));
  return { ...run, lines };
}

/** What each model call the mock received came to: its status fault, a reset, a cut, a too-long refusal, or ok. */
function outcomes(api: MockApi): string[] {
  return api.calls
    .filter((c) => c.n > 0)
    .map((c: MockCall) =>
      [429, 529, 500, 401].includes(c.status)
        ? String(c.status)
        : /prompt is too long/.test(c.outcome)
          ? "too-long"
          : c.status === 400
            ? `INVALID: ${c.outcome}`
            : /connection reset/.test(c.outcome)
              ? "reset"
              : /cut at max_tokens/.test(c.outcome)
                ? "max_tokens"
                : "ok",
    );
}

/** The requests the mock received, whole. */
const bodies = (api: MockApi) =>
  api.calls.filter((c) => c.n > 0 && c.body !== undefined).map((c) => c.body as MessageRequest);

/** The paths of a busy API and of a cut answer: the mock's fault, how many calls it takes, how many in a row. */
const PATHS = {
  "429": { spec: "429", calls: ["429", "ok"] },
  "529x3": { spec: "529", calls: ["529", "529", "529", "ok"] },
  "500": { spec: "500", calls: ["500", "ok"] },
  reset: { spec: "reset", calls: ["reset", "ok"] },
  max_tokens: { spec: "max_tokens", calls: ["max_tokens", "ok"] },
} as const;
type Path = keyof typeof PATHS;
const NAMES = Object.keys(PATHS) as Path[];

/** The lines a combination shows, in order: the fallback is said once, the limit raised once, the continues counted. */
function expectedLines(combination: readonly Path[]): RegExp[] {
  let [raised, continues, fallback] = [false, 0, false];
  const retry = (what: string, next: number, asked: boolean) =>
    new RegExp(
      `^↻ ${what}: try ${next} of 10 in ${asked ? "1 s \\(as its retry-after asks\\)" : "1(\\.\\d)? s \\(backoff with jitter\\)"}$`,
    );
  return combination.flatMap((path) => {
    if (path === "429") return [retry("429 rate_limit_error", 2, true)];
    if (path === "500") return [retry("500 api_error", 2, false)];
    if (path === "reset") return [retry("connection", 2, false)];
    if (path === "529x3") {
      const switched = fallback
        ? []
        : [/^↻ 3 × 529 in a row: calls go to the fallback model claude-haiku-4-5 for 60 s$/];
      fallback = true;
      const overloaded = (next: number) => retry("529 overloaded_error", next, true);
      return [overloaded(2), overloaded(3), ...switched, overloaded(4)];
    }
    const limit = raised ? 64_000 : 8000;
    const raise = raised ? "" : ", the limit raised to 64000";
    raised = true;
    continues += 1;
    return [
      new RegExp(
        `^↻ cut at max_tokens \\(${limit}\\): the answer kept; the cut call to bash dropped, not run${raise}; continue ${continues} of 3$`,
      ),
    ];
  });
}

/** Each path alone, then every pair (the first at the task's first call, the second at the next round's). */
const COMBINATIONS: Path[][] = [
  ...NAMES.map((p) => [p]),
  ...NAMES.flatMap((p, i) => NAMES.slice(i).map((q) => [p, q])),
  ...NAMES.flatMap((p, i) => NAMES.slice(0, i).map((q) => [p, q])),
];

describe("a busy API and a cut answer (mock API faults, real SDK, virtual clock)", () => {
  it.each(COMBINATIONS.map((c) => [c.join(" then "), c] as const))("%s", async (_, combination) => {
    // The task takes two rounds and an answer; a cut serves its round's response cut, so that round is served twice.
    const rounds = [bash("echo one"), bash("echo two")];
    const responses: unknown[] = [];
    const faults: string[] = [];
    const expected: string[] = [];
    let n = 1;
    combination.forEach((path, round) => {
      const { spec, calls } = PATHS[path];
      const times = calls.length - 1;
      faults.push(times > 1 ? `${spec}@${n}x${times}` : `${spec}@${n}`);
      responses.push(rounds[round], ...(path === "max_tokens" ? [rounds[round]] : []));
      expected.push(...calls);
      n += calls.length;
    });
    for (let round = combination.length; round < 2; round++) {
      responses.push(rounds[round]);
      expected.push("ok");
    }
    responses.push(text("Done."));
    expected.push("ok");
    const api = await mockApi(responses, { faults: faults.join(","), retryAfter: 1 });
    const run = await live(api, ["Echo one, then two."]);

    expect(run.code).toBe(0);
    expect(outcomes(api)).toEqual(expected);
    expect(api.rejected()).toEqual([]); // every request valid
    const lines = expectedLines(combination);
    expect(run.lines, run.lines.join("\n")).toHaveLength(lines.length);
    lines.forEach((line, k) => expect(run.lines[k]).toMatch(line));
    expect(run.shown).toContain("Done.");
    const requests = bodies(api);
    // After three 529s in a row, every call goes to the fallback (its cool-down of 60 s is not over).
    const switched = combination.includes("529x3") ? expected.indexOf("529") + 3 : requests.length;
    expect(requests.map((r) => r.model)).toEqual(
      requests.map((_, k) => (k >= switched ? FALLBACK : "claude-sonnet-4-6")),
    );
    // A cut: the next request has the answer kept without the cut call, a continue turn and the raised limit.
    expected.forEach((outcome, k) => {
      if (outcome !== "max_tokens") return;
      const next = requests[k + 1];
      expect(next.max_tokens).toBe(64_000);
      expect(next.messages.at(-1)).toEqual({ role: "user", content: CONTINUE });
      expect(next.messages.at(-2)).toEqual({
        role: "assistant",
        content: [{ type: "text", text: "(cut off at max_tokens inside a call to bash: not run)" }],
      });
    });
    // Never a real wait: the recording holds each wait the backoff asked for, and the session took no time for it.
    const waits = (loadCassette(run.recorded).outside ?? []).filter((o) => o.what === "wait");
    expect(waits).toHaveLength(
      expected.filter((o) => ["429", "529", "500", "reset"].includes(o)).length,
    );
  });
});

describe("a prompt too long (the mock API's window)", () => {
  const seqs = ["seq 100000 108000", "seq 200000 208000"].map((command) => bash(command));
  const twoOutputs = message(
    [{ type: "text", text: "Two long outputs." }, ...seqs.flatMap((m) => m.content)],
    "tool_use",
  );
  const summary = text(
    "The user asked for two long sequences; both ran, their outputs were cut. Open: answer.",
  );

  it.each(
    [undefined, ...NAMES.filter((p) => p !== "max_tokens")].map((p) => [p ?? "alone", p] as const),
  )("compaction, then the retry fits; with the summary's call meeting %s", async (_, busy) => {
    const faults = busy
      ? { "429": "429@3", "529x3": "529@3x3", "500": "500@3", reset: "reset@3" }[busy]
      : "";
    const api = await mockApi(
      [twoOutputs, summary, text("Both ran; they end at 108000 and 208000.")],
      {
        window: 24_000,
        faults,
        retryAfter: 1,
      },
    );
    const run = await live(api, ["Run seq 100000 108000 and seq 200000 208000."]);
    expect(run.code).toBe(0);
    const retried: string[] = busy ? PATHS[busy].calls.slice(0, -1) : [];
    expect(outcomes(api)).toEqual(["ok", "too-long", ...retried, "ok", "ok"]);
    expect(run.lines[0]).toMatch(/^↻ prompt too long \(\d+ tokens\): compact, then one more try$/);
    expect(run.lines.slice(1)).toHaveLength(busy ? expectedLines([busy]).length : 0);
    const requests = bodies(api);
    // The retry sends the compacted history: the summary alone (every message before it was a long output).
    expect(requests.at(-1)!.messages).toHaveLength(1);
    expect(String(requests.at(-1)!.messages[0].content)).toContain(
      (summary.content[0] as { text: string }).text,
    );
  });

  it("a cut answer, then a prompt too long in the same turn: both recovered, every request valid", async () => {
    const api = await mockApi(
      [text("Let me run them both."), twoOutputs, summary, text("Both ran.")],
      {
        window: 24_000,
        faults: "max_tokens@1",
      },
    );
    const run = await live(api, ["Run seq 100000 108000 and seq 200000 208000."]);
    expect(run.code).toBe(0);
    expect(outcomes(api)).toEqual(["max_tokens", "ok", "too-long", "ok", "ok"]);
    expect(run.lines).toEqual([
      "↻ cut at max_tokens (8000): the answer kept, the limit raised to 64000; continue 1 of 3",
      expect.stringMatching(/^↻ prompt too long \(\d+ tokens\): compact, then one more try$/),
    ]);
    // The retry: the summary alone, with the raised limit of the turn.
    const last = bodies(api).at(-1)!;
    expect(last.messages).toHaveLength(1);
    expect(last.max_tokens).toBe(64_000);
  });

  it("compaction that cannot help (its own request is too long), then a trim at a pair boundary that does", async () => {
    const tape = loadCassette(new URL("../cassettes/trim.json", import.meta.url).pathname);
    const api = await mockApi(
      tape.interactions.map((i) => i.response),
      { window: 14_000 },
    );
    const run = await live(api, [tape.prompts[0]]);
    expect(run.code).toBe(0);
    expect(outcomes(api)).toEqual(["ok", "ok", "too-long", "too-long", "too-long", "ok"]);
    expect(run.lines).toEqual([
      expect.stringMatching(/^↻ prompt too long \(\d+ tokens\): compact, then one more try$/),
      expect.stringMatching(
        /^↻ still too long \(\d+ tokens\): 2 messages trimmed at a pair boundary, one more try$/,
      ),
    ]);
    const last = bodies(api).at(-1)!;
    // The first message (the request) with the trim's note, then the last round whole: its call and its result.
    expect(last.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(last.messages[0].content).toEqual([
      { type: "text", text: tape.prompts[0] },
      { type: "text", text: "[Trimmed: messages 2 to 3 were dropped to fit the context window.]" },
    ]);
  });

  it("nothing left to try: the turn stops with a clear message, and the conversation is as it was", async () => {
    const api = await mockApi([bash("seq 100000 108000"), text("Hello.")], { window: 9000 });
    const run = await live(api, ["Run seq 100000 108000.", "Say hello."]);
    expect(outcomes(api).slice(0, 4)).toEqual(["ok", "too-long", "too-long", "too-long"]);
    expect(run.lines.at(-1)).toMatch(
      /^↻ still too long \(\d+ tokens\): nothing more to try, the turn stops$/,
    );
    expect(run.shown).toContain(
      "Error: The prompt is still too long for the model: start a new session, or a smaller task.",
    );
    // The next prompt goes out on the conversation as it was before the failed one: empty.
    expect(bodies(api).at(-1)!.messages).toEqual([{ role: "user", content: "Say hello." }]);
    expect(run.shown).toContain("Hello.");
  });
});

describe("what is not retried, and what runs out", () => {
  it("a bad key: one call, no retry, a clear message, the conversation kept valid", async () => {
    const api = await mockApi([text("Never.")]);
    const run = await live(api, ["Hello?", "Again?"], "wrong-key");
    expect(outcomes(api)).toEqual(["401", "401"]);
    expect(run.lines).toEqual([]);
    expect(run.shown).toContain("API error 401: authentication_error: invalid x-api-key");
    expect(run.shown).toContain("Check your API key");
    expect(bodies(api).at(-1)!.messages).toEqual([{ role: "user", content: "Again?" }]);
  });

  it("four cuts in a turn: the limit raised once, three continue turns, then the answer stays cut", async () => {
    const api = await mockApi(
      [text("one"), text("two"), text("three"), text("four"), text("Next.")],
      {
        faults: "max_tokens@1x4",
      },
    );
    const run = await live(api, ["Say a lot.", "Next?"]);
    expect(run.code).toBe(0);
    expect(outcomes(api)).toEqual(["max_tokens", "max_tokens", "max_tokens", "max_tokens", "ok"]);
    expect(bodies(api).map((r) => r.max_tokens)).toEqual([8000, 64_000, 64_000, 64_000, 8000]);
    expect(run.lines).toEqual([
      "↻ cut at max_tokens (8000): the answer kept, the limit raised to 64000; continue 1 of 3",
      "↻ cut at max_tokens (64000): the answer kept; continue 2 of 3",
      "↻ cut at max_tokens (64000): the answer kept; continue 3 of 3",
      "↻ cut at max_tokens (64000): no continue left, the answer stays cut",
    ]);
    // The next turn's request: each cut answer kept (half of its text, as the mock cuts it), each continue between.
    const last = bodies(api).at(-1)!.messages;
    expect(
      last.map((m) =>
        typeof m.content === "string" ? m.content : m.content.map((b) => b.type).join(),
      ),
    ).toEqual([
      "Say a lot.",
      "text",
      CONTINUE,
      "text",
      CONTINUE,
      "text",
      CONTINUE,
      "text",
      "Next?",
    ]);
  });

  it("a retry-after longer than a minute: no wait, the turn ends saying when to try again, the conversation kept", async () => {
    // Issue 51, case 15: retry-after: 100000 had the lesson wait 28 hours.
    const api = await mockApi([text("First."), text("Third.")], {
      faults: "429@2",
      retryAfter: 100_000,
    });
    const run = await live(api, ["One", "Two", "Three"]);
    expect(outcomes(api)).toEqual(["ok", "429", "ok"]);
    expect(run.lines).toEqual([]); // no retry announced, none waited for
    expect(run.shown).toMatch(
      /The API asks for a wait of 27 h 47 min before the next try \(its retry-after\), longer than this lesson waits \(1 min\): the turn ends\. Send your message again after \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in 27 h 47 min\)\./,
    );
    expect(run.shown).toContain(
      "Your conversation is kept as it was before this message: send it again to retry.",
    );
    // The failed turn is gone; the one before it is kept, whole.
    expect(bodies(api).at(-1)!.messages).toEqual([
      { role: "user", content: "One" },
      { role: "assistant", content: [{ type: "text", text: "First." }] },
      { role: "user", content: "Three" },
    ]);
    expect((loadCassette(run.recorded).outside ?? []).filter((o) => o.what === "wait")).toEqual([]);
  });

  it("a retry-after given as an HTTP date (RFC 9110): waited for until that date; one past the minute ends the turn", async () => {
    // Issue 51, case 16: a date was ignored, and the backoff's 1 s taken instead. The clock is virtual: no real wait.
    const soon = new Date(Date.now() + 30_000).toUTCString();
    const api = await mockApi([text("Done.")], { faults: "429@1", retryAfter: soon });
    const run = await live(api, ["Hello?"]);
    expect(outcomes(api)).toEqual(["429", "ok"]);
    expect(run.lines).toHaveLength(1);
    const waited =
      /^↻ 429 rate_limit_error: try 2 of 10 in ([\d.]+) s \(as its retry-after asks\)$/.exec(
        run.lines[0],
      );
    // The date has whole seconds, and the answer takes a moment to come: a little under 30 s, never the backoff's 1 s.
    expect(Number(waited?.[1])).toBeGreaterThan(15);
    expect(Number(waited?.[1])).toBeLessThanOrEqual(30);
    const late = await mockApi([text("Never.")], {
      faults: "429@1",
      retryAfter: new Date(Date.now() + 7_200_000).toUTCString(),
    });
    const refused = await live(late, ["Hello?"]);
    expect(outcomes(late)).toEqual(["429"]);
    expect(refused.shown).toMatch(
      /The API asks for a wait of (1 h 59 min|2 h) before the next try/,
    );
  });

  it("ten tries of a busy API: then the turn ends, the conversation as it was", async () => {
    const api = await mockApi([text("Never.")], { faults: "500@1x10", retryAfter: 1 });
    const run = await live(api, ["Hello?"]);
    expect(outcomes(api)).toEqual(Array(10).fill("500"));
    expect(run.lines).toHaveLength(9);
    expect(run.lines.at(-1)).toMatch(
      /^↻ 500 api_error: try 10 of 10 in \d+(\.\d)? s \(backoff with jitter\)$/,
    );
    expect(run.shown).toContain("API error 500: api_error: Internal server error");
  });
});

describe("s08's subagent, from the kit", () => {
  it("its model calls recover as the loop's do: a 529 of its call is tried again, and its report reaches the parent", async () => {
    const task = message(
      [
        {
          type: "tool_use",
          id: "toolu_01Task",
          name: "task",
          input: { description: "Count the tests." },
        },
      ],
      "tool_use",
    );
    const api = await mockApi([task, text("Three test files."), text("Done.")], {
      faults: "529@2",
      retryAfter: 1,
    });
    const run = await live(api, ["Delegate the count."]);
    expect(run.code).toBe(0);
    expect(outcomes(api)).toEqual(["ok", "529", "ok", "ok"]);
    expect(run.lines).toEqual([
      "↻ 529 overloaded_error: try 2 of 10 in 1 s (as its retry-after asks)",
    ]);
    const requests = bodies(api);
    expect(requests.map((r) => (r.system as string).slice(0, 18))).toEqual([
      "You are a coding a",
      "You are a subagent",
      "You are a subagent",
      "You are a coding a",
    ]);
    expect(requests[2].messages).toEqual([{ role: "user", content: "Count the tests." }]);
    expect(requests[3].messages.at(-1)).toEqual({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_01Task", content: "Three test files." }],
    });
  });
});

describe("broken answers: a stream's error event, a body or a stream cut halfway", () => {
  it.each([
    [
      "error",
      "streamed",
      /^↻ overloaded_error: try 2 of 10 in 1(\.\d)? s \(backoff with jitter\)$/,
    ],
    ["cut", "streamed", /^↻ connection: try 2 of 10 in 1(\.\d)? s \(backoff with jitter\)$/],
    ["cut", "whole", /^↻ connection: try 2 of 10 in 1(\.\d)? s \(backoff with jitter\)$/],
  ] as const)("%s (%s): tried again", async (fault, mode, line) => {
    const api = await mockApi([text("Done.")], { faults: `${fault}@1` });
    const run = await playLesson(
      "s11",
      ["--workdir", sampleCopy("lessons/s11-recovery")],
      {
        ANTHROPIC_API_KEY: KEY,
        ANTHROPIC_BASE_URL: api.url,
        WORKBOOK_STREAM: mode === "streamed" ? "1" : "0",
      },
      "Hello.\n",
      { virtualClock: true },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(
      api.calls.filter((c) => c.n > 0).map((c) => c.stream),
      run.shown,
    ).toEqual([mode === "streamed", mode === "streamed"]);
    expect(run.shown.split("\n").filter((l) => l.startsWith("↻"))).toEqual([
      expect.stringMatching(line),
    ]);
    expect(run.shown).toContain("Done.");
  });
});

describe("the OpenAI-compatible provider (mock chat completions)", () => {
  it("its errors take the same paths: a 429, a reset and a 500 retried; it has no 529", async () => {
    const api = await mockApi([bash("echo one"), text("Done.")], {
      faults: "429@1,reset@2,500@4",
      retryAfter: 1,
    });
    const run = await playLesson(
      "s11",
      ["--workdir", sampleCopy("lessons/s11-recovery")],
      {
        OPENAI_API_KEY: KEY,
        OPENAI_BASE_URL: `${api.url}/v1`,
        MODEL_ID: "qwen3",
        WORKBOOK_STREAM: "0",
      },
      "Echo one.\n",
      { virtualClock: true },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(api.calls.filter((c) => c.n > 0).every((c) => c.path === "/v1/chat/completions")).toBe(
      true,
    );
    expect(outcomes(api)).toEqual(["429", "reset", "ok", "500", "ok"]);
    const lines = run.shown.split("\n").filter((l) => l.startsWith("↻"));
    expect(lines).toEqual([
      "↻ 429 rate_limit_error: try 2 of 10 in 1 s (as its retry-after asks)",
      expect.stringMatching(/^↻ connection: try 3 of 10 in [23](\.\d)? s \(backoff with jitter\)$/),
      expect.stringMatching(/^↻ 500 api_error: try 2 of 10 in 1(\.\d)? s \(backoff with jitter\)$/),
    ]);
    expect(run.shown).toContain("Done.");
  });
});

describe("the classifier and the backoff", () => {
  it("tells failures apart by class, status and body type; the message only for a prompt too long", async () => {
    const { APIError, APIConnectionError } = await import("@anthropic-ai/sdk");
    const api = (status: number, type: string, message = "x") =>
      APIError.generate(
        status,
        { type: "error", error: { type, message } },
        undefined,
        new Headers(),
      );
    expect(classify(api(429, "rate_limit_error"))).toBe("rate-limit");
    expect(classify(api(529, "overloaded_error"))).toBe("overloaded");
    expect(classify(api(500, "api_error"))).toBe("server");
    expect(classify(new APIConnectionError({ message: "Connection error." }))).toBe("connection");
    expect(
      classify(
        api(400, "invalid_request_error", "prompt is too long: 215000 tokens > 200000 maximum"),
      ),
    ).toBe("too-long");
    expect(classify(api(400, "invalid_request_error", "messages: roles must alternate"))).toBe(
      "refused",
    );
    expect(classify(api(401, "authentication_error"))).toBe("refused");
    // A message that says "overloaded" does not make a 400 one; the type does, even with no status (a stream's error).
    expect(classify(api(400, "invalid_request_error", "overloaded"))).toBe("refused");
    expect(
      classify(Object.assign(new Error("x"), { error: { error: { type: "overloaded_error" } } })),
    ).toBe("overloaded");
  });

  it("waits what retry-after asks, else 1 s, 2 s, 4 s … at most 32 s, plus up to a quarter", () => {
    expect(backoff(2, 3000, () => 0.9)).toBe(3000);
    expect(backoff(2, 0, () => 0.9)).toBe(0);
    expect(backoff(2, undefined, () => 0)).toBe(1000);
    expect(backoff(3, undefined, () => 0.5)).toBe(2250);
    expect(backoff(4, undefined, () => 1)).toBe(5000);
    expect(backoff(10, undefined, () => 0)).toBe(32_000);
  });
});
