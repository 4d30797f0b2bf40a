import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Cassette } from "@agent-workbook/kit";
import { describe, expect, it } from "vitest";
import { compactionLines } from "@agent-workbook/kit/displays/compaction/pane";
import { contextLines, expandRequests, parentRounds, requestDelta, teamLanes } from "@agent-workbook/player/data";
import { call, cassette, say } from "@agent-workbook/kit/authoring/cassette-script";
import { main as viewMain } from "../scripts/lesson-view.ts";
import { playerPage } from "../scripts/lesson-view/page.ts";
import { sessionData, sessionFromFile } from "../scripts/lesson-view/session.ts";
import { type DisplayEvent, loadCassette } from "@agent-workbook/kit";
import { ROOT, offlineEnv, runTsFile, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const NAG = "<reminder>10+ turns without todo update. Please update todos.</reminder>";

/** A Message as the API returns it, with the given content and stop reason. */
const message = (content: unknown[], stop: string, input = 100) => ({
  id: "msg",
  type: "message",
  role: "assistant",
  model: "m",
  content,
  stop_reason: stop,
  stop_sequence: null,
  usage: { input_tokens: input, output_tokens: 10 },
});

/** Two rounds of one turn, then a second turn: requests recorded, a nag text after the tool result in round 2. */
function recording(): Cassette {
  const call = { type: "tool_use", id: "toolu_1", name: "bash", input: { command: "echo hi" } };
  const first = [{ role: "user", content: [{ type: "text", text: "Say hi." }] }];
  const second = [
    ...first,
    { role: "assistant", content: [call] },
    {
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "toolu_1", content: "hi" },
        { type: "text", text: NAG },
      ],
    },
  ];
  const third = [
    ...second,
    { role: "assistant", content: [{ type: "text", text: "Done:\nhi" }] },
    { role: "user", content: [{ type: "text", text: "Again." }] },
  ];
  const request = (messages: unknown[]) => ({ model: "m", system: "at /work/x", tools: [], max_tokens: 10, messages });
  return {
    version: 1,
    lesson: "v2",
    prompts: ["Say hi.", "Again."],
    paths: { workdir: "/work/x" },
    interactions: [
      { request: request(first), response: message([call], "tool_use", 100) },
      { request: request(second), response: message([{ type: "text", text: "Done:\nhi" }], "end_turn", 150) },
      { request: request(third), response: message([{ type: "text", text: "Hi again." }], "end_turn", 200) },
    ],
  } as unknown as Cassette;
}

/**
 * A parent whose one response calls task twice: two subagents run back to back, two rounds each (a bash call,
 * then a report), then the parent's final answer. Requests recorded, as `--record` writes them.
 */
function twoSubagents(): Cassette {
  const tasks = ["Find A.", "Find B."].map((description, k) => ({
    type: "tool_use",
    id: `toolu_t${k}`,
    name: "task",
    input: { description },
  }));
  const user = { role: "user", content: "Do both." };
  const main = (messages: unknown[]) => ({ model: "m", system: "You are a coding agent.", tools: [], messages });
  const sub = (messages: unknown[]) => ({ model: "m", system: "You are a subagent.", tools: [], messages });
  /** One subagent's run: its task, a bash call and its result, then its report. */
  const run = (task: string, command: string, output: string, report: string, tokens: [number, number]) => {
    const bash = { type: "tool_use", id: `toolu_${command}`, name: "bash", input: { command } };
    const first = [{ role: "user", content: task }];
    const second = [
      ...first,
      { role: "assistant", content: [bash] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: bash.id, content: output }] },
    ];
    return [
      { agent: "subagent", request: sub(first), response: message([bash], "tool_use", tokens[0]) },
      {
        agent: "subagent",
        request: sub(second),
        response: message([{ type: "text", text: report }], "end_turn", tokens[1]),
      },
    ];
  };
  const results = [
    { type: "tool_result", tool_use_id: "toolu_t0", content: "Report A." },
    { type: "tool_result", tool_use_id: "toolu_t1", content: "Report B." },
  ];
  return {
    version: 1,
    lesson: "s06",
    prompts: ["Do both."],
    interactions: [
      { request: main([user]), response: message(tasks, "tool_use", 100) },
      ...run("Find A.", "ls", "a.txt", "Report A.", [50, 70]),
      ...run("Find B.", "ls b", "b.txt", "Report B.", [40, 60]),
      {
        request: main([user, { role: "assistant", content: tasks }, { role: "user", content: results }]),
        response: message([{ type: "text", text: "Both done." }], "end_turn", 200),
      },
    ],
  } as unknown as Cassette;
}

