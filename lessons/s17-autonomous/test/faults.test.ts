/**
 * s17 under faults and as the learner reads it (issues "The team, background jobs and recovery hold under faults" and
 * "What a learner … met"): played in this process through playLesson, on its scripted cassettes or on one written here.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

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
