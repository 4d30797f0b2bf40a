/**
 * The shape of s15's team (s15 on): a member, the lead or a teammate, and what a team is made of.
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import type { Lease } from "../../lease.ts";
import type { Session } from "../../session.ts";
import type { Tool } from "../../tool.ts";
import type { TaskNag } from "../tasks/task-reminders.ts";
import type { TaskStore } from "../tasks/task-store.ts";

/** An agent of the team, the lead or a teammate: its own history, prompt and tools. */
export interface Member {
  /** Its name: its inbox's, and the owner's of the tasks it starts. */ name: string;
  /** What it does: `lead`, or a teammate's role (e.g. tester). */ role: string;
  /** Its prompt. */ system: string;
  /** The tools it was given: the only ones it can call. */ tools: Tool[];
  /** Its history: the lead's is the REPL's. */ messages: Anthropic.MessageParam[];
  /** working: it has something to answer; idle: it ended its turn; shutdown: it stopped for good */
  status: "working" | "idle" | "shutdown";
  /** The task graph as this agent: it owns what it starts. */ tasks: TaskStore;
  /** Its name, held by this process. */ lease?: Lease;
  /** The rounds it took in the session. */ rounds: number;
  /** The messages at the front of its inbox in its history already. */ handed: number;
  /** s12's reminders, its own. */ nag: TaskNag;
}

/** What a new member is given: its own task graph and reminders are made, unless given (the lead's). */
export type MemberParts = Pick<Member, "name" | "role" | "system" | "tools" | "messages"> &
  Partial<Pick<Member, "tasks" | "nag">>;

/** What a team is made of: its session, its workspace, the lead, what a teammate is given. */
export interface TeamOptions {
  /** The session it works in: its terminal, a teammate's lines, its start and its end. */
  session: Session<"team">;
  /** The workspace, whose task graph the members share. */ workdir: string;
  /** The lead: its name, prompt and tools; its task graph and reminders, or its own are made. */
  lead: Pick<Member, "name" | "system" | "tools"> & Partial<Pick<Member, "tasks" | "nag">>;
  /** The tools a teammate is given. */ teammateTools: Tool[];
  /** A teammate's prompt: its name, its role, its team. */
  teammateSystem(name: string, role: string): string;
}
