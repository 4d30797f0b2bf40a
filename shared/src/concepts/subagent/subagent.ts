/**
 * s06's subagent, for the lessons that build on it (s07, s08, s11). subagentOf() holds s06's region
 * `subagent` word for word, exercise markers included (they are s06's, moved here with the code):
 * shared/test/concepts/subagent/subagent.test.ts holds it so, and plays both on the same answers.
 * Subagent is the same subagent with its task tool, as an object; its constructor is where a later
 * lesson changes it: the model call (s11's recovers), the end of the child's prompt (s07's skills
 * catalog), and the child never gets compact (s08's: its context is its own).
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { explainError } from "../../explain-error.ts";
import type { Session } from "../../session.ts";
import { tool, ToolError, type Tool, toolSpecs } from "../../tool.ts";

/** The parent's tools the kit's Subagent keeps from the child beyond s06's two: s08's compact. */
export const SUB_EXCLUDED = ["task", "todo_write", "compact"];

/** A model call: the lesson's own (s11's recovers), or its client's `messages.create`. */
export type CreateMessage = (
  request: Anthropic.MessageCreateParamsNonStreaming,
) => Promise<Anthropic.Message>;
/** A lesson's dispatch: one tool call in, its result out (never thrown). */
export type Dispatch = (block: Anthropic.ToolUseBlock) => Promise<Anthropic.ToolResultBlockParam>;

/** What s06's subagent is made of: the names its region uses, as a lesson has them. */
export interface SubagentParts {
  /** The session: it shows the subagent at work and supervises each of its tool calls. */
  session: Pick<Session, "subagent" | "supervise">;
  /** The model client the child calls. */
  client: {
    /** The Messages API. */
    messages: {
      /** Sends one request. */
      create: CreateMessage;
    };
  };
  /** The model. */
  MODEL: string;
  /** The workspace, named in the child's prompt. */
  WORKDIR: string;
  /** The child's max_tokens. */
  MAX_TOKENS: number;
  /** The parent's tools, the task tool among them. */
  TOOLS: readonly Tool[];
  /** The parent's dispatch. */
  runTool: Dispatch;
  /** An error result for a call. */
  failed(block: Anthropic.ToolUseBlock, content: string): Anthropic.ToolResultBlockParam;
}

/** s06's subagent, as its lesson writes it (the region `subagent`). */
export interface SubagentRun {
  /** The task tool's work: the subagent run on screen; a failure is a ToolError for the model. */
  runTask(description: string): Promise<string>;
  /** One sub-task run by the child: its final text. */
  runSubagent(description: string): Promise<string>;
  /** The child's tools. */
  SUB_TOOLS: Tool[];
}

