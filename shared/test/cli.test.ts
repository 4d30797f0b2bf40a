import { describe, expect, it } from "vitest";
import { parseLessonArgs, UsageError } from "../src/cli.ts";

describe("lesson arguments", () => {
  it("parses every option", () => {
    expect(
      parseLessonArgs([
        "-p",
        "do it",
        "--replay",
        "a.json",
        "--record",
        "b.json",
        "--strict",
        "--provider",
        "replay",
        "--workdir",
        "w",
        "--yes",
      ]),
    ).toEqual({
      prompt: "do it",
      replay: "a.json",
      record: "b.json",
      strict: true,
      provider: "replay",
      workdir: "w",
      yes: true,
      help: false,
    });
    expect(parseLessonArgs([])).toEqual({ strict: false, yes: false, help: false });
  });

  it.each([
    [["--nope"], "Unknown option '--nope'"],
    [["stray"], "Unexpected argument: stray"],
    [["--provider", "gemini"], "Unknown provider: gemini (choose anthropic, openai, replay)"],
    [["--strict"], "--strict only makes sense with --replay FILE"],
    [["-p"], "Option '-p, --prompt <value>' argument missing"],
    [["-p", "  "], "-p needs a non-empty task"],
  ])("rejects %j", (argv, message) => {
    expect(() => parseLessonArgs(argv)).toThrow(UsageError);
    expect(() => parseLessonArgs(argv)).toThrow(message);
  });
});
