import { Writable } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import xterm from "@xterm/headless";
import { describe, expect, it } from "vitest";
import { describeCall, Terminal } from "../src/ui.ts";

/** A Terminal writing into a string, as a learner's (non-TTY) screen would show it. */
function screen() {
  let text = "";
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { ui: new Terminal(out, "v2"), shown: () => stripVTControlCharacters(text) };
}

describe("tool lines", () => {
  it("show the command, the path, the pattern, or the size of a list", () => {
    expect(describeCall("bash", { command: "ls" })).toBe("> bash: ls");
    expect(describeCall("TodoWrite", { items: [1, 2, 3] })).toBe("> TodoWrite: 3 items");
    expect(describeCall("todo_write", { todos: [1] })).toBe("> todo_write: 1 todo");
    expect(describeCall("other", { a: 1 })).toBe('> other: {"a":1}');
    expect(describeCall("TaskCreate", { subject: "Write the tests", description: "All of them." })).toBe(
      "> TaskCreate: Write the tests",
    );
    expect(describeCall("task", { description: "Find how the tests run" })).toBe("> task: Find how the tests run");
    expect(describeCall("TaskUpdate", { taskId: "2", status: "in_progress", addBlockedBy: ["1"] })).toBe(
      '> TaskUpdate: #2 status=in_progress addBlockedBy=["1"]',
    );
    expect(describeCall("TaskGet", { taskId: "#3" })).toBe("> TaskGet: #3");
  });
});

describe("the todo panel", () => {
  it("lists the tasks with the count, and replaces that call's result preview", () => {
    const { ui, shown } = screen();
    ui.todos(
      [
        { text: "[x] Write", status: "completed" },
        { text: "[>] Test <- Testing", status: "in_progress", activity: "Testing" },
        { text: "[ ] Ship", status: "pending" },
      ],
      "## Tasks",
    );
    ui.toolResult("[x] Write\n[>] Test <- Testing\n[ ] Ship\n\n(1/3 completed)", false);
    ui.toolResult("next call's result", false);
    expect(shown()).toBe(
      "  ## Tasks\n  [x] Write\n  [>] Test <- Testing\n  [ ] Ship\n  (1/3 completed)\n  next call's result\n",
    );
  });

  it("keeps the result preview after it when asked (a result that says more than the panel)", () => {
    const { ui, shown } = screen();
    ui.todos([{ text: "[✓] #1 Write", status: "completed" }], "## Tasks", { withResult: true });
    ui.toolResult("#1 is completed. Unblocked: #2 Test.", false);
    expect(shown()).toBe("  ## Tasks\n  [✓] #1 Write\n  (1/1 completed)\n  #1 is completed. Unblocked: #2 Test.\n");
  });

  it("says No todos. for an empty list, and never hides an error", () => {
    const { ui, shown } = screen();
    ui.todos([]);
    ui.toolResult("Error: something", true);
    expect(shown()).toBe("  No todos.\n  Error: something\n");
  });

  it("shows the cache's figures of a round by name when the API reports some, and keeps them in its event", () => {
    const { ui, shown } = screen();
    const events: unknown[] = [];
    ui.onShow((event) => events.push(event));
    ui.usage(
      { input_tokens: 300, output_tokens: 80, cache_read_input_tokens: 900, cache_creation_input_tokens: 1200 },
      "tool_use",
    );
    ui.usage(
      { input_tokens: 40, output_tokens: 20, cache_read_input_tokens: 2100, cache_creation_input_tokens: 0 },
      "end_turn",
    );
    ui.usage(
      { input_tokens: 50, output_tokens: 5, cache_read_input_tokens: null, cache_creation_input_tokens: null },
      "end_turn",
    );
    expect(shown()).toBe(
      [
        "  ↳ round 1 · 300 in · 900 cache read · 1200 cache write / 80 out · session 300 in · 900 cache read · 1200 cache write / 80 out",
        "  ↳ round 2 · 40 in · 2100 cache read / 20 out · session 340 in · 3000 cache read · 1200 cache write / 100 out",
        "  ↳ round 3 · 50 in / 5 out · session 390 in · 3000 cache read · 1200 cache write / 105 out",
        "",
      ].join("\n"),
    );
    expect(events.map((e) => (e as { usage: unknown }).usage)).toEqual([
      { input_tokens: 300, cache_read_input_tokens: 900, cache_creation_input_tokens: 1200, output_tokens: 80 },
      { input_tokens: 40, cache_read_input_tokens: 2100, output_tokens: 20 },
      { input_tokens: 50, output_tokens: 5 },
    ]);
  });

  it("hangs a subagent's lines under the call that started it, its rounds and tokens counted apart", () => {
    const { ui, shown } = screen();
    ui.usage({ input_tokens: 100, output_tokens: 10 }, "tool_use");
    ui.toolCall("task", { description: "Find it." });
    ui.beginSubagent();
    ui.modelText("Looking.\nStill looking.", false);
    ui.usage({ input_tokens: 50, output_tokens: 5 }, "tool_use");
    ui.toolCall("bash", { command: "ls" });
    ui.toolResult("a\nb", false);
    ui.line(ui.mark("") === "  │ " ? "marked" : "not marked");
    ui.usage({ input_tokens: 70, output_tokens: 7 }, "end_turn");
    ui.endSubagent();
    ui.usage({ input_tokens: 120, output_tokens: 12 }, "end_turn");
    ui.beginSubagent();
    ui.endSubagent(true);
    expect(shown()).toBe(
      [
        "  ↳ round 1 · 100 in / 10 out · session 100 in / 10 out",
        "> task: Find it.",
        "  ┌ subagent: a fresh context, its own tools",
        "  │ Looking.",
        "  │ Still looking.",
        "  │   ↳ subagent round 1 · 50 in / 5 out · subagent 50 in / 5 out",
        "  │ > bash: ls",
        "  │   a",
        "  │   b",
        "  │ marked",
        "  │   ↳ subagent round 2 · 70 in / 7 out · subagent 120 in / 12 out",
        "  └ subagent done: 2 rounds, 120 in / 12 out; only its report goes back",
        "  ↳ round 2 · 120 in / 12 out · session 220 in / 22 out · subagents 120 in / 12 out",
        "  ┌ subagent: a fresh context, its own tools",
        "  └ subagent stopped: 0 rounds, 0 in / 0 out",
        "",
      ].join("\n"),
    );
  });

  it("marks a subagent's streamed text at the start of each line", () => {
    const { ui, shown } = screen();
    ui.beginSubagent();
    ui.streamText("one ");
    ui.streamText("line\nand a");
    ui.streamText("nother\n");
    ui.line("after");
    expect(shown()).toBe("  ┌ subagent: a fresh context, its own tools\n  │ one line\n  │ and another\n  │ after\n");
  });

  it("marks every line of a subagent's streamed text as line() marks it, blank lines too, however it is cut", () => {
    const text = "A.\n\nB.\n\n\nC.";
    const { ui: printed, shown: whole } = screen();
    printed.beginSubagent();
    printed.line(text);
    printed.line("after");
    expect(whole()).toContain("  │ A.\n  │ \n  │ B.\n  │ \n  │ \n  │ C.\n  │ after\n");
    for (const chunks of [[text], ["A.\n", "\nB.\n", "\n", "\nC."], text.split("")]) {
      const { ui, shown } = screen();
      ui.beginSubagent();
      for (const chunk of chunks) ui.streamText(chunk);
      ui.line("after");
      expect(shown(), JSON.stringify(chunks)).toBe(whole());
    }
  });

  it("marks an injected reminder", () => {
    const { ui, shown } = screen();
    ui.reminder("<reminder>Update your todos.</reminder>");
    expect(shown()).toBe("⏰ reminder injected: <reminder>Update your todos.</reminder>\n");
  });
});

