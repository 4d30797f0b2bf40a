/**
 * Every tie of shared/src/concepts/held-equal.ts holds: each region it names is in the teacher's agent.ts and in the
 * kit module, and the two are the same code (heldCode: the markers of regions inside a region, `export` and line breaks aside). The same
 * table tells `pnpm lesson:diff` which of a base's regions it may fold into one line: a tie this test does not hold
 * cannot fold anything, and a region no tie names is never folded.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HELD_EQUAL, heldCode, regionSpan, tieFile, tieImport } from "../../src/concepts/held-equal.ts";
import { listLessons } from "../../src/lessons.ts";
import { ROOT } from "../../src/paths.ts";

const SRC = join(ROOT, "shared", "src");

describe("the held-equal ties (shared/src/concepts/held-equal.ts)", () => {
  it.each(HELD_EQUAL.map((tie) => [tieFile(tie), tie.teacher, tie] as const))(
    "%s is %s's, region by region",
    (_, teacher, tie) => {
      const lesson = listLessons().find((l) => l.id === teacher);
      expect(lesson, `no lesson ${teacher}`).toBeDefined();
      const module = join(SRC, tieFile(tie));
      expect(existsSync(module), `${module} is missing`).toBe(true);
      // The module is imported as the lessons import it: the concept's index.ts (the kit's, for the core's) re-exports it.
      const index = tie.concept === undefined ? join(SRC, "index.ts") : join(SRC, "concepts", tie.concept, "index.ts");
      expect(readFileSync(index, "utf-8")).toContain(`"./${tie.module}"`);
      expect(tieImport(tie)).toBe(
        tie.concept === undefined ? "@agent-workbook/kit" : `@agent-workbook/kit/concepts/${tie.concept}`,
      );
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

  it("names each module once, and a region name once per import (a lesson's region folds into one module)", () => {
    const modules = HELD_EQUAL.map(tieFile);
    expect(new Set(modules).size).toBe(modules.length);
    const regions = HELD_EQUAL.flatMap((t) => t.regions.map((r) => `${tieImport(t)} ${r}`));
    expect(new Set(regions).size).toBe(regions.length);
    expect(tieFile({ module: "tool-dispatch.ts" })).toBe("tool-dispatch.ts");
    expect(tieImport({})).toBe("@agent-workbook/kit");
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

  it("leaves out the markers of a region inside it (one another module ties), not its code", () => {
    const nested = lesson
      .replace("  // #region exercise:put", "  // #region put-call\n  // #region exercise:put")
      .replace("  // #endregion exercise:put", "  // #endregion exercise:put\n  // #endregion put-call");
    expect(nested).toContain("#region put-call");
    expect(heldCode(nested, "store")).toBe(heldCode(kit, "store"));
    expect(heldCode(nested, "put-call")).toBe("// #region put-call write(a, b); // #endregion put-call");
  });

  it("reads a line ending in `// #call <region>` as that region of the same file, written in place", () => {
    const outer = ["// #region outer", "start();", "// #region store", "write(a, b);", "// #endregion store", "end();"];
    const lessonText = [...outer, "// #endregion outer"].join("\n");
    const kitText = [
      "// #region outer",
      "start();",
      "put(a, b); // #call store",
      "end();",
      "// #endregion outer",
      "function put(a, b) {",
      "  // #region store",
      "  write(a, b);",
      "  // #endregion store",
      "}",
    ].join("\n");
    expect(heldCode(kitText, "outer")).toBe("// #region outer start(); write(a, b); end(); // #endregion outer");
    expect(heldCode(kitText, "outer")).toBe(heldCode(lessonText, "outer"));
    expect(heldCode(kitText.replace("#call store", "#call stored"), "outer")).not.toBe(heldCode(lessonText, "outer"));
  });

  it("tells a changed word, and a missing region", () => {
    expect(heldCode(kit.replace("write(a, b)", "write(b, a)"), "store")).not.toBe(heldCode(lesson, "store"));
    expect(heldCode(kit, "files")).toBeUndefined();
    expect(heldCode("// #region files\nx", "files")).toBeUndefined(); // no end marker
    expect(regionSpan(lesson.split("\n"), "store")).toEqual({ name: "store", start: 0, end: 10 });
  });
});
