/** The worktrees on a session: git's identity and clock from it, and an operation's events shown. */
import { describe, expect, it } from "vitest";
import { agentIdentity, sessionGit, shownResult } from "@agent-workbook/kit/concepts/worktrees";
import { WorktreeRefusal, type WorktreeEvent } from "@agent-workbook/kit/concepts/worktrees";
import { TaskStore } from "@agent-workbook/kit/concepts/tasks";

const bound: WorktreeEvent = { kind: "worktrees:bound", name: "parse", task: "1" };

describe("sessionGit", () => {
  it("gives the team's workspace, the lead's identity and the session's clock and environment", () => {
    let now = 1500;
    const session = { clock: { startedAt: 1_000_000, now: () => now }, env: { HOME: "/h" } };
    const tasks = new TaskStore("/w", "lead");
    const setup = sessionGit({ workdir: "/w", session: session as never }, { name: "lead", tasks });
    expect(setup.workdir).toBe("/w");
    expect(setup.identity).toEqual({ name: "lead", email: "lead@agents.invalid" });
    expect(setup.env).toEqual({ HOME: "/h" });
    expect(setup.clock.startedAt).toBe(1_000_000);
    now = 2500;
    expect(setup.clock.elapsed()).toBe(2500);
    expect(agentIdentity("alice")).toEqual({ name: "alice", email: "alice@agents.invalid" });
  });
});

describe("shownResult", () => {
  it("shows a result's events and gives its text, from a promise or a value", async () => {
    const shown: WorktreeEvent[] = [];
    const ui = { show: (event: WorktreeEvent) => shown.push(event) };
    expect(await shownResult(ui, Promise.resolve({ text: "Bound.", events: [bound] }))).toBe("Bound.");
    expect(await shownResult(ui, { text: "Again.", events: [bound] })).toBe("Again.");
    expect(shown).toEqual([bound, bound]);
  });

  it("shows a refusal's events, then throws it", async () => {
    const shown: WorktreeEvent[] = [];
    const ui = { show: (event: WorktreeEvent) => shown.push(event) };
    const refusal = new WorktreeRefusal("Error: refused", [bound]);
    await expect(shownResult(ui, Promise.reject(refusal))).rejects.toBe(refusal);
    expect(shown).toEqual([bound]);
  });
});
