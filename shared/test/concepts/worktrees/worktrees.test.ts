/** The worktrees concept with real git: made, kept, removed, merged, and what a new run finds. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  mergeWorktree,
  startWorktrees,
  storeTasks,
  Worktrees,
  WorktreeRefusal,
} from "@agent-workbook/kit/concepts/worktrees";
import { TaskStore } from "../../../src/concepts/tasks/task-store.ts";
import { APP, copyOf, git, gitSetup, tasksOf, tempFolder, templateRepository } from "./helpers.ts";

const setup = gitSetup();
let template: string;
beforeAll(async () => {
  template = await templateRepository(setup);
});

/** The events the log holds, without their times. */
function loggedEvents(workdir: string): Record<string, unknown>[] {
  const text = readFileSync(join(workdir, ".worktrees", "events.jsonl"), "utf-8");
  return text
    .trimEnd()
    .split("\n")
    .map((line) => {
      const { at, ...event } = JSON.parse(line);
      expect(at).toMatch(/^2026-01-01T00:00:00.000Z$/);
      return event;
    });
}

/** `text` in place of `app.js`'s line `line` (from 0). */
function appWith(line: number, text: string): string {
  const lines = APP.split("\n");
  lines[line] = text;
  return lines.join("\n");
}

describe("making a worktree", () => {
  it("makes .worktrees/<name> on wt/<name> from HEAD, logs made and bound, and leaves the base checkout clean", async () => {
    const { workdir, worktrees } = copyOf(template, setup, { "1": "pending" });
    const head = git(workdir, setup, "rev-parse", "HEAD").trim();
    expect(git(workdir, setup, "branch", "--show-current")).toBe("main\n"); // though init.defaultBranch says trunk
    const made = await worktrees.make("parser", "1");
    expect(made.text).toBe(`Made .worktrees/parser on branch wt/parser from ${head.slice(0, 7)}, bound to task #1.`);
    expect(made.place).toEqual({ name: "parser", path: join(workdir, ".worktrees", "parser") });
    expect(readFileSync(join(made.place.path, "app.js"), "utf-8")).toBe(APP);
    expect(git(made.place.path, setup, "status", "--porcelain", "--branch")).toBe("## wt/parser\n");
    // .worktrees/ ignores itself: the base checkout is not dirty with the worktrees' folders, log or lock
    expect(git(workdir, setup, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(loggedEvents(workdir)).toEqual([
      { event: "made", name: "parser", branch: "wt/parser", from: head },
      { event: "bound", name: "parser", task: "1" },
    ]);
    // a name in use, or one that differs from it only in case, is refused before git runs
    await expect(worktrees.make("parser")).rejects.toThrow(
      'Error: The worktree name "parser" is in use (.worktrees/parser, branch wt/parser): pick another name, or remove that worktree first.',
    );
    await expect(worktrees.make("Parser")).rejects.toThrow('"Parser" differs only in case from the worktree "parser"');
  });

  it("checks the task before anything is made: a missing task leaves no folder, branch or log", async () => {
    const { workdir } = copyOf(template, setup);
    const store = new TaskStore(tempFolder("worktrees-tasks-"), "lead"); // no task yet: not even .tasks/
    const worktrees = new Worktrees({ workdir, base: "main", tasks: storeTasks(store), ...setup });
    await expect(worktrees.make("parser", "7")).rejects.toThrow(
      "Error: No task #7: the worktree .worktrees/parser was not made. Create the task first (TaskCreate), or give its id.",
    );
    expect(existsSync(join(workdir, ".worktrees"))).toBe(false);
    expect(git(workdir, setup, "for-each-ref", "refs/heads/wt/")).toBe("");
    await expect(worktrees.make("..", "7")).rejects.toThrow('Error: ".." cannot name a worktree');
  });

  it("binds a task of the kit's task store; agents logging at once each write whole lines, none lost", async () => {
    const { workdir } = copyOf(template, setup);
    const store = new TaskStore(tempFolder("worktrees-tasks-"), "lead");
    for (const subject of ["Parse", "Show", "Test"]) await store.create({ subject, description: subject });
    const agents = [1, 2, 3].map(() => new Worktrees({ workdir, base: "main", tasks: storeTasks(store), ...setup }));
    await agents[0].make("parse");
    const bound = await Promise.all(agents.map((agent, i) => agent.bind("parse", String(i + 1))));
    expect(bound.map((b) => b.text).sort()).toEqual([1, 2, 3].map((id) => `Task #${id} is bound to .worktrees/parse.`));
    const events = loggedEvents(workdir);
    expect(events.map((e) => `${e.event} ${e.task ?? ""}`).sort()).toEqual(["bound 1", "bound 2", "bound 3", "made "]);
    await expect(agents[0].bind("parse", "9")).rejects.toThrow("Error: No task #9: nothing was bound.");
    const last = String(events.at(-1)!.task); // a worktree is bound to one task: the last bound
    const claimed = await agents[1].claim(last, "alice");
    expect(claimed?.text).toBe(`alice claimed task #${last}: it works in .worktrees/parse (branch wt/parse).`);
    expect(claimed?.place.path).toBe(join(workdir, ".worktrees", "parse"));
    const earlier = ["1", "2", "3"].find((id) => id !== last)!;
    expect(await agents[1].claim(earlier, "bob")).toBe(undefined); // bound to another task since
  });
});

describe("removing a worktree never loses work", () => {
  it("keeps a branch with no upstream and one commit: the removal is refused, listing the commit, and logged as kept", async () => {
    const { workdir, worktrees } = copyOf(template, setup);
    const { place } = await worktrees.make("parser");
    writeFileSync(join(place.path, "app.js"), appWith(1, "  return text.split(';');"));
    const { id } = await worktrees.commit("parser", "Split on semicolons");
    // the reference's count, `git log @{push}..HEAD`, has nothing to count on a branch without an upstream
    expect(() => git(place.path, setup, "log", "@{push}..HEAD")).toThrow(
      /no upstream configured for branch 'wt\/parser'/,
    );
    const refused = await worktrees.remove("parser").catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(WorktreeRefusal);
    expect((refused as Error).message).toBe(
      `Error: Not removed: .worktrees/parser holds work not in main: 0 uncommitted files, 1 commit not in main (commits: ${id.slice(0, 7)} Split on semicolons). Merge it, keep it, or remove it with discard_changes: true to throw that work away.`,
    );
    const kept = { name: "parser", branch: "wt/parser", files: [], commits: [{ id, subject: "Split on semicolons" }] };
    expect((refused as WorktreeRefusal).events).toEqual([{ kind: "worktrees:kept", ...kept, refused: true }]);
    expect(git(workdir, setup, "rev-parse", "wt/parser").trim()).toBe(id);
    expect(existsSync(place.path)).toBe(true);
    expect(loggedEvents(workdir).at(-1)).toEqual({ event: "kept", ...kept, refused: true });
  });

  it("removes with discard_changes, listing the files and the commits thrown away", async () => {
    const { workdir, worktrees } = copyOf(template, setup);
    const { place } = await worktrees.make("parser");
    writeFileSync(join(place.path, "notes.md"), "first\n");
    const first = await worktrees.commit("parser", "Add notes");
    writeFileSync(join(place.path, "app.js"), appWith(1, "  return text.split(';');")); // changed
    writeFileSync(join(place.path, "draft.txt"), "new\n"); // untracked
    rmSync(join(place.path, "notes.md")); // deleted
    const removed = await worktrees.remove("parser", { discardChanges: true });
    expect(removed.text).toBe(
      `Removed .worktrees/parser and wt/parser. Thrown away: files: app.js, notes.md, draft.txt; commits: ${first.id.slice(0, 7)} Add notes.`,
    );
    expect(removed.events).toEqual([
      {
        kind: "worktrees:removed",
        name: "parser",
        branch: "wt/parser",
        files: ["app.js", "notes.md", "draft.txt"],
        commits: [{ id: first.id, subject: "Add notes" }],
      },
    ]);
    expect(existsSync(place.path)).toBe(false);
    expect(git(workdir, setup, "for-each-ref", "refs/heads/wt/")).toBe("");
    expect(git(workdir, setup, "worktree", "list", "--porcelain").match(/^worktree /gm)).toHaveLength(1);
  });

  it("removes a clean worktree whose commits are all in main without discard_changes; keep lists what it holds", async () => {
    const { worktrees } = copyOf(template, setup);
    const { place } = await worktrees.make("spare");
    writeFileSync(join(place.path, "draft.txt"), "new\n");
    expect((await worktrees.keep("spare")).text).toBe(
      "Kept .worktrees/spare (wt/spare): 1 uncommitted file, 0 commits not in main (files: draft.txt).",
    );
    rmSync(join(place.path, "draft.txt"));
    const removed = await worktrees.remove("spare");
    expect(removed.text).toBe(
      "Removed .worktrees/spare and wt/spare. Nothing was lost: every commit of it is in main.",
    );
    expect(existsSync(place.path)).toBe(false);
  });
});

describe("merging a completed task's branch", () => {
  it("merges two teammates' branches with --no-ff; a third change that conflicts leaves main as it was", async () => {
    const statuses: Record<string, string> = { "1": "completed", "2": "completed", "3": "in_progress" };
    const { workdir, worktrees } = copyOf(template, setup, statuses);
    const parse = await worktrees.make("parse", "1");
    const show = await worktrees.make("show", "2");
    const clash = await worktrees.make("clash", "3");
    writeFileSync(join(parse.place.path, "app.js"), appWith(1, "  return text.split(';');"));
    writeFileSync(join(show.place.path, "app.js"), appWith(5, "  return items.join(', ');"));
    writeFileSync(join(clash.place.path, "app.js"), appWith(1, "  return text.split('|');"));
    const parsed = await worktrees.commit("parse", "Split on semicolons");
    await worktrees.commit("show", "Join with commas");
    await worktrees.commit("clash", "Split on bars");
    await expect(mergeWorktree(worktrees, "clash")).rejects.toThrow(
      "Error: Task #3 (Task 3) is in progress, not completed: wt/clash is merged once its task is completed.",
    );
    const merged = await mergeWorktree(worktrees, "parse");
    const head = git(workdir, setup, "rev-parse", "HEAD").trim();
    expect(merged.text).toBe(
      `Merged wt/parse into main (1 commit, task #1): ${head.slice(0, 7)}. .worktrees/parse can be removed now.`,
    );
    expect(merged.events).toEqual([
      {
        kind: "worktrees:merged",
        ...{ name: "parse", branch: "wt/parse", base: "main", commit: head, task: "1" },
        commits: [{ id: parsed.id, subject: "Split on semicolons" }],
      },
    ]);
    const [parents, subject] = git(workdir, setup, "log", "-1", "--format=%P%n%s").split("\n");
    expect([parents.split(" ").length, subject]).toEqual([2, "Merge wt/parse into main: task #1 Task 1"]); // --no-ff
    await mergeWorktree(worktrees, "show");
    expect(readFileSync(join(workdir, "app.js"), "utf-8")).toBe(
      appWith(1, "  return text.split(';');").replace("items.join(' | ')", "items.join(', ')"),
    );
    statuses["3"] = "completed";
    const before = git(workdir, setup, "rev-parse", "HEAD");
    const conflict = await mergeWorktree(worktrees, "clash").catch((err: unknown) => err);
    expect((conflict as Error).message).toBe(
      "Error: Merging wt/clash into main met a conflict in app.js: the merge was undone (git merge --abort), and main is as it was. .worktrees/clash stays: its teammate can merge main into it there, fix those files, commit, and complete the task again.",
    );
    expect((conflict as WorktreeRefusal).events).toEqual([
      { kind: "worktrees:conflict", name: "clash", branch: "wt/clash", base: "main", files: ["app.js"] },
    ]);
    expect(git(workdir, setup, "rev-parse", "HEAD")).toBe(before);
    expect(git(workdir, setup, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(existsSync(join(workdir, ".git", "MERGE_HEAD"))).toBe(false);
    expect(existsSync(clash.place.path)).toBe(true);
    // merged: all its commits are in main, so it goes without discard_changes
    expect((await worktrees.remove("parse")).text).toContain("Nothing was lost");
    expect(loggedEvents(workdir).map((e) => `${e.event} ${e.name}`)).toEqual([
      ...["made parse", "bound parse", "made show", "bound show", "made clash", "bound clash"],
      ...["merged parse", "merged show", "conflict clash", "removed parse"],
    ]);
  });

  it("refuses a merge into a base checkout with uncommitted changes, or of a worktree with some, naming them", async () => {
    const { workdir, worktrees } = copyOf(template, setup, { "1": "completed" });
    const { place } = await worktrees.make("parse", "1");
    writeFileSync(join(place.path, "app.js"), appWith(1, "  return text.split(';');"));
    await expect(mergeWorktree(worktrees, "parse")).rejects.toThrow(
      "Error: Not merged: .worktrees/parse has uncommitted changes to app.js, which a merge would leave out. Commit them there first.",
    );
    await worktrees.commit("parse", "Split on semicolons");
    writeFileSync(join(workdir, "app.js"), appWith(6, "} // edited in main"));
    const before = git(workdir, setup, "rev-parse", "HEAD");
    await expect(mergeWorktree(worktrees, "parse")).rejects.toThrow(
      "Error: Not merged: the main checkout has uncommitted changes to app.js. Commit or undo them first; a merge would mix them in.",
    );
    expect(git(workdir, setup, "rev-parse", "HEAD")).toBe(before);
    expect(readFileSync(join(workdir, "app.js"), "utf-8")).toBe(appWith(6, "} // edited in main"));
    git(workdir, setup, "switch", "-q", "-c", "side");
    await expect(mergeWorktree(worktrees, "parse")).rejects.toThrow(
      "Error: Not merged: the main checkout is on side, not main. Switch it back (git switch main) and merge again.",
    );
  });
});

describe("the same identity and clock make the same commits", () => {
  it("gives the same commit ids in two repositories made apart, whatever the machine's clock", async () => {
    let elapsed = 0;
    const ids: string[][] = [];
    for (const copy of [true, false]) {
      let reads = 0; // the clock is read once per operation: one value a replay gives back, whatever git runs
      const timed = { ...setup, clock: { ...setup.clock, elapsed: () => (reads++, elapsed) } };
      // the file's template, and a repository made afresh now: the same first commit
      const again = copy ? copyOf(template, timed).workdir : await templateRepository(timed);
      const worktrees = new Worktrees({ workdir: again, base: "main", tasks: tasksOf({ "1": "completed" }), ...timed });
      const { place } = await worktrees.make("parse", "1");
      elapsed = 61_000;
      writeFileSync(join(place.path, "app.js"), appWith(1, "  return text.split(';');"));
      const { id } = await worktrees.commit("parse", "Split on semicolons");
      elapsed = 125_000;
      reads = 0;
      const { events } = await mergeWorktree(worktrees, "parse");
      expect(reads).toBe(1);
      ids.push([git(again, setup, "rev-parse", "HEAD~1").trim(), id, (events[0] as { commit: string }).commit]);
      expect(git(again, setup, "log", "-1", "--format=%an <%ae> %ad|%cn <%ce> %cd", "--date=iso-strict")).toBe(
        "Lead <lead@agents.invalid> 2026-01-01T00:02:05+00:00|Lead <lead@agents.invalid> 2026-01-01T00:02:05+00:00\n",
      );
      elapsed = 0;
    }
    expect(ids[1]).toEqual(ids[0]);
  });
});

describe("what a new run finds", () => {
  it("finds a worktree a killed teammate left, its task still bound, and prunes one deleted by hand", async () => {
    const { workdir, worktrees } = copyOf(template, setup, { "1": "in_progress", "2": "pending" });
    const left = await worktrees.make("parse", "1");
    const gone = await worktrees.make("show", "2");
    writeFileSync(join(left.place.path, "app.js"), appWith(1, "  return text.split(';');")); // mid-edit, then killed
    writeFileSync(join(gone.place.path, "extra.js"), "\n");
    const { id } = await worktrees.commit("show", "Add extra");
    rmSync(gone.place.path, { recursive: true });
    await expect(worktrees.remove("show")).rejects.toThrow(
      // its folder gone, its commit is still counted
      `Error: Not removed: .worktrees/show holds work not in main: 0 uncommitted files, 1 commit not in main (commits: ${id.slice(0, 7)} Add extra).`,
    );
    const next = new Worktrees({ workdir, base: "main", tasks: tasksOf({}), ...setup }); // the next run
    const found = await startWorktrees(next);
    expect(found.said).toBe(
      [
        "Worktrees: .worktrees/parse (wt/parse), left by an earlier run (stopped or killed mid-task): 1 uncommitted file, 0 commits not in main; task #1 stays bound to it.",
        "Worktrees: .worktrees/show was deleted by hand: git worktree prune dropped its record; its branch wt/show stays, with 1 commit not in main.",
      ].join("\n"),
    );
    expect(found.pruned).toEqual([{ name: "show", commits: [{ id, subject: "Add extra" }] }]);
    expect(found.left).toEqual([{ name: "parse", task: "1", files: ["app.js"], commits: [], kept: false }]);
    expect(git(workdir, setup, "worktree", "list", "--porcelain")).not.toContain(".worktrees/show");
    expect(git(workdir, setup, "rev-parse", "wt/show").trim()).toBe(id);
    expect((await startWorktrees(next)).said).not.toContain("deleted by hand"); // said once: it is pruned now
  });

  it("says plainly when the workspace is not a repository, is inside one, or git is missing", async () => {
    const plain = copyOf(template, setup);
    rmSync(join(plain.workdir, ".git"), { recursive: true });
    await expect(startWorktrees(plain.worktrees)).rejects.toThrow(
      `Error: The workspace ${plain.workdir} is not a git repository, and worktrees are a repository's. Make it one: git init -b main && git add -A && git commit -m start`,
    );
    const { workdir } = copyOf(template, setup);
    const inside = join(workdir, "src");
    mkdirSync(inside);
    const nested = new Worktrees({ workdir: inside, base: "main", tasks: tasksOf({}), ...setup });
    await expect(nested.make("parse")).rejects.toThrow(
      `Error: The workspace ${inside} is a folder inside the repository ${workdir}`,
    );
    const noGit = new Worktrees({ workdir, base: "main", tasks: tasksOf({}), ...setup, env: { PATH: "/nonexistent" } });
    await expect(startWorktrees(noGit)).rejects.toThrow(
      "Error: git is not installed (no git on the PATH): worktrees are git's. Install git, then start again.",
    );
  });
});
