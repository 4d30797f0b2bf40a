/**
 * Lesson s20: the loop that composes the kit's mechanisms. Played with a scripted client on copies of the sample
 * (its hooks and rules are s04's): the start says which mechanisms are on; turning each off removes exactly its
 * tools from the request (and, for the hooks, their runs from the display), each session off given the values
 * from outside of the one with all on (its server started once); the one gate, in one session: a subagent's, a
 * teammate's and an MCP tool's calls are blocked by the same PreToolUse hook and denied by the same rules as the
 * lead's; and the scripted demo's mechanisms, each by its events and the requests it changed.
 */
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type MessageRequest, Outside, type RecordedOutside } from "@agent-workbook/kit";
import { trust } from "@agent-workbook/kit/concepts/hooks";
import { message, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  lessonRun,
  lessonRunsReady,
  toolUse,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import {
  playScripted,
  type ScriptedPlay,
} from "@agent-workbook/kit/authoring/tests/scripted-session";
import { MECHANISMS, type Mechanism, mechanismsOn } from "../agent.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const SAMPLE = join(import.meta.dirname, "..", "sample");
const END = message([{ type: "text", text: "Done." }], "end_turn");
type Result = { content: string; is_error?: boolean };
/** Git with an identity of its own and no user config, for the tests' repositories. */
const GIT_ENV = {
  PATH: process.env.PATH,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  ...{ GIT_AUTHOR_NAME: "test", GIT_AUTHOR_EMAIL: "test@agents.invalid" },
  ...{ GIT_COMMITTER_NAME: "test", GIT_COMMITTER_EMAIL: "test@agents.invalid" },
};
const TRUST = "agent-workbook/trusted.json";
/** The sample's `.workbook/settings.json`, as far as the tests change it. */
type Settings = {
  permissions: { deny: string[] };
  hooks: { PreToolUse: { matcher: string; hooks: { type: string; command: string }[] }[] };
};

let ranSample: string | undefined;
/** The sample as a repository already, in which the tests ran (the Stop hook lets the agent stop): made once. */
function testsRanSample(): string {
  if (ranSample) return ranSample;
  const dir = scratchDir("s20-ran-");
  cpSync(SAMPLE, dir, { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, env: GIT_ENV });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "start");
  writeFileSync(join(dir, ".workbook/command-log.txt"), "npm test\n");
  return (ranSample = dir);
}

/** A trusted copy of the sample, and the environment of a session in it (WORKBOOK_WITHOUT = `without`). */
async function workspace(
  without = "",
  testsRan = false,
  edit?: (settings: Settings) => void,
): Promise<{ workdir: string; env: NodeJS.ProcessEnv }> {
  const env = {
    PATH: process.env.PATH,
    XDG_CONFIG_HOME: scratchDir("s20-config-"),
    WORKBOOK_WITHOUT: without,
  };
  const workdir = scratchDir("s20-");
  cpSync(testsRan ? testsRanSample() : SAMPLE, workdir, { recursive: true });
  if (edit) {
    const file = join(workdir, ".workbook/settings.json");
    const settings = JSON.parse(readFileSync(file, "utf8")) as Settings;
    edit(settings);
    writeFileSync(file, JSON.stringify(settings));
  }
  await trust(workdir, join(env.XDG_CONFIG_HOME, TRUST));
  return { workdir, env };
}

type Shown = { kind: string; text?: string };

/**
 * The tools of the first request of a session with `without` off, by name, and its display events; what comes from
 * outside the session (the servers' answers, the hooks' runs, the clock) asked live, or given by `outside`.
 */
async function firstRequest(without = "", outside?: Outside) {
  const { workdir, env } = await workspace(without, true);
  const play = await playScripted("s20", ["Hello."], [END], workdir, env, { outside });
  expect(play.exitCode, play.screen).toBe(0);
  const tools = (play.requests[0]!.tools ?? []).map((t) => (t as { name: string }).name);
  return { tools, events: play.events as Shown[], screen: play.screen };
}

/** Each mechanism's own tools, by the kit's names. */
const OWN_TOOLS: Record<Mechanism, string[]> = {
  hooks: [],
  todo: ["todo_write"],
  subagent: ["task"],
  skills: ["load_skill"],
  compaction: ["compact"],
  memory: ["memory"],
  recovery: [],
  tasks: ["TaskCreate", "TaskGet", "TaskList", "TaskUpdate"],
  background: ["job_output", "stop_job"],
  cron: ["CronCreate", "CronList", "CronDelete"],
  team: [
    ...["spawn_teammate", "send_message", "read_inbox", "shutdown_request", "plan_response"],
    ...["create_worktree", "bind_worktree", "merge_worktree", "keep_worktree", "remove_worktree"],
  ],
  mcp: ["mcp__tracker__list_issues", "mcp__tracker__show_issue", "mcp__tracker__close_issue"],
};

