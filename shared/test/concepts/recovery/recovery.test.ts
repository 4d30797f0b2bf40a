/**
 * The kit's recovery (src/concepts/recovery/recovery.ts) is s11's, the lesson that teaches it, which s20 takes from
 * the kit: its regions `failures` (classify, backoff) and `recovery` (the model call, the continue turn, a prompt too
 * long) are s11's line for line, wherever the formatter breaks them; both classify the same failures and wait the
 * same backoff; its FALLBACK_MODEL is s11's. A change to one that is not made to the other fails here.
 */
import { APIConnectionError, APIError, RateLimitError } from "@anthropic-ai/sdk/error";
import { describe, expect, it } from "vitest";
import * as s11 from "../../../../lessons/s11-recovery/agent.ts";
import * as kit from "../../../src/concepts/recovery/recovery.ts";
import { regionCode } from "../region-code.ts";

const LESSON = "lessons/s11-recovery/agent.ts";
const KIT = "shared/src/concepts/recovery/recovery.ts";

describe("the kit's recovery", () => {
  it("is s11's regions failures and recovery, line for line", () => {
    expect(regionCode(KIT, "failures")).toEqual(regionCode(LESSON, "failures"));
    expect(regionCode(KIT, "recovery")).toEqual(regionCode(LESSON, "recovery"));
  });

  it("declares s11's FALLBACK_MODEL", () => {
    const theirs = (s11.LESSON.settings ?? []).find((s) => s.name === "FALLBACK_MODEL");
    const ours = kit.FALLBACK_MODEL_SETTING;
    expect([ours.name, ours.help, ours.default]).toEqual([theirs?.name, theirs?.help, theirs?.default]);
  });

  it("classifies failures and waits as s11 does", () => {
    const headers = new Headers();
    const failures: unknown[] = [
      new APIConnectionError({ message: "reset" }),
      new TypeError("fetch failed"),
      new RateLimitError(429, undefined, undefined, headers),
      APIError.generate(529, { type: "error", error: { type: "overloaded_error" } }, undefined, headers),
      APIError.generate(500, { type: "error", error: { type: "api_error" } }, undefined, headers),
      APIError.generate(
        400,
        { error: { type: "invalid_request_error", message: "prompt is too long: 9 > 5" } },
        undefined,
        headers,
      ),
      APIError.generate(401, { error: { type: "authentication_error" } }, undefined, headers),
      { error: { error: { type: "overloaded_error" } } }, // a stream's error event: a type, no status
      undefined,
    ];
    expect(failures.map(kit.classify)).toEqual(failures.map(s11.classify));
    expect(failures.map(kit.classify)).toEqual([
      "connection",
      "connection",
      "rate-limit",
      "overloaded",
      "server",
      "too-long",
      "refused",
      "overloaded",
      "refused",
    ]);
    for (const next of [2, 3, 6, 9])
      for (const asked of [undefined, 1500])
        for (const draw of [0, 0.5, 0.999])
          expect(kit.backoff(next, asked, () => draw)).toBe(s11.backoff(next, asked, () => draw));
  });
});
