/**
 * The kit's order of rules and Bash matcher (src/concepts/permission/decide.ts, region `rules`) are s03p's, the
 * lesson that teaches them, which later lessons take from the kit: the region is s03p's word for word (the same
 * text is the same behaviour), and both decide the same calls the same way. A change to one that is not made to
 * the other fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as s03p from "../../../../lessons/s03p-permission/agent.ts";
import * as kit from "../../../src/concepts/permission/decide.ts";
import { RulesPolicy } from "../../../src/concepts/permission/index.ts";
import { workspaceWith } from "./helpers.ts";

/** The lines of a file's region `rules`, markers included. */
function rules(file: string): string {
  const text = readFileSync(file, "utf-8");
  const start = text.indexOf("// #region rules\n");
  const end = text.indexOf("// #endregion rules\n");
  expect(start, file).toBeGreaterThanOrEqual(0);
  expect(end, file).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe("the kit's order of rules", () => {
  it("is s03p's region rules, word for word", () => {
    const lesson = join(import.meta.dirname, "../../../../lessons/s03p-permission/agent.ts");
    expect(rules(join(import.meta.dirname, "../../../src/concepts/permission/decide.ts"))).toBe(rules(lesson));
  });

  it("decides as s03p does, mode by mode", async () => {
    const permissions = {
      allow: ["Bash(npm test)", "Bash(git:*)", "Edit(./src/**)"],
      ask: ["Bash(git push *)"],
      deny: ["Bash(rm *)", "Read(./.env)"],
    };
    const calls = [
      { name: "bash", input: { command: "npm test && git status" } },
      { name: "bash", input: { command: "git push origin main" } },
      { name: "bash", input: { command: "sudo rm -rf /" } },
      { name: "bash", input: { command: "npm run build" } },
      { name: "edit_file", input: { path: "src/a.ts" } },
      { name: "write_file", input: { path: "notes.md" } },
      { name: "read_file", input: { path: ".env" }, needsPermission: false },
      { name: "glob", input: { pattern: "*" }, needsPermission: false },
    ];
    for (const mode of ["default", "acceptEdits", "plan", "dontAsk", "bypassPermissions"] as const) {
      const workdir = workspaceWith({ "settings.json": { permissions } });
      const theirs = new RulesPolicy({ workdir, mode, terminal: true, decide: s03p.decideTargets });
      const ours = new RulesPolicy({ workdir, mode, terminal: true, decide: kit.decideTargets });
      for (const call of calls) expect(await ours.decide(call)).toEqual(await theirs.decide(call));
    }
    for (const specifier of ["ls *", "ls*", "git:*", "npm test", "a*b", "x.y (z)"])
      expect(kit.bashPattern(specifier)).toEqual(s03p.bashPattern(specifier));
  });
});
