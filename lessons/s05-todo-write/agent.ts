/**
 * Lesson s05: the todo_write agent.
 *
 * Six tools: v1's four, `glob` to find files, and `todo_write`, which gives the agent no new power
 * to act, only to plan: the model writes down its task list and updates it as it works. Every third
 * round in a row without an update brings a reminder, and, as in the real Claude Code tool, closing
 * out a list with no verification step in it brings a note asking the model to verify first.
 *
 * Run it: `pnpm lesson s05` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  type Lesson,
  editTextFile,
  globFiles,
  isMain,
  readTextFile,
  runBash,
  schemaTool,
  runLesson,
  type Session,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s05`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "s05", entry: import.meta.filename };
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
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
  // #endregion config

  // #region todo
  const REMINDER = "<reminder>Update your todos.</reminder>";
  const VERIFY_NOTE =
    "NOTE: You closed out 3 or more tasks and none of them was a verification step. " +
    "Before you write your final summary, verify the work (run the tests or check the result), " +
    "and add a verification task to the list.";

  /** The statuses a task goes through, in order. */
  const STATUSES = ["pending", "in_progress", "completed"] as const;
  /** A task's status: `pending`, `in_progress` or `completed`. */
  type Status = (typeof STATUSES)[number];
  /** One task of the list, once checked. */
  interface Todo {
    /** What is to be done, e.g. `Write the tests`. */
    content: string;
    /** Where the task stands. */
    status: Status;
  }
  const ICONS: Record<Status, string> = { pending: " ", in_progress: "▸", completed: "✓" };

  /** The task list, kept for the whole session. */
  let currentTodos: Todo[] = [];

  // The schema is written out for the model; todoWrite checks the input itself (a JSON string
  // is accepted too).
  const TODO_WRITE = schemaTool(
    "todo_write",
    "Create and manage a task list for this session: send the whole list each time, " +
      "mark a task in_progress when you start it and completed when it is done.",
    {
      type: "object",
      properties: {
        todos: {
          type: "array",
          items: {
            type: "object",
            properties: {
              content: { type: "string" },
              status: { type: "string", enum: ["pending", "in_progress", "completed"] },
            },
            required: ["content", "status"],
          },
        },
      },
      required: ["todos"],
    },
    ({ todos }) => todoWrite(todos),
    { needsPermission: false },
  );

  /** Replaces the task list, shows it, and tells the model how many tasks it now holds. */
  function todoWrite(todos: unknown): string {
    // #region exercise:todo-write
    // Models sometimes send the list as a JSON string: accept that, and nothing else.
    const list = typeof todos === "string" ? parseList(todos) : todos;
    if (!Array.isArray(list)) throw new Error("todos must be a list of {content, status} tasks");
    currentTodos = list.map(checkTodo);
    session.ui.todos(
      currentTodos.map((t) => ({
        text: `[${ICONS[t.status]}] ${t.content}`,
        status: t.status,
        activity: t.content,
      })),
      "## Current Tasks",
    );
    const result = `Updated ${currentTodos.length} tasks`;
    if (!needsVerification(currentTodos)) return result;
    session.ui.reminder(VERIFY_NOTE);
    return `${result}\n\n${VERIFY_NOTE}`;
    // #endregion exercise:todo-write
  }

  /** What the real tool checks: 3+ tasks, all completed, none of them a verification step. */
  function needsVerification(todos: Todo[]): boolean {
    // #region exercise:verify
    return (
      todos.length >= 3 &&
      todos.every((t) => t.status === "completed") &&
      !todos.some((t) => /verif/i.test(t.content))
    );
    // #endregion exercise:verify
  }

  function parseList(text: string): unknown {
    // #region exercise:parse-list
    try {
      return JSON.parse(text);
    } catch {
      throw new Error(
        "todos must be a list of {content, status} tasks; got a string that is not JSON",
      );
    }
    // #endregion exercise:parse-list
  }

  function checkTodo(todo: unknown, i: number): Todo {
    // #region exercise:todo-check
    const { content, status } = (todo ?? {}) as Record<string, unknown>;
    if (typeof content !== "string" || !content.trim())
      throw new Error(`Task ${i}: content must be a non-empty string`);
    if (!(STATUSES as readonly unknown[]).includes(status)) {
      throw new Error(
        `Task ${i}: status must be pending, in_progress or completed, ` +
          `not ${JSON.stringify(status)}`,
      );
    }
    return { content: content.trim(), status: status as Status };
    // #endregion exercise:todo-check
  }
  // #endregion todo

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
