/**
 * Lesson s18: worktrees.
 *
 * In s17 every teammate edited the one checkout: two of them at work on one file stepped on each
 * other. Here each task gets its own git worktree, `.worktrees/<name>` on the branch `wt/<name>`,
 * bound to it by the task's id: a teammate that claims the task works there, its bash in that
 * folder and its file tools confined to it. The lead merges a completed task's branch (`--no-ff`;
 * a conflict is undone and handed back), and a worktree is removed only when that loses nothing:
 * no uncommitted file, no commit the base branch has not (`git rev-list main..wt/<name>`), unless
 * told to discard them, and then it lists what it threw away.
 *
 * Run it: `pnpm lesson s18` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { isMain, type Lesson, runLesson, type Session, wordSetting } from "@agent-workbook/kit";
import { fileTools, tool, type Tool, ToolError } from "@agent-workbook/kit";
import { toolDispatch, toolSpecs } from "@agent-workbook/kit";
import { z } from "zod";
// s12's task store, tools and reminders, from the kit.
import { resumeReminder, TaskNag, type Task } from "@agent-workbook/kit/concepts/tasks";
import { TaskStore, taskTools } from "@agent-workbook/kit/concepts/tasks";
// s15's team and its three tools, from the kit; the team's files (leases, names).
import { type Member, markup, warnOpenWork, teammateTurn } from "@agent-workbook/kit/concepts/team";
import { teamTools, TEAM_FILES, roundLimit, failedRound } from "@agent-workbook/kit/concepts/team";
// s16's protocols and their four tools; s17's autonomous team, from the kit.
import { protocolTools } from "@agent-workbook/kit/concepts/protocols";
import { AutonomousTeam } from "@agent-workbook/kit/concepts/autonomy";
// What git and the worktrees need, from the kit (names, lock, log, display): s18 writes the rest.
import { type GitSetup, gitFailure, gitOutput } from "@agent-workbook/kit/concepts/worktrees";
import { runGit, checkoutState, commitsNotIn } from "@agent-workbook/kit/concepts/worktrees";
import { branchOf, type HeldWork, type MergeOutcome } from "@agent-workbook/kit/concepts/worktrees";
import { WorktreeFolders, type WorktreePlace } from "@agent-workbook/kit/concepts/worktrees";
import { realOfDeepestExisting, shownFolder } from "@agent-workbook/kit/concepts/worktrees";
import { identityEnv, mergeWorktree, openWorktrees } from "@agent-workbook/kit/concepts/worktrees";
import { agentIdentity, sessionGit, shownResult } from "@agent-workbook/kit/concepts/worktrees";
import { existsSync, realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";

// #region lesson
/** This agent's name, the owner of the tasks it starts (another agent on the tasks has another). */
const AGENT_NAME = wordSetting(
  "AGENT_NAME",
  "lead",
  "who this agent is: the owner of the tasks it starts",
);
/** The base branch: worktrees branch from it and merge into it, whatever git's default is. */
const BASE = "main";
/** The lesson, as the kit reads it (`pnpm lesson s18`, its --help): its id, file, settings. */
export const LESSON: Lesson = {
  id: "s18",
  entry: import.meta.filename,
  concepts: [TEAM_FILES],
  settings: [AGENT_NAME],
};
// #endregion lesson

// #region worktrees
/** The kit's worktrees, with the check before removal and the merge written here. */
class Worktrees extends WorktreeFolders {
  /**
   * The work the worktree `name` holds that the base branch has not: its uncommitted files (none
   * when its folder is gone) and its commits not in the base branch, which a removal would lose.
   */
  async work(root: string, name: string, git: GitSetup, folder = true): Promise<HeldWork> {
    // #region exercise:held-work
    // Untracked files count: a new file not added is work too.
    const files = folder ? (await checkoutState(this.place(name).path, git, true)).files : [];
    // `git rev-list <base>..wt/<name>`: no upstream needed (`@{push}..HEAD` printed nothing).
    const commits = await commitsNotIn(root, this.base, branchOf(name), git);
    return { files, commits };
    // #endregion exercise:held-work
  }

