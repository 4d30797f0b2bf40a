import { Writable } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import pc from "picocolors";
import { describe, expect, it } from "vitest";
import { columnsOf, stringWidth, wrapLine, wrapText } from "../src/terminal-width.ts";

/** The words of a text, in order: what a wrap may move between rows but never break, drop or add. */
const words = (text: string) => stripVTControlCharacters(text).split(/\s+/).filter(Boolean);

describe("wrapText: a command's own text at the terminal's width", () => {
  const help = `Usage: pnpm thing [options]

Runs the thing. With an API key in .env it is a live REPL (q, exit or an empty line quits);
without one it plays the lesson's recorded demo.

Options:
      --workdir DIR    the folder the agent works in (default: the current folder, or a
                       fresh copy of the lesson's sample when run inside the workbook); a new
                       or empty DIR starts from a copy of the sample, one with files is used as it is
  -y, --yes            do not ask
Next: pnpm thing v0   (creates exercises/v0-bash/agent.ts, then checks it on every save)
More: pnpm thing --help
`;

  it("wraps each line at its words, its rows under its second column, lines broken by hand joined first", () => {
    expect(wrapText(help, 60)).toBe(`Usage: pnpm thing [options]

Runs the thing. With an API key in .env it is a live REPL
(q, exit or an empty line quits); without one it plays the
lesson's recorded demo.

Options:
      --workdir DIR    the folder the agent works in
                       (default: the current folder, or a
                       fresh copy of the lesson's sample
                       when run inside the workbook); a new
                       or empty DIR starts from a copy of
                       the sample, one with files is used as
                       it is
  -y, --yes            do not ask
Next: pnpm thing v0   (creates exercises/v0-bash/agent.ts,
                      then checks it on every save)
More: pnpm thing --help
`);
  });

  it("is the text as it is off a terminal (a pipe, a file), or on one wide enough for every line", () => {
    const pipe = Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY: false, columns: 80 });
    expect(wrapText(help, pipe)).toBe(help);
    expect(wrapText(help, undefined)).toBe(help);
    expect(columnsOf({ isTTY: true, columns: 72 })).toBe(72);
    expect(columnsOf({ isTTY: true })).toBeUndefined();
    expect(wrapText("Usage: pnpm thing\n  -y   yes\n", { isTTY: true, columns: 200 })).toBe(
      "Usage: pnpm thing\n  -y   yes\n",
    );
  });

  it("keeps colours, and measures wide characters as two columns", () => {
    const line = `  ${pc.cyan("s13 ")} ${pc.dim("not started")}  background jobs' notifications: the queue they wait in, 他们的 delivery`;
    const rows = wrapText(line, 50).split("\n");
    expect(rows.map((row) => stringWidth(stripVTControlCharacters(row)) <= 50)).toEqual(rows.map(() => true));
    expect(words(rows.join("\n"))).toEqual(words(line));
    expect(rows[0]).toContain(pc.cyan("s13 "));
    // The rows after the first go on under the text after the first gap.
    expect(stripVTControlCharacters(rows[1])).toMatch(/^ {7}\S/);
  });

  it("falls back to the line's indent when its second column leaves too little room", () => {
    const line = "  WORKBOOK_EXERCISE_TIMEOUT_MS, WORKBOOK_EXERCISE_STALL_MS   an exercise check's time limits";
    expect(wrapText(line, 80)).toBe(
      "  WORKBOOK_EXERCISE_TIMEOUT_MS, WORKBOOK_EXERCISE_STALL_MS   an exercise check's\n  time limits",
    );
  });
});

describe("wrapLine: a lesson's line on the terminal", () => {
  it("goes on under the text past a leading marker, the first row using the whole width", () => {
    const rows = wrapLine(pc.dim("  ↳ round 2 · 1991 in / 33 out · session 3791 in / 84 out · stop max_tokens"), 40);
    expect(rows.map(stripVTControlCharacters)).toEqual([
      "  ↳ round 2 · 1991 in / 33 out · session",
      "    3791 in / 84 out · stop max_tokens",
    ]);
  });

  it("breaks a word only when it is longer than a row", () => {
    expect(wrapLine(`Skill skills/${"a".repeat(30)}/SKILL.md left out`, 20)).toEqual([
      `Skill skills/${"a".repeat(7)}`,
      "a".repeat(20),
      "aaa/SKILL.md left ",
      "out",
    ]);
  });
});
