import { describe, expect, it } from "vitest";
import { UsageError } from "../src/cli.ts";
import { lessonSettings } from "../src/lesson.ts";
import {
  readSettings,
  settingsHelp,
  switchSetting,
  textSetting,
  wholeNumberSetting,
  wordSetting,
} from "../src/settings.ts";
import { START_OVER, TEAM_FILES } from "../src/concepts/team/team-files.ts";

const THRESHOLD = wholeNumberSetting(
  "COMPACT_THRESHOLD",
  50_000,
  "the input tokens past which the history is compacted",
);
const AGENT = wordSetting("AGENT_NAME", "main", "who this agent is");

describe("a lesson's settings", () => {
  it("have their default when unset, and their value read and checked when set", () => {
    const values = readSettings([THRESHOLD, AGENT, START_OVER], { COMPACT_THRESHOLD: "3000", START_OVER: "1" });
    expect(values.get(THRESHOLD)).toBe(3000);
    expect(values.get(AGENT)).toBe("main");
    expect(values.get(START_OVER)).toBe(true);
    expect(readSettings([START_OVER], {}).get(START_OVER)).toBe(false);
    expect(
      readSettings([textSetting("FALLBACK_MODEL", "claude-haiku-4-5", "x")], {})
        .values()
        .next().value,
    ).toBe("claude-haiku-4-5");
  });

  it.each([
    [
      THRESHOLD,
      "abc",
      'COMPACT_THRESHOLD is "abc": it must be a positive whole number (such as 50000), or not set at all.',
    ],
    [THRESHOLD, "", 'COMPACT_THRESHOLD is "": it must be a positive whole number (such as 50000), or not set at all.'],
    [
      AGENT,
      "../x",
      'AGENT_NAME is "../x": it must be one word of letters, digits, ".", "_" or "-", or not set at all.',
    ],
    [START_OVER, "yes", 'START_OVER is "yes": it must be 1 (on) or 0 (off), or not set at all.'],
  ])("refuse a bad value as a usage error naming the variable (%s=%j)", (setting, value, message) => {
    expect(() => readSettings([setting], { [setting.name]: value })).toThrow(new UsageError(message));
  });

  it("of a kit concept come with the concept: a lesson that uses the team's files reads START_OVER", () => {
    expect(lessonSettings({ concepts: [TEAM_FILES], settings: [AGENT] }).map((s) => s.name)).toEqual([
      "START_OVER",
      "AGENT_NAME",
    ]);
  });

  it("are listed by the help, each with what it sets and its default", () => {
    expect(settingsHelp([THRESHOLD, START_OVER])).toBe(
      `Settings of this lesson (environment variables, checked at the start):
  COMPACT_THRESHOLD        the input tokens past which the history is compacted (default 50000)
  START_OVER               clear .team/ and .tasks/ at the start instead of resuming them (1: on; default off)

`,
    );
  });
});
