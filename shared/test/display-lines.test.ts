import { describe, expect, it } from "vitest";
import { conceptDisplays, type DisplayEvent, DisplayLines, plainLine, type ShownEvent } from "@agent-workbook/kit";

/** The plain lines a run of events shows. */
function shown(events: DisplayEvent[], display = new DisplayLines("s08")): string[] {
  return events.flatMap((event) => display.lines(event).map(plainLine));
}

const round = (input: number): DisplayEvent => ({
  kind: "round",
  speaker: { agent: "main" },
  n: 1,
  usage: { input_tokens: input, output_tokens: 10 },
  stop: "tool_use",
});

describe("display lines", () => {
  it("numbers each agent's rounds apart: the main agent's, a subagent's run, a call beside the loop", () => {
    const display = new DisplayLines("s06");
    expect(
      shown(
        [
          round(100),
          { kind: "subagent-start" },
          round(50),
          round(60),
          { kind: "subagent-end", stopped: false },
          { kind: "aside", name: "summary" },
          round(70),
          { kind: "aside" },
          round(200),
        ],
        display,
      ),
    ).toEqual([
      "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
      "  ┌ subagent: a fresh context, its own tools",
      "  │   ↳ subagent round 1 · 50 in / 10 out · subagent 50 in / 10 out",
      "  │   ↳ subagent round 2 · 60 in / 10 out · subagent 110 in / 20 out",
      "  └ subagent done: 2 rounds, 110 in / 20 out; only its report goes back",
      "  ┌ summary",
      "  ┆   ↳ summary · 70 in / 10 out",
      "  ↳ round 2 · 200 in / 10 out · session 300 in / 20 out · subagents 110 in / 20 out · summary 70 in / 10 out",
    ]);
  });

  it("marks a teammate's lines with its name, in the colour it first spoke in", () => {
    const display = new DisplayLines("s15");
    display.lines({ kind: "speaker", name: "alice" });
    const [line] = display.lines({ kind: "tool-call", name: "bash", input: { command: "ls" } });
    expect(line.mark).toEqual([{ text: "[alice]", style: "green" }, { text: " " }]);
    expect(plainLine(line)).toBe("[alice] > bash: ls");
    display.lines({ kind: "speaker" });
    expect(plainLine(display.lines({ kind: "note", text: "back" })[0])).toBe("back");
  });

  it("draws a concept's events with its display, loaded by name; an event no display is there for shows its kind", () => {
    const events: ShownEvent<"compaction">[] = [
      { kind: "compaction:micro", cleared: 2 },
      { kind: "compaction:start", reason: "asked by the model", messages: 11, file: ".transcripts/transcript_1.jsonl" },
      { kind: "compaction:done", before: 11, kept: 2 },
    ];
    expect(shown(events, new DisplayLines("s08", [], conceptDisplays(["compaction"])))).toEqual([
      "  · micro-compaction: 2 old tool results → placeholders",
      "⇣ compacting (asked by the model): the session so far, 11 messages whole, saved in .transcripts/transcript_1.jsonl",
      "⇣ compacted: 11 messages → the summary + the last 2 (cut after message 9)",
    ]);
    expect(shown(events.slice(0, 1))).toEqual(["[compaction:micro]"]);
    // Counts in words agree with their number: none kept is said so, one is one (issue 51, case 17).
    const few: ShownEvent<"compaction">[] = [
      { kind: "compaction:micro", cleared: 1 },
      { kind: "compaction:done", before: 13, kept: 0 },
      { kind: "compaction:done", before: 3, kept: 1 },
    ];
    expect(shown(few, new DisplayLines("s08", [], conceptDisplays(["compaction"])))).toEqual([
      "  · micro-compaction: 1 old tool result → a placeholder",
      "⇣ compacted: 13 messages → the summary alone (every message is in it)",
      "⇣ compacted: 3 messages → the summary + the last message (cut after message 2)",
    ]);
    expect(() => conceptDisplays(["nope"])).toThrow(/No display for the concept "nope"/);
    expect(() => conceptDisplays(["../display"])).toThrow(/No display for the concept/);
  });

  it("in a team, opens each of the lead's rounds as a pass of the rotation, and says when a teammate passes", () => {
    // The first pass is shown too, before any teammate is spawned (s16's demo spawns in its second).
    const display = new DisplayLines("s15", [], conceptDisplays(["team"]));
    expect(shown([{ kind: "thinking" }, round(100)], display)).toEqual([
      "── pass 1",
      "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
    ]);
    // Spawned: its first instructions are shown in its turn, which is no pass.
    expect(
      shown([{ kind: "speaker", name: "alice" }, { kind: "note", text: "tester" }, { kind: "speaker" }], display),
    ).toEqual(["[alice] tester"]);
    expect(shown([{ kind: "thinking" }], display)).toEqual(["", "── pass 2"]);
    // A turn with nothing to do: it passes; a turn with a model call does not.
    expect(shown([{ kind: "speaker", name: "alice" }, { kind: "speaker" }], display)).toEqual([
      "[alice]   passes: nothing to do this pass",
    ]);
    expect(
      shown([{ kind: "speaker", name: "alice" }, { kind: "thinking" }, round(50), { kind: "speaker" }], display),
    ).toEqual(["[alice] ", "[alice]   ↳ alice round 1 · 50 in / 10 out · alice 50 in / 10 out"]);
  });
});

