/**
 * Lesson s06's concept: the subagent. Through the lesson's runs of its cassettes (recorded): the subagent's first
 * request holds the description alone, offers the subagent's tools only, and only its final text reaches the
 * parent; its calls are marked in the recording; its edges (an empty task, task, todo_write and a made-up tool
 * refused, the limit of 30 rounds, a report in two text blocks, one cut off at max_tokens), the hand-written ones
 * played in this process (playLesson). Then live, over the mock API: on a terminal, the permission question for the
 * subagent's write and Ctrl-C during its command; in this process, a model call of its that fails.
 */
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Cassette,
  INTERRUPTED_LINE,
  type MessageRequest,
  REFUSED,
  requestProblems,
} from "@agent-workbook/kit";
import { startMockApi, type MockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import {
  message,
  offlineEnv,
  pgrep,
  sampleCopy,
  scratchDir,
  startLesson,
  writeCassette,
} from "@agent-workbook/kit/authoring/tests/helpers";
import {
  expectValidRequests,
  lessonRun,
  lessonRunsReady,
  toolUse,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import {
  startLessonInTerminal,
  type TerminalLesson,
} from "@agent-workbook/kit/authoring/tests/terminal";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import expectations from "./expectations.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

type Block = {
  type: string;
  text?: string;
  content?: unknown;
  is_error?: boolean;
  name?: string;
  id?: string;
};
const blocksOf = (request: MessageRequest, n: number) => request.messages[n].content as Block[];
/** The tool_result of the last message of a request (the answer to a call of the round before). */
const lastResult = (request: MessageRequest, name?: string) =>
  (request.messages.at(-1)!.content as Block[])
    .filter((b) => b.type === "tool_result")
    .at(name ? -1 : 0)!;

describe("the subagent in the demo (recorded)", () => {
  const run = lessonRun("s06");
  const child = run.agents.flatMap((agent, n) => (agent === "subagent" ? [n] : []));

  it("gets a fresh history: its first request holds one message, the description, with its own prompt and tools", () => {
    expect(run.code).toBe(0);
    expect(child).toEqual([1, 2, 3, 4, 5, 6]);
    const first = run.requests[child[0]];
    const call = blocksOf(run.requests[child.at(-1)! + 1], 1).find(
      (b) => b.name === "task",
    ) as unknown as {
      input: { description: string };
    };
    expect(first.messages).toEqual([{ role: "user", content: call.input.description }]);
    expect(first.system).toMatch(
      /^You are a subagent at .*\. Another agent gave you one sub-task\./,
    );
    expect(first.tools!.map((t) => (t as { name: string }).name)).toEqual(
      expectations.subagentTools,
    );
    // Each of its requests extends its own history, never the parent's.
    child.forEach((n, k) => expect(run.requests[n].messages).toHaveLength(1 + 2 * k));
  });

  it("hands back its final text alone: the parent's next request has it as the task's result, and nothing else of it", () => {
    const parentNext = run.requests[child.at(-1)! + 1];
    const report = run.requests[child.at(-1)!].messages; // the subagent's last request, before its final answer
    const finalAnswer = (
      JSON.parse(readFileSync(run.recorded!, "utf-8")).log.find(
        (e: { call?: number }) => e.call === child.at(-1)! + 1,
      ).response.content as Block[]
    )
      .filter((b) => b.type === "text")
      .map((b) => b.text)
      .join("\n");
    expect(parentNext.messages).toHaveLength(3);
    const results = blocksOf(parentNext, 2);
    expect(results.map((b) => b.type)).toEqual(["tool_result", "tool_result"]); // todo_write's, then task's
    expect(results[1]).toMatchObject({ content: finalAnswer });
    expect(results[1].is_error).toBeUndefined();
    // None of the subagent's tool calls, results or texts is anywhere in the parent's requests.
    const parent = JSON.stringify(run.requests.filter((_, n) => !run.agents[n]));
    for (const message of report.slice(1)) {
      for (const block of message.content as Block[]) {
        if (block.type === "tool_use") expect(parent).not.toContain(block.id);
        if (block.type === "tool_result")
          expect(parent).not.toContain(JSON.stringify(block.content));
      }
    }
  });

  it("shows the learner its work under the task call, its rounds and tokens apart, and a line when it hands back", () => {
    const lines = run.shown.split("\n");
    const start = lines.indexOf("  ┌ subagent: a fresh context, its own tools");
    const end = lines.findIndex((l) => l.startsWith("  └ subagent done: 6 rounds, "));
    expect(lines[start - 1]).toMatch(/^> task: Find out how this project's tests are run/);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    expect(lines.slice(start + 1, end).every((l) => l.startsWith("  │ "))).toBe(true);
    expect(
      lines.slice(start + 1, end).filter((l) => /^ {2}│ {3}↳ subagent round \d+ · /.test(l)),
    ).toHaveLength(6);
    expect(lines[end]).toBe(
      "  └ subagent done: 6 rounds, 11530 in / 510 out; only its report goes back",
    );
    // The parent's footers count its own tokens, and the subagent's apart.
    expect(lines).toContain(
      "  ↳ round 2 · 2178 in / 162 out · session 3978 in / 400 out · subagents 11530 in / 510 out",
    );
    expect(run.shown).toMatchSnapshot();
  });
});

describe.each([80, 120])("the demo on a terminal %i columns wide", (cols) => {
  it("wraps no line: each fits in the room left after the indent and the mark, a wrapped one keeps the mark", async () => {
    const lesson = startLessonInTerminal(["s06", "--pace", "0"], offlineEnv(), { cols, rows: 40 });
    try {
      expect(await lesson.exitCode).toBe(0);
      const rows = await lesson.rows();
      expect(rows.filter((row) => row.wrapped).map((row) => row.text)).toEqual([]);
      const texts = rows.map((row) => row.text);
      expect(Math.max(...texts.map((text) => text.length))).toBeLessThanOrEqual(cols);
      const start = texts.indexOf("  ┌ subagent: a fresh context, its own tools");
      const end = texts.findIndex((l) => l.startsWith("  └ subagent done: 6 rounds, "));
      expect(end - start).toBeGreaterThan(60);
      expect(texts.slice(start + 1, end).filter((l) => !l.startsWith("  │"))).toEqual([]);
      // The lines the terminal would have wrapped are cut (tool lines, results) or wrapped at a word (the report).
      const cut = texts.slice(start + 1, end).filter((l) => l.endsWith("…"));
      if (cols === 80) expect(cut.length).toBeGreaterThan(5);
      // The report's paragraph, one line in a pipe, is the same words on rows that each carry the mark.
      const whole = lessonRun("s06")
        .shown.split("\n")
        .find((l) => l.startsWith("  │ What fails: "))!;
      const first = texts.findIndex((l) => l.startsWith("  │ What fails: "));
      const paragraph = texts.slice(first, texts.indexOf("  │", first));
      expect(paragraph.length).toBeGreaterThan(cols === 80 ? 3 : 1);
      const words = (text: string) => text.split(/\s+/); // the spaces at a break are not shown
      expect(words(paragraph.map((l) => l.slice(4)).join(" "))).toEqual(words(whole.slice(4)));
    } finally {
      lesson.close();
    }
  });
});

describe("the subagent's edges (subagent-cases.json)", () => {
  const run = lessonRun("s06", "subagent-cases.json");

  it("answers each edge, and every request, the parent's and the subagent's, is one the API accepts", () => {
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(expectValidRequests(run.requests)).toEqual([]);
    // Parent, then a subagent of 3 rounds, one of 30, one of 2 and one of 1.
    expect(run.agents.map((a) => (a ? "s" : "p")).join("")).toBe(
      `pp${"s".repeat(3)}p${"s".repeat(30)}psspsp`,
    );
  });

  it("refuses an empty task, and starts no subagent", () => {
    expect(lastResult(run.requests[1])).toEqual({
      type: "tool_result",
      tool_use_id: expect.any(String),
      content: "Error: Invalid input for task: description: say what the subagent is to do",
      is_error: true,
    });
    expect(run.agents[1]).toBeUndefined();
  });

  it("gives the subagent no task and no todo_write: to it, both are unknown tools, as is a name it made up", () => {
    const known = expectations.subagentTools!.join(", ");
    const [glob, task, grep] = (run.requests[3].messages.at(-1)!.content as Block[]).filter(
      (b) => b.type === "tool_result",
    );
    expect(glob).toMatchObject({ content: "README.md\npackage.json" });
    expect(glob.is_error).toBeUndefined();
    expect(task).toMatchObject({
      content: `Error: Unknown tool: task. Available tools: ${known}`,
      is_error: true,
    });
    expect(grep).toMatchObject({
      content: `Error: Unknown tool: grep. Available tools: ${known}`,
      is_error: true,
    });
    expect(lastResult(run.requests[4])).toMatchObject({
      content: `Error: Unknown tool: todo_write. Available tools: ${known}`,
      is_error: true,
    });
  });

  it("stops a subagent after 30 rounds, and the parent's result says so", () => {
    expect(run.requests[36].messages.at(-1)).toMatchObject({
      role: "user",
      content: [
        {
          type: "tool_result",
          content:
            "(The subagent reached its limit of 30 rounds before it finished, and wrote no report. What it changed is on disk.)",
        },
        { type: "text", text: "<reminder>Update your todos.</reminder>" },
      ],
    });
    expect(run.shown).toContain("  └ subagent done: 30 rounds, ");
  });

  it("hands back a report in several text blocks joined by a newline, trimmed as a whole", () => {
    expect(run.agents[38]).toBe("subagent");
    expect(lastResult(run.requests[39])).toMatchObject({
      content:
        "shop-utils: small helpers for a shop (prices, carts, receipts) in src/.\n\nIts tests are in test/.",
    });
    expect(lastResult(run.requests[39]).is_error).toBeUndefined();
  });

  it("marks a report cut off at max_tokens as cut off", () => {
    expect(run.agents[40]).toBe("subagent");
    expect(lastResult(run.requests[41])).toMatchObject({
      content: expect.stringMatching(
        /^src\/cart\.js: .*\nsrc\/price\.js: withTax\(net, rate\) adds\n\(The report was cut off at max_tokens\.\)$/,
      ),
    });
    expect(run.shown).toContain(
      "The response stopped (max_tokens) before the model finished: the answer is cut short.",
    );
  });
});

describe("a subagent's model calls that end early", () => {
  it("a report cut off at max_tokens reaches the parent marked as cut off", async () => {
    const scratch = scratchDir();
    const tape = writeCassette(
      join(scratch, "cut.json"),
      "s06",
      ["delegate"],
      [
        message(
          [toolUse("task", { description: "Summarise the README." }, "toolu_01Task")],
          "tool_use",
        ),
        message([{ type: "text", text: "The README says the shop" }], "max_tokens"), // the subagent's
        message([{ type: "text", text: "Done." }], "end_turn"),
      ],
    );
    const run = await playLesson("s06", ["--replay", tape, "--workdir", scratch]);
    expect(run.code).toBe(0);
    expect(run.agents).toEqual([undefined, "subagent", undefined]);
    expect(run.requests[2].messages.at(-1)).toEqual({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "toolu_01Task",
          content: "The README says the shop\n(The report was cut off at max_tokens.)",
        },
      ],
    });
  });

  it("a cassette that runs out in the subagent ends the session with that error, not a second one", async () => {
    const scratch = scratchDir();
    const tape = writeCassette(
      join(scratch, "short.json"),
      "s06",
      ["delegate"],
      [message([toolUse("task", { description: "Look around." }, "toolu_01Task")], "tool_use")],
    );
    const run = await playLesson("s06", ["--replay", tape, "--workdir", scratch]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    expect(run.stdout.match(/ran out/g)).toHaveLength(1);
    expect(run.stdout).toContain("this is model call 2, but it holds only 1");
    expect(run.stdout).not.toContain("The subagent stopped");
  });
});

describe("stopping a lesson whose subagent runs a command", () => {
  it.each(["SIGINT", "SIGTERM"] as const)(
    "%s ends it within a second, and its command goes too",
    async (signal) => {
      const scratch = scratchDir();
      const marker = `sleep 97.${process.pid}${signal === "SIGINT" ? 61 : 62}`;
      const tape = writeCassette(
        join(scratch, "stop.json"),
        "s06",
        ["delegate"],
        [
          message([toolUse("task", { description: "Wait." }, "toolu_01Task")], "tool_use"),
          message(
            [toolUse("bash", { command: `${marker} & ${marker}` }, "toolu_01Wait")],
            "tool_use",
          ), // the subagent's
        ],
      );
      const lesson = startLesson(["s06", "--replay", tape, "--workdir", scratch]);
      await vi.waitFor(() => expect(pgrep(marker)).toHaveLength(2), {
        timeout: 60_000,
        interval: 50,
      });
      const started = Date.now();
      lesson.kill(signal);
      const [code] = await once(lesson, "close");
      expect(Date.now() - started).toBeLessThan(5_000); // measured: about 0.5 s
      expect(code).toBe(signal === "SIGINT" ? 130 : 143);
      await vi.waitFor(() => expect(pgrep(marker)).toEqual([]), { timeout: 5_000, interval: 50 });
    },
  );
});

// Live, over the mock API, with the real SDK.
const KEY = "sk-ant-test-fake-0006";
const servers: MockApi[] = [];
let terminal: TerminalLesson | undefined;
afterEach(async () => {
  terminal?.close();
  terminal = undefined;
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The mock API serving these responses in order; the subagent's are marked (the mock does not need it). */
async function mockApi(
  responses: ReturnType<typeof message>[],
  options: Partial<Parameters<typeof startMockApi>[0]> = {},
) {
  const cassette = {
    version: 1,
    lesson: "s06",
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
const liveEnv = (api: MockApi) =>
  offlineEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url });

describe("a live subagent (mock API)", () => {
  it("asks before its writes as the parent's tools do, and Ctrl-C during its command ends the turn with nothing left running", async () => {
    const marker = `sleep 97.${process.pid}63`;
    const api = await mockApi([
      message(
        [toolUse("task", { description: "Write notes.txt, then wait." }, "toolu_01Task")],
        "tool_use",
      ),
      message(
        [toolUse("write_file", { path: "notes.txt", content: "a note\n" }, "toolu_01Write")],
        "tool_use",
      ),
      message([toolUse("bash", { command: `${marker} & ${marker}` }, "toolu_01Sleep")], "tool_use"),
    ]);
    const workdir = sampleCopy("lessons/s06-subagent");
    terminal = startLessonInTerminal(["s06", "--workdir", workdir], liveEnv(api));
    await terminal.waitForScreenEnd("s06 >>");
    terminal.type("delegate\r");
    // The subagent's write asks, on the parent's terminal, under the subagent's mark.
    await vi.waitFor(
      async () =>
        expect((await terminal!.screen()).at(-1)).toBe(
          "  │ Allow write_file: notes.txt? [y]es / [n]o / [a]lways",
        ),
      { timeout: 60_000, interval: 100 },
    );
    terminal.type("n\r");
    // Refused: its result is the refusal, and the subagent goes on to its command, which asks too.
    await vi.waitFor(
      async () =>
        expect((await terminal!.screen()).at(-1)).toBe(
          `  │ Allow bash: ${marker} & ${marker}? [y]es / [n]o / [a]lways`,
        ),
      { timeout: 30_000, interval: 100 },
    );
    expect((await terminal.screen()).join("\n")).toContain(`  │   ${REFUSED}`);
    expect(existsSync(join(workdir, "notes.txt"))).toBe(false);
    terminal.type("y\r");
    await vi.waitFor(() => expect(pgrep(marker)).toHaveLength(2), {
      timeout: 60_000,
      interval: 50,
    });
    const started = Date.now();
    terminal.type("\x03");
    await terminal.waitForScreenEnd(
      "  └ subagent stopped: 2 rounds, 20 in / 10 out",
      INTERRUPTED_LINE,
      "s06 >>",
    );
    await vi.waitFor(() => expect(pgrep(marker)).toEqual([]), { timeout: 5_000, interval: 50 });
    expect(Date.now() - started).toBeLessThan(5_000);
    // The subagent's lines are gone with it: the next turn is the parent's, unmarked.
    terminal.type("q\r");
    expect(await terminal.exitCode).toBe(0);
    expect(api.rejected()).toEqual([]);
  });

  it("a model call of the subagent that fails: the parent gets an error result, and its conversation stays valid", async () => {
    const api = await mockApi(
      [
        message(
          [toolUse("task", { description: "Read README.md and say what it is." }, "toolu_01Task")],
          "tool_use",
        ),
        message(
          [
            {
              type: "text",
              text: "The subagent could not run; I read it myself: a shop's helpers.",
            },
          ],
          "end_turn",
        ),
      ],
      // Calls 2, 3 and 4 (the subagent's first, and the SDK's two retries) get 529: the call fails.
      { faults: "529@2x3", retryAfter: 0.05 },
    );
    // In this process: the real SDK, over HTTP to the mock API.
    const run = await playLesson(
      "s06",
      ["-p", "What is this project?", "--workdir", sampleCopy("lessons/s06-subagent")],
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("The subagent could not run; I read it myself: a shop's helpers.\n");
    expect(api.rejected()).toEqual([]);
    const requests = api.calls
      .filter((c) => c.body !== undefined)
      .map((c) => c.body as MessageRequest);
    const last = requests.at(-1)!;
    for (const request of requests) expect(requestProblems(request)).toEqual([]);
    expect(last.messages).toHaveLength(3);
    expect(lastResult(last)).toMatchObject({
      is_error: true,
      content: expect.stringMatching(
        /^Error: The subagent stopped: .*overloaded.* The sub-task is not done: try again, or do it yourself\.$/s,
      ),
    });
  });
});
