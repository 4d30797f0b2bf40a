/**
 * Lesson s10's concept: the system prompt. The demo's requests (CLAUDE.md and the file it imports, the sections in
 * their order, three breakpoints) and its cache figures; twenty rounds that send the same bytes; the prompt built
 * again after an instructions file changed (by bash too); a replay under another time zone that sends the same
 * bytes; `--print-system-prompt`.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { call, cassette, say } from "@agent-workbook/kit/authoring/cassette-script";
import { minimumCacheable } from "@agent-workbook/kit/authoring/cache-accounting";
import { STARTED_AT, TIME_ZONE } from "../cassettes/script.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const DIR = join(ROOT, "lessons", "s10-prompt");
const DEMO = join(DIR, "cassettes", "demo.json");

/** A fresh copy of the demo's workspace. */
function workspace(): string {
  const dir = scratchDir("workbook-s10-");
  cpSync(join(DIR, "sample"), dir, { recursive: true });
  return dir;
}

/** A cassette of `steps` in the demo's workspace, with the demo's values from outside (git: none, each round). */
function tape(name: string, steps: ReturnType<typeof say>[][]): string {
  const outside = [
    { calls: 0, what: "wall-start", value: STARTED_AT },
    { calls: 0, what: "time-zone", value: TIME_ZONE },
    { calls: 0, what: "platform", value: "linux" },
    ...steps.map((_, n) => ({ calls: n, what: "git", value: null })),
  ];
  const file = join(scratchDir("workbook-s10-tape-"), `${name}.json`);
  writeFileSync(file, JSON.stringify({ ...cassette("s10", name, ["go"], steps), outside }));
  return file;
}

type Block = { type: string; text?: string; cache_control?: unknown };
const marks = (blocks: Block[]) => blocks.filter((b) => b.cache_control).length;