  /** Merges `branch` into the base branch in the main checkout, `--no-ff`; a conflict is undone. */
  async mergeBranch(
    root: string,
    branch: string,
    message: string,
    git: GitSetup,
  ): Promise<MergeOutcome> {
    const merged = await runGit(root, ["merge", "--no-ff", "--no-log", "-m", message, branch], git);
    if (merged.code === 0) {
      const head = await gitOutput(root, ["rev-parse", "HEAD"], git, "read the merge commit");
      return { commit: head.trim() };
    }
    const unmerged = ["diff", "--name-only", "--diff-filter=U", "-z"];
    const listed = await gitOutput(root, unmerged, git, "list the conflicted files");
    const conflict = listed.split("\0").filter(Boolean);
    if (conflict.length === 0) throw gitFailure(`merge ${branch} (nothing was merged)`, merged);
    // The base branch as it was: the merge undone, the worktree left for its teammate to fix.
    const aborted = await runGit(root, ["merge", "--abort"], git);
    if (aborted.code !== 0)
      throw gitFailure(`undo the merge of ${branch}: the checkout is mid-merge`, aborted);
    return { conflict };
  }
}
// #endregion worktrees

// #region confine
/**
 * The real path of `path` for a teammate working in `worktree`: relative paths start at its folder,
 * links are followed, a path not made yet is judged by its deepest existing folder. Outside the
 * worktree (the main checkout included): a {@link ToolError} that names the worktree.
 */
function confinedPath(worktree: WorktreePlace, path: string): string {
  const shown = shownFolder(worktree.name);
  if (path.trim() === "" || path.includes("\0"))
    throw new ToolError(
      `Error: ${JSON.stringify(path)} is not a path: ` +
        `give a path inside your worktree ${shown}, such as src/app.js.`,
    );
  if (!existsSync(worktree.path))
    throw new ToolError(
      `Error: The worktree ${shown} is gone (its folder was removed): ` +
        "no path can be resolved in it.",
    );
  const root = realpathSync(worktree.path);
  // #region exercise:confine
  const real = realOfDeepestExisting(resolve(root, path));
  const rel = relative(root, real);
  if (rel === ".." || rel.startsWith("../") || isAbsolute(rel))
    throw new ToolError(
      `Error: ${path} is outside your worktree ${shown}: you work only in that folder ` +
        "(the main checkout and other worktrees are not yours). " +
        "Give a path inside it, such as src/app.js.",
    );
  return real;
  // #endregion exercise:confine
}
// #endregion confine

