/**
 * Lesson s15: an agent team.
 *
 * Here the agent is the lead of a team: it spawns named teammates, each an agent loop of its own
 * in this process, and gives them tasks and messages through mailboxes (`.team/inbox/NAME.jsonl`).
 * A message is handed over before its reader's model call, and leaves its inbox only once what
 * carried it has been answered. The agents take rounds in a fixed order: a session replays exactly.
 *
 * Run it: `pnpm lesson s15` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { isMain, type Lesson, runLesson, type Session, wordSetting } from "@agent-workbook/kit";
import { fileTools, tool, ToolError } from "@agent-workbook/kit";
import { toolDispatch, toolSpecs } from "@agent-workbook/kit";
import { explainError, Interrupted, ReplayError, StoreFolder } from "@agent-workbook/kit";
// s12's task store, tools and reminders, from the kit.
import { resumeReminder, TaskNag } from "@agent-workbook/kit/concepts/tasks";
import { TaskStore, taskTools } from "@agent-workbook/kit/concepts/tasks";
// What s15 does not teach: the team's files (leases, inbox lines, names), from the kit.
import { withFolderLease, holdName, openTeam, tasksNamed } from "@agent-workbook/kit/concepts/team";
import { inboxLines, inboxText, parseInboxLine } from "@agent-workbook/kit/concepts/team";
import { writeTeamConfig, teammateName } from "@agent-workbook/kit/concepts/team";
import { handBackFrom, warnOpenWork, TEAM_FILES } from "@agent-workbook/kit/concepts/team";
// The shape of a member, of a team and of a message (and how it is handed over), from the kit.
import type { Member, MemberParts, TeamOptions, Message } from "@agent-workbook/kit/concepts/team";
import { messageText } from "@agent-workbook/kit/concepts/team";

// #region lesson
/** This agent's name, the owner of the tasks it starts (another agent on the tasks has another). */
const AGENT_NAME = wordSetting(
  "AGENT_NAME",
  "lead",
  "who this agent is: the owner of the tasks it starts",
);
/** The lesson, as the kit reads it (`pnpm lesson s15`, its --help): its id, file, settings. */
export const LESSON: Lesson = {
  id: "s15",
  entry: import.meta.filename,
  concepts: [TEAM_FILES],
  settings: [AGENT_NAME],
};
// #endregion lesson

// #region team
// #region inboxes
/** The team's inboxes, `.team/inbox/NAME.jsonl`, a JSON line a message, under a lease. */
class Mailbox {
  /** The team's folder, `.team/`. */
  readonly team: StoreFolder;
  /** The folder of the inbox files. */
  readonly folder: StoreFolder;

  /** The inboxes in `inbox/` of the team's folder `team`. */
  constructor(team: StoreFolder) {
    this.team = team;
    this.folder = new StoreFolder(team.path, "inbox");
  }

  /** Adds a message at the end of `to`'s inbox; refused when more than its reader can read. */
  send(to: string, message: Message): Promise<void> {
    return withFolderLease([this.team, this.folder], "mailboxes", (write) => {
      // #region exercise:send
      write(`${to}.jsonl`, inboxText(to, [...this.lines(to), JSON.stringify(message)]));
      // #endregion exercise:send
    });
  }

  /** The messages waiting in `name`'s inbox, oldest first; none is taken out. */
  peek(name: string): Message[] {
    return this.lines(name).map((line) => parseInboxLine<Message>(line)); // a bad line: as it is
  }

  /** Takes the first `count` messages out of `name`'s inbox, once a call carried them. */
  take(name: string, count: number): Promise<void> {
    return withFolderLease([this.team, this.folder], "mailboxes", (write) => {
      // #region exercise:take
      write(`${name}.jsonl`, inboxText(name, this.lines(name).slice(count)));
      // #endregion exercise:take
    });
  }

  private lines(name: string): string[] {
    return inboxLines([this.team, this.folder], `${name}.jsonl`); // checked: never through a link
  }
}
// #endregion inboxes
// #region members
/** The team: its members in the order of their rounds, their mailboxes, and whose round it is. */
class Team {
  /** What the team is made of. */ readonly options: TeamOptions;
  /** The team's inboxes, in its folder. */ readonly mail: Mailbox;
  /** The session's agent, whose history is the REPL's. */ readonly lead: Member;
  /** The team in the order of its rounds: the lead, then the teammates as spawned. */
  readonly members = new Map<string, Member>();
  /** Whose round it is: the tools act as it (it owns the tasks it starts, signs its messages). */
  speaker: Member;

