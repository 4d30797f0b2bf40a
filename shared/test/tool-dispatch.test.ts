/**
 * The kit's dispatch (src/tool-dispatch.ts) is v1's, the lesson that teaches it, which the lessons after it take from
 * the kit: its region `dispatch` is v1's line for line (its table read as `tools()` where v1 reads `TOOLS`), and on
 * the same calls it gives the same results: a tool that answers, an unknown tool, input its schema refuses, a
 * ToolError, another error. A change to one that is not made to the other fails here.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { tool, ToolError } from "../src/tool.ts";
import { toolDispatch } from "../src/tool-dispatch.ts";
import { regionCode } from "./concepts/region-code.ts";

describe("the kit's dispatch", () => {
  it("is v1's region dispatch, line for line", () => {
    const kit = regionCode("shared/src/tool-dispatch.ts", "dispatch").map((s) => s.replaceAll("tools()", "TOOLS"));
    expect(kit).toEqual(regionCode("lessons/v1-tools/agent.ts", "dispatch"));
  });

  it("answers each call as v1's does: a result, or an is_error result that says why", async () => {
    const tools = [
      tool("echo", "Echo.", { text: z.string() }, ({ text }) => text),
      tool("refuse", "Refuse.", {}, () => {
        throw new ToolError("Error: No.");
      }),
      tool("crash", "Crash.", {}, () => {
        throw new Error("boom");
      }),
    ];
    const run = toolDispatch(() => tools);
    const call = (name: string, input: unknown) => run({ type: "tool_use", id: "t1", name, input } as never);
    expect(await call("echo", { text: "hi" })).toEqual({ type: "tool_result", tool_use_id: "t1", content: "hi" });
    const errors = await Promise.all([
      call("nope", {}),
      call("echo", { text: 3 }),
      call("refuse", {}),
      call("crash", {}),
    ]);
    expect(errors.map((r) => [r.is_error, String(r.content).split(":").slice(0, 2).join(":")])).toEqual([
      [true, "Error: Unknown tool"],
      [true, "Error: Invalid input for echo"],
      [true, "Error: No."],
      [true, "Error: boom"],
    ]);
    expect(errors[0].content).toBe("Error: Unknown tool: nope. Available tools: echo, refuse, crash");
  });
});