/** A Terminal writing to a terminal `columns` wide, and that terminal's rows as xterm.js lays them out. */
function ttyScreen(columns: number) {
  let text = "";
  const out = Object.assign(
    new Writable({
      write(chunk, _encoding, done) {
        text += chunk;
        done();
      },
    }),
    { isTTY: true, columns },
  );
  const rows = async () => {
    const term = new xterm.Terminal({ cols: columns, rows: 10, scrollback: 1000, allowProposedApi: true });
    await new Promise<void>((resolve) => term.write(text.replaceAll("\n", "\r\n"), resolve));
    const buffer = term.buffer.active;
    const lines: { text: string; wrapped: boolean }[] = [];
    for (let i = 0; i < buffer.length; i++) {
      const line = buffer.getLine(i)!;
      lines.push({ text: line.translateToString(true).trimEnd(), wrapped: line.isWrapped });
    }
    term.dispose();
    while (lines.length > 0 && lines.at(-1)!.text === "") lines.pop();
    return lines;
  };
  return { ui: new Terminal(out, "s06"), rows, raw: () => stripVTControlCharacters(text) };
}

const LONG_REPORT = `What fails: 3 of 9 checks, all in test/receipt.test.js: formatAmount(12.5) gives "12.5 EUR" (want "12.50 EUR"), formatAmount(3) gives "3 EUR" (want "3.00 EUR"), and the receipt's total line.

Why: formatAmount in src/receipt.js prints the number as it is; a_word_longer_than_a_row_${"x".repeat(130)} ends it.`;
const LONG_COMMAND = `grep -rn "formatAmount" src test | sort | uniq -c | ${"awk '{ print $1 }' | ".repeat(8)}head`;
const LONG_RESULT = `{ "name": "shop-utils", "private": true, "type": "module", "scripts": { "test": "node test/run-all.js", "lint": "none" } }\nshort line`;

