/**
 * Lesson s20: the loop that composes the kit's mechanisms. Played with a scripted client on copies of the sample
 * (its hooks and rules are s04's): the start says which mechanisms are on; turning each off removes exactly its
 * tools from the request (and, for the hooks, their runs from the display); and the one gate: a subagent's calls
 * are blocked by the same PreToolUse hook and denied by the same rule as the lead's.
 */
import { cpSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { trust } from "@agent-workbook/kit/concepts/hooks";
import { message, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  lessonRun,
  lessonRunsReady,
  toolUse,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playScripted } from "@agent-workbook/kit/authoring/tests/scripted-session";
import { MECHANISMS, type Mechanism, mechanismsOn } from "../agent.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const SAMPLE = join(import.meta.dirname, "..", "sample");
const END = message([{ type: "text", text: "Done." }], "end_turn");
type Result = { content: string; is_error?: boolean };
const TRUST = "agent-workbook/trusted.json";

/** A trusted copy of the sample, and the environment of a session in it (WORKBOOK_WITHOUT = `without`). */
async function workspace(without = ""): Promise<{ workdir: string; env: NodeJS.ProcessEnv }> {
  const env = {
    PATH: process.env.PATH,
    XDG_CONFIG_HOME: scratchDir("s20-config-"),
    WORKBOOK_WITHOUT: without,
  };
  const workdir = scratchDir("s20-");
  cpSync(SAMPLE, workdir, { recursive: true });
  await trust(workdir, join(env.XDG_CONFIG_HOME, TRUST));
  return { workdir, env };
}

/** The tools of the first request of a session with `without` off, by name, and its display events. */
async function firstRequest(without = "") {
  const { workdir, env } = await workspace(without);
  // The sample's Stop hook sends the agent back once (no test ran): two ends.
  const play = await playScripted("s20", ["Hello."], [END, END], workdir, env);
  expect(play.exitCode, play.screen).toBe(0);
  const tools = (play.requests[0]!.tools ?? []).map((t) => (t as { name: string }).name);
  return { tools, events: play.events, screen: play.screen };
}

/** Each mechanism's own tools, by the kit's names. */
const OWN_TOOLS: Record<Mechanism, string[]> = {
  hooks: [],
  todo: ["todo_write"],
  subagent: ["task"],
  compaction: ["compact"],
  recovery: [],
  tasks: ["TaskCreate", "TaskGet", "TaskList", "TaskUpdate"],
  cron: ["CronCreate", "CronList", "CronDelete"],
};

describe("turning a mechanism off", () => {
  it("the session's start lists the mechanisms on, with the lesson that teaches each", async () => {
    const all = await firstRequest();
    expect(all.events).toContainEqual({
      kind: "note",
      text:
        "Mechanisms on: hooks (s04), todo (s05), subagent (s06), compaction (s08), recovery (s11), " +
        "tasks (s12), cron (s14)",
    });
    const some = await firstRequest("cron,hooks");
    expect(some.events).toContainEqual({
      kind: "note",
      text: "Mechanisms on: todo (s05), subagent (s06), compaction (s08), recovery (s11), tasks (s12)",
    });
  });

  it("each mechanism off removes exactly its tools from the request, and nothing else", async () => {
    const all = (await firstRequest()).tools;
    for (const m of Object.keys(MECHANISMS) as Mechanism[]) {
      const off = (await firstRequest(m)).tools;
      expect(off, m).toEqual(all.filter((name) => !OWN_TOOLS[m].includes(name)));
      expect(all.filter((name) => !off.includes(name)).sort(), m).toEqual([...OWN_TOOLS[m]].sort());
    }
  });

  it("the hooks off: no hook runs, so the Stop hook's run leaves the display", async () => {
    const runs = (events: { kind: string }[]) => events.filter((e) => e.kind === "hooks:run");
    expect(runs((await firstRequest()).events)).not.toEqual([]);
    expect(runs((await firstRequest("hooks")).events)).toEqual([]);
  });

  it("a name that is no mechanism is refused, naming the mechanisms", () => {
    expect(() => mechanismsOn("cron,mcp")).toThrow(
      "WORKBOOK_WITHOUT names no mechanism mcp: the mechanisms are hooks, todo, subagent, " +
        "compaction, recovery, tasks, cron.",
    );
    expect([...mechanismsOn(" cron , tasks ")]).toEqual([
      "hooks",
      "todo",
      "subagent",
      "compaction",
      "recovery",
    ]);
  });
});

describe("one gate for everyone", () => {
  /** The lead hands a sub-task to its subagent, which makes `call`; the subagent's next request reads its result. */
  async function subagentCalls(command: string) {
    const { workdir, env } = await workspace();
    const responses = [
      message(
        [toolUse("task", { description: "Look at the sample." }, "toolu_01Lead")],
        "tool_use",
      ),
      message([toolUse("bash", { command }, "toolu_01Sub")], "tool_use"),
      message([{ type: "text", text: "Could not." }], "end_turn"),
      END,
      END, // the sample's Stop hook sends the lead back once
    ];
    const play = await playScripted("s20", ["Go."], responses, workdir, env);
    expect(play.exitCode, play.screen).toBe(0);
    const subagentSees = play.requests[2]!.messages.at(-1)!.content as Result[];
    expect(play.requests[2]!.system).not.toBe(play.requests[0]!.system); // the subagent's own request
    return subagentSees[0]!;
  }

  it("a subagent's call is blocked by the PreToolUse hook, and the subagent reads its reason", async () => {
    expect(await subagentCalls("cat README.md")).toMatchObject({
      content:
        "Denied by a PreToolUse hook: • Read files with the read_file tool, not the shell: it reads them inside the workspace only",
      is_error: true,
    });
  });

  it("a subagent's call is denied by the same rule as the lead's (Bash(rm *))", async () => {
    const result = await subagentCalls("rm test.js");
    expect(result.is_error).toBe(true);
    expect(result.content).toBe("Denied by the deny rule Bash(rm *) in .workbook/settings.json.");
  });

  it("the lead's call is blocked by the same hook", async () => {
    const { workdir, env } = await workspace();
    const calls = message([toolUse("bash", { command: "cat README.md" })], "tool_use");
    const play = await playScripted("s20", ["Go."], [calls, END, END], workdir, env);
    const result = (play.requests[1]!.messages.at(-1)!.content as { content: string }[])[0]!;
    expect(result.content).toMatch(/^Denied by a PreToolUse hook: • Read files with the read_file/);
  });
});

describe("the demo (scripted)", () => {
  const run = lessonRun("s20");
  const kinds = (kind: string) => run.events.filter((e) => e.kind === kind);

  it("replays whole: the PreToolUse hook blocks cat, and the model reads its reason", () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.requests[2]!.messages.at(-1)!.content).toEqual([
      expect.objectContaining({
        content:
          "Denied by a PreToolUse hook: • Read files with the read_file tool, not the shell: it reads them inside the workspace only",
        is_error: true,
      }),
    ]);
  });

  it("the model asks for a compaction: the summary call, then the next request starts from it", () => {
    expect(run.requests[5]!.system).not.toBe(run.requests[0]!.system); // the summary's own call
    const first = JSON.stringify(run.requests[6]!.messages[0]);
    expect(first).toContain("fahrenheitToCelsius returned f - 32 * 5 / 9, now (f - 32) * 5 / 9.");
    expect(kinds("compaction:done").length).toBe(1);
  });

  it("a task is made and completed, the tests run, and the Stop hook lets the turn end", () => {
    expect(run.requests).toHaveLength(9);
    const runs = kinds("hooks:run") as unknown as { event: string; decision: string }[];
    expect(runs.map((r) => [r.event, r.decision])).toEqual([
      ["PreToolUse", "deny"],
      ["PreToolUse", "none"],
      ["PostToolUse", "none"],
      ["Stop", "none"],
    ]);
  });
});
