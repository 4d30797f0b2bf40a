/**
 * s18's team in worktrees as the kit gives it to s20: the lead's worktree tools, and the file tools run where the
 * agent of the round works (a teammate in the worktree of the task it claimed, its paths confined there).
 */
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { placedFileTools, WorktreeTeam, worktreeTools } from "@agent-workbook/kit/concepts/worktrees";
import type { Session } from "../../../src/session.ts";
import type { Tool } from "../../../src/tool.ts";
import { APP, git, gitSetup, STARTED_AT, tempFolder, templateRepository } from "./helpers.ts";

const setup = gitSetup();
let template: string;
beforeAll(async () => {
  template = await templateRepository(setup);
});

/** Runs the tool `name` of `tools` with `input`, its input parsed as the gate would. */
async function run(tools: Tool[], name: string, input: Record<string, unknown>): Promise<string> {
  const found = tools.find((t) => t.name === name)!;
  const parsed = found.parse(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return String(await found.run(parsed.value));
}

describe("the kit's team in worktrees (s18's, for s20)", () => {
  it("makes a worktree for a task, moves the teammate that claims it there, confines it, and merges its work", async () => {
    const workdir = tempFolder("worktree-team-");
    cpSync(template, workdir, { recursive: true });
    const shown: { kind: string }[] = [];
    const session = {
      ui: { show: (event: { kind: string }) => shown.push(event), note: () => {}, todos: () => {}, warn: () => {} },
      teammate: async (_name: string, work: () => Promise<unknown>) => work(),
      clock: { startedAt: STARTED_AT, now: () => 0, wait: async (ms: number) => ({ ms }) },
      env: setup.env,
      signal: undefined,
    } as unknown as Session<"team" | "autonomy" | "worktrees">;
    const team: WorktreeTeam = new WorktreeTeam({
      session,
      workdir,
      lead: { name: "lead", system: "", tools: [] },
      teammateTools: [],
      teammateSystem: () => "",
    });
    const lead = worktreeTools(() => team);
    expect(lead.map((t) => t.name)).toEqual([
      "create_worktree",
      "bind_worktree",
      "merge_worktree",
      "keep_worktree",
      "remove_worktree",
    ]);
    const files = placedFileTools(() => team, workdir, setup.env);
    await team.lead.tasks.create({ subject: "Show", description: "join with commas" });
    expect(await run(lead, "create_worktree", { name: "show", task_id: "1" })).toContain("wt/show");
    await team.spawn({ name: "alice", role: "coder", prompt: "Code." });
    const alice = team.members.get("alice")!;
    team.setStatus(alice, "idle");
    expect(await team.wakes(alice)).toBe(true); // she claims task 1, bound to the worktree
    team.speaker = alice;
    const changed = APP.replace("' | '", "', '");
    await run(files, "write_file", { path: "app.js", content: changed });
    expect(readFileSync(join(workdir, ".worktrees/show/app.js"), "utf-8")).toBe(changed);
    expect(readFileSync(join(workdir, "app.js"), "utf-8")).toBe(APP); // the main checkout untouched
    await expect(run(files, "read_file", { path: "../../app.js" })).rejects.toThrow(
      "is outside your worktree .worktrees/show",
    );
    await run(files, "bash", { command: "git add -A && git commit -q -m 'Commas'" });
    expect(git(join(workdir, ".worktrees/show"), setup, "log", "-1", "--format=%an")).toBe("alice\n");
    await alice.tasks.update("1", { status: "completed" });
    team.speaker = team.lead;
    expect(await run(lead, "merge_worktree", { name: "show" })).toContain("Merged");
    expect(readFileSync(join(workdir, "app.js"), "utf-8")).toBe(changed);
    expect(shown.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["worktrees:made", "worktrees:claimed", "worktrees:merged"]),
    );
    alice.lease?.release();
  });
});
