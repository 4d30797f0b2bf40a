/**
 * Lesson v0: the bash agent.
 *
 * One tool is enough to build a working coding agent: bash. The model reads files with cat and
 * grep, writes them with echo and sed, runs programs and tests — and, for a big subtask, starts a
 * copy of this very agent with a fresh, empty history (a subagent) and reads only its final answer.
 *
 * Run it: `pnpm lesson v0` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  isMain,
  type Lesson,
  runBash,
  runLesson,
  type Session,
  tool,
  ToolError,
  toolSpecs,
} from "@agent-workbook/kit";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson v0`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "v0", entry: import.meta.filename };
// #endregion lesson

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  /** This lesson, one-shot: `${SUBAGENT} "task"` runs a fresh agent on the task. */
  const SUBAGENT = session.selfCommand;

  const SYSTEM = `You are a CLI agent at ${WORKDIR}. You solve problems with bash commands.

Rules:
- Prefer tools over prose. Act first, then explain briefly.
- Read files with cat, grep, find, ls; write them with echo, cat <<'EOF' or sed -i.
- For a large or separate subtask, spawn a subagent: ${SUBAGENT} "task description".
  It starts with an empty history, so tell it everything it needs; it prints only its final answer,
  which keeps your own context small.
- When done, summarise what you did in a few lines.`;
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    tool(
      "bash",
      `Run a shell command in the workspace and return its output (stdout, then stderr).
Common patterns:
- Read: cat/head/tail FILE, grep -rn PATTERN ., find . -name '*.js', ls -la, wc -l FILE
- Write: echo 'text' > FILE, cat <<'EOF' > FILE ... EOF, sed -i 's/old/new/g' FILE
- Subagent: ${SUBAGENT} "task description" (an isolated agent that returns only its summary)`,
      { command: z.string().describe("The shell command to run") },
      ({ command }) =>
        runBash(command, {
          cwd: WORKDIR,
          env: session.env,
          timeoutMs: 300_000,
          timeoutMessage: "(timeout after 300s)",
        }),
    ),
  ];
  // #endregion tools

  // #region dispatch
  /** Runs one tool call from the table. Never throws: each failure is an is_error result. */
  async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    // #region exercise:dispatch
    const found = TOOLS.find((t) => t.name === block.name);
    if (!found) {
      const known = TOOLS.map((t) => t.name).join(", ");
      return failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`);
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

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    // #region exercise:loop
    while (true) {
      const response = await client.messages.create({
        model: MODEL,
        system: SYSTEM,
        messages,
        tools: toolSpecs(TOOLS),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") return;

      const results: Anthropic.ToolResultBlockParam[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
        }
      }
      messages.push({ role: "user", content: results });
    }
    // #endregion exercise:loop
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, -p, or the demo's) runs the loop on the session's history. */
  async function repl(): Promise<void> {
    const history: Anthropic.MessageParam[] = [];
    for await (const query of session.prompts()) {
      const checkpoint = history.length;
      history.push({ role: "user", content: query });
      try {
        await agentLoop(history);
      } catch (err) {
        history.length = checkpoint; // drop the failed turn: the history stays valid, to retry
        session.fail(err);
        continue;
      }
      session.answer(history);
    }
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
