/**
 * s12's task store, for the lessons built on s12: the task graph on disk, changed under a lease every agent respects.
 *
 * s12 teaches it and keeps its own copy in its file; this is that code line for line (shared/test/task-store.test.ts
 * keeps the two the same), so that a later lesson imports it, as it imports the file tools v1 teaches.
 *
 * @module
 */
import { join } from "node:path";
import { takeLease } from "../../lease.ts";
import { StoreFolder } from "../../store-folder.ts";
import {
  canStartNow,
  cycleError,
  describeTask,
  findTask,
  inOrder,
  listText,
  nextTaskId,
} from "./task-files.ts";
import { openBlockers, openLines, readTaskFiles, removeTask, taskNames } from "./task-files.ts";
import type { Task, TaskChanges, TaskResult } from "./task-files.ts";
import { type Tool, tool, ToolError } from "../../tool.ts";
import type { Terminal } from "../../ui.ts";
import { z } from "zod";
import { showTasks, STATUSES } from "./task-files.ts";

// #region task-graph
// #region store
/**
 * The task graph on disk, shared by every agent working in the same folder.
 *
 * A task (the kit's Task) is the file `.tasks/<id>.json`, with `blockedBy`, the ids of the tasks it
 * waits for, and `blocks`, the same edges reversed. Every operation takes the lock, reads the tasks
 * afresh, checks the graph's rules, writes what changed and lets go: what was read before the lock
 * may already be stale, since another agent may have changed it.
 */
export class TaskStore {
  /** The task files' folder, `.tasks/` (the kit's StoreFolder: nothing is written outside it). */
  readonly folder: StoreFolder;
  /** The agent that owns the tasks it starts. */
  readonly agent: string;

  /** A store in the folder `.tasks` of `workdir` (made when first needed), for agent `agent`. */
  constructor(workdir: string, agent: string) {
    this.folder = new StoreFolder(workdir, ".tasks");
    this.agent = agent;
  }

  /** Adds a task with the next id; its file is created, never written over another. */
  create(input: {
    subject: string;
    description: string;
    activeForm?: string;
  }): Promise<TaskResult> {
    return withLock(this.folder, (tasks, stillLocked) => {
      const id = nextTaskId(this.folder);
      const task: Task = {
        id,
        ...input,
        status: "pending",
        owner: null,
        blockedBy: [],
        blocks: [],
      };
      writeTask(this.folder, task, stillLocked, true);
      this.folder.write(".highwatermark", `${id}\n`, { beforeCommit: stillLocked });
      tasks.set(id, task);
      return { text: `Task #${id} created: ${task.subject}`, tasks: inOrder(tasks) };
    });
  }
  /** One task whole, as text. */
  get(taskId: string): Promise<string> {
    return withLock(this.folder, (tasks) => describeTask(findTask(tasks, taskId), tasks));
  }
  /** Every task, a line each, and which can start now. */
  list(): Promise<TaskResult> {
    return withLock(this.folder, (tasks) => ({ text: listText(tasks), tasks: inOrder(tasks) }));
  }
  /** The tasks not completed yet, a line each (none: an empty list): for the reminders. */
  async open(): Promise<string[]> {
    if (!this.folder.exists()) return []; // no task tool used yet: leave the workspace as it is
    return withLock(this.folder, openLines);
  }

