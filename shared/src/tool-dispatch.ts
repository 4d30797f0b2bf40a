/**
 * v1's dispatch, for the lessons after it: one tool call run from a lesson's table, every failure an is_error result
 * the model can read (an unknown tool, input its schema refuses, a tool that throws). Its region `dispatch` is v1's,
 * line for line (the table read from `tools()`, since a lesson may add to it, as s19 adds its servers' tools):
 * shared/test/tool-dispatch.test.ts holds it so.
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { type Tool, ToolError } from "./tool.ts";

/** Runs one tool call; it never throws. */
export type ToolDispatch = (block: Anthropic.ToolUseBlock) => Promise<Anthropic.ToolResultBlockParam>;

/** v1's `runTool` on the table `tools()` gives, read at each call. */
export function toolDispatch(tools: () => readonly Tool[]): ToolDispatch {
  // #region dispatch
  /** Runs one tool call from the table. It never throws: every failure is an is_error result the model can read. */
  async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    // #region exercise:dispatch
    const found = tools().find((t) => t.name === block.name);
    if (!found) {
      return failed(
        block,
        `Error: Unknown tool: ${block.name}. Available tools: ${tools()
          .map((t) => t.name)
          .join(", ")}`,
      );
    }
    const input = found.parse(block.input);
    if (!input.ok) return failed(block, `Error: Invalid input for ${block.name}: ${input.error}`);
    try {
      return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.value) };
    } catch (err) {
      // A ToolError's message is written for the model; anything else gets "Error: " in front.
      const message = err instanceof Error ? err.message : String(err);
      return failed(block, err instanceof ToolError ? message : `Error: ${message}`);
    }
    // #endregion exercise:dispatch
  }

  /** An error result: the model reads the message and can try again. */
  function failed(block: Anthropic.ToolUseBlock, content: string): Anthropic.ToolResultBlockParam {
    // #region exercise:failed
    return { type: "tool_result", tool_use_id: block.id, content, is_error: true };
    // #endregion exercise:failed
  }
  // #endregion dispatch

  return runTool;
}
