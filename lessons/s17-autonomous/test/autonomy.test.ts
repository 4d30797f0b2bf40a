/**
 * Lesson s17's concept: autonomous teammates. The claim's rules, through the lesson's `claim` in this process; the
 * lesson's runs of its cassettes (the global setup's, and one played here): a blocked task skipped, a claim that did
 * not hold never becomes work, each teammate stops at its idle limit and says so, and every wait is the recording's
 * (a replay asks for no real time, and one that asks for more waits than were recorded stops). Then the claim race
 * with real processes: four idle teammates of four processes claim from one graph at once; and, live over the mock
 * API, Ctrl-C during an idle teammate's wait.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Cassette,
  INTERRUPTED_LINE,
  loadCassette,
  type MessageRequest,
  TaskStore,
} from "@agent-workbook/kit";
import { startMockApi, type MockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import {
  message,
  offlineEnv,
  ROOT,
  sampleCopy,
  scratchDir,
} from "@agent-workbook/kit/authoring/tests/helpers";
import {
  importLesson,
  lessonRun,
  lessonRunsReady,
  toolUse,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import {
  startLessonInTerminal,
  type TerminalLesson,
} from "@agent-workbook/kit/authoring/tests/terminal";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const DIR = join(ROOT, "lessons", "s17-autonomous");

type Block = { type: string; text?: string };
/** The texts of a request's last message. */
const lastTexts = (request: MessageRequest): string[] => {
  const content = request.messages.at(-1)!.content;
  return typeof content === "string"
    ? [content]
    : (content as Block[]).flatMap((b) => (b.text ? [b.text] : []));
};
/** The task files of a workspace, by id. */
const tasksIn = (workdir: string, ids: string[]) =>
  Object.fromEntries(
    ids.map((id) => [id, JSON.parse(readFileSync(join(workdir, ".tasks", `${id}.json`), "utf-8"))]),
  );

/** A graph made by the lead: #1 and #2 ready, #3 waiting for #1, #4 done, #5 owned by carol. */
async function graph(workdir: string): Promise<void> {
  const lead = new TaskStore(workdir, "lead");
  for (const subject of ["One", "Two", "Three", "Four", "Five"])
    await lead.create({ subject, description: "" });
  await lead.update("3", { addBlockedBy: ["1"] });
  await lead.update("4", { status: "completed" });
  await lead.update("5", { owner: "carol" });
}

describe("claim: under the store's lock, on the task read afresh", () => {
  it("holds on a ready task, and says why not on each other kind", async () => {
    const workdir = scratchDir("s17-claim-");
    await graph(workdir);
    const { claim } = (await importLesson("s17", workdir)) as unknown as {
      claim: (
        store: TaskStore,
        id: string,
      ) => Promise<{ held: boolean; why?: string; task?: { owner: string } }>;
    };
    const alice = new TaskStore(workdir, "alice");
    const bob = new TaskStore(workdir, "bob");
    const first = await claim(alice, "1");
    expect(first.held).toBe(true);
    expect(tasksIn(workdir, ["1"])["1"]).toMatchObject({ status: "in_progress", owner: "alice" });
    // The same task again, by another agent that saw it ready before: the claim does not hold.
    expect(await claim(bob, "1")).toEqual({ held: false, why: "it is alice's now" });
    expect(await claim(bob, "3")).toEqual({ held: false, why: "it waits for #1" });
    expect(await claim(bob, "4")).toEqual({ held: false, why: "it is completed now" });
    expect(await claim(bob, "5")).toEqual({ held: false, why: "it is carol's now" });
    expect(await claim(bob, "9")).toEqual({ held: false, why: "#9 is gone" });
    // Nothing a refused claim touched changed; bob's one claim that can hold does.
    expect(tasksIn(workdir, ["1", "3", "5"])).toMatchObject({
      1: { owner: "alice", status: "in_progress" },
      3: { owner: null, status: "pending" },
      5: { owner: "carol", status: "pending" },
    });
    expect((await claim(bob, "2")).held).toBe(true);
    expect(tasksIn(workdir, ["2"])["2"]).toMatchObject({ status: "in_progress", owner: "bob" });
  });
});

