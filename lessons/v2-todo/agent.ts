/**
 * Lesson v2: the planning agent.
 *
 * On a long task the model's plan lives only in its head, and tool output slowly pushes it out of
 * the context. Here the model writes its plan down with a TodoWrite tool: a short list of tasks,
 * one in progress at a time, that the learner watches in a panel. A reminder nudges the model when
 * it has not touched its list for more than ten rounds.
 *
 * Run it: `pnpm lesson v2` (live with a key in .env, otherwise the recorded demo).
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
/** The lesson, as the kit reads it (`pnpm lesson v2`, its --help): its id and its file. */
export const LESSON: Lesson = { id: "v2", entry: import.meta.filename };
// #endregion lesson

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: plan with TodoWrite, act with your tools, update the todos, then report what you did.

Rules:
- Use TodoWrite to track multi-step tasks.
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
      "TodoWrite",
      "Update the task list. Use to plan and track progress.",
      {
        type: "object",
        properties: {
          items: {
            type: "array",
            description: "Complete list of tasks (replaces existing)",
            items: {
              type: "object",
              properties: {
                content: { type: "string", description: "Task description" },
                status: {
                  type: "string",
                  enum: ["pending", "in_progress", "completed"],
                  description: "Task status",
                },
                activeForm: {
                  type: "string",
                  description: "Present tense action, e.g. 'Reading files'",
                },
              },
              required: ["content", "status", "activeForm"],
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
  const INITIAL_REMINDER = "<reminder>Use TodoWrite for multi-step tasks.</reminder>";
  const NAG_REMINDER = "<reminder>10+ turns without todo update. Please update todos.</reminder>";

  /** The statuses a task goes through, in order. */
  const STATUSES = ["pending", "in_progress", "completed"] as const;
  /** A task's status: `pending`, `in_progress` or `completed`. */
  type Status = (typeof STATUSES)[number];
  /** One task of the plan, once checked. */
  interface TodoItem {
    /** What is to be done, e.g. `Write the tests`. */
    content: string;
    /** Where the task stands; at most one task is `in_progress`. */
    status: Status;
    /** The task in the present tense, e.g. `Writing the tests`: shown while it is in progress. */
    activeForm: string;
  }

  /** The model's plan: checked, kept, shown to the learner, and rendered back to the model. */
  class TodoManager {
    /** The plan as last accepted by `update`. */
    items: TodoItem[] = [];

    /** Replaces the whole list (the model sends all of it); throws with the reason if invalid. */
    update(items: unknown): string {
      // #region exercise:todo-update
      if (!Array.isArray(items)) throw new Error("items must be a list of tasks");
      const validated: TodoItem[] = [];
      let inProgress = 0;
      items.forEach((item, i) => {
        const content = field(item, "content", "").trim();
        const status = field(item, "status", "pending").toLowerCase();
        const activeForm = field(item, "activeForm", "").trim();
        if (!content) throw new Error(`Item ${i}: content required`);
        if (!isStatus(status)) throw new Error(`Item ${i}: invalid status '${status}'`);
        if (!activeForm) throw new Error(`Item ${i}: activeForm required`);
        if (status === "in_progress") inProgress += 1;
        validated.push({ content, status, activeForm });
      });
      if (validated.length > 20) throw new Error("Max 20 todos allowed");
      if (inProgress > 1) throw new Error("Only one task can be in_progress at a time");
      this.items = validated;
      session.ui.todos(
        this.items.map((t) => ({ text: renderItem(t), status: t.status, activity: t.activeForm })),
      );
      return this.render();
      // #endregion exercise:todo-update
    }

    /** What the model sees: `[x] done`, `[>] doing <- activeForm`, `[ ] to do`, then the count. */
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
    if (item.status === "completed") return `[x] ${item.content}`;
    if (item.status === "in_progress") return `[>] ${item.content} <- ${item.activeForm}`;
    return `[ ] ${item.content}`;
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
  // #region exercise:counter
  /** Model rounds in a row without a TodoWrite call, counted across the whole session. */
  let roundsWithoutTodo = 0;
  // #endregion exercise:counter
  // #endregion todo

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

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      let usedTodo = false;
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
          if (block.name === "TodoWrite") usedTodo = true;
        }
      }
      // #region exercise:nag
      roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;
      if (roundsWithoutTodo > 10) {
        // After the tool results: the API answers 400 when text comes before them.
        results.push({ type: "text", text: NAG_REMINDER });
        session.ui.reminder(NAG_REMINDER);
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
      const content: Anthropic.TextBlockParam[] = [{ type: "text", text: query }];
      // #region exercise:initial-reminder
      if (history.length === 0) {
        content.unshift({ type: "text", text: INITIAL_REMINDER }); // the session's first only
        session.ui.reminder(INITIAL_REMINDER);
      }
      // #endregion exercise:initial-reminder
      history.push({ role: "user", content });
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
