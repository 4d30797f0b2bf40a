/**
 * Child processes that must end with the lesson, such as s19's MCP servers: a child started without a process
 * group of its own (the MCP SDK's stdio transport starts them so), which the lesson tracks by its pid.
 */
import { readFileSync } from "node:fs";

/** How long a stopped process gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 300;

/** The processes to end when this process exits. */
const tracked = new Set<number>();
/** What goes with a tracked process once it is ended at exit (s13: its job's `.pid` file), by pid. */
const afterEnd = new Map<number, () => void>();
process.on("exit", endTracked);

/**
 * Ends the process `pid` with this one, however this one exits.
 *
 * Every way out (end of session, Ctrl-C, SIGTERM, an uncaught error) goes through 'exit': there it gets SIGTERM,
 * then SIGKILL if it is still there after KILL_GRACE_MS; then `ended` runs (synchronously: what it wrote of the
 * process, such as a file naming it, goes with it, so that a clean quit leaves nothing for the next start).
 */
export function endWithSession(pid: number | null | undefined, ended?: () => void): void {
  if (pid) tracked.add(pid);
  if (pid && ended) afterEnd.set(pid, ended);
}

/** SIGTERM to `pid` now, SIGKILL after KILL_GRACE_MS (or when this process exits first). */
export function stopProcess(pid: number | null | undefined): void {
  if (!pid) return;
  signal(pid, "SIGTERM");
  tracked.add(pid);
  setTimeout(() => signal(pid, "SIGKILL"), KILL_GRACE_MS).unref();
}

/** SIGTERM to every tracked process still there, up to KILL_GRACE_MS for them to go, then SIGKILL. */
function endTracked(): void {
  const left = [...tracked].filter(alive);
  if (left.length > 0) endNow(left);
  for (const ended of afterEnd.values()) ended();
}

/** SIGTERM to each, up to KILL_GRACE_MS for them to go, then SIGKILL: 'exit' cannot wait for a timer. */
function endNow(left: number[]): void {
  for (const pid of left) signal(pid, "SIGTERM");
  // 'exit' cannot wait for a timer: block briefly.
  const nap = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + KILL_GRACE_MS;
  while (Date.now() < deadline && left.some(alive)) Atomics.wait(nap, 0, 0, 10);
  for (const pid of left) signal(pid, "SIGKILL");
}

/** Whether the process is still there (one we may not signal counts too). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Signals a process; one that has already exited is no error. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // ESRCH: it has exited.
  }
}

/** When a process started, in clock ticks since the machine's start (Linux's /proc); 0 where that is not known. */
export function processStartTime(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf-8").split(") ")[1].split(" ")[19]) || 0;
  } catch {
    return 0;
  }
}
