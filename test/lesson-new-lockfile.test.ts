/**
 * `pnpm lesson:new`'s entry in pnpm-lock.yaml (scripts/lesson-new/lockfile.ts): the base's importer, copied under the
 * new lesson's path in its sorted place, so that its install links from the store and asks the registry nothing.
 * (test/getting-started.test.ts runs the whole command in a scratch clone, with a registry that refuses and no cache.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@agent-workbook/kit/paths";
import { importersOf, lockLikeBase } from "../scripts/lesson-new/lockfile.ts";

const LOCKFILE = readFileSync(join(ROOT, "pnpm-lock.yaml"), "utf-8");

/** The importers' keys, in the lockfile's order. */
const keys = (text: string) => importersOf(text).map((i) => i.key);

/** An importer's lines under its key. */
const block = (text: string, key: string) => importersOf(text).find((i) => i.key === key)!.lines;

describe("the new lesson's entry in pnpm-lock.yaml", () => {
  it("is made among the importers read whole: every key line before packages: is one, the root first", () => {
    const keyLines = LOCKFILE.slice(0, LOCKFILE.indexOf("\npackages:")).match(/^ {2}\S[^\n]*:$/gm)!;
    expect(keys(LOCKFILE)).toEqual(keyLines.map((line) => line.trim().slice(0, -1)));
    expect(keys(LOCKFILE)[0]).toBe(".");
  });

  it.each([
    ["s21-example", "s15-team", "lessons/s20-all", "lessons/v0-bash"],
    ["s10p-example", "s08-compact", "lessons/s10-prompt", "lessons/s11-recovery"],
  ])("lessons/%s is lessons/%s's entry, between %s and %s; nothing else changes", (folder, base, before, after) => {
    const locked = lockLikeBase(LOCKFILE, base, folder)!;
    const order = keys(locked);
    expect(order.slice(order.indexOf(before), order.indexOf(before) + 3)).toEqual([before, `lessons/${folder}`, after]);
    expect(order.slice(1)).toEqual([...order.slice(1)].sort());
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
