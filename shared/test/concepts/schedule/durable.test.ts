/**
 * Durable jobs: kept in `.workbook/scheduled_tasks.json`, found again at a restart, where a job that missed fires
 * while the agent was not running fires once, saying how many and since when; a file that cannot be used is named,
 * left as it is, and the schedule goes on without durable jobs.
 */
import { readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firesMessage, SCHEDULE_FILE_SHOWN } from "../../../src/concepts/schedule/index.ts";
import { call, freshSchedule, freshWorkspace, handClock, iso } from "./helpers.ts";

/** The durable jobs' file of `workdir`, parsed. */
function saved(workdir: string): { version: number; jobs: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(join(workdir, SCHEDULE_FILE_SHOWN), "utf-8"));
}

describe("durable jobs", () => {
  it("a restart finds them; the fires missed while stopped fire once, with how many and since when", async () => {
    const first = freshSchedule(handClock("2026-11-28T09:03:00Z", "Europe/Berlin"), { seed: "run 1" });
    await call(first.tools.CronCreate!, { cron: "*/5 * * * *", prompt: "check the build", durable: true });
    await call(first.tools.CronCreate!, { cron: "45 10 * * *", prompt: "deploy", recurring: false, durable: true });
    await call(first.tools.CronCreate!, { cron: "*/5 * * * *", prompt: "this session only" });
    const [build, deploy] = first.store.list();
    expect(saved(first.workdir)).toEqual({
      version: 1,
      jobs: [
        {
          id: build!.id,
          cron: "*/5 * * * *",
          prompt: "check the build",
          recurring: true,
          timeZone: "Europe/Berlin",
          createdAt: "2026-11-28T09:03:00.000Z",
          nextAt: "2026-11-28T09:05:00.000Z",
        },
        {
          id: deploy!.id,
          cron: "45 10 * * *",
          prompt: "deploy",
          recurring: false,
          timeZone: "Europe/Berlin",
          createdAt: "2026-11-28T09:03:00.000Z",
          nextAt: "2026-11-28T09:45:00.000Z",
        },
      ],
    });

    // The agent stops at once and starts again two hours later (a new session, a new seed).
    const clock = handClock("2026-11-28T11:03:00Z", "Europe/Berlin");
    const second = freshSchedule(clock, { workdir: first.workdir, seed: "run 2" });
    const fires = await second.store.start();
    expect(second.events[0]).toEqual({
      kind: "schedule:loaded",
      file: SCHEDULE_FILE_SHOWN,
      ids: [build!.id, deploy!.id],
    });
    expect(firesMessage(fires).split("\n")).toEqual([
      `[scheduled job ${build!.id}] check the build (it missed 24 fires since Sat 2026-11-28 10:05 +01:00 while the agent was not running: it fires once now)`,
      `[scheduled job ${deploy!.id}] deploy (it missed 1 fire since Sat 2026-11-28 10:45 +01:00 while the agent was not running: it fires once now)`,
    ]);
    expect(fires.map((f) => iso(f.firedAt))).toEqual(["2026-11-28T11:03:00Z", "2026-11-28T11:03:00Z"]);
    // Saved: the recurring job moved on and when it last fired; the one-shot job gone.
    expect(second.store.list().map((j) => j.id)).toEqual([build!.id]);
    expect(saved(first.workdir).jobs).toEqual([
      expect.objectContaining({
        id: build!.id,
        nextAt: "2026-11-28T11:05:00.000Z",
        lastFiredAt: "2026-11-28T11:03:00.000Z",
      }),
    ]);
    // A third start, at once: nothing was missed since.
    const third = freshSchedule(handClock("2026-11-28T11:04:00Z", "Europe/Berlin"), {
      workdir: first.workdir,
      seed: "run 3",
    });
    expect(await third.store.start()).toEqual([]);
    // Deleting it deletes it from the file.
    await call(third.tools.CronDelete!, { id: build!.id });
    expect(saved(first.workdir).jobs).toEqual([]);
  });

  it("a recurring job whose 7 days passed while stopped fires one last time at the start, and is deleted", async () => {
    // Created Saturday 09:03; daily at 09:07; started again 11 days later: 11 fires missed, its 7 days up.
    const first = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"));
    await call(first.tools.CronCreate!, { cron: "7 9 * * *", prompt: "daily", durable: true });
    const second = freshSchedule(handClock("2026-12-09T00:00:00Z", "UTC"), { workdir: first.workdir, seed: "later" });
    const fires = await second.store.start();
    expect(fires).toMatchObject([{ count: 11, since: Date.parse("2026-11-28T09:07:00Z"), expired: true, last: true }]);
    expect(firesMessage(fires)).toContain(
      "(it missed 11 fires since Sat 2026-11-28 09:07 +00:00 while the agent was not running: it fires once now; its last fire:",
    );
    expect(second.events.map((e) => e.kind)).toEqual(["schedule:loaded", "schedule:fired", "schedule:expired"]);
    expect(saved(first.workdir).jobs).toEqual([]);
  });
});

