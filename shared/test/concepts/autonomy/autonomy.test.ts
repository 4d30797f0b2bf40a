/**
 * The kit's autonomy (src/concepts/autonomy/autonomy.ts) is s17's, which s17 teaches in its own file: the claim and
 * the AutonomousTeam stay the same line for line, its `claim` and `autonomy` regions (s17's exercise markers aside,
 * and the kit's `export`). A change to one that is not made to the other fails here.
 */
import { mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AutonomousTeam, claim } from "../../../src/concepts/autonomy/autonomy.ts";
import { TaskStore } from "../../../src/concepts/tasks/task-store.ts";
import type { Session } from "../../../src/session.ts";
import { regionLines } from "../region-code.ts";

const scratch = () => realpathSync(mkdtempSync(join(tmpdir(), "autonomy-kit-")));

describe("the kit's autonomy", () => {
  it("is s17's, line for line: the claim, and the AutonomousTeam", () => {
    for (const region of ["claim", "autonomy"])
      expect(regionLines("shared/src/concepts/autonomy/autonomy.ts", region)).toEqual(
        regionLines("lessons/s17-autonomous/agent.ts", region),
      );
  });

  it("claims a ready task once: a second claim of it does not hold, and says whose it is", async () => {
    const dir = scratch();
    const lead = new TaskStore(dir, "lead");
    await lead.create({ subject: "Write", description: "a" });
    await lead.create({ subject: "Test", description: "b" });
    await lead.update("2", { addBlockedBy: ["1"] });
    expect(await claim(new TaskStore(dir, "alice"), "1")).toMatchObject({ held: true, task: { owner: "alice" } });
    expect(await claim(new TaskStore(dir, "bob"), "1")).toEqual({ held: false, why: "it is alice's now" });
    expect(await claim(new TaskStore(dir, "bob"), "2")).toEqual({ held: false, why: "it waits for #1" });
  });

  it("has an idle teammate poll and claim the first ready task, handed to it as <claimed>", async () => {
    const dir = scratch();
    const shown: { kind: string }[] = [];
    const session = {
      ui: { show: (event: { kind: string }) => shown.push(event), note: () => {}, todos: () => {}, warn: () => {} },
      teammate: async (_name: string, work: () => Promise<unknown>) => work(),
      clock: { wait: async (ms: number) => ({ ms }) },
      signal: undefined,
    } as unknown as Session<"team" | "autonomy">;
    const team = new AutonomousTeam({
      session,
      workdir: dir,
      lead: { name: "lead", system: "", tools: [] },
      teammateTools: [],
      teammateSystem: () => "",
    });
    await team.lead.tasks.create({ subject: "Write", description: "the module" });
    await team.spawn({ name: "alice", role: "coder", prompt: "Code." });
    const alice = team.members.get("alice")!;
    team.setStatus(alice, "idle");
    expect(await team.wakes(alice)).toBe(true);
    expect(alice.messages.at(-1)).toEqual({
      role: "user",
      content: [{ type: "text", text: '<claimed task="1">Write: the module</claimed>' }],
    });
    expect(shown.map((e) => e.kind)).toContain("autonomy:claimed");
    alice.lease?.release();
  });
});
