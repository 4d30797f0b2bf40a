/**
 * s12's reminders, s05's over the task list: the open tasks shown again after rounds without a task tool, and
 * the tasks an earlier session left, at the first request. s12 and the lessons after it import them.
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import type { TaskStore } from "./task-store.ts";

/** Where a reminder is shown: the session's screen (its `ui`). */
export interface Shows {
  /** Shows a reminder the lesson added to a request. */
  reminder(text: string): void;
}

// #region reminders
/** Rounds without a task tool, and since the last reminder, before the model is shown its open tasks again. */
export const REMINDER_ROUNDS = 10;

/** The open tasks, a line each (none: an empty list); a line saying so when the list stayed locked too long. */
function openTasks(store: TaskStore): Promise<string[]> {
  return store.open().catch((err: unknown) => [err instanceof Error ? err.message : String(err)]);
}

/** A reminder that lists the open tasks, after `what` happened. */
function taskReminder(what: string, open: string[], then: string): string {
  const list = open.length > 0 ? `Open tasks:\n${open.join("\n")}` : "There are no open tasks.";
  return `<reminder>${what} ${list}\n${then}</reminder>`;
}

/** One agent's count of rounds without a task tool: {@link TaskNag.after} says when to remind it of its tasks. */
export class TaskNag {
  private roundsWithoutTasks = 0;
  private roundsSinceReminder = REMINDER_ROUNDS;
  private readonly store: TaskStore;

  /** `store`: the task graph the reminder lists. */
  constructor(store: TaskStore) {
    this.store = store;
  }

  /**
   * After a round whose response is `content`: adds the reminder when one is due.
   *
   * It goes after the round's tool results (`results`, the next user message) and is shown on `ui`.
   */
  async after(
    content: Anthropic.ContentBlock[],
    results: Anthropic.ContentBlockParam[],
    ui: Shows,
  ): Promise<void> {
    const usedTasks = content.some((b) => b.type === "tool_use" && b.name.startsWith("Task"));
    this.roundsWithoutTasks = usedTasks ? 0 : this.roundsWithoutTasks + 1;
    this.roundsSinceReminder += 1;
    if (this.roundsWithoutTasks < REMINDER_ROUNDS || this.roundsSinceReminder < REMINDER_ROUNDS)
      return;
    this.roundsSinceReminder = 0;
    const reminder = taskReminder(
      `The task tools have not been used for ${this.roundsWithoutTasks} rounds.`,
      await openTasks(this.store),
      "Keep them up to date with TaskUpdate as you work.",
    );
    results.push({ type: "text", text: reminder }); // after the tool results, with the plan itself
    ui.reminder(reminder);
  }
}

/** A session's first message (`content`): the tasks an earlier session (or another agent) left open, put first and shown. */
export async function resumeReminder(
  store: TaskStore,
  content: Anthropic.TextBlockParam[],
  ui: Shows,
): Promise<void> {
  const open = await openTasks(store);
  if (open.length === 0) return;
  const reminder = taskReminder(
    "Tasks from an earlier session are in .tasks/.",
    open,
    "Carry on with them (TaskList, TaskGet) instead of planning again.",
  );
  content.unshift({ type: "text", text: reminder });
  ui.reminder(reminder);
}
// #endregion reminders
