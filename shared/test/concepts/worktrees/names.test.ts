/** Worktree names, and what the worktrees' events show: no git needed. */
import { describe, expect, it } from "vitest";
import { checkWorktreeName, eventLine } from "@agent-workbook/kit/concepts/worktrees";
import { display } from "@agent-workbook/kit/displays/worktrees/lines";
import type { WorktreeEvent } from "@agent-workbook/kit/displays/worktrees/events";

describe("checkWorktreeName", () => {
  it("takes letters, digits, '.', '_' and '-', 1 to 64 of them", () => {
    for (const name of ["a", "parser-fix", "v1.2_rc", "A".repeat(64), "-x"])
      expect(() => checkWorktreeName(name)).not.toThrow();
  });

  it("refuses each broken rule with its reason", () => {
    const form = "a name is 1 to 64 letters, digits";
    const cases: [string, string][] = [
      ["", form],
      ["a".repeat(65), form],
      ["a/b", form],
      ["../x", form],
      ["a b", form],
      ["é", form],
      [".", "it names a folder itself, not a new one"],
      ["..", "it names a folder itself, not a new one"],
      [".lock", "a name starting with a dot is kept for .worktrees/'s own files"],
      [".gitignore", "a name starting with a dot is kept for .worktrees/'s own files"],
      ["events.jsonl", "it is the event log, .worktrees/events.jsonl"],
      ["a..b", 'git refuses the branch wt/a..b (a branch name holds no "..", and does not end in "." or ".lock")'],
      ["a.", "git refuses the branch wt/a."],
      ["a.lock", "git refuses the branch wt/a.lock"],
    ];
    for (const [name, reason] of cases)
      expect(() => checkWorktreeName(name), name).toThrow(
        `Error: ${JSON.stringify(name)} cannot name a worktree: ${reason}`,
      );
  });

  it("refuses a name in use, and one that differs from it only in case", () => {
    expect(() => checkWorktreeName("api", ["api"])).toThrow('Error: The worktree name "api" is in use');
    expect(() => checkWorktreeName("API", ["api"])).toThrow('"API" differs only in case from the worktree "api"');
  });
});

describe("the worktrees' events", () => {
  const commit = { id: "1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d", subject: "Split on semicolons" };
  const lines = (event: WorktreeEvent) =>
    display.lines(event).map((spans) => spans.map((s) => `${s.style}:${s.text}`).join(""));

  it("show made, bound, claimed, merged and conflict in a line each", () => {
    expect(lines({ kind: "worktrees:made", name: "parse", branch: "wt/parse", from: commit.id })).toEqual([
      "blue:⎇ made .worktrees/parse on wt/parse from 1a2b3c4",
    ]);
    expect(lines({ kind: "worktrees:bound", name: "parse", task: "1" })).toEqual([
      "blue:⎇ task #1 bound to .worktrees/parse",
    ]);
    expect(lines({ kind: "worktrees:claimed", name: "parse", task: "1", agent: "alice" })).toEqual([
      "blue:⎇ alice claimed task #1: works in .worktrees/parse",
    ]);
    const merged = { name: "parse", branch: "wt/parse", base: "main", commit: commit.id, commits: [commit], task: "1" };
    expect(lines({ kind: "worktrees:merged", ...merged })).toEqual([
      "green:⎇ merged wt/parse into main (task #1, 1 commit): 1a2b3c4",
    ]);
    expect(
      lines({ kind: "worktrees:conflict", name: "clash", branch: "wt/clash", base: "main", files: ["app.js"] }),
    ).toEqual(["red:⎇ conflict merging wt/clash into main: app.js; main left as it was, .worktrees/clash kept"]);
  });

  it("show what a kept worktree holds and what a removal threw away, a dimmed line each", () => {
    const held = { name: "parse", branch: "wt/parse", files: ["app.js", "notes.md"], commits: [commit] };
    expect(lines({ kind: "worktrees:kept", ...held, refused: true })).toEqual([
      "yellow:⎇ .worktrees/parse not removed: it holds work (2 uncommitted files, 1 commit not in the base branch)",
      "dim:    file   app.js",
      "dim:    file   notes.md",
      "dim:    commit 1a2b3c4 Split on semicolons",
    ]);
    expect(lines({ kind: "worktrees:removed", ...held })).toEqual([
      "yellow:⎇ removed .worktrees/parse and wt/parse, discarding 2 files and 1 commit",
      "dim:    file   app.js",
      "dim:    file   notes.md",
      "dim:    commit 1a2b3c4 Split on semicolons",
    ]);
    expect(lines({ kind: "worktrees:removed", ...held, files: [], commits: [] })).toEqual([
      "dim:⎇ removed .worktrees/parse and wt/parse: nothing was lost",
    ]);
  });

  it("are kept in the log by their short names, with the time", () => {
    const at = Date.UTC(2026, 0, 1, 0, 2, 5);
    expect(eventLine({ kind: "worktrees:bound", name: "parse", task: "1" }, at)).toEqual({
      event: "bound",
      at: "2026-01-01T00:02:05.000Z",
      name: "parse",
      task: "1",
    });
  });
});