  /** The lead, alone on its team until it spawns a teammate. */
  constructor(options: TeamOptions) {
    this.options = options;
    this.mail = new Mailbox(new StoreFolder(options.workdir, ".team")); // in .team/inbox/
    this.lead = this.member({ ...options.lead, role: "lead", messages: [] });
    this.members.set(this.lead.name, this.lead);
    this.speaker = this.lead;
  }

  /** A new member, idle, with its own history: its name on the tasks it starts (or the lead's). */
  member(it: MemberParts): Member {
    const tasks = it.tasks ?? new TaskStore(this.options.workdir, it.name);
    const counters = { rounds: 0, handed: 0, nag: it.nag ?? new TaskNag(tasks) }; // s12's reminders
    return { ...it, status: "idle", tasks, ...counters };
  }

  /** Who is on the team, in the order of their rounds. */
  roster(): string {
    return [...this.members.keys()].join(", ");
  }

  /** At start: the lead's name checked and held, what an earlier run left said; what refuses. */
  async start(): Promise<string | undefined> {
    const { session } = this.options;
    const held = () => [...this.members.values()].map((m) => m.lease); // renewed twice a second
    const { name, tasks } = this.lead;
    const team = await openTeam({ team: this.mail.team, tasks, agent: name, held, session });
    this.lead.lease = team.lease;
    if (team.said) session.ui.note(team.said); // START_OVER=1 clears what an earlier run left
    return team.refused;
  }

  /** A new teammate: its first instructions are its whole history; its first round comes next. */
  async spawn({ name, role, prompt }: Record<"name" | "role" | "prompt", string>) {
    const { session } = this.options;
    if (this.members.get(name)?.status === "shutdown") this.members.delete(name); // name is free
    if (this.members.has(name))
      throw new ToolError(
        `Error: ${name} is on the team already (${this.roster()}): give another name.`,
      );
    const lease = await holdName(this.mail.team, name);
    if (!lease)
      throw new ToolError(
        `Error: Another process here runs an agent named ${name}: give another name.`,
      );
    const told = await tasksNamed(this.lead.tasks, name); // the tasks with its name on them, if any
    const system = this.options.teammateSystem(name, role);
    const messages: Member["messages"] = [{ role: "user", content: prompt + told }];
    const mate = this.member({ name, role, system, tools: this.options.teammateTools, messages });
    mate.lease = lease;
    this.members.set(name, mate);
    this.setStatus(mate, "working");
    await session.teammate(name, async () =>
      session.ui.note(`${role}, first instructions: ${prompt}${told}`),
    );
    const team = `The team: ${this.roster()}.${told.replace("\n\n", " ")}`;
    return `Spawned ${name} (${role}): it takes its first round after yours. ${team}`;
  }

  /** Puts a message in `to`'s inbox, from the agent whose round it is. */
  async send(to: string, message: Omit<Message, "from" | "timestamp">): Promise<string> {
    const reader = this.members.get(to);
    if (!reader)
      throw new ToolError(`Error: No agent named "${to}" on the team. The team: ${this.roster()}.`);
    if (reader === this.speaker)
      throw new ToolError(
        `Error: ${to} is you: write to another agent (the team: ${this.roster()}).`,
      );
    if (reader.status === "shutdown")
      throw new ToolError(`Error: ${to} has stopped: no one reads its inbox now.`);
    const from = this.speaker.name;
    await this.mail.send(to, { ...message, from, timestamp: new Date().toISOString() });
    return `Sent to ${to}.`;
  }

  /** Hands an agent its inbox's messages not handed yet, into its history; they stay there. */
  async deliver(agent: Member): Promise<boolean> {
    // #region exercise:deliver
    const mail = this.mail.peek(agent.name).slice(agent.handed);
    if (mail.length === 0) return false;
    this.tell(agent, mail.map(messageText));
    agent.handed += mail.length;
    return true;
    // #endregion exercise:deliver
  }

  /** Adds texts to an agent's history for its next call: after its last tool results, or alone. */
  tell(agent: Member, texts: string[]): void {
    if (texts.length === 0) return;
    for (const text of texts)
      this.options.session.ui.show({ kind: "team:delivered", to: agent.name, text });
    const blocks = texts.map((text) => ({ type: "text" as const, text }));
    const last = agent.messages.at(-1);
    if (last?.role === "user" && Array.isArray(last.content)) last.content.push(...blocks);
    else agent.messages.push({ role: "user", content: blocks });
  }

