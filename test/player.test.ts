/**
 * What the session player draws, as data (in-process; the DOM is test/site's): every round's lines are the kit's
 * own lines drawn from its display events, with their styles and whose mark they carry; each call is labelled as
 * what its round event says it is, in the terminal's numbers; the panel comes from panel events; a concept's part
 * comes with the lesson that names it.
 */
import { plainLine } from "@agent-workbook/kit";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { pane } from "@agent-workbook/kit/displays/compaction/pane";
import { pane as skillsPane } from "@agent-workbook/kit/displays/skills/pane";
import { pane as mcpPane } from "@agent-workbook/kit/displays/mcp/pane";
import { pane as hooksPane } from "@agent-workbook/kit/displays/hooks/pane";
import { loadCassette } from "@agent-workbook/kit";
import { expandRequests, panelsByRound, type SessionData } from "@agent-workbook/player/data";
import { callLabel, LABELS, totalUsage, usageText } from "@agent-workbook/player/labels";
import { cassette, say } from "@agent-workbook/kit/authoring/cassette-script";
import { describe, expect, it } from "vitest";
import { playerPage, playerScript } from "../scripts/lesson-view/page.ts";
import { sessionData } from "../scripts/lesson-view/session.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

/** The player's data for a lesson's demo, as the global setup recorded it; and, as `derived`, from its calls alone. */
function demo(id: string): { run: SessionData; derived: SessionData } {
  const cassette = loadCassette(lessonRun(id).recorded!);
  return {
    run: sessionData({ cassette, title: id, file: "demo.json" }),
    derived: sessionData({ cassette: { ...cassette, display: undefined }, title: id, file: "demo.json" }),
  };
}

const labels = (data: SessionData, lang: "en" | "zh" = "en") => data.rounds.map((r) => callLabel(r, LABELS[lang]));

describe("the player's lines: the kit's, drawn from the display events", () => {
  it.each(["v2", "s06", "s08", "s15", "s16", "s17", "s18", "s20"])(
    "%s: each round's styled lines are its terminal's lines",
    (id) => {
      for (const data of Object.values(demo(id))) {
        for (const round of data.rounds) expect(round.lines.map(plainLine)).toEqual(round.terminal);
      }
    },
  );

  it("s20: the round in which the scheduled check fires shows the schedule's lines, as the terminal does", () => {
    const { run } = demo("s20");
    const shown = (round: number) => run.rounds[round]!.lines.map(plainLine);
    const created = run.rounds.findIndex((r) => r.lines.some((l) => plainLine(l).startsWith("⏲ job ")));
    const fired = run.rounds.findIndex((r) => r.lines.some((l) => plainLine(l).startsWith("⏰ job ")));
    expect(shown(created).some((l) => l.startsWith("> CronCreate: "))).toBe(true);
    expect(fired).toBeGreaterThan(created);
    expect(shown(fired).filter((l) => /^(⏲|⏰|✕) job /.test(l))).toHaveLength(1);
  });

  it("keeps the styles: the prompt's cyan, a tool call's cyan, a usage line dim, the task in progress current", () => {
    const { run } = demo("v2");
    const lines = run.rounds.flatMap((r) => r.lines);
    expect(lines[0].spans).toEqual([{ text: "v2 >> ", style: "cyan" }, { text: expect.any(String) }]);
    const usage = lines.find((l) => plainLine(l).startsWith("  ↳ round 1 · "))!;
    expect(usage.spans.map((s) => s.style)).toEqual(["dim"]);
    const call = lines.find((l) => plainLine(l).startsWith("> TodoWrite: "))!;
    expect(call.spans.map((s) => s.style)).toEqual(["cyan"]);
    expect(lines.some((l) => l.spans.some((s) => s.style === "current"))).toBe(true);
  });

  it("s19: the check that failed draws its `ok` lines dim and what failed in red, its failing line shown", () => {
    const lines = demo("s19").run.rounds.flatMap((r) => r.lines);
    const at = lines.findIndex((l) => plainLine(l).startsWith("  Not closed: the check"));
    const result = lines.slice(at, at + 6).map((l) => [plainLine(l), l.spans.map((s) => s.style).join()]);
    expect(result).toEqual([
      ["  Not closed: the check `node test.js` fails.", "red"],
      ["  … (+2 lines)", "dim"],
      ["  ok   fahrenheitToCelsius(212) = 100", "dim"],
      ["  ok   fahrenheitToCelsius(32) = 0", "dim"],
      ["  FAIL celsiusToKelvin(0) = 273 (want 273.15)", "red"],
      ["  4/5 passed", "red"],
    ]);
  });

  it("says whose mark a line carries: the subagent's (s06), a teammate's (s15); the main agent's lines have none", () => {
    const s06 = demo("s06").run.rounds;
    expect(s06[1].lines.every((l) => l.agent === "subagent" || plainLine(l) === "  │ ")).toBe(true);
    expect(s06[0].lines.every((l) => l.agent === undefined && l.mark.length === 0)).toBe(true);
    // The subagent's "└ done" line is the main agent's again: unmarked.
    const done = s06[6].lines.find((l) => plainLine(l).startsWith("  └ subagent done"))!;
    expect(done.agent).toBeUndefined();
    const s15 = demo("s15").run.rounds.flatMap((r) => r.lines);
    for (const line of s15) {
      const mark = line.mark.map((s) => s.text).join("");
      expect(mark).toBe(line.agent ? `[${line.agent}] ` : "");
    }
    expect(new Set(s15.map((l) => l.agent))).toEqual(new Set([undefined, "alice", "bob"]));
  });
});

