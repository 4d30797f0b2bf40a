/**
 * The hooks' configuration and matchers (shared/src/concepts/hooks/config.ts, matcher.ts): Claude Code's shape in
 * both settings files, every mistake named with its file and place, Claude Code's other events set aside, and the
 * three kinds of matcher against Claude Code's tool names and the lessons'.
 */
import { describe, expect, it } from "vitest";
import { SettingsError } from "../../../src/concepts/permission/index.ts";
import { loadHooksConfig, matchesTool, matchesValue, parseMatcher } from "../../../src/concepts/hooks/index.ts";
import { workspaceWith } from "../permission/helpers.ts";

const SETTINGS = ".workbook/settings.json";
const LOCAL = ".workbook/settings.local.json";

/** The error loading `hooks` from settings.json throws. */
function problem(hooks: unknown): string {
  try {
    loadHooksConfig(workspaceWith({ "settings.json": { hooks } }));
  } catch (err) {
    expect(err).toBeInstanceOf(SettingsError);
    return (err as Error).message;
  }
  throw new Error("no error");
}

describe("loadHooksConfig", () => {
  it("reads Claude Code's shape from both files, the project's first, with the default timeout of 60 s", () => {
    const workdir = workspaceWith({
      "settings.json": {
        permissions: { allow: ["Bash(ls *)"] },
        hooks: {
          PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "python3 check.py", timeout: 5 }] }],
          Stop: [{ hooks: [{ type: "command", command: "./stop.sh" }] }],
        },
      },
      "settings.local.json": {
        hooks: { PreToolUse: [{ matcher: "Edit|Write", hooks: [{ type: "command", command: "x" }] }] },
      },
    });
    const config = loadHooksConfig(workdir);
    expect(config.hooks.PreToolUse.map((h) => [h.matcher.text, h.command, h.timeoutMs, h.place])).toEqual([
      ["Bash", "python3 check.py", 5000, `${SETTINGS}, hooks.PreToolUse[0].hooks[0]`],
      ["Edit|Write", "x", 60_000, `${LOCAL}, hooks.PreToolUse[0].hooks[0]`],
    ]);
    expect(config.hooks.Stop.map((h) => [h.matcher.kind, h.command])).toEqual([["all", "./stop.sh"]]);
    expect(config.hooks.PostToolUse).toEqual([]);
    expect(config.ignored).toEqual([]);
  });

  it("has no hooks without settings files", () => {
    const config = loadHooksConfig(workspaceWith());
    expect(Object.values(config.hooks).flat()).toEqual([]);
  });

  it("sets aside Claude Code's other events and hook types, saying where", () => {
    const workdir = workspaceWith({
      "settings.json": {
        hooks: {
          Notification: [{ hooks: [{ type: "command", command: "notify-send hi" }] }],
          Stop: [{ hooks: [{ type: "prompt", prompt: "Done?" }] }],
        },
      },
    });
    const config = loadHooksConfig(workdir);
    expect(config.ignored).toEqual([
      `${SETTINGS}, hooks.Notification: an event of Claude Code's the kit does not run.`,
      `${SETTINGS}, hooks.Stop[0].hooks[0]: a prompt hook of Claude Code's; the kit runs command hooks only.`,
    ]);
    expect(config.hooks.Stop).toEqual([]);
  });

  it("names each mistake with its file and place", () => {
    const hook = { type: "command", command: "x" };
    expect(problem([])).toBe(`${SETTINGS}, hooks: must be an object of events.`);
    expect(problem({ PreToolUs: [] })).toBe(
      `${SETTINGS}, hooks.PreToolUs: is not a hook event (the kit runs PreToolUse, PostToolUse, UserPromptSubmit, Stop, SessionStart). Did you mean PreToolUse?`,
    );
    expect(problem({ Stop: {} })).toBe(`${SETTINGS}, hooks.Stop: must be a list of {"matcher", "hooks"}.`);
    expect(problem({ Stop: ["x"] })).toBe(`${SETTINGS}, hooks.Stop[0]: must be an object {"matcher", "hooks"}.`);
    expect(problem({ PreToolUse: [{ matcher: 3, hooks: [hook] }] })).toBe(
      `${SETTINGS}, hooks.PreToolUse[0].matcher: must be a string.`,
    );
    expect(problem({ PreToolUse: [{ matcher: "Bash(", hooks: [hook] }] })).toMatch(
      /^\.workbook\/settings\.json, hooks\.PreToolUse\[0\]\.matcher: is not a valid regular expression: .+\.$/,
    );
    expect(problem({ Stop: [{ hooks: hook }] })).toBe(`${SETTINGS}, hooks.Stop[0].hooks: must be a list of hooks.`);
    expect(problem({ Stop: [{ hooks: [{ command: "x" }] }] })).toBe(
      `${SETTINGS}, hooks.Stop[0].hooks[0].type: must be "command".`,
    );
    expect(problem({ Stop: [{ hooks: [{ type: "command", command: " " }] }] })).toBe(
      `${SETTINGS}, hooks.Stop[0].hooks[0].command: must be a command, written as a string.`,
    );
    for (const timeout of [0, -1, "60", null])
      expect(problem({ Stop: [{ hooks: [{ ...hook, timeout }] }] })).toBe(
        `${SETTINGS}, hooks.Stop[0].hooks[0].timeout: must be a number of seconds greater than 0.`,
      );
  });

  it("names a settings file that is not JSON, as the permission concept does", () => {
    expect(() => loadHooksConfig(workspaceWith({ "settings.local.json": "{hooks" }))).toThrow(
      /^\.workbook\/settings\.local\.json: invalid JSON: /,
    );
  });
});

describe("matchers", () => {
  it("*, an empty string or none match every tool", () => {
    for (const text of ["*", "", undefined]) {
      const m = parseMatcher(text);
      expect(m.kind).toBe("all");
      expect(["Bash", "glob", "mcp__s__t"].every((n) => matchesTool(m, n))).toBe(true);
    }
  });

  it("letters, digits, _, -, ',', | and spaces make an exact list, of Claude Code's names or the lessons'", () => {
    const m = parseMatcher("Bash | Edit,write_file");
    expect(m).toEqual({ kind: "list", text: "Bash | Edit,write_file", names: ["Bash", "Edit", "write_file"] });
    expect(["bash", "Bash", "edit_file", "Edit", "Write", "write_file"].every((n) => matchesTool(m, n))).toBe(true);
    expect(["Read", "read_file", "Bashful", "glob"].some((n) => matchesTool(m, n))).toBe(false);
    expect(matchesTool(parseMatcher("Read"), "read_file")).toBe(true);
    expect(matchesTool(parseMatcher("Bas"), "Bash")).toBe(false);
  });

  it("anything else is an unanchored regular expression", () => {
    expect(matchesTool(parseMatcher("mcp__.*"), "mcp__github__search")).toBe(true);
    expect(matchesTool(parseMatcher("as."), "Bash")).toBe(true);
    expect(matchesTool(parseMatcher("^Ba"), "bash")).toBe(true); // through Claude Code's name
    expect(matchesTool(parseMatcher("^Ba"), "glob")).toBe(false);
    expect(matchesTool(parseMatcher("_file$"), "Read")).toBe(true); // through the lessons' name
    expect(() => parseMatcher("[")).toThrow(/^is not a valid regular expression: /);
  });

  it("SessionStart's matcher reads its source", () => {
    expect(matchesValue(parseMatcher("startup|resume"), "startup")).toBe(true);
    expect(matchesValue(parseMatcher("startup|resume"), "compact")).toBe(false);
  });
});
