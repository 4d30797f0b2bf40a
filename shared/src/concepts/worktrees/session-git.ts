/**
 * The worktrees on a lesson's session: git's identity and clock from it, so that a replay makes the
 * same commits, and what an operation did shown on its display.
 *
 * @module
 */
import type { Session } from "../../session.ts";
import type { TaskStore } from "../tasks/task-store.ts";
import type { WorktreeEvent } from "./events.ts";
import type { GitIdentity, GitSetup } from "./git.ts";
import { storeTasks } from "./tasks.ts";
import type { WorktreeTasks } from "./worktrees.ts";

/** An agent on git's commits: its name, at `agents.invalid` (no address of anyone's). */
export function agentIdentity(name: string): GitIdentity {
  return { name, email: `${name}@agents.invalid` };
}

/**
 * What the lead's worktrees run with on `session`: the lead's task graph (tasks are bound by id), and
 * for git its identity and the session's clock and environment.
 */
export function sessionGit(
  session: Session<"worktrees">,
  lead: { name: string; tasks: TaskStore },
): GitSetup & { tasks: WorktreeTasks } {
  const clock = { startedAt: session.clock.startedAt, elapsed: () => session.clock.now() };
  return {
    identity: agentIdentity(lead.name),
    clock,
    env: session.env,
    tasks: storeTasks(lead.tasks),
  };
}

/** What a worktree's operation did, its events shown on `ui` (a refusal's too): its text. */
export async function shownResult(
  ui: { show(event: WorktreeEvent): void },
  done:
    | Promise<{ text: string; events: WorktreeEvent[] }>
    | { text: string; events: WorktreeEvent[] },
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
