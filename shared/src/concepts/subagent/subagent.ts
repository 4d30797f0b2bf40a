/**
 * The subagent and its task tool as s06 teaches them, for the lessons that build on it (s08, s11).
 * shared/test/subagent.test.ts keeps it the same as s06's. Its exercise regions are s06's, moved here with the code.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { explainError } from "../../explain-error.ts";
import type { Session } from "../../session.ts";
import { tool, ToolError, type Tool, toolSpecs } from "../../tool.ts";

/** Rounds a subagent may take: at the limit it stops, and what it hands back says so. */
export const SUB_MAX_ROUNDS = 30;
/**
 * The parent's tools the child lacks: task (no subagent of its own), todo_write (the plan is the parent's), and compact
 * (s08's: the child's context is its own; s06 has no compact tool, so its child's tools are the same).
 */
export const SUB_EXCLUDED = ["task", "todo_write", "compact"];
const MAX_TOKENS = 8000;

/** A model call: the lesson's own (s11's recovers), or its client's `messages.create`. */
export type CreateMessage = (
  request: Anthropic.MessageCreateParamsNonStreaming,
) => Promise<Anthropic.Message>;
/** A lesson's dispatch: one tool call in, its result out (never thrown). */
export type Dispatch = (block: Anthropic.ToolUseBlock) => Promise<Anthropic.ToolResultBlockParam>;

/** s06's subagent: the task tool, and the child agent it runs (a fresh history, its own prompt, the parent's tools). */
export class Subagent {
  /** The task tool, as s06 declares it. */
  readonly tool: Tool;
  /** The subagent's system prompt, at the session's workspace. */
  readonly system: string;
  private readonly session: Pick<Session, "model" | "workdir" | "subagent" | "supervise">;
  private readonly create: CreateMessage;
  private readonly parentTools: () => readonly Tool[];
  private readonly dispatch: Dispatch;

  /** `parentTools` is read when the subagent first runs (the table holds this tool); `dispatch` is the parent's. */
  constructor(
    session: Pick<Session, "model" | "workdir" | "subagent" | "supervise">,
    create: CreateMessage,
    parentTools: () => readonly Tool[],
    dispatch: Dispatch,
  ) {
    [this.session, this.create, this.parentTools, this.dispatch] = [
      session,
      create,
      parentTools,
      dispatch,
    ];
    this.system = `You are a subagent at ${session.workdir}. Another agent gave you one sub-task.

Rules:
- Do the task with your tools, then report what you found or did in a few lines: your report is all the other agent will see.
- Do not delegate: you have no task tool. Do the work yourself.
- Prefer tools over prose. Do not guess file paths: list or search first when unsure.`;
    // Asks nothing itself: the subagent's own tool calls ask, as the parent's do.
    this.tool = tool(
      "task",
      "Launch a subagent for a sub-task: it works with its own tools in a fresh context and returns only its conclusion. Describe the task completely: it sees nothing of this conversation.",
      {
        description: z
          .string()
          .trim()
          .min(1, "say what the subagent is to do")
          .describe("The sub-task, complete in itself"),
      },
      ({ description }) => this.runTask(description),
      { needsPermission: false },
    );
  }

  /** The subagent's tools: the parent's, less task, todo_write and compact. */
  get tools(): Tool[] {
    // #region exercise:sub-tools
    return this.parentTools().filter((t) => !SUB_EXCLUDED.includes(t.name));
    // #endregion exercise:sub-tools
  }

  /** The task tool: the subagent at work on screen, and a failure of its model calls turned into an error result. */
  private async runTask(description: string): Promise<string> {
    try {
      return await this.session.subagent(() => this.run(description));
    } catch (err) {
      const why = explainError(err)
        .replace(/^Error: /, "")
        .replace(/([^.])$/, "$1.");
      throw new ToolError(
        `Error: The subagent stopped: ${why} The sub-task is not done: try again, or do it yourself.`,
      );
    }
  }

  /** A sub-task run by the child agent: a fresh history, its own prompt and tools, 30 rounds; its final text comes back. */
  async run(description: string): Promise<string> {
    // #region exercise:child
    const tools = this.tools;
    const messages: Anthropic.MessageParam[] = [{ role: "user", content: description }];
    for (let round = 1; round <= SUB_MAX_ROUNDS; round++) {
      const response = await this.create({
        model: this.session.model,
        system: this.system,
        messages,
        tools: toolSpecs(tools),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") {
        const report = response.content
          .flatMap((b) => (b.type === "text" ? [b.text] : []))
          .join("\n")
          .trim();
        // Cut off by max_tokens: the parent must not take half a report for a whole one.
        const cut =
          response.stop_reason === "max_tokens" ? "\n(The report was cut off at max_tokens.)" : "";
        return (report || "(The subagent ended without a report.)") + cut;
      }
      const results: Anthropic.ToolResultBlockParam[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use")
          results.push(await this.session.supervise(block, tools, this.runSubTool));
      }
      messages.push({ role: "user", content: results });
    }
    return `(The subagent reached its limit of ${SUB_MAX_ROUNDS} rounds before it finished, and wrote no report. What it changed is on disk.)`;
    // #endregion exercise:child
  }

  /** The subagent's dispatch: the parent's, over the subagent's tools only; to it, task and todo_write are unknown. */
  private readonly runSubTool: Dispatch = (block) => {
    // #region exercise:sub-dispatch
    const tools = this.tools;
    if (tools.some((t) => t.name === block.name)) return this.dispatch(block);
    const known = tools.map((t) => t.name).join(", ");
    const content = `Error: Unknown tool: ${block.name}. Available tools: ${known}`;
    return Promise.resolve({ type: "tool_result", tool_use_id: block.id, content, is_error: true });
    // #endregion exercise:sub-dispatch
  };
}
