/**
 * s16 under faults (issue "The team, background jobs and recovery hold under faults"): each case played in this
 * process through playLesson, on a cassette written here with the scripted cassettes' helpers (the lesson's own
 * session and loop, its tools real).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type MessageRequest, saveCassette } from "@agent-workbook/kit";
import {
  call,
  cassette,
  type Step,
  type Turn,
} from "@agent-workbook/kit/authoring/cassette-script";
import { type MockApi, startMockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import { sampleCopy, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

type Block = { type: string; text?: string; content?: unknown; is_error?: boolean };
/** The results in a request's last user message, `ERROR ` in front of an error's. */
const results = (request: MessageRequest) =>
  (request.messages.at(-1)!.content as Block[])
    .filter((b) => b.type === "tool_result")
    .map((b) => `${b.is_error ? "ERROR " : ""}${b.content}`);
const alice = (...blocks: Turn["blocks"]): Turn => ({ agent: "alice", blocks });
const spawnAlice = call("spawn_teammate", {
  name: "alice",
  role: "writer",
  prompt: "Send me a plan first.",
});

/** Plays s16 on the steps given, on a copy of its sample. */
async function play(name: string, steps: (Step | Turn)[], prompts = ["Go."]) {
  const tape = join(scratchDir("s16-faults-"), `${name}.json`);
  saveCassette(tape, cassette("s16", name, prompts, steps));
  const workdir = sampleCopy("lessons/s16-protocols");
  const run = await playLesson("s16", ["--replay", tape, "--workdir", workdir]);
  return { ...run, workdir, who: run.agents.map((a) => a ?? "lead") };
}

