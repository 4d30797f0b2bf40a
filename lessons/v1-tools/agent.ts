/**
 * Lesson v1: the four-tool agent.
 *
 * v0 did everything through bash. Here the model gets four tools, each with a schema the API
 * checks for us: bash, read_file, write_file and edit_file. Reading and editing files through
 * dedicated tools is more precise than `cat` and `sed`, and every path is kept inside the
 * workspace. A small dispatch finds the tool each call names in the table, checks its input, runs
 * it, and turns every failure into an error result the model can read.
 *
 * Run it: `pnpm lesson v1` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  type Lesson,
  editTextFile,
  isMain,
  readTextFile,
  runBash,
  runLesson,
  type Session,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson v1`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "v1", entry: import.meta.filename };
// #endregion lesson

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: look at the files, act with your tools, then report what you did.

Rules:
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    tool(
      "bash",
      "Run a shell command in the workspace. " +
        "Use it for ls, grep, find, running programs and tests.",
      { command: z.string().describe("The shell command to run") },
      ({ command }) =>
        runBash(command, {
          cwd: WORKDIR,
          env: session.env,
          timeoutMs: 60_000,
          timeoutMessage: "Error: Command timed out (60s)",
        }),
    ),
    tool(
      "read_file",
      "Read a text file. Use limit to read only the first lines of a long file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        limit: z.number().int().positive().optional().describe("Max lines to read"),
      },
      ({ path, limit }) => readTextFile(WORKDIR, path, limit),
      { needsPermission: false },
    ),
    tool(
      "write_file",
      "Write content to a file, creating parent folders. Replaces the whole file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        content: z.string().describe("The complete new content"),
      },
      ({ path, content }) => writeTextFile(WORKDIR, path, content),
    ),
    tool(
      "edit_file",
      "Replace old_text with new_text in a file. old_text must match exactly and appear " +
        "exactly once: include enough surrounding text to make it unique.",
      {
        path: z.string().describe("Path relative to the workspace"),
        old_text: z.string().describe("Exact text to find"),
        new_text: z.string().describe("Replacement text"),
      },
      ({ path, old_text, new_text }) => editTextFile(WORKDIR, path, old_text, new_text),
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