/** Each mechanism's own events in a session that only says hello (the others show none there). */
const OWN_EVENTS: Record<Mechanism, (e: Shown) => boolean> = {
  hooks: (e) => e.kind === "hooks:run",
  todo: () => false,
  subagent: () => false,
  skills: () => false,
  compaction: () => false,
  memory: (e) => e.kind.startsWith("memory:"),
  recovery: () => false,
  tasks: () => false,
  background: () => false,
  cron: () => false,
  team: () => false, // its lines come with its work: a worktree made, a task claimed, a merge
  mcp: (e) => e.kind.startsWith("mcp:"),
};

/** The events as compared: the start's list of mechanisms aside (its own test says what it holds). */
const compared = (events: Shown[]) =>
  events
    .filter((e) => !e.text?.startsWith("Mechanisms on:"))
    .map((e) => `${e.kind} ${e.text ?? ""}`);

describe("turning a mechanism off", () => {
  it("the session's start lists the mechanisms on, with the lesson that teaches each", async () => {
    const some = await firstRequest("cron,hooks,mcp");
    expect(some.events).toContainEqual({
      kind: "note",
      text:
        "Mechanisms on: todo (s05), subagent (s06), skills (s07), compaction (s08), memory (s09), " +
        "recovery (s11), tasks (s12), background (s13), team (s15–s18)",
    });
  });

  it("each mechanism off removes exactly its tools from the request and its events from the display", async () => {
    // The session with all on is played live, its values from outside recorded; each session with one off is
    // given them back, as a replay of its recording would (its tracker server's answer, its Stop hook's run): the
    // setting is all that differs between the sessions compared, and only the first starts the server.
    const recorded: RecordedOutside[] = [];
    const recorder = {
      outside: (what: string, value: unknown) => recorded.push({ calls: 0, what, value }),
    };
    const all = await firstRequest("", new Outside({ recorder }));
    const replay = () => new Outside({ recorded: JSON.parse(JSON.stringify(recorded)) });
    expect(all.events).toContainEqual({
      kind: "note",
      text:
        "Mechanisms on: hooks (s04), todo (s05), subagent (s06), skills (s07), compaction (s08), " +
        "memory (s09), recovery (s11), tasks (s12), background (s13), cron (s14), " +
        "team (s15–s18), mcp (s19)",
    });
    for (const m of Object.keys(MECHANISMS) as Mechanism[]) {
      const off = await firstRequest(m, replay());
      expect(off.tools, m).toEqual(all.tools.filter((name) => !OWN_TOOLS[m].includes(name)));
      expect(all.tools.filter((name) => !off.tools.includes(name)).sort(), m).toEqual(
        [...OWN_TOOLS[m]].sort(),
      );
      expect(compared(off.events), m).toEqual(
        compared(all.events.filter((e) => !OWN_EVENTS[m](e))),
      );
    }
    // What the hello shows of each: the hooks' runs, the memory's index, the servers.
    for (const m of ["hooks", "memory", "mcp"] as Mechanism[])
      expect(all.events.some(OWN_EVENTS[m]), m).toBe(true);
  });

  it("a name that is no mechanism is refused, naming the mechanisms", () => {
    expect(() => mechanismsOn("cron,skils")).toThrow(
      "WORKBOOK_WITHOUT names no mechanism skils: the mechanisms are hooks, todo, subagent, skills, " +
        "compaction, memory, recovery, tasks, background, cron, team, mcp.",
    );
    expect([...mechanismsOn(" cron , tasks,mcp,team,background ")]).toEqual([
      "hooks",
      "todo",
      "subagent",
      "skills",
      "compaction",
      "memory",
      "recovery",
    ]);
  });
});