describe("a tool result's preview", () => {
  const check = [
    "Not closed: the check `node test.js` fails.",
    "ok   celsiusToFahrenheit(100) = 212",
    "ok   celsiusToFahrenheit(-40) = -40",
    "ok   fahrenheitToCelsius(212) = 100",
    "ok   fahrenheitToCelsius(32) = 0",
    "FAIL celsiusToKelvin(0) = 273 (want 273.15)",
    "4/5 passed",
  ].join("\n");
  const lines = (content: string, isError: boolean) =>
    new DisplayLines("s19").lines({ kind: "tool-result", content, isError });

  it("of a failure keeps its first line, the lines that say what failed, and its tail (s19)", () => {
    expect(lines(check, true).map(plainLine)).toEqual([
      "  Not closed: the check `node test.js` fails.",
      "  … (+2 lines)",
      "  ok   fahrenheitToCelsius(212) = 100",
      "  ok   fahrenheitToCelsius(32) = 0",
      "  FAIL celsiusToKelvin(0) = 273 (want 273.15)",
      "  4/5 passed",
    ]);
    // A command that failed, as the bash tool gives it: the tail too.
    const bash = `${check.split("\n").slice(1).join("\n")}\n(exit code 1)`;
    expect(lines(bash, false).map(plainLine)).toEqual([
      "  ok   celsiusToFahrenheit(100) = 212",
      "  … (+2 lines)",
      "  ok   fahrenheitToCelsius(32) = 0",
      "  FAIL celsiusToKelvin(0) = 273 (want 273.15)",
      "  4/5 passed",
      "  (exit code 1)",
    ]);
    // A failing line in the middle is kept too, between the first line and the tail (s05's tests).
    const tests = [
      'ok   capitalize("hello") = "Hello"',
      'ok   capitalize("") = ""',
      "3/3 passed",
      "FAIL clamp(5, 0, 10) = 0 (want 5)",
      "ok   isEven(4) = true",
      "ok   isEven(7) = false",
      "3/5 passed",
      "(exit code 1)",
    ].join("\n");
    expect(lines(tests, false).map(plainLine)).toEqual([
      '  ok   capitalize("hello") = "Hello"',
      "  … (+2 lines)",
      "  FAIL clamp(5, 0, 10) = 0 (want 5)",
      "  ok   isEven(4) = true",
      "  ok   isEven(7) = false",
      "  3/5 passed",
      "  (exit code 1)",
    ]);
    // Any other result: its first lines (a file's start).
    expect(lines(check, false).map(plainLine)).toEqual([
      ...check
        .split("\n")
        .slice(0, 5)
        .map((l) => `  ${l}`),
      "  … (+2 lines)",
    ]);
  });

  it("of an error draws in red what failed, not what passed (s19's `ok` lines)", () => {
    const styles = lines(check, true).map((line) => line.spans.map((s) => s.style).join());
    expect(styles).toEqual(["red", "dim", "dim", "dim", "red", "red"]);
    expect(lines(check, false).every((line) => line.spans.every((s) => s.style === "dim"))).toBe(true);
  });

  it("of an error keeps its lines whole, for the terminal to wrap; another result's are cut at 120 characters", () => {
    const skills = "deploy, fix-issue, long-guide, tagged, canary, review, strict-lint";
    const error = `Error: Unknown skill: skills/deploy/SKILL.md. Available skills: ${skills}`;
    expect(error.length).toBeGreaterThan(120);
    expect(lines(error, true).map(plainLine)).toEqual([`  ${error}`]);
    expect(lines(error, false).map(plainLine)).toEqual([`  ${error.slice(0, 119)}…`]);
  });
});
