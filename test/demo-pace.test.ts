/**
 * The demo at a pace the eye can follow: on a terminal its answers come as a model writes them (shared/src/providers/
 * paced.ts); `--pace N` sets the speed; a pipe (the tests, docs:sync, the exercise checks), -p and --replay play at
 * once. The pace changes when the lines come, never what they are.
 */
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PACE, loadCassette, type Cassette } from "@agent-workbook/kit";
import { TEXT_TICK_MS, THINKING_CHARS, TOOL_INPUT_MAX_CHARS } from "@agent-workbook/kit";
import { offlineEnv, ROOT, transcript } from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { startLessonInTerminal, type TerminalLesson } from "@agent-workbook/kit/authoring/tests/terminal";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

let lesson: TerminalLesson | undefined;
afterEach(() => lesson?.close());

/** How long the paced client waits over a whole cassette at `pace` characters a second, in milliseconds. */
function pausesMs(cassette: Cassette, pace: number): number {
  const step = Math.max(1, Math.round((pace * TEXT_TICK_MS) / 1000));
  let chars = 0;
  for (const { response } of cassette.interactions) {
    const text = Array.from(
      response.content
        .flatMap((b) => (b.type === "text" ? [b.text] : []))
        .join("\n")
        .trim(),
    );
    const input = response.content.reduce(
      (n, b) => n + (b.type === "tool_use" ? JSON.stringify(b.input).length : 0),
      0,
    );
    chars +=
      THINKING_CHARS + Math.max(0, Math.ceil(text.length / step) - 1) * step + Math.min(input, TOOL_INPUT_MAX_CHARS);
  }
  return (chars / pace) * 1000;
}

describe("the demo's pace", () => {
  it("on a terminal: each answer comes after a moment of thinking, its text as it is written", async () => {
    // Lower bounds only, from a moment taken before the lesson starts: what the test sees may come late on a busy
    // machine, never early, so the pauses measured can only look longer than they were.
    const started = Date.now();
    lesson = startLessonInTerminal(["v1"], offlineEnv());
    const seen = async (text: string) => {
      await vi.waitFor(async () => expect((await lesson!.screen()).join("\n")).toContain(text), {
        timeout: 60_000,
        interval: 10,
      });
      return Date.now();
    };
    await seen("v1 >> The tests fail.");
    const text = await seen("I'll run the tests first to see what fails.");
    const footer = await seen("↳ round 1 ·");
    // 150 characters of thinking at 250 a second, then 43 of text and 26 of tool input: 0.6 s, then 0.27 s more.
    expect(text - started).toBeGreaterThan((THINKING_CHARS / DEFAULT_PACE) * 1000);
    expect(footer - started).toBeGreaterThan(((THINKING_CHARS + 30 + 26) / DEFAULT_PACE) * 1000);
  });

  it("--pace N sets the speed, and prints exactly what the demo prints at once", async () => {
    const pace = 2000;
    const started = Date.now();
    const run = await playLesson("v1", ["--pace", String(pace)]); // in this process: the same session and loop
    const took = Date.now() - started;
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(transcript(run.stdout)).toBe(lessonRun("v1").shown); // the run without --pace, piped: at once
    const demo = loadCassette(join(ROOT, "lessons/v1-tools/cassettes/demo.json"));
    expect(took).toBeGreaterThan(pausesMs(demo, pace)); // about 0.9 s of pauses at 2000 characters a second
  });
});
