/**
 * Lesson s15: TODO(lesson:new) (its name; the base's was: the task graph.)
 *
 * TODO(lesson:new): what this lesson adds to s12, in a few lines.
 *
 * The plan leaves the conversation. s05's todo_write list lived in the process, flat and gone at exit; here
 * each task is a JSON file in the workspace's `.tasks/` folder, with the tasks it waits for (`blockedBy`), so
 * the plan is a graph that outlives the session and that several agents can share. Four tools replace
 * todo_write: TaskCreate, TaskGet, TaskUpdate and TaskList. The store keeps the graph sound (no id that does
 * not exist, no cycle, no task started before its blockers are done, no task taken from its owner), and it
 * changes the files as a database would: under a lock every agent respects, reading them again once it
 * holds it, writing each file whole. A new session is told which tasks are still open; a long stretch
 * without the task tools brings a reminder that lists them.
 *
 * Run it: `pnpm lesson s15` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import lockfile from "proper-lockfile";
import { z } from "zod";
import {
  editTextFile,
  globFiles,
  isMain,
  readTextFile,
  runBash,
  startSession,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";

// #region config
const session = startSession({ id: "s15", entry: import.meta.filename });
const client = session.client;
const MODEL = session.model;
const WORKDIR = session.workdir;
const MAX_TOKENS = 8000;
/** This agent's name, the owner of the tasks it starts: AGENT_NAME, for a second agent on the same tasks. */
const AGENT = process.env.AGENT_NAME || "main";

const SYSTEM = `You are a coding agent at ${WORKDIR}, named ${AGENT}.

Loop: plan with the task tools, act with your tools, update the tasks, then report what you did.

Rules:
- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).
- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
// #endregion config

// #region tools
/** The tools the model is offered, in the order it sees them. */
export const TOOLS = [
  tool(
    "bash",
    "Run a shell command in the workspace. Use it for ls, grep, find, running programs and tests.",
    { command: z.string().describe("The shell command to run") },
    ({ command }) =>
      runBash(command, { cwd: WORKDIR, timeoutMs: 60_000, timeoutMessage: "Error: Command timed out (60s)" }),
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
    "Replace old_text with new_text in a file. old_text must match exactly and appear exactly once: include enough surrounding text to make it unique.",
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
  tool(
    "TaskCreate",
    "Create a task in the shared task list (.tasks/). Returns its id. Link it to the tasks it waits for afterwards, with TaskUpdate.",
    {
      subject: z.string().trim().min(1, "give the task a short title").describe("A short title, e.g. Write the tests"),
      description: z.string().describe("What is to be done, in enough detail for another agent to do it"),
      activeForm: z.string().optional().describe("The task in the present tense, shown while it is in progress"),
    },
    (input) => shown(TASKS.create(input)),
    { needsPermission: false },
  ),
  tool(
    "TaskGet",
    "Read one task whole: subject, description, status, owner, the tasks it is blocked by and the tasks it blocks.",
    { taskId: z.string().describe('The task\'s id, e.g. "3"') },
    ({ taskId }) => TASKS.get(taskId),
    { needsPermission: false },
  ),
  tool(
    "TaskUpdate",
    "Change a task: its status (in_progress when you start it, completed when it is done, deleted), its text, its owner, or the tasks it waits for (addBlockedBy) or holds up (addBlocks), given by id.",
    {
      taskId: z.string().describe('The task\'s id, e.g. "3"'),
      status: z.enum(["pending", "in_progress", "completed", "deleted"]).optional(),
      subject: z.string().trim().min(1, "give the task a short title").optional(),
      description: z.string().optional(),
      activeForm: z.string().optional(),
      owner: z.string().trim().min(1, "give an agent's name").optional().describe("The agent that works on it"),
      addBlockedBy: z.array(z.string()).optional().describe("Ids of tasks that must be completed before this one"),
      addBlocks: z.array(z.string()).optional().describe("Ids of tasks that cannot start before this one is completed"),
    },
    ({ taskId, ...changes }) => shown(TASKS.update(taskId, changes)),
    { needsPermission: false },
  ),
  tool(
    "TaskList",
    "List every task: id, status, subject, owner and what it is blocked by, and which tasks can start now.",
    {},
    async () => (await TASKS.list()).text,
    { needsPermission: false },
  ),
];
// #endregion tools

// #region dispatch
/** Runs one tool call from the table. It never throws: every failure is an is_error result the model can read. */
export async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
  // #region exercise:dispatch
  const found = TOOLS.find((t) => t.name === block.name);
  if (!found) {
    return failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${TOOLS.map((t) => t.name).join(", ")}`);
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

