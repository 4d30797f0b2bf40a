/**
 * The rules of a lesson's shape (scripts/lesson-shape.ts), which test/lesson-shape-all.test.ts holds every lesson to
 * (`node scripts/lesson-shape.ts [ID…]` prints what each breaks): at most 400 lines (500 for a lesson listed in LONG_LESSONS, with its
 * reason), as Biome formats it, no line over 100 columns that an unbreakable string does not excuse, and a diff to its
 * base (regions now imported from the kit folded) that deletes at most a quarter of what it adds and at most 40 lines,
 * but for v0 and v1 and a lesson that replaces its base's concept or composes its ancestors'.
 */
import { describe, expect, it } from "vitest";
import { listLessons } from "@agent-workbook/kit/lessons";
import {
  LONG_LESSONS,
  lessonShape,
  longLines,
  MAX_COLUMNS,
  reportedFiles,
  UNBREAKABLE,
  WHOLE_LESSONS,
} from "../scripts/lesson-shape.ts";

describe("the shape's rules", () => {
  it("lets only listed lessons reach 500 lines, each with its reason, and exempts from the diff's rule only v0, v1, replaces and composes", () => {
    const ids = listLessons().map((l) => l.id);
    for (const [id, reason] of Object.entries(LONG_LESSONS)) {
      expect(ids).toContain(id);
      expect(reason.length).toBeGreaterThan(20);
    }
    expect(WHOLE_LESSONS).toEqual(["v0", "v1"]);
    const exempt = listLessons().flatMap((l) => {
      const shape = lessonShape(l, { biome: false });
      return shape.exempt ? [[l.id, shape.exempt]] : [];
    });
    expect(exempt).toEqual(
      listLessons()
        .filter((l) => WHOLE_LESSONS.includes(l.id) || l.replaces !== undefined || l.composes)
        .map((l) => [
          l.id,
          WHOLE_LESSONS.includes(l.id)
            ? "the loop itself"
            : l.replaces !== undefined
              ? `replaces ${l.base}'s ${l.replaces}`
              : "composes its ancestors' concepts",
        ]),
    );
  });

  it("counts a line over 100 columns, unless a string with no space of 40 characters or more makes it long", () => {
    const pad = (n: number) => " ".repeat(n);
    const url = `https://example.com/${"a".repeat(UNBREAKABLE)}`;
    const text = [
      `${pad(4)}x(${"y".repeat(MAX_COLUMNS - 8)});`, // 100 columns: fits
      `${pad(4)}x(${"y".repeat(MAX_COLUMNS - 7)});`, // 101 columns of code
      `${pad(4)}const HELP = "${"word ".repeat(20)}";`, // a string with spaces: it can break
      `${pad(4)}fetch("${url}", { method: "GET", headers: { accept: "application/json" } });`, // a URL: excused
      `${pad(4)}// ${"comment ".repeat(13)}`, // a comment
      `${pad(4)}return \`\${a}\${b}\${"}".repeat(1)}${"z".repeat(MAX_COLUMNS)}\`;`, // a template's long tail: excused
      `${pad(4)}const s = \`\${x}${"q".repeat(30)}\` + "${"r".repeat(30)}" + other(${"o".repeat(30)});`, // short pieces
    ].join("\n");
    expect(longLines(text).map((l) => l.line)).toEqual([2, 3, 5, 7]);
    expect(longLines(text)[0]).toEqual({ line: 2, columns: MAX_COLUMNS + 1 });
    // A wide character is one column, as Biome counts it.
    expect(longLines(`"${"é".repeat(MAX_COLUMNS - 2)}"`)).toEqual([]);
  });

  it("reads the files Biome would format otherwise from its GitHub reporter", () => {
    const output = [
      "::error title=format,file=/w/lessons/v0-bash/agent.ts,line=1,endLine=1,col=2,endColumn=2::Formatter would have printed the following content:",
      "format ━━━━━━━━",
      "::error title=format,file=/w/lessons/v1-tools/agent.ts,line=1,endLine=1,col=2,endColumn=2::Formatter would have printed",
    ].join("\n");
    expect([...reportedFiles(output)]).toEqual(["/w/lessons/v0-bash/agent.ts", "/w/lessons/v1-tools/agent.ts"]);
    expect(reportedFiles("Checked 2 files in 5ms. No fixes applied.").size).toBe(0);
  });
});