describe("one gate for everyone", () => {
  /**
   * One session plays every case: the lead hands a sub-task to its subagent and spawns alice; each of them calls
   * `cat README.md` (the sample's PreToolUse hook blocks it) and `rm test.js` (the rule Bash(rm *) denies it) and
   * reads the results in its next request. Then the lead calls the tracker's close_issue (a PreToolUse hook added
   * for it blocks it), its show_issue (a deny rule added for it) and `cat README.md` (the sample's hook).
   */
  let play: ScriptedPlay;
  /** The requests of one agent: the lead's, the subagent's, or alice's, each by its own system prompt. */
  let lead: MessageRequest[];
  let subagent: MessageRequest[];
  let alice: MessageRequest[];
  beforeAll(async () => {
    const { workdir, env } = await workspace("", false, (settings) => {
      settings.hooks.PreToolUse.push({
        matcher: "mcp__tracker__close_issue",
        hooks: [{ type: "command", command: "echo 'Issues are closed by people.' >&2; exit 2" }],
      });
      settings.permissions.deny.push("mcp__tracker__show_issue");
    });
    const bothCalls = (who: string) =>
      message(
        [
          toolUse("bash", { command: "cat README.md" }, `toolu_01${who}`),
          toolUse("bash", { command: "rm test.js" }, `toolu_02${who}`),
        ],
        "tool_use",
      );
    const spawn = { name: "alice", role: "tester", prompt: "Look at the sample." };
    const couldNot = message([{ type: "text", text: "Could not." }], "end_turn");
    const responses = [
      // The lead's round 1: the subagent's two requests are made within it, then alice is spawned.
      message(
        [
          toolUse("task", { description: "Look at the sample." }, "toolu_01Lead"),
          toolUse("spawn_teammate", spawn, "toolu_02Lead"),
        ],
        "tool_use",
      ),
      bothCalls("Sub"),
      couldNot, // the subagent's answer
      bothCalls("Alice"), // alice's round 1
      message(
        [
          toolUse("mcp__tracker__close_issue", { id: 2 }, "toolu_03Lead"),
          toolUse("mcp__tracker__show_issue", { id: 2 }, "toolu_04Lead"),
          toolUse("bash", { command: "cat README.md" }, "toolu_05Lead"),
        ],
        "tool_use",
      ), // the lead's round 2
      couldNot, // alice's round 2: she is idle
      END, // the lead's round 3: the sample's Stop hook sends it back once
      END,
    ];
    // On a clock of its own: idle alice's looks at the task graph (five seconds each, live) end at once.
    play = await playScripted("s20", ["Go."], responses, workdir, env, { virtualClock: true });
    expect(play.exitCode, play.screen).toBe(0);
    const system = (r: MessageRequest) => JSON.stringify(r.system);
    lead = play.requests.filter((r) => system(r) === system(play.requests[0]!));
    subagent = play.requests.filter((r) => system(r) === system(play.requests[1]!));
    alice = play.requests.filter((r) => system(r).includes("You are alice"));
    expect([lead.length, subagent.length, alice.length]).toEqual([4, 2, 2]);
    expect(system(subagent[0]!)).not.toContain("You are alice"); // the subagent's own prompt
    expect(system(subagent[0]!)).not.toBe(system(lead[0]!));
  });
  /** The results `requests[n]` reads: those of the round before. */
  const results = (requests: MessageRequest[], n: number) =>
    requests[n]!.messages.at(-1)!.content as Result[];
  const hookBlocksCat = {
    content:
      "Denied by a PreToolUse hook: • Read files with the read_file tool, not the shell: it reads them inside the workspace only",
    is_error: true,
  };

  it("a subagent's call is blocked by the PreToolUse hook, and the subagent reads its reason", () => {
    expect(results(subagent, 1)[0]).toMatchObject(hookBlocksCat);
  });

  it("a subagent's call is denied by the same rule as the lead's (Bash(rm *))", () => {
    const result = results(subagent, 1)[1]!;
    expect(result.is_error).toBe(true);
    expect(result.content).toBe("Denied by the deny rule Bash(rm *) in .workbook/settings.json.");
  });

  it("a teammate's call is blocked by the PreToolUse hook, and the teammate reads its reason", () => {
    expect(results(alice, 1)[0]).toMatchObject(hookBlocksCat);
  });

  it("a teammate's call is denied by the same rule as the lead's (Bash(rm *))", () => {
    const result = results(alice, 1)[1]!;
    expect(result.is_error).toBe(true);
    expect(result.content).toBe("Denied by the deny rule Bash(rm *) in .workbook/settings.json.");
  });

  it("an MCP tool's call is blocked by a PreToolUse hook that matches it, and the model reads its reason", () => {
    expect(results(lead, 2)[0]).toMatchObject({
      content: "Denied by a PreToolUse hook: Issues are closed by people.",
      is_error: true,
    });
  });

  it("an MCP tool's call is denied by a rule that names it, over the server's allow rule", () => {
    expect(results(lead, 2)[1]).toMatchObject({
      content: "Denied by the deny rule mcp__tracker__show_issue in .workbook/settings.json.",
      is_error: true,
    });
  });

  it("the lead's call is blocked by the same hook", () => {
    expect(results(lead, 2)[2]!.content).toMatch(
      /^Denied by a PreToolUse hook: • Read files with the read_file/,
    );
  });
});