describe("one count of rounds: each call labelled as its round event says", () => {
  it("s08: the main agent's round 7 is the player's Round 7; the summary's call is not one of them", () => {
    for (const data of Object.values(demo("s08"))) {
      expect(labels(data)).toEqual([
        ...[1, 2, 3, 4, 5, 6].map((n) => `Round ${n}`),
        "Summary call",
        ...[7, 8, 9, 10].map((n) => `Round ${n}`),
      ]);
      // The terminal's number: call 8's usage line is round 7's.
      expect(data.rounds[7].terminal.find((l) => l.includes("↳"))).toMatch(/^ {2}↳ round 7 · /);
      expect(labels(data, "zh")[6]).toBe("摘要调用");
      expect(labels(data, "zh")[7]).toBe("第 7 轮");
      expect(LABELS.en.position(labels(data)[7], data.rounds[7].n, data.rounds.length)).toBe("Round 7 · call 8 of 11");
    }
  });

  it("s06: a subagent's rounds are its own, numbered in its run", () => {
    expect(labels(demo("s06").run)).toEqual([
      "Round 1",
      ...[1, 2, 3, 4, 5, 6].map((n) => `Subagent round ${n}`),
      ...[2, 3, 4, 5].map((n) => `Round ${n}`),
    ]);
  });

  it("s15: each agent's rounds numbered apart, as the terminal's usage lines number them", () => {
    for (const data of Object.values(demo("s15"))) {
      for (const [k, round] of data.rounds.entries()) {
        const footer = round.terminal.find((l) => l.includes("↳"))!;
        const label = labels(data)[k];
        if (round.agent) expect(footer).toContain(`↳ ${label} · `);
        else expect(footer).toContain(`↳ ${label.toLowerCase()} · `);
      }
    }
  });

  it("s16: a lane each for the lead, alice and bob; a protocol's request and answer in the lane they reach", () => {
    const lines = demo("s16").run.rounds.flatMap((r) => r.lines);
    expect(new Set(lines.map((l) => l.agent))).toEqual(new Set([undefined, "alice", "bob"]));
    const shown = (text: string) => lines.filter((l) => plainLine(l).includes(text)).map((l) => l.agent ?? "lead");
    expect(shown('type="plan_request" request_id="plan-1"')).toEqual(["lead"]);
    expect(shown('type="plan_response" request_id="plan-1"')).toEqual(["alice"]);
    expect(shown('type="shutdown_request" request_id="shutdown-5"')).toEqual(["bob"]);
    expect(shown('type="shutdown_response" request_id="shutdown-5"')).toEqual(["lead"]);
  });

  it("names the main agent 主 Agent in Chinese, and the summary's request as the summary's", () => {
    expect(LABELS.zh.mainAgent).toBe("主 Agent");
    expect(LABELS.en.summaryTab).toBe("Summary call");
  });
});

describe("the panel: the last the session showed, from its panel events", () => {
  it("v2: a todo list, untitled (the player names it Todo list), its items as the events hold them", () => {
    const { run } = demo("v2");
    const panels = panelsByRound(run.rounds);
    const first = panels.findIndex(Boolean);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(panels.slice(0, first).every((p) => p === undefined)).toBe(true);
    const last = panels.at(-1)!;
    expect(last.title).toBeUndefined();
    expect(last.items.every((i) => i.status === "completed")).toBe(true);
  });

  it("s15: the task graph, titled, each task's owner the teammate whose panel first showed it in progress", () => {
    const last = panelsByRound(demo("s15").run.rounds).at(-1)!;
    expect(last.title).toBe("## Tasks");
    expect(last.items.map((i) => i.status)).toEqual(Array(4).fill("completed"));
    expect(last.owners).toEqual(["alice", "bob", "alice", "bob"]);
  });
});

