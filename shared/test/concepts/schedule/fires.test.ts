/**
 * Fires on their way to the model: those that wait together go in one user message, a job that fired again while
 * its earlier fire still waited counts once, and the message says so; the events' lines.
 */
import { describe, expect, it } from "vitest";
import { type Fire, firesMessage, scheduleEventLine, waitFire } from "../../../src/concepts/schedule/index.ts";
import { call, freshSchedule, handClock } from "./helpers.ts";

/** A fire of job `id` at the UTC time `hhmm` on 2026-11-28. */
function fire(id: string, prompt: string, hhmm: string, more: Partial<Fire> = {}): Fire {
  const at = Date.parse(`2026-11-28T${hhmm}:00Z`);
  return {
    id,
    prompt,
    firedAt: at,
    since: at,
    count: 1,
    capped: false,
    missedWhileStopped: false,
    last: false,
    expired: false,
    timeZone: "UTC",
    ...more,
  };
}

describe("merging fires", () => {
  it("fires that waited together make one message; a job that fired again counts once, and it says so", () => {
    let waiting: Fire[] = [];
    waiting = waitFire(waiting, fire("aaaaaaaaaa", "check the build", "10:05"));
    waiting = waitFire(waiting, fire("bbbbbbbbbb", "summarize the log", "10:07"));
    waiting = waitFire(waiting, fire("aaaaaaaaaa", "check the build", "10:10"));
    waiting = waitFire(waiting, fire("aaaaaaaaaa", "check the build", "10:15"));
    expect(waiting.map((f) => [f.id, f.count])).toEqual([
      ["aaaaaaaaaa", 3],
      ["bbbbbbbbbb", 1],
    ]);
    expect(firesMessage(waiting)).toBe(
      [
        "[scheduled job aaaaaaaaaa] check the build (it fired 3 times since Sat 2026-11-28 10:05 +00:00 while it waited: counted once)",
        "[scheduled job bbbbbbbbbb] summarize the log",
      ].join("\n"),
    );
  });

  it("a fire for missed fires says how many and since when; a last fire says the job expired", () => {
    const missed = fire("cccccccccc", "standup", "10:20", {
      since: Date.parse("2026-11-28T07:07:00Z"),
      count: 4,
      missedWhileStopped: true,
    });
    const last = fire("dddddddddd", "daily", "10:21", { last: true, expired: true });
    const many = fire("eeeeeeeeee", "every minute", "10:22", { count: 1000, capped: true, missedWhileStopped: true });
    expect(firesMessage([missed, last, many]).split("\n")).toEqual([
      "[scheduled job cccccccccc] standup (it missed 4 fires since Sat 2026-11-28 07:07 +00:00 while the agent was not running: it fires once now)",
      "[scheduled job dddddddddd] daily (its last fire: a recurring job expires 7 days after it was created; this one is deleted now)",
      "[scheduled job eeeeeeeeee] every minute (it missed more than 1000 fires since Sat 2026-11-28 10:22 +00:00 while the agent was not running: it fires once now)",
    ]);
  });

  it("a due() after a long busy stretch fires each job once for all the cron times that passed", async () => {
    const clock = handClock("2026-11-28T09:03:00Z", "UTC");
    const { tools, store } = freshSchedule(clock);
    await call(tools.CronCreate!, { cron: "*/5 * * * *", prompt: "check the build" });
    clock.at = Date.parse("2026-11-28T09:59:30Z");
    const fires = await store.due();
    expect(fires).toMatchObject([{ count: 11, since: Date.parse("2026-11-28T09:05:00Z"), missedWhileStopped: false }]);
    expect(store.list()[0]!.nextAt).toBe(Date.parse("2026-11-28T10:00:00Z"));
  });
});

describe("the events' lines", () => {
  it("created, delayed, fired with the clock's time, deleted", async () => {
    const clock = handClock("2026-11-28T09:03:00Z", "Europe/Berlin");
    const { tools, store, events } = freshSchedule(clock, { seed: "lines" });
    await call(tools.CronCreate!, { cron: "*/5 * * * *", prompt: "check the build" });
    const id = store.list()[0]!.id;
    clock.at = store.nextWakeAt()!;
    await store.due();
    await call(tools.CronDelete!, { id });
    const lines = events.map(scheduleEventLine);
    const delay = (clock.at - Date.parse("2026-11-28T09:05:00Z")) / 1000;
    expect(lines).toEqual([
      `⏲ job ${id} created (recurring) on */5 * * * *: "check the build"; next Sat 2026-11-28 10:05 +01:00, Sat 2026-11-28 10:10 +01:00, Sat 2026-11-28 10:15 +01:00`,
      `… job ${id}'s next fire: cron time Sat 2026-11-28 10:05 +01:00, fires ${delay} s later (its jitter)`,
      `⏰ job ${id} fired at Sat 2026-11-28 10:05:${String(delay).padStart(2, "0")} +01:00: "check the build"`,
      `… job ${id}'s next fire: cron time Sat 2026-11-28 10:10 +01:00, fires ${delay} s later (its jitter)`,
      `✕ job ${id} deleted by CronDelete: "check the build"`,
    ]);
    expect(delay).toBeGreaterThan(0);
  });
});
