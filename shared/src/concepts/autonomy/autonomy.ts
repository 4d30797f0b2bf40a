/**
 * s17's autonomy, for the lessons built on s17 (s18, s20): an idle teammate polls the task graph
 * and claims the first ready task under the store's lock, on the task read afresh; idle too long,
 * it stops. s16's team, changed where it offers: `wakes` is overridden again.
 *
 * s17 teaches it and keeps its own copy in its file; this is that code (shared/test/concepts/
 * autonomy/autonomy.test.ts keeps the two the same, its `claim` and `autonomy` regions).
 *
 * @module
 */
import { Interrupted } from "../../ctrl-c.ts";
import type { Session } from "../../session.ts";
import { taskPanel, inOrder, openBlockers, type Task } from "../tasks/task-files.ts";
import { type Claim, lookAtTasks } from "../tasks/task-look.ts";
import { type TaskStore, withLock, writeTask } from "../tasks/task-store.ts";
import { markup } from "../team/team-files.ts";
import type { Member, TeamOptions } from "../team/member.ts";
import { ProtocolTeam } from "../protocols/protocols.ts";

// #region claim
/** A task an idle teammate may claim: pending, with no owner, and no blocker still open. */
export const isReady = (task: Task, tasks: Map<string, Task>) =>
  task.status === "pending" && !task.owner && openBlockers(task, tasks).length === 0;
/** Why a task cannot be claimed now: it has an owner, is not pending, or waits for open tasks. */
export function notReady(task: Task, tasks: Map<string, Task>): string {
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
    if (!isReady(task, tasks)) return { held: false, why: notReady(task, tasks) };
    task.status = "in_progress";
    task.owner = store.agent;
    writeTask(store.folder, task, stillLocked);
    return { held: true, task };
  });
}
// #endregion claim

// #region autonomy
/** Idle teammates' wait between two looks at the graph; how long one may be idle till it stops. */
const POLL_MS = 5_000;
const IDLE_LIMIT_MS = 60_000;

/** A pass's look at the graph, for its idle teammates: ready tasks, those held back, the wait. */
export interface Look {
  /** The tasks seen ready, in the graph's order. */ ready: Task[];
  /** The open tasks held back, each with why (`#1 waits for #2`). */ blocked: string[];
  /** How long the look waited, on the session's clock. */ waited: number;
}

/** s16's team whose idle teammates find their own work: they poll the graph, claim a task. */
export class AutonomousTeam extends ProtocolTeam {
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
