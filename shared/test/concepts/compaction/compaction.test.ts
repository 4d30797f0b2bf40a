/**
 * The kit's compaction (src/concepts/compaction/compaction.ts) is s08's, which s09, s10, s11 and s20 take from the
 * kit: its region `compact` (the summary, the transcript saved, the history swapped) is s08's line for line, wherever
 * the formatter breaks it, and its region `rounds` holds s08's regions `compact-tool` (in s08's table),
 * `before-request` and `after-answer` (in s08's loop), code for code, and `compact-call`, the call with those steps
 * around it, whose `#call` lines run them. A change to one that is not made to the other fails here.
 * (s08 writes them inline, in its tools and its loop; the kit gathers them, once, for the lessons after it.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../src/paths.ts";
import { HELD_EQUAL, heldCode } from "../../../src/concepts/held-equal.ts";
import { regionCode } from "../region-code.ts";

const LESSON = "lessons/s08-compact/agent.ts";
const KIT = "shared/src/concepts/compaction/compaction.ts";

describe("the kit's compaction", () => {
  it("is s08's region compact, line for line", () => {
    expect(regionCode(KIT, "compact")).toEqual(regionCode(LESSON, "compact"));
  });

  it("does in its rounds what s08's tool and loop do: their regions are s08's, code for code", () => {
    const kit = readFileSync(join(ROOT, KIT), "utf-8");
    const s08 = readFileSync(join(ROOT, LESSON), "utf-8");
    const rounds = kit.slice(kit.indexOf("// #region rounds"), kit.indexOf("// #endregion rounds"));
    // The compact tool, s08's loop before its request and after its answer, and the call with both around it: all
    // of the rounds but the kit's frame.
    for (const region of ["compact-tool", "before-request", "after-answer", "compact-call"]) {
      expect(rounds).toContain(`// #region ${region}\n`);
      expect(heldCode(kit, region), region).toBe(heldCode(s08, region));
    }
    const tie = HELD_EQUAL.find((t) => t.concept === "compaction" && t.module === "compaction.ts");
    expect(tie?.regions).toEqual(["compact", "compact-tool", "before-request", "after-answer", "compact-call"]);
  });

  it("writes s08's steps once: the call with its steps runs them, and no other module of the concept has them", () => {
    const kit = readFileSync(join(ROOT, KIT), "utf-8");
    const call = kit.slice(kit.indexOf("// #region compact-call"), kit.indexOf("// #endregion compact-call"));
    expect(call).toContain("await before(messages); // #call before-request\n");
    expect(call).toContain("counted(response); // #call after-answer\n");
    expect(call).not.toContain("microCompact");
    for (const region of ["compact", "before-request", "after-answer", "compact-call"]) {
      expect(kit.split(`// #region ${region}\n`), region).toHaveLength(2);
    }
    const ties = HELD_EQUAL.filter((t) => t.concept === "compaction").map((t) => t.module);
    expect(ties).toEqual(["compacted-history.ts", "compaction.ts"]);
  });
});
