import { z } from "zod";
import type { StoreFolder } from "../../store-folder.ts";
import { ToolError } from "../../tool.ts";
import type { Terminal, TodoLine } from "../../ui.ts";

// #region task
/** The statuses a task goes through. A deleted task is not kept: its file goes. */
export const STATUSES = ["pending", "in_progress", "completed"] as const;
/** A task's status: `pending`, `in_progress` or `completed`. */
export type Status = (typeof STATUSES)[number];

/**
 * One task of s12's graph, as its file `.tasks/<id>.json` holds it (written by `JSON.stringify`, two spaces).
 */
export interface Task {
  /** A small number, as a string (`"3"`): given once, never again, even after the task is deleted. */
  id: string;
  /** A short title, e.g. `Write the tests`. */
  subject: string;
  /** What is to be done, for whichever agent does it. */
  description: string;
  /** The task in the present tense, shown while it is in progress. */
  activeForm?: string;
  /** Where the task stands. */
  status: Status;
  /** The agent working on it, or that last did; null until someone takes it. */
  owner: string | null;
  /** The ids of the tasks that must be completed before this one can start: the graph's edges, the truth. */
  blockedBy: string[];
  /** The ids of the tasks waiting for this one: `blockedBy` the other way round, worked out from it on each read. */
  blocks: string[];
}

/** What a task file must hold to be trusted: every file is checked against it before it is used. */
const TASK_FILE = z.object({
  id: z.string(),
  subject: z.string(),
  description: z.string(),
  activeForm: z.string().optional(),
  status: z.enum(STATUSES),
  owner: z.string().nullable(),
  blockedBy: z.array(z.string()),
  blocks: z.array(z.string()),
}) satisfies z.ZodType<Task>;
// #endregion task

/** What a TaskUpdate may change. */
export interface TaskChanges {
  /** The new status; `deleted` removes the task. */
  status?: Status | "deleted";
  /** A new title. */
  subject?: string;
  /** A new description. */
  description?: string;
  /** A new present-tense form. */
  activeForm?: string;
  /** Who works on it; when a task is started without one, the agent that starts it. */
  owner?: string;
  /** Ids of tasks this one now waits for. */
  addBlockedBy?: string[];
  /** Ids of tasks that now wait for this one. */
  addBlocks?: string[];
}

/** What a store operation answers: the text for the model, and every task after it, in id order, for the panel. */
export interface TaskResult {
  /** The tool result. */
  text: string;
  /** Every task, in id order. */
  tasks: Task[];
}

/** Task files are named `<id>.json`, an id of up to 15 digits: `3.json`. */
export const TASK_FILE_NAME = /^[1-9]\d{0,14}\.json$/;

/** The task in the file `name` of `folder`, checked; undefined when it is no regular file. A bad file is a ToolError. */
export function readTaskFile(folder: StoreFolder, name: string): Task | undefined {
  const text = folder.read(name); // a link, a pipe or a folder in its place: not a task file, left alone
  if (text === undefined) return undefined;
  const bad = (problem: string) =>
    new ToolError(
      `Error: ${folder.name}/${name} ${problem}: fix it or delete it (nothing was changed).`,
    );
  let task: unknown;
  try {
    task = JSON.parse(text);
  } catch {
    throw bad("is not valid JSON");
  }
  if (typeof task !== "object" || task === null || Array.isArray(task))
    throw bad("is not a task (not a JSON object)");
  const t = task as Record<string, unknown>;
  const issue = TASK_FILE.safeParse(task).error?.issues[0];
  const field = String(issue?.path[0]);
  if (field === "id") throw bad("has no id");
  if (t.id !== name.slice(0, -".json".length) && issue === undefined)
    throw bad(
      `says it is task ${JSON.stringify(t.id)}, but its name says #${name.slice(0, -".json".length)}`,
    );
  if (field === "status")
    throw bad(
      `has the status ${JSON.stringify(t.status)}, not ${STATUSES.slice(0, -1).join(", ")} or ${STATUSES.at(-1)}`,
    );
  if (field === "blockedBy" || field === "blocks")
    throw bad(`has a ${field} that is not a list of task ids`);
  if (field === "owner") throw bad("has an owner that is neither a name nor null");
  if (issue) throw bad(`has no ${field}`);
  return task as Task;
}

/**
 * Every task file of `folder`, read now and checked ({@link readTaskFile}), by id.
 *
 * Each `blocks` is mirrored from the others' `blockedBy` ({@link mirrorBlocks}): an agent killed between two files
 * of one change leaves no half edge.
 */
