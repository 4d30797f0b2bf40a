/**
 * The kit's compaction (src/concepts/compaction/compaction-steps.ts), which s09 runs without teaching it, is s08's: its
 * region `compact` (the threshold, the summary's call, the transcript saved and the history swapped) is s08's code,
 * line for line wherever the formatter breaks it. A change to one that is not made to the other fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../src/paths.ts";

/** The code of region `compact` in `file`, the same wherever lines break or how far it is indented. */
function compactCode(file: string): string[] {
  const lines = readFileSync(join(ROOT, file), "utf-8").split("\n");
  const start = lines.findIndex((l) => l.trim() === "// #region compact");
  const end = lines.findIndex((l) => l.trim() === "// #endregion compact");
  expect(start, `${file} has no region compact`).toBeGreaterThanOrEqual(0);
  expect(end, file).toBeGreaterThan(start + 10);
  return lines
    .slice(start + 1, end)
    .join("\n")
    .replace(/\s+/g, " ")
    .replace(/\( /g, "(")
    .replace(/, \)/g, ")")
    .split(/(?<=[;{}]) /);
}

describe("the kit's compaction", () => {
  it("is s08's region compact", () => {
    expect(compactCode("shared/src/concepts/compaction/compaction-steps.ts")).toEqual(
      compactCode("lessons/s08-compact/agent.ts"),
    );
  });
});
