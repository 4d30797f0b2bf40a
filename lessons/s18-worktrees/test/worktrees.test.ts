/**
 * Lesson s18's concept, with real git: the lesson's runs of its cassettes played here (the demo's two merges and its
 * conflict handed back, the same commits on any day; worktree-cases: a name refused, nothing made for a missing
 * task, a commit on a branch with no upstream kept, then discarded and listed, two teammates that cannot reach each
 * other's worktree), and its start: a teammate killed mid-edit (its process killed while its next model call hangs),
 * a worktree folder deleted by hand, a workspace that is not a repository, and no git.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { call, cassette, type Turn } from "@agent-workbook/kit/authoring/cassette-script";
import { type MockApi, startMockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import {
  offlineEnv,
  ROOT,
  sampleCopy,
  scratchDir,
} from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

const DIR = join(ROOT, "lessons", "s18-worktrees");
const KEY = "sk-ant-test-fake-0518";
/** Git as the tests read a workspace, with no user config. */
const GIT_ENV = {
  PATH: process.env.PATH,
  HOME: scratchDir("s18-home-"),
  GIT_CONFIG_GLOBAL: "/dev/null",
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, env: GIT_ENV, encoding: "utf-8" }).trim();
const say = (text: string) => ({ type: "text" as const, text });
const alice = (...blocks: Turn["blocks"]): Turn => ({ agent: "alice", blocks });

let api: MockApi | undefined;
let child: ChildProcess | undefined;
afterEach(async () => {
  child?.kill("SIGKILL");
  child = undefined;
  await api?.close();
  api = undefined;
});

/** Replays cassette `name` of s18 in a fresh copy of its sample, under time zone `tz`. */
async function play(name: string, tz: string) {
  const workdir = sampleCopy("lessons/s18-worktrees");
  const tape = join(DIR, "cassettes", `${name}.json`);
  const run = await playLesson("s18", ["--replay", tape, "--workdir", workdir], { TZ: tz });
  return { run, workdir };
}

/**
 * The replay of cassette `name` under time zone `tz`, made once for the tests that read it (none changes its
 * workspace): each replay starts some hundred git commands.
 */
const replays = new Map<string, ReturnType<typeof play>>();
async function replay(name: string, tz: string) {
  const key = `${name} ${tz}`;
  if (!replays.has(key)) replays.set(key, play(name, tz));
  const played = await replays.get(key)!;
  expect(played.run.code).toBe(0);
  return played;
}

describe("the demo, replayed with real git", () => {
  it("merges both teammates' branches with --no-ff; the third change conflicts, is handed back, then merges", async () => {
    const { run, workdir } = await replay("demo", "Pacific/Kiritimati"); // the next test's replay
    expect(run.shown).toContain(
      "⎇ conflict merging wt/numbers into main: src/text.js; main left as it was, .worktrees/numbers kept",
    );
    const merges = git(workdir, "log", "--merges", "--first-parent", "--format=%s", "main").split(
      "\n",
    );
    expect(merges).toEqual([
      "Merge wt/numbers into main: task #3 show numbers the items",
      "Merge wt/show into main: task #2 show joins with commas",
      "Merge wt/parse into main: task #1 parse trims each item",
    ]);
    for (const parents of git(
      workdir,
      "log",
      "--merges",
      "--first-parent",
      "--format=%P",
      "main",
    ).split("\n"))
      expect(parents.split(" ")).toHaveLength(2); // --no-ff: a merge commit each
    expect(readFileSync(join(workdir, "src", "text.js"), "utf-8")).toContain(
      'return items.map((item, i) => `${i + 1}. ${item}`).join(", ");',
    );
    // Removed, nothing lost: no worktree, no wt/ branch left; main's checkout clean.
    expect(git(workdir, "branch", "--list", "wt/*")).toBe("");
    expect(git(workdir, "worktree", "list", "--porcelain").match(/^worktree /gm)).toHaveLength(1);
    expect(git(workdir, "status", "--porcelain")).toBe("");
  });

  it("makes the same commits on another machine's clock and time zone: dates and identity are the session's", async () => {
    const { workdir } = await replay("demo", "Pacific/Kiritimati"); // +14:00, a day ahead of most machines
    // The recording was made on another machine, on another day, in its own time zone: its events carry the full id of
    // every commit it made (the sample's, the teammates', the merges). Here, the same commits: ids hash their dates,
    // authors and committers, and every parent's.
    const recording = readFileSync(join(DIR, "cassettes", "demo.json"), "utf-8");
    const events = JSON.stringify(JSON.parse(recording).display);
    const recorded = new Set(events.match(/\b[0-9a-f]{40}\b/g));
    expect(new Set(git(workdir, "log", "--all", "--format=%H").split("\n"))).toEqual(recorded);
    for (const dates of git(workdir, "log", "--all", "--format=%ad %cd", "--date=raw").split("\n"))
      expect(dates).toMatch(/^\d+ \+0000 \d+ \+0000$/); // the session's clock, in UTC: no zone of the machine's
    const authors = new Set(git(workdir, "log", "--format=%an", "main").split("\n"));
    expect(authors).toEqual(new Set(["lead", "alice", "bob"]));
  });
});

