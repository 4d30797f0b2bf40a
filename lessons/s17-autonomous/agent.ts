/**
 * Lesson s17: autonomous teammates.
 *
 * In s15 work reached a teammate only from the lead. Here a teammate finds its own: once idle, it polls its inbox
 * and the task graph at intervals, and claims the first ready task (pending, no owner, no blocker open) itself. The
 * claim is made under the store's lock, on the task read afresh, and its answer is checked: another agent may have
 * claimed the task since it was seen ready, and a teammate whose claim did not hold must not work on it. Idle for
 * too long, a teammate stops. The waits go through the session's clock: live they are real, a replay gives them back
 * at once, so a recorded session replays exactly. The team, its mailboxes and its rounds are s15's.
 *
 * Run it: `pnpm lesson s17` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { fileTools, isMain, startSession, type Tool, tool, ToolError, toolSpecs } from "@agent-workbook/kit";
// What s15 does not teach: s12's task store and tools; the kit's file safety (a folder's lease, a name's), errors.
import { TaskStore, taskTools, StoreFolder, STORE_FILE_MAX_BYTES, type Lease } from "@agent-workbook/kit";
import { withLock, writeTask, openBlockers, taskPanel, type Task } from "@agent-workbook/kit";
import { withFolderLease, holdName, resumeTeam, explainError, Interrupted, ReplayError } from "@agent-workbook/kit";

// #region config
const session = startSession({ id: "s17", entry: import.meta.filename });
const client = session.client;
const MODEL = session.model;
const WORKDIR = session.workdir;
const MAX_TOKENS = 8000;
/** The lead's name, the owner of the tasks it starts: AGENT_NAME, for a second team on the same tasks. */
const AGENT = process.env.AGENT_NAME || "lead";

const SYSTEM = `You are a coding agent at ${WORKDIR}, named ${AGENT}: the lead of a team.

Loop: plan with the task tools, spawn teammates and give them the tasks, wait for their news, then report what the team did.

Rules:
- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).
- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- Leave each task's owner empty: your teammates, when idle, claim the ready tasks themselves (pending, no owner, no blocker open).
- Your teammates take their rounds between yours, while your turn lasts: wait for their news with read_inbox, and end your turn only when the team's work is done.
- When done, summarise what changed in a few lines.`;

/** A teammate's name: a short word in lower case, which names its inbox file too; AGENT_NAME is held to it as well. */
const NAME = /^[a-z][a-z0-9-]{0,15}$/;
const NAME_RULE = "a short name in lower case (a letter, then up to 15 letters, digits or -), e.g. alice";

/** A teammate's prompt: its name, its role, its team. */
const teammateSystem = (
  name: string,
  role: string,
) => `You are ${name}, a ${role} at ${WORKDIR}, on a team led by ${AGENT}.

Rules:
- Your tasks are in .tasks/, shared with the team: those whose owner is you. Mark each in_progress when you start it, completed as soon as it is done (TaskUpdate).
- Messages from the team reach you as <message> blocks; answer with send_message when asked, and tell ${AGENT} when your tasks are done.
- When you have nothing left to do, end your turn: you are idle, and a new message wakes you, or a ready task of the graph claimed for you (a <claimed> block: it is yours, in progress).
- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.`;
// #endregion config

