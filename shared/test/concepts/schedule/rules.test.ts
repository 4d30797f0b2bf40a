/**
 * Claude Code's rules: a recurring job's jitter (bounds, derived from its id alone), its expiry after 7 days with one
 * last fire, the 50 jobs' limit, and ids that never collide (100,000 drawn).
 */
import { describe, expect, it } from "vitest";
import { jitterMs, SCHEDULE_LIMITS, ScheduleIds } from "../../../src/concepts/schedule/index.ts";
import { call, freshSchedule, handClock, iso } from "./helpers.ts";

describe("jitter", () => {
  const ids = new ScheduleIds("jitter seed");
  const drawn = Array.from({ length: 1000 }, () => ids.next());

  it("is at most 10% of the period and at most 15 minutes, in whole seconds, spread over that range", () => {
    for (const [period, largest] of [
      [5 * 60_000, 30_000],
      [3600_000, 360_000],
      [24 * 3600_000, 15 * 60_000],
    ] as const) {
      const delays = drawn.map((id) => jitterMs(id, period));
      expect(delays.every((d) => d >= 0 && d <= largest && d % 1000 === 0)).toBe(true);
      expect(Math.max(...delays)).toBeGreaterThan(largest * 0.95);
      expect(Math.min(...delays)).toBeLessThan(largest * 0.05);
    }
  });

  it("comes from the job's id alone: the same in every run, and a job's fires come that late", async () => {
    const id = drawn[0]!;
    expect(jitterMs(id, 300_000)).toBe(jitterMs(id, 300_000));
    const run = async () => {
      const clock = handClock("2026-11-28T09:03:00Z", "UTC");
      const { tools, store, events } = freshSchedule(clock, { seed: "replayed seed" });
      await call(tools.CronCreate!, { cron: "*/5 * * * *", prompt: "check the build" });
      const job = store.list()[0]!;
      const delay = jitterMs(job.id, 300_000);
      clock.at = Date.parse("2026-11-28T09:05:00Z") + delay - 1000;
      expect(await store.due()).toEqual([]); // its cron time has passed, its delay has not
      clock.at += 1000;
      const [fire] = await store.due();
      expect(fire).toMatchObject({ id: job.id, count: 1, since: Date.parse("2026-11-28T09:05:00Z") });
      expect(fire!.firedAt - fire!.since).toBe(delay);
      return { id: job.id, delay, events };
    };
    const first = await run();
    const again = await run(); // a replay: the same seed, the same id, the same delay, the same events
    expect(again).toEqual(first);
    expect(first.delay).toBeGreaterThan(0);
  });
});

describe("expiry", () => {
  it("a recurring job fires until its 7 days are up, then one last time, on its schedule, and is deleted", async () => {
    const clock = handClock("2026-11-28T09:03:00Z", "UTC");
    const { tools, store, events } = freshSchedule(clock);
    await call(tools.CronCreate!, { cron: "7 9 * * *", prompt: "daily" });
    const fires = [];
    for (let wake = store.nextWakeAt(); wake !== undefined; wake = store.nextWakeAt()) {
      clock.at = wake;
      fires.push(...(await store.due()));
    }
    expect(fires.map((f) => iso(f.since))).toEqual([
      "2026-11-28T09:07:00Z",
      "2026-11-29T09:07:00Z",
      "2026-11-30T09:07:00Z",
      "2026-12-01T09:07:00Z",
      "2026-12-02T09:07:00Z",
      "2026-12-03T09:07:00Z",
      "2026-12-04T09:07:00Z",
      "2026-12-05T09:07:00Z", // its first fire after the mark (09:03): its last
    ]);
    expect(fires.map((f) => f.expired)).toEqual([false, false, false, false, false, false, false, true]);
    expect(fires.at(-1)!.firedAt).toBe(Date.parse("2026-12-05T09:07:00Z") + jitterMs(fires[0]!.id, 24 * 3600_000));
    expect(store.list()).toEqual([]);
    expect(events.at(-1)).toMatchObject({ kind: "schedule:expired", at: Date.parse("2026-12-05T09:03:00Z") });
  });

  it("a one-shot job fires once and is deleted", async () => {
    const clock = handClock("2026-11-28T09:03:00Z", "UTC");
    const { tools, store, events } = freshSchedule(clock);
    await call(tools.CronCreate!, { cron: "17 9 * * *", prompt: "once", recurring: false });
    clock.at = Date.parse("2026-11-28T09:17:00Z");
    expect(await store.due()).toMatchObject([{ prompt: "once", last: true, expired: false }]);
    expect(store.list()).toEqual([]);
    expect(events.map((e) => e.kind)).toEqual(["schedule:created", "schedule:fired", "schedule:deleted"]);
  });
});

