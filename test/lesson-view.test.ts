import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Cassette } from "@agent-workbook/kit";
import { describe, expect, it } from "vitest";
import { contextLines, expandRequests, parentRounds, requestDelta } from "../docs/.vitepress/theme/player/data.ts";
import { playerPage } from "../scripts/lesson-view/page.ts";
import { sessionData, sessionFromFile, splitTerminal } from "../scripts/lesson-view/session.ts";
import { loadCassette } from "@agent-workbook/kit";
import { ROOT, offlineEnv, runTsFile, scratchDir } from "./helpers.ts";
import { lessonRun } from "./lesson-tests.ts";

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

describe("a session with a subagent (s06's demo, as recorded)", () => {
  const run = lessonRun("s06");
  const cassette = loadCassette(run.recorded!);
  const data = sessionData({ cassette, terminal: run.shown, title: "s06", file: "demo.json" });

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
    const derived = sessionData({ cassette, title: "s06", file: "demo.json" });
    expect(derived.terminal).toBe("derived");
    expect(derived.rounds[1].terminal).toContain(
      "  │   ↳ subagent round 1 · 1500 in / 42 out · subagent 1500 in / 42 out",
    );
    expect(derived.rounds[2].terminal).toContain(
      "  │   ↳ subagent round 2 · 1585 in / 54 out · subagent 3085 in / 96 out",
    );
    expect(derived.rounds[7].terminal).toContain("  ↳ round 2 · 2178 in / 162 out · session 3978 in / 400 out");
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

  it("rebuilds the terminal from a recording: prompts, calls, results from the next request, reminder markers", () => {
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
      ["v2 >> Again.", "Hi again.", "  ↳ round 3 · 200 in / 10 out · session 450 in / 30 out"],
    ]);
  });

  it("cuts what the lesson printed into rounds: text and usage line, then what followed; a new turn opens with its prompt", () => {
    const cassette = recording();
    const printed = [
      "workspace: <workdir>",
      "v2 >> Say hi.",
      "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
      "> bash: echo hi",
      "  hi",
      `⏰ reminder injected: ${NAG}`,
      "",
      "Done:",
      "hi",
      "  ↳ round 2 · 150 in / 10 out · session 250 in / 20 out",
      "",
      "v2 >> Again.",
      "",
      "Hi again.",
      "  ↳ round 3 · 200 in / 10 out · session 450 in / 30 out",
      "",
    ].join("\n");
    expect(splitTerminal(printed, cassette, cassette.interactions)).toEqual([
      [
        "workspace: <workdir>",
        "v2 >> Say hi.",
        "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
        "> bash: echo hi",
        "  hi",
        `⏰ reminder injected: ${NAG}`,
      ],
      ["Done:", "hi", "  ↳ round 2 · 150 in / 10 out · session 250 in / 20 out"],
      ["v2 >> Again.", "", "Hi again.", "  ↳ round 3 · 200 in / 10 out · session 450 in / 30 out"],
    ]);
    // Output that does not line up with the recording (a usage line missing) is not cut at all.
    expect(splitTerminal(printed.replace(/ {2}↳ round 2.*\n/, ""), cassette, cassette.interactions)).toBeUndefined();
  });

  it("plays a scripted cassette from its answers alone, and says the requests are missing", () => {
    const data = sessionFromFile(
      join(ROOT, "lessons/v2-todo/cassettes/nag.json"),
      "lessons/v2-todo/cassettes/nag.json",
    );
    expect(data.title).toBe("v2 · nag.json");
    expect(data.rounds).toHaveLength(29);
    expect(data.rounds.every((r) => r.request === undefined)).toBe(true);
    expect(data.note).toMatch(/not the requests/);
    expect(data.rounds[0].terminal).toEqual([
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
    const view = (args: string[]) =>
      runTsFile(join(ROOT, "scripts", "lesson-view.ts"), args, { env: offlineEnv({ INIT_CWD: dir }) });
    const ok = view([join(ROOT, "lessons/v1-tools/cassettes/demo.json"), "--html", "demo.html"]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toBe(`Wrote the player for lessons/v1-tools/cassettes/demo.json to ${join(dir, "demo.html")}\n`);
    expect(readFileSync(join(dir, "demo.html"), "utf-8")).toContain("<title>v1 · demo.json</title>");
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
