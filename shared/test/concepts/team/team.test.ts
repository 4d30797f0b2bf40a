/**
 * The kit's team (src/concepts/team/team.ts) is s15's, which s15 teaches in its own file: the two stay the same, line
 * for line, from `// #region members` to `// #endregion members` (s15's exercise markers aside, and the kit's `export`
 * on what the lessons after s15 build on). A change to one that is not made to the other fails here. The lessons after
 * s15 change the team where it offers: s16 gives its lead other tools and overrides `wakes`, s17 overrides it again.
 */
import { mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { regionLines } from "../region-code.ts";
import { Team } from "../../../src/concepts/team/team.ts";
import type { Session } from "../../../src/session.ts";

describe("the kit's team", () => {
  it("is s15's, line for line", () => {
    expect(regionLines("shared/src/concepts/team/team.ts", "members")).toEqual(
      regionLines("lessons/s15-team/agent.ts", "members"),
    );
  });

  it("gives the lead and a teammate the tools and prompts it was given, and hands over mail once", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "team-kit-")));
    const shown: unknown[] = [];
    const session = {
      ui: { show: (event: unknown) => shown.push(event), note: () => {} },
      teammate: async (_name: string, work: () => Promise<unknown>) => work(),
    } as unknown as Session<"team">;
    const team = new Team({
      session,
      workdir: dir,
      lead: { name: "lead", system: "lead's", tools: [] },
      teammateTools: [],
      teammateSystem: (name, role) => `${name}, a ${role}`,
    });
    expect(await team.spawn({ name: "alice", role: "tester", prompt: "Test." })).toBe(
      "Spawned alice (tester): it takes its first round after yours. The team: lead, alice.",
    );
    const alice = team.members.get("alice")!;
    expect([alice.system, alice.status, alice.messages]).toEqual([
      "alice, a tester",
      "working",
      [{ role: "user", content: "Test." }],
    ]);
    expect(await team.send("alice", { type: "message", content: "Hi <b>" })).toBe("Sent to alice.");
    await expect(team.send("lead", { type: "message", content: "Me." })).rejects.toThrow("Error: lead is you");
    expect(await team.wakes(alice)).toBe(true);
    expect(alice.messages.at(-1)).toEqual({
      role: "user",
      content: [{ type: "text", text: '<message from="lead" type="message">Hi &lt;b&gt;</message>' }],
    });
    expect(await team.deliver(alice)).toBe(false); // handed once
    await team.taken(alice);
    expect(team.mail.peek("alice")).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, ".team", "config.json"), "utf-8")).members).toEqual([
      { name: "lead", role: "lead", status: "idle" },
      { name: "alice", role: "tester", status: "working" },
    ]);
    expect(shown).toHaveLength(1);
    alice.lease?.release();
  });
});
