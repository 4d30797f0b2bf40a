/**
 * Every tie of shared/src/concepts/held-equal.ts holds: each region it names is in the teacher's agent.ts and in the
 * kit module, and the two are the same code (heldCode: exercise markers, `export` and line breaks aside). The same
 * table tells `pnpm lesson:diff` which of a base's regions it may fold into one line: a tie this test does not hold
 * cannot fold anything, and a region no tie names is never folded.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conceptImport, HELD_EQUAL, heldCode, regionSpan } from "../../src/concepts/held-equal.ts";
import { listLessons } from "../../src/lessons.ts";
import { ROOT } from "../../src/paths.ts";

const conceptDir = (concept: string) => join(ROOT, "shared", "src", "concepts", concept);

describe("the held-equal ties (shared/src/concepts/held-equal.ts)", () => {
  it.each(HELD_EQUAL.map((tie) => [`${tie.concept}/${tie.module}`, tie.teacher, tie] as const))(
    "%s is %s's, region by region",
    (_, teacher, tie) => {
      const lesson = listLessons().find((l) => l.id === teacher);
      expect(lesson, `no lesson ${teacher}`).toBeDefined();
      const module = join(conceptDir(tie.concept), tie.module);
      expect(existsSync(module), `${module} is missing`).toBe(true);
      // The concept is imported as the lessons import it: its index.ts re-exports the module.
      expect(readFileSync(join(conceptDir(tie.concept), "index.ts"), "utf-8")).toContain(`"./${tie.module}"`);
      expect(conceptImport(tie.concept)).toBe(`@agent-workbook/kit/concepts/${tie.concept}`);
      const teacherText = readFileSync(lesson!.entry, "utf-8");
      const kitText = readFileSync(module, "utf-8");
      expect(tie.regions.length).toBeGreaterThan(0);
      for (const region of tie.regions) {
        const theirs = heldCode(teacherText, region);
        const ours = heldCode(kitText, region);
        expect(theirs, `${teacher} has no region ${region}`).toBeDefined();
        expect(ours, `${tie.module} has no region ${region}`).toBeDefined();
        expect(ours, `region ${region}`).toBe(theirs);
      }
    },
  );

  it("names each concept once, with lessons and regions that exist", () => {
    const concepts = HELD_EQUAL.map((t) => `${t.concept}/${t.module}`);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const tie of HELD_EQUAL) expect(existsSync(join(conceptDir(tie.concept), "index.ts"))).toBe(true);
  });
});

describe("heldCode", () => {
  const kit = [
    "// #region store",
    "/** The store. */",
    "export function put(a: string, b: string): void {",
    "  write(a, b);",
    "}",
    "// #endregion store",
  ].join("\n");
  const lesson = [
    "// #region store",
    "/** The store. */",
    "function put(",
    "  a: string,",
    "  b: string,",
    "): void {",
    "  // #region exercise:put",
    "  write(a, b);",
    "  // #endregion exercise:put",
    "}",
    "// #endregion store",
  ].join("\n");

  it("compares the code, not its line breaks, exercise markers or export", () => {
    expect(heldCode(kit, "store")).toBe(heldCode(lesson, "store"));
    expect(heldCode(kit, "store")).toBe(
      "// #region store /** The store. */ function put(a: string, b: string): void { write(a, b); } // #endregion store",
    );
  });

  it("tells a changed word, and a missing region", () => {
    expect(heldCode(kit.replace("write(a, b)", "write(b, a)"), "store")).not.toBe(heldCode(lesson, "store"));
    expect(heldCode(kit, "files")).toBeUndefined();
    expect(heldCode("// #region files\nx", "files")).toBeUndefined(); // no end marker
    expect(regionSpan(lesson.split("\n"), "store")).toEqual({ name: "store", start: 0, end: 10 });
  });
});