  /**
   * Changes one task, and its neighbours' `blocks` and `blockedBy`: all or nothing.
   *
   * A broken rule changes nothing.
   */
  update(taskId: string, changes: TaskChanges): Promise<TaskResult> {
    return withLock(this.folder, (tasks, stillLocked) => {
      const task = findTask(tasks, taskId);
      const { status, addBlockedBy = [], addBlocks = [], ...fields } = changes;
      if (
        status === undefined &&
        addBlockedBy.length + addBlocks.length + Object.keys(fields).length === 0
      )
        throw new ToolError(
          `Error: Nothing to change in #${task.id}: give a status, subject, description, ` +
            "activeForm, owner, addBlockedBy or addBlocks.",
        );
      // Another agent's task in progress is theirs until they finish it: no other agent moves it or
      // takes it.
      const owned =
        task.status === "in_progress" && Boolean(task.owner) && task.owner !== this.agent;
      if (owned && (status !== undefined || fields.owner !== undefined))
        throw new ToolError(
          `Error: #${task.id} is in progress, owned by ${task.owner}: leave it to ${task.owner}. ` +
            canStartNow(tasks),
        );
      if (status === "deleted") return deleteTask(this.folder, task, tasks, stillLocked);
      const changed = new Set<Task>([task]);
      const said: string[] = [];
      // New edges, each checked against the graph as it grows: an id that exists, no cycle.
      const edges = [
        ...checkIds(addBlockedBy, tasks).map((blocker) => [blocker, task] as const),
        ...checkIds(addBlocks, tasks).map((waiter) => [task, waiter] as const),
      ];
      for (const [blocker, waiter] of edges) {
        if (waiter.blockedBy.includes(blocker.id)) {
          said.push(`#${waiter.id} already waits for #${blocker.id}.`);
          continue;
        }
        const cycle = findCycle(tasks, blocker.id, waiter.id);
        if (cycle) throw new ToolError(cycleError(waiter, blocker, cycle));
        // A task already started (or done) cannot wait for one still open: it would be running
        // while blocked.
        const waiterStatus = waiter === task && status !== undefined ? status : waiter.status;
        if (waiterStatus !== "pending" && blocker.status !== "completed")
          throw new ToolError(
            `Error: #${waiter.id} is ${waiterStatus.replace("_", " ")}, so it cannot wait for ` +
              `#${blocker.id} (${blocker.status}) now: put #${waiter.id} back to pending first ` +
              '(status "pending").',
          );
        waiter.blockedBy.push(blocker.id);
        if (!blocker.blocks.includes(waiter.id)) blocker.blocks.push(waiter.id);
        changed.add(blocker).add(waiter);
        said.push(`#${waiter.id} now waits for #${blocker.id}.`);
      }
      Object.assign(task, fields);
      if (Object.keys(fields).length > 0)
        said.unshift(`Updated #${task.id}: ${Object.keys(fields).join(", ")}.`);
      if (status !== undefined && status === task.status)
        said.push(`#${task.id} is already ${status.replace("_", " ")}.`);
      if (status !== undefined && status !== task.status) {
        const open = openBlockers(task, tasks);
        if (status !== "pending" && open.length > 0)
          throw new ToolError(
            `Error: #${task.id} cannot be ${status === "completed" ? "completed" : "started"}: ` +
              `it waits for ${open.map((t) => `#${t.id} ${t.subject} (${t.status})`).join(", ")}` +
              ". " +
              `Finish ${open.length === 1 ? "that" : "those"} first. ${canStartNow(tasks)}`,
          );
        task.status = status;
        if (status === "in_progress") task.owner = fields.owner ?? this.agent;
        const owner = status === "in_progress" ? ` (owner: ${task.owner})` : "";
        said.push(`#${task.id} is ${status.replace("_", " ")}${owner}.`);
        const freed = status === "completed" ? unblockedBy(task, tasks) : [];
        if (freed.length > 0) said.push(`Unblocked: ${taskNames(freed)}.`);
      }
      for (const t of changed) writeTask(this.folder, t, stillLocked);
      return { text: said.join(" "), tasks: inOrder(tasks) };
    });
  }
}
// #endregion store

/** Removes a task's file, then its id from the others' lists (one waiting only on it can start). */
function deleteTask(
  folder: StoreFolder,
  task: Task,
  tasks: Map<string, Task>,
  stillLocked: () => void,
): TaskResult {
  stillLocked();
  // First: a kill then leaves ids of a task gone, which every read drops.
  folder.remove(`${task.id}.json`);
  for (const other of removeTask(tasks, task.id)) writeTask(folder, other, stillLocked);
  const freed = unblockedBy(task, tasks);
  const text = `Task #${task.id} deleted.${freed.length ? ` Unblocked: ${taskNames(freed)}.` : ""}`;
  return { text, tasks: inOrder(tasks) };
}

