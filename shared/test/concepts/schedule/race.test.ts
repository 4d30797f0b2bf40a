/**
 * Processes writing one workspace's durable jobs at once keep every write: three small workers (they import the
 * schedule module, not a lesson) each create 4 durable jobs and delete one, all at once after a barrier. About
 * 0.4 s of CPU in all with the compile cache warm (1 s cold, on a busy machine), most of it the processes' start.
 */
import { describe, expect, it } from "vitest";
import { runScheduleRace } from "../../../authoring/tests/schedule-race.ts";

describe("durable jobs written by several processes at once", () => {
  it("3 writers × (4 creates + 1 delete) under the file's lock: every change kept, nothing left over", async () => {
    const race = await runScheduleRace(3, 4);
    expect(race).toMatchObject({
      clean: true,
      lost: 0,
      twice: 0,
      undeleted: 0,
      unacknowledged: 0,
      otherErrors: [],
      leftovers: [],
    });
    // On a quiet machine every call goes through (12 + 3); on one so busy that a writer waits past the lock's
    // 2.4 s, it is told to try again, and nothing it was told was written is lost.
    expect(race.created + race.deleted + race.busy).toBe(15);
  });
});
