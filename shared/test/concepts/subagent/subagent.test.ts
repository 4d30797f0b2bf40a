/**
 * The kit's subagent (src/concepts/subagent/subagent.ts) is s06's, the lesson that teaches it, which s07, s08 and s11
 * take from the kit: its region `subagent` is s06's word for word, and, played, the
 * same task tool (name, description, schema, no permission asked), the same tools for the child, and, on the same
 * model answers, the same requests (prompt, tools, fresh history, round limit) and the same reports, cut, split or over
 * the limit; a failed model call the same error result. s06 is played in this process, on a hand-written cassette or a
 * scripted client; the kit is given the subagent's answers of that cassette, and s06's tools as s06 offers them, each
 * call answered as s06's own dispatch answered it. A change to one that is not made to the other fails here. (The kit
 * also keeps compact from the child, as s08 does: s06 has no compact tool, so that changes nothing here.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { message, scratchDir, writeCassette } from "../../../authoring/tests/helpers.ts";
import { toolUse } from "../../../authoring/tests/lesson-tests.ts";
import { playLesson } from "../../../authoring/tests/play-lesson.ts";
import { NO_SUBAGENT_MODEL, playScripted, toolCalls } from "../../../authoring/tests/scripted-session.ts";
import type { MessageRequest } from "../../../src/providers/types.ts";
import type { Session } from "../../../src/session.ts";
import { type Dispatch, Subagent } from "../../../src/concepts/subagent/subagent.ts";
import { schemaTool, type Tool, ToolError, toolSpecs } from "../../../src/tool.ts";

type Request = Anthropic.MessageCreateParamsNonStreaming;
type Spec = Anthropic.Tool;

/** A session that runs the subagent's work and its tool calls as they come (the screen is not what is compared). */
const sessionAt = (workdir: string, model: string) =>
  ({
    workdir,
    model,
    subagent: (work: () => Promise<unknown>) => work(),
    supervise: (block: Anthropic.ToolUseBlock, _tools: Tool[], dispatch: Dispatch) => dispatch(block),
  }) as unknown as Session;

const glob = (n: number) => toolUse("glob", { pattern: "*.json" }, `toolu_01Glob${n}`);
/** The subagent's answers, by task: a round of tools (one unknown to it) then a report in two blocks; a report cut
 * off at max_tokens; 30 rounds of tools, the limit. */
const SUB = {
  "Find the cassettes.": [
    message([glob(0), toolUse("todo_write", { todos: [] }, "toolu_01Todo")], "tool_use"),
    message(
      [
        { type: "text", text: "One cassette:" },
        { type: "text", text: "tape.json." },
      ],
      "end_turn",
    ),
  ],
  "Summarise them.": [message([{ type: "text", text: "They hold" }], "max_tokens")],
  "Look forever.": Array.from({ length: 30 }, (_, n) => message([glob(n + 1)], "tool_use")),
};

/** The tools s06 offers, as its first request sends them (a scripted play of one answer). */
async function offered(): Promise<Spec[]> {
  const end = message([{ type: "text", text: "Done." }], "end_turn");
  return ((await playScripted("s06", ["Look."], [end], scratchDir())).requests[0].tools ?? []) as Spec[];
}

/** Stand-ins for s06's tools: the same specs; what they do is the dispatch's. */
const standIns = (specs: Spec[]) => specs.map((t) => schemaTool(t.name, t.description ?? "", t.input_schema, () => ""));

/** A dispatch that answers each call as s06's own did: its tool_result, found in s06's later requests. */
const answeredAs = (requests: MessageRequest[]): Dispatch => {
  const results = requests.flatMap((r) =>
    r.messages.flatMap((m: Anthropic.MessageParam) =>
      Array.isArray(m.content) ? (m.content as Anthropic.ToolResultBlockParam[]) : [],
    ),
  );
  return async (block) => structuredClone(results.find((r) => r.type === "tool_result" && r.tool_use_id === block.id)!);
};

