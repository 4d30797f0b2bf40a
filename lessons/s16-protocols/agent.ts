/**
 * Lesson s16: team protocols.
 *
 * s15's team talked in free text: a teammate could stop without a word, or start work its lead never saw. Here two
 * protocols run over the mailboxes, a request and its one response matched by `request_id`: the lead asks a teammate
 * to shut down, and it approves (and stops) or rejects with a reason; a teammate sends its plan and waits for the lead
 * to approve it or reject it with a reason. A wrong, closed or unknown id is refused. A shutdown request left
 * unanswered is recalled to its teammate at each round; after a limit, the lead is told so.
 *
 * Run it: `pnpm lesson s16` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import {
  fileTools,
  isMain,
  runLesson,
  type Session,
  type Tool,
  tool,
  ToolError,
  toolSpecs,
} from "@agent-workbook/kit";
// What s15 does not teach: s12's task store, tools and reminders; the kit's team files (leases, names).
import {
  TaskStore,
  taskTools,
  TaskNag,
  resumeReminder,
  StoreFolder,
  type Lease,
} from "@agent-workbook/kit";
import {
  holdName,
  openTeam,
  writeTeamConfig,
  tasksNamed,
  handBackFrom,
  warnOpenWork,
} from "@agent-workbook/kit";
// What s15 teaches and this lesson takes as it is, from the kit: the mailboxes, and the team's three tools.
import { Mailbox, messageText, type Message, teamTools } from "@agent-workbook/kit";
import { explainError, Interrupted, ReplayError } from "@agent-workbook/kit";
import { type Lesson, TEAM_FILES, wordSetting } from "@agent-workbook/kit";

// #region lesson
/** The lead's name, the owner of the tasks it starts: AGENT_NAME, for a second team on the same tasks. */
const LEAD_NAME = wordSetting(
  "AGENT_NAME",
  "lead",
  "who this agent is: the owner of the tasks it starts",
);
/** The lesson, as the kit reads it (`pnpm lesson s16`, its --help): its id, its file, its settings. */
export const LESSON: Lesson = {
  id: "s16",
  entry: import.meta.filename,
  concepts: [TEAM_FILES],
  settings: [LEAD_NAME],
};
// #endregion lesson