// #region tools
/** The tools the model is offered, in the order it sees them. */
export const TOOLS = [
  ...fileTools(WORKDIR), // s12's file tools, from the kit
  ...taskTools(() => speaker.tasks, session.ui), // s12's, from the kit: they act as the agent whose round it is
  tool(
    "spawn_teammate",
    "Start a teammate: an agent of its own, with the task tools and messaging. Its prompt is its first instructions: say which tasks are its own.",
    {
      name: z.string().regex(NAME, NAME_RULE).describe("Its name, e.g. alice: the owner of its tasks"),
      role: z.string().trim().min(1, "give it a role").describe("What it does, e.g. tester"),
      prompt: z.string().trim().min(1, "give it its first instructions").describe("Its first instructions"),
    },
    (input) => spawnTeammate(input),
    { needsPermission: false },
  ),
  tool(
    "send_message",
    "Send a message to another agent of the team, by name. It is handed to them before their next round.",
    {
      to: z.string().describe("The agent's name"),
      content: z.string().trim().min(1, "say something").describe("The message"),
    },
    ({ to, content }) => sendMessage(to, { type: "message", content }),
    { needsPermission: false },
  ),
  tool(
    "read_inbox",
    "Read the messages that came since your round began (those before it were handed to you already). The lead waits for its team with it: the teammates take their rounds between the lead's.",
    {},
    async () => {
      const mail = MAIL.peek(speaker.name).slice(speaker.handed);
      speaker.handed += mail.length; // they leave the inbox once the call that carries this result is answered
      return mail.map(messageText).join("\n") || "No new messages.";
    },
    { needsPermission: false },
  ),
];

/** A teammate's tools: the lead's less spawn_teammate (no nesting). */
export const TEAMMATE_TOOLS = TOOLS.filter((t) => t.name !== "spawn_teammate");
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

/** The task graph of this workspace, for the lead (s12's store, from the kit). */
export const TASKS = new TaskStore(WORKDIR, AGENT);

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
/** Rounds a teammate may take in the session; rounds the lead may take for one request (the team stops there). */
const TEAMMATE_ROUNDS = 50;
const LEAD_ROUNDS = 100;
/** The team's folder: `config.json`, who is on it; `inbox/NAME.jsonl`, a mailbox each; `NAME.lock`, who holds a name. */
const TEAM_DIR = new StoreFolder(WORKDIR, ".team");

// #region mailbox
/** One message: a line of its reader's inbox. */
export interface Message {
  /** What kind of message it is: in this lesson, always a message. */ type: "message";
  /** The sender's name. */ from: string;
  /** What it says. */ content: string;
  /** When it was sent: kept in the file, not shown to the model (a replay sends the same requests). */ timestamp: string;
}

/**
 * The team's mailboxes, `.team/inbox/NAME.jsonl`: a JSON line a message.
 *
 * Kept as the task files are (a lease, read afresh, written whole). Senders add at the end; an inbox's one reader takes
 * from the front only what a call of its own has carried and been answered for: none is lost, none is read twice.
 */
export class Mailbox {
  /** The folder of the inbox files. */
  readonly folder = new StoreFolder(TEAM_DIR.path, "inbox");

  /** Adds a message at the end of `to`'s inbox; refused when the inbox would be more than its reader can read. */
  send(to: string, message: Message): Promise<void> {
    return withFolderLease([TEAM_DIR, this.folder], "mailboxes", (write) => {
      // #region exercise:send
      write(`${to}.jsonl`, inboxText(to, [...this.lines(to), JSON.stringify(message)]));
      // #endregion exercise:send
    });
  }

  /** The messages waiting in `name`'s inbox, oldest first; none is taken out. */
  peek(name: string): Message[] {
    return this.lines(name).map(parseMessage);
  }

  /** Takes the first `count` messages out of `name`'s inbox, once a call has carried them; later ones stay. */
  take(name: string, count: number): Promise<void> {
    return withFolderLease([TEAM_DIR, this.folder], "mailboxes", (write) => {
      // #region exercise:take
      write(`${name}.jsonl`, inboxText(name, this.lines(name).slice(count)));
      // #endregion exercise:take
    });
  }

  private lines(name: string): string[] {
    if (!this.folder.exists()) return [];
    for (const folder of [TEAM_DIR, this.folder]) folder.check(); // never read through a link out of the workspace
    return (this.folder.read(`${name}.jsonl`) ?? "").split("\n").filter(Boolean);
  }
}

