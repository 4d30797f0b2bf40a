/**
 * Lesson s15: an agent team.
 *
 * s12's task graph could be shared by several agents, but a learner had to start each one. Here the agent is the
 * lead of a team: it spawns named teammates (spawn_teammate), each an agent loop of its own in this process, with
 * its own history, prompt and tools (the task tools and messaging, not spawn). They share the task graph, whose
 * owner is each agent's name: an idle teammate claims the next ready task, and finishing it unblocks others.
 * They talk through mailboxes, one JSON-lines file per agent in `.team/inbox/`, written as the tasks are: a
 * message leaves its inbox only once it is in its reader's history, and each agent is handed its new messages
 * before its next model call. The agents take turns in a fixed order, one model call each, so a recorded session
 * replays exactly; the lead ends the work by asking each teammate to stop, and each answers.
 *
 * The plan leaves the conversation. s05's todo_write list lived in the process, flat and gone at exit; here
 * each task is a JSON file in the workspace's `.tasks/` folder, with the tasks it waits for (`blockedBy`), so
 * the plan is a graph that outlives the session and that several agents can share. Four tools replace
 * todo_write: TaskCreate, TaskGet, TaskUpdate and TaskList. The store keeps the graph sound (no id that does
 * not exist, no cycle, no task started before its blockers are done, no task taken from its owner), and it
 * changes the files as a database would: under a lock (a lease) every agent respects, reading them again once
 * it holds it, and writing nothing once it has lost it. Open tasks are shown at a session's start, and again
 * after a long stretch without the task tools.
 *
 * Run it: `pnpm lesson s15` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  editTextFile,
  globFiles,
  isMain,
  readTextFile,
  runBash,
  startSession,
  type Tool,
  tool,
  ToolError,
  toolSpecs,
  writeTextFile,
} from "@agent-workbook/kit";
// What s12 does not teach: the kit's file safety (a StoreFolder, a lease), the task files' format, their views.
import { StoreFolder, takeLease, readTaskFiles, nextTaskId, removeTask, STATUSES } from "@agent-workbook/kit";
import { type Task, type TaskChanges, type TaskResult, inOrder, findTask, openBlockers } from "@agent-workbook/kit";
import { canStartNow, listText, openLines, describeTask, cycleError, showTasks, taskNames } from "@agent-workbook/kit";

// #region config
const session = startSession({ id: "s15", entry: import.meta.filename });
const client = session.client;
const MODEL = session.model;
const WORKDIR = session.workdir;
const MAX_TOKENS = 8000;
/** The lead's name, the owner of the tasks it starts: AGENT_NAME, for a second agent on the same tasks. */
const AGENT = process.env.AGENT_NAME || "lead";

const SYSTEM = `You are a coding agent at ${WORKDIR}, named ${AGENT}: the lead of a team.

Loop: plan with the task tools, spawn teammates to do the tasks, answer their messages, then report what the team did.

Rules:
- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).
- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- Teammates claim ready tasks themselves (pending, no owner, blockers completed); send_message for anything else.
- When the work is done, ask each teammate to stop (shutdown_request) and wait for the answers before you report.
- When done, summarise what changed in a few lines.`;

/** A teammate's name: a short word in lower case, which names its inbox file too. */
const NAME = /^[a-z][a-z0-9-]{0,15}$/;