describe("worktree-cases, replayed with real git", () => {
  it("refuses a bad name and a missing task before anything is made", async () => {
    const { run, workdir } = await replay("worktree-cases", "UTC");
    expect(run.shown).toContain(
      'Error: ".." cannot name a worktree: it names a folder itself, not a new one.',
    );
    expect(run.shown).toContain("Error: No task #9: the worktree .worktrees/fix was not made.");
    expect(existsSync(join(workdir, ".worktrees", "fix"))).toBe(false);
    expect(git(workdir, "branch", "--list", "wt/fix")).toBe("");
  });

  it("keeps a worktree with an untracked file, then with a commit on a branch that has no upstream; discarding lists it", async () => {
    const { run } = await replay("worktree-cases", "UTC");
    const lines = run.shown.split("\n");
    const kept = lines.filter((l) => l.includes("Not removed: .worktrees/notes"));
    expect(kept[0]).toContain("1 uncommitted file, 0 commits not in main (files: draft.txt)");
    expect(kept[1]).toMatch(
      /0 uncommitted files, 1 commit not in main \(commits: [0-9a-f]{7} Add a draft\)/,
    );
    expect(run.shown).toMatch(
      /Removed \.worktrees\/notes and wt\/notes\. Thrown away: commits: [0-9a-f]{7} Add a draft\./,
    );
  });

  it("keeps two teammates out of each other's worktree and out of the main checkout, naming their own", async () => {
    const { run, workdir } = await replay("worktree-cases", "UTC");
    const outside = (path: string, own: string) =>
      `Error: ${path} is outside your worktree .worktrees/${own}: you work only in that folder`;
    expect(run.shown).toContain(`[alice]   ${outside("../b/README.md", "a")}`);
    expect(run.shown).toContain(`[alice]   ${outside("../../README.md", "a")}`);
    expect(run.shown).toContain(`[bob]   ${outside("../a/a.txt", "b")}`);
    expect(run.shown).toContain(`[bob]   ${outside("/etc/hostname", "b")}`);
    expect(run.shown).toContain("[alice]   .worktrees/a"); // its bash runs there
    expect(readFileSync(join(workdir, ".worktrees", "a", "a.txt"), "utf-8")).toBe("a\n");
    expect(readFileSync(join(workdir, ".worktrees", "b", "b.txt"), "utf-8")).toBe("b\n");
    expect(existsSync(join(workdir, "a.txt")) || existsSync(join(workdir, "b.txt"))).toBe(false);
  });
});

/** The lesson started live on the mock API serving `steps`, the lead's prompt "Go.", in `workdir`. */
async function live(
  workdir: string,
  steps: Parameters<typeof cassette>[3],
  env: NodeJS.ProcessEnv = {},
) {
  api = await startMockApi({ cassette: cassette("s18", "start", [], steps), key: KEY });
  const run = await playLesson(
    "s18",
    ["--workdir", workdir, "--yes"],
    { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url, WORKBOOK_STREAM: "0", ...env },
    "Go.\nq\n",
    { virtualClock: true },
  );
  await api.close();
  api = undefined;
  return run;
}