describe("s16's tasks box, who owns what (issue 53, item 10)", () => {
  it("names each task's owner from the round the lead gives it, pending too, as the task graph says", () => {
    const panels = panelsByRound(demo("s16").run.rounds);
    const given = panels.find((p) => p?.items.every((i) => i.status === "pending") && p.owners.some(Boolean));
    expect(given?.owners).toEqual(["alice", "bob"]);
    expect(panels.at(-1)!.owners).toEqual(["alice", "bob"]);
  });
});

describe("s17's lanes: teammates that claim their own tasks", () => {
  it("a lane for the lead, alice and bob; each task's owner the teammate whose claim first showed it in progress", () => {
    const { run } = demo("s17");
    expect(new Set(run.rounds.map((r) => r.agent))).toEqual(new Set([undefined, "alice", "bob"]));
    expect(run.displays).toEqual(["team", "autonomy"]);
    const last = panelsByRound(run.rounds).at(-1)!;
    expect(last.items.map((i) => i.status)).toEqual(Array(3).fill("completed"));
    expect(last.owners).toEqual(["alice", "bob", "alice"]);
  });
});

describe("s18's lanes: each teammate in its worktree", () => {
  it("each teammate's claimed line, in its lane, says which worktree it works in, as the terminal says it", () => {
    const { run } = demo("s18");
    expect(run.displays).toEqual(["team", "autonomy", "worktrees"]);
    const claimed = run.rounds.flatMap((r) =>
      r.lines.map(plainLine).filter((line) => line.includes(" claimed task #")),
    );
    expect(claimed).toEqual([
      "[alice] ⎇ alice claimed task #1: works in .worktrees/parse",
      "[bob] ⎇ bob claimed task #2: works in .worktrees/show",
      "[alice] ⎇ alice claimed task #3: works in .worktrees/numbers",
    ]);
  });
});

describe("a concept's part in the player: registered by the lesson's package.json, bundled with its sessions", () => {
  it("s08 names compaction: the session carries it, and its part charts the drop and names its blocks", () => {
    const { run } = demo("s08");
    expect(run.displays).toEqual(["compaction"]);
    expect(demo("v2").run.displays).toBeUndefined();
    const chart = pane.chart!(run.rounds, "en")!;
    expect(chart.marks).toEqual([
      { index: 7, tip: expect.stringMatching(/^round 7: the history was compacted; its context is 2150 tokens, /) },
    ]);
    expect(pane.chart!(demo("s06").run.rounds, "en")).toBeUndefined();
    // The blocks it wrote, found by where they are: the summary first in every main request after the first
    // compaction, a placeholder where a tool result no longer holds what it held (checked here by their text).
    const requests = expandRequests(run.rounds);
    const labels = pane.blocks!(run.rounds, requests, "en");
    expect(labels(7, 0, 0)).toBe("summary: the history before it, compacted");
    expect(String(requests[7]!.messages[0].content[0].text)).toMatch(/^\[Compacted: /);
    expect(labels(10, 0, 0)).toBe("summary: the history before it, compacted");
    expect(labels(5, 0, 0)).toBeUndefined();
    expect(labels(6, 0, 0)).toBeUndefined(); // the summary's own call: the transcript, as data
    const placeholder = "placeholder: micro-compaction cleared this old result";
    const results = requests.flatMap((request, k) =>
      (request?.messages ?? []).flatMap((m, i) =>
        m.content.flatMap((b, j) =>
          b.type === "tool_result" ? [{ content: String(b.content), label: labels(k, i, j) }] : [],
        ),
      ),
    );
    const cleared = results.filter((r) => /^\[Previous: used [\w-]+\]$/.test(r.content));
    expect(cleared.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.label === placeholder)).toEqual(cleared.map((r) => ({ ...r, label: placeholder })));
    expect(pane.blocks!(run.rounds, requests, "zh")(7, 0, 0)).toBe("摘要：由它之前的历史压缩而成");
  });

  it("lesson:view's page bundles the parts its session's lesson names, and only those", () => {
    expect(playerPage(demo("s08").run)).toContain("the context without compaction");
    expect(playerPage(demo("v2").run)).not.toContain("the context without compaction");
    expect(() => playerScript(["../display"])).toThrow(/Not a concept's name/);
  });
});

describe("skills' part in the player (s07)", () => {
  it("names each load_skill result as a skill's instructions, on the round they arrive, and nothing else", () => {
    const { run } = demo("s07");
    expect(run.displays).toEqual(["skills"]);
    const requests = expandRequests(run.rounds);
    const labels = skillsPane.blocks!(run.rounds, requests, "en");
    const labelled = requests.flatMap((request, k) =>
      (request?.messages ?? []).flatMap((m, i) =>
        m.content.flatMap((b, j) => (labels(k, i, j) ? [{ k, i, j, type: b.type, label: labels(k, i, j) }] : [])),
      ),
    );
    // The skill the demo loads: its result is labelled in every request from the one it arrives in.
    expect(labelled.length).toBeGreaterThan(0);
    expect(new Set(labelled.map((l) => l.label))).toEqual(
      new Set(["skill add-test: its instructions, loaded because the model asked (load_skill)"]),
    );
    expect(labelled.every((l) => l.type === "tool_result")).toBe(true);
    // An error result of load_skill (an unknown name) is no skill's instructions: not labelled.
    const refused = {
      messages: [
        { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "load_skill", input: { name: "nope" } }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "Error: …", is_error: true }] },
      ],
    };
    expect(skillsPane.blocks!([], [refused], "en")(0, 1, 0)).toBeUndefined();
    expect(skillsPane.blocks!(run.rounds, requests, "zh")(labelled[0].k, labelled[0].i, labelled[0].j)).toBe(
      "技能 add-test：模型要求时才加载的说明（load_skill）",
    );
  });
});

