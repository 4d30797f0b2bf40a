import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Cassette } from "@agent-workbook/kit";
import { describe, expect, it } from "vitest";
import { expandRequests, requestDelta } from "../docs/.vitepress/theme/player/data.ts";
import { playerPage } from "../scripts/lesson-view/page.ts";
import { sessionData, sessionFromFile, splitTerminal } from "../scripts/lesson-view/session.ts";
import { ROOT, offlineEnv, runTsFile, scratchDir } from "./helpers.ts";

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
