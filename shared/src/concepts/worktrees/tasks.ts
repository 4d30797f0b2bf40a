/**
 * The kit's task store (s12's `.tasks/`) as the worktrees look tasks up.
 *
 * @module
 */
import { withLock, type TaskStore } from "../tasks/task-store.ts";
import type { WorktreeTasks } from "./worktrees.ts";

/** The tasks of `store` for {@link Worktrees}: a task read afresh under the store's lock; none when `.tasks/` is not there. */
export function storeTasks(store: TaskStore): WorktreeTasks {
  return {
    async find(id) {
      if (!store.folder.exists()) return undefined; // nothing made just to look
      const task = await withLock(store.folder, (tasks) => tasks.get(id.trim().replace(/^#/, "")));
      return task && { status: task.status, subject: task.subject };
    },
  };
}
