/** What the held-equal tests of the kit's concepts share: a region of a lesson or a kit file, as code. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { ROOT } from "../../src/paths.ts";

/** The lines of a file from `// #region NAME` to `// #endregion NAME`, exercise markers and `export` aside. */
export function regionCode(file: string, region: string): string[] {
  const lines = readFileSync(join(ROOT, file), "utf-8").split("\n");
  const start = lines.indexOf(`// #region ${region}`);
  const code = lines.slice(start, lines.indexOf(`// #endregion ${region}`, start) + 1);
  expect(code.length, `${file} has no ${region} region`).toBeGreaterThan(20);
  return code
    .filter((line) => !/^\s*\/\/ #(end)?region exercise:/.test(line))
    .map((line) => line.replace(/^export /, ""));
}
