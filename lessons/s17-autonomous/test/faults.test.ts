/**
 * s17 under faults and as the learner reads it (issues "The team, background jobs and recovery hold under faults" and
 * "What a learner … met"): played in this process through playLesson, on its scripted cassettes or on one written here.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type MessageRequest } from "@agent-workbook/kit";
import { afterEach, describe, expect, it } from "vitest";
import { call, cassette, type Turn } from "@agent-workbook/kit/authoring/cassette-script";
import { type MockApi, startMockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import { ROOT, sampleCopy, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

const KEY = "sk-ant-test-fake-0517";
let api: MockApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});
const alice = (...blocks: Turn["blocks"]): Turn => ({ agent: "alice", blocks });
const say = (text: string) => ({ type: "text" as const, text });

const DIR = join(ROOT, "lessons", "s17-autonomous");

describe("what the learner reads (issue 53)", () => {
  it("item 9: a claim that held has a line of its own, as a lost one does", async () => {
    const tape = join(DIR, "cassettes", "autonomy-cases.json");
    const run = await playLesson("s17", ["--replay", tape, "--workdir", scratchDir("s17-claims-")]);
    expect(run.code).toBe(0);
    const claims = run.shown.split("\n").filter((l) => / claim of #/.test(l));
    expect(claims).toEqual([
      "[alice] claim of #2 Count the README's lines held: in progress, this teammate's now",
      "[bob] claim of #2 Count the README's lines did not hold: it is alice's now",
      "[bob] claim of #3 Check the README's title held: in progress, this teammate's now",
      "[alice] claim of #1 Report the count held: in progress, this teammate's now",
      "[bob] claim of #1 Report the count did not hold: it is alice's now",
    ]);
  });
});

describe("case 9: the lead ends its turn while a teammate holds a claimed task (live, mock API, virtual clock)", () => {
  it("the terminal says which work is left in progress, and by whom", async () => {
    const tape = cassette(
      "s17",
      "open-work",
      [],
      [
        [
          call("TaskCreate", { subject: "Write NOTES.md", description: "One line." }),
          call("spawn_teammate", { name: "alice", role: "writer", prompt: "Claim what is ready." }),
        ],
        alice(say("Nothing yet.")),
        [call("read_inbox", {})],
        alice(say("Claimed #1: on it.")),
        [say("Done for now.")],
      ],
    );
    api = await startMockApi({ cassette: tape, key: KEY, keepBodies: true });
    const env = { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url };
    const workdir = sampleCopy("lessons/s17-autonomous");
    const run = await playLesson("s17", ["--workdir", workdir], env, "Go.\n", {
      virtualClock: true,
    });
    expect(run.stderr).toBe("");
    expect(run.shown).toContain(
      "[alice] claim of #1 Write NOTES.md held: in progress, this teammate's now",
    );
    const warning =
      "The lead ended its turn with work in progress: #1 Write NOTES.md (alice). The team waits for your next request to go on.";
    expect(run.shown).toContain(warning);
    expect(run.shown.indexOf(warning)).toBeGreaterThan(run.shown.indexOf("Done for now."));
  });
});

/** Plays s17 live on the mock API (its waits on a virtual clock) on `workdir`, the lead's prompt "Go.". */
async function live(workdir: string, steps: Parameters<typeof cassette>[3]) {
  api = await startMockApi({
    cassette: cassette("s17", "faults", [], steps),
    key: KEY,
    keepBodies: true,
  });
  const env = { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url };
  const run = await playLesson("s17", ["--workdir", workdir], env, "Go.\n", { virtualClock: true });
  const requests = api.calls
    .filter((c) => c.body !== undefined)
    .map((c) => c.body as MessageRequest);
  return { ...run, requests };
}
const task = (id: string, fields: Record<string, unknown> = {}) =>
  `${JSON.stringify({ id, subject: `Task ${id}`, description: "", status: "pending", owner: null, blockedBy: [], blocks: [], ...fields })}\n`;

describe("case 6: a task file that is not valid JSON while the idle teammates poll (live, mock API)", () => {
  it("the look skips the file and names it; the lead's turn goes on, its history whole", async () => {
    const workdir = sampleCopy("lessons/s17-autonomous");
    const run = await live(workdir, [
      [
        call("TaskCreate", { subject: "Write NOTES.md", description: "One line." }),
        call("write_file", { path: ".tasks/2.json", content: "{ not json" }),
        call("spawn_teammate", { name: "alice", role: "writer", prompt: "Claim what is ready." }),
      ],
      alice(say("Nothing yet.")),
      [call("read_inbox", {})],
      [say("Done for now.")],
    ]);
    expect(run.stderr).toBe("");
    expect(run.shown).toContain(
      "The look at the tasks skipped .tasks/2.json is not valid JSON: it counts as open.",
    );
    // The claim reads the graph whole under the store's lock (s12's rule for a write): it does not hold, and says why.
    expect(run.shown).toContain(
      "[alice] claim of #1 Write NOTES.md did not hold: Error: .tasks/2.json is not valid JSON: fix it or delete it (nothing was changed).",
    );
    expect(run.shown).not.toContain("Your conversation is kept as it was before this message");
    // The lead's last request holds its whole turn: the prompt, its two rounds and their results.
    const leads = run.requests.filter((r) => r.system === run.requests[0].system);
    expect(leads.at(-1)!.messages).toHaveLength(5);
    expect(run.shown).toContain("Done for now.");
    expect(leads.at(-1)!.messages[0]).toEqual({
      role: "user",
      content: [{ type: "text", text: "Go." }],
    });
  });
});

describe("case 7: a blocker's task file replaced by a link to a file outside .tasks/ (live, mock API)", () => {
  it("the link is named, and the blocker counts as open: its dependent is never claimed", async () => {
    const workdir = sampleCopy("lessons/s17-autonomous");
    mkdirSync(join(workdir, ".tasks"));
    const outside = join(scratchDir("s17-outside-"), "2.json");
    writeFileSync(outside, task("2", { status: "completed" }));
    symlinkSync(outside, join(workdir, ".tasks", "2.json"));
    writeFileSync(join(workdir, ".tasks", "3.json"), task("3", { blockedBy: ["2"] }));
    const run = await live(workdir, [
      [call("spawn_teammate", { name: "alice", role: "writer", prompt: "Claim what is ready." })],
      alice(say("Nothing yet.")),
      [call("read_inbox", {})],
      [say("Done for now.")],
    ]);
    expect(run.stderr).toBe("");
    expect(run.shown).toContain(
      "The look at the tasks skipped .tasks/2.json is not a regular file (a link, a pipe or a folder): it counts as open.",
    );
    expect(run.shown).toContain(
      "[alice] idle 5 s of 60 s: nothing to claim (#3 waits for #2 (cannot be read))",
    );
    expect(JSON.parse(readFileSync(join(workdir, ".tasks", "3.json"), "utf-8"))).toMatchObject({
      status: "pending",
      owner: null,
    });
  });
});