describe("s10: the system prompt", () => {
  it("sends the demo's sections in order, CLAUDE.md with the file it imports, and three breakpoints", () => {
    const run = lessonRun("s10"); // the demo as the learner plays it (the global setup's run)
    expect(run.code, run.stderr).toBe(0);
    const first = run.requests[0] as unknown as {
      system: Block[];
      tools: Block[];
      messages: { content: Block[] }[];
    };
    const texts = first.system.map((b) => b.text ?? "");
    expect(texts[0]).toMatch(/^You are a coding agent at /);
    expect(texts[1]).toMatch(/^How to use the tools:/);
    expect(texts[2]).toMatch(
      /^Environment:\n- workspace: \S+\n- platform: linux\n- date: 2026-03-14 \(time zone Europe\/Paris\)\n- git: not a git repository$/,
    );
    expect(texts[3]).toContain(
      'The style of its code is in @docs/style.md\n<imported path="docs/style.md">\n# Style\n',
    );
    expect(texts[3]).toMatch(/^<instructions path="CLAUDE.md">\n[\s\S]*<\/instructions>$/);
    expect(first.system.map((b) => !!b.cache_control)).toEqual([false, true, false, false]);
    expect(marks(first.tools)).toBe(1);
    expect(first.tools.at(-1)?.cache_control).toEqual({ type: "ephemeral" });
    expect(first.messages.at(-1)?.content.at(-1)?.cache_control).toEqual({ type: "ephemeral" });
    // After CLAUDE.md was edited (round 3), the fourth request holds the new line; the fixed part is the same.
    const fourth = run.requests[3] as unknown as { system: Block[] };
    expect(fourth.system[3].text).toContain("Amounts always have two decimals (formatAmount).");
    expect(fourth.system.slice(0, 2)).toEqual(first.system.slice(0, 2));
    expect(run.shown).toContain("📜 system prompt built again: CLAUDE.md changed");
  });

  it("has the cache's figures of its requests: read from round 2, and only the fixed part after CLAUDE.md changed", () => {
    const usage = (
      JSON.parse(readFileSync(DEMO, "utf-8")) as {
        interactions: { response: { usage: Record<string, number> } }[];
      }
    ).interactions.map((i) => i.response.usage);
    expect(minimumCacheable("claude-sonnet-4-6")).toBe(2048);
    expect(usage[0].cache_read_input_tokens).toBe(0);
    expect(usage[0].cache_creation_input_tokens).toBeGreaterThanOrEqual(2048);
    for (const n of [1, 2])
      expect(usage[n].cache_read_input_tokens).toBe(
        usage[n - 1].cache_read_input_tokens + usage[n - 1].cache_creation_input_tokens,
      );
    // The partial hit: the tools and the fixed sections read, less than the round before read and wrote.
    expect(usage[3].cache_read_input_tokens).toBeGreaterThanOrEqual(2048);
    expect(usage[3].cache_read_input_tokens).toBeLessThan(usage[2].cache_read_input_tokens);
    expect(usage[3].cache_creation_input_tokens).toBeGreaterThan(0);
  });

  it("sends the same system and tools, byte for byte, in 20 rounds where no source changes", async () => {
    const steps = [
      ...Array.from({ length: 19 }, (_, n) => [
        call("read_file", { path: n % 2 ? "src/cart.js" : "src/receipt.js" }),
      ]),
      [say("Read.")],
    ];
    const run = await playLesson("s10", [
      "--replay",
      tape("twenty", steps),
      "--workdir",
      workspace(),
    ]);
    expect(run.code).toBe(0);
    expect(run.requests).toHaveLength(20);
    const fixed = (r: (typeof run.requests)[number]) =>
      JSON.stringify({ system: r.system, tools: r.tools });
    expect(new Set(run.requests.map(fixed)).size).toBe(1);
    expect(run.shown.match(/📜 system prompt/g)).toHaveLength(1);
  });

  it("builds the prompt again when bash changes CLAUDE.md, and names what changed", async () => {
    const steps = [
      [call("bash", { command: "printf '\\nRun the tests after each change.\\n' >> CLAUDE.md" })],
      [say("Noted.")],
    ];
    const run = await playLesson("s10", [
      "--replay",
      tape("bash-edit", steps),
      "--workdir",
      workspace(),
    ]);
    expect(run.code).toBe(0);
    const system = (n: number) => (run.requests[n].system as Block[]).map((b) => b.text).join("\n");
    expect(system(0)).not.toContain("Run the tests after each change.");
    expect(system(1)).toContain("Run the tests after each change.");
    expect(run.shown).toContain("📜 system prompt built again: CLAUDE.md changed");
  });

  it("replays under another time zone and day with the same requests (the zone and the start are recorded)", async () => {
    const recorded = lessonRun("s10").recorded!; // every request the demo sent, whole
    // Honolulu: the recorded start (09:30 UTC) is the day before there; Paris is what the recording says.
    const before = process.env.TZ;
    process.env.TZ = "Pacific/Honolulu"; // the process's zone: Intl and Date read it
    try {
      const replay = await playLesson("s10", [
        "--replay",
        recorded,
        "--strict",
        "--workdir",
        workspace(),
      ]);
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Pacific/Honolulu");
      expect(replay.stderr + replay.stdout).not.toContain("differs");
      expect(replay.code, replay.stderr + replay.stdout).toBe(0);
      expect(replay.requests).toHaveLength(4);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("--print-system-prompt prints each section with its source and size, and the breakpoints, then exits", async () => {
    const run = await playLesson("s10", [
      "--replay",
      DEMO,
      "--workdir",
      workspace(),
      "--print-system-prompt",
    ]);
    expect(run.code).toBe(0);
    expect(run.requests).toHaveLength(0);
    expect(run.shown).toContain("◆ cache breakpoint 1: on the last tool");
    expect(run.shown).toMatch(
      /── tools \(TOOL_GUIDE, \d+ chars, fixed\) ──\nHow to use the tools:/,
    );
    expect(run.shown).toContain(
      "◆ cache breakpoint 2: after the fixed sections\n── environment (session.outside,",
    );
    expect(run.shown).toMatch(
      /── instructions \(CLAUDE\.md, \d+ chars\) ──\n<instructions path="CLAUDE.md">/,
    );
  });
});
