import { describe, expect, it } from "vitest";
import { closest, parseCommandLine, parseLessonArgs, UsageError, usage, wholeNumber } from "../src/cli.ts";

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
      own: {},
    });
    expect(parseLessonArgs([])).toEqual({ strict: false, yes: false, help: false, own: {} });
  });

  describe("a lesson's own options", () => {
    const lesson = {
      options: [
        { name: "mode", value: "MODE", help: "how permission is asked: default | plan | auto" },
        { name: "show-system", help: "print the system prompt before the first turn" },
      ],
    };

    it("are parsed beside the kit's, apart from them", () => {
      const args = parseLessonArgs(["--mode", "plan", "--show-system", "-y"], lesson);
      expect(args.own).toEqual({ mode: "plan", "show-system": true });
      expect(args.yes).toBe(true);
      expect(parseLessonArgs([], lesson).own).toEqual({});
    });

    it("are refused where the lesson does not declare them, and an unknown one is still a usage error", () => {
      expect(() => parseLessonArgs(["--mode", "plan"])).toThrow(new UsageError("Unknown option: --mode"));
      expect(() => parseLessonArgs(["--mdoe", "plan"], lesson)).toThrow(
        new UsageError("Unknown option: --mdoe (did you mean --mode?)"),
      );
      expect(() => parseLessonArgs(["--mode"], lesson)).toThrow(new UsageError("--mode needs a value: --mode MODE"));
    });

    it("are shown by the help, under the kit's", () => {
      const help = usage("s20", "", lesson);
      expect(help).toContain(
        "  -h, --help           show this help\n      --mode MODE      how permission is asked: default | plan | auto\n      --show-system    print the system prompt before the first turn\n",
      );
    });

    it("cannot take a kit option's name", () => {
      expect(() => parseLessonArgs([], { options: [{ name: "workdir", help: "mine" }] })).toThrow(
        "The lesson's option --workdir is one of the kit's: give it another name.",
      );
    });
  });

  it("takes --pace in characters a second, a fraction or 0 too", () => {
    expect(parseLessonArgs(["--pace", "120"]).pace).toBe(120);
    expect(parseLessonArgs(["--pace=0"]).pace).toBe(0);
    expect(parseLessonArgs(["--replay", "a.json", "--pace", "62.5"]).pace).toBe(62.5);
  });

  it.each([
    [["--nope"], "Unknown option: --nope"],
    [["--replya", "a.json"], "Unknown option: --replya (did you mean --replay?)"],
    [["--Yes"], "Unknown option: --Yes (did you mean --yes?)"],
    [["-x"], "Unknown option: -x"],
    [["stray"], "Unexpected argument: stray (a task goes after -p, in quotes)"],
    [["--provider", "gemini"], "Unknown provider: gemini (choose anthropic, openai, replay)"],
    [["--strict"], "--strict only makes sense with --replay FILE"],
    [["-p"], "-p needs a value: -p TEXT"],
    [["-yp"], "--prompt needs a value: --prompt TEXT"],
    [["--workdir"], "--workdir needs a value: --workdir DIR"],
    [["-p", "-y"], "-p needs a value: -p TEXT (one that starts with a dash goes as --prompt=-…)"],
    [["--yes=no"], "--yes takes no value"],
    [["-p", "  "], "-p needs a non-empty task"],
    [["--pace", "fast"], '--pace needs a number of characters a second, such as 250 (0: no pauses), not "fast"'],
    [["--pace", "-5"], "--pace needs a value: --pace N (one that starts with a dash goes as --pace=-…)"],
    [["--pace=-5"], '--pace needs a number of characters a second, such as 250 (0: no pauses), not "-5"'],
    [["--pace", "100", "-p", "hi"], "--pace is for watching a session; -p prints only the final answer, at once"],
  ])("rejects %j, in one line of the workbook's own words", (argv, message) => {
    expect(() => parseLessonArgs(argv)).toThrow(UsageError);
    expect(() => parseLessonArgs(argv)).toThrow(new UsageError(message));
  });
});

describe("parseCommandLine", () => {
  const options = { stat: { type: "boolean" }, html: { type: "string" } } as const;
  const help = "Usage: pnpm thing [options]\n  --html FILE   write a page\n  --stat        a summary\n";
  it.each([
    [["--stat"], undefined],
    [["--sta"], "Unknown option: --sta (did you mean --stat?)"],
    [["--htlm", "x"], "Unknown option: --htlm (did you mean --html?)"],
    [["--frobnicate"], "Unknown option: --frobnicate"],
    [["--html"], "--html needs a value: --html FILE"],
    [["stray"], "Unexpected argument: stray"],
  ])("%j → %s", (args, message) => {
    const parse = () => parseCommandLine({ args, options }, help);
    if (message === undefined) expect(parse().values).toEqual({ stat: true });
    else expect(parse).toThrow(new UsageError(message));
  });

  it("names the value from the usage only when the usage shows one", () => {
    expect(() => parseCommandLine({ args: ["--html"], options })).toThrow(new UsageError("--html needs a value"));
    expect(usage()).toContain("--pace N ");
  });
});

describe("closest", () => {
  it("is the one candidate a typo or two away, case ignored; none when two are as near, or none near", () => {
    expect(closest("V2", ["v0", "v1", "v2"])).toBe("v2");
    expect(closest("s3", ["v0", "s03", "s05"])).toBe("s03");
    expect(closest("v9", ["v0", "v1", "v2"])).toBeUndefined(); // as near to each
    expect(closest("--chek", ["--check", "--help"])).toBe("--check");
    expect(closest("--workdri", ["--workdir", "--record"])).toBe("--workdir");
    expect(closest("todo", ["v2-todo", "s03-todo"])).toBeUndefined();
    expect(closest("x", [])).toBeUndefined();
  });
});

describe("wholeNumber", () => {
  it("reads an option's whole number, and refuses anything else in words that name the option", () => {
    expect(wholeNumber("5", "runs", 1)).toBe(5);
    expect(wholeNumber("0", "hogs", 0)).toBe(0);
    for (const [text, least] of [
      ["x", 1],
      ["1.5", 1],
      ["0", 1],
      ["", 1],
      ["-1", 0],
    ] as const)
      expect(() => wholeNumber(text, "runs", least)).toThrow(
        new UsageError(`--runs needs a whole number of at least ${least}, not "${text}"`),
      );
  });
});
