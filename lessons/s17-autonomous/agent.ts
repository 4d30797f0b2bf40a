/**
 * Lesson s17: autonomous teammates.
 *
 * In s16 work reached a teammate only from the lead. Here an idle teammate finds its own: it polls
 * the task graph at intervals, and claims the first ready task (pending, no owner, no blocker open)
 * under the store's lock, on the task read afresh: only a claim that held is its work. Idle too
 * long, it stops. The waits go through the session's clock: a replay gives them back at once.
 *
 * Run it: `pnpm lesson s17` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { isMain, type Lesson, runLesson, type Session, wordSetting } from "@agent-workbook/kit";
import { fileTools } from "@agent-workbook/kit";
import { toolDispatch, toolSpecs } from "@agent-workbook/kit";
import { explainError, Interrupted, ReplayError } from "@agent-workbook/kit";
// s12's task store, tools and reminders, from the kit.
import { resumeReminder, TaskNag } from "@agent-workbook/kit/concepts/tasks";
import { TaskStore, taskTools } from "@agent-workbook/kit/concepts/tasks";
import { withLock, writeTask, openBlockers, taskPanel } from "@agent-workbook/kit/concepts/tasks";
import { inOrder, lookAtTasks, type Task, type Claim } from "@agent-workbook/kit/concepts/tasks";
// s15's team and its three tools, from the kit; the team's files (leases, names).
import { type Member, type TeamOptions, teamTools } from "@agent-workbook/kit/concepts/team";
import { markup, handBackFrom, warnOpenWork, TEAM_FILES } from "@agent-workbook/kit/concepts/team";
// s16's protocols and their four tools, from the kit.
import { ProtocolTeam, protocolTools } from "@agent-workbook/kit/concepts/protocols";

// #region lesson
/** This agent's name, the owner of the tasks it starts (another agent on the tasks has another). */
const AGENT_NAME = wordSetting(
  "AGENT_NAME",
  "lead",
  "who this agent is: the owner of the tasks it starts",
);
/** The lesson, as the kit reads it (`pnpm lesson s17`, its --help): its id, file, settings. */
export const LESSON: Lesson = {
  id: "s17",
  entry: import.meta.filename,
  concepts: [TEAM_FILES],
  settings: [AGENT_NAME],
};
// #endregion lesson

// #region claim
/** A task an idle teammate may claim: pending, with no owner, and no blocker still open. */
const isReady = (task: Task, tasks: Map<string, Task>) =>
  task.status === "pending" && !task.owner && openBlockers(task, tasks).length === 0;
/** Why a task cannot be claimed now: it has an owner, is not pending, or waits for open tasks. */
function notReady(task: Task, tasks: Map<string, Task>): string {
  if (task.owner || task.status !== "pending")
    return `it is ${task.owner ? `${task.owner}'s` : task.status} now`;
  const ids = openBlockers(task, tasks).map((t) => `#${t.id}`);
  return `it waits for ${ids.join(", ")}`;
}

