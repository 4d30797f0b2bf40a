/**
 * Several agents racing on one task store, each a process of its own that imports the store from the kit and nothing
 * else (task-store-worker.ts), with its own agent name: they wait at a barrier (a file), then all at once each
 * creates its tasks, tries to take task #1, and makes one task wait for #1 (so that every agent changes #1's
 * file). What they leave is read back and counted. Used by s12's tasks.test.ts and by `pnpm bench:tasks`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { offlineEnv, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import type { TaskAnswer, TaskWorkerScript } from "./task-store-worker.ts";

/** What the race left, counted against what each agent was told. */
export interface RaceResult {
  agents: number;
  /** Tool calls that change the graph, all agents together. */
  operations: number;
  /** Milliseconds from the barrier's release to the last agent's end. */
  ms: number;
  /** The task files there are, and the creates the agents were told succeeded (the same number). */
  files: number;
  acknowledged: number;
  /** Ids given twice (0), and creates acknowledged whose task is not on disk (0). */
  duplicateIds: number;
  lostCreates: number;
  /** Files that are not whole JSON (0). */
  brokenFiles: number;
  /** The agents whose claim of #1 succeeded (exactly one), and what the others were told. */
  claimWinners: string[];
  claimRefusals: string[];
  /** Acknowledged edges to #1 missing from #1's `blocks` or from the task's `blockedBy` (0: no update lost). */
  lostEdges: number;
  /**
   * Changes refused because the lock stayed taken or was lost to a stall (the model is told to try again): none on a
   * quiet machine, some when the machine is so busy that a holder is held up for seconds. Never a lost change.
   */
  busy: number;
  /** Answers that are errors of any other kind (0). */
  otherErrors: string[];
  /** Every agent ended well, with nothing on stderr. */
  clean: boolean;
  /** The high-water mark left beside the tasks. */
  highWater: number;
}

/** The store's answers when the lock is not to be had: it stayed taken, or this agent lost it while held up. */
const BUSY = /^Error: (The task list is locked by another agent|This agent was held up for over)/;

/** A worker process that has ended: its exit, what it printed, and its answers round by round (none if it died). */
export interface TaskWorkerRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  rounds: TaskAnswer[][];
}

/**
 * Starts task-store-worker.ts as agent `agent` on `workdir` with `script` (written beside it in `scratch`): the
 * process, and its end.
 */
export function startTaskWorker(
  scratch: string,
  workdir: string,
  agent: string,
  script: TaskWorkerScript,
): { child: ChildProcess; done: Promise<TaskWorkerRun> } {
  const file = join(scratch, `${agent}.script.json`);
  writeFileSync(file, JSON.stringify(script));
  const child = spawn(process.execPath, [WORKER, workdir, agent, file], {
    stdio: ["ignore", "pipe", "pipe"],
    env: offlineEnv(), // the workbook's compile cache: a worker's start costs half as much
  });
  let [stdout, stderr] = ["", ""];
  child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.setEncoding("utf-8");
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const done = new Promise<TaskWorkerRun>((resolve) =>
    child.on("close", (code, signal) =>
      resolve({
        code,
        signal,
        stdout,
        stderr,
        rounds: answersIn(stdout),
      }),
    ),
  );
  return { child, done };
}

const WORKER = join(import.meta.dirname, "task-store-worker.ts");

/** The answers a worker printed, round by round; none when it was killed before it could print them. */
function answersIn(stdout: string): TaskAnswer[][] {
  try {
    return (JSON.parse(stdout) as { rounds: TaskAnswer[][] }).rounds;
  } catch {
    return [];
  }
}