describe("the lesson's runs of its cassettes", () => {
  it("demo: bob's first claim does not hold, the blocked tasks are skipped, and every task is claimed once", () => {
    const run = lessonRun("s17");
    expect(run.code).toBe(0);
    expect(run.shown).toContain(
      "[bob] claim of #1 Write src/convert.js did not hold: it is alice's now",
    );
    expect(run.shown).toContain(
      "[bob] idle 5 s of 60 s: nothing to claim (#2 waits for #1; #3 waits for #1)",
    );
    // Each task reaches one teammate, once, as a <claimed> block: alice #1 and #3, bob #2.
    const claimed = run.requests.flatMap((r, n) =>
      lastTexts(r)
        .filter((t) => t.startsWith("<claimed"))
        .map((t) => `${run.agents[n]} ${t.match(/task="(\d+)"/)![1]}`),
    );
    expect(claimed).toEqual(["alice 1", "bob 2", "alice 3"]);
    // Each claimed task's plan goes to the lead before the work (s16's protocol): plan-1, plan-2, plan-3 in that order.
    expect(run.shown.match(/Sent plan-\d to lead/g)).toEqual([
      "Sent plan-1 to lead",
      "Sent plan-2 to lead",
      "Sent plan-3 to lead",
    ]);
  });

  it("autonomy-cases: a lost claim is never work; each teammate stops at its idle limit and tells the lead", async () => {
    const workdir = scratchDir("s17-cases-");
    const run = await playLesson("s17", [
      "--replay",
      join(DIR, "cassettes", "autonomy-cases.json"),
      "--workdir",
      workdir,
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    // #1 waits for #2: alice skips it and claims #2; bob, from the same look, tries #2, which does not hold, then #3.
    expect(run.shown).toContain(
      "[bob] claim of #2 Count the README's lines did not hold: it is alice's now",
    );
    const bobs = run.requests.filter((_, n) => run.agents[n] === "bob");
    expect(lastTexts(bobs[1])).toEqual([
      '<claimed task="3">Check the README\'s title: README.md starts with a title line.</claimed>',
    ]);
    expect(bobs.flatMap(lastTexts).filter((t) => t.includes('task="2"'))).toEqual([]);
    // Idle 60 s (12 polls of 5 s), each stops: no call after, a message to the lead, shutdown in .team/config.json.
    expect(run.shown).toContain("[bob] idle 55 s of 60 s: nothing to claim");
    expect(run.shown).toContain("[bob] idle for 60 s: stopped");
    expect(run.shown).toContain("[alice] idle for 60 s: stopped");
    const leads = run.requests.filter((_, n) => run.agents[n] === undefined);
    const stops = leads.flatMap(lastTexts).filter((t) => t.includes("with nothing to claim"));
    expect(stops).toEqual([
      '<message from="bob" type="message">I was idle for 60 s with nothing to claim, and stopped.</message>',
      '<message from="alice" type="message">I was idle for 60 s with nothing to claim, and stopped.</message>',
    ]);
    expect(run.agents.lastIndexOf("bob")).toBeLessThan(
      run.requests.findIndex((r) => lastTexts(r).includes(stops[0])),
    );
    const team = JSON.parse(readFileSync(join(workdir, ".team", "config.json"), "utf-8"));
    expect(team.members.map((m: { status: string }) => m.status)).toEqual([
      "idle",
      "shutdown",
      "shutdown",
    ]);
    expect(tasksIn(workdir, ["1", "2", "3"])).toMatchObject({
      1: { owner: "alice", status: "completed" },
      2: { owner: "alice", status: "completed" },
      3: { owner: "bob", status: "completed" },
    });
  });

  it("waits only as the recording says: one wait fewer than the session asks for stops the replay", async () => {
    const tape = loadCassette(join(DIR, "cassettes", "autonomy-cases.json"));
    expect(tape.outside?.filter((o) => o.what === "wait")).toHaveLength(15);
    const short = join(scratchDir("s17-waits-"), "short.json");
    writeFileSync(short, JSON.stringify({ ...tape, outside: tape.outside!.slice(0, -1) }));
    const run = await playLesson("s17", ["--replay", short, "--workdir", scratchDir("s17-waits-")]);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('holds no more "wait" from outside the session');
  });
});

describe("the claim race, with real processes", () => {
  it("4 idle teammates of 4 processes claim from one graph at once: each task held once, no claim that failed is work", async () => {
    const workdir = scratchDir("s17-race-");
    await graph(workdir);
    const names = ["ann", "ben", "cat", "dan"];
    const children: ChildProcess[] = names.map((name) =>
      spawn(
        process.execPath,
        [join(import.meta.dirname, "claim-worker.ts"), workdir, name, "1,2,3,5"],
        {
          stdio: "inherit",
          env: offlineEnv(),
        },
      ),
    );
    await vi.waitFor(
      () => expect(names.filter((n) => existsSync(join(workdir, `ready-${n}`)))).toEqual(names),
      {
        timeout: 60_000,
        interval: 20,
      },
    );
    writeFileSync(join(workdir, "go"), "");
    const codes = await Promise.all(
      children.map(async (c) => c.exitCode ?? (await once(c, "exit"))[0]),
    );
    expect(codes).toEqual([0, 0, 0, 0]);
    const answers = names.map((n) => ({
      name: n,
      ...JSON.parse(readFileSync(join(workdir, `answers-${n}.json`), "utf-8")),
    }));
    const files = tasksIn(workdir, ["1", "2", "3", "5"]);
    for (const id of ["1", "2"]) {
      // Exactly one agent was told its claim held, and it is the owner on disk; every other was told whose it is.
      const held = answers.filter((a) => a[id].held);
      expect(held.map((a) => a.name)).toEqual([files[id].owner]);
      expect(files[id].status).toBe("in_progress");
      for (const a of answers.filter((a) => !a[id].held))
        expect(a[id].why).toBe(`it is ${files[id].owner}'s now`);
    }
    // #3 waits for #1 (claimed, not completed): never held; #5 is carol's: never held.
    for (const a of answers) expect([a["3"].held, a["5"].held]).toEqual([false, false]);
    expect(files["3"]).toMatchObject({ owner: null, status: "pending" });
    expect(files["5"]).toMatchObject({ owner: "carol", status: "pending" });
  });
});

// Live, over the mock API, with the real SDK, on a terminal.
const KEY = "sk-ant-test-fake-0017";
let api: MockApi | undefined;
let terminal: TerminalLesson | undefined;
afterEach(async () => {
  terminal?.close();
  terminal = undefined;
  await api?.close();
  api = undefined;
});

describe("a live team (mock API)", () => {
  it("Ctrl-C during an idle teammate's 5 s wait ends the turn then: the ready task stays unclaimed", async () => {
    const responses = [
      message(
        [
          toolUse(
            "TaskCreate",
            { subject: "Wait here", description: "A ready task." },
            "toolu_01C",
          ),
          toolUse(
            "spawn_teammate",
            { name: "alice", role: "developer", prompt: "Wait." },
            "toolu_01A",
          ),
        ],
        "tool_use",
      ),
      message([{ type: "text", text: "Waiting." }], "end_turn"),
      // The lead waits; alice, idle, waits 5 s on the session's clock before she looks at the graph.
      message([toolUse("read_inbox", {}, "toolu_01W")], "tool_use"),
    ];
    const cassette = {
      version: 1,
      lesson: "s17",
      prompts: [],
      interactions: responses.map((response) => ({ response })),
    };
    api = await startMockApi({
      cassette: cassette as unknown as Cassette,
      key: KEY,
      keepBodies: true,
    });
    const env = offlineEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url });
    const workdir = sampleCopy("lessons/s17-autonomous");
    terminal = startLessonInTerminal(["s17", "--workdir", workdir], env);
    await terminal.waitForScreenEnd("s17 >>");
    terminal.type("start\r");
    await terminal.waitForScreenEnd("> read_inbox: {}", "  No new messages.");
    terminal.type("\x03");
    await terminal.waitForScreenEnd(INTERRUPTED_LINE, "s17 >>");
    // Had the wait gone on to its end, alice would have claimed #1 before her call was interrupted.
    expect(tasksIn(workdir, ["1"])["1"]).toMatchObject({ status: "pending", owner: null });
    terminal.type("q\r");
    expect(await terminal.exitCode).toBe(0);
    expect(api.rejected()).toEqual([]);
  });
});
