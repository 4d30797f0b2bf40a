/**
 * The todo list and its todo_write tool as s05 teaches them (v2's list, with the verification nudge), for the lessons
 * that build on it (s08, s11). shared/test/todo-list.test.ts keeps it the same as s05's. Its exercise regions are s05's,
 * moved here with the code.
 */
import { schemaTool, type Tool } from "../../tool.ts";
import type { Terminal } from "../../ui.ts";

/** A todo's status: `pending`, `in_progress` or `completed`. */
export type TodoStatus = "pending" | "in_progress" | "completed";
/** One task of the list, once checked. */
export interface Todo {
  /** What is to be done, e.g. `Write the tests`. */
  content: string;
  /** Where the task stands. */
  status: TodoStatus;
}

const STATUSES: readonly TodoStatus[] = ["pending", "in_progress", "completed"];
const ICONS: Record<TodoStatus, string> = { pending: " ", in_progress: "▸", completed: "✓" };
const VERIFY_NOTE =
  "NOTE: You closed out 3 or more tasks and none of them was a verification step. " +
  "Before you write your final summary, verify the work (run the tests or check the result), " +
  "and add a verification task to the list.";

/** The session's todo list, shown on the terminal each time the model writes it. */
export class TodoList {
  /** The list as it stands. */
  current: Todo[] = [];
  /** The todo_write tool, as s05 declares it. */
  readonly tool: Tool;
  private readonly ui: Terminal;

  constructor(ui: Terminal) {
    this.ui = ui;
    // The schema is written out for the model; write() checks the input itself (a JSON string is accepted too).
    this.tool = schemaTool(
      "todo_write",
      "Create and manage a task list for this session: send the whole list each time, mark a task in_progress when you start it and completed when it is done.",
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
      ({ todos }) => this.write(todos),
      { needsPermission: false },
    );
  }

  /** Replaces the list, shows it, and tells the model how many tasks it now holds (and to verify, when due). */
  write(todos: unknown): string {
    // #region exercise:todo-write
    // Models sometimes send the list as a JSON string: accept that, and nothing else.
    const list = typeof todos === "string" ? parseList(todos) : todos;
    if (!Array.isArray(list)) throw new Error("todos must be a list of {content, status} tasks");
    this.current = list.map(checkTodo);
    this.ui.todos(
      this.current.map((t) => ({
        text: `[${ICONS[t.status]}] ${t.content}`,
        status: t.status,
        activity: t.content,
      })),
      "## Current Tasks",
    );
    const result = `Updated ${this.current.length} tasks`;
    if (!needsVerification(this.current)) return result;
    this.ui.reminder(VERIFY_NOTE);
    return `${result}\n\n${VERIFY_NOTE}`;
    // #endregion exercise:todo-write
  }
}

/** What the real tool checks: 3 or more tasks, all completed, and none of them a verification step. */
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
      `Task ${i}: status must be pending, in_progress or completed, not ${JSON.stringify(status)}`,
    );
  }
  return { content: content.trim(), status: status as TodoStatus };
  // #endregion exercise:todo-check
}
