/**
 * Processes writing memory in one workspace at once keep every write: four small workers (they import the memory
 * module, not a lesson) each create 5 memories and add 5 lines to one shared memory, all at once after a barrier.
 * About 0.8 s of CPU in all, most of it the four processes' start.
 */
import { describe, expect, it } from "vitest";
import { runMemoryRace } from "../../../authoring/tests/memory-race.ts";

describe("memory written by several processes at once", () => {
  it("4 writers × (5 creates + 5 inserts into one file): every write kept, the index in step, nothing left over", async () => {
    const race = await runMemoryRace(4, 5);
    expect(race).toMatchObject({
      clean: true,
      lostCreates: 0,
      lostInserts: 0,
      unacknowledgedLines: 0,
      otherErrors: [],
      indexInStep: true,
      leftovers: [],
    });
    // On a quiet machine every call goes through (20 + 20); on one so busy that a writer waits past the lock's
    // 2.4 s, it is told to try again: a refused create may have left its file (the stall came after it), never an
    // acknowledged one without it.
    expect(race.created + race.inserted + race.busy).toBe(40);
    expect(race.unacknowledgedFiles).toBeLessThanOrEqual(race.busy);
  });
});
