/**
 * The session clock's wall time and time zone (issue 57): asked once, recorded through the session's outside as
 * `wall-clock`, and given back by a replay whatever the machine's date and time zone; a session that never asks
 * records nothing of them.
 */
import { describe, expect, it } from "vitest";
import { Outside, type OutsideRecorder, SessionClock } from "../src/outside.ts";

/** A recorder that keeps what it is given. */
function keeper(): { recorder: OutsideRecorder; kept: { what: string; value: unknown }[] } {
  const kept: { what: string; value: unknown }[] = [];
  return { recorder: { outside: (what, value) => kept.push({ what, value }) }, kept };
}

describe("the session clock's wall time", () => {
  it("live: the start's wall time and the session's TZ, recorded once however often it is asked", () => {
    const { recorder, kept } = keeper();
    const before = Date.now();
    const clock = new SessionClock(new Outside({ recorder }), true, "Asia/Tokyo");
    const start = clock.startedAt();
    expect(start.timeZone).toBe("Asia/Tokyo");
    expect(Date.parse(start.iso)).toBeGreaterThanOrEqual(before - 1000);
    expect(clock.startedAt()).toBe(start);
    expect(clock.wallNow().toISOString()).toBe(start.iso); // a virtual clock: no time has passed
    expect(kept.filter((k) => k.what === "wall-clock")).toEqual([{ what: "wall-clock", value: start }]);
  });

  it("without TZ, the machine's time zone; a session that never asks records no wall time", () => {
    const { recorder, kept } = keeper();
    const clock = new SessionClock(new Outside({ recorder }), true, "");
    clock.now();
    expect(kept.map((k) => k.what)).toEqual(["clock"]);
    expect(clock.startedAt().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("a replay gives back the recorded date and zone, on any machine, on any day, and the clock's ms after it", () => {
    const recorded = [
      { calls: 0, what: "wall-clock", value: { iso: "2026-03-01T23:30:00.000Z", timeZone: "America/Los_Angeles" } },
      { calls: 0, what: "clock", value: 90_000 },
    ];
    const clock = new SessionClock(new Outside({ recorded }), false, "Europe/Paris");
    expect(clock.startedAt()).toEqual({ iso: "2026-03-01T23:30:00.000Z", timeZone: "America/Los_Angeles" });
    expect(clock.wallNow().toISOString()).toBe("2026-03-01T23:31:30.000Z");
  });
});
