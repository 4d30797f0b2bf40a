/**
 * Lesson s06: the subagent.
 *
 * s05 plus one tool, `task`, which hands a sub-task to a child agent. The child runs its own loop
 * in this process, with a fresh message list that starts with the task alone, a short system prompt
 * of its own, the parent's tools less `task` and `todo_write`, the same permission questions, and
 * at most 30 rounds. It may read thirty files; the parent gets back only its final text, so the
 * parent's context stays small while the child's grows and is thrown away. s05's todo list comes
 * from the kit (`@agent-workbook/kit/concepts/todo`).
 *
 * Run it: `pnpm lesson s06` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  type Lesson,
  editTextFile,
  explainError,
  globFiles,
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
import { todoListOf } from "@agent-workbook/kit/concepts/todo";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s06`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "s06", entry: import.meta.filename };
// #endregion lesson

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: plan with todo_write, act with your tools, update the todos, then report what you did.

Rules:
- Plan before you act: list the steps of a multi-step task with todo_write first.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: \
it works in a fresh context and brings back only its report, which keeps yours small. \
Tell it all it needs: it sees nothing of this conversation.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
  // #endregion config

  // s05's todo list, its todo_write tool and its reminder, from the kit.
  const { TODO_WRITE, REMINDER } = todoListOf(session);

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    // #region file-tools
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
    tool(
      "glob",
      "Find files by glob pattern, e.g. src/**/*.js. Returns workspace paths, one per line.",
      { pattern: z.string().describe("Glob pattern, relative to the workspace") },
      ({ pattern }) => globFiles(WORKDIR, pattern),
      { needsPermission: false },
    ),
    // #endregion file-tools
    TODO_WRITE,
    // Asks nothing itself: the subagent's own tool calls ask, as the parent's do.
    tool(
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
      ({ description }) => runTask(description),
      { needsPermission: false },
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

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    // #region exercise:counter
    let roundsWithoutTodo = 0; // rounds in a row without todo_write, counted within this request
    // #endregion exercise:counter
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

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      let usedTodo = false;
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
          if (block.name === "todo_write") usedTodo = true;
        }
      }
      // #region exercise:nag
      roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;
      if (roundsWithoutTodo >= 3) {
        // After the tool results: the API answers 400 when text comes before them.
        results.push({ type: "text", text: REMINDER });
        session.ui.reminder(REMINDER);
        roundsWithoutTodo = 0; // and count again: the reminder comes every third round
      }
      // #endregion exercise:nag
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
