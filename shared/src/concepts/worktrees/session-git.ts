/**
 * The worktrees on a lesson's session: git's identity and clock from it, so that a replay makes the
 * same commits, and what an operation did shown on its display.
 *
 * @module
 */
import type { Session } from "../../session.ts";
import type { TaskStore } from "../tasks/task-store.ts";
import type { WorktreeEvent } from "./events.ts";
import type { GitIdentity } from "./git.ts";
import { storeTasks } from "./tasks.ts";
import type { WorktreeResult, WorktreesOptions } from "./worktrees.ts";

/** An agent on git's commits: its name, at `agents.invalid` (no address of anyone's). */
export function agentIdentity(name: string): GitIdentity {
  return { name, email: `${name}@agents.invalid` };
}

/**
 * What a team's worktrees run with, but their base branch: its workspace, the lead's task graph
 * (tasks are bound by id), and for git the lead's identity and the session's clock and environment.
 */
export function sessionGit(
  team: { workdir: string; session: Pick<Session, "clock" | "env"> },
  lead: { name: string; tasks: TaskStore },
): Omit<WorktreesOptions, "base"> {
  const { workdir, session } = team;
  const clock = { startedAt: session.clock.startedAt, elapsed: () => session.clock.now() };
  const identity = agentIdentity(lead.name);
  return { workdir, tasks: storeTasks(lead.tasks), identity, clock, env: session.env };
}

/** What a worktree's operation did, its events shown on `ui` (a refusal's too): its text. */
export async function shownResult(
  ui: { show(event: WorktreeEvent): void },
  done: Promise<WorktreeResult> | WorktreeResult,
): Promise<string> {
  const { text, events } = await Promise.resolve(done).catch(
    (err: { events?: WorktreeEvent[] }) => {
      for (const event of err.events ?? []) ui.show(event);
      throw err;
    },
  );
  for (const event of events) ui.show(event);
  return text;
}