/** The lines of a file's region `subagent`, markers included. */
function subagentRegion(file: string): string {
  const text = readFileSync(file, "utf-8");
  const start = text.indexOf("  // #region subagent\n");
  const end = text.indexOf("  // #endregion subagent\n");
  expect(start, file).toBeGreaterThanOrEqual(0);
  expect(end, file).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe("the kit's subagent", () => {
  it("is s06's region subagent, word for word", () => {
    const lesson = join(import.meta.dirname, "../../../../lessons/s06-subagent/agent.ts");
    const kit = join(import.meta.dirname, "../../../src/concepts/subagent/subagent.ts");
    expect(subagentRegion(kit)).toBe(subagentRegion(lesson));
  });

  it("is s06's: the same task tool, the same answers to bad input", async () => {
    const specs = await offered();
    const kit = new Subagent(
      sessionAt("/w", "m"),
      async () => ({}) as never,
      () => standIns(specs),
      async () => ({}) as never,
    );
    expect(toolSpecs([kit.tool])).toEqual(specs.filter((t) => t.name === "task"));
    expect(kit.tool.needsPermission).toBe(false); // s06 declares it so: the subagent's own calls ask
    const bad = [{ description: "  " }, {}, { description: 3 }];
    const theirs = await toolCalls(
      "s06",
      bad.map((input) => ({ name: "task", input })),
      scratchDir(),
    );
    const ours = bad.map((input) => {
      const parsed = kit.tool.parse(input);
      return parsed.ok ? "parsed" : `Error: Invalid input for task: ${parsed.error}`;
    });
    expect(ours).toEqual(theirs.results.map((r) => r.content));
    expect(kit.tool.parse({ description: " Go. " })).toEqual({ ok: true, value: { description: "Go." } });
  });

  it("sends s06's requests, with s06's child tools, and hands back s06's reports, on the same answers", async () => {
    const scratch = scratchDir();
    const tasks = Object.keys(SUB) as (keyof typeof SUB)[];
    const parent = tasks.map((description, n) =>
      message([toolUse("task", { description }, `toolu_0${n}Task`)], "tool_use"),
    );
    const tape = writeCassette(
      join(scratch, "tape.json"),
      "s06",
      ["delegate"],
      [...tasks.flatMap((t, n) => [parent[n], ...SUB[t]]), message([{ type: "text", text: "Done." }], "end_turn")],
    );
    const run = await playLesson("s06", ["--replay", tape, "--workdir", scratch]);
    expect(run.code).toBe(0);
    const theirs = run.requests.filter((_, n) => run.agents[n] === "subagent");
    expect(theirs).toHaveLength(2 + 1 + 30);
    const reports = run.requests
      .filter((_, n) => !run.agents[n])
      .slice(1)
      .map((r) => (r.messages.at(-1)!.content as Anthropic.ToolResultBlockParam[])[0].content);

    const answers = tasks.flatMap((t) => SUB[t]);
    const sent: Request[] = [];
    const create = async (request: Request) => {
      sent.push(structuredClone(request));
      return answers.shift() as unknown as Anthropic.Message;
    };
    const parentTools = standIns(run.requests[0].tools as Spec[]);
    const kit = new Subagent(sessionAt(scratch, theirs[0].model), create, () => parentTools, answeredAs(theirs));
    expect(toolSpecs(kit.tools)).toEqual(theirs[0].tools);
    const ours = [];
    for (const description of tasks) ours.push(await kit.run(description));
    expect(sent).toEqual(theirs);
    expect(ours).toEqual(reports);
    expect(ours[2]).toMatch(/limit of 30 rounds/);
  });

  it("turns a failed model call into s06's error result", async () => {
    const theirs = await toolCalls("s06", [{ name: "task", input: { description: "Look." } }], scratchDir());
    const fail = async (): Promise<never> => {
      throw new Error(NO_SUBAGENT_MODEL);
    };
    const kit = new Subagent(
      sessionAt("/w", "m"),
      fail,
      () => [],
      async () => ({}) as never,
    );
    const ours = await Promise.resolve(kit.tool.run({ description: "Look." })).catch((err: ToolError) => err.message);
    expect(ours).toBe(theirs.results[0].content);
    expect(ours).toBe(
      `Error: The subagent stopped: ${NO_SUBAGENT_MODEL} The sub-task is not done: try again, or do it yourself.`,
    );
  });
});