/** The lesson's entry: its team on the session it is given (by `pnpm lesson` or a test); all its state lives here. */
export async function main(session: Session<"team">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  const AGENT = session.setting(LEAD_NAME);
  const SYSTEM = `You are a coding agent at ${WORKDIR}, named ${AGENT}: the lead of a team.

Loop: plan with the task tools, spawn teammates and give them the tasks, wait for their news, then report what the team did.

Rules:
- Plan before you act: make a task per step of a multi-step task (TaskCreate), then say which waits for which (TaskUpdate addBlockedBy, with task ids).
- The tasks are kept in .tasks/ and outlive this session; other agents may share them. Look at TaskList before you plan anew.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- Give each task to a teammate: make them its owner (TaskUpdate owner), and say so in their instructions or a message.
- Your teammates take their rounds between yours, while your turn lasts: wait for their news with read_inbox, and end your turn only when the team's work is done.
- A teammate sends you its plan before it changes anything: approve it or reject it with a reason (plan_response). When the team's work is done, ask each teammate to shut down (shutdown_request), and wait for their answers before you end your turn.
- When done, summarise what changed in a few lines.`;

  /** A teammate's prompt: its name, its role, its team. */
  function teammateSystem(name: string, role: string): string {
    return `You are ${name}, a ${role} at ${WORKDIR}, on a team led by ${AGENT}.

Rules:
- Your tasks are in .tasks/, shared with the team: those whose owner is you. Mark each in_progress when you start it, completed as soon as it is done (TaskUpdate).
- Messages from the team reach you as <message> blocks; answer with send_message when asked, and tell ${AGENT} when your tasks are done.
- Before you change any file, send ${AGENT} your plan (plan_request) and wait for its answer; if it is rejected, send a new one. To a shutdown_request from ${AGENT}, finish what you are doing, then answer it with shutdown_response and its request_id.
- When you have nothing left to do, end your turn: a new message wakes you.
- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.`;
  }
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env), // s12's file tools, from the kit
    ...taskTools(() => speaker.tasks, session.ui), // s12's, from the kit: they act as the agent whose round it is
    // s15's, from the kit: they act as the agent whose round it is, through the team's mailboxes
    ...teamTools({
      mail: () => MAIL,
      speaker: () => speaker,
      spawn: spawnTeammate,
      send: sendMessage,
    }),
    tool(
      "shutdown_request",
      "Ask a teammate to shut down: it finishes, then answers with shutdown_response (approve, or reject with a reason).",
      { teammate: z.string().describe("The teammate's name") },
      ({ teammate }) =>
        ask("shutdown", teammate, "Finish what you are doing, then answer with shutdown_response."),
      { needsPermission: false },
    ),
    tool(
      "plan_request",
      "Send the lead your plan before you change anything, then wait: your next round comes with its plan_response.",
      {
        plan: z.string().trim().min(1, "write the plan").describe("What you will do, step by step"),
      },
      ({ plan }) => ask("plan", AGENT, plan),
      { needsPermission: false },
    ),
    ...(["shutdown", "plan"] as const).map((kind) =>
      tool(
        `${kind}_response`,
        `Answer a ${kind} request, by its request_id: approve it${kind === "shutdown" ? " (you stop after this round)" : ""}, or reject it with a reason.`,
        { request_id: z.string(), approve: z.boolean(), reason: z.string().optional() },
        ({ request_id, approve, reason }) => respond(kind, request_id, approve, reason),
        { needsPermission: false },
      ),
    ),
  ];

  /** A teammate's tools: the lead's less spawn_teammate (no nesting) and the lead's side of the protocols; the lead's. */
  const TEAMMATE_TOOLS = TOOLS.filter(
    (t) => !/^(spawn_teammate|shutdown_request|plan_response)$/.test(t.name),
  );
  const LEAD_TOOLS = TOOLS.filter((t) => !/^(shutdown_response|plan_request)$/.test(t.name));
  // #endregion tools

  // #region dispatch
  /** Runs one tool call from the table. It never throws: every failure is an is_error result the model can read. */
  async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    const found = TOOLS.find((t) => t.name === block.name);
    if (!found) {
      return failed(
        block,
        `Error: Unknown tool: ${block.name}. Available tools: ${TOOLS.map((t) => t.name).join(", ")}`,
      );
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
  }

  /** An error result: the model reads the message and can try again. */
  function failed(block: Anthropic.ToolUseBlock, content: string): Anthropic.ToolResultBlockParam {
    return { type: "tool_result", tool_use_id: block.id, content, is_error: true };
  }
  // #endregion dispatch

  // #region tasks
  /** The task graph of this workspace, for the lead (s12's store, from the kit). */
  const TASKS = new TaskStore(WORKDIR, AGENT);
  // #endregion tasks

  // #region team
  /** Rounds a teammate may take in the session; rounds the lead may take for one request (the team stops there). */
  const TEAMMATE_ROUNDS = 50;
  const LEAD_ROUNDS = 100;
  /** Rounds a teammate takes with a shutdown request unanswered, reminded at each, before the lead is told so. */
  const SHUTDOWN_ROUNDS = 3;
  /** The team's folder: `config.json`, who is on it; `inbox/NAME.jsonl`, a mailbox each; `NAME.lock`, who holds a name. */
  const TEAM_DIR = new StoreFolder(WORKDIR, ".team");

  // #region members
  /** The team's inboxes (s15's mailboxes, from the kit). */
  const MAIL = new Mailbox(TEAM_DIR);

  /** An agent of the team, the lead or a teammate: its own history, prompt and tools, its name on its tasks. */
  type Member = ReturnType<typeof member>;

  function member(
    name: string,
    role: string,
    system: string,
    tools: Tool[],
    messages: Anthropic.MessageParam[],
  ) {
    // working: it has something to answer; idle: it ended its turn; shutdown: it has stopped for good.
    const status = "idle" as "working" | "idle" | "shutdown";
    const tasks = new TaskStore(WORKDIR, name); // the task graph as this agent: it owns what it starts
    const lease = undefined as Lease | undefined; // its name, held by this process
    // Its rounds; `handed`: the messages at the front of its inbox in its history already; s12's reminders, its own.
    const counters = { rounds: 0, handed: 0, nag: new TaskNag(tasks) };
    return { name, role, system, tools, messages, status, tasks, lease, ...counters };
  }

  const LEAD = member(AGENT, "lead", SYSTEM, LEAD_TOOLS, []); // the session's agent, whose history is the REPL's
  const MEMBERS = new Map([[AGENT, LEAD]]); // the team in the order of its rounds: the lead, then the teammates as spawned
  let speaker = LEAD; // whose round it is: the tools act as it (it owns the tasks it starts, it signs its messages)
  const roster = () => [...MEMBERS.keys()].join(", ");

  /** A new teammate: its first instructions are its whole history; it takes its first round after the lead's. */
  async function spawnTeammate({
    name,
    role,
    prompt,
  }: Record<"name" | "role" | "prompt", string>): Promise<string> {
    if (MEMBERS.get(name)?.status === "shutdown") MEMBERS.delete(name); // it has stopped for good: its name is free
    if (MEMBERS.has(name))
      throw new ToolError(
        `Error: ${name} is on the team already (${roster()}): give another name.`,
      );
    const lease = await holdName(TEAM_DIR, name);
    if (!lease)
      throw new ToolError(
        `Error: Another process here runs an agent named ${name}: give another name.`,
      );
    const told = await tasksNamed(TASKS, name); // tasks with its name on them, if any: it is told of them
    const history: Anthropic.MessageParam[] = [{ role: "user", content: prompt + told }];
    const mate = member(name, role, teammateSystem(name, role), TEAMMATE_TOOLS, history);
    mate.lease = lease;
    MEMBERS.set(name, mate);
    setStatus(mate, "working");
    await session.teammate(name, async () =>
      session.ui.note(`${role}, first instructions: ${prompt}${told}`),
    );
    return `Spawned ${name} (${role}): it takes its first round after yours. The team: ${roster()}.${told.replace("\n\n", " ")}`;
  }

  /** Puts a message in `to`'s inbox, from the agent whose round it is. */
  async function sendMessage(
    to: string,
    message: Omit<Message, "from" | "timestamp">,
  ): Promise<string> {
    const reader = MEMBERS.get(to);
    if (!reader)
      throw new ToolError(`Error: No agent named "${to}" on the team. The team: ${roster()}.`);
    if (reader === speaker)
      throw new ToolError(`Error: ${to} is you: write to another agent (the team: ${roster()}).`);
    if (reader.status === "shutdown")
      throw new ToolError(`Error: ${to} has stopped: no one reads its inbox now.`);
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
    if (texts.length === 0) return;
    for (const text of texts) session.ui.show({ kind: "team:delivered", to: agent.name, text });
    const blocks = texts.map((text) => ({ type: "text" as const, text }));
    const last = agent.messages.at(-1);
    if (last?.role === "user" && Array.isArray(last.content)) last.content.push(...blocks);
    else agent.messages.push({ role: "user", content: blocks });
  }

  /** The messages an agent was handed leave its inbox, once what carried them has been answered. */
  async function taken(agent: Member): Promise<void> {
    // #region exercise:answered
    if (agent.handed > 0) await MAIL.take(agent.name, agent.handed);
    agent.handed = 0;
    // #endregion exercise:answered
  }

  /** Sets an agent's status, and writes who is on the team and how each stands to `.team/config.json`. */
  function setStatus(agent: Member, status: Member["status"]): void {
    agent.status = status;
    if (status === "shutdown") agent.lease?.release(); // it has stopped for good: its name is free
    if (MEMBERS.size > 1) writeTeamConfig(TEAM_DIR, [...MEMBERS.values()]); // no team yet: no .team/ folder
  }

  /** Whether a teammate takes a round now: it is working, or new messages wake it. */
  async function wakes(agent: Member): Promise<boolean> {
    if (agent.status === "shutdown") return false;
    if (await deliver(agent)) setStatus(agent, "working");
    if (waiting(agent)) return false; // it waits for its plan's answer: no round, and no request counts one
    if (remind(agent)) setStatus(agent, "working"); // a shutdown request it has not answered
    return agent.status === "working";
  }

  // #endregion members

  // #region start
  /** At start: AGENT_NAME checked and held, and what an earlier run left here said in one line; what refuses, if any. */
  async function startTeam(): Promise<string | undefined> {
    const held = () => [...MEMBERS.values()].map((m) => m.lease); // each renewed twice a second, let go at the end
    const team = await openTeam({ team: TEAM_DIR, tasks: TASKS, agent: AGENT, held, session });
    LEAD.lease = team.lease;
    if (team.said) session.ui.note(team.said); // START_OVER=1 clears what an earlier run left
    return team.refused;
  }
  // #endregion start

  // #region protocols
  /** A request: who asked whom, how it stands (pending until its one answer), its reader's rounds since it came. */
  type Request = {
    kind: "shutdown" | "plan";
    from: string;
    to: string;
    status: Status;
    rounds: number;
  };
  type Status = "pending" | "approved" | "rejected" | "unanswered";
  /** The session's requests by request_id (`shutdown-1`, `plan-2`…): the protocols' state. */
  const REQUESTS = new Map<string, Request>();

  /** Sends a request of `kind` to `to`, as the agent whose round it is, under a new request_id. */
  async function ask(kind: Request["kind"], to: string, content: string): Promise<string> {
    const id = `${kind}-${REQUESTS.size + 1}`;
    await sendMessage(to, { type: `${kind}_request`, request_id: id, content });
    REQUESTS.set(id, { kind, from: speaker.name, to, status: "pending", rounds: 0 });
    return `Sent ${id} to ${to}: the ${kind}_response comes to your inbox.`;
  }

  /** Request `id`, when it was sent to the agent whose round it is and is still pending; else why not. */
  function answerable(id: string): Request {
    // #region exercise:answerable
    const request = REQUESTS.get(id);
    const open = [...REQUESTS]
      .filter(([, r]) => r.to === speaker.name && r.status === "pending")
      .map(([id]) => id);
    const yours = `Your open requests: ${open.join(", ") || "none"}.`;
    if (!request) throw new ToolError(`Error: No request ${id}. ${yours}`);
    if (request.to !== speaker.name)
      throw new ToolError(`Error: ${id} was sent to ${request.to}, not you. ${yours}`);
    if (request.status !== "pending")
      throw new ToolError(`Error: ${id} is closed (${request.status}). ${yours}`);
    return request;
    // #endregion exercise:answerable
  }

  /** Answers request `id` to the agent that asked; a teammate that approves its shutdown stops after this round. */
  async function respond(
    kind: Request["kind"],
    id: string,
    approve: boolean,
    reason = "",
  ): Promise<string> {
    const request = answerable(id); // each side answers one kind: a request sent to it is of that kind
    if (!approve && !reason.trim())
      throw new ToolError(`Error: To reject ${id}, give a reason: it is sent with your answer.`);
    const verdict = approve ? "approved" : "rejected";
    const content = `${verdict}. ${reason}`.trim();
    await sendMessage(request.from, { type: `${kind}_response`, request_id: id, content });
    request.status = verdict; // answered: the request is closed
    if (kind === "shutdown" && approve) setStatus(speaker, "shutdown"); // the teammate takes no round after this one
    return `Answered ${id}: ${verdict}.`;
  }

  const waiting = (a: Member) =>
    [...REQUESTS.values()].some((r) => r.from === a.name && r.status === "pending");

  /** Reminds a teammate of a shutdown request it has not answered, past the limit tells the lead; whether it must act. */
  function remind(agent: Member): boolean {
    const open = [...REQUESTS].filter(
      ([, r]) => r.kind === "shutdown" && r.to === agent.name && r.status === "pending",
    );
    for (const [id, request] of open) {
      if (++request.rounds === 1) continue; // the round that carries the request itself
      if (request.rounds > SHUTDOWN_ROUNDS + 1) {
        request.status = "unanswered"; // past the limit: closed, and the lead is told
        tell(LEAD, [
          `<reminder>${agent.name} left ${id} unanswered for ${SHUTDOWN_ROUNDS} rounds.</reminder>`,
        ]);
      } else
        tell(agent, [
          `<reminder>${AGENT} asked you to shut down: answer ${id} with shutdown_response.</reminder>`,
        ]);
    }
    return open.some(([, r]) => r.status === "pending");
  }
  // #endregion protocols
  // #endregion team

  // #region loop
  /** The team at work on one request: the lead, then each teammate with something to do (one spawned just now too). */
  async function teamLoop(): Promise<void> {
    for (let round = 1; round <= LEAD_ROUNDS; round++) {
      for (const agent of MEMBERS.values()) {
        if (agent === LEAD) {
          await deliver(LEAD);
          await agentRound(LEAD);
          if (LEAD.status === "idle") return warnOpenWork(TASKS, session.ui); // the team's work ends too: open work said
        } else {
          const was = agent.status; // one that stops now hands back the tasks it held, and the lead is told
          await session.teammate(
            agent.name,
            async () => (await wakes(agent)) && (await agentRound(agent)),
          );
          if (was !== "shutdown" && agent.status === "shutdown")
            tell(LEAD, await handBackFrom(TASKS, agent.name));
        }
      }
    }
    session.ui.warn(
      `The team stopped at the lead's limit of ${LEAD_ROUNDS} rounds: send another request to carry on.`,
    );
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
      // The call that carried a teammate's messages has been answered: only now do they leave its inbox. The lead's
      // leave once its request is answered: a failed request is dropped whole, and they are handed over again.
      if (agent !== LEAD) await taken(agent);
      if (response.stop_reason !== "tool_use") return setStatus(agent, "idle");

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      for (const block of response.content) {
        if (block.type !== "tool_use") continue;
        // Each agent's calls go to the lesson's dispatch; the kit's gate runs only the tools the agent was given.
        results.push(await session.supervise(block, agent.tools, runTool));
      }
      // s12's reminder, after the tool results: the open tasks again after 10 rounds without a task tool.
      await agent.nag.after(response.content, results, session.ui);
      agent.messages.push({ role: "user", content: results });
    } catch (err) {
      if (agent === LEAD) throw err; // the REPL drops the lead's failed request
      agent.messages.length = checkpoint; // a teammate's history stays valid
      if (err instanceof Interrupted || err instanceof ReplayError) throw err; // Ctrl-C stops the whole team
      // It leaves the team, and says so: its history goes; its inbox stays for the next of its name.
      const why = explainError(err).split("\n")[0].split(": ").slice(0, 2).join(": "); // its kind: "API error 400: …"
      const content = `My model call failed (${why}), so I left the team. Spawn ${agent.name} again to carry on: the messages I had not answered wait in my inbox.`;
      await sendMessage(AGENT, { type: "message", content });
      setStatus(agent, "shutdown");
      MEMBERS.delete(agent.name);
    }
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, given with -p, or the demo's) runs the team on the lead's one history. */
  async function repl(): Promise<void> {
    const refused = await startTeam().catch((err: Error) => err.message);
    if (refused) {
      session.ui.error(refused); // a name or a workspace it cannot use: said, and it exits with 2
      session.exitCode = 2;
      return session.close();
    }
    const history = LEAD.messages;
    for await (const query of session.prompts()) {
      const checkpoint = history.length;
      const content: Anthropic.TextBlockParam[] = [{ type: "text", text: query }];
      // The session's first message: the tasks an earlier session (or another agent) left on disk (s12's reminder).
      if (history.length === 0) await resumeReminder(TASKS, content, session.ui);
      history.push({ role: "user", content });
      try {
        await teamLoop();
        await taken(LEAD); // the request is answered: the messages the lead was handed leave its inbox
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

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts) the file starts a session and runs its entry; imported, it does nothing.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