export function readTaskFiles(folder: StoreFolder): Map<string, Task> {
  const tasks = new Map<string, Task>();
  const unreadable = new Set<string>(); // a link, a pipe or a folder at a task's name: no task, but not absent
  for (const name of folder.names().filter((n) => TASK_FILE_NAME.test(n))) {
    const task = readTaskFile(folder, name);
    if (task) tasks.set(task.id, task);
    else unreadable.add(name.slice(0, -".json".length));
  }
  return mirrorBlocks(tasks, unreadable);
}

/** Takes task `id` out of `tasks` and out of every other task's lists; the tasks whose lists changed. */
export function removeTask(tasks: Map<string, Task>, id: string): Task[] {
  tasks.delete(id);
  const changed = [...tasks.values()].filter(
    (t) => t.blockedBy.includes(id) || t.blocks.includes(id),
  );
  for (const t of changed)
    [t.blockedBy, t.blocks] = [t.blockedBy, t.blocks].map((ids) => ids.filter((x) => x !== id));
  return changed;
}

/**
 * Makes every `blocks` the mirror of the others' `blockedBy`, which is the truth, and drops the ids of tasks gone.
 *
 * An agent killed between the files of one change leaves them out of step; read through this, they never are. A
 * `blocks` keeps its order, loses what no `blockedBy` backs, and gains what it lacks (in id order).
 */
export function mirrorBlocks(
  tasks: Map<string, Task>,
  unreadable: ReadonlySet<string> = new Set(),
): Map<string, Task> {
  const waiting = new Map<string, string[]>();
  const byId = [...tasks.values()].sort((a, b) => Number(a.id) - Number(b.id));
  for (const task of byId) {
    // A blocker whose file is there but cannot be read is kept: it still blocks (openBlockers counts it open).
    task.blockedBy = [
      ...new Set(task.blockedBy.filter((id) => tasks.has(id) || unreadable.has(id))),
    ];
    for (const id of task.blockedBy) waiting.set(id, [...(waiting.get(id) ?? []), task.id]);
  }
  for (const task of byId) {
    const waiters = waiting.get(task.id) ?? [];
    task.blocks = [...new Set([...task.blocks.filter((id) => waiters.includes(id)), ...waiters])];
  }
  return tasks;
}

/** The next task id: past the highest ever given (the file `.highwatermark`, checked) and past every task file's name. */
export function nextTaskId(folder: StoreFolder): string {
  const mark = folder.read(".highwatermark") ?? "0";
  if (!/^\d{1,15}\n?$/.test(mark))
    throw new ToolError(
      `Error: ${folder.name}/.highwatermark holds ${JSON.stringify(mark.trim().slice(0, 40))}, not the highest task id given (a number): fix it or delete it (nothing was changed).`,
    );
  // Whatever holds a task's name takes its id, a folder named 5.json too: a create never meets its file.
  const names = folder.names().filter((name) => TASK_FILE_NAME.test(name));
  const next = Math.max(Number(mark), ...names.map((name) => Number.parseInt(name, 10))) + 1;
  if (next > 999_999_999_999_999)
    throw new ToolError("Error: The task ids have run out (15 digits): nothing was changed.");
  return String(next);
}

