/**
 * The kit's memory concept is s09's, which s09 writes in its own file: the path check (`memory-path`), the index
 * rebuilt (`index`), the tool over the store (`memory-tool`) and the prompt's section (`memory-prompt`) are the
 * same code in both, region for region (s09's exercise markers aside), and the lesson's store runs the lesson's
 * own path check and index. A change to one that is not made to the other fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as s09 from "../../../../lessons/s09-memory/agent.ts";
import * as kit from "../../../src/concepts/memory/index.ts";
import { ROOT } from "../../../src/paths.ts";

/** The code of region `name` in `file`, markers and exercise markers left out, the same wherever lines break. */
function regionCode(file: string, name: string): string[] {
  const lines = readFileSync(join(ROOT, file), "utf-8").split("\n");
  const [start, end] = [lines.indexOf(`// #region ${name}`), lines.indexOf(`// #endregion ${name}`)];
  expect(start, `${file} has no region ${name}`).toBeGreaterThanOrEqual(0);
  expect(end, `${file} has no end of region ${name}`).toBeGreaterThan(start + 3);
  return lines
    .slice(start + 1, end)
    .filter((line) => !/^\s*\/\/ #(end)?region exercise:/.test(line))
    .join("\n")
    .replace(/\s+/g, " ") // the same code, wherever the formatter breaks its lines
    .replace(/\( /g, "(")
    .replace(/, \)/g, ")")
    .split(/(?<=[;{}]) /);
}

const LESSON = "lessons/s09-memory/agent.ts";
const KIT = "shared/src/concepts/memory";

describe("the kit's memory is s09's", () => {
  it.each([
    ["memory-path", "memory-path.ts"],
    ["index", "memory-index.ts"],
    ["memory-tool", "memory-tool.ts"],
    ["memory-prompt", "memory-prompt.ts"],
  ])("region %s, in %s", (region, file) => {
    expect(regionCode(join(KIT, file), region)).toEqual(regionCode(LESSON, region));
  });

  it("the lesson's functions answer as the kit's: paths, the prompt's section", () => {
    const paths = [
      "/memories",
      "/memories/",
      "/memories/a.md",
      "/etc/x",
      "/memories/../a",
      "/memories/.lock",
      "/memories/a/b.md",
      "/memories/a\u0000",
    ];
    const outcome = (f: (p: string) => unknown, p: string) => {
      try {
        return f(p);
      } catch (err) {
        return (err as Error).message;
      }
    };
    for (const p of paths) expect(outcome(s09.parseMemoryPath, p)).toEqual(outcome(kit.parseMemoryPath, p));
    const index = `${"- [a](a.md) — x\n".repeat(205)}`;
    for (const text of [undefined, "", "- [a](a.md) — </memory-index>\n", index])
      expect(s09.memoryPromptSection(text)).toEqual(kit.memoryPromptSection(text));
    expect(s09.MEMORY_DESCRIPTION).toBe(kit.MEMORY_DESCRIPTION);
  });
});
