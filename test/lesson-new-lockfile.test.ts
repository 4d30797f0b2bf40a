/**
 * `pnpm lesson:new`'s entry in pnpm-lock.yaml (scripts/lesson-new/lockfile.ts): the base's importer, copied under the
 * new lesson's path in its sorted place, so that its install links from the store and asks the registry nothing.
 * (test/getting-started.test.ts runs the whole command in a scratch clone, with a registry that refuses and no cache.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@agent-workbook/kit/paths";
import { lockLikeBase } from "../scripts/lesson-new/lockfile.ts";

const LOCKFILE = readFileSync(join(ROOT, "pnpm-lock.yaml"), "utf-8");

/** The importers' keys, in the order the lockfile has them. */
const importers = (text: string) =>
  [...text.slice(0, text.indexOf("\npackages:")).matchAll(/^ {2}(\S[^\n]*):$/gm)].map((m) => m[1]);

/** An importer's block, its key line to its blank line. */
const block = (text: string, key: string) =>
  /^ {2}(\S[^\n]*):\n((?: {4}[^\n]*\n)*)\n/gm.exec(text.slice(text.indexOf(`\n  ${key}:\n`) + 1))![2];

describe("the new lesson's entry in pnpm-lock.yaml", () => {
  it.each([
    ["s21-example", "s15-team", "lessons/s20-all", "lessons/v0-bash"],
    ["s10p-example", "s08-compact", "lessons/s10-prompt", "lessons/s11-recovery"],
  ])("lessons/%s is lessons/%s's entry, between %s and %s; nothing else changes", (folder, base, before, after) => {
    const locked = lockLikeBase(LOCKFILE, base, folder)!;
    const keys = importers(locked);
    expect(keys.slice(keys.indexOf(before), keys.indexOf(before) + 3)).toEqual([before, `lessons/${folder}`, after]);
    expect(keys.slice(1)).toEqual([...keys.slice(1)].sort());
    expect(block(locked, `lessons/${folder}`)).toBe(block(LOCKFILE, `lessons/${base}`));
    expect(block(locked, `lessons/${folder}`)).toMatch(/^ {4}dependencies:\n {6}'@agent-workbook\/kit':\n/);
    // Taken out again, the lockfile is as it was, byte for byte.
    expect(locked.replace(`  lessons/${folder}:\n${block(LOCKFILE, `lessons/${base}`)}\n`, "")).toBe(LOCKFILE);
  });

  it("is not made when the base has no entry, or the lesson has one already: the install that resolves runs then", () => {
    expect(lockLikeBase(LOCKFILE, "s99-nowhere", "s21-example")).toBeUndefined();
    expect(lockLikeBase(LOCKFILE, "s15-team", "s12-tasks")).toBeUndefined();
    expect(lockLikeBase("lockfileVersion: '9.0'\n", "s15-team", "s21-example")).toBeUndefined();
    // A lockfile cut short, its last importer without its blank line: no entry for the base, and no long search.
    const cut = LOCKFILE.slice(0, LOCKFILE.indexOf("\n  lessons/s15-team:\n") + 200);
    expect(lockLikeBase(cut, "s15-team", "s21-example")).toBeUndefined();
  });
});
