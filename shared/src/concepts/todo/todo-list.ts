/**
 * s05's todo list and its todo_write tool, for the lessons that build on it (s06, s07, s08, s11):
 * todoListOf() holds s05's region `todo` word for word (shared/test/concepts/todo/todo-list.test.ts
 * holds it so, and gives both the same lists), exercise markers included: they are s05's, moved
 * here with the code. TodoList is the same list as an object, for a lesson that holds one.
 */
import type { Session } from "../../session.ts";
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

/** s05's todo list, as todoListOf() makes it for a session. */
export interface SessionTodos {
  /** The todo_write tool, as s05 declares it. */
  TODO_WRITE: Tool;
  /** The reminder the loop sends after three rounds in a row without todo_write. */
  REMINDER: string;
  /** Replaces the list, shows it, and tells the model how many tasks it now holds. */
  todoWrite(todos: unknown): string;
  /** The list as it stands. */
  todos(): readonly Todo[];
}

/** s05's todo list for `session` (its terminal shows the list): s05's region `todo`, as it is. */
export function todoListOf(session: Pick<Session, "ui">): SessionTodos {
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
  return { TODO_WRITE, REMINDER, todoWrite, todos: () => currentTodos };
}

/** The session's todo list as an object: s05's, shown each time the model writes it. */
export class TodoList {
  /** The todo_write tool, as s05 declares it. */
  readonly tool: Tool;
  private readonly list: SessionTodos;

  constructor(ui: Terminal) {
    this.list = todoListOf({ ui });
    this.tool = this.list.TODO_WRITE;
  }

  /** The list as it stands. */
  get current(): readonly Todo[] {
    return this.list.todos();
  }

  /** Replaces the list, shows it, and tells the model how many tasks it holds (and to verify). */
  write(todos: unknown): string {
    return this.list.todoWrite(todos);
  }
}