describe("MCP's part in the player (s19)", () => {
  it("names each MCP tool's result by its server and tool, its error as an error, and nothing of the lesson's own tools", () => {
    const { run } = demo("s19");
    expect(run.displays).toEqual(["mcp"]);
    const requests = expandRequests(run.rounds);
    const labels = mcpPane.blocks!(run.rounds, requests, "en");
    const found = new Set(
      requests.flatMap((request, k) =>
        (request?.messages ?? []).flatMap((m, i) => m.content.flatMap((_, j) => labels(k, i, j) ?? [])),
      ),
    );
    expect([...found].sort()).toEqual(
      expect.arrayContaining([
        "MCP server tracker: an error from its tool close_issue",
        "MCP server tracker: the answer of its tool close_issue",
      ]),
    );
    expect([...found].every((l) => l.startsWith("MCP server tracker: "))).toBe(true);
  });
});

describe("hooks' part in the player (s04)", () => {
  it("labels the results hooks ran for, with each run, and the message a Stop hook sent the agent back with", () => {
    const { run } = demo("s04");
    expect(run.displays).toEqual(["permission", "hooks"]);
    const requests = expandRequests(run.rounds);
    const labels = hooksPane.blocks!(run.rounds, requests, "en");
    const found = requests.flatMap((request, k) =>
      (request?.messages ?? []).flatMap((m, i) => m.content.flatMap((_, j) => labels(k, i, j) ?? [])),
    );
    const validator = 'python3 "$CLAUDE_PROJECT_DIR"/.workbook/hooks/validate_bash_command.py';
    const logger = '"$CLAUDE_PROJECT_DIR"/.workbook/hooks/log-command.sh';
    expect([...new Set(found)]).toEqual([
      `hooks ran for this call: PreToolUse ${validator} (exit 2, deny)`,
      'a Stop hook ("$CLAUDE_PROJECT_DIR"/.workbook/hooks/tests-ran.sh) sent the agent back with this reason',
      `hooks ran for this call: PreToolUse ${validator} (exit 0, none); PostToolUse ${logger} (exit 0, none)`,
    ]);
  });
});

describe("the player's tokens", () => {
  it("shows the cache's figures by name when they are not zero, as the terminal's usage line does", () => {
    const rounds = [
      { usage: { input: 300, cacheRead: 900, cacheWrite: 1200, output: 80 } },
      { usage: { input: 40, cacheRead: 2100, output: 20 } },
      { usage: { input: 50, output: 5 } },
    ] as SessionData["rounds"];
    expect(rounds.map((r) => usageText(r.usage, LABELS.en))).toEqual([
      "300 in · 900 cache read · 1200 cache write / 80 out",
      "40 in · 2100 cache read / 20 out",
      "50 in / 5 out",
    ]);
    expect(usageText(totalUsage(rounds), LABELS.zh)).toBe("390 输入 · 3000 缓存读取 · 1200 缓存写入 / 105 输出");
  });

  it("takes a round's cache figures from its response's usage, none when the API reports 0", () => {
    const tape = cassette("v1", "t", ["go"], [[say("done")]]);
    tape.interactions[0].response.usage.cache_read_input_tokens = 900;
    const { input_tokens, output_tokens } = tape.interactions[0].response.usage;
    const data = sessionData({ cassette: tape, title: "t", file: "t.json" });
    expect(data.rounds[0].usage).toEqual({ input: input_tokens, cacheRead: 900, output: output_tokens });
  });
});
