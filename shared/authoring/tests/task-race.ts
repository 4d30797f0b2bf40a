/**
 * Several s12 lessons racing on one workspace, each a real lesson process (`pnpm lesson s12 --replay … --workdir W`)
 * with its own AGENT_NAME: they wait at a barrier (a bash call that waits for a file), then all at once each
 * creates its tasks, tries to take task #1, and makes one task wait for #1 (so that every agent changes #1's
 * file). What they leave is read back and counted. Used by tasks.test.ts and by `pnpm bench:tasks`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadCassette } from "@agent-workbook/kit";
import {
  message,
  offlineEnv,
  runLessonAsync,
  scratchDir,
  writeCassette,
} from "@agent-workbook/kit/authoring/tests/helpers";

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
  /** Every lesson ended well, with nothing on stderr. */
  clean: boolean;
  /** The high-water mark left beside the tasks. */
  highWater: number;
}

/** The lesson's answers when the lock is not to be had: it stayed taken, or this agent lost it while held up. */
const BUSY = /^Error: (The task list is locked by another agent|This agent was held up for over)/;

const call = (n: number, name: string, input: Record<string, unknown>) => ({
  type: "tool_use",
  id: `toolu_01Race${n}`,
  name,
  input,
});

/** Runs `agents` s12 lessons at once on one fresh workspace, each creating `tasksEach` tasks; counts what they left. */
export async function runRace(agents: number, tasksEach: number): Promise<RaceResult> {
  const scratch = scratchDir("s12-race-");
  const workdir = join(scratch, "shared");
  const names = Array.from({ length: agents }, (_, i) => `agent-${i + 1}`);
  const runs = names.map((name, i) => {
    const creates = Array.from({ length: tasksEach }, (_, k) =>
      call(k, "TaskCreate", { subject: `${name}: task ${k + 1}`, description: `Made by ${name}.` }),
    );
    const tape = writeCassette(
      join(scratch, `${name}.json`),
      "s12",
      ["Race."],
      [
        // The barrier: say it is ready, then wait for the go.
        message(
          [
            call(0, "bash", {
              command: `mkdir -p ../ready && touch ../ready/${name} && while [ ! -e ../go ]; do sleep 0.01; done`,
            }),
          ],
          "tool_use",
        ),
        message(creates, "tool_use"),
        message([call(1, "TaskUpdate", { taskId: "1", status: "in_progress" })], "tool_use"),
        // Each has made tasksEach >= agents + 1 tasks by now, so #2 … #agents+1 exist.
        message([call(2, "TaskUpdate", { taskId: String(i + 2), addBlockedBy: ["1"] })], "tool_use"),
        message([{ type: "text", text: "Done." }], "end_turn"),
      ],
    );
    const record = join(scratch, `${name}.recorded.json`);
    const env = offlineEnv({ TMPDIR: scratch, AGENT_NAME: name });
    return {
      name,
      record,
      done: runLessonAsync(["s12", "--replay", tape, "--workdir", workdir, "--record", record], { env }),
    };
  });
  // Release the barrier once every agent waits at it.
  const ready = join(scratch, "ready");
  while (!existsSync(ready) || readdirSync(ready).length < agents) await new Promise((r) => setTimeout(r, 10));
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
  /** The tool results of request `n` (0-based) of an agent's recording: the answers to its round before. */
  const answersTo = (record: string, n: number) => {
    const request = loadCassette(record).interactions[n].request!;
    const blocks = request.messages.at(-1)!.content as Array<{ type: string; content: string; is_error?: boolean }>;
    return blocks.filter((b) => b.type === "tool_result").map((b) => ({ text: b.content, error: b.is_error === true }));
  };
  // Requests 3, 4 and 5 answer the creates, the claim of #1 and the edge to #1.
  const told = runs.map((r, i) => ({
    name: r.name,
    creates: answersTo(r.record, 2).map((a, k) => ({ ...a, subject: `${r.name}: task ${k + 1}` })),
    claim: answersTo(r.record, 3)[0],
    edge: { ...answersTo(r.record, 4)[0], waiter: String(i + 2) },
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
