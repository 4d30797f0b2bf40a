/**
 * An idle teammate's look at the task graph (s17): the task files read under the store's lock, each on its own, so
 * that a file that cannot be read costs the look nothing but that file, and is named.
 *
 * @module
 */
import { join } from "node:path";
import { takeLease } from "../../lease.ts";
import type { StoreFolder } from "../../store-folder.ts";
import { mirrorBlocks, readTaskFile, TASK_FILE_NAME, type Task } from "./task-files.ts";
import { ToolError } from "../../tool.ts";

/** What a look found: the tasks that could be read, by id, and why each other task file could not be. */
export interface TaskLook {
  /** The tasks read, by id (`blocks` mirrored). */
  tasks: Map<string, Task>;
  /** A line for each task file that could not be read (`.tasks/2.json is not valid JSON`): it counts as open. */
  unreadable: string[];
}

/**
 * Reads the task files of `folder` under the store's lock, skipping, and naming, each that cannot be read: a file
 *
 * that is not valid JSON or not a task, a link, a pipe or a folder at a task's name. A task that cannot be read
 * is never taken as absent: the kit's `openBlockers` counts a blocker it cannot find as open.
 */
export async function lookAtTasks(folder: StoreFolder): Promise<TaskLook> {
  const tasks = new Map<string, Task>();
  if (!folder.exists()) return { tasks, unreadable: [] };
  const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 });
  if (!lease)
    return { tasks, unreadable: [`${folder.name}/ stayed locked by another agent for over 2 s`] };
  const unreadable: string[] = [];
  const ids = new Set<string>();
  try {
    for (const name of folder.names().filter((n) => TASK_FILE_NAME.test(n))) {
      try {
        const task = readTaskFile(folder, name);
        if (task) tasks.set(task.id, task);
        else
          unreadable.push(
            `${folder.name}/${name} is not a regular file (a link, a pipe or a folder)`,
          );
      } catch (err) {
        if (!(err instanceof ToolError)) throw err;
        unreadable.push(
          err.message.replace(/^Error: /, "").replace(/: fix it or delete it.*$/, ""),
        );
      }
      if (!tasks.has(name.slice(0, -".json".length))) ids.add(name.slice(0, -".json".length));
    }
  } finally {
    lease.release();
  }
  return { tasks: mirrorBlocks(tasks, ids), unreadable };
}

/** The answer of s17's claim of a task: it held (the task, in progress, is the agent's now), or why it did not. */
export type Claim =
  | {
      /** It held. */ held: true;
      /** The task, in progress, the agent its owner. */ task: Task;
    }
  | {
      /** It did not hold. */ held: false;
      /** Why, e.g. `it is alice's now`. */ why: string;
    };