// #region binding
/** s17's team whose teammates work in the worktree bound to the task they claim. */
class WorktreeTeam extends AutonomousTeam {
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

/** The lesson's entry: its agent on the session it is given, by `pnpm lesson` or by a test. */
export async function main(session: Session<"team" | "autonomy" | "worktrees">): Promise<void> {
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
    "Loop: plan with the task tools, give each task its own git worktree, spawn teammates, " +
      "wait for their news, merge their work, then report what the team did.",
    "",
    "Rules:",
    "- Plan before you act: make a task per step of a multi-step task (TaskCreate), " +
      "then say which waits for which (TaskUpdate addBlockedBy, with task ids).",
    "- The tasks are kept in .tasks/ and outlive this session; " +
      "other agents may share them. Look at TaskList before you plan anew.",
    "- Give each task that changes files its own worktree (create_worktree with its task_id): " +
      `.worktrees/<name> on the branch wt/<name>, from ${BASE}. ` +
      "The teammate that claims the task works there, apart from the others.",
    "- When a task is completed, merge its worktree into " +
      `${BASE} (merge_worktree). A conflict leaves ${BASE} as it was: ` +
      "hand it back to the teammate with send_message, naming the files. " +
      "Remove a worktree once it is merged (remove_worktree); never discard work unasked.",
    "- Prefer tools over prose. Act; do not only explain.",
    "- Do not guess file paths: list or search first when unsure.",
    "- Leave each task's owner empty: your teammates, when idle, " +
      "claim the ready tasks themselves (pending, no owner, no blocker open).",
    "- Your teammates take their rounds between yours, while your turn lasts: " +
      "wait for their news with read_inbox, and end your turn only when the team's work is done.",
    "- When the team's work is done, ask each teammate to shut down (shutdown_request), " +
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
      "- A task bound to a worktree is done there (a <worktree> block names it): " +
        "your tools work in that folder, on its own branch. " +
        'Commit your work there (git add -A && git commit -m "...") before you complete the task.',
      "- Messages from the team reach you as <message> blocks; " +
        `answer with send_message when asked, and tell ${AGENT} when your tasks are done.`,
      `- To a shutdown_request from ${AGENT}, finish what you are doing, ` +
        "then answer it with shutdown_response and its request_id.",
      "- When you have nothing left to do, end your turn: " +
        "you are idle, and a new message wakes you, or a ready task of the graph claimed for you " +
        "(a <claimed> block: it is yours, in progress).",
      "- Prefer tools over prose. Do not guess file paths. Keep changes small and check them.",
    ].join("\n");
  }
  // #endregion config

  // #region tools
  const name = z.string().describe("The worktree's name: letters, digits, ., _ or -");
  const task_id = z.string().describe("The id of the task bound to it");
  /** A file tool `own`, run as the agent whose round it is: in its worktree, paths confined. */
  function placed(own: Tool): Tool {
    const run = (input: unknown) => {
      const place = team.places.get(team.speaker);
      const { path } = input as { path?: string };
      if (place && path !== undefined) confinedPath(place, path); // is_error naming the worktree
      // bash's git commits are the agent's, at the clock's time: a replay makes the same ones.
      const who = agentIdentity(team.speaker.name);
      const git = own.name === "bash" ? identityEnv(who, team.worktrees.now()) : {};
      const tools = fileTools(place?.path ?? WORKDIR, { ...session.env, ...git });
      return tools.find((t) => t.name === own.name)!.run(input);
    };
    return { ...own, run };
  }
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env).map(placed), // v1's and s05's, each where the agent works
    ...taskTools(() => team.speaker.tasks, session.ui), // s12's: as the agent whose round it is
    ...teamTools(() => team), // s15's, from the kit: through the team's mailboxes
    ...protocolTools(() => team), // s16's, from the kit: each side is given its own below
    // The lead's worktree tools (Claude Code's EnterWorktree moves an agent; these place others).
    tool(
      "create_worktree",
      `Make .worktrees/<name> on a new branch wt/<name> from ${BASE}, bound to a task.`,
      { name, task_id: task_id.optional() },
      (input) => shownResult(session.ui, team.worktrees.make(input.name, input.task_id)),
    ),
    tool("bind_worktree", "Bind a task to a worktree.", { name, task_id }, (input) =>
      shownResult(session.ui, team.worktrees.bind(input.name, input.task_id)),
    ),
    tool("merge_worktree", `Merge a completed task's wt/<name> into ${BASE}.`, { name }, (input) =>
      shownResult(session.ui, mergeWorktree(team.worktrees, input.name)),
    ),
    tool("keep_worktree", "Keep a worktree, and say what it holds.", { name }, (input) =>
      shownResult(session.ui, team.worktrees.keep(input.name)),
    ),
    tool(
      "remove_worktree",
      `Remove a worktree and its branch: refused while it holds work not in ${BASE}, ` +
        "unless discard_changes: true (then it lists what it threw away).",
      { name, discard_changes: z.boolean().optional().describe("Throw away its work") },
      ({ name, discard_changes }) =>
        shownResult(session.ui, team.worktrees.remove(name, { discardChanges: discard_changes })),
    ),
  ];

  /** A teammate's tools: less spawn_teammate, the lead's side of the protocols, the worktrees'. */
  const TEAMMATE_TOOLS = TOOLS.filter(
    (t) => !/^(spawn_teammate|shutdown_request|plan_response|\w+_worktree)$/.test(t.name),
  );
  /** The lead's: less a teammate's side of the protocols. */
  const LEAD_TOOLS = TOOLS.filter((t) => !/^(shutdown_response|plan_request)$/.test(t.name));
  // #endregion tools
  const runTool = toolDispatch(TOOLS); // v1's dispatch, from the kit

  /** The task graph of this workspace, for this agent, and its reminders. */
  const TASKS = new TaskStore(WORKDIR, AGENT);
  const nag = new TaskNag(TASKS);

  // #region roster
  /** s17's team whose teammates work in the worktrees of the tasks they claim. */
  const team: WorktreeTeam = new WorktreeTeam({
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
        } else await teammateTurn(team, agent, agentRound); // its tasks go back if it stops
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
    if (await roundLimit(team, agent, TEAMMATE_ROUNDS)) return; // it stopped, and said so
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
      await failedRound(team, agent, err, checkpoint); // a teammate leaves the team, saying why
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
    const said = await openWorktrees(team.worktrees, LESSON.id).catch((e: Error) => [e.message]);
    for (const line of said) session.ui.note(line); // no git, a repository made, worktrees left
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
