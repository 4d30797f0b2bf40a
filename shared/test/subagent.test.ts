/**
 * The kit's subagent (src/subagent.ts) is s08's, which s11 takes from the kit: the same task tool (name, description,
 * schema, no permission asked), the same tools for the child, and, on the same model answers, the same requests
 * (prompt, tools, fresh history, round limit) and the same reports, cut, split or over the limit; a failed model call
 * the same error result. s08 is played once in this process on a hand-written cassette; the kit is given the
 * subagent's answers of that cassette. A change to one that is not made to the other fails here.
 */
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { message, scratchDir, writeCassette } from "../authoring/tests/helpers.ts";
import { answerText, importLesson, toolUse } from "../authoring/tests/lesson-tests.ts";
import { playLesson } from "../authoring/tests/play-lesson.ts";
import type { Session } from "../src/session.ts";
import { Subagent } from "../src/subagent.ts";
import { type Tool, ToolError, toolSpecs } from "../src/tool.ts";

type S08 = {
  TOOLS: Tool[];
  SUB_TOOLS: Tool[];
  runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam>;
};
type Request = Anthropic.MessageCreateParamsNonStreaming;

/** A session that runs the subagent's work and its tool calls as they come (the screen is not what is compared). */
const sessionAt = (workdir: string, model: string) =>
  ({
    workdir,
    model,
    subagent: (work: () => Promise<unknown>) => work(),
    supervise: (block: Anthropic.ToolUseBlock, _tools: Tool[], dispatch: S08["runTool"]) => dispatch(block),
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

describe("the kit's subagent", () => {
  it("is s08's: the same task tool, and the same child tools", async () => {
    const s08 = (await importLesson("s08", scratchDir())) as unknown as S08;
    const kit = new Subagent(
      sessionAt("/w", "m"),
      async () => ({}) as never,
      () => s08.TOOLS,
      s08.runTool,
    );
    const theirs = s08.TOOLS.find((t) => t.name === "task")!;
    expect(toolSpecs([kit.tool])).toEqual(toolSpecs([theirs]));
    expect(kit.tool.needsPermission).toBe(theirs.needsPermission);
    for (const input of [{ description: "  " }, {}, { description: 3 }, { description: " Go. " }])
      expect(kit.tool.parse(input)).toEqual(theirs.parse(input));
    expect(kit.tools).toEqual(s08.SUB_TOOLS);
  });

  it("sends s08's requests and hands back s08's reports, on the same answers", async () => {
    const scratch = scratchDir();
    const tasks = Object.keys(SUB) as (keyof typeof SUB)[];
    const parent = tasks.map((description, n) =>
      message([toolUse("task", { description }, `toolu_0${n}Task`)], "tool_use"),
    );
    const tape = writeCassette(
      join(scratch, "tape.json"),
      "s08",
      ["delegate"],
      [...tasks.flatMap((t, n) => [parent[n], ...SUB[t]]), message([{ type: "text", text: "Done." }], "end_turn")],
    );
    const run = await playLesson("s08", ["--replay", tape, "--workdir", scratch]);
    expect(run.code).toBe(0);
    const theirs = run.requests.filter((_, n) => run.agents[n] === "subagent");
    expect(theirs).toHaveLength(2 + 1 + 30);
    const reports = run.requests
      .filter((_, n) => !run.agents[n])
      .slice(1)
      .map((r) => (r.messages.at(-1)!.content as Anthropic.ToolResultBlockParam[])[0].content);

    const s08 = (await importLesson("s08", scratch)) as unknown as S08;
    const answers = tasks.flatMap((t) => SUB[t]);
    const sent: Request[] = [];
    const create = async (request: Request) => {
      sent.push(structuredClone(request));
      return answers.shift() as unknown as Anthropic.Message;
    };
    const kit = new Subagent(sessionAt(scratch, theirs[0].model), create, () => s08.TOOLS, s08.runTool);
    const ours = [];
    for (const description of tasks) ours.push(await kit.run(description));
    expect(sent).toEqual(theirs);
    expect(ours).toEqual(reports);
    expect(ours[2]).toMatch(/limit of 30 rounds/);
  });

  it("turns a failed model call into s08's error result", async () => {
    const s08 = (await importLesson("s08", scratchDir())) as unknown as S08;
    const theirs = answerText(await s08.runTool(toolUse("task", { description: "Look." })));
    const fail = async (): Promise<never> => {
      throw new Error("Lesson s08 was imported, not run: it has no model. Run it with pnpm lesson s08.");
    };
    const kit = new Subagent(sessionAt("/w", "m"), fail, () => s08.TOOLS, s08.runTool);
    const ours = await Promise.resolve(kit.tool.run({ description: "Look." })).catch(
      (err: ToolError) => `ERROR ${err.message}`,
    );
    expect(ours).toBe(theirs);
    expect(ours).toMatch(/^ERROR Error: The subagent stopped: Lesson s08 was imported/);
  });
});
