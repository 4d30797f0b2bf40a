/**
 * Every command's own text at an 80-column terminal: each help (`pnpm lesson <id> --help`, `mock-api`,
 * `lesson:diff`, `exercise`), wrapped at their words by the kit's one wrapping
 * (shared/src/terminal-width.ts): no row over 80 columns, no word broken, none lost.
 */
import { spawnSync } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { cassetteHelp, usage } from "@agent-workbook/kit/cli";
import { listLessons } from "@agent-workbook/kit/lessons";
import { DISPATCHER, offlineEnv, ROOT } from "@agent-workbook/kit/authoring/tests/helpers";
import { lessonEntry } from "@agent-workbook/kit/authoring/tests/scripted-session";
import { startInTerminal } from "@agent-workbook/kit/authoring/tests/terminal";
import { stringWidth, wrapText } from "@agent-workbook/kit/terminal-width";
import { mockApiUsage } from "../scripts/mock-api.ts";
import { usageText as lessonDiffUsage } from "../scripts/lesson-diff.ts";
import { USAGE as exerciseUsage } from "../scripts/exercise.ts";

/** The words of a text, in order. */
const words = (text: string) => stripVTControlCharacters(text).split(/\s+/).filter(Boolean);

/** The rows over `columns` wide. */
const overWide = (text: string, columns: number) =>
  stripVTControlCharacters(text)
    .split("\n")
    .filter((row) => stringWidth(row) > columns);

const lessons = listLessons();
const helps: [string, string][] = [
  ...lessons.map((l): [string, string] => [`lesson ${l.id} --help`, usage(l.id, cassetteHelp([l], ROOT))]),
  ["lesson --help", usage("<id>", cassetteHelp(lessons, ROOT))],
  ["mock-api --help", mockApiUsage()],
  ["lesson:diff --help", lessonDiffUsage()],
  ["exercise --help", exerciseUsage],
];

describe.each(helps)("pnpm %s at 80 columns", (_name, text) => {
  it("has no row over 80 columns, and every word whole, in order", () => {
    expect(overWide(text, 80).length).toBeGreaterThan(0); // laid out for a wider terminal: there is something to wrap
    const wrapped = wrapText(text, 80);
    expect(overWide(wrapped, 80)).toEqual([]);
    expect(words(wrapped)).toEqual(words(text));
  });
});

describe("on a terminal 80 columns wide", () => {
  it("a lesson's --help is wrapped at its words: no row the terminal had to wrap, every word whole", async () => {
    const terminal = startInTerminal([process.execPath, DISPATCHER, "s13", "--help"], offlineEnv(), {
      cols: 80,
      rows: 60,
    });
    expect(await terminal.exitCode).toBe(0);
    const rows = await terminal.rows();
    expect(rows.filter((row) => row.wrapped)).toEqual([]);
    // The same help off a terminal (a pipe): as it is written, unwrapped.
    const piped = spawnSync(process.execPath, [DISPATCHER, "s13", "--help"], { env: offlineEnv(), encoding: "utf8" });
    expect(piped.status).toBe(0);
    expect(words(piped.stdout)).toContain("JOB_TIMEOUT_MS");
    expect(words(rows.map((row) => row.text).join("\n"))).toEqual(words(piped.stdout));
  });
});
