/**
 * Lesson s15: an agent team.
 *
 * s12's task graph could be shared by several agents, but a learner had to start each one. Here the agent is the
 * lead of a team: it spawns named teammates, each an agent loop of its own in this process, with its own history,
 * prompt and tools, and gives them tasks and messages. The agents talk through mailboxes (`.team/inbox/NAME.jsonl`):
 * each is handed its new messages before its model call, and a message leaves its inbox only once what carried it
 * has been answered (at least once; never twice in one run). The agents take rounds in a fixed order, so a recorded
 * session replays exactly; the team's work ends when the lead ends its turn. The task store is s12's, from the kit.
 *
 * Run it: `pnpm lesson s15` (live with a key in .env, otherwise the recorded demo).
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
// What s15 does not teach: s12's task store, tools and reminders; the kit's team files (leases, inbox lines, names).
import {
  TaskStore,
  taskTools,
  TaskNag,
  resumeReminder,
  StoreFolder,
  type Lease,
} from "@agent-workbook/kit";
import {
  withFolderLease,
  holdName,
  openTeam,
  writeTeamConfig,
  tasksNamed,
  inboxLines,
} from "@agent-workbook/kit";
import {
  inboxText,
  parseInboxLine,
  markup,
  type InboxLine,
  teammateName,
  handBackFrom,
} from "@agent-workbook/kit";
import { explainError, Interrupted, ReplayError, warnOpenWork } from "@agent-workbook/kit";
import { type Lesson, TEAM_FILES, wordSetting } from "@agent-workbook/kit";

// #region lesson
/** The lead's name, the owner of the tasks it starts: AGENT_NAME, for a second team on the same tasks. */
const LEAD_NAME = wordSetting(
  "AGENT_NAME",
  "lead",
  "who this agent is: the owner of the tasks it starts",
);
/** The lesson, as the kit reads it (`pnpm lesson s15`, its --help): its id, its file, its settings. */
export const LESSON: Lesson = {
  id: "s15",
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
- When done, summarise what changed in a few lines.`;

  /** A teammate's prompt: its name, its role, its team. */
  function teammateSystem(name: string, role: string): string {
    return `You are ${name}, a ${role} at ${WORKDIR}, on a team led by ${AGENT}.

Rules:
- Your tasks are in .tasks/, shared with the team: those whose owner is you. Mark each in_progress when you start it, completed as soon as it is done (TaskUpdate).
- Messages from the team reach you as <message> blocks; answer with send_message when asked, and tell ${AGENT} when your tasks are done.
- When you have nothing left to do, end your turn: a new message wakes you.
- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.`;
  }
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env), // s12's file tools, from the kit
    ...taskTools(() => speaker.tasks, session.ui), // s12's, from the kit: they act as the agent whose round it is
    tool(
      "spawn_teammate",
      "Start a teammate: an agent of its own, with the task tools and messaging. Its prompt is its first instructions: say which tasks are its own.",
      {
        name: teammateName().describe("Its name, e.g. alice: the owner of its tasks"),
        role: z.string().trim().min(1, "give it a role").describe("What it does, e.g. tester"),
        prompt: z
          .string()
          .trim()
          .min(1, "give it its first instructions")
          .describe("Its first instructions"),
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
  const TEAMMATE_TOOLS = TOOLS.filter((t) => t.name !== "spawn_teammate");
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

  /** Rounds a teammate may take in the session; rounds the lead may take for one request (the team stops there). */
  const TEAMMATE_ROUNDS = 50;
  const LEAD_ROUNDS = 100;
  /** The team's folder: `config.json`, who is on it; `inbox/NAME.jsonl`, a mailbox each; `NAME.lock`, who holds a name. */
  const TEAM_DIR = new StoreFolder(WORKDIR, ".team");

  // #region mailbox
  /** One message: a line of its reader's inbox, with its sender, its content and when it was sent. */
  interface Message extends InboxLine {
    /** What kind of message it is: in this lesson, always a message. */ type: "message";
  }

  /** The team's inboxes, `.team/inbox/NAME.jsonl`, a JSON line a message, kept as the task files are (a lease, whole writes). */
  class Mailbox {
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
      return this.lines(name).map((line) => parseInboxLine<Message>(line)); // a line that is not one: handed as it is
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
      return inboxLines([TEAM_DIR, this.folder], `${name}.jsonl`); // read checked: never through a link
    }
  }

  /** A message as its reader is handed it: `<message from="bob" type="message">…</message>`, its markup escaped. */
  function messageText({ from, type, content }: Message): string {
    return markup("message", { from, type }, content); // its content cannot pose as another message
  }
  // #endregion mailbox

  // #region members
  const MAIL = new Mailbox();

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

  const LEAD = member(AGENT, "lead", SYSTEM, TOOLS, []); // the session's agent, whose history is the REPL's
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