describe("case 1: an agent calls only the tools it was given", () => {
  it("the lead's shutdown_response on a teammate's plan is refused, listing the lead's tools; nothing runs", async () => {
    const run = await play("foreign-tool", [
      [spawnAlice],
      alice(call("plan_request", { plan: "Write NOTES.md." })),
      [call("shutdown_response", { request_id: "plan-1", approve: true })],
      [call("plan_response", { request_id: "plan-1", approve: true })],
      alice(call("read_inbox", {})),
      [{ type: "text", text: "Done." }],
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const leads = run.requests.filter((_, n) => run.who[n] === "lead");
    expect(results(leads[2])).toEqual([
      "ERROR Error: Unknown tool: shutdown_response. Available tools: bash, read_file, write_file, edit_file, glob, TaskCreate, TaskGet, TaskUpdate, TaskList, spawn_teammate, send_message, read_inbox, shutdown_request, plan_response",
    ]);
    // The lead is still the lead: it answers the plan with its own tool, and the team goes on.
    expect(results(leads[3])).toEqual(["Answered plan-1: approved."]);
    expect(run.who.join(" ")).toBe("lead alice lead lead alice lead");
  });
});

/** The texts handed to an agent in a request's last user message (messages, reminders). */
const handed = (request: MessageRequest) =>
  (request.messages.at(-1)!.content as Block[]).filter((b) => b.type === "text").map((b) => b.text);

describe("case 2: a shutdown request to a teammate that waits for its plan's answer", () => {
  it("counts no rounds while it waits: its answer after the plan's is taken, and the lead is not told 'unanswered'", async () => {
    const inbox = [call("read_inbox", {})];
    const run = await play("shutdown-while-waiting", [
      [spawnAlice],
      alice(call("plan_request", { plan: "Write NOTES.md." })),
      [call("shutdown_request", { teammate: "alice" })],
      inbox,
      inbox,
      inbox,
      inbox,
      [call("plan_response", { request_id: "plan-1", approve: true })],
      alice(call("shutdown_response", { request_id: "shutdown-2", approve: true })),
      [{ type: "text", text: "Done." }],
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.who.join(" ")).toBe("lead alice lead lead lead lead lead lead alice lead");
    const alices = run.requests.filter((_, n) => run.who[n] === "alice");
    // Her second round carries the request, the plan's answer, and no reminder: she took no round in between.
    expect(handed(alices[1])).toEqual([
      '<message from="lead" type="shutdown_request" request_id="shutdown-2">Finish what you are doing, then answer with shutdown_response.</message>',
      '<message from="lead" type="plan_response" request_id="plan-1">approved.</message>',
    ]);
    const last = run.requests.at(-1)!;
    expect(handed(last)).toEqual([
      '<message from="alice" type="shutdown_response" request_id="shutdown-2">approved.</message>',
    ]);
    expect(run.shown).not.toContain("unanswered");
  });
});

describe("cases 3 and 4: a teammate that approves its shutdown while it holds a task in progress", () => {
  const played = play("stop-holding", [
    [
      call("TaskCreate", { subject: "Write NOTES.md", description: "One line per protocol." }),
      call("TaskUpdate", { taskId: "1", owner: "alice" }),
      spawnAlice,
    ],
    alice(call("TaskUpdate", { taskId: "1", status: "in_progress" })),
    [call("shutdown_request", { teammate: "alice" })],
    alice(call("shutdown_response", { request_id: "shutdown-1", approve: true })),
    [
      call("TaskUpdate", { taskId: "1", status: "in_progress" }),
      call("spawn_teammate", { name: "alice", role: "writer", prompt: "Write NOTES.md." }),
    ],
    alice({ type: "text", text: "On it." }),
    [{ type: "text", text: "Done." }],
  ]);

  it("case 3: hands the task back (pending, no owner) and the lead is told, so the lead can take it", async () => {
    const run = await played;
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.who.join(" ")).toBe("lead alice lead alice lead alice lead");
    const leads = run.requests.filter((_, n) => run.who[n] === "lead");
    expect(handed(leads[2])).toEqual([
      "<reminder>alice stopped while it held #1 Write NOTES.md: pending again, with no owner. Give it to a teammate.</reminder>",
      '<message from="alice" type="shutdown_response" request_id="shutdown-1">approved.</message>',
    ]);
    expect(results(leads[3])[0]).toMatch(/^#1 is in progress \(owner: lead\)\./);
  });

  it("case 4: its name is free again: spawning alice anew works, and the new alice takes a round", async () => {
    const run = await played;
    const leads = run.requests.filter((_, n) => run.who[n] === "lead");
    expect(results(leads[3])[1]).toBe(
      "Spawned alice (writer): it takes its first round after yours. The team: lead, alice.",
    );
    const alices = run.requests.filter((_, n) => run.who[n] === "alice");
    expect(alices[2].messages).toEqual([{ role: "user", content: "Write NOTES.md." }]);
  });
});

describe("case 5: a request an earlier run left in an inbox, and a new one under the same id (live, mock API)", () => {
  const KEY = "sk-ant-test-fake-0516";
  let api: MockApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it("the old one is marked stale at start and cannot be answered; the answer closes only this run's plan-1", async () => {
    const workdir = sampleCopy("lessons/s16-protocols");
    mkdirSync(join(workdir, ".team", "inbox"), { recursive: true });
    const old = {
      type: "plan_request",
      from: "alice",
      request_id: "plan-1",
      content: "Old plan.",
      timestamp: "",
    };
    writeFileSync(join(workdir, ".team", "inbox", "lead.jsonl"), `${JSON.stringify(old)}\n`);
    writeFileSync(
      join(workdir, ".team", "config.json"),
      JSON.stringify({ members: [{ name: "alice", status: "working" }] }),
    );
    const tape = cassette(
      "s16",
      "stale",
      [],
      [
        [spawnAlice],
        alice(call("plan_request", { plan: "New plan." })),
        [
          call("plan_response", { request_id: "stale:plan-1", approve: true }),
          call("plan_response", { request_id: "plan-1", approve: true }),
        ],
        alice({ type: "text", text: "Approved." }),
        [{ type: "text", text: "Done." }],
      ],
    );
    api = await startMockApi({ cassette: tape, key: KEY, keepBodies: true });
    const run = await playLesson(
      "s16",
      ["--workdir", workdir],
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url },
      "Go.\n",
    );
    expect(run.stderr).toBe("");
    const requests = api.calls
      .filter((c) => c.body !== undefined)
      .map((c) => c.body as MessageRequest);
    const texts = (r: MessageRequest) =>
      (r.messages.at(-1)!.content as Block[]).map(
        (b) => b.text ?? `${b.is_error ? "ERROR " : ""}${b.content}`,
      );
    expect(texts(requests[0])).toEqual([
      "Go.",
      '<message from="alice" type="plan_request" request_id="stale:plan-1">[stale: sent in an earlier run of the team; it cannot be answered] Old plan.</message>',
    ]);
    expect(texts(requests[2])).toEqual([
      "Spawned alice (writer): it takes its first round after yours. The team: lead, alice.",
      '<message from="alice" type="plan_request" request_id="plan-1">New plan.</message>',
    ]);
    expect(texts(requests[4]).slice(0, 2)).toEqual([
      "ERROR Error: No request stale:plan-1. Your open requests: plan-1.",
      "Answered plan-1: approved.",
    ]);
  });
});

describe("what the learner reads (issue 53)", () => {
  it("item 8: the demo shows every pass from the first, before any teammate is spawned", () => {
    const passes = lessonRun("s16").shown.match(/^── pass \d+$/gm) ?? [];
    expect(passes.slice(0, 3)).toEqual(["── pass 1", "── pass 2", "── pass 3"]);
    expect(passes.length).toBe(lessonRun("s16").agents.filter((a) => a === undefined).length);
  });
});
