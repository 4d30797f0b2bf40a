/**
 * The kit's gate (Session.supervise, src/tool-gate.ts): a tool of the kit runs only for an agent given it. A shared
 * dispatch that knows every tool of the lesson (s15–s17's runTool) still cannot run, for one agent, a tool that
 * only another was given: the call is an is_error result listing the caller's tools, and the tool never runs.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toolUse } from "../authoring/tests/lesson-tests.ts";
import { Session } from "../src/session.ts";
import type { SessionParts } from "../src/session-parts.ts";
import { type Tool, tool, ToolError } from "../src/tool.ts";

/** A session of which supervise uses its gate alone: no terminal to ask on, a screen that keeps nothing. */
function session(): Session {
  const ui = new Proxy({}, { get: () => () => "" });
  const parts = {
    lessonId: "t",
    ui,
    ctrlC: { interrupted: false },
    outside: { takeReplayError: () => undefined },
  } as unknown as SessionParts;
  return new Session(parts);
}

describe("the kit's gate", () => {
  const ran: string[] = [];
  const make = (name: string) => tool(name, name, { n: z.number() }, ({ n }) => (ran.push(`${name} ${n}`), "ran"));
  const TOOLS = ["read", "answer", "ask"].map(make);
  /** The lesson's shared dispatch: it knows every tool. */
  const dispatch = async (block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> => {
    const found = TOOLS.find((t) => t.name === block.name)!;
    const input = found.parse(block.input);
    try {
      return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.ok && input.value) };
    } catch (err) {
      const message = (err as Error).message;
      return { type: "tool_result", tool_use_id: block.id, content: message, is_error: err instanceof ToolError };
    }
  };

  it("refuses a call of a tool the calling agent was not given, listing its tools; the tool does not run", async () => {
    const lead: Tool[] = TOOLS.filter((t) => t.name !== "answer");
    const result = await session().supervise(toolUse("answer", { n: 1 }), lead, dispatch);
    expect(result).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_01Test",
      content: "Error: Unknown tool: answer. Available tools: read, ask",
      is_error: true,
    });
    expect(ran).toEqual([]);
    // Given it, the same agent runs it; outside a supervised call (a test calling a tool), it runs too.
    expect(await session().supervise(toolUse("read", { n: 2 }), lead, dispatch)).toMatchObject({ content: "ran" });
    await TOOLS[1].run({ n: 3 });
    expect(ran).toEqual(["read 2", "answer 3"]);
  });
});