/** The tasks by id, in number order. */
export function inOrder(tasks: Map<string, Task>): Task[] {
  return [...tasks.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** The task an id names (`"3"`, or `"#3"`), or an error that lists the ids there are. */
export function findTask(tasks: Map<string, Task>, taskId: string): Task {
  const task = tasks.get(taskId.trim().replace(/^#/, ""));
  if (task) return task;
  if (tasks.size === 0)
    throw new ToolError(
      `Error: No task #${taskId}: there are no tasks yet (TaskCreate makes one).`,
    );
  throw new ToolError(
    `Error: No task #${taskId}. The tasks are ${inOrder(tasks)
      .map((t) => `#${t.id}`)
      .join(", ")}: ids are the numbers TaskCreate gave (TaskList shows them).`,
  );
}

/**
 * The tasks `task` still waits for: its blockers not completed yet. A blocker whose file cannot be read (not valid
 *
 * JSON, a link) is not absent: it counts as open, as `#2 (cannot be read)`.
 */
export function openBlockers(task: Task, tasks: Map<string, Task>): Task[] {
  const unread = (id: string): Task => ({
    ...UNREAD,
    id: `${id} (cannot be read)`,
    subject: "(its file cannot be read)",
  });
  return task.blockedBy
    .map((id) => tasks.get(id) ?? unread(id))
    .filter((t) => t.status !== "completed");
}
const UNREAD: Task = {
  id: "",
  subject: "",
  description: "",
  status: "pending",
  owner: null,
  blockedBy: [],
  blocks: [],
};

/** Which tasks can start now: pending, with no open blocker (the first five, and how many more). */
export function canStartNow(tasks: Map<string, Task>): string {
  const open = inOrder(tasks).filter((t) => t.status !== "completed");
  if (open.length === 0) return "Every task is completed.";
  const ready = open.filter((t) => t.status === "pending" && openBlockers(t, tasks).length === 0);
  if (ready.length === 0)
    return "No task can start now: each open one is in progress or waits for another.";
  const more = ready.length > 5 ? ` and ${ready.length - 5} more (TaskList shows them)` : "";
  return `Can start now: ${ready
    .slice(0, 5)
    .map((t) => `#${t.id} ${t.subject}`)
    .join(", ")}${more}.`;
}

/** A task in one line: `#3 [pending] Write the tests [blocked by #2]`, `#2 [in_progress] Build the API (owner: main)`. */
export function listLine(task: Task, tasks: Map<string, Task>): string {
  const owner = task.owner && task.status === "in_progress" ? ` (owner: ${task.owner})` : "";
  const open = openBlockers(task, tasks);
  const blocked = open.length > 0 ? ` [blocked by ${open.map((t) => `#${t.id}`).join(", ")}]` : "";
  return `#${task.id} [${task.status}] ${task.subject}${owner}${blocked}`;
}

/** Tasks named for a message: `#1 Design the schema, #2 Build the API`. */
export function taskNames(tasks: Task[]): string {
  return tasks.map((t) => `#${t.id} ${t.subject}`).join(", ");
}

/** TaskList's answer: every task, a line each, then which can start now. */
export function listText(tasks: Map<string, Task>): string {
  if (tasks.size === 0) return "No tasks yet. TaskCreate makes one.";
  return `${inOrder(tasks)
    .map((t) => listLine(t, tasks))
    .join("\n")}\n\n${canStartNow(tasks)}`;
}

/** The tasks not completed yet, a line each (none: an empty list): what the reminders list. */
export function openLines(tasks: Map<string, Task>): string[] {
  return inOrder(tasks)
    .filter((t) => t.status !== "completed")
    .map((t) => listLine(t, tasks));
}

const ICONS: Record<Status, string> = { pending: " ", in_progress: "▸", completed: "✓" };

/** The task panel's lines for `tasks` (in id order): `[▸] #2 Build the API (owner: main)`. */
export function taskPanel(tasks: Task[]): TodoLine[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  return tasks.map((t) => ({
    text: `[${ICONS[t.status]}] ${listLine(t, byId).replace(/ \[\w+\]/, "")}`,
    status: t.status,
    activity: t.activeForm ?? t.subject,
    ...(t.owner ? { owner: t.owner } : {}),
  }));
}

/** A task whole, for TaskGet: its fields a line each, its neighbours by id, subject and status. */
export function describeTask(task: Task, tasks: Map<string, Task>): string {
  const named = (ids: string[]) =>
    ids
      .map((id) => tasks.get(id))
      .filter((t): t is Task => t !== undefined)
      .map((t) => `#${t.id} ${t.subject} (${t.status})`)
      .join(", ") || "none";
  return [
    `#${task.id} ${task.subject}`,
    `status: ${task.status}`,
    `owner: ${task.owner ?? "none"}`,
    `blocked by: ${named(task.blockedBy)}`,
    `blocks: ${named(task.blocks)}`,
    `description: ${task.description}`,
  ].join("\n");
}
/** Shows `result`'s tasks in the task panel (above the tool's result), and hands on its text for the model. */
export async function showTasks(ui: Terminal, result: Promise<TaskResult>): Promise<string> {
  const { text, tasks } = await result;
  ui.todos(taskPanel(tasks), "## Tasks", { withResult: true });
  return text;
}

/** The refusal of an edge that would close `cycle` (from findCycle): the chain of tasks, or a task waiting for itself. */
export function cycleError(waiter: Task, blocker: Task, cycle: string[]): string {
  if (cycle.length === 1) return `Error: #${waiter.id} cannot wait for itself.`;
  const ids = [waiter.id, ...cycle].map((id) => `#${id}`);
  // A long circle (a chain of tasks written by hand) is named by its ends: a message, not 100 KB of ids.
  const chain = (
    ids.length > 12 ? [...ids.slice(0, 5), `… ${ids.length - 7} more …`, ...ids.slice(-2)] : ids
  ).join(" → ");
  return `Error: #${waiter.id} cannot wait for #${blocker.id}: that closes a circle, ${chain} (each waits for the next), and none of them could ever start. Leave this dependency out, or split a task.`;
}