/** What a subagent's round prints: its report, a long tool line, a long result, its usage line. */
function subagentRound(ui: Terminal, stream?: string[]): void {
  ui.toolCall("task", { description: `Find out why. ${"And more. ".repeat(15)}` });
  ui.beginSubagent();
  if (stream) for (const chunk of stream) ui.streamText(chunk);
  else ui.modelText(LONG_REPORT, false);
  ui.usage({ input_tokens: 2609, output_tokens: 211 }, "tool_use");
  ui.toolCall("bash", { command: LONG_COMMAND });
  ui.toolResult(LONG_RESULT, false);
  ui.toolResult(LONG_RESULT, true);
  ui.usage({ input_tokens: 99999, output_tokens: 99999 }, "max_tokens");
  ui.endSubagent();
  ui.usage({ input_tokens: 2178, output_tokens: 162 }, "tool_use");
}

describe("an error on a terminal 80 columns wide", () => {
  it("is wrapped whole at its words, not cut (s07's unknown skill and the skills there are)", async () => {
    const { ui, rows } = ttyScreen(80);
    const error =
      "Error: Unknown skill: ../deploy. Available skills: deploy, fix-issue, long-guide, tagged, canary, review, strict-lint";
    ui.toolCall("load_skill", { name: "../deploy" });
    ui.toolResult(error, true);
    expect((await rows()).map((row) => row.text)).toEqual([
      '> load_skill: {"name":"../deploy"}',
      "  Error: Unknown skill: ../deploy. Available skills: deploy, fix-issue,",
      "  long-guide, tagged, canary, review, strict-lint",
    ]);
  });
});

describe.each([80, 120])("on a terminal %i columns wide", (columns) => {
  it("no line wraps: tool lines are cut to the room left after the mark, other lines are wrapped with it", async () => {
    const { ui, rows } = ttyScreen(columns);
    subagentRound(ui);
    const screenRows = await rows();
    expect(screenRows.filter((row) => row.wrapped)).toEqual([]);
    expect(Math.max(...screenRows.map((row) => row.text.length))).toBeLessThanOrEqual(columns);
    const texts = screenRows.map((row) => row.text);
    const open = texts.findIndex((t) => t.startsWith("  ┌ subagent"));
    const close = texts.findIndex((t) => t.startsWith("  └ subagent"));
    // Every row between ┌ and └ carries the mark, the rows a long line was wrapped into too.
    expect(texts.slice(open + 1, close).filter((t) => !t.startsWith("  │"))).toEqual([]);
    expect(close - open).toBeGreaterThan(10);
    // The tool lines and the preview's long line are cut to the room after the mark, `…` at the end.
    const bash = texts.find((t) => t.startsWith("  │ > bash: "))!;
    expect(bash).toHaveLength(Math.min(columns, "  │ > bash: ".length + 100)); // 100: a command's own limit
    expect(bash.endsWith("…")).toBe(true);
    // The result's long line is cut; the same as an error is wrapped, whole, its rows under its text.
    const long = texts.filter((t) => t.startsWith('  │   { "name"'));
    expect(long).toHaveLength(2);
    expect(long[0]).toMatch(/…$/);
    expect(long[0]).toHaveLength(columns);
    expect(long[1]).not.toMatch(/…$/);
    const error = texts.slice(texts.indexOf(long[1]), texts.lastIndexOf("  │   short line"));
    expect(error.slice(1).every((t) => /^ {2}│ {3}\S/.test(t))).toBe(true);
    expect(error.map((t) => t.slice(6)).join(" ")).toBe(LONG_RESULT.split("\n")[0]);
    expect(texts.filter((t) => t === "  │   short line")).toHaveLength(2);
    // The task's line, the parent's, is cut to the whole width.
    expect(texts.find((t) => t.startsWith("> task: "))).toHaveLength(Math.min(columns, "> task: ".length + 100));
    // A wrapped usage line goes on under its text, past `↳ `.
    const usage = texts.findIndex((t) => t.startsWith("  │   ↳ subagent round 2"));
    if (texts[usage + 1].startsWith("  │     ")) expect(texts[usage + 1]).toMatch(/^ {2}│ {5}\S/);
    // The report is all there, in order (a word longer than a row is broken).
    const report = texts.slice(
      open + 1,
      texts.findIndex((t) => t.startsWith("  │   ↳ subagent round 1")),
    );
    expect(
      report
        .map((t) => t.slice(4))
        .join("")
        .replace(/\s/g, ""),
    ).toBe(LONG_REPORT.replace(/\s/g, ""));
  });

  it("wraps a subagent's streamed text as line() wraps it, however the stream is cut", async () => {
    const { ui: printed, rows: whole } = ttyScreen(columns);
    subagentRound(printed);
    const expected = (await whole()).map((row) => row.text);
    const words = LONG_REPORT.split(/(?<= )/);
    for (const stream of [[LONG_REPORT], words, LONG_REPORT.split(""), LONG_REPORT.match(/.{1,7}/gs)!]) {
      const { ui, rows } = ttyScreen(columns);
      subagentRound(ui, stream);
      const screenRows = await rows();
      expect(screenRows.filter((row) => row.wrapped)).toEqual([]);
      expect(screenRows.map((row) => row.text)).toEqual(expected);
    }
  });
});
