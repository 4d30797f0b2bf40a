/** What the held-equal tests of the kit's concepts compare: a region's code, the same wherever the formatter breaks it. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { ROOT } from "../../src/paths.ts";

/** Code as statements: its whitespace folded, so that a line broken elsewhere reads the same. */
export function asStatements(code: string): string[] {
  return code
    .replace(/\s+/g, " ")
    .replace(/\( /g, "(")
    .replace(/, \)/g, ")")
    .replace(/, \]/g, "]")
    .replace(/ \.(?=[a-zA-Z_])/g, ".") // a chain broken before its dots
    .trim()
    .split(/(?<=[;{}]) /);
}

/** The code of the region `name` in `file` (from the workbook's root), markers included, as statements. */
export function regionCode(file: string, name: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf-8");
  const start = text.search(new RegExp(`^\\s*// #region ${name}\\n`, "m"));
  const end = text.search(new RegExp(`^\\s*// #endregion ${name}\\n`, "m"));
  expect(start, `${file} has no region ${name}`).toBeGreaterThanOrEqual(0);
  expect(end, `${file} has no end of region ${name}`).toBeGreaterThan(start);
  return asStatements(text.slice(start, end));
}