describe("a durable jobs' file that cannot be used", () => {
  /** A workspace whose `.workbook/scheduled_tasks.json` is `text`. */
  function withFile(text: string): string {
    const workdir = freshWorkspace();
    mkdirSync(join(workdir, ".workbook"));
    writeFileSync(join(workdir, SCHEDULE_FILE_SHOWN), text);
    return workdir;
  }

  it("not JSON: named, left as it is; the schedule goes on without durable jobs", async () => {
    const workdir = withFile('{"version": 1, "jobs": [');
    const { store, tools, events } = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"), { workdir });
    expect(await store.start()).toEqual([]);
    expect(events).toEqual([
      {
        kind: "schedule:durable-problem",
        file: SCHEDULE_FILE_SHOWN,
        message: expect.stringMatching(
          /^Error: \.workbook\/scheduled_tasks\.json cannot be used: it is not valid JSON \(.+\)\. It was left as it is; durable jobs are off until it is fixed or moved away\.$/,
        ),
      },
    ]);
    const durable = await call(tools.CronCreate!, { cron: "7 * * * *", prompt: "p", durable: true });
    expect(durable.error).toBe(true);
    expect(durable.text).toMatch(
      /cannot be used: .* Create the job with durable: false, or ask the user to fix the file\.$/,
    );
    expect((await call(tools.CronCreate!, { cron: "7 * * * *", prompt: "p" })).error).toBe(false);
    expect(readFileSync(join(workdir, SCHEDULE_FILE_SHOWN), "utf-8")).toBe('{"version": 1, "jobs": [');
    expect(store.durableOff).toBe((events[0] as { message: string }).message);
  });

  it("valid JSON but not valid jobs, or a link in its place: named too, never overwritten", async () => {
    const job = { id: "abc", cron: "99 * * * *", prompt: "p", recurring: true, timeZone: "UTC" };
    const times = { createdAt: "2026-11-28T09:03:00Z", nextAt: "2026-11-28T10:07:00Z" };
    const badCron = withFile(JSON.stringify({ version: 1, jobs: [{ ...job, ...times }] }));
    const first = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"), { workdir: badCron });
    await first.store.start();
    expect(first.store.durableOff).toContain(
      'cannot be used: jobs.0.cron: "99 * * * *" is not a valid cron expression',
    );
    const noZone = withFile(
      JSON.stringify({ version: 1, jobs: [{ ...job, cron: "7 * * * *", timeZone: "Mars/Olympus", ...times }] }),
    );
    const second = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"), { workdir: noZone });
    await second.store.start();
    expect(second.store.durableOff).toContain("cannot be used: jobs.0.timeZone: not a time zone.");

    const linked = freshWorkspace();
    mkdirSync(join(linked, ".workbook"));
    writeFileSync(join(linked, "elsewhere.json"), '{"version": 1, "jobs": []}');
    symlinkSync(join(linked, "elsewhere.json"), join(linked, SCHEDULE_FILE_SHOWN));
    const third = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"), { workdir: linked });
    await third.store.start();
    expect(third.store.durableOff).toContain("cannot be used: it is not a regular file (a link, a folder or a pipe).");
    expect((await call(third.tools.CronCreate!, { cron: "7 * * * *", prompt: "p", durable: true })).error).toBe(true);
    expect(readFileSync(join(linked, "elsewhere.json"), "utf-8")).toBe('{"version": 1, "jobs": []}');
  });
});
