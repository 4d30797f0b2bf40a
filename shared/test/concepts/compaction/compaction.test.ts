/**
 * The kit's compaction (src/concepts/compaction/compaction.ts) is s08's, which s11 takes from the kit: its region
 * `compact` (the summary, the transcript saved, the history swapped) is s08's line for line, wherever the formatter
 * breaks it, and every statement of its region `rounds` (the compact tool, what s08's loop does before its request
 * and after its answer) is one of s08's, in the same order. A change to one that is not made to the other fails here.
 * (s08 writes them inline, in its tools and its loop; the kit gathers them for the lessons after it.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../src/paths.ts";
import { asStatements, regionCode } from "../region-code.ts";

const LESSON = "lessons/s08-compact/agent.ts";
const KIT = "shared/src/concepts/compaction/compaction.ts";

/** A file's code as statements, comments left out. */
const statements = (text: string) =>
  asStatements(
    text
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\/\*\*|\*)/.test(line))
      .map((line) => line.replace(/ \/\/ .*$/, ""))
      .join("\n"),
  );

describe("the kit's compaction", () => {
  it("is s08's region compact, line for line", () => {
    expect(regionCode(KIT, "compact")).toEqual(regionCode(LESSON, "compact"));
  });

  it("does in its rounds what s08's tool and loop do, statement for statement", () => {
    const kit = readFileSync(join(ROOT, KIT), "utf-8");
    const rounds = kit.slice(kit.indexOf("// #region rounds"), kit.indexOf("// #endregion rounds"));
    // The kit's own frame: the functions it names and the tool it keeps; their bodies are s08's.
    const frame = /^(const compactTool = |async function before|function counted|\}\)?;?$|\)?;?$|\}$)/;
    const ours = statements(rounds)
      .filter((s) => !frame.test(s.trim()))
      .map((s) => s.trim().replace(/[;,]$/, "")); // s08's tool ends its table's item, the kit's its statement
    const s08 = statements(readFileSync(join(ROOT, LESSON), "utf-8")).join(" ");
    expect(ours.length).toBeGreaterThan(15);
    let from = 0;
    for (const statement of ours) {
      const at = s08.indexOf(statement.trim(), from);
      expect(at, `not in s08 after what came before: ${statement}`).toBeGreaterThanOrEqual(0);
      from = at;
    }
  });
});