// #region tasks
/** Where the tasks live: one JSON file per task, readable with `cat .tasks/3.json`. */
const TASKS_DIR = join(WORKDIR, ".tasks");
/** Rounds without a task tool, and since the last reminder, before the model is shown its open tasks again. */
const REMINDER_ROUNDS = 10;

// #region task
/** The statuses a task goes through. A deleted task is not kept: its file goes. */
export const STATUSES = ["pending", "in_progress", "completed"] as const;
/** A task's status: `pending`, `in_progress` or `completed`. */
export type Status = (typeof STATUSES)[number];

/** One task, as its file in `.tasks/` holds it. */
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
  /** The ids of the tasks that must be completed before this one can start. */
  blockedBy: string[];
  /** The ids of the tasks waiting for this one: `blockedBy` the other way round, kept in step by the store. */
  blocks: string[];
}

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

/** What a store operation answers: the text for the model, and the graph as it stands after it, for the panel. */
export interface TaskResult {
  /** The tool result. */
  text: string;
  /** Every task, in id order. */
  tasks: Task[];
}
// #endregion task

// #region store
/**
 * The task graph on disk, shared by every agent working in the same folder.
 *
 * Every operation takes the lock, reads the tasks afresh, checks the graph's rules, writes what changed and
 * lets go: what was read before the lock may already be stale, since another agent may have changed it.
 */
export class TaskStore {
  /** The folder of the task files. */
  readonly dir: string;
  /** The agent that owns the tasks it starts. */
  readonly agent: string;

  /** A store in `dir` (made when first needed), for the agent named `agent`. */
  constructor(dir: string, agent: string) {
    this.dir = dir;
    this.agent = agent;
  }

  /** Adds a task with the next id. */
  create(input: { subject: string; description: string; activeForm?: string }): Promise<TaskResult> {
    return withLock(this.dir, () => {
      const tasks = readTasks(this.dir);
      const id = String(Math.max(readHighWater(this.dir), ...[...tasks.keys()].map(Number)) + 1);
      const task: Task = { id, ...input, status: "pending", owner: null, blockedBy: [], blocks: [] };
      writeTask(this.dir, task);
      writeHighWater(this.dir, Number(id));
      tasks.set(id, task);
      return { text: `Task #${id} created: ${task.subject}`, tasks: inOrder(tasks) };
    });
  }

  /** One task whole, as text. */
  get(taskId: string): Promise<string> {
    return withLock(this.dir, () => {
      const tasks = readTasks(this.dir);
      return describeTask(findTask(tasks, taskId), tasks);
    });
  }

  /** Every task, a line each, and which can start now. */
  list(): Promise<TaskResult> {
    return withLock(this.dir, () => {
      const tasks = readTasks(this.dir);
      if (tasks.size === 0) return { text: "No tasks yet. TaskCreate makes one.", tasks: [] };
      const lines = inOrder(tasks).map((t) => listLine(t, tasks));
      return { text: `${lines.join("\n")}\n\n${canStartNow(tasks)}`, tasks: inOrder(tasks) };
    });
  }

  /** The tasks not completed yet, a line each (none: an empty list): for the reminders. */
  async open(): Promise<string[]> {
    if (!existsSync(this.dir)) return []; // no task tool used yet: leave the workspace as it is
    return withLock(this.dir, () => {
      const tasks = readTasks(this.dir);
      return inOrder(tasks)
        .filter((t) => t.status !== "completed")
        .map((t) => listLine(t, tasks));
    });
  }

