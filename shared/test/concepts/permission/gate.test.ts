/**
 * One gate for every tool call: `Session.supervise` asks the session's policy about each call, whoever makes it. A
 * Subagent's call (the kit's s06 subagent) and a teammate's call (inside `session.teammate`) are decided by the
 * rules policy the session was given: a deny rule stops them, and the model reads which rule did; what the
 * rules allow runs. Without a policy of the lesson's, the kit's default question applies (no terminal: it runs).
 */
import { PassThrough } from "node:stream";
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { message } from "../../../authoring/tests/helpers.ts";
import { toolUse } from "../../../authoring/tests/lesson-tests.ts";
import { sessionFromParts } from "../../../src/session-from-parts.ts";
import { RulesPolicy } from "../../../src/concepts/permission/index.ts";
import { Subagent } from "../../../src/concepts/subagent/subagent.ts";
import type { ModelClient } from "../../../src/providers/types.ts";
import { type Tool, tool } from "../../../src/tool.ts";
import { workspaceWith } from "./helpers.ts";

const PERMISSIONS = { allow: ["Bash(echo *)"], deny: ["Bash(rm *)"] };

/** A session over a workspace with the rules above, given the rules policy; `ran`: the commands that ran. */
function gated(withPolicy = true) {
  const workdir = workspaceWith({ "settings.json": { permissions: PERMISSIONS } });
  const client = { messages: { create: async () => ({}) } } as unknown as ModelClient;
  const session = sessionFromParts({
    lesson: { id: "v1", entry: "agent.ts" },
    client,
    workdir,
    prompts: [],
    screen: new PassThrough(),
  });
  if (withPolicy) session.usePolicy(new RulesPolicy({ workdir, terminal: session.canAsk() }));
  const ran: string[] = [];
  const bash = tool("bash", "Run a command.", { command: z.string() }, ({ command }) => {
    ran.push(command);
    return "ran";
  });
  const dispatch = async (block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> => ({
    type: "tool_result",
    tool_use_id: block.id,
    content: await bash.run(block.input as { command: string }),
  });
  return { session, ran, tools: [bash] as Tool[], dispatch };
}

const DENIED = "Denied by the deny rule Bash(rm *) in .workbook/settings.json.";

describe("the gate asks the session's policy for every agent's call", () => {
  it("a Subagent's calls: the deny rule stops rm, the allow rule lets echo run", async () => {
    const { session, ran, tools, dispatch } = gated();
    const answers = [
      message([toolUse("bash", { command: "rm -rf build" }, "toolu_01Rm")], "tool_use"),
      message([toolUse("bash", { command: "echo ok" }, "toolu_01Echo")], "tool_use"),
      message([{ type: "text", text: "Done." }], "end_turn"),
    ];
    const requests: Anthropic.MessageCreateParamsNonStreaming[] = [];
    const create = async (request: Anthropic.MessageCreateParamsNonStreaming) => {
      requests.push(structuredClone(request));
      return answers.shift() as unknown as Anthropic.Message;
    };
    const subagent = new Subagent(session, create, () => tools, dispatch);
    expect(await subagent.tool.run({ description: "Clean up." })).toBe("Done.");
    expect(ran).toEqual(["echo ok"]);
    expect(requests[1]!.messages[2]!.content).toEqual([
      { type: "tool_result", tool_use_id: "toolu_01Rm", content: DENIED, is_error: true },
    ]);
  });

  it("a teammate's call, inside session.teammate, is decided by the same policy", async () => {
    const { session, ran, tools, dispatch } = gated();
    const result = await session.teammate("alice", () =>
      session.supervise(toolUse("bash", { command: "timeout 5 rm -rf build" }), tools, dispatch),
    );
    expect(result).toEqual({ type: "tool_result", tool_use_id: "toolu_01Test", content: DENIED, is_error: true });
    const echo = await session.teammate("alice", () =>
      session.supervise(toolUse("bash", { command: "echo hi" }), tools, dispatch),
    );
    expect([echo.content, ran]).toEqual(["ran", ["echo hi"]]);
  });

  it("without the lesson's policy, the kit's default question runs the call (no terminal to ask on)", async () => {
    const { session, ran, tools, dispatch } = gated(false);
    const result = await session.supervise(toolUse("bash", { command: "rm -rf build" }), tools, dispatch);
    expect([result.content, ran]).toEqual(["ran", ["rm -rf build"]]);
  });
});