/** Claims task `id` for `store`'s agent, under the store's lock, on the task read afresh. */
export function claim(store: TaskStore, id: string): Promise<Claim> {
  return withLock(store.folder, (tasks, stillLocked): Claim => {
    const task = tasks.get(id); // read afresh: another agent may have claimed it since
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
// #endregion claim

// #region autonomy
/** Idle teammates' wait between two looks at the graph; how long one may be idle till it stops. */
const POLL_MS = 5_000;
const IDLE_LIMIT_MS = 60_000;

/** A pass's look at the graph, for its idle teammates: ready tasks, those held back, the wait. */
interface Look {
  /** The tasks seen ready, in the graph's order. */ ready: Task[];
  /** The open tasks held back, each with why (`#1 waits for #2`). */ blocked: string[];
  /** How long the look waited, on the session's clock. */ waited: number;
}

/** s16's team whose idle teammates find their own work: they poll the graph, claim a task. */
class AutonomousTeam extends ProtocolTeam {
  /** The session, whose display draws autonomy's events too. */
  readonly session: Session<"team" | "autonomy">;
  /** How long each teammate has been idle, since its last round (the loop clears it). */
  readonly idleMs = new WeakMap<Member, number>();
  /** This pass's look at the graph (the loop clears it at each pass): the first idle teammate's. */
  polled: Look | undefined;

  /** s16's team, on a session that shows autonomy's events. */
  constructor(options: TeamOptions & { session: Session<"team" | "autonomy"> }) {
    super(options);
    this.session = options.session;
  }

  /** The pass's look: the first idle teammate waits on the session's clock, then reads. */
  async look(): Promise<Look> {
    const { session } = this;
    const { ms } = await session.clock.wait(POLL_MS, { signal: session.signal });
    if (session.signal?.aborted) throw new Interrupted(); // Ctrl-C during the wait: nothing claimed
    const { tasks, unreadable } = await lookAtTasks(this.lead.tasks.folder);
    for (const why of unreadable)
      session.ui.warn(`The look at the tasks skipped ${why}: it counts as open.`);
    const open = [...tasks.values()].filter((t) => t.status === "pending" && !t.owner);
    const blocked = open
      .filter((t) => !isReady(t, tasks))
      .map((t) => `#${t.id} ${notReady(t, tasks).slice(3)}`);
    return { ready: open.filter((t) => isReady(t, tasks)), blocked, waited: ms };
  }

  /** A claim that held: the graph shown, the task handed over as `<claimed>`, which wakes it. */
  async hand(agent: Member, task: Task): Promise<void> {
    const { ui } = this.session;
    ui.show({ kind: "autonomy:claimed", task: `#${task.id} ${task.subject}` });
    const graph = taskPanel(inOrder((await lookAtTasks(this.lead.tasks.folder)).tasks));
    ui.todos(graph, "## Tasks", { withResult: true });
    this.tell(agent, [
      markup("claimed", { task: task.id }, `${task.subject}: ${task.description}`),
    ]);
    this.setStatus(agent, "working");
  }

  /** An idle teammate's poll: the first ready task it can claim is its work; or it may stop. */
  async poll(agent: Member): Promise<void> {
    const polled = (this.polled ??= await this.look());
    const idle = (this.idleMs.get(agent) ?? 0) + polled.waited;
    this.idleMs.set(agent, idle);
    // #region exercise:poll
    for (const task of polled.ready) {
      // Seen ready at the pass's look, it may be claimed since: only a claim that held counts.
      const claimed = await claim(agent.tasks, task.id).catch((e: Error) => ({
        held: false as const,
        why: e.message,
      }));
      if (claimed.held) return this.hand(agent, claimed.task);
      const lost = `#${task.id} ${task.subject}`;
      this.session.ui.show({ kind: "autonomy:lost", task: lost, why: claimed.why });
    }
    // #endregion exercise:poll
    const { ui } = this.session;
    if (idle < IDLE_LIMIT_MS)
      return ui.show({
        kind: "autonomy:polled",
        idle,
        limit: IDLE_LIMIT_MS,
        blocked: polled.blocked,
      });
    // At its idle limit a teammate stops, and says so itself.
    ui.show({ kind: "autonomy:stopped", idle, limit: IDLE_LIMIT_MS });
    this.speaker = agent; // the message is signed by the teammate
    const content = `I was idle for ${idle / 1000} s with nothing to claim, and stopped.`;
    await this.send(this.lead.name, { type: "message", content });
    this.setStatus(agent, "shutdown");
  }

  /** s16's, changed: a teammate nothing woke, idle and waiting for no answer, polls for a task. */
  override async wakes(agent: Member): Promise<boolean> {
    const woken = await super.wakes(agent); // s16's: its mail, a shutdown request to answer
    if (!woken && agent.status === "idle" && !this.waiting(agent)) await this.poll(agent);
    return agent.status === "working";
  }
}
// #endregion autonomy

/** The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test. */
export async function main(session: Session<"team" | "autonomy">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  /** Rounds a teammate may take in the session; the lead for one request (the team stops there). */
  const TEAMMATE_ROUNDS = 50;
  const LEAD_ROUNDS = 100;
  /** This agent's name, the owner of the tasks it starts: AGENT_NAME, for a second agent. */
  const AGENT = session.setting(AGENT_NAME);

  const SYSTEM = [
    `You are a coding agent at ${WORKDIR}, named ${AGENT}: the lead of a team.`,
    "",
    "Loop: plan with the task tools, spawn teammates and give them the tasks, " +
      "wait for their news, then report what the team did.",
    "",
    "Rules:",
    "- Plan before you act: make a task per step of a multi-step task (TaskCreate), " +
      "then say which waits for which (TaskUpdate addBlockedBy, with task ids).",
    "- The tasks are kept in .tasks/ and outlive this session; " +
      "other agents may share them. Look at TaskList before you plan anew.",
    "- Mark a task in_progress before you start it, completed as soon as it is done.",
    "- Prefer tools over prose. Act; do not only explain.",
    "- Do not guess file paths: list or search first when unsure.",
    "- Keep changes small and check them (run the code or the tests).",
    "- Leave each task's owner empty: your teammates, when idle, " +
      "claim the ready tasks themselves (pending, no owner, no blocker open).",
    "- Your teammates take their rounds between yours, while your turn lasts: " +
      "wait for their news with read_inbox, and end your turn only when the team's work is done.",
    "- A teammate sends you its plan before it changes anything: " +
      "approve it or reject it with a reason (plan_response). " +
      "When the team's work is done, ask each teammate to shut down (shutdown_request), " +
      "and wait for their answers before you end your turn.",
    "- When done, summarise what changed in a few lines.",
  ].join("\n");

  /** A teammate's prompt: its name, its role, its team. */
  function teammateSystem(name: string, role: string): string {
    return [
      `You are ${name}, a ${role} at ${WORKDIR}, on a team led by ${AGENT}.`,
      "",
      "Rules:",
      "- Your tasks are in .tasks/, shared with the team: those whose owner is you. " +
        "Mark each in_progress when you start it, completed as soon as it is done (TaskUpdate).",
      "- Messages from the team reach you as <message> blocks; " +
        `answer with send_message when asked, and tell ${AGENT} when your tasks are done.`,
      `- Before you change any file, send ${AGENT} your plan (plan_request) ` +
        "and wait for its answer; if it is rejected, send a new one. " +
        `To a shutdown_request from ${AGENT}, finish what you are doing, ` +
        "then answer it with shutdown_response and its request_id.",
      "- When you have nothing left to do, end your turn: " +
        "you are idle, and a new message wakes you, or a ready task of the graph claimed for you " +
        "(a <claimed> block: it is yours, in progress).",
      "- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.",
    ].join("\n");
  }
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env), // v1's and s05's bash and file tools, from the kit
    ...taskTools(() => team.speaker.tasks, session.ui), // s12's: as the agent whose round it is
    ...teamTools(() => team), // s15's, from the kit: through the team's mailboxes
    ...protocolTools(() => team), // s16's, from the kit: each side is given its own below
  ];

  /** A teammate's tools: less spawn_teammate (no nesting) and the lead's side of the protocols. */
  const TEAMMATE_TOOLS = TOOLS.filter(
    (t) => !/^(spawn_teammate|shutdown_request|plan_response)$/.test(t.name),
  );
  /** The lead's: less a teammate's side of the protocols. */
  const LEAD_TOOLS = TOOLS.filter((t) => !/^(shutdown_response|plan_request)$/.test(t.name));
  // #endregion tools
  const runTool = toolDispatch(TOOLS); // v1's dispatch, from the kit

  /** The task graph of this workspace, for this agent, and its reminders. */
  const TASKS = new TaskStore(WORKDIR, AGENT);
  const nag = new TaskNag(TASKS);

  // #region roster
  /** s16's team whose idle teammates claim their own work. */
  const team: AutonomousTeam = new AutonomousTeam({
    session,
    workdir: WORKDIR,
    lead: { name: AGENT, system: SYSTEM, tools: LEAD_TOOLS, tasks: TASKS, nag },
    teammateTools: TEAMMATE_TOOLS,
    teammateSystem,
  });
  const LEAD = team.lead; // the session's agent, whose history is the REPL's
  // #endregion roster

  // #region loop
  /** The team at work on one request: the lead, then each teammate with something to do. */
  async function teamLoop(): Promise<void> {
    for (let round = 1; round <= LEAD_ROUNDS; round++) {
      team.polled = undefined; // each pass, the idle teammates look at the graph afresh
      for (const agent of team.members.values()) {
        if (agent === LEAD) {
          await team.deliver(LEAD);
          await agentRound(LEAD);
          if (LEAD.status === "idle") return warnOpenWork(TASKS, session.ui); // the team's too
        } else {
          // #region teammate-turn
          const was = agent.status; // one that stops now hands back its tasks, and the lead is told
          const wakes = async () => (await team.wakes(agent)) && (await agentRound(agent));
          await session.teammate(agent.name, wakes);
          if (was !== "shutdown" && agent.status === "shutdown")
            team.tell(LEAD, await handBackFrom(TASKS, agent.name));
          // #endregion teammate-turn
        }
      }
    }
    session.ui.warn(
      `The team stopped at the lead's limit of ${LEAD_ROUNDS} rounds: ` +
        "send another request to carry on.",
    );
  }

  /** One round of an agent: one model call on its history, and the tools it asks for, as it. */
  async function agentRound(agent: Member): Promise<void> {
    team.speaker = agent;
    // #region round-limit
    if (agent !== LEAD && agent.rounds >= TEAMMATE_ROUNDS) {
      // At its limit a teammate stops, instead of calling the model again, and says so itself.
      const content = `I reached my limit of ${TEAMMATE_ROUNDS} rounds and stopped.`;
      await team.send(AGENT, { type: "message", content });
      return team.setStatus(agent, "shutdown");
    }
    // #endregion round-limit
    agent.rounds += 1;
    team.idleMs.delete(agent); // a round ends its idle time
    team.setStatus(agent, "working");
    const { messages, tools, nag } = agent; // its own: the lead's are s12's agent's
    const checkpoint = messages.length;
    try {
      const response = await client.messages.create({
        model: MODEL,
        system: agent.system,
        messages,
        tools: toolSpecs(tools),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      // A teammate's messages leave its inbox once the call that carried them is answered; the
      // lead's once its request is: a failed request is dropped whole, they are handed over again.
      if (agent !== LEAD) await team.taken(agent);
      if (response.stop_reason !== "tool_use") return team.setStatus(agent, "idle");

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") results.push(await session.supervise(block, tools, runTool));
      }
      await nag.after(response.content, results, session.ui); // every 10 rounds without a task tool
      messages.push({ role: "user", content: results });
    } catch (err) {
      // #region failed-round
      if (agent === LEAD) throw err; // the REPL drops the lead's failed request
      messages.length = checkpoint; // a teammate's history stays valid
      if (err instanceof Interrupted || err instanceof ReplayError) throw err; // Ctrl-C: all stop
      // It leaves the team, and says so (its failure's kind: "API error 400: …"); its inbox stays.
      const why = explainError(err).split("\n")[0].split(": ").slice(0, 2).join(": ");
      const content =
        `My model call failed (${why}), so I left the team. ` +
        `Spawn ${agent.name} again to carry on: the messages I had not answered wait in my inbox.`;
      await team.send(AGENT, { type: "message", content });
      team.setStatus(agent, "shutdown");
      team.members.delete(agent.name);
      // #endregion failed-round
    }
  }
  // #endregion loop

  // #region repl
  const history = LEAD.messages; // the lead's: the REPL's

  /** One turn: the learner's `query`, run by the loop on the session's one history. */
  async function turn(query: string): Promise<void> {
    const checkpoint = history.length;
    const content: Anthropic.TextBlockParam[] = [{ type: "text", text: query }];
    // #region resume
    // The session's first message: the tasks an earlier session (or another agent) left on disk.
    if (history.length === 0) await resumeReminder(TASKS, content, session.ui);
    // #endregion resume
    history.push({ role: "user", content });
    try {
      await teamLoop();
      await team.taken(LEAD); // the request answered: what the lead was handed leaves its inbox
    } catch (err) {
      history.length = checkpoint; // drop the failed turn: the history stays valid, to retry
      LEAD.handed = 0; // what it was handed went with it: still in the inbox, handed over again
      team.setStatus(LEAD, "idle");
      session.fail(err);
      return;
    }
    session.answer(history);
  }

  /** The REPL: each request (typed, -p, or the demo's) is a turn. */
  async function repl(): Promise<void> {
    // At start, the lead's name is held and what an earlier run left said: or it refuses.
    const refused = await team.start().catch((err: Error) => err.message);
    if (refused) {
      session.ui.error(refused); // a name or a workspace it cannot use: said, and it exits with 2
      session.exitCode = 2;
      return session.close();
    }
    for await (const query of session.prompts()) await turn(query);
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