/** A teammate's prompt: its name, its role, its team. */
const teammateSystem = (
  name: string,
  role: string,
) => `You are ${name}, a ${role} at ${WORKDIR}, on a team led by ${AGENT}.

Rules:
- Your tasks are in .tasks/, shared with the team. When you are idle, you are given the next ready one: do it, mark it completed (TaskUpdate), then end your turn.
- Messages from the team reach you as <message> blocks; answer with send_message when asked.
- Asked to stop (a shutdown_request), answer with shutdown_response: approve once you hold no task in progress.
- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.`;
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
    (input) => shown(speaker.tasks.create(input)),
    { needsPermission: false },
  ),
  tool(
    "TaskGet",
    "Read one task whole: subject, description, status, owner, the tasks it is blocked by and the tasks it blocks.",
    { taskId: z.string().describe('The task\'s id, e.g. "3"') },
    ({ taskId }) => speaker.tasks.get(taskId),
    { needsPermission: false },
  ),
  tool(
    "TaskUpdate",
    "Change a task: its status (in_progress when you start it, completed when it is done, deleted), its text, its owner, or the tasks it waits for (addBlockedBy) or holds up (addBlocks), given by id.",
    {
      taskId: z.string().describe('The task\'s id, e.g. "3"'),
      status: z.enum([...STATUSES, "deleted"]).optional(),
      subject: z.string().trim().min(1, "give the task a short title").optional(),
      description: z.string().optional(),
      activeForm: z.string().optional(),
      owner: z.string().trim().min(1, "give an agent's name").optional().describe("The agent that works on it"),
      addBlockedBy: z.array(z.string()).optional().describe("Ids of tasks that must be completed before this one"),
      addBlocks: z.array(z.string()).optional().describe("Ids of tasks that cannot start before this one is completed"),
    },
    ({ taskId, ...changes }) => shown(speaker.tasks.update(taskId, changes)),
    { needsPermission: false },
  ),
  tool(
    "TaskList",
    "List every task: id, status, subject, owner and what it is blocked by, and which tasks can start now.",
    {},
    async () => (await speaker.tasks.list()).text,
    { needsPermission: false },
  ),
  tool(
    "spawn_teammate",
    "Start a teammate: an agent of its own, with the task tools and messaging. It does what the prompt says, then takes the ready tasks.",
    {
      name: z
        .string()
        .regex(NAME, "a short name in lower case, e.g. alice")
        .describe("Its name, e.g. alice: the owner of its tasks"),
      role: z.string().trim().min(1, "give it a role").describe("What it does, e.g. tester"),
      prompt: z.string().trim().min(1, "give it its first instructions").describe("Its first instructions"),
    },
    (input) => spawnTeammate(input),
    { needsPermission: false },
  ),
  tool(
    "send_message",
    "Send a message to another agent of the team, by name. It is handed to them before their next turn.",
    {
      to: z.string().describe("The agent's name"),
      content: z.string().trim().min(1, "say something").describe("The message"),
    },
    ({ to, content }) => sendMessage(to, { type: "message", content }),
    { needsPermission: false },
  ),
  tool(
    "read_inbox",
    "Read the messages that came since your turn began (those before it were handed to you already).",
    {},
    async () => {
      const mail = MAIL.peek(speaker.name).slice(speaker.read);
      speaker.read += mail.length; // taken out of the inbox once this result is in the history
      return mail.map(messageText).join("\n") || "No new messages.";
    },
    { needsPermission: false },
  ),
  tool(
    "shutdown_request",
    "Ask a teammate to stop. Its shutdown_response comes to your inbox with the same request_id.",
    { to: z.string().describe("The teammate's name") },
    ({ to }) => requestShutdown(to),
    { needsPermission: false },
  ),
  tool(
    "shutdown_response",
    "Answer a shutdown_request: approve to stop after this turn (only with no task in progress), or refuse and say why.",
    {
      request_id: z.string().describe("The request's id"),
      approve: z.boolean(),
      reason: z.string().optional().describe("Why not, or what you leave behind"),
    },
    (input) => respondShutdown(input),
    { needsPermission: false },
  ),
];

/** The lead's tools: all of them but shutdown_response, a teammate's answer. */
export const LEAD_TOOLS = TOOLS.filter((t) => t.name !== "shutdown_response");
/** A teammate's tools: the lead's less spawn_teammate (no nesting) and shutdown_request, and shutdown_response. */
export const TEAMMATE_TOOLS = TOOLS.filter((t) => t.name !== "spawn_teammate" && t.name !== "shutdown_request");
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
/** Rounds without a task tool, and since the last reminder, before the model is shown its open tasks again. */
const REMINDER_ROUNDS = 10;

// #region store
/**
 * The task graph on disk, shared by every agent working in the same folder.
 *
 * A task (the kit's Task) is the file `.tasks/<id>.json`, with `blockedBy`, the ids of the tasks it waits for, and
 * `blocks`, the same edges reversed. Every operation takes the lock, reads the tasks afresh, checks the graph's rules, writes what changed and lets
 * go: what was read before the lock may already be stale, since another agent may have changed it.
 */
export class TaskStore {
  /** The folder of the task files, `.tasks/` (the kit's StoreFolder: nothing is written outside it). */
  readonly folder: StoreFolder;
  /** The agent that owns the tasks it starts. */
  readonly agent: string;

