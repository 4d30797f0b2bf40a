/**
 * The team's files (src/team-files.ts): what a new run does with the team and the tasks an earlier run left
 * (resumeTeam), and a name held by one process at a time (holdName).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { StoreFolder } from "../../../src/store-folder.ts";
import { holdName, resumeTeam } from "../../../src/concepts/team/team-files.ts";
import { TaskStore } from "../../../src/concepts/tasks/task-store.ts";

/** A workspace a killed run left: lead and alice working, alice's #2 in progress, #1 done, bob's #3 in progress. */
function leftBehind(): { dir: string; team: StoreFolder; tasks: TaskStore } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "team-files-")));
  mkdirSync(join(dir, ".team", "inbox"), { recursive: true });
  mkdirSync(join(dir, ".tasks"));
  const members = ["lead", "alice", "bob"].map((name) => ({ name, role: name, status: "working" }));
  writeFileSync(join(dir, ".team", "config.json"), JSON.stringify({ members }));
  writeFileSync(
    join(dir, ".team", "inbox", "alice.jsonl"),
    '{"type":"message","from":"lead","content":"Hi","timestamp":""}\n',
  );
  const task = (id: string, status: string, owner: string) =>
    writeFileSync(
      join(dir, ".tasks", `${id}.json`),
      JSON.stringify({ id, subject: `Task ${id}`, description: "", status, owner, blockedBy: [], blocks: [] }),
    );
  task("1", "completed", "alice");
  task("2", "in_progress", "alice");
  task("3", "in_progress", "bob");
  return { dir, team: new StoreFolder(dir, ".team"), tasks: new TaskStore(dir, "lead") };
}
const owner = (dir: string, id: string) => JSON.parse(readFileSync(join(dir, ".tasks", `${id}.json`), "utf-8")).owner;
const status = (dir: string, id: string) => JSON.parse(readFileSync(join(dir, ".tasks", `${id}.json`), "utf-8")).status;

// Each test on a folder of its own, side by side: two of them wait 2.5 s for a name's lease (holdName's tries).
describe.concurrent("resumeTeam", () => {
  it("says nothing on a fresh folder", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "team-files-")));
    const resumed = await resumeTeam({
      team: new StoreFolder(dir, ".team"),
      tasks: new TaskStore(dir, "lead"),
      replaying: true,
      startOver: false,
    });
    expect(resumed).toEqual({ said: "", left: new Set() });
  });

  it("hands back the tasks in progress of teammates no process holds, in one line, and keeps the inboxes", async () => {
    const { dir, team, tasks } = leftBehind();
    const bob = await holdName(team, "bob"); // bob's process is alive: his task stays his
    const renew = setInterval(() => bob?.holds(), 200);
    try {
      const resumed = await resumeTeam({ team, tasks, replaying: false, startOver: false });
      expect(resumed.said).toBe(
        "Found a team in .team/ (lead: gone, alice: gone, bob: working) and 3 tasks in .tasks/ (2 open). Teammates do not survive a restart: their inboxes stay for the next of their name, and #2 (alice's), left in progress by a teammate that is gone, is pending again with no owner. START_OVER=1 starts over.",
      );
      expect(resumed.left).toEqual(new Set(["2"]));
    } finally {
      clearInterval(renew);
      bob?.release();
    }
    expect([status(dir, "1"), status(dir, "2"), status(dir, "3")]).toEqual(["completed", "pending", "in_progress"]);
    // Handed back with no owner, any teammate may claim it (s17's idle ones too); bob's stays his.
    expect([owner(dir, "2"), owner(dir, "3")]).toEqual([null, "bob"]);
    expect(existsSync(join(dir, ".team", "config.json"))).toBe(false);
    expect(existsSync(join(dir, ".team", "inbox", "alice.jsonl"))).toBe(true);
  });

  it("refuses a used folder to a recorded session, changing nothing", async () => {
    const { dir, team, tasks } = leftBehind();
    const resumed = await resumeTeam({ team, tasks, replaying: true, startOver: false });
    expect(resumed.refused).toBe(
      "Found a team in .team/ (lead: gone, alice: gone, bob: gone) and 3 tasks in .tasks/ (2 open), but this recorded session was made on a fresh folder and would not replay here: give --workdir an empty folder, or START_OVER=1 to clear .team/ and .tasks/ first.",
    );
    expect(status(dir, "2")).toBe("in_progress");
    expect(existsSync(join(dir, ".team", "config.json"))).toBe(true);
  });

  it("starts over with START_OVER: the team's config, inboxes and tasks cleared, and said", async () => {
    const { dir, team, tasks } = leftBehind();
    const resumed = await resumeTeam({ team, tasks, replaying: true, startOver: true });
    expect(resumed.said).toBe(
      "Found a team in .team/ (lead: gone, alice: gone, bob: gone) and 3 tasks in .tasks/ (2 open): START_OVER=1 cleared them, so the team starts over.",
    );
    expect(existsSync(join(dir, ".tasks"))).toBe(false);
    expect(existsSync(join(dir, ".team", "inbox"))).toBe(false);
    expect(existsSync(join(dir, ".team", "config.json"))).toBe(false);
  });
});

describe.concurrent("holdName", () => {
  it("holds a name for one holder: a second is refused while it is renewed, and takes it once it is let go", async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "team-files-")));
    const team = new StoreFolder(dir, ".team");
    const first = await holdName(team, "alice");
    expect(first).toBeDefined();
    const renew = setInterval(() => first?.holds(), 200);
    expect(await holdName(team, "alice")).toBeUndefined();
    clearInterval(renew);
    first?.release();
    expect(await holdName(team, "alice")).toBeDefined();
  });
});
