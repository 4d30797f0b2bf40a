/**
 * The kit's hooks concept is lesson s04's: its regions `protocol` (hook-run.ts: exit codes and JSON output), `gate`
 * (hooked-policy.ts: the hooks around the rules at the gate) and `trust` (trust-question.ts) are s04's word for word,
 * so that later lessons (s20) import what s04 teaches. A change to one that is not made to the other fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const LESSON = join(import.meta.dirname, "../../../../lessons/s04-hooks/agent.ts");
const KIT = join(import.meta.dirname, "../../../src/concepts/hooks");

/** The lines of a file's region `name`, its opening marker included. */
function region(file: string, name: string): string {
  const text = readFileSync(file, "utf-8");
  const start = text.indexOf(`// #region ${name}\n`);
  const end = text.indexOf(`// #endregion ${name}\n`);
  expect(start, `${file}: region ${name}`).toBeGreaterThanOrEqual(0);
  expect(end, `${file}: region ${name}`).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe("the kit's hooks concept is s04's", () => {
  for (const [name, file] of [
    ["protocol", "hook-run.ts"],
    ["gate", "hooked-policy.ts"],
    ["trust", "trust-question.ts"],
  ] as const)
    it(`${file} holds s04's region ${name}, word for word`, () => {
      expect(region(join(KIT, file), name)).toBe(region(LESSON, name));
    });
});