describe("two subagents in a row (one response, two task calls)", () => {
  const data = sessionData({ cassette: twoSubagents(), title: "t", file: "f.json" });

  it("counts each run's rounds and tokens from its start, and hangs it under the call that started it", () => {
    expect(data.rounds.map((r) => r.terminal)).toEqual([
      [
        "s06 >> Do both.",
        "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
        "> task: Find A.",
        "  ┌ subagent: a fresh context, its own tools",
      ],
      ["  │   ↳ subagent round 1 · 50 in / 10 out · subagent 50 in / 10 out", "  │ > bash: ls", "  │   a.txt"],
      [
        "  │ ",
        "  │ Report A.",
        "  │   ↳ subagent round 2 · 70 in / 10 out · subagent 120 in / 20 out",
        "  └ subagent done: 2 rounds, 120 in / 20 out; only its report goes back",
        "  Report A.",
        "> task: Find B.",
        "  ┌ subagent: a fresh context, its own tools",
      ],
      ["  │   ↳ subagent round 1 · 40 in / 10 out · subagent 40 in / 10 out", "  │ > bash: ls b", "  │   b.txt"],
      [
        "  │ ",
        "  │ Report B.",
        "  │   ↳ subagent round 2 · 60 in / 10 out · subagent 100 in / 20 out",
        "  └ subagent done: 2 rounds, 100 in / 20 out; only its report goes back",
        "  Report B.",
      ],
      ["Both done.", "  ↳ round 2 · 200 in / 10 out · session 300 in / 20 out · subagents 220 in / 40 out"],
    ]);
  });

  it("rebuilds the second run's requests from its own first, not from the first run's", () => {
    expect(data.rounds[3].request).toMatchObject({ keep: 0, system: "You are a subagent." });
    const full = expandRequests(data.rounds);
    expect(full[3]!.messages).toEqual([{ role: "user", content: [{ type: "text", text: "Find B." }] }]);
    expect(full[3]!.fresh).toEqual([[true]]);
    expect(full[4]!.messages).toHaveLength(3);
    expect(full[4]!.fresh).toEqual([[false], [true], [true]]);
    expect(parentRounds(data.rounds)).toEqual([0, 0, 0, 0, 0, 5]);
  });

  it("adds each run's own growth to the chart's line had the subagents stayed in the main agent's context", () => {
    // Each run adds its last request and answer less its first request: (70 + 10 - 50) + (60 + 10 - 40).
    expect(contextLines(data.rounds)).toEqual([
      { actual: 100, withSubagents: 100 },
      undefined,
      undefined,
      undefined,
      undefined,
      { actual: 200, withSubagents: 260 },
    ]);
  });

  it("tells the runs apart in a scripted cassette too, with no request to count: a report ends a run", () => {
    const steps = [
      [call("task", { description: "Find A." }), call("task", { description: "Find B." })],
      { agent: "subagent", blocks: [call("bash", { command: "ls" })] },
      { agent: "subagent", blocks: [say("Report A.")] },
      { agent: "subagent", blocks: [call("bash", { command: "ls b" })] },
      { agent: "subagent", blocks: [say("Report B.")] },
      [say("Both done.")],
    ];
    const scripted = cassette("s06", "two", ["Do both."], steps);
    // Each subagent starts with a fresh context: its first input is the same.
    expect(scripted.interactions[3].response.usage.input_tokens).toBe(1500);
    const rounds = sessionData({ cassette: scripted, title: "t", file: "f.json" }).rounds;
    const footers = rounds.map((r) => r.terminal.find((l) => l.includes("↳"))!.replace(/ · \d+ in .*/, ""));
    expect(footers).toEqual([
      "  ↳ round 1",
      "  │   ↳ subagent round 1",
      "  │   ↳ subagent round 2",
      "  │   ↳ subagent round 1",
      "  │   ↳ subagent round 2",
      "  ↳ round 2",
    ]);
    // Each run's totals: a fresh context of 1500, then that plus its first round's answer and tool results (140).
    expect(rounds[2].terminal).toContain("  └ subagent done: 2 rounds, 3169 in / 51 out; only its report goes back");
    expect(rounds[4].terminal).toContain("  └ subagent done: 2 rounds, 3170 in / 52 out; only its report goes back");
    expect(contextLines(rounds)[5]!.withSubagents - rounds[5].usage.input).toBe(
      rounds[2].usage.input + rounds[2].usage.output - 1500 + rounds[4].usage.input + rounds[4].usage.output - 1500,
    );
  });
});