  /** Changes one task, and its neighbours' `blocks` and `blockedBy`; all or nothing: a broken rule changes nothing. */
  update(taskId: string, changes: TaskChanges): Promise<TaskResult> {
    return withLock(this.dir, () => {
      const tasks = readTasks(this.dir);
      const task = findTask(tasks, taskId);
      const { status, addBlockedBy = [], addBlocks = [], ...fields } = changes;
      if (status === undefined && addBlockedBy.length + addBlocks.length === 0 && Object.keys(fields).length === 0)
        throw new ToolError(
          `Error: Nothing to change in #${task.id}: give a status, subject, description, activeForm, owner, addBlockedBy or addBlocks.`,
        );
      // Another agent's task in progress is theirs until they finish it: no other agent moves it or takes it.
      const owned = task.status === "in_progress" && Boolean(task.owner) && task.owner !== this.agent;
      if (owned && (status !== undefined || fields.owner !== undefined))
        throw new ToolError(
          `Error: #${task.id} is in progress, owned by ${task.owner}: leave it to ${task.owner}. ${canStartNow(tasks)}`,
        );
      if (status === "deleted") return deleteTask(this.dir, task, tasks);

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
        // A task already started (or done) cannot wait for one still open: it would be running while blocked.
        const waiterStatus = waiter === task && status !== undefined ? status : waiter.status;
        if (waiterStatus !== "pending" && blocker.status !== "completed")
          throw new ToolError(
            `Error: #${waiter.id} is ${waiterStatus.replace("_", " ")}, so it cannot wait for #${blocker.id} (${blocker.status}) now: put #${waiter.id} back to pending first (status "pending").`,
          );
        waiter.blockedBy.push(blocker.id);
        if (!blocker.blocks.includes(waiter.id)) blocker.blocks.push(waiter.id);
        changed.add(blocker).add(waiter);
        said.push(`#${waiter.id} now waits for #${blocker.id}.`);
      }
      Object.assign(task, fields);
      if (Object.keys(fields).length > 0) said.unshift(`Updated #${task.id}: ${Object.keys(fields).join(", ")}.`);
      if (status !== undefined && status === task.status)
        said.push(`#${task.id} is already ${status.replace("_", " ")}.`);
      if (status !== undefined && status !== task.status) {
        const open = openBlockers(task, tasks);
        if (status !== "pending" && open.length > 0)
          throw new ToolError(
            `Error: #${task.id} cannot be ${status === "completed" ? "completed" : "started"}: it waits for ${open.map((t) => `#${t.id} ${t.subject} (${t.status})`).join(", ")}. Finish ${open.length === 1 ? "that" : "those"} first. ${canStartNow(tasks)}`,
          );
        task.status = status;
        if (status === "in_progress") task.owner = fields.owner ?? this.agent;
        said.push(
          `#${task.id} is ${status.replace("_", " ")}${status === "in_progress" ? ` (owner: ${task.owner})` : ""}.`,
        );
        if (status === "completed") {
          const freed = unblockedBy(task, tasks);
          if (freed.length > 0) said.push(`Unblocked: ${freed.map((t) => `#${t.id} ${t.subject}`).join(", ")}.`);
        }
      }
      for (const t of changed) writeTask(this.dir, t);
      return { text: said.join(" "), tasks: inOrder(tasks) };
    });
  }
}
// #endregion store

/** Removes a task's file, and its id from every other task's lists (those waiting only for it can start). */
function deleteTask(dir: string, task: Task, tasks: Map<string, Task>): TaskResult {
  tasks.delete(task.id);
  for (const other of tasks.values()) {
    if (!other.blockedBy.includes(task.id) && !other.blocks.includes(task.id)) continue;
    other.blockedBy = other.blockedBy.filter((id) => id !== task.id);
    other.blocks = other.blocks.filter((id) => id !== task.id);
    writeTask(dir, other);
  }
  rmSync(join(dir, `${task.id}.json`), { force: true });
  const freed = unblockedBy(task, tasks);
  const unblocked = freed.length ? ` Unblocked: ${freed.map((t) => `#${t.id} ${t.subject}`).join(", ")}.` : "";
  return { text: `Task #${task.id} deleted.${unblocked}`, tasks: inOrder(tasks) };
}

