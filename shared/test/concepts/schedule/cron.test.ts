/**
 * CronCreate's parsing (croner's messages, a never-firing expression refused), its answer (id and next three fire
 * times in the clock's zone), daylight saving as croner does it, and no time read but the injected clock's.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DST_BEHAVIOUR,
  formatWallTime,
  nextFireTimes,
  parseCron,
  type ScheduleEvent,
  systemTimeZone,
  wallClock,
} from "../../../src/concepts/schedule/index.ts";
import { call, freshSchedule, handClock, iso } from "./helpers.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("CronCreate: parsing", () => {
  it("a bad expression is an is_error result with croner's message; nothing is scheduled", async () => {
    const { tools, store } = freshSchedule(handClock("2026-11-28T09:03:00Z", "Europe/Berlin"));
    const bad = await call(tools.CronCreate!, { cron: "61 * * * *", prompt: "x" });
    expect(bad).toEqual({
      error: true,
      text: 'Error: "61 * * * *" is not a valid cron expression: CronPattern: Invalid value for minute: 61. A cron expression has 5 fields: minute hour day-of-month month day-of-week (e.g. "*/5 * * * *").',
    });
    const sixFields = await call(tools.CronCreate!, { cron: "0 0 * * * *", prompt: "x" });
    expect(sixFields.text).toContain("CronPattern: mode '5-part' requires exactly 5 parts");
    const words = await call(tools.CronCreate!, { cron: "every hour", prompt: "x" });
    expect(words.text).toContain("exactly five, six, or seven space separated parts are required");
    const noPrompt = await call(tools.CronCreate!, { cron: "7 * * * *", prompt: "" });
    expect(noPrompt).toMatchObject({
      error: true,
      text: expect.stringContaining("Invalid input for CronCreate: prompt"),
    });
    expect(store.list()).toEqual([]);
  });

  it("an expression that never fires (February 31st) is refused", async () => {
    const { tools, store, events } = freshSchedule(handClock("2026-11-28T09:03:00Z", "Europe/Berlin"));
    expect(await call(tools.CronCreate!, { cron: "0 0 31 2 *", prompt: "x" })).toEqual({
      error: true,
      text: 'Error: The cron expression "0 0 31 2 *" never fires (no date matches it, e.g. February 31st): nothing was scheduled. Check its day-of-month and month fields.',
    });
    expect(store.list()).toEqual([]);
    expect(events).toEqual([]);
  });

  it("month and day names, ranges with steps and 7 for Sunday are croner's to read", () => {
    const after = Date.parse("2026-11-28T09:03:00Z"); // a Saturday
    const times = (cron: string) => nextFireTimes(parseCron(cron, "UTC"), after).map(iso);
    expect(times("5 4 * * 7")).toEqual(["2026-11-29T04:05:00Z", "2026-12-06T04:05:00Z", "2026-12-13T04:05:00Z"]);
    expect(times("7 9 * DEC MON-FRI")).toEqual([
      "2026-12-01T09:07:00Z",
      "2026-12-02T09:07:00Z",
      "2026-12-03T09:07:00Z",
    ]);
    expect(times("1-10/3 9 * * *")).toEqual(["2026-11-28T09:04:00Z", "2026-11-28T09:07:00Z", "2026-11-28T09:10:00Z"]);
  });
});

describe("CronCreate: its answer", () => {
  it("gives the job's id and its next three fire times in the clock's time zone, its jitter and its expiry", async () => {
    const { tools, store } = freshSchedule(handClock("2026-11-28T09:03:00Z", "Europe/Berlin"));
    const created = await call(tools.CronCreate!, { cron: "*/5 * * * *", prompt: "check the build" });
    const [job] = store.list();
    expect(job).toMatchObject({ recurring: true, durable: false, timeZone: "Europe/Berlin" });
    expect(job!.id).toMatch(/^[0-9a-hjkmnp-tv-z]{10}$/);
    expect(created).toEqual({
      error: false,
      text: [
        `Scheduled job ${job!.id} (recurring, for this session only).`,
        "Next fire times (Europe/Berlin): Sat 2026-11-28 10:05 +01:00, Sat 2026-11-28 10:10 +01:00, Sat 2026-11-28 10:15 +01:00.",
        "Each fire comes 27 s after its time (its jitter: at most 10% of the period, at most 15 min).",
        "It expires 7 days from now, on Sat 2026-12-05 10:03 +01:00: its first fire after that is its last.",
      ].join("\n"),
    });
    const tokyo = freshSchedule(handClock("2026-11-28T09:03:00Z", "Asia/Tokyo"));
    const once = await call(tokyo.tools.CronCreate!, { cron: "30 19 * * *", prompt: "once", recurring: false });
    expect(once.text.split("\n")[1]).toBe("Next fire times (Asia/Tokyo): Sat 2026-11-28 19:30 +09:00.");
  });

  it("its description asks for minutes off :00 and :30 unless the user named them; its schema is Claude Code's", () => {
    const { tools } = freshSchedule(handClock("2026-11-28T09:03:00Z", "UTC"));
    const create = tools.CronCreate!;
    expect(create.description).toContain("Pick the minute yourself off the :00 and :30 marks");
    expect(create.description).toContain("Use :00 or :30 only when the user named that exact time.");
    expect(Object.keys(tools)).toEqual(["CronCreate", "CronList", "CronDelete"]);
    expect(create.input_schema).toMatchObject({
      required: ["cron", "prompt"],
      properties: { recurring: { type: "boolean", default: true }, durable: { type: "boolean", default: false } },
    });
    expect(tools.CronDelete!.input_schema).toMatchObject({ required: ["id"] });
  });

  it("reads no time but the clock's: the machine's date and TZ change nothing", async () => {
    const answer = async () => {
      const { tools } = freshSchedule(handClock("2026-11-28T09:03:00Z", "America/New_York"));
      return (await call(tools.CronCreate!, { cron: "7 9 * * 1-5", prompt: "standup" })).text;
    };
    const real = await answer();
    const savedTz = process.env.TZ;
    try {
      vi.useFakeTimers({ now: new Date("2001-02-03T04:05:06Z"), toFake: ["Date"] });
      process.env.TZ = "Asia/Kolkata";
      expect(await answer()).toBe(real);
    } finally {
      if (savedTz === undefined) delete process.env.TZ;
      else process.env.TZ = savedTz;
    }
    expect(real).toContain("Next fire times (America/New_York): Mon 2026-11-30 09:07 -05:00,");
  });
});

