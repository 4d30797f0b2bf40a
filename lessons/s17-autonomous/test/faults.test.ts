/**
 * s17 under faults and as the learner reads it (issues "The team, background jobs and recovery hold under faults" and
 * "What a learner … met"): played in this process through playLesson, on its scripted cassettes or on one written here.
 */
import { join } from "node:path";
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
    const run = await playLesson("s17", ["--workdir", workdir], env, "Go.\n", { virtualClock: true });
    expect(run.stderr).toBe("");
    expect(run.shown).toContain("[alice] claim of #1 Write NOTES.md held: in progress, this teammate's now");
    const warning =
      "The lead ended its turn with work in progress: #1 Write NOTES.md (alice). The team waits for your next request to go on.";
    expect(run.shown).toContain(warning);
    expect(run.shown.indexOf(warning)).toBeGreaterThan(run.shown.indexOf("Done for now."));
  });
});
