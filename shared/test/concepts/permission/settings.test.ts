/**
 * The permission settings (shared/src/concepts/permission/settings.ts): both files read and merged, and every
 * problem named with its file and place, never read as "no rules".
 */
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadPermissionSettings, RulesPolicy, SettingsError } from "../../../src/concepts/permission/index.ts";
import { workspaceWith } from "./helpers.ts";

/** The message loading the workspace's settings fails with. */
function loadError(dir: string): string {
  try {
    loadPermissionSettings(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(SettingsError);
    return (err as Error).message;
  }
  throw new Error("the settings loaded");
}

describe("loading the settings", () => {
  it("no .workbook/ folder, or no files in it: no rules, no mode", () => {
    expect(loadPermissionSettings(workspaceWith())).toEqual({ allow: [], ask: [], deny: [] });
    const dir = workspaceWith();
    mkdirSync(join(dir, ".workbook"));
    expect(loadPermissionSettings(dir)).toEqual({ allow: [], ask: [], deny: [] });
  });

  it("merges the lists of both files, each rule with its file; the local file's mode wins", () => {
    const dir = workspaceWith({
      "settings.json": { permissions: { allow: ["Bash(npm test)"], deny: ["Bash(rm *)"], defaultMode: "plan" } },
      "settings.local.json": {
        permissions: { allow: ["Bash(ls *)"], ask: ["Bash(git push *)"], defaultMode: "dontAsk" },
      },
    });
    const settings = loadPermissionSettings(dir);
    const shown = (rules: typeof settings.allow) => rules.map((r) => `${r.text} @ ${r.source}`);
    expect(shown(settings.allow)).toEqual([
      "Bash(npm test) @ .workbook/settings.json",
      "Bash(ls *) @ .workbook/settings.local.json",
    ]);
    expect(shown(settings.ask)).toEqual(["Bash(git push *) @ .workbook/settings.local.json"]);
    expect(shown(settings.deny)).toEqual(["Bash(rm *) @ .workbook/settings.json"]);
    expect(settings.defaultMode).toBe("dontAsk");
  });

  it("a deny in either file holds against an allow in the other", async () => {
    const dir = workspaceWith({
      "settings.json": { permissions: { allow: ["Bash"] } },
      "settings.local.json": { permissions: { deny: ["Bash(curl *)"] } },
    });
    const policy = new RulesPolicy({ workdir: dir, terminal: false });
    expect(await policy.decide({ name: "bash", input: { command: "curl x" } })).toEqual({
      decision: "deny",
      reason: "Denied by the deny rule Bash(curl *) in .workbook/settings.local.json.",
      rule: "Bash(curl *)",
      source: ".workbook/settings.local.json",
    });
  });

  it("keeps other keys of the file to themselves (s19's mcpServers, hooks)", () => {
    const dir = workspaceWith({ "settings.json": { hooks: {}, permissions: { allow: ["mcp__notes"], other: 1 } } });
    expect(loadPermissionSettings(dir).allow.map((r) => r.text)).toEqual(["mcp__notes"]);
  });
});

describe("bad settings are named with their file and place", () => {
  it("invalid JSON", () => {
    expect(loadError(workspaceWith({ "settings.json": '{"permissions": {"deny": ["Bash(rm *)"],}}' }))).toMatch(
      /^\.workbook\/settings\.json: invalid JSON: .* at position 40 \(line 1 column 41\)\.$/,
    );
  });

  it("not an object, a permissions that is not an object, a list that is not a list, a rule that is not a string", () => {
    expect(loadError(workspaceWith({ "settings.json": "[]" }))).toBe(
      ".workbook/settings.json: must hold a JSON object ({ … }).",
    );
    expect(loadError(workspaceWith({ "settings.local.json": { permissions: [] } }))).toBe(
      ".workbook/settings.local.json, permissions: must be an object.",
    );
    expect(loadError(workspaceWith({ "settings.json": { permissions: { deny: "Bash(rm *)" } } }))).toBe(
      ".workbook/settings.json, permissions.deny: must be a list of rules.",
    );
    expect(loadError(workspaceWith({ "settings.json": { permissions: { allow: ["Bash(ls *)", 3] } } }))).toBe(
      ".workbook/settings.json, permissions.allow[1]: must be a rule, written as a string.",
    );
  });

  it("a rule that does not parse", () => {
    expect(loadError(workspaceWith({ "settings.json": { permissions: { deny: ["Bash(rm *)", "Bash(rm"] } } }))).toBe(
      '.workbook/settings.json, permissions.deny[1]: "Bash(rm" opens "(" without closing it at its end.',
    );
  });

  it("an unknown mode; auto, refused as not supported here", () => {
    expect(loadError(workspaceWith({ "settings.json": { permissions: { defaultMode: "yolo" } } }))).toBe(
      '.workbook/settings.json, permissions.defaultMode: "yolo" is not a permission mode: use one of default, acceptEdits, plan, dontAsk, bypassPermissions.',
    );
    expect(loadError(workspaceWith({ "settings.local.json": { permissions: { defaultMode: "auto" } } }))).toBe(
      '.workbook/settings.local.json, permissions.defaultMode: "auto" is not supported here: it lets a model classifier decide, which this workbook does not have. Use one of default, acceptEdits, plan, dontAsk, bypassPermissions.',
    );
  });

  it("a deny list that cannot be read never becomes 'allow everything': a folder, a link, an unreadable file", () => {
    const folder = workspaceWith();
    mkdirSync(join(folder, ".workbook/settings.json"), { recursive: true });
    expect(loadError(folder)).toBe(".workbook/settings.json: is not a file.");
    const link = workspaceWith({ "elsewhere.json": { permissions: {} } });
    symlinkSync(join(link, ".workbook/elsewhere.json"), join(link, ".workbook/settings.local.json"));
    expect(loadError(link)).toBe(".workbook/settings.local.json: is a link; settings are read from a file only.");
    const linkedFolder = workspaceWith();
    symlinkSync(workspaceWith({ "settings.json": {} }), join(linkedFolder, ".workbook"));
    expect(loadError(linkedFolder)).toBe(".workbook: is not a folder of the workspace itself (a file or a link).");
    if (process.getuid?.() !== 0) {
      const unreadable = workspaceWith({ "settings.json": { permissions: { deny: ["Bash"] } } });
      chmodSync(join(unreadable, ".workbook/settings.json"), 0);
      expect(loadError(unreadable)).toBe(".workbook/settings.json: cannot be read (EACCES).");
    }
  });

  it("the policy does not start on bad settings", () => {
    const dir = workspaceWith();
    mkdirSync(join(dir, ".workbook"));
    writeFileSync(join(dir, ".workbook/settings.json"), "{");
    expect(() => new RulesPolicy({ workdir: dir, terminal: false })).toThrow(
      /^\.workbook\/settings\.json: invalid JSON/,
    );
  });
});
