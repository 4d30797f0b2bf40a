/** retry-after as RFC 9110 allows it: seconds or an HTTP date, read by one function for every place that honours it. */
import { describe, expect, it } from "vitest";
import { retryAfterMs, waitInWords, waitTooLong } from "../src/retry-after.ts";

const NOW = Date.parse("1994-11-06T08:49:31Z");

describe("retryAfterMs", () => {
  it("reads seconds, and the three forms of an HTTP date against the date now", () => {
    expect(retryAfterMs("3", () => NOW)).toBe(3000);
    expect(retryAfterMs(" 0.5 ", () => NOW)).toBe(500);
    expect(retryAfterMs("100000", () => NOW)).toBe(100_000_000);
    expect(retryAfterMs("Sun, 06 Nov 1994 08:49:37 GMT", () => NOW)).toBe(6000); // IMF-fixdate
    expect(retryAfterMs("Sunday, 06-Nov-94 08:49:37 GMT", () => NOW)).toBe(6000); // RFC 850
    expect(retryAfterMs("Sun Nov  6 08:49:37 1994", () => NOW)).toBe(6000); // asctime: GMT, though it says no zone
    expect(retryAfterMs("Sun, 06 Nov 1994 08:49:00 GMT", () => NOW)).toBe(0); // gone by: no wait
  });

  it("asks for the date only for a date; nothing it cannot read is a wait", () => {
    const never = () => {
      throw new Error("the date was asked");
    };
    expect(retryAfterMs("7", never)).toBe(7000);
    for (const value of [undefined, null, "", "-1", "soon", "Sun, 99 Foo 1994", "1e3"]) {
      expect(retryAfterMs(value, () => NOW)).toBeUndefined();
    }
  });

  it("says a long wait in words, and when to try again", () => {
    expect([45_000, 12 * 60_000, 100_000_000, 7_200_000].map(waitInWords)).toEqual([
      "45 s",
      "12 min",
      "27 h 47 min",
      "2 h",
    ]);
    expect(waitTooLong(100_000_000, 60_000, NOW).message).toBe(
      "The API asks for a wait of 27 h 47 min before the next try (its retry-after), longer than this lesson waits (1 min): the turn ends. Send your message again after 1994-11-07 12:36 UTC (in 27 h 47 min).",
    );
  });
});
