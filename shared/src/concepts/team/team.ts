/**
 * s15's team, for the lessons built on s15 (s16 on): its members, mailboxes, whose round it is.
 *
 * s15 teaches it and keeps its own copy in its file; this is that code (shared/test/concepts/team/
 * team.test.ts keeps the two the same). A later lesson changes it where it offers: the lead's tools
 * and a teammate's are given to its constructor (s16 gives the lead its side of the protocols), and
 * a subclass overrides `wakes`, whether a teammate takes a round now (s16: not while it waits for
 * its plan's answer, and a shutdown request reminded; s17: an idle one polls for a task to claim).
 *
 * @module
 */
import { StoreFolder } from "../../store-folder.ts";
import { type Tool, ToolError } from "../../tool.ts";
import { TaskNag } from "../tasks/task-reminders.ts";
import { TaskStore } from "../tasks/task-store.ts";
import { Mailbox, type Message, messageText } from "./mailbox.ts";
import { holdName, openTeam, tasksNamed, writeTeamConfig } from "./team-files.ts";
import type { Member, MemberParts, TeamOptions } from "./member.ts";

// #region members
/** The team: its members in the order of their rounds, their mailboxes, and whose round it is. */
export class Team {
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
    const mail = this.mail.peek(agent.name).slice(agent.handed);
    if (mail.length === 0) return false;
    this.tell(agent, mail.map(messageText));
    agent.handed += mail.length;
    return true;
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
    if (agent.handed > 0) await this.mail.take(agent.name, agent.handed);
    agent.handed = 0;
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