/** Runs `agents` task-store workers at once on one fresh workspace, each creating `tasksEach` tasks; counts what they left. */
export async function runRace(agents: number, tasksEach: number): Promise<RaceResult> {
  const scratch = scratchDir("s12-race-");
  const workdir = join(scratch, "shared");
  mkdirSync(workdir);
  const ready = join(scratch, "ready");
  mkdirSync(ready);
  const names = Array.from({ length: agents }, (_, i) => `agent-${i + 1}`);
  const runs = names.map((name, i) => {
    const creates = Array.from({ length: tasksEach }, (_, k) => ({
      name: "TaskCreate" as const,
      input: { subject: `${name}: task ${k + 1}`, description: `Made by ${name}.` },
    }));
    // The barrier (ready, then wait for the go); then its rounds: the creates, the claim of #1, an edge to #1.
    // Each has made tasksEach >= agents + 1 tasks by then, so #2 … #agents+1 exist.
    const rounds = [
      creates,
      [{ name: "TaskUpdate" as const, input: { taskId: "1", status: "in_progress" } }],
      [{ name: "TaskUpdate" as const, input: { taskId: String(i + 2), addBlockedBy: ["1"] } }],
    ];
    const { done } = startTaskWorker(scratch, workdir, name, {
      ready: join(ready, name),
      go: join(scratch, "go"),
      rounds,
    });
    return { name, done };
  });
  // Release the barrier once every agent waits at it.
  while (readdirSync(ready).length < agents) await new Promise((r) => setTimeout(r, 10));
  const start = Date.now();
  writeFileSync(join(scratch, "go"), "");
  const ended = await Promise.all(runs.map((r) => r.done));
  const ms = Date.now() - start;

  const tasksDir = join(workdir, ".tasks");
  const files = readdirSync(tasksDir).filter((f) => /^\d+\.json$/.test(f));
  let brokenFiles = 0;
  const tasks = new Map<string, { id: string; subject: string; blocks: string[]; blockedBy: string[] }>();
  for (const file of files) {
    try {
      const task = JSON.parse(readFileSync(join(tasksDir, file), "utf-8"));
      tasks.set(task.id, task);
    } catch {
      brokenFiles += 1;
    }
  }
  const subjects = [...tasks.values()].map((t) => t.subject);
  // Each agent's answers: to its creates, to its claim of #1, to its edge to #1.
  const told = runs.map((r, i) => ({
    name: r.name,
    creates: (ended[i].rounds[0] ?? []).map((a, k) => ({ ...a, subject: `${r.name}: task ${k + 1}` })),
    claim: ended[i].rounds[1]?.[0] ?? { text: "(no answer)", error: true },
    edge: { ...(ended[i].rounds[2]?.[0] ?? { text: "(no answer)", error: true }), waiter: String(i + 2) },
  }));
  const all = told.flatMap((t) => [...t.creates, t.claim, t.edge]);
  const acknowledged = told.flatMap((t) => t.creates.filter((c) => !c.error).map((c) => c.subject));
  const claims = told.filter((t) => !BUSY.test(t.claim.text));
  const one = tasks.get("1");
  const lostEdges = told.filter(({ edge }) => {
    if (edge.error) return false;
    return !one?.blocks.includes(edge.waiter) || !tasks.get(edge.waiter)?.blockedBy.includes("1");
  }).length;
  return {
    agents,
    operations: agents * (tasksEach + 2),
    ms,
    files: files.length,
    acknowledged: acknowledged.length,
    duplicateIds: files.length - new Set([...tasks.keys()]).size + (tasks.size - new Set(subjects).size),
    lostCreates: acknowledged.filter((s) => !subjects.includes(s)).length,
    brokenFiles,
    claimWinners: claims.filter((t) => !t.claim.error).map((t) => t.name),
    claimRefusals: claims.filter((t) => t.claim.error).map((t) => t.claim.text),
    lostEdges,
    busy: all.filter((a) => a.error && BUSY.test(a.text)).length,
    otherErrors: all
      .filter((a) => a.error && !BUSY.test(a.text) && !/^Error: #1 is in progress, owned by/.test(a.text))
      .map((a) => a.text),
    clean: ended.every((e) => e.code === 0 && e.stderr === ""),
    highWater: Number(readFileSync(join(tasksDir, ".highwatermark"), "utf-8")),
  };
}