describe("the start: what an earlier run left, and what is missing", () => {
  it("finds a worktree whose teammate was killed mid-edit, says so, and keeps its task bound", async () => {
    const workdir = sampleCopy("lessons/s18-worktrees");
    // alice edits in her worktree; her next model call hangs, and the process is killed while it does.
    const steps = [
      [
        call("TaskCreate", { subject: "Trim", description: "parse trims its items." }),
        call("create_worktree", { name: "trim", task_id: "1" }),
        call("spawn_teammate", {
          name: "alice",
          role: "developer",
          prompt: "Do what is claimed for you.",
        }),
      ],
      alice(say("Waiting.")),
      [call("read_inbox", {})],
      alice(call("write_file", { path: "src/text.js", content: "// half done\n" })),
      alice(say("never sent")),
    ];
    api = await startMockApi({
      cassette: cassette("s18", "kill", [], steps),
      key: KEY,
      faults: "slow@5",
      slowMs: 600_000,
    });
    const env = {
      ...offlineEnv(),
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: api.url,
      WORKBOOK_STREAM: "0",
      // alice idles until her first look at the graph claims the task: five seconds of the session's clock, a tenth
      // of a second at this rate (the lesson's clock, as a live run of s14's demo speeds it up; leases keep real time)
      WORKBOOK_CLOCK_RATE: "50",
    };
    const entry = join(DIR, "agent.ts");
    child = spawn(process.execPath, [entry, "--workdir", workdir, "--yes", "-p", "Go."], {
      cwd: ROOT,
      env,
    });
    // The edit is made before call 5 is sent, and call 5 hangs: the process is killed mid-task, whenever this looks.
    const edited = join(workdir, ".worktrees", "trim", "src", "text.js");
    while (!existsSync(edited) || readFileSync(edited, "utf-8") !== "// half done\n")
      await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill("SIGKILL");
    await once(child, "close");
    child = undefined;
    await api.close();
    api = undefined;
    expect(readFileSync(join(workdir, ".worktrees", "trim", "src", "text.js"), "utf-8")).toBe(
      "// half done\n",
    );

    const run = await live(workdir, [[say("Noted.")]]);
    expect(run.shown).toContain(
      "Worktrees: .worktrees/trim (wt/trim), left by an earlier run (stopped or killed mid-task): 1 uncommitted file, 0 commits not in main; task #1 stays bound to it.",
    );
    const log = readFileSync(join(workdir, ".worktrees", "events.jsonl"), "utf-8")
      .trim()
      .split("\n");
    expect(log.map((l) => JSON.parse(l).event)).toEqual(["made", "bound", "claimed"]);

    // Its folder deleted by hand: the next start prunes its record, and its branch stays.
    rmSync(join(workdir, ".worktrees", "trim"), { recursive: true });
    const again = await live(workdir, [[say("Noted.")]]);
    expect(again.shown).toContain(
      "Worktrees: .worktrees/trim was deleted by hand: git worktree prune dropped its record; its branch wt/trim stays, with 0 commits not in main.",
    );
    expect(git(workdir, "branch", "--list", "wt/trim")).toBe("wt/trim");
  });

  it("says a workspace that is not a repository is not one, and that there is no git", async () => {
    const folder = scratchDir("s18-plain-");
    writeFileSync(join(folder, "notes.txt"), "mine\n"); // not the sample: never made a repository
    const plain = await live(folder, [[say("Noted.")]]);
    expect(plain.shown).toContain(
      `The workspace ${folder} is not a git repository, and worktrees are a repository's.`,
    );
    expect(existsSync(join(folder, ".git"))).toBe(false);

    const sample = sampleCopy("lessons/s18-worktrees");
    const noGit = await live(sample, [[say("Noted.")]], { PATH: dirname(process.execPath) });
    expect(noGit.shown).toContain(
      "git is not installed (no git on the PATH): worktrees are git's.",
    );
  });

  it("makes a fresh copy of the sample a repository on main, its .gitignore keeping the lesson's state out", async () => {
    const workdir = sampleCopy("lessons/s18-worktrees");
    cpSync(join(DIR, "sample", ".gitignore"), join(workdir, ".gitignore"));
    await live(workdir, [[call("TaskCreate", { subject: "A", description: "a" })], [say("Done.")]]);
    expect(git(workdir, "branch", "--show-current")).toBe("main");
    expect(git(workdir, "log", "--format=%s")).toBe("The sample");
    expect(existsSync(join(workdir, ".tasks"))).toBe(true);
    expect(git(workdir, "status", "--porcelain")).toBe(""); // .tasks/ and .team/ ignored
  });
});