describe("the limit of 50 jobs", () => {
  it("refuses the 51st with a clear error; a deletion makes room", async () => {
    const { tools, store } = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"));
    for (let i = 0; i < SCHEDULE_LIMITS.maxJobs; i++)
      expect((await call(tools.CronCreate!, { cron: "7 * * * *", prompt: `job ${i}` })).error).toBe(false);
    expect(await call(tools.CronCreate!, { cron: "7 * * * *", prompt: "one too many" })).toEqual({
      error: true,
      text: "Error: This session already has 50 scheduled jobs, the most it may hold: nothing was scheduled. Delete a job with CronDelete (CronList shows them), then try again.",
    });
    const first = store.list()[0]!;
    expect(await call(tools.CronDelete!, { id: first.id })).toEqual({
      error: false,
      text: `Deleted job ${first.id} ("job 0").`,
    });
    expect((await call(tools.CronCreate!, { cron: "7 * * * *", prompt: "now there is room" })).error).toBe(false);
    expect(store.list()).toHaveLength(50);
    expect(new Set(store.list().map((j) => j.id)).size).toBe(50);
  });

  it("CronDelete of an unknown id, and CronList", async () => {
    const { tools } = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"));
    expect(await call(tools.CronList!, {})).toEqual({ error: false, text: "No scheduled jobs." });
    expect(await call(tools.CronDelete!, { id: "nosuchjob0" })).toEqual({
      error: true,
      text: 'Error: No scheduled job has the id "nosuchjob0": nothing was deleted. CronList shows the jobs and their ids.',
    });
    await call(tools.CronCreate!, { cron: "17 9 * * *", prompt: "once", recurring: false });
    const list = await call(tools.CronList!, {});
    expect(list.text).toMatch(
      /^1 scheduled job:\n[0-9a-z]{10} {2}17 9 \* \* \* {2}\(one-shot, this session only\) {2}next Sat 2026-11-28 09:17 \+00:00 {2}"once"$/,
    );
  });
});

describe("ids", () => {
  it("100,000 ids from one seed: no collision, none skipped; the same seed draws the same ids, another seed others", () => {
    const ids = new ScheduleIds("a recorded seed");
    const seen = new Set<string>();
    for (let i = 0; i < 100_000; i++) seen.add(ids.next());
    expect(seen.size).toBe(100_000);
    expect(ids.skipped).toBe(0);
    expect([...seen].every((id) => /^[0-9a-hjkmnp-tv-z]{10}$/.test(id))).toBe(true);
    const again = new ScheduleIds("a recorded seed");
    const other = new ScheduleIds("another seed");
    const first = [...seen].slice(0, 3);
    expect([again.next(), again.next(), again.next()]).toEqual(first);
    expect(first).not.toContain(other.next());
  });

  it("an id already taken (a durable job's from an earlier run) is skipped", () => {
    const first = new ScheduleIds("s").next();
    const ids = new ScheduleIds("s");
    const next = ids.next((id) => id === first);
    expect(next).not.toBe(first);
    expect(ids.skipped).toBe(1);
  });
});