describe("the clock", () => {
  it("is the recorded start wall time + the session's elapsed time, in the recorded zone", () => {
    let elapsed = 0;
    const clock = wallClock(Date.parse("2026-11-28T09:03:00Z"), "Europe/Berlin", () => elapsed);
    elapsed = 90_000;
    expect(iso(clock.now())).toBe("2026-11-28T09:04:30Z");
    expect(() => wallClock(0, "Mars/Olympus", () => 0)).toThrow('Not a time zone: "Mars/Olympus"');
  });

  it("local time by default: the zone to record is TZ's when it is set", () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = "Asia/Tokyo";
      expect(systemTimeZone()).toBe("Asia/Tokyo");
      process.env.TZ = "America/New_York";
      expect(systemTimeZone()).toBe("America/New_York");
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe("daylight saving, as croner does it", () => {
  /** The cron times `cron` fires at in `zone` through a night, run through the schedule: the clock moved to each fire. */
  async function night(cron: string, zone: string, fromIso: string, hours: number): Promise<string[]> {
    const clock = handClock(fromIso, zone);
    const { tools, store, events } = freshSchedule(clock);
    await call(tools.CronCreate!, { cron, prompt: "p" });
    const end = clock.at + hours * 3600_000;
    for (let wake = store.nextWakeAt(); wake !== undefined && wake <= end; wake = store.nextWakeAt()) {
      clock.at = wake;
      await store.due();
    }
    return events.flatMap((e: ScheduleEvent) => (e.kind === "schedule:fired" ? [formatWallTime(e.since, zone)] : []));
  }

  it("Europe/Berlin, spring (02:00 → 03:00): a fixed-time job at 02:30 fires at 03:00; a */30 job skips the hour", async () => {
    expect(await night("30 2 * * *", "Europe/Berlin", "2026-03-28T12:00:00Z", 40)).toEqual([
      "Sun 2026-03-29 03:00 +02:00",
      "Mon 2026-03-30 02:30 +02:00",
    ]);
    expect(await night("*/30 2 * * *", "Europe/Berlin", "2026-03-28T12:00:00Z", 40)).toEqual([
      "Mon 2026-03-30 02:00 +02:00",
      "Mon 2026-03-30 02:30 +02:00",
    ]);
  });

  it("Europe/Berlin, autumn (03:00 → 02:00): a fixed-time job fires once, a */30 job on both passes", async () => {
    expect(await night("30 2 * * *", "Europe/Berlin", "2026-10-24T12:00:00Z", 30)).toEqual([
      "Sun 2026-10-25 02:30 +02:00",
    ]);
    expect(await night("*/30 2 * * *", "Europe/Berlin", "2026-10-24T12:00:00Z", 30)).toEqual([
      "Sun 2026-10-25 02:00 +02:00",
      "Sun 2026-10-25 02:30 +02:00",
      "Sun 2026-10-25 02:00 +01:00",
      "Sun 2026-10-25 02:30 +01:00",
    ]);
  });

  it("America/New_York: 02:30 in the skipped hour fires at 03:00; 01:30 in the repeated hour fires once", async () => {
    expect(await night("30 2 * * *", "America/New_York", "2026-03-07T17:00:00Z", 24)).toEqual([
      "Sun 2026-03-08 03:00 -04:00",
    ]);
    expect(await night("30 1 * * *", "America/New_York", "2026-10-31T17:00:00Z", 24)).toEqual([
      "Sun 2026-11-01 01:30 -04:00",
    ]);
    expect(await night("*/30 1 * * *", "America/New_York", "2026-10-31T17:00:00Z", 24)).toEqual([
      "Sun 2026-11-01 01:00 -04:00",
      "Sun 2026-11-01 01:30 -04:00",
      "Sun 2026-11-01 01:00 -05:00",
      "Sun 2026-11-01 01:30 -05:00",
    ]);
  });

  it("the walkthrough's sentence says so", () => {
    expect(DST_BEHAVIOUR).toContain("fires at the first valid time after the gap");
    expect(DST_BEHAVIOUR).toContain("fires on both passes through the repeated hour");
  });
});