// #region rules
/** The tasks these ids name; an id that names none is an error listing the ids there are. */
function checkIds(ids: string[], tasks: Map<string, Task>): Task[] {
  return ids.map((raw) => {
    const task = tasks.get(raw.trim().replace(/^#/, ""));
    if (task) return task;
    // A subject where an id belongs: a store that took it as an id would block the task for ever,
    // silently.
    const named = [...tasks.values()].find(
      (t) => t.subject.toLowerCase() === raw.trim().toLowerCase(),
    );
    if (named)
      throw new ToolError(
        `Error: "${raw}" is a subject, not a task id: blockers are given by id. ` +
          `#${named.id} is "${named.subject}", so write "${named.id}".`,
      );
    const known = taskNames(inOrder(tasks)) || "none yet";
    throw new ToolError(
      `Error: No task #${raw}. Blockers are task ids, not subjects; the tasks are ${known}.`,
    );
  });
}

/**
 * The circle `waiter` waiting for `blocker` would close, from `blocker`, or undefined.
 *
 * `["3", "2", "1"]` is #3 → #2 → #1.
 */
export function findCycle(
  tasks: Map<string, Task>,
  blocker: string,
  waiter: string,
): string[] | undefined {
  if (blocker === waiter) return [waiter];
  // Depth-first along blockedBy from the blocker, on a stack of its own, not the call stack (a
  // chain of 12 000 tasks is no deeper for it): reaching the waiter closes the circle; `from` leads
  // back the way the walk came.
  const seen = new Set<string>();
  const from = new Map<string, string>();
  for (const stack = [blocker]; stack.length > 0; ) {
    const id = stack.pop()!;
    if (id === waiter) {
      const chain = [id];
      while (chain[0] !== blocker) chain.unshift(from.get(chain[0])!);
      return chain;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of (tasks.get(id)?.blockedBy ?? []).filter((n) => !seen.has(n)).reverse()) {
      from.set(next, id); // the list reversed: its first task on top of the stack, walked first
      stack.push(next);
    }
  }
  return undefined;
}

/** The tasks that `done`, just completed, was the last open blocker of: they can start now. */
function unblockedBy(done: Task, tasks: Map<string, Task>): Task[] {
  return done.blocks
    .map((id) => tasks.get(id))
    .filter(
      (t): t is Task =>
        t !== undefined && t.status === "pending" && openBlockers(t, tasks).length === 0,
    );
}
// #endregion rules

// #region files
/**
 * Runs `work` on the tasks read afresh under the lock.
 *
 * `stillLocked`, before each write, throws once it is lost.
 */
export async function withLock<T>(
  folder: StoreFolder,
  work: (tasks: Map<string, Task>, stillLocked: () => void) => T,
) {
  folder.make();
  // Tries for about 2.4 s, then gives up: never hangs. A lock not renewed for 2 s is a dead (or
  // stalled) agent's.
  const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 });
  if (!lease)
    throw new ToolError(
      "Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for " +
        "over 2 s. Try again in a moment.",
    );
  // Before each write: is the lock still ours? An agent held up past 2 s has lost it, and must
  // write nothing.
  const stillLocked = () => {
    if (!lease.holds())
      throw new ToolError(
        "Error: This agent was held up for over 2 s while it held the task list's lock, and " +
          "another agent took it over: nothing more was written. Look at TaskList, then try again.",
      );
  };
  try {
    folder.removeLeftovers(); // the temporary files of an agent killed while it wrote
    // Afresh: what was read before the lock may be stale.
    return work(readTaskFiles(folder), stillLocked);
  } finally {
    lease.release(); // a lock lost meanwhile is another agent's now: release leaves it
  }
}

/**
 * Writes a task's file whole (the kit's atomic write), if the lock is still ours.
 *
 * `create`: never over a file.
 */
export function writeTask(
  folder: StoreFolder,
  task: Task,
  stillLocked: () => void,
  create = false,
): void {
  const text = `${JSON.stringify(task, null, 2)}\n`;
  folder.write(`${task.id}.json`, text, { exclusive: create, beforeCommit: stillLocked });
}
// #endregion files

// #region task-tools
/** s12's four task tools over the store `store()` gives (its agent's), the graph shown in `ui`. */
export function taskTools(store: () => TaskStore, ui: Terminal): Tool[] {
  const shown = (result: Promise<TaskResult>) => showTasks(ui, result);
  return [
    tool(
      "TaskCreate",
      "Create a task in the shared task list (.tasks/). Returns its id. " +
        "Link it to the tasks it waits for afterwards, with TaskUpdate.",
      {
        subject: z
          .string()
          .trim()
          .min(1, "give the task a short title")
          .describe("A short title, e.g. Write the tests"),
        description: z
          .string()
          .describe("What is to be done, in enough detail for another agent to do it"),
        activeForm: z
          .string()
          .optional()
          .describe("The task in the present tense, shown while it is in progress"),
      },
      (input) => shown(store().create(input)),
      { needsPermission: false },
    ),
    tool(
      "TaskGet",
      "Read one task whole: subject, description, status, owner, " +
        "the tasks it is blocked by and the tasks it blocks.",
      { taskId: z.string().describe('The task\'s id, e.g. "3"') },
      ({ taskId }) => store().get(taskId),
      { needsPermission: false },
    ),
    tool(
      "TaskUpdate",
      "Change a task: its status (in_progress when you start it, completed when it is done, " +
        "deleted), its text, its owner, or the tasks it waits for (addBlockedBy) " +
        "or holds up (addBlocks), given by id.",
      {
        taskId: z.string().describe('The task\'s id, e.g. "3"'),
        status: z.enum([...STATUSES, "deleted"]).optional(),
        subject: z.string().trim().min(1, "give the task a short title").optional(),
        description: z.string().optional(),
        activeForm: z.string().optional(),
        owner: z
          .string()
          .trim()
          .min(1, "give an agent's name")
          .optional()
          .describe("The agent that works on it"),
        addBlockedBy: z
          .array(z.string())
          .optional()
          .describe("Ids of tasks that must be completed before this one"),
        addBlocks: z
          .array(z.string())
          .optional()
          .describe("Ids of tasks that cannot start before this one is completed"),
      },
      ({ taskId, ...changes }) => shown(store().update(taskId, changes)),
      { needsPermission: false },
    ),
    tool(
      "TaskList",
      "List every task: id, status, subject, owner and what it is blocked by, " +
        "and which tasks can start now.",
      {},
      async () => (await store().list()).text,
      { needsPermission: false },
    ),
  ];
}
// #endregion task-tools
// #endregion task-graph
