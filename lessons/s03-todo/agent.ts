/**
 * Lesson s03: the todo agent.
 *
 * The same idea as v2, in the shape of the reference's lesson 3: the model keeps a numbered plan
 * with a `todo` tool (`[>] #2: Write the tests`), and a reminder nudges it as soon as three rounds
 * in a row, within one request, went by without an update.
 *
 * Run it: `pnpm lesson s03` (live with a key in .env, otherwise the recorded demo).
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
  schemaTool,
  runLesson,
  type Session,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";

// #region lesson
/** The lesson, as the kit reads it (`pnpm lesson s03`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "s03", entry: import.meta.filename };
// #endregion lesson

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: plan with the todo tool, act with your tools, update the todos, then report what you did.

Rules:
- Use the todo tool to plan multi-step tasks.
- Mark a task in_progress before you start it, completed as soon as it is done.
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
    // The schema is written out for the model; TodoManager checks the input itself (its errors
    // are the lesson).
    schemaTool(
      "todo",
      "Update the task list. Track progress on multi-step tasks.",
      {
        type: "object",
        properties: {
          items: {
            type: "array",
            items: {
              type: "object",
              properties: {
                id: { type: "string" },
                text: { type: "string" },
                status: { type: "string", enum: ["pending", "in_progress", "completed"] },
              },
              required: ["id", "text", "status"],
            },
          },
        },
        required: ["items"],
      },
      ({ items }) => TODO.update(items),
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

  // #region todo
  const REMINDER = "<reminder>Update your todos.</reminder>";

  /** The statuses a task goes through, in order. */
  const STATUSES = ["pending", "in_progress", "completed"] as const;
  /** A task's status: `pending`, `in_progress` or `completed`. */
  type Status = (typeof STATUSES)[number];
  /** One task of the plan, once checked. */
  interface TodoItem {
    /** The task's number, shown as `#2` (its position in the list when the model leaves it out). */
    id: string;
    /** What is to be done, e.g. `Write the tests`. */
    text: string;
    /** Where the task stands; at most one task is `in_progress`. */
    status: Status;
  }

  /** The model's plan: checked, kept, shown to the learner, and rendered back to the model. */
  class TodoManager {
    /** The plan as last accepted by `update`. */
    items: TodoItem[] = [];

    /** Replaces the whole list (the model sends all of it); throws with the reason if invalid. */
    update(items: unknown): string {
      // #region exercise:todo-update
      if (!Array.isArray(items)) throw new Error("items must be a list of tasks");
      if (items.length > 20) throw new Error("Max 20 todos allowed");
      const validated: TodoItem[] = [];
      let inProgress = 0;
      items.forEach((item, i) => {
        const text = field(item, "text", "").trim();
        const status = field(item, "status", "pending").toLowerCase();
        const id = field(item, "id", String(i + 1));
        if (!text) throw new Error(`Item ${id}: text required`);
        if (!isStatus(status)) throw new Error(`Item ${id}: invalid status '${status}'`);
        if (status === "in_progress") inProgress += 1;
        validated.push({ id, text, status });
      });
      if (inProgress > 1) throw new Error("Only one task can be in_progress at a time");
      this.items = validated;
      session.ui.todos(
        this.items.map((t) => ({ text: renderItem(t), status: t.status, activity: t.text })),
      );
      return this.render();
      // #endregion exercise:todo-update
    }

    /** What the model sees: `[x] #1: done`, `[>] #2: doing`, `[ ] #3: to do`, then the count. */
    render(): string {
      // #region exercise:todo-render
      if (this.items.length === 0) return "No todos.";
      const done = this.items.filter((t) => t.status === "completed").length;
      return [...this.items.map(renderItem), "", `(${done}/${this.items.length} completed)`].join(
        "\n",
      );
      // #endregion exercise:todo-render
    }
  }

  function renderItem(item: TodoItem): string {
    // #region exercise:todo-render-item
    const marker = { pending: "[ ]", in_progress: "[>]", completed: "[x]" }[item.status];
    return `${marker} #${item.id}: ${item.text}`;
    // #endregion exercise:todo-render-item
  }

  /** A field as text, like Python's `str(item.get(key, fallback))` (null counts as missing). */
  function field(item: unknown, key: string, fallback: string): string {
    const value = (item as Record<string, unknown> | null | undefined)?.[key];
    if (value === undefined || value === null) return fallback;
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  function isStatus(status: string): status is Status {
    return (STATUSES as readonly string[]).includes(status);
  }

  const TODO = new TodoManager();
  // #endregion todo

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    // #region exercise:counter
    let roundsWithoutTodo = 0; // rounds in a row without a todo call, counted within this request
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
          if (block.name === "todo") usedTodo = true;
        }
      }
      // #region exercise:nag
      roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;
      if (roundsWithoutTodo >= 3) {
        // After the tool results: the API answers 400 when text comes before them.
        results.push({ type: "text", text: REMINDER });
        session.ui.reminder(REMINDER);
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