/** s06's subagent, made of a lesson's parts: s06's region `subagent`, as it is. */
export function subagentOf({
  session,
  client,
  MODEL,
  WORKDIR,
  MAX_TOKENS,
  TOOLS,
  runTool,
  failed,
}: SubagentParts): SubagentRun {
  // #region subagent
  /** Rounds a subagent may take: at the limit it stops, and what it hands back says so. */
  const SUB_MAX_ROUNDS = 30;

  const SUB_SYSTEM = `You are a subagent at ${WORKDIR}. Another agent gave you one sub-task.

Rules:
- Do the task with your tools, then report what you found or did in a few lines: \
your report is all the other agent will see.
- Do not delegate: you have no task tool. Do the work yourself.
- Prefer tools over prose. Do not guess file paths: list or search first when unsure.`;

  // #region exercise:sub-tools
  /** The subagent's tools: the parent's, less task (no subagent of its own) and todo_write. */
  const SUB_TOOLS = TOOLS.filter((t) => t.name !== "task" && t.name !== "todo_write");
  // #endregion exercise:sub-tools

  /** The task tool: the subagent at work on screen; a failed model call becomes an error result. */
  async function runTask(description: string): Promise<string> {
    try {
      return await session.subagent(() => runSubagent(description));
    } catch (err) {
      const why = explainError(err)
        .replace(/^Error: /, "")
        .replace(/([^.])$/, "$1.");
      const next = "The sub-task is not done: try again, or do it yourself.";
      throw new ToolError(`Error: The subagent stopped: ${why} ${next}`);
    }
  }

  /** A sub-task run by a child agent: a fresh history, its own prompt and tools, 30 rounds. */
  async function runSubagent(description: string): Promise<string> {
    // #region exercise:child
    const messages: Anthropic.MessageParam[] = [{ role: "user", content: description }];
    for (let round = 1; round <= SUB_MAX_ROUNDS; round++) {
      const response = await client.messages.create({
        model: MODEL,
        system: SUB_SYSTEM,
        messages,
        tools: toolSpecs(SUB_TOOLS),
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
          results.push(await session.supervise(block, SUB_TOOLS, runSubTool));
      }
      messages.push({ role: "user", content: results });
    }
    return (
      `(The subagent reached its limit of ${SUB_MAX_ROUNDS} rounds before it finished, ` +
      "and wrote no report. What it changed is on disk.)"
    );
    // #endregion exercise:child
  }

  /** The subagent's dispatch: the lesson's, over its tools only (task, todo_write: unknown). */
  function runSubTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    // #region exercise:sub-dispatch
    if (SUB_TOOLS.some((t) => t.name === block.name)) return runTool(block);
    const known = SUB_TOOLS.map((t) => t.name).join(", ");
    return Promise.resolve(
      failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`),
    );
    // #endregion exercise:sub-dispatch
  }
  // #endregion subagent
  return { runTask, runSubagent, SUB_TOOLS };
}

/** s06's subagent with its task tool, as an object: for a lesson that holds one (s07, s08, s11). */
export class Subagent {
  /** The task tool, as s06 declares it. */
  readonly tool: Tool;
  private readonly parts: Omit<SubagentParts, "TOOLS">;
  private readonly parentTools: () => readonly Tool[];
  private made?: SubagentRun;

  /**
   * `create` is the lesson's model call; `parentTools` is read when the subagent first runs (the
   * table holds this tool); `dispatch` is the parent's. `promptEnd`, when given, ends the child's
   * system prompt after a blank line (s07: its skills catalog).
   */
  constructor(
    session: Pick<Session, "model" | "workdir" | "subagent" | "supervise">,
    create: CreateMessage,
    parentTools: () => readonly Tool[],
    dispatch: Dispatch,
    promptEnd = "",
  ) {
    const withEnd: CreateMessage = (request) =>
      create(promptEnd ? { ...request, system: `${request.system}\n\n${promptEnd}` } : request);
    this.parts = {
      session,
      client: { messages: { create: withEnd } },
      MODEL: session.model,
      WORKDIR: session.workdir,
      MAX_TOKENS: 8000,
      runTool: dispatch,
      failed: (block, content) => ({
        type: "tool_result",
        tool_use_id: block.id,
        content,
        is_error: true,
      }),
    };
    this.parentTools = parentTools;
    // Asks nothing itself: the subagent's own tool calls ask, as the parent's do.
    this.tool = tool(
      "task",
      "Launch a subagent for a sub-task: it works with its own tools in a fresh context and " +
        "returns only its conclusion. Describe the task completely: " +
        "it sees nothing of this conversation.",
      {
        description: z
          .string()
          .trim()
          .min(1, "say what the subagent is to do")
          .describe("The sub-task, complete in itself"),
      },
      ({ description }) => this.subagent.runTask(description),
      { needsPermission: false },
    );
  }

  /** s06's subagent, made when it first runs, over the parent's tools less compact. */
  private get subagent(): SubagentRun {
    const TOOLS = this.parentTools().filter((t) => !SUB_EXCLUDED.includes(t.name));
    this.made ??= subagentOf({ ...this.parts, TOOLS });
    return this.made;
  }

  /** The subagent's tools: the parent's, less task, todo_write and compact. */
  get tools(): Tool[] {
    return this.subagent.SUB_TOOLS;
  }

  /** A sub-task run by the child agent: its final text. */
  run(description: string): Promise<string> {
    return this.subagent.runSubagent(description);
  }
}
