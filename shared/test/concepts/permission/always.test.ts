/**
 * "always" (shared/src/concepts/permission/always.ts): the narrowest rule for a call, written to
 * `.workbook/settings.local.json` under the lock, the rest of the file kept; a file that cannot be read is never
 * overwritten.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  addAllowRules,
  callTargets,
  narrowestRules,
  RulesPolicy,
  SettingsError,
} from "../../../src/concepts/permission/index.ts";
import { workspaceWith } from "./helpers.ts";

const context = { workdir: "/work/ws", home: "/home/learner" };

/** The narrowest rules for a call in the workspace /work/ws. */
async function narrowest(name: string, input: object): Promise<string[]> {
  return narrowestRules(await callTargets({ name, input }, context), context);
}

/** The local settings file's JSON. */
function localSettings(dir: string): unknown {
  return JSON.parse(readFileSync(join(dir, ".workbook/settings.local.json"), "utf-8"));
}

describe("the narrowest rule for a call", () => {
  it("Bash: one exact rule per simple command, wrappers stripped, and an Edit for a redirect outside", async () => {
    expect(await narrowest("bash", { command: "npm test" })).toEqual(["Bash(npm test)"]);
    expect(await narrowest("bash", { command: "timeout 5 npm test && npm test | tee /tmp/log" })).toEqual([
      "Bash(npm test)",
      "Bash(tee /tmp/log)",
    ]);
    expect(await narrowest("bash", { command: "echo x > /tmp/out.txt" })).toEqual([
      "Bash(echo x)",
      "Edit(//tmp/out.txt)",
    ]);
  });

  it("none when the parser asks: no rule can allow that", async () => {
    expect(await narrowest("bash", { command: "PATH=/x npm test" })).toEqual([]);
  });

  it("file tools: the path, ./ in the workspace, // outside, gitignore's characters escaped; Write as Edit", async () => {
    expect(await narrowest("edit_file", { path: "src/slug.js" })).toEqual(["Edit(./src/slug.js)"]);
    expect(await narrowest("write_file", { path: "src/[id].js" })).toEqual(["Edit(./src/\\[id\\].js)"]);
    expect(await narrowest("read_file", { path: "/etc/hosts" })).toEqual(["Read(//etc/hosts)"]);
    expect(await narrowest("mcp__notes__add", {})).toEqual(["mcp__notes__add"]);
  });
});

describe("writing the rule", () => {
  it("adds it to settings.local.json, keeps the rest, and the policy allows the call from then on", async () => {
    const dir = workspaceWith({
      "settings.local.json": { model: "x", permissions: { allow: ["Bash(ls *)"], deny: ["Bash(rm *)"] } },
    });
    const policy = new RulesPolicy({ workdir: dir, terminal: false });
    const call = { name: "edit_file", input: { path: "src/slug.js" } };
    expect((await policy.check(call)).decision).toBe("deny");
    expect(await policy.alwaysRules(call)).toEqual(["Edit(./src/slug.js)"]);
    expect(localSettings(dir)).toEqual({
      model: "x",
      permissions: { allow: ["Bash(ls *)", "Edit(./src/slug.js)"], deny: ["Bash(rm *)"] },
    });
    expect(await policy.check(call)).toEqual({
      decision: "allow",
      reason: "Allowed by the allow rule Edit(./src/slug.js) in .workbook/settings.local.json.",
      rule: "Edit(./src/slug.js)",
      source: ".workbook/settings.local.json",
    });
    expect(await policy.alwaysRules(call)).toEqual([]); // already there: not written twice
    expect(readdirSync(join(dir, ".workbook")).sort()).toEqual(["settings.local.json"]); // no lock, no temporary file
  });

  it("writes only what the rules there are leave: npm test && curl x under Bash(npm test) writes Bash(curl x)", async () => {
    const dir = workspaceWith({ "settings.json": { permissions: { allow: ["Bash(npm test)"] } } });
    const policy = new RulesPolicy({ workdir: dir, terminal: false });
    const call = { name: "bash", input: { command: "npm test && curl x" } };
    expect((await policy.check(call)).reason).toContain('To allow it, add "Bash(curl x)" to permissions.allow');
    expect(await policy.alwaysRules(call)).toEqual(["Bash(curl x)"]);
    expect((await policy.check(call)).reason).toBe(
      "Allowed by the allow rules Bash(npm test) in .workbook/settings.json and Bash(curl x) in .workbook/settings.local.json.",
    );
  });

  it("makes .workbook/ and the file when there are none", async () => {
    const dir = workspaceWith();
    expect(await addAllowRules(dir, ["Bash(npm test)"])).toEqual(["Bash(npm test)"]);
    expect(localSettings(dir)).toEqual({ permissions: { allow: ["Bash(npm test)"] } });
  });

  it("two writers at once both land: each re-reads the file under the lock", async () => {
    const dir = workspaceWith({ "settings.local.json": {} });
    const rules = Array.from({ length: 4 }, (_, i) => `Bash(task ${i})`);
    await Promise.all(rules.map((rule) => addAllowRules(dir, [rule])));
    expect((localSettings(dir) as { permissions: { allow: string[] } }).permissions.allow.sort()).toEqual(rules);
  });

  it("never overwrites a file it cannot read, nor writes a rule that would not load", async () => {
    const dir = workspaceWith({ "settings.local.json": "{ not json" });
    await expect(addAllowRules(dir, ["Bash(npm test)"])).rejects.toThrow(SettingsError);
    expect(readFileSync(join(dir, ".workbook/settings.local.json"), "utf-8")).toBe("{ not json");
    writeFileSync(join(dir, ".workbook/settings.local.json"), '{"permissions": {"allow": "Bash"}}');
    await expect(addAllowRules(dir, ["Bash(x)"])).rejects.toThrow(
      ".workbook/settings.local.json, permissions.allow: must be a list of rules.",
    );
    await expect(addAllowRules(dir, ["Bash(x"])).rejects.toThrow('"Bash(x" opens "(" without closing it at its end.');
  });
});