/** An inbox's lines as its file's text; refused when it would be more than its reader can read (no message is lost). */
function inboxText(name: string, lines: string[]): string {
  const text = lines.map((line) => `${line}\n`).join("");
  const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`; // 4.0 MB: what StoreFolder reads
  if (Buffer.byteLength(text) > STORE_FILE_MAX_BYTES)
    throw new ToolError(
      `Error: Not sent: ${name}'s inbox would be ${size(Buffer.byteLength(text))}, more than an inbox can be (${size(STORE_FILE_MAX_BYTES)}). Write a long text to a file and send its path.`,
    );
  return text;
}

/** A line of an inbox as a message; a line that is not one is handed over as it is, never lost. */
function parseMessage(line: string): Message {
  try {
    const m = JSON.parse(line);
    if (typeof m?.type === "string" && typeof m.from === "string" && typeof m.content === "string") return m;
  } catch {}
  return { type: "message", from: "unknown", content: `(not a message: ${line})`, timestamp: "" };
}

/** Text inside a tag for the model, its markup escaped: a message's content cannot pose as another message. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const attribute = (text: string) => escaped(text).replace(/"/g, "&quot;");

/** A message as its reader is handed it: `<message from="bob" type="message">…</message>`. */
export function messageText({ from, type, content }: Message): string {
  return `<message from="${attribute(from)}" type="${attribute(type)}">${escaped(content)}</message>`;
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
  const lease = undefined as Lease | undefined; // its name, held by this process
  // Its rounds; `handed`: the messages at the front of its inbox in its history already; s12's counters.
  const counters = { rounds: 0, handed: 0, roundsWithoutTasks: 0, roundsSinceReminder: REMINDER_ROUNDS, idleMs: 0 };
  return { name, role, system, tools, messages, status, tasks, lease, ...counters };
}

/** The lead, the session's agent, whose history is the REPL's. */
const LEAD = member(AGENT, "lead", SYSTEM, TOOLS, []);
/** The team in the order of its rounds: the lead, then each teammate in the order it was spawned. */
const MEMBERS = new Map([[AGENT, LEAD]]);
/** The agent whose round it is: the tools act as it (it owns the tasks it starts, it signs its messages). */
let speaker = LEAD;
/** Tasks an earlier run left in progress for a teammate that is gone, put back to pending at start (by id). */
const LEFT = new Set<string>();
const roster = () => [...MEMBERS.keys()].join(", ");

/** A new teammate: its first instructions are its whole history; it takes its first round after the lead's. */
async function spawnTeammate({ name, role, prompt }: { name: string; role: string; prompt: string }): Promise<string> {
  if (MEMBERS.has(name)) throw new ToolError(`Error: ${name} is on the team already (${roster()}): give another name.`);
  const lease = await holdName(TEAM_DIR, name);
  if (!lease)
    throw new ToolError(`Error: Another process on this workspace runs an agent named ${name}: give another name.`);
  // Tasks with its name on them: one an earlier teammate of that name left in progress is said to be so.
  const tasks = TASKS.folder.exists() ? (await TASKS.list()).tasks : [];
  const mine = tasks.filter((t) => t.owner === name && t.status !== "completed");
  const said = mine.map(
    (t) => `#${t.id} ${t.subject} (${LEFT.has(t.id) ? `left in progress by an earlier ${name}` : t.status})`,
  );
  const told = said.length === 0 ? "" : `\n\nTasks with your name on them: ${said.join(", ")}.`;
  const mate = member(name, role, teammateSystem(name, role), TEAMMATE_TOOLS, [
    { role: "user", content: prompt + told },
  ]);
  mate.lease = lease;
  MEMBERS.set(name, mate);
  setStatus(mate, "working");
  await session.teammate(name, async () => session.ui.note(`${role}, first instructions: ${prompt}${told}`));
  return `Spawned ${name} (${role}): it takes its first round after yours. The team: ${roster()}.${told.replace("\n\n", " ")}`;
}

