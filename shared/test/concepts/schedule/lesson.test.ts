/**
 * The kit's schedule is s14's: what s14 writes inline (CronCreate's description, the next fire times, the tools,
 * the merging of waiting fires and their one message) is the same code as the kit's, region for region (the
 * exercise's markers aside, and the kit's `export`). A change to one that is not made to the other fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../../src/paths.ts";

/** The code of region `name` in `file`, whatever the formatter made of its lines and its indentation. */
function region(file: string, name: string): string[] {
  const lines = readFileSync(join(ROOT, file), "utf-8").split("\n");
  const start = lines.findIndex((l) => l.trim() === `// #region ${name}`);
  const end = lines.findIndex((l) => l.trim() === `// #endregion ${name}`);
  expect(start, `${file} has no region ${name}`).toBeGreaterThanOrEqual(0);
  expect(end, `${file}: region ${name} has no end`).toBeGreaterThan(start);
  return lines
    .slice(start + 1, end)
    .filter((line) => !/^\s*\/\/ #(end)?region exercise:/.test(line))
    .map((line) => line.replace(/^(\s*)export /, "$1"))
    .join("\n")
    .replace(/\s+/g, " ")
    .replace(/\( /g, "(")
    .replace(/ \)/g, ")")
    .replace(/,\)/g, ")")
    .split(/(?<=[;{}]) /);
}

const LESSON = "lessons/s14-cron/agent.ts";
const KIT = "shared/src/concepts/schedule";

describe("the kit's schedule is s14's", () => {
  it.each([
    ["cron-create-description", "schedule-tools.ts"],
    ["next-fires", "cron-expression.ts"],
    ["schedule-tools", "schedule-tools.ts"],
    ["wait-fire", "fire-merge.ts"],
    ["fires-message", "fire-merge.ts"],
  ])("region %s: the lesson's and %s's are the same code", (name, file) => {
    expect(region(`${KIT}/${file}`, name)).toEqual(region(LESSON, name));
  });
});
