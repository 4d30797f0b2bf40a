/**
 * The kit's background jobs (src/concepts/background/jobs.ts) are s13's, the lesson that teaches them, which s20 takes
 * from the kit: its regions `jobs` (the limits, a job's notification) and `background` (a job started, its end seen,
 * queued, delivered, waited for; job_output and stop_job) are s13's line for line, wherever the formatter breaks them,
 * and its JOB_TIMEOUT_MS is s13's. A change to one that is not made to the other fails here.
 */
import { describe, expect, it } from "vitest";
import * as s13 from "../../../../lessons/s13-background/agent.ts";
import * as kit from "../../../src/concepts/background/jobs.ts";
import { regionCode } from "../region-code.ts";

const LESSON = "lessons/s13-background/agent.ts";
const KIT = "shared/src/concepts/background/jobs.ts";

describe("the kit's background jobs", () => {
  it("are s13's regions jobs and background, line for line", () => {
    for (const region of ["jobs", "background"])
      expect(regionCode(KIT, region), region).toEqual(regionCode(LESSON, region));
    // Its regions inside background come with it: the queue and the wait, their exercise markers.
    expect(regionCode(KIT, "background").join(" ")).toMatch(/#region exercise:wait/);
  });

  it("declares s13's JOB_TIMEOUT_MS", () => {
    const theirs = (s13.LESSON.settings ?? []).find((s) => s.name === "JOB_TIMEOUT_MS");
    const ours = kit.JOB_TIMEOUT_SETTING;
    expect([ours.name, ours.help, ours.default]).toEqual([theirs?.name, theirs?.help, theirs?.default]);
  });
});