/** Puts a message in `to`'s inbox, from the agent whose round it is. */
async function sendMessage(to: string, message: Omit<Message, "from" | "timestamp">): Promise<string> {
  const reader = MEMBERS.get(to);
  if (!reader) throw new ToolError(`Error: No agent named "${to}" on the team. The team: ${roster()}.`);
  if (reader === speaker) throw new ToolError(`Error: ${to} is you: write to another agent (the team: ${roster()}).`);
  if (reader.status === "shutdown") throw new ToolError(`Error: ${to} has stopped: no one reads its inbox now.`);
  await MAIL.send(to, { ...message, from: speaker.name, timestamp: new Date().toISOString() });
  return `Sent to ${to}.`;
}

/** Hands an agent the messages of its inbox it was not handed yet, into its history; they stay in the inbox. */
async function deliver(agent: Member): Promise<boolean> {
  // #region exercise:deliver
  const mail = MAIL.peek(agent.name).slice(agent.handed);
  if (mail.length === 0) return false;
  tell(agent, mail.map(messageText));
  agent.handed += mail.length;
  return true;
  // #endregion exercise:deliver
}

/** Adds texts to an agent's history for its next call: after its last tool results, or as a user message. */
function tell(agent: Member, texts: string[]): void {
  for (const text of texts) session.ui.show({ kind: "team:delivered", to: agent.name, text });
  const blocks = texts.map((text) => ({ type: "text" as const, text }));
  const last = agent.messages.at(-1);
  if (last?.role === "user" && Array.isArray(last.content)) last.content.push(...blocks);
  else agent.messages.push({ role: "user", content: blocks });
}

/** Sets an agent's status, and writes who is on the team and how each stands to `.team/config.json`. */
function setStatus(agent: Member, status: Member["status"]): void {
  agent.status = status;
  if (MEMBERS.size === 1) return; // no team yet: no .team/ folder
  const members = [...MEMBERS.values()].map(({ name, role, status }) => ({ name, role, status }));
  TEAM_DIR.make();
  TEAM_DIR.write("config.json", `${JSON.stringify({ members }, null, 2)}\n`);
}

/** Whether a teammate takes a round now: it is working, new messages wake it, or, idle, it claims a ready task. */
async function wakes(agent: Member): Promise<boolean> {
  if (agent.status === "shutdown") return false;
  if (await deliver(agent)) setStatus(agent, "working");
  else if (agent.status === "idle") await poll(agent);
  return agent.status === "working";
}

/** A teammate whose model call failed leaves the team: its history goes; its inbox stays for the next of its name. */
async function leave(mate: Member, err: unknown): Promise<void> {
  const why = explainError(err).split("\n")[0].split(": ").slice(0, 2).join(": "); // its kind: "API error 400: …"
  await sendMessage(AGENT, {
    type: "message",
    content: `My model call failed (${why}), so I left the team. Spawn ${mate.name} again to carry on: the messages I had not answered wait in my inbox.`,
  });
  setStatus(mate, "shutdown");
  MEMBERS.delete(mate.name);
  mate.lease?.release();
}

