import { describe, expect, it } from "vitest";
import { conceptDisplays, type DisplayEvent, DisplayLines, plainLine } from "@agent-workbook/kit";

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
    const events: DisplayEvent[] = [
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