describe("a session with a subagent (s06's demo, as recorded)", () => {
  const run = lessonRun("s06");
  const cassette = loadCassette(run.recorded!);
  const data = sessionData({ cassette, title: "s06", file: "demo.json" });
  /** The same recording as one made before recordings kept what the session showed. */
  const old = { ...cassette, display: undefined };

  it("marks the subagent's rounds, nested under the main agent's round that started it", () => {
    expect(data.terminal).toBe("run"); // the lesson's own lines, cut into rounds: the subagent's footers count too
    expect(data.rounds.map((r) => r.agent ?? "main")).toEqual([
      "main",
      ...Array(6).fill("subagent"),
      ...Array(4).fill("main"),
    ]);
    expect(parentRounds(data.rounds)).toEqual([0, 0, 0, 0, 0, 0, 0, 7, 8, 9, 10]);
    expect(data.rounds[1].terminal[0]).toBe("  │ The layout first.");
    expect(data.rounds[1].terminal.every((line) => line.startsWith("  │ ") || line === "")).toBe(true);
    // The subagent's last round ends where it hands back: the "└" line, then the report as the main agent's result.
    expect(data.rounds[6].terminal).toContain(
      "  └ subagent done: 6 rounds, 11530 in / 510 out; only its report goes back",
    );
    expect(data.rounds[7].terminal[1]).toBe(
      "  ↳ round 2 · 2178 in / 162 out · session 3978 in / 400 out · subagents 11530 in / 510 out",
    );
    expect(data.rounds[7].terminal.at(-1)).toBe("  Edited src/receipt.js");
  });

  it("rebuilds each agent's requests from its own: the subagent's first holds the description alone, all of it new", () => {
    const full = expandRequests(data.rounds);
    expect(full[1]!.messages).toHaveLength(1);
    expect(full[1]!.fresh).toEqual([[true]]);
    expect(full[1]!.system).toMatch(/^You are a subagent at /);
    expect(full[2]!.messages).toHaveLength(3);
    expect(full[2]!.fresh[0]).toEqual([false]); // its own earlier message, not the main agent's
    expect(full[7]!.messages).toHaveLength(3); // the main agent's: its own history, its round 1 and the task's result
    expect(full[7]!.system).toMatch(/^You are a coding agent at /);
  });

  it("gives the chart the main agent's context, and what it would have been with the subagent's work in it", () => {
    const lines = contextLines(data.rounds);
    expect(lines.slice(1, 7)).toEqual(Array(6).fill(undefined));
    expect(lines[0]).toEqual({ actual: 1800, withSubagents: 1800 });
    const child = data.rounds.slice(1, 7);
    const added = child.at(-1)!.usage.input + child.at(-1)!.usage.output - child[0].usage.input;
    expect(lines[7]).toEqual({ actual: data.rounds[7].usage.input, withSubagents: data.rounds[7].usage.input + added });
  });

  it("rebuilds the terminal of a recording without one, the subagent's lines marked and counted apart", () => {
    const derived = sessionData({ cassette: old, title: "s06", file: "demo.json" });
    expect(derived.terminal).toBe("derived");
    expect(derived.rounds[1].terminal).toContain(
      "  │   ↳ subagent round 1 · 1500 in / 42 out · subagent 1500 in / 42 out",
    );
    expect(derived.rounds[2].terminal).toContain(
      "  │   ↳ subagent round 2 · 1585 in / 54 out · subagent 3085 in / 96 out",
    );
    expect(derived.rounds[7].terminal).toContain(
      "  ↳ round 2 · 2178 in / 162 out · session 3978 in / 400 out · subagents 11530 in / 510 out",
    );
  });
  it("rebuilds the terminal as the lesson printed it, but for what the recording does not hold", () => {
    const derived = sessionData({ cassette: old, title: "s06", file: "demo.json" }).rounds.map((r) => r.terminal);
    // The lesson draws its todo panel from the call: the recording holds only the tool's result, as derived shows it.
    const panel = /^ {2}(## Current Tasks|\[[ ▸✓]\] .*|\(\d\/3 completed\))$/;
    const printed = data.rounds.map((r) =>
      r.terminal.flatMap((line, k, all) =>
        !panel.test(line) ? [line] : panel.test(all[k - 1]) ? [] : ["  Updated 3 tasks"],
      ),
    );
    // The lesson's own note is no model call's: the demo's end.
    expect(printed.at(-1)!.splice(-2)).toEqual(["", expect.stringMatching(/^Demo finished\./)]);
    expect(derived).toEqual(printed);
  });
});

describe("the session player's data", () => {
  it("stores each request as what it adds, and rebuilds it whole with the new blocks marked", () => {
    const data = sessionData({ cassette: recording(), title: "t", file: "f.json" });
    expect(data.terminal).toBe("derived");
    expect(data.note).toBeUndefined();
    expect(data.rounds.map((r) => r.request?.keep)).toEqual([0, 1, 3]);
    expect(data.rounds[0].request?.system).toBe("at <workdir>"); // the session's folder as a placeholder
    expect(data.rounds[1].request?.system).toBeUndefined(); // unchanged: not stored again
    const full = expandRequests(data.rounds);
    expect(full[1]?.system).toBe("at <workdir>");
    expect(full[1]?.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(full[1]?.fresh).toEqual([[false], [true], [true, true]]);
    expect(full[2]?.fresh).toEqual([[false], [false], [false, false], [true], [true]]);
    expect(requestDelta(undefined, { system: "", tools: [], messages: [] })).toEqual({
      keep: 0,
      add: [],
      system: "",
      tools: [],
      model: undefined,
      max_tokens: undefined,
    });
  });

  it("rebuilds what a recording without display events showed: prompts, calls, results from the next request, reminder markers", () => {
    const data = sessionData({ cassette: recording(), title: "t", file: "f.json" });
    expect(data.rounds.map((r) => r.terminal)).toEqual([
      [
        "v2 >> Say hi.",
        "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
        "> bash: echo hi",
        "  hi",
        `⏰ reminder injected: ${NAG}`,
      ],
      ["Done:", "hi", "  ↳ round 2 · 150 in / 10 out · session 250 in / 20 out"],
      // As the terminal shows it: the model's call after the prompt is set apart by a blank line.
      ["v2 >> Again.", "", "Hi again.", "  ↳ round 3 · 200 in / 10 out · session 450 in / 30 out"],
    ]);
  });

  it("cuts what the session showed into rounds: text and usage line, then what followed; a new turn opens with its prompt", () => {
    const round = (n: number, input: number, total: number, stop: string) =>
      ({
        kind: "round",
        speaker: { agent: "main" },
        n,
        usage: { input_tokens: input, output_tokens: 10 },
        stop,
      }) as const;
    const events: DisplayEvent[] = [
      { kind: "prompt", text: "Say hi." },
      { kind: "thinking" },
      { kind: "text", text: "", streamed: false },
      round(1, 100, 100, "tool_use"),
      { kind: "tool-call", name: "bash", input: { command: "echo hi" } },
      { kind: "tool-result", content: "hi", isError: false },
      { kind: "reminder", text: NAG },
      { kind: "thinking" },
      { kind: "text", text: "Done:\nhi", streamed: false },
      round(2, 150, 250, "end_turn"),
      { kind: "turn-end" },
      { kind: "prompt", text: "Again." },
      { kind: "thinking" },
      { kind: "text", text: "Hi again.", streamed: false },
      round(3, 200, 450, "end_turn"),
      { kind: "turn-end" },
    ];
    const cassette = { ...recording(), display: events.map((event) => ({ calls: 0, event })) };
    const data = sessionData({ cassette, title: "t", file: "f.json" });
    expect(data.terminal).toBe("run");
    expect(data.rounds.map((r) => r.terminal)).toEqual([
      [
        "v2 >> Say hi.",
        "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
        "> bash: echo hi",
        "  hi",
        `⏰ reminder injected: ${NAG}`,
      ],
      ["Done:", "hi", "  ↳ round 2 · 150 in / 10 out · session 250 in / 20 out"],
      ["v2 >> Again.", "", "Hi again.", "  ↳ round 3 · 200 in / 10 out · session 450 in / 30 out"],
    ]);
    // Each round keeps its own events: the player draws its panes from them.
    expect(data.rounds[0].events?.map((e) => e.kind)).toEqual([
      "prompt",
      "thinking",
      "text",
      "round",
      "tool-call",
      "tool-result",
      "reminder",
    ]);
  });

  it("plays a committed cassette from the events it carries (pnpm cassettes:events), and says the requests are missing", () => {
    const data = sessionFromFile(
      join(ROOT, "lessons/v2-todo/cassettes/nag.json"),
      "lessons/v2-todo/cassettes/nag.json",
    );
    expect(data.title).toBe("v2 · nag.json");
    expect(data.terminal).toBe("run");
    expect(data.rounds).toHaveLength(29);
    expect(data.rounds.every((r) => r.request === undefined)).toBe(true);
    expect(data.note).toMatch(/what the session showed, but not the requests/);
    // What its lesson showed when it played it: the reminder and the tool's result too, which its calls do not hold.
    expect(data.rounds[0].terminal).toEqual([
      "v2 >> Check steps 1 to 25 with one echo each.",
      "⏰ reminder injected: <reminder>Use TodoWrite for multi-step tasks.</reminder>",
      "  ↳ round 1 · 1800 in / 32 out · session 1800 in / 32 out",
      "> bash: echo step 1",
      "  step 1",
    ]);
    // Without them (a cassette made before cassettes carried their events), its lines are rebuilt from its calls.
    const { display: _, ...calls } = loadCassette(join(ROOT, "lessons/v2-todo/cassettes/nag.json"));
    const derived = sessionData({ cassette: calls, title: "v2 · nag.json", file: "nag.json" });
    expect(derived.terminal).toBe("derived");
    expect(derived.note).toMatch(/the tool results and what the model saw are not in it/);
    expect(derived.rounds[0].terminal).toEqual([
      "v2 >> Check steps 1 to 25 with one echo each.",
      "  ↳ round 1 · 1800 in / 32 out · session 1800 in / 32 out",
      "> bash: echo step 1",
    ]);
  });
});

describe("pnpm lesson:view", () => {
  it("writes one page holding the player and the session, with nothing to load", () => {
    const data = sessionData({ cassette: recording(), title: "a </script> title", file: "f.json" });
    const html = playerPage(data);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).not.toMatch(/<link|\ssrc=|@import|url\(|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data's block and the player's: nothing ends one early
    expect(html).toContain("a &lt;/script&gt; title");
    const json = /<script type="application\/json" id="session-data">(.*?)<\/script>/s.exec(html)![1];
    expect(JSON.parse(json)).toEqual(data);
  });

  it("writes the page with --html, relative to where pnpm was run, and refuses a bad command line with usage", () => {
    const dir = scratchDir("lesson-view-");
    // The command as a process once; the rest of its command line in this process (its main, the program's code).
    const ok = runTsFile(
      join(ROOT, "scripts", "lesson-view.ts"),
      [join(ROOT, "lessons/v1-tools/cassettes/demo.json"), "--html", "demo.html"],
      { cwd: dir },
    );
    const view = (args: string[]) => {
      const out = { stdout: "", stderr: "" };
      const code = viewMain(args, {
        stdout: { write: (text: string) => (out.stdout += text) },
        stderr: { write: (text: string) => (out.stderr += text) },
        cwd: dir,
      });
      return { code, ...out };
    };
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe(`Wrote the player for lessons/v1-tools/cassettes/demo.json to ${join(dir, "demo.html")}\n`);
    expect(readFileSync(join(dir, "demo.html"), "utf-8")).toContain("<title>v1 · demo.json</title>");
    // --html -: the page on stdout, as lesson:diff does, and no file named "-".
    const printed = view([join(ROOT, "lessons/v1-tools/cassettes/demo.json"), "--html", "-"]);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toBe(readFileSync(join(dir, "demo.html"), "utf-8"));
    expect(existsSync(join(dir, "-"))).toBe(false);
    for (const [args, reason] of [
      [[], "Give the recording to play: FILE.json."],
      [["nope.json", "--frob"], "Unknown option: --frob"],
    ] as const) {
      const run = view([...args]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(`${reason}\n\n${readUsage(run.stderr)}`);
      expect(run.stderr).toContain("Usage: pnpm lesson:view FILE.json [--html OUT]");
    }
  }, 180_000);
});

/** The usage part of a refusal: everything after the reason's blank line. */
function readUsage(stderr: string): string {
  return stderr.slice(stderr.indexOf("\n\n") + 2);
}

describe("a compacted session (s08's demo, recorded)", () => {
  const run = lessonRun("s08");
  const cassette = loadCassette(run.recorded!);

  it("lines the terminal up with the rounds, the summary's call one of them", () => {
    const data = sessionData({ cassette, title: "s08", file: "demo.json" });
    expect(data.terminal).toBe("run");
    expect(data.rounds.map((r) => r.agent ?? "main")).toEqual([
      ...Array(6).fill("main"),
      "summary",
      ...Array(4).fill("main"),
    ]);
    expect(data.rounds[6].terminal.slice(-2)).toEqual([
      "  ┆   ↳ summary · 2150 in / 454 out",
      "⇣ compacted: 13 messages → the summary + the last 2 (cut after message 11)",
    ]);
    expect(data.rounds[5].terminal.at(-1)).toMatch(/^⇣ compacting \(3180 tokens > 3000\): /);
    expect(data.rounds[7].terminal).toContain("⇣ context: 3180 → 2150 tokens after compaction");
  });

  it("charts the drop: a mark on the round after the summary, and the context without compaction", () => {
    const data = sessionData({ cassette, title: "s08", file: "demo.json" });
    const lines = compactionLines(data.rounds);
    expect(lines.map((l) => l?.compacted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      undefined,
      true,
      false,
      false,
      false,
    ]);
    const before = data.rounds[5].usage;
    const removed = before.input + before.output - 2150;
    expect(lines[7]).toEqual({ actual: 2150, without: 2150 + removed, compacted: true });
    expect(lines[10]).toEqual({ actual: 3123, without: 3123 + removed, compacted: false });
    // The subagents' line leaves the summary's call out: it is no subagent's work.
    expect(contextLines(data.rounds)[6]).toBeUndefined();
    expect(contextLines(data.rounds)[10]).toEqual({ actual: 3123, withSubagents: 3123 });
  });

  it("rebuilds the summary's lines without the terminal: its text, its usage line, the swap, and the main footer's summary total", () => {
    const data = sessionData({ cassette: { ...cassette, display: undefined }, title: "s08", file: "demo.json" });
    expect(data.terminal).toBe("derived");
    // As the terminal printed them (test above): the usage line, then what became of the history.
    expect(data.rounds[6].terminal.slice(-2)).toEqual([
      "  ┆   ↳ summary · 2150 in / 454 out",
      "⇣ compacted: 13 messages → the summary + the last 2 (cut after message 11)",
    ]);
    // The summary's call is a block of its own: opened with its name, each line marked.
    expect(data.rounds[6].terminal.slice(0, 2)).toEqual([
      "  ┌ summary",
      expect.stringMatching(/^ {2}┆ The user's request: /),
    ]);
    expect(data.rounds[7].terminal).toContain(
      "  ↳ round 7 · 2150 in / 297 out · session 16646 in / 916 out · summary 2150 in / 454 out",
    );
  });

  it("the page marks the summary and the placeholders in what the model saw", () => {
    const page = playerPage(sessionData({ cassette, title: "s08", file: "demo.json" }));
    expect(page).toContain("summary: the history before it, compacted");
    expect(page).toContain("placeholder: micro-compaction cleared this old result");
  });
});

// s15: a team's session, each agent in a lane (the lesson's own tests import nothing from scripts/).
describe("the player's data for a team's session (the demo, as recorded)", () => {
  const run = lessonRun("s15");
  const cassette = loadCassette(run.recorded!);
  const data = sessionData({ cassette, title: "s15 · demo.json", file: "demo.json" });

  it("gives each agent a lane, the lead's first, and cuts what the lesson printed into its rounds", () => {
    expect(teamLanes(data.rounds)).toEqual(["", "alice", "bob"]);
    expect(data.terminal).toBe("run");
    expect(data.rounds.map((r) => r.agent ?? "lead")).toEqual(run.agents.map((a) => a ?? "lead"));
    for (const round of data.rounds) {
      const footer = round.terminal.find((line) => line.includes("↳"))!;
      if (round.agent) expect(footer).toMatch(new RegExp(`^\\[${round.agent}\\] {3}↳ ${round.agent} round \\d+ · `));
      else expect(footer).toMatch(/^ {2}↳ round \d+ · /);
    }
  });

  it("rebuilds each agent's requests from its own: what the model saw, per agent", () => {
    const full = expandRequests(data.rounds);
    const alice = data.rounds.flatMap((r, n) => (r.agent === "alice" ? [full[n]!] : []));
    alice.forEach((request, k) => expect(request.messages).toHaveLength(1 + 2 * k));
    expect(alice[0].system).toMatch(/^You are alice, a developer/);
    // A teammate's rounds are not a subagent's: no line of "had its work stayed in the lead's context".
    expect(contextLines(data.rounds).filter((line, n) => data.rounds[n].agent && line)).toEqual([]);
  });

  it("rebuilds the terminal of a recording without one: each teammate's lines marked, its tokens counted apart", () => {
    const derived = sessionData({ cassette: { ...cassette, display: undefined }, title: "t", file: "f" });
    expect(derived.terminal).toBe("derived");
    const lines = derived.rounds.flatMap((r) => r.terminal);
    expect(lines).toContain("[alice] > TaskUpdate: #1 status=in_progress");
    expect(lines.filter((l) => l.startsWith("  ↳ round 7 · "))).toEqual([
      expect.stringMatching(/ · session \d+ in \/ \d+ out · alice \d+ in \/ \d+ out · bob \d+ in \/ \d+ out$/),
    ]);
    // The same figures as the terminal printed.
    expect(lines.filter((l) => l.includes("↳")).at(-1)).toBe(
      run.shown
        .split("\n")
        .filter((l) => l.includes("↳"))
        .at(-1),
    );
  });
});