// #region rules
/** The tasks these ids name; an id that names none is an error that lists the ids there are (ids, not subjects). */
function checkIds(ids: string[], tasks: Map<string, Task>): Task[] {
  // #region exercise:blockers
  return ids.map((raw) => {
    const task = tasks.get(raw.trim().replace(/^#/, ""));
    if (task) return task;
    // A subject where an id belongs: a store that took it as an id would block the task for ever, silently.
    const named = [...tasks.values()].find((t) => t.subject.toLowerCase() === raw.trim().toLowerCase());
    if (named)
      throw new ToolError(
        `Error: "${raw}" is a subject, not a task id: blockers are given by id. #${named.id} is "${named.subject}", so write "${named.id}".`,
      );
    throw new ToolError(
      `Error: No task #${raw}. Blockers are task ids, not subjects; the tasks are ${
        inOrder(tasks)
          .map((t) => `#${t.id} ${t.subject}`)
          .join(", ") || "none yet"
      }.`,
    );
  });
  // #endregion exercise:blockers
}

/**
 * The circle that `waiter` waiting for `blocker` would close, or undefined when there is none.
 *
 * The chain of "waits for" from `blocker` back to `waiter`: `["3", "2", "1"]` is #3 waiting for #2, which waits
 * for #1.
 */
export function findCycle(tasks: Map<string, Task>, blocker: string, waiter: string): string[] | undefined {
  // #region exercise:cycle
  if (blocker === waiter) return [waiter];
  // Depth-first along blockedBy from the blocker: reaching the waiter closes the circle.
  const seen = new Set<string>();
  const walk = (id: string): string[] | undefined => {
    if (id === waiter) return [id];
    if (seen.has(id)) return undefined;
    seen.add(id);
    for (const next of tasks.get(id)?.blockedBy ?? []) {
      const rest = walk(next);
      if (rest) return [id, ...rest];
    }
    return undefined;
  };
  return walk(blocker);
  // #endregion exercise:cycle
}

function cycleError(waiter: Task, blocker: Task, cycle: string[]): string {
  if (cycle.length === 1) return `Error: #${waiter.id} cannot wait for itself.`;
  const chain = [waiter.id, ...cycle].map((id) => `#${id}`).join(" → ");
  return `Error: #${waiter.id} cannot wait for #${blocker.id}: that closes a circle, ${chain} (each waits for the next), and none of them could ever start. Leave this dependency out, or split a task.`;
}

/** The tasks `task` still waits for: its blockers not completed yet. */
function openBlockers(task: Task, tasks: Map<string, Task>): Task[] {
  return task.blockedBy
    .map((id) => tasks.get(id))
    .filter((t): t is Task => t !== undefined && t.status !== "completed");
}

/** The tasks that `done`, just completed, was the last open blocker of: they can start now. */
function unblockedBy(done: Task, tasks: Map<string, Task>): Task[] {
  // #region exercise:unblocked
  return done.blocks
    .map((id) => tasks.get(id))
    .filter((t): t is Task => t !== undefined && t.status === "pending" && openBlockers(t, tasks).length === 0);
  // #endregion exercise:unblocked
}

/** Which tasks can start now: pending, with no open blocker. */
function canStartNow(tasks: Map<string, Task>): string {
  const open = inOrder(tasks).filter((t) => t.status !== "completed");
  if (open.length === 0) return "Every task is completed.";
  const ready = open.filter((t) => t.status === "pending" && openBlockers(t, tasks).length === 0);
  if (ready.length === 0) return "No task can start now: each open one is in progress or waits for another.";
  const more = ready.length > 5 ? ` and ${ready.length - 5} more (TaskList shows them)` : "";
  return `Can start now: ${ready
    .slice(0, 5)
    .map((t) => `#${t.id} ${t.subject}`)
    .join(", ")}${more}.`;
}
// #endregion rules

// #region files
/** Runs `work` holding the store's lock, taken with a few retries; says so, as a tool error, when it cannot be had. */
async function withLock<T>(dir: string, work: () => T): Promise<T> {
  // #region exercise:lock
  mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: join(dir, ".lock"),
      realpath: false,
      // About 30 tries over 2-3 s, 5 to 100 ms apart: then give up, never hang.
      retries: { retries: 30, factor: 1.5, minTimeout: 5, maxTimeout: 100 },
      // A lock whose holder died (kill -9) is taken over once 2 s old; a live holder keeps it fresh.
      stale: 2000,
      // Lost while held (this process stopped for over 2 s, and another agent took it over as stale): noticed
      // on release, below; the default would throw from a timer and end the lesson.
      onCompromised: () => {},
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ELOCKED") throw err;
    throw new ToolError(
      "Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.",
    );
  }
  try {
    return work(); // reads the task files afresh: what was read before the lock may be stale
  } finally {
    // A lock lost meanwhile is another agent's now: not ours to release (ERELEASED).
    await release().catch((err) => {
      if (err.code !== "ERELEASED") throw err;
    });
  }
  // #endregion exercise:lock
}

/** Every task file of the folder, read now, by id. */
function readTasks(dir: string): Map<string, Task> {
  const tasks = new Map<string, Task>();
  for (const name of readdirSync(dir).filter((n) => /^\d+\.json$/.test(n))) {
    // A task file is a regular file: a link or a pipe in its place is left alone (a pipe would hang the read).
    if (!lstatSync(join(dir, name)).isFile()) continue;
    let task: unknown;
    try {
      task = JSON.parse(readFileSync(join(dir, name), "utf-8"));
    } catch {
      throw new ToolError(`Error: .tasks/${name} is not valid JSON: fix it or delete it (nothing was changed).`);
    }
    const problem = taskProblem(task, name.slice(0, -".json".length));
    if (problem) throw new ToolError(`Error: .tasks/${name} ${problem}: fix it or delete it (nothing was changed).`);
    tasks.set((task as Task).id, task as Task);
  }
  return tasks;
}

/** What is wrong with a task file's content (its file names task `id`), or undefined when it is a whole task. */
function taskProblem(task: unknown, id: string): string | undefined {
  if (typeof task !== "object" || task === null || Array.isArray(task)) return "is not a task (not a JSON object)";
  const t = task as Record<string, unknown>;
  if (t.id === undefined) return "has no id";
  if (t.id !== id) return `says it is task ${JSON.stringify(t.id)}, but its name says #${id}`;
  if (typeof t.subject !== "string") return "has no subject";
  if (!["pending", "in_progress", "completed"].includes(t.status as string))
    return `has the status ${JSON.stringify(t.status)}, not pending, in_progress or completed`;
  for (const list of ["blockedBy", "blocks"])
    if (!Array.isArray(t[list]) || !(t[list] as unknown[]).every((x) => typeof x === "string"))
      return `has a ${list} that is not a list of task ids`;
  return undefined;
}

/** Writes a task's file whole: to a temporary file first, then renamed over it, so no reader sees half of it. */
function writeTask(dir: string, task: Task): void {
  const temp = join(dir, `.${task.id}.json.${process.pid}.tmp`);
  writeFileSync(temp, `${JSON.stringify(task, null, 2)}\n`);
  renameSync(temp, join(dir, `${task.id}.json`));
}

/** The highest id ever given (0: none yet), kept in `.highwatermark` beside the tasks. */
function readHighWater(dir: string): number {
  const file = join(dir, ".highwatermark");
  try {
    return lstatSync(file).isFile() ? Number.parseInt(readFileSync(file, "utf-8"), 10) || 0 : 0;
  } catch {
    return 0; // none yet
  }
}

function writeHighWater(dir: string, id: number): void {
  const temp = join(dir, `.highwatermark.${process.pid}.tmp`);
  writeFileSync(temp, `${id}\n`);
  renameSync(temp, join(dir, ".highwatermark"));
}
// #endregion files

// #region render
/** The task an id names (`"3"`, or `"#3"`), or an error that lists the ids there are. */
function findTask(tasks: Map<string, Task>, taskId: string): Task {
  const task = tasks.get(taskId.trim().replace(/^#/, ""));
  if (task) return task;
  if (tasks.size === 0)
    throw new ToolError(`Error: No task #${taskId}: there are no tasks yet (TaskCreate makes one).`);
  throw new ToolError(
    `Error: No task #${taskId}. The tasks are ${inOrder(tasks)
      .map((t) => `#${t.id}`)
      .join(", ")}: ids are the numbers TaskCreate gave (TaskList shows them).`,
  );
}

/** The tasks by id, in number order. */
function inOrder(tasks: Map<string, Task>): Task[] {
  return [...tasks.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

/** A task in one line: `#3 [pending] Write the tests [blocked by #2]`, `#2 [in_progress] Build the API (owner: main)`. */
function listLine(task: Task, tasks: Map<string, Task>): string {
  const owner = task.owner && task.status === "in_progress" ? ` (owner: ${task.owner})` : "";
  const open = openBlockers(task, tasks);
  const blocked = open.length > 0 ? ` [blocked by ${open.map((t) => `#${t.id}`).join(", ")}]` : "";
  return `#${task.id} [${task.status}] ${task.subject}${owner}${blocked}`;
}

/** A task whole, for TaskGet. */
function describeTask(task: Task, tasks: Map<string, Task>): string {
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

const ICONS: Record<Status, string> = { pending: " ", in_progress: "▸", completed: "✓" };

/** Shows the graph in the task panel, and hands the model its text. */
function shown(result: Promise<TaskResult>): Promise<string> {
  return result.then(({ text, tasks }) => {
    const byId = new Map(tasks.map((t) => [t.id, t]));
    session.ui.todos(
      tasks.map((t) => ({
        text: `[${ICONS[t.status]}] ${listLine(t, byId).replace(/ \[\w+\]/, "")}`,
        status: t.status,
        activity: t.activeForm ?? t.subject,
      })),
      "## Tasks",
      { withResult: true },
    );
    return text;
  });
}
// #endregion render

/** The task graph of this workspace, for this agent. */
const TASKS = new TaskStore(TASKS_DIR, AGENT);

// #region reminders
/** The open tasks, a line each (none: an empty list); a line saying so when the list stayed locked too long. */
function openTasks(): Promise<string[]> {
  return TASKS.open().catch((err: unknown) => [err instanceof Error ? err.message : String(err)]);
}

/** A reminder that lists the open tasks, after `what` happened. */
function taskReminder(what: string, open: string[], then: string): string {
  const list = open.length > 0 ? `Open tasks:\n${open.join("\n")}` : "There are no open tasks.";
  return `<reminder>${what} ${list}\n${then}</reminder>`;
}
// #endregion reminders

// #region counters
/** Model rounds in a row without a task tool, and since the last reminder, counted across the session. */
let roundsWithoutTasks = 0;
let roundsSinceReminder = REMINDER_ROUNDS;
// #endregion counters
// #endregion tasks

// #region loop
/** The agent loop: call the model, run the tools it asks for, send the results back, until it stops asking. */
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
    let usedTasks = false;
    for (const block of response.content) {
      if (block.type === "tool_use") {
        results.push(await session.supervise(block, TOOLS, runTool));
        if (block.name.startsWith("Task")) usedTasks = true;
      }
    }
    // #region exercise:nag
    roundsWithoutTasks = usedTasks ? 0 : roundsWithoutTasks + 1;
    roundsSinceReminder += 1;
    if (roundsWithoutTasks >= REMINDER_ROUNDS && roundsSinceReminder >= REMINDER_ROUNDS) {
      // After the tool results, with the plan itself: the model sees its open tasks again, not only a nudge.
      const reminder = taskReminder(
        `The task tools have not been used for ${roundsWithoutTasks} rounds.`,
        await openTasks(),
        "Keep them up to date with TaskUpdate as you work.",
      );
      results.push({ type: "text", text: reminder });
      session.ui.reminder(reminder);
      roundsSinceReminder = 0;
    }
    // #endregion exercise:nag
    messages.push({ role: "user", content: results });
  }
  // #endregion exercise:loop
}
// #endregion loop

// #region repl
/** The REPL: each request (typed, given with -p, or the demo's) runs the loop on the one history of the session. */
async function repl(): Promise<void> {
  const history: Anthropic.MessageParam[] = [];
  for await (const query of session.prompts()) {
    const checkpoint = history.length;
    const content: Anthropic.TextBlockParam[] = [{ type: "text", text: query }];
    // #region resume
    // The session's first message: the tasks an earlier session (or another agent) left on disk.
    const open = history.length === 0 ? await openTasks() : [];
    if (open.length > 0) {
      const reminder = taskReminder(
        "Tasks from an earlier session are in .tasks/.",
        open,
        "Carry on with them (TaskList, TaskGet) instead of planning again.",
      );
      content.unshift({ type: "text", text: reminder });
      session.ui.reminder(reminder);
    }
    // #endregion resume
    history.push({ role: "user", content });
    try {
      await agentLoop(history);
    } catch (err) {
      history.length = checkpoint; // drop the failed turn: the conversation stays valid, the learner can retry
      session.fail(err);
      continue;
    }
    session.answer(history);
  }
  session.close();
}

// Run as a program (pnpm lesson, node agent.ts) the file starts its REPL; imported by a test, it starts nothing.
if (isMain(import.meta.filename)) await repl();
// #endregion repl