describe("the demo (scripted)", () => {
  const run = lessonRun("s20");
  const kinds = (kind: string) => run.events.filter((e) => e.kind === kind);
  const text = (i: number) => JSON.stringify(run.requests[i]!.messages);

  it("replays whole: a skill loaded, and the PreToolUse hook's block of cat read by the model", () => {
    expect(run.code, run.stderr).toBe(0);
    expect(text(1)).toContain('<skill name=\\"fix-a-bug\\" folder=\\"skills/fix-a-bug\\">');
    expect((run.requests[2]!.messages.at(-1)!.content as Result[]).slice(0, 2)).toEqual([
      expect.objectContaining({ content: expect.stringMatching(/^Started background job #1/) }),
      expect.objectContaining({
        content:
          "Denied by a PreToolUse hook: • Read files with the read_file tool, not the shell: it reads them inside the workspace only",
        is_error: true,
      }),
    ]);
  });

  it("the background test run's notification reaches the model after a later round's results", () => {
    expect(kinds("background:started")).toHaveLength(1);
    expect(kinds("background:ended")).toHaveLength(1);
    const at = run.requests.findIndex((r) =>
      JSON.stringify(r.messages).includes("<task-notification>\\nBackground job #1"),
    );
    expect(at).toBeGreaterThanOrEqual(2); // when it ended is the recording's (a value from outside)
    expect(text(at)).toContain("FAIL fahrenheitToCelsius(212) = 194.2222 (want 100)");
  });

  it("a teammate claims the task bound to a worktree, fixes and commits there, and the lead merges it", () => {
    for (const kind of [
      "worktrees:made",
      "worktrees:claimed",
      "worktrees:merged",
      "autonomy:claimed",
    ])
      expect(kinds(kind), kind).toHaveLength(1);
    const hers = run.requests.filter((r) => JSON.stringify(r.system).includes("You are alice"));
    expect(hers).toHaveLength(5);
    expect(JSON.stringify(hers[1]!.messages)).toContain('<worktree name=\\"fix-f2c\\">');
  });

  it("a check scheduled in the lead's round 6 fires at round 8's step 1, its prompt in that request; deleted after the merge", () => {
    const [created] = kinds("schedule:created") as unknown as { id: string; cron: string }[];
    expect(created).toMatchObject({ cron: "1-59/2 * * * *" });
    expect(kinds("schedule:fired")).toHaveLength(1);
    expect(kinds("schedule:deleted")).toMatchObject([{ id: created!.id, by: "CronDelete" }]);
    const fire = `[scheduled job ${created!.id}] Check on task #1: read the inbox for alice's news`;
    // The lead's requests: 6 (round 6, CronCreate), 8 (round 7), 10 (round 8, the fire), 12 (round 9).
    expect(text(8)).not.toContain("[scheduled job");
    const last = run.requests[10]!.messages.at(-1)!.content as { type: string; text?: string }[];
    expect(last.at(-1)).toMatchObject({ type: "text", text: expect.stringContaining(fire) });
    expect(JSON.stringify(run.requests[12]!.messages)).toContain("[scheduled job"); // once, not again
    expect(text(12).split("[scheduled job").length).toBe(2);
  });

  it("the model asks for a compaction: the summary call, then the next request starts from it", () => {
    const summary = run.requests.findIndex((r) =>
      JSON.stringify(r.system).includes("You summarise"),
    );
    expect(summary).toBe(15);
    expect(JSON.stringify(run.requests[16]!.messages[0])).toContain(
      "alice fixed it to (f - 32) * 5 / 9, committed and completed it",
    );
    expect(kinds("compaction:done")).toHaveLength(1);
  });

  it("every Bash call's hooks ran, the Stop hook lets the turn end once the tests ran", () => {
    expect(run.requests).toHaveLength(18);
    const runs = kinds("hooks:run") as unknown as { event: string; decision: string }[];
    expect(runs.map((r) => [r.event, r.decision])).toEqual([
      ["PreToolUse", "none"],
      ["PostToolUse", "none"],
      ["PreToolUse", "deny"],
      ["PreToolUse", "none"], // alice's commit
      ["PostToolUse", "none"],
      ["PreToolUse", "none"],
      ["PostToolUse", "none"],
      ["Stop", "none"],
    ]);
  });
});
