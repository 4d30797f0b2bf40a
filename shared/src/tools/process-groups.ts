import type { ChildProcess } from "node:child_process";

/**
 * How many lessons up the chain started this one: 0 for the learner's, 1 for v0's subagent (a lesson run by a
 * command), and so on. Each lesson passes it on to its commands as WORKBOOK_DEPTH (LESSON_DEPTH before).
 */
const DEPTH = depthOf(process.env);

/** The depth an environment says its lesson runs at (WORKBOOK_DEPTH, LESSON_DEPTH before): 0 to 8. */
export function depthOf(env: NodeJS.ProcessEnv): number {
  return Math.min(Math.max(Number.parseInt(env.WORKBOOK_DEPTH ?? env.LESSON_DEPTH ?? "", 10) || 0, 0), 8);
}
/**
 * How long a stopped command gets between SIGTERM and SIGKILL: 0.3 s, halved at each level of subagent, so
 * that a subagent told to stop has killed its own commands before its parent's SIGKILL can reach it.
 */
const KILL_GRACE_MS = Math.round(300 / 2 ** DEPTH);

/** The commands still running: process group → what stops that command (as an abort of its signal would). */
const running = new Map<number, () => void>();

/**
 * Keeps the books on a command's shell; the returned function says the command is over.
 *
 * Its process group is ended when this process exits (with all it left behind), and until the command is over
 * `stopRunningCommands` stops it by calling `stop`.
 */
export function trackCommand(child: ChildProcess, stop: () => void): () => void {
  const pid = child.pid;
  if (pid !== undefined) track(pid);
  young.add(child);
  child.once("exit", () => young.delete(child));
  if (pid === undefined) return () => {};
  running.set(pid, stop);
  return () => running.delete(pid);
}

// #region exit
/**
 * Every process group a command started, kept until the group is empty: a command that has returned may have
 * left a background child (`server &`) running in it. The groups live out of reach of the terminal's Ctrl-C,
 * so on every way out of this process (end of session, `q`, Ctrl-C, SIGTERM, SIGHUP, an uncaught error: all
 * go through 'exit') they are ended: no command, and nothing it started, outlives the lesson.
 */
const groups = new Set<number>();
process.on("exit", endAllGroups);

/** Remembers a new group, and forgets the ones that have emptied since. */
function track(group: number): void {
  for (const old of groups) if (!groupExists(old)) groups.delete(old);
  groups.add(group);
}

/**
 * Our shells not yet seen to exit. One spawned a moment before this process exits may not have made its group yet
 * (its setsid runs in it, before bash starts): it is ended by its pid, which is still ours until it is reaped.
 */
const young = new Set<ChildProcess>();

/** SIGTERM to every group still there, up to KILL_GRACE_MS for them to go, then SIGKILL. */
function endAllGroups(): void {
  for (const child of young)
    if (child.pid !== undefined && child.exitCode === null && !groupExists(child.pid)) signalProcess(child.pid);
  const left = [...groups].filter(groupExists);
  if (left.length === 0) return;
  for (const group of left) signalGroup(group, "SIGTERM");
  // 'exit' cannot wait for a timer: block briefly so that a subagent can stop its own commands.
  const nap = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + KILL_GRACE_MS;
  while (Date.now() < deadline && left.some(groupExists)) Atomics.wait(nap, 0, 0, 10);
  for (const group of left) signalGroup(group, "SIGKILL");
}
// #endregion exit

/** SIGKILL to one process of ours (gone already: nothing to do). */
function signalProcess(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // ESRCH: it has exited.
  }
}

/** Whether a process group still has a process (one we may not signal counts too). */
function groupExists(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Stops every command still running, as if its signal had been aborted.
 *
 * Each one's process group is killed and its runBash rejects with `Error: Interrupted by user`. The session
 * calls it on Ctrl-C during a turn.
 */
export function stopRunningCommands(): void {
  for (const stop of [...running.values()]) stop();
}

// #region stop-group
/** SIGTERM to a process group now, SIGKILL after KILL_GRACE_MS (or when this process exits first). */
export function stopGroup(group: number): void {
  signalGroup(group, "SIGTERM");
  setTimeout(() => signalGroup(group, "SIGKILL"), KILL_GRACE_MS).unref();
}
// #endregion stop-group

/**
 * Signals a whole process group. SIGTERM first lets a subagent (a lesson run by the command) kill
 * the groups of its own commands before it goes; SIGKILL follows for whatever ignored it.
 */
function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // ESRCH: every process of the group has already exited.
  }
}