  /** The messages an agent was handed leave its inbox, once what carried them has been answered. */
  async taken(agent: Member): Promise<void> {
    // #region exercise:answered
    if (agent.handed > 0) await this.mail.take(agent.name, agent.handed);
    agent.handed = 0;
    // #endregion exercise:answered
  }

  /** Sets an agent's status, and writes who is on the team and how each stands to `config.json`. */
  setStatus(agent: Member, status: Member["status"]): void {
    agent.status = status;
    if (status === "shutdown") agent.lease?.release(); // it has stopped for good: its name is free
    if (this.members.size > 1) writeTeamConfig(this.mail.team, [...this.members.values()]);
  }

  /** Whether a teammate takes a round now: it is working, or new messages wake it. */
  async wakes(agent: Member): Promise<boolean> {
    if (agent.status === "shutdown") return false;
    if (await this.deliver(agent)) this.setStatus(agent, "working");
    return agent.status === "working";
  }
}
// #endregion members
// #endregion team

/** The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test. */
export async function main(session: Session<"team">): Promise<void> {
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
    "- Give each task to a teammate: make them its owner (TaskUpdate owner), " +
      "and say so in their instructions or a message.",
    "- Your teammates take their rounds between yours, while your turn lasts: " +
      "wait for their news with read_inbox, and end your turn only when the team's work is done.",
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
      "- When you have nothing left to do, end your turn: a new message wakes you.",
      "- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.",
    ].join("\n");
  }
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env), // v1's and s05's bash and file tools, from the kit
    ...taskTools(() => team.speaker.tasks, session.ui), // s12's: as the agent whose round it is
    // #region team-tools
    tool(
      "spawn_teammate",
      "Start a teammate: an agent of its own, with the task tools and messaging. " +
        "Its prompt is its first instructions: say which tasks are its own.",
      {
        name: teammateName().describe("Its name, e.g. alice: the owner of its tasks"),
        role: z.string().trim().min(1, "give it a role").describe("What it does, e.g. tester"),
        prompt: z
          .string()
          .trim()
          .min(1, "give it its first instructions")
          .describe("Its first instructions"),
      },
      (input) => team.spawn(input),
      { needsPermission: false },
    ),
    tool(
      "send_message",
      "Send a message to another agent of the team, by name. " +
        "It is handed to them before their next round.",
      {
        to: z.string().describe("The agent's name"),
        content: z.string().trim().min(1, "say something").describe("The message"),
      },
      ({ to, content }) => team.send(to, { type: "message", content }),
      { needsPermission: false },
    ),
    tool(
      "read_inbox",
      "Read the messages that came since your round began " +
        "(those before it were handed to you already). The lead waits for its team with it: " +
        "the teammates take their rounds between the lead's.",
      {},
      async () => {
        const reader = team.speaker;
        const mail = team.mail.peek(reader.name).slice(reader.handed);
        reader.handed += mail.length; // they leave the inbox once what carries them is answered
        return mail.map(messageText).join("\n") || "No new messages.";
      },
      { needsPermission: false },
    ),
    // #endregion team-tools
  ];

  /** A teammate's tools: the lead's less spawn_teammate (no nesting). */
  const TEAMMATE_TOOLS = TOOLS.filter((t) => t.name !== "spawn_teammate");
  // #endregion tools
  const runTool = toolDispatch(TOOLS); // v1's dispatch, from the kit

  /** The task graph of this workspace, for this agent, and its reminders. */
  const TASKS = new TaskStore(WORKDIR, AGENT);
  const nag = new TaskNag(TASKS);

  // #region roster
  /** The team: the lead, then the teammates it spawns; their mailboxes in `.team/inbox/`. */
  const team: Team = new Team({
    session,
    workdir: WORKDIR,
    lead: { name: AGENT, system: SYSTEM, tools: TOOLS, tasks: TASKS, nag },
    teammateTools: TEAMMATE_TOOLS,
    teammateSystem,
  });
  const LEAD = team.lead; // the session's agent, whose history is the REPL's
  // #endregion roster

  // #region loop
  /** The team at work on one request: the lead, then each teammate with something to do. */
  async function teamLoop(): Promise<void> {
    for (let round = 1; round <= LEAD_ROUNDS; round++) {
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
