/**
 * The kit's seeded random numbers (s11's jitter): mulberry32's sequence from a seed drawn once, at the first number,
 * so that a replay, given the recorded seed, draws the same numbers.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../src/seeded-random.ts";

describe("seededRandom", () => {
  it("draws its seed once, at the first number, and gives mulberry32's numbers from it", () => {
    let drawn = 0;
    const random = seededRandom(() => {
      drawn += 1;
      return 42;
    });
    expect(drawn).toBe(0);
    const numbers = [random(), random(), random()];
    expect(drawn).toBe(1);
    // mulberry32 from 42: the numbers s11's own generator drew from it, before the generator moved to the kit.
    expect(numbers.map((n) => n.toFixed(10))).toEqual(["0.6011037519", "0.4482905590", "0.8524657935"]);
  });

  it("gives the same numbers for the same seed, and others for another", () => {
    const take = (seed: number) => {
      const random = seededRandom(() => seed);
      return Array.from({ length: 100 }, random);
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(2 ** 32 - 1).every((n) => n >= 0 && n < 1)).toBe(true);
  });
});
