import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadCassette, type Cassette, type Interaction, type MessageRequest } from "@agent-workbook/kit";
import { listLessons } from "@agent-workbook/kit/lessons";
import { DEFAULT_KEY, startMockApi, type MockApi, type MockCall } from "@agent-workbook/kit/authoring/mock-api/server";
import {
  message,
  offlineEnv,
  ROOT,
  sampleCopy,
  transcript,
  type LessonRun,
} from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

/**
 * The live path end to end: each lesson with the real SDK talking over loopback to the mock API server
 * (shared/authoring/mock-api/server.ts), which checks every request against the API's rules and injects the faults a
 * real API and network produce. Each lesson's demo is played in this process (playLesson: its own session and loop,
 * the live provider, real HTTP), and so are the REPLs that meet every fault, the wrong key and the OpenAI-compatible
 * provider.
 */
type Message = Interaction["response"];

const servers: MockApi[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function mock(options: Parameters<typeof startMockApi>[0]): Promise<MockApi> {
  const api = await startMockApi({ keepBodies: true, ...options });
  servers.push(api);
  return api;
}

/** The environment of a live Anthropic session pointed at the mock, with the settings its cassette was made with. */
function anthropicEnv(api: MockApi, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return offlineEnv({
    ANTHROPIC_API_KEY: DEFAULT_KEY,
    ANTHROPIC_BASE_URL: api.url,
    ...api.cassette.settings,
    ...extra,
  });
}

/** A scripted response, in the shape the mock serves. */
const reply = (content: unknown[], stop_reason: string) =>
  message(content, stop_reason, "msg_01Mock", { input_tokens: 100, output_tokens: 10 }) as unknown as Message;
const say = (text: string) => reply([{ type: "text", text }], "end_turn");
const finalText = (cassette: Cassette) =>
  cassette.interactions
    .at(-1)!
    .response.content.flatMap((b) => (b.type === "text" ? [b.text] : []))
    .join("\n");

/**
 * Every lesson with a demo: the ones added later are covered as soon as they exist. A demo whose recording holds the
 * session's time (its waits and clock: s11's backoff, s13's jobs, s17's polls) follows it only when replayed: live, a
 * wait lasts what it lasts and a job ends when it ends, and the mock's next answer is not the one for that moment
 * (their own tests run them live). A demo that holds only its tool servers' answers (s19's) runs live with its
 * servers, as a learner's does.
 */
const TIMED = new Set(["wait", "clock", "jobs", "seed"]);
const LESSONS = listLessons().filter((l) => {
  const demo = join(l.dir, "cassettes", "demo.json");
  return existsSync(demo) && !loadCassette(demo).outside?.some((value) => TIMED.has(value.what));
});

/**
 * `--yes` for a lesson whose sample's settings run hooks (s04): hooks run only in a trusted workspace, and a copy made
 * here is not the lesson's own fresh copy, which a demo's run trusts by itself.
 */
const trusting = (dir: string) => {
  const settings = join(dir, "sample", ".workbook", "settings.json");
  return existsSync(settings) && "hooks" in JSON.parse(readFileSync(settings, "utf-8")) ? ["--yes"] : [];
};

/** A request a demo's own window refuses on purpose (s11's prompt too long, then compacted): not a rejected one. */
const byWindow = (c: MockCall) => c.status === 400 && /prompt is too long/.test(c.outcome);

/** A recognisable fake key: the mock wants it, and no file, recording or output of a session may show it. */
const FAKE_KEY = "sk-ant-FAKE-7f3c1e9a-4b2d-live";

// Each test starts a mock of its own and a lesson that talks to it: the tests wait for them side by side.
describe.concurrent.each(LESSONS)("lesson $id over the mock API (the real SDK, loopback)", ({ id, dir }) => {
  const demo = loadCassette(join(dir, "cassettes", "demo.json"));

  it("runs its demo to the end streamed, in a live REPL with the prompts typed in, with no request rejected; the key reaches the mock, and no file, recording or output of the session", async ({
    expect,
  }) => {
    const workdir = sampleCopy(relative(ROOT, dir));
    // (a recorded demo's paths move to this workspace)
    const api = await startMockApi({ cassette: demo, workdir, key: FAKE_KEY });
    try {
      const run = await playLesson(
        id,
        ["--workdir", workdir, ...trusting(dir)],
        anthropicEnv(api, { ANTHROPIC_API_KEY: FAKE_KEY }),
        `${demo.prompts.join("\n")}\n`,
      );
      const record = run.recorded;
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(api.rejected().filter((c) => !byWindow(c))).toEqual([]);
      // Every call answered: the key was sent, and right.
      expect(api.calls.filter((c) => !byWindow(c)).map((c) => [c.stream, c.status])).toEqual(
        demo.interactions.map(() => [true, 200]),
      );
      expect(transcript(run.stdout)).toContain(finalText(demo));
      expect(loadCassette(record).interactions).toHaveLength(demo.interactions.length);
      const written = [record, ...filesUnder(workdir)].map((f) => readFileSync(f, "utf-8"));
      for (const text of [run.stdout, run.stderr, ...written]) expect(text).not.toContain("FAKE-7f3c");
    } finally {
      await api.close();
    }
  });

  it("runs its demo to the end unstreamed (-p, or WORKBOOK_STREAM=0 for several prompts), with no request rejected", async ({
    expect,
  }) => {
    const workdir = sampleCopy(relative(ROOT, dir));
    const api = await startMockApi({ cassette: demo, workdir });
    try {
      const oneShot = demo.prompts.length === 1;
      const args = [id, ...(oneShot ? ["-p", demo.prompts[0]] : []), "--workdir", workdir, ...trusting(dir)];
      const run = await playLesson(
        id,
        args.slice(1),
        anthropicEnv(api, { WORKBOOK_STREAM: "0" }),
        oneShot ? "" : `${demo.prompts.join("\n")}\n`,
      );
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(api.rejected().filter((c) => !byWindow(c))).toEqual([]);
      expect(api.calls.filter((c) => !byWindow(c)).map((c) => [c.stream, c.status])).toEqual(
        demo.interactions.map(() => [false, 200]),
      );
      if (oneShot) expect(run.stdout).toBe(`${finalText(demo)}\n`);
    } finally {
      await api.close();
    }
  });
});

/**
 * One live REPL session per path (streamed, and WORKBOOK_STREAM=0) in which each turn meets one fault.
 * Calls are numbered as the mock counts them: every request, retries included.
 */
const lookAround = reply(
  [
    { type: "text", text: "Let me look." },
    { type: "tool_use", id: "toolu_01Look", name: "bash", input: { command: "ls *.md" } },
  ],
  "tool_use",
);
const writeNotes = reply(
  [
    { type: "text", text: "I'll write the notes." },
    {
      type: "tool_use",
      id: "toolu_01Notes",
      name: "write_file",
      input: { path: "notes.md", content: "# Notes\n\nEverything the tests check, one line each." },
    },
  ],
  "tool_use",
);
const FAULTY: Cassette = {
  version: 1,
  lesson: "v1",
  prompts: [],
  interactions: [
    lookAround, //                               call 2 (call 1: 429, retried)
    say("There is one Markdown file: README.md."), // call 3
    say("Still here after three 529s."), //       call 7 (calls 4-6: 529, the learner sends again)
    say("Back after a 500."), //                  call 9 (call 8: 500, retried)
    say("This answer survived a reset."), //      call 11 (call 10: reset mid-body, sent again)
    say("This answer survived a cut."), //        call 13 (call 12: cut mid-event, sent again)
    say("This answer came in time."), //          call 17 (calls 14-16: too slow, sent again)
    writeNotes, //                                call 18: cut at max_tokens
    say("Nothing was written; ask again in smaller steps."), // call 19: cut at max_tokens too
    reply([{ type: "text", text: "" }], "end_turn"), //   call 20: an empty answer
    say("Your history is still valid."), //        call 21
    say("This answer survived an error event."), // call 23 (call 22: error event, streamed only; sent again)
  ].map((response) => ({ response })),
};
const FAULTS = "429@1,529@4x3,500@8,reset@10,cut@12,slow@14x3,max_tokens@18x2";
const TYPED = [
  "list the markdown files",
  "hello",
  "hello",
  "and now?",
  "reset test",
  "reset test",
  "cut test",
  "cut test",
  "slow test",
  "slow test",
  "write the notes",
  "go on",
  "say nothing",
  "and?",
];

const FAULT_PATHS = [
  { path: "streamed", stream: true, faults: `${FAULTS},error@22`, typed: [...TYPED, "error test", "error test"] },
  { path: "unstreamed (WORKBOOK_STREAM=0)", stream: false, faults: FAULTS, typed: TYPED },
];
type FaultPath = (typeof FAULT_PATHS)[number];

/** A path's REPL through every fault, on a mock of its own: what it printed, the mock's calls, its workspace. */
async function faultRun({ stream, faults, typed }: FaultPath) {
  const api = await startMockApi({ cassette: FAULTY, faults, retryAfter: 0.05, slowMs: 4000, keepBodies: true });
  const workdir = sampleCopy("lessons/v1-tools");
  try {
    const run = await playLesson(
      "v1",
      ["--workdir", workdir],
      anthropicEnv(api, { WORKBOOK_TIMEOUT_MS: "1000", WORKBOOK_STREAM: stream ? "1" : "0" }),
      `${typed.join("\n")}\n`,
    );
    return { api, run, workdir };
  } finally {
    await api.close();
  }
}
/** Both paths' runs, started together by the first path's tests: each mostly waits out timeouts and backoffs. */
let faultRuns: Promise<Awaited<ReturnType<typeof faultRun>>>[] | undefined;

describe.each(FAULT_PATHS)("faults, $path: what the learner sees, and the conversation stays intact", (path) => {
  const { stream } = path;
  let api: MockApi;
  let run: LessonRun;
  let turns: string[];
  let workdir: string;
  /** The messages the request of call N carried. */
  const sent = (n: number) => (api.calls.find((c) => c.n === n)!.body as MessageRequest).messages;

  beforeAll(async () => {
    faultRuns ??= FAULT_PATHS.map((each) => {
      const started = faultRun(each);
      started.catch(() => {}); // a failure is the beforeAll's of its own path, when it awaits it
      return started;
    });
    ({ api, run, workdir } = await faultRuns[FAULT_PATHS.indexOf(path)]);
    turns = transcript(run.stdout).split(/^(?=v1 >> )/m);
  }, 120_000);

  it("the REPL lives through every fault and no request is rejected", () => {
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(api.rejected()).toEqual([]);
    expect(api.calls.every((c) => c.stream === stream)).toBe(true);
    expect(turns.at(-1)).toBe("v1 >> ");
  });

  it("429: the SDK retries after retry-after, with a one-line notice", () => {
    expect(turns[0]).toMatchSnapshot();
    expect(turns[0]).toContain("API busy (429 rate_limit_error): retrying in 50 ms (attempt 2 of 3)…\n");
    expect(sent(2)).toEqual(sent(1));
  });

  it("529 three times: retries run out, the learner is told what to do, and sending again works on the same history", () => {
    expect(turns[1]).toMatchSnapshot();
    expect(turns[1]).toContain(
      "API error 529: overloaded_error: Overloaded\nThe API is busy or failing; wait a moment and try again.\n",
    );
    expect(turns[1]).toContain("Your conversation is kept as it was before this message: send it again to retry.");
    expect(sent(7)).toEqual(sent(4));
    expect(sent(4)).toEqual([
      ...sent(3),
      { role: "assistant", content: [{ type: "text", text: "There is one Markdown file: README.md." }] },
      { role: "user", content: "hello" },
    ]);
    expect(turns[2]).toContain("Still here after three 529s.");
  });

  it("500: retried after the SDK's own backoff", () => {
    expect(turns[3]).toMatchSnapshot();
    expect(turns[3]).toContain("API error (500 api_error): retrying in about 0.5 s (attempt 2 of 3)…\n");
    expect(sent(9)).toEqual(sent(8));
  });

  it("a connection reset halfway through the body: not retried by the SDK; the learner sends again", () => {
    expect(turns[4]).toMatchSnapshot();
    expect(turns[4]).toContain("The model API's answer broke off before its end (terminated).");
    expect(sent(11)).toEqual(sent(10));
  });

  it("a body that ends mid-event (or mid-JSON): reported, and sending again works", () => {
    expect(turns[6]).toMatchSnapshot();
    expect(turns[6]).toContain("The model API's answer broke off before its end");
    expect(sent(13)).toEqual(sent(12));
  });

  it("an answer slower than the client timeout: retried, then given up with a clear message", () => {
    expect(turns[8]).toMatchSnapshot();
    expect(turns[8]).toContain("No answer from the API within 1 s: retrying in about 0.5 s (attempt 2 of 3)…\n");
    expect(turns[8]).toContain("No answer from the model API in time (Request timed out.), not even after retrying.");
    expect(sent(17)).toEqual(sent(14));
  });

  it("max_tokens inside a tool call: shown, the unfinished call is not run, and the next request is valid", () => {
    expect(turns[10]).toMatchSnapshot();
    expect(turns[10]).toContain(
      "The response stopped (max_tokens) inside a tool call; the unfinished call was not run.",
    );
    expect(turns[10]).toContain("stop: max_tokens");
    expect(turns[10]).not.toContain("> write_file");
    expect(readdirSync(workdir)).not.toContain("notes.md");
    // A text cut short is said to be, not taken for a finished answer.
    expect(turns[11]).toMatchSnapshot();
    expect(turns[11]).toContain(
      "The response stopped (max_tokens) before the model finished: the answer is cut short.\n",
    );
    expect(sent(19).slice(-3)).toEqual([
      { role: "user", content: "write the notes" },
      { role: "assistant", content: [{ type: "text", text: "I'll write the notes." }] },
      { role: "user", content: "go on" },
    ]);
  });

  it("an empty answer: said to be, and kept out of the history as it is (the API would reject every later request)", () => {
    expect(turns[12]).toMatchSnapshot();
    expect(turns[12]).toContain("The model's answer was empty.\n");
    expect(sent(21).slice(-2)).toEqual([
      { role: "assistant", content: [{ type: "text", text: "(empty answer)", citations: null }] },
      { role: "user", content: "and?" },
    ]);
  });

  it.runIf(stream)("an error event in the middle of a stream: reported, and sending again works", () => {
    expect(turns[14]).toMatchSnapshot();
    expect(turns[14]).toContain(
      "API error in the stream: overloaded_error: Overloaded\nThe API is busy or failing; wait a moment and try again.\n",
    );
    expect(sent(23)).toEqual(sent(22));
    expect(turns[15]).toContain("This answer survived an error event.");
  });
});

describe("credentials over the live path", () => {
  // A right key, kept out of every file and output: each lesson's streamed demo above.
  it("a wrong key: a 401, explained without showing either key", async () => {
    const api = await mock({
      cassette: join(LESSONS.find((l) => l.id === "v1")!.dir, "cassettes", "demo.json"),
      key: FAKE_KEY,
    });
    const wrong = await playLesson("v1", ["-p", "fix the tests", "--workdir", sampleCopy("lessons/v1-tools")], {
      ANTHROPIC_API_KEY: "sk-ant-FAKE-0000-wrong",
      ANTHROPIC_BASE_URL: api.url,
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      "API error 401: authentication_error: invalid x-api-key\nCheck your API key (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env).\n",
    );
    expect(wrong.stdout).toBe("");
  });
});

describe("the OpenAI-compatible provider over the mock chat completions API", () => {
  const demoFile = () => join(LESSONS.find((l) => l.id === "v1")!.dir, "cassettes", "demo.json");
  const openaiEnv = (api: MockApi, extra: NodeJS.ProcessEnv = {}) =>
    offlineEnv({ OPENAI_API_KEY: DEFAULT_KEY, OPENAI_BASE_URL: `${api.url}/v1`, MODEL_ID: "mock-model", ...extra });

  it("runs v1's demo streamed in a REPL, tool calls and tool results included, through one 429", async () => {
    const api = await mock({ cassette: demoFile(), faults: "429@1", retryAfter: 0.05 });
    const run = await playLesson(
      "v1",
      ["--provider", "openai", "--workdir", sampleCopy("lessons/v1-tools")],
      openaiEnv(api),
      "fix the tests\n",
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(api.rejected()).toEqual([]);
    expect(api.calls.map((c) => [c.path, c.stream, c.status])).toEqual([
      ["/v1/chat/completions", true, 429],
      ...Array(6).fill(["/v1/chat/completions", true, 200]),
    ]);
    const shown = transcript(run.stdout);
    expect(shown).toContain("API busy (429 rate_limit_error): retrying in 50 ms (attempt 2 of 3)…\n");
    expect(shown).toContain("> edit_file: convert.js");
    // The tool results went back as `tool` messages answering each call.
    const last = api.calls.at(-1)!.body as { messages: Array<{ role: string; tool_call_id?: string }> };
    expect(last.messages.filter((m) => m.role === "tool")).toHaveLength(5);
  });

  it("-p runs it unstreamed and prints only the final answer", async () => {
    const api = await mock({ cassette: demoFile() });
    const run = await playLesson(
      "v1",
      ["--provider", "openai", "-p", "fix the tests", "--workdir", sampleCopy("lessons/v1-tools")],
      openaiEnv(api),
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(api.rejected()).toEqual([]);
    expect(api.calls.every((c) => !c.stream)).toBe(true);
    expect(run.stdout).toBe(`${finalText(loadCassette(demoFile()))}\n`);
  });
});

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf-8" })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}