/** An agent's dispatch: the lesson's, over its own tools; to a teammate, spawn_teammate is unknown. */
function runAs(agent: Member, block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
  if (agent.tools.some((t) => t.name === block.name)) return runTool(block);
  const known = agent.tools.map((t) => t.name).join(", ");
  return Promise.resolve(failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`));
}
// #endregion members

// #region autonomy
/** How long the idle teammates wait between two looks at the task graph; how long idle before a teammate stops. */
const POLL_MS = 5_000;
const IDLE_LIMIT_MS = 60_000;

/** A task an idle teammate may claim: pending, with no owner, and no blocker still open. */
function isReady(task: Task, tasks: Map<string, Task>): boolean {
  return task.status === "pending" && !task.owner && openBlockers(task, tasks).length === 0;
}

/** Why a task cannot be claimed (it has an owner, it is not pending, or it waits for open tasks). */
function notReady(task: Task, tasks: Map<string, Task>): string {
  if (task.owner) return `it is ${task.owner}'s now`;
  return task.status === "pending" ? `it waits for ${blockersOf(task, tasks)}` : `it is ${task.status} now`;
}
const blockersOf = (task: Task, tasks: Map<string, Task>) =>
  openBlockers(task, tasks)
    .map((t) => `#${t.id}`)
    .join(", ");

/** The answer of a claim: it held (the task is the agent's now), or why it did not. */
export type Claim = { held: true; task: Task } | { held: false; why: string };

/**
 * Claims task `id` for the agent of `store`, under the store's lock, on the task read afresh there: still ready, it
 * is now in progress with the agent as its owner. Since it was seen ready, another agent (here, or in another
 * process) may have claimed it: the answer says whether the claim held.
 */
export function claim(store: TaskStore, id: string): Promise<Claim> {
  return withLock(store.folder, (tasks, stillLocked): Claim => {
    const task = tasks.get(id);
    if (!task) return { held: false, why: `#${id} is gone` };
    // #region exercise:claim
    if (!isReady(task, tasks)) return { held: false, why: notReady(task, tasks) };
    task.status = "in_progress";
    task.owner = store.agent;
    writeTask(store.folder, task, stillLocked);
    return { held: true, task };
    // #endregion exercise:claim
  });
}

/** This pass's look at the task graph, shared by its idle teammates: the tasks seen ready, those held back, the wait. */
let polled: { ready: Task[]; blocked: string[]; waited: number } | undefined;

/** The pass's look at the graph: the first idle teammate waits on the session's clock (a replay: at once), then looks. */
async function look(): Promise<NonNullable<typeof polled>> {
  const { ms } = await session.clock.wait(POLL_MS);
  if (!TASKS.folder.exists()) return { ready: [], blocked: [], waited: ms };
  return withLock(TASKS.folder, (tasks) => {
    const open = [...tasks.values()].filter((t) => t.status === "pending" && !t.owner);
    const blocked = open.filter((t) => !isReady(t, tasks)).map((t) => `#${t.id} waits for ${blockersOf(t, tasks)}`);
    return { ready: open.filter((t) => isReady(t, tasks)), blocked, waited: ms };
  });
}

/** A claim that held: the graph shown with it, and the task handed to the teammate as `<claimed>`, which wakes it. */
async function hand(agent: Member, task: Task): Promise<void> {
  session.ui.todos(taskPanel((await agent.tasks.list()).tasks), "## Tasks", { withResult: true });
  tell(agent, [`<claimed task="${task.id}">${escaped(`${task.subject}: ${task.description}`)}</claimed>`]);
  setStatus(agent, "working");
}

/** An idle teammate's poll: the first task seen ready that it can claim becomes its work; idle too long, it stops. */
async function poll(agent: Member): Promise<void> {
  polled ??= await look();
  agent.idleMs += polled.waited;
  // #region exercise:poll
  for (const task of polled.ready) {
    // Seen ready at the pass's look: a teammate before this one may have claimed it since. Only a claim that held counts.
    const claimed = await claim(agent.tasks, task.id);
    if (claimed.held) return hand(agent, claimed.task);
    session.ui.show({ kind: "autonomy:lost", task: `#${task.id} ${task.subject}`, why: claimed.why });
  }
  // #endregion exercise:poll
  if (agent.idleMs < IDLE_LIMIT_MS) {
    session.ui.show({ kind: "autonomy:polled", idle: agent.idleMs, limit: IDLE_LIMIT_MS, blocked: polled.blocked });
    return;
  }
  // At its idle limit a teammate stops, and says so itself.
  session.ui.show({ kind: "autonomy:stopped", idle: agent.idleMs });
  speaker = agent; // the message is signed by the teammate
  const content = `I was idle for ${agent.idleMs / 1000} s with nothing to claim, and stopped.`;
  await sendMessage(AGENT, { type: "message", content });
  setStatus(agent, "shutdown");
}
// #endregion autonomy

// #region start
/** At start: AGENT_NAME checked and held, and what an earlier run left here said in one line; what refuses, if any. */
export async function startTeam(replaying = false): Promise<string | undefined> {
  if (!NAME.test(AGENT)) return `Error: AGENT_NAME ${JSON.stringify(AGENT)} cannot name an agent: ${NAME_RULE}.`;
  if (TEAM_DIR.exists()) TEAM_DIR.check(); // never through a link out of the workspace
  if (!(LEAD.lease = await holdName(TEAM_DIR, AGENT)))
    return `Error: Another process on this workspace runs as ${AGENT} (.team/${AGENT}.lock): stop it, or start this one with another AGENT_NAME.`;
  // Each name this process holds is renewed twice a second, and let go when the process ends.
  setInterval(() => MEMBERS.forEach((m) => m.lease?.holds()), 500).unref();
  process.on("exit", () => MEMBERS.forEach((m) => m.lease?.release()));
  const startOver = process.env.START_OVER === "1";
  const { said, left, refused } = await resumeTeam({ team: TEAM_DIR, tasks: TASKS, replaying, startOver });
  for (const id of left) LEFT.add(id);
  if (said) session.ui.note(said);
  return refused && `Error: ${refused}`;
}
// #endregion start
// #endregion team

// #region loop
/** The team at work on one request: the lead, then each teammate with something to do (one spawned just now too). */
async function teamLoop(): Promise<void> {
  for (let round = 1; round <= LEAD_ROUNDS; round++) {
    polled = undefined; // each pass, the idle teammates look at the graph afresh
    for (const agent of MEMBERS.values()) {
      if (agent === LEAD) {
        await deliver(LEAD);
        await agentRound(LEAD);
        if (LEAD.status === "idle") return; // the lead ended its turn: so does the team's work
      } else await session.teammate(agent.name, async () => (await wakes(agent)) && (await agentRound(agent)));
    }
  }
  session.ui.warn(`The team stopped at the lead's limit of ${LEAD_ROUNDS} rounds: send another request to carry on.`);
}

/** One round of an agent: one model call on its own history, and the tools it asks for, run as that agent. */
async function agentRound(agent: Member): Promise<void> {
  speaker = agent;
  if (agent !== LEAD && agent.rounds >= TEAMMATE_ROUNDS) {
    // At its limit a teammate stops, instead of calling the model again, and says so itself.
    const content = `I reached my limit of ${TEAMMATE_ROUNDS} rounds and stopped.`;
    await sendMessage(AGENT, { type: "message", content });
    return setStatus(agent, "shutdown");
  }
  agent.rounds += 1;
  agent.idleMs = 0;
  setStatus(agent, "working");
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
    // #region exercise:answered
    // The call that carried the messages handed over has been answered: only now do they leave the inbox.
    if (agent.handed > 0) await MAIL.take(agent.name, agent.handed);
    agent.handed = 0;
    // #endregion exercise:answered
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
    if (agent === LEAD) throw err; // the REPL drops the lead's failed request
    agent.messages.length = checkpoint; // a teammate's history stays valid
    if (err instanceof Interrupted || err instanceof ReplayError) throw err; // Ctrl-C stops the whole team
    await leave(agent, err);
  }
}
// #endregion loop

// #region repl
/** The REPL: each request (typed, given with -p, or the demo's) runs the team on the lead's one history. */
async function repl(): Promise<void> {
  const refused = await startTeam(session.replaying).catch((err: Error) => err.message);
  if (refused) {
    session.ui.error(refused); // a name or a workspace it cannot use: said, and it exits with 2
    process.exit(2);
  }
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
      LEAD.handed = 0; // the messages it was handed went with it: still in the inbox, they are handed over again
      setStatus(LEAD, "idle");
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