  /** A store in the folder `.tasks` of `workdir` (made when first needed), for the agent named `agent`. */
  constructor(workdir: string, agent: string) {
    this.folder = new StoreFolder(workdir, ".tasks");
    this.agent = agent;
  }

  /** Adds a task with the next id; its file is created, never written over another. */
  create(input: { subject: string; description: string; activeForm?: string }): Promise<TaskResult> {
    return withLock(this.folder, (tasks, stillLocked) => {
      const id = nextTaskId(this.folder);
      const task: Task = { id, ...input, status: "pending", owner: null, blockedBy: [], blocks: [] };
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

  // #region claim
  /** Claims the first ready task (pending, no owner, every blocker completed) for this agent; none ready: undefined. */
  async claim(): Promise<Task | undefined> {
    if (!this.folder.exists()) return undefined; // no task tool used yet: leave the workspace as it is
    // The tasks read afresh, inside the lock: another agent may have claimed one meanwhile.
    return withLock(this.folder, (tasks, stillLocked) => {
      // #region exercise:claim
      const task = inOrder(tasks).find(
        (t) => t.status === "pending" && !t.owner && openBlockers(t, tasks).length === 0,
      );
      if (!task) return undefined;
      task.status = "in_progress";
      task.owner = this.agent;
      writeTask(this.folder, task, stillLocked);
      return task;
      // #endregion exercise:claim
    });
  }
  // #endregion claim

  /** Changes one task, and its neighbours' `blocks` and `blockedBy`; all or nothing: a broken rule changes nothing. */
  update(taskId: string, changes: TaskChanges): Promise<TaskResult> {
    return withLock(this.folder, (tasks, stillLocked) => {
      const task = findTask(tasks, taskId);
      const { status, addBlockedBy = [], addBlocks = [], ...fields } = changes;
      if (status === undefined && addBlockedBy.length + addBlocks.length + Object.keys(fields).length === 0)
        throw new ToolError(
          `Error: Nothing to change in #${task.id}: give a status, subject, description, activeForm, owner, addBlockedBy or addBlocks.`,
        );
      // Another agent's task in progress is theirs until they finish it: no other agent moves it or takes it.
      const owned = task.status === "in_progress" && Boolean(task.owner) && task.owner !== this.agent;
      if (owned && (status !== undefined || fields.owner !== undefined))
        throw new ToolError(
          `Error: #${task.id} is in progress, owned by ${task.owner}: leave it to ${task.owner}. ${canStartNow(tasks)}`,
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

/** Removes a task's file, then its id from every other task's lists (those waiting only for it can start). */
function deleteTask(folder: StoreFolder, task: Task, tasks: Map<string, Task>, stillLocked: () => void): TaskResult {
  stillLocked();
  folder.remove(`${task.id}.json`); // first: a kill then leaves ids of a task gone, which every read drops
  for (const other of removeTask(tasks, task.id)) writeTask(folder, other, stillLocked);
  const freed = unblockedBy(task, tasks);
  const text = `Task #${task.id} deleted.${freed.length ? ` Unblocked: ${taskNames(freed)}.` : ""}`;
  return { text, tasks: inOrder(tasks) };
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
    const known = taskNames(inOrder(tasks)) || "none yet";
    throw new ToolError(`Error: No task #${raw}. Blockers are task ids, not subjects; the tasks are ${known}.`);
  });
  // #endregion exercise:blockers
}

/** The circle `waiter` waiting for `blocker` would close, from `blocker` (`["3", "2", "1"]`: #3 → #2 → #1), or undefined. */
export function findCycle(tasks: Map<string, Task>, blocker: string, waiter: string): string[] | undefined {
  // #region exercise:cycle
  if (blocker === waiter) return [waiter];
  // Depth-first along blockedBy from the blocker, on a stack of its own, not the call stack (a chain of 12 000
  // tasks is no deeper for it): reaching the waiter closes the circle; `from` leads back the way the walk came.
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
  // #endregion exercise:cycle
}

/** The tasks that `done`, just completed, was the last open blocker of: they can start now. */
function unblockedBy(done: Task, tasks: Map<string, Task>): Task[] {
  // #region exercise:unblocked
  return done.blocks
    .map((id) => tasks.get(id))
    .filter((t): t is Task => t !== undefined && t.status === "pending" && openBlockers(t, tasks).length === 0);
  // #endregion exercise:unblocked
}
// #endregion rules

// #region files
/** Runs `work` on the tasks read afresh under the lock; `stillLocked`, before each write, throws once it is lost. */
async function withLock<T>(folder: StoreFolder, work: (tasks: Map<string, Task>, stillLocked: () => void) => T) {
  folder.make();
  // #region exercise:lock
  // Tries for about 2.4 s, then gives up: never hangs. A lock not renewed for 2 s is a dead (or stalled) agent's.
  const lease = await takeLease(join(folder.path, ".lock"), { staleMs: 2000, waitMs: 2400 });
  if (!lease)
    throw new ToolError(
      "Error: The task list is locked by another agent (.tasks/.lock), and it stayed locked for over 2 s. Try again in a moment.",
    );
  // #endregion exercise:lock
  // Before each write: is the lock still ours? An agent held up past 2 s has lost it, and must write nothing.
  const stillLocked = () => {
    if (!lease.holds())
      throw new ToolError(
        "Error: This agent was held up for over 2 s while it held the task list's lock, and another agent took it over: nothing more was written. Look at TaskList, then try again.",
      );
  };
  try {
    folder.removeLeftovers(); // the temporary files of an agent killed while it wrote
    return work(readTaskFiles(folder), stillLocked); // afresh: what was read before the lock may be stale
  } finally {
    lease.release(); // a lock lost meanwhile is another agent's now: release leaves it
  }
}

/** Writes a task's file whole (the kit's atomic write), if the lock is still ours; `create`: never over a file. */
function writeTask(folder: StoreFolder, task: Task, stillLocked: () => void, create = false): void {
  const text = `${JSON.stringify(task, null, 2)}\n`;
  folder.write(`${task.id}.json`, text, { exclusive: create, beforeCommit: stillLocked });
}
// #endregion files

/** Shows the graph in the task panel, and hands the model its text. */
const shown = (result: Promise<TaskResult>) => showTasks(session.ui, result);

/** The task graph of this workspace, for this agent. */
const TASKS = new TaskStore(WORKDIR, AGENT);

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

// #endregion tasks

// #region team
/** Model calls a teammate may make in the session, and rounds the team may take for one request. */
const MAX_TURNS = 50;
const MAX_ROUNDS = 100;
/** The team's folder: `config.json`, who is on it; `inbox/NAME.jsonl`, a mailbox each. */
const TEAM_DIR = new StoreFolder(WORKDIR, ".team");

// #region mailbox
/** One message: a line of its reader's inbox. */
export interface Message {
  /** A message, or one half of the shutdown handshake. */
  type: "message" | "shutdown_request" | "shutdown_response";
  /** The sender's name. */
  from: string;
  /** What it says. */
  content: string;
  /** When it was sent: kept in the file, not shown to the model (a replay sends the same requests). */
  timestamp: string;
  /** A shutdown request's id, which its response repeats. */
  request_id?: string;
  /** A shutdown response's answer: whether the teammate stops. */
  approve?: boolean;
}

/**
 * The team's mailboxes, `.team/inbox/NAME.jsonl`: a JSON line a message.
 *
 * Kept as the task files are: changed under a lease every agent respects, read afresh once it is held, written
 * whole. Senders add at the end; an inbox's one reader takes from the front only what is in its history already:
 * no message is lost, none is read twice.
 */
export class Mailbox {
  /** The folder of the inbox files. */
  readonly folder = new StoreFolder(TEAM_DIR.path, "inbox");

  /** Adds a message at the end of `to`'s inbox. */
  send(to: string, message: Message): Promise<void> {
    return this.locked((write) => {
      // #region exercise:send
      write(`${to}.jsonl`, [...this.lines(to), JSON.stringify(message)]);
      // #endregion exercise:send
    });
  }

  /** The messages waiting in `name`'s inbox, oldest first; none is taken out. */
  peek(name: string): Message[] {
    return this.lines(name).map(parseMessage);
  }

  /** Takes the first `count` messages out of `name`'s inbox, once they are in its reader's history; later ones stay. */
  take(name: string, count: number): Promise<void> {
    return this.locked((write) => {
      // #region exercise:take
      write(`${name}.jsonl`, this.lines(name).slice(count));
      // #endregion exercise:take
    });
  }

  private lines(name: string): string[] {
    if (!this.folder.exists()) return [];
    // Never read through a link out of the workspace: the turn stops, with the kit's reason.
    for (const folder of [TEAM_DIR, this.folder]) {
      try {
        folder.check();
      } catch (err) {
        throw new Error((err as Error).message.replace(/^Error: /, "")); // the session says "Error: " itself
      }
    }
    return (this.folder.read(`${name}.jsonl`) ?? "").split("\n").filter(Boolean);
  }

  /** Runs `work` holding the mailboxes' lease; `write` writes an inbox whole, only while the lease is still held. */
  private async locked(work: (write: (file: string, lines: string[]) => void) => void): Promise<void> {
    TEAM_DIR.make();
    this.folder.make();
    const lease = await takeLease(join(this.folder.path, ".lock"), { staleMs: 2000, waitMs: 2500 });
    if (!lease)
      throw new ToolError(
        "Error: The mailboxes are locked by another agent (.team/inbox/.lock) for over 2 s. Try again.",
      );
    const lost = () => {
      if (!lease.holds()) throw new ToolError("Error: The mailboxes' lock was lost (this agent stalled): try again.");
    };
    try {
      this.folder.removeLeftovers(); // the temporary files of an agent killed while it wrote
      work((file, lines) => this.folder.write(file, lines.map((line) => `${line}\n`).join(""), { beforeCommit: lost }));
    } finally {
      lease.release();
    }
  }
}

/** A line of an inbox as a message; a line that is not one is handed over as it is, never lost. */
function parseMessage(line: string): Message {
  try {
    const m = JSON.parse(line);
    if (typeof m?.type === "string" && typeof m.from === "string" && typeof m.content === "string") return m;
  } catch {}
  return { type: "message", from: "unknown", content: `(not a message: ${line})`, timestamp: "" };
}

/** A message as its reader is handed it: `<message from="bob" type="message">…</message>`. */
export function messageText({ from, type, content, request_id, approve }: Message): string {
  const id = request_id === undefined ? "" : ` request_id="${request_id}"`;
  return `<message from="${from}" type="${type}"${id}${approve === undefined ? "" : ` approve="${approve}"`}>${content}</message>`;
}
// #endregion mailbox

// #region members
const MAIL = new Mailbox();

/** An agent of the team, the lead or a teammate: its own history, prompt and tools, its name on its tasks. */
type Member = ReturnType<typeof member>;

function member(name: string, role: string, system: string, tools: Tool[], messages: Anthropic.MessageParam[]) {
  // working: it has something to answer; idle: it ended its turn; shutdown: it has stopped for good.
  const status = "idle" as "working" | "idle" | "shutdown";
  const tasks = new TaskStore(WORKDIR, name); // the task graph as this agent: it owns what it starts
  // Its model calls; the messages read_inbox read this turn (taken out once in its history); s12's counters.
  const counters = { turns: 0, read: 0, roundsWithoutTasks: 0, roundsSinceReminder: REMINDER_ROUNDS };
  return { name, role, system, tools, messages, status, tasks, ...counters };
}

/** The lead, the session's agent, whose history is the REPL's. */
const LEAD = member(AGENT, "lead", SYSTEM, LEAD_TOOLS, []);
/** The team in the order of its turns: the lead, then each teammate in the order it was spawned. */
const MEMBERS = new Map([[AGENT, LEAD]]);
/** The agent whose turn it is: the tools act as it (it owns the tasks it starts, it signs its messages). */
let speaker = LEAD;
/** The shutdown requests not answered yet: each id, and the teammate it asks. */
const REQUESTS = new Map<string, string>();
const roster = () => [...MEMBERS.keys()].join(", ");

/** A new teammate: its first instructions are its whole history; it takes its first turn after the lead's. */
async function spawnTeammate({ name, role, prompt }: { name: string; role: string; prompt: string }): Promise<string> {
  if (MEMBERS.has(name)) throw new ToolError(`Error: ${name} is on the team already (${roster()}): give another name.`);
  const mate = member(name, role, teammateSystem(name, role), TEAMMATE_TOOLS, [{ role: "user", content: prompt }]);
  MEMBERS.set(name, mate);
  setStatus(mate, "working");
  return `Spawned ${name} (${role}): it takes its first turn after yours. The team: ${roster()}.`;
}

/** Puts a message in `to`'s inbox, from the agent whose turn it is. */
async function sendMessage(to: string, message: Omit<Message, "from" | "timestamp">): Promise<string> {
  const reader = MEMBERS.get(to);
  if (!reader) throw new ToolError(`Error: No agent named "${to}" on the team. The team: ${roster()}.`);
  if (reader === speaker) throw new ToolError(`Error: ${to} is you: write to another agent (the team: ${roster()}).`);
  if (reader.status === "shutdown") throw new ToolError(`Error: ${to} has stopped: no one reads its inbox now.`);
  const { type, content, ...handshake } = message;
  await MAIL.send(to, { type, from: speaker.name, content, timestamp: new Date().toISOString(), ...handshake });
  return `Sent to ${to}.`;
}

/** Hands an agent the messages waiting in its inbox, into its history; only then are they taken out of the file. */
async function deliver(agent: Member): Promise<boolean> {
  // #region exercise:deliver
  const mail = MAIL.peek(agent.name);
  if (mail.length === 0) return false;
  tell(agent, mail.map(messageText));
  await MAIL.take(agent.name, mail.length);
  return true;
  // #endregion exercise:deliver
}

/** Adds texts to an agent's history for its next call: after its last tool results, or as a user turn. */
function tell(agent: Member, texts: string[]): void {
  for (const text of texts) session.ui.reminder(text);
  const blocks = texts.map((text) => ({ type: "text" as const, text }));
  const last = agent.messages.at(-1);
  if (last?.role === "user" && Array.isArray(last.content)) last.content.push(...blocks);
  else agent.messages.push({ role: "user", content: blocks });
}

/** Asks a teammate to stop; its answer (to the lead's inbox) repeats the request's id. */
async function requestShutdown(to: string): Promise<string> {
  const request_id = `stop-${REQUESTS.size + 1}`;
  await sendMessage(to, { type: "shutdown_request", content: `${AGENT} asks you to stop.`, request_id });
  REQUESTS.set(request_id, to);
  return `Asked ${to} to stop (request_id ${request_id}): the answer comes to your inbox.`;
}

/** A teammate's answer: approved, it stops after this turn, but never with a task in progress. */
async function respondShutdown(answer: { request_id: string; approve: boolean; reason?: string }) {
  const { request_id, approve, reason } = answer;
  if (REQUESTS.get(request_id) !== speaker.name)
    throw new ToolError(`Error: No shutdown request ${request_id} is open for ${speaker.name}.`);
  const held = (await speaker.tasks.list()).tasks.filter((t) => t.status === "in_progress" && t.owner === speaker.name);
  if (approve && held.length > 0)
    throw new ToolError(
      `Error: #${held[0].id} ${held[0].subject} is in progress, yours: complete it (TaskUpdate) before you stop, or answer approve: false and say why.`,
    );
  const content = reason ?? (approve ? "Stopping." : "Not now.");
  await sendMessage(AGENT, { type: "shutdown_response", content, request_id, approve });
  REQUESTS.set(request_id, approve ? "" : speaker.name); // answered; a refusal may be approved later
  if (approve) setStatus(speaker, "shutdown");
  return approve ? "Approved: this is your last turn." : "Refused: you carry on.";
}

/** Sets an agent's status, and writes who is on the team and how each stands to `.team/config.json`. */
function setStatus(agent: Member, status: Member["status"]): void {
  agent.status = status;
  if (MEMBERS.size === 1) return; // no team yet: no .team/ folder
  const members = [...MEMBERS.values()].map(({ name, role, status }) => ({ name, role, status }));
  TEAM_DIR.make();
  TEAM_DIR.write("config.json", `${JSON.stringify({ members }, null, 2)}\n`);
}

/** Whether an agent takes a turn this round: it is working, or new messages or (idle teammate) a ready task wake it. */
async function wakes(agent: Member): Promise<boolean> {
  if (agent.status === "shutdown") return false;
  if ((await deliver(agent)) || (agent !== LEAD && agent.status === "idle" && (await claimNext(agent))))
    setStatus(agent, "working");
  return agent.status === "working";
}

/** An idle teammate claims the next ready task, and is told so; false when none is ready. */
async function claimNext(mate: Member): Promise<boolean> {
  const task = await mate.tasks.claim();
  if (!task) return false;
  tell(mate, [`<claimed>#${task.id} ${task.subject} is yours, in progress: ${task.description}</claimed>`]);
  await shown(mate.tasks.list()); // the panel: who has what now
  return true;
}

/** An agent's dispatch: the lesson's, over its own tools; to a teammate, spawn_teammate is unknown. */
function runAs(agent: Member, block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
  if (agent.tools.some((t) => t.name === block.name)) return runTool(block);
  const known = agent.tools.map((t) => t.name).join(", ");
  return Promise.resolve(failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`));
}
// #endregion members
// #endregion team

// #region loop
/** The team at work on one request: each agent with something to do takes one turn, in a fixed order, until none has. */
async function teamLoop(): Promise<void> {
  setStatus(LEAD, "working");
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    let anyone = false;
    // The lead first, then each teammate, one spawned this round included: the same order in every replay.
    for (const agent of MEMBERS.values()) {
      const turn = async () => {
        if (!(await wakes(agent))) return;
        anyone = true;
        await agentTurn(agent);
      };
      await (agent === LEAD ? turn() : session.teammate(agent.name, turn));
    }
    if (!anyone) return;
  }
  session.ui.warn(`The team stopped at its limit of ${MAX_ROUNDS} rounds for one request: send another to carry on.`);
}

/** One turn of an agent: one model call on its own history, and the tools it asks for, run as that agent. */
async function agentTurn(agent: Member): Promise<void> {
  speaker = agent;
  if (agent !== LEAD && agent.turns >= MAX_TURNS) {
    // At its limit a teammate stops, instead of calling the model again, and says so itself.
    await sendMessage(AGENT, { type: "message", content: `I reached my limit of ${MAX_TURNS} turns and stopped.` });
    return setStatus(agent, "shutdown");
  }
  agent.turns += 1;
  const checkpoint = agent.messages.length;
  try {
    const response = await client.messages.create({
      model: MODEL,
      system: agent.system,
      messages: agent.messages,
      tools: toolSpecs(agent.tools),
      max_tokens: MAX_TOKENS,
    });
    agent.messages.push({ role: "assistant", content: response.content });
    if (response.stop_reason !== "tool_use") return setStatus(agent, "idle");

    const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
    let usedTasks = false;
    for (const block of response.content) {
      if (block.type === "tool_use") {
        // The lead's calls go to the lesson's dispatch; a teammate's to its own, over its own tools.
        const result =
          agent === LEAD
            ? await session.supervise(block, TOOLS, runTool)
            : await session.supervise(block, agent.tools, (call) => runAs(agent, call));
        results.push(result);
        if (block.name.startsWith("Task")) usedTasks = true;
      }
    }
    // #region exercise:nag
    agent.roundsWithoutTasks = usedTasks ? 0 : agent.roundsWithoutTasks + 1;
    agent.roundsSinceReminder += 1;
    if (agent.roundsWithoutTasks >= REMINDER_ROUNDS && agent.roundsSinceReminder >= REMINDER_ROUNDS) {
      // After the tool results, with the plan itself: the model sees its open tasks again, not only a nudge.
      const reminder = taskReminder(
        `The task tools have not been used for ${agent.roundsWithoutTasks} rounds.`,
        await openTasks(),
        "Keep them up to date with TaskUpdate as you work.",
      );
      results.push({ type: "text", text: reminder });
      session.ui.reminder(reminder);
      agent.roundsSinceReminder = 0;
    }
    // #endregion exercise:nag
    agent.messages.push({ role: "user", content: results });
  } catch (err) {
    if (agent !== LEAD) agent.messages.length = checkpoint; // a teammate's history stays valid (the lead's: repl)
    throw err;
  }
  // What read_inbox read is in the history now: only now does it leave the inbox.
  if (agent.read > 0) await MAIL.take(agent.name, agent.read);
  agent.read = 0;
}
// #endregion loop

// #region repl
/** The REPL: each request (typed, given with -p, or the demo's) runs the loop on the one history of the session. */
async function repl(): Promise<void> {
  const history = LEAD.messages;
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
      await teamLoop();
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
