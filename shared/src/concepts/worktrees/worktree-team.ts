/**
 * s18's team in worktrees, for the lessons built on s18 (s20): s17's autonomous team whose teammates work in the
 * worktree bound to the task they claim (the `binding` region, s18's line for line: held equal by
 * shared/test/concepts/worktrees/held-equal.test.ts), with the lead's five worktree tools and the file tools run
 * where the agent of the round works, as s18 writes them in its tool table.
 *
 * @module
 */
import { z } from "zod";
import type { Session } from "../../session.ts";
import { tool, type Tool } from "../../tool.ts";
import { fileTools } from "../../tools/file-tools.ts";
import { AutonomousTeam } from "../autonomy/autonomy.ts";
import type { Task } from "../tasks/task-files.ts";
import { markup } from "../team/team-files.ts";
import type { Member, TeamOptions } from "../team/member.ts";
import { Worktrees } from "./checked.ts";
import { confinedPath, type WorktreePlace } from "./confine.ts";
import type { WorktreeEvent } from "./events.ts";
import { identityEnv } from "./git.ts";
import { mergeWorktree } from "./merge.ts";
import { branchOf, shownFolder } from "./names.ts";
import { sessionGit, shownResult } from "./session-git.ts";

/** The base branch: worktrees branch from it and merge into it, whatever git's default is. */
export const BASE = "main";

// #region binding
/** s17's team whose teammates work in the worktree bound to the task they claim. */
export class WorktreeTeam extends AutonomousTeam {
  /** The session, whose display draws the worktrees' events too. */
  declare readonly session: Session<"team" | "autonomy" | "worktrees">;
  /** Where each teammate works: the worktree of the task it claimed last (none: the workspace). */
  readonly places = new WeakMap<Member, WorktreePlace | undefined>();
  /** The worktrees, each bound to a task by its id (the lead's identity on git's commits). */
  readonly worktrees = new Worktrees({ base: BASE, ...sessionGit(this.options, this.lead) });

  /** s17's, changed: a claimed task bound to a worktree moves its teammate there; it is told. */
  override async hand(agent: Member, task: Task): Promise<void> {
    const placed = await this.worktrees.claim(task.id, agent.name);
    this.places.set(agent, placed?.place);
    await super.hand(agent, task);
    if (!placed) return;
    await shownResult(this.session.ui, placed);
    const { name } = placed.place;
    const where = `${shownFolder(name)} (branch ${branchOf(name)})`;
    const text = `Task #${task.id} is bound to ${where}: your tools work there now.`;
    this.tell(agent, [markup("worktree", { name }, text)]);
  }
}
// #endregion binding

/** s18's five worktree tools for the lead (`create_worktree` … `remove_worktree`), on `team`'s worktrees. */
export function worktreeTools(team: () => WorktreeTeam): Tool[] {
  const name = z.string().describe("The worktree's name: letters, digits, ., _ or -");
  const task_id = z.string().describe("The id of the task bound to it");
  return [
    tool(
      "create_worktree",
      `Make .worktrees/<name> on a new branch wt/<name> from ${BASE}, bound to a task.`,
      { name, task_id: task_id.optional() },
      (input) => shownResult(team().session.ui, team().worktrees.make(input.name, input.task_id)),
    ),
    tool("bind_worktree", "Bind a task to a worktree.", { name, task_id }, (input) =>
      shownResult(team().session.ui, team().worktrees.bind(input.name, input.task_id)),
    ),
    tool("merge_worktree", `Merge a completed task's wt/<name> into ${BASE}.`, { name }, (input) =>
      shownResult(team().session.ui, mergeWorktree(team().worktrees, input.name)),
    ),
    tool("keep_worktree", "Keep a worktree, and say what it holds.", { name }, (input) =>
      shownResult(team().session.ui, team().worktrees.keep(input.name)),
    ),
    tool(
      "remove_worktree",
      `Remove a worktree and its branch: refused while it holds work not in ${BASE}, ` +
        "unless discard_changes: true (then it lists what it threw away).",
      { name, discard_changes: z.boolean().optional().describe("Throw away its work") },
      ({ name, discard_changes }) =>
        shownResult(
          team().session.ui,
          team().worktrees.remove(name, { discardChanges: discard_changes }),
        ),
    ),
  ];
}

/**
 * s18's file tools run as the agent whose round it is: in its worktree, its paths confined there, bash's commits
 * its own at the clock's time; an agent with no worktree works in `workdir`.
 */
export function placedFileTools(
  team: () => WorktreeTeam,
  workdir: string,
  env: NodeJS.ProcessEnv,
): Tool[] {
  return fileTools(workdir, env).map((own) => {
    const run = (input: unknown) => {
      const agent = team().speaker;
      const place = team().places.get(agent);
      const { path } = input as { path?: string };
      if (place && path !== undefined) confinedPath(place, path); // is_error naming the worktree
      const who = { name: agent.name, email: `${agent.name}@agents.invalid` };
      const git = own.name === "bash" ? identityEnv(who, team().worktrees.now()) : {};
      const tools = fileTools(place?.path ?? workdir, { ...env, ...git });
      return tools.find((t) => t.name === own.name)!.run(input);
    };
    return { ...own, run };
  });
}
