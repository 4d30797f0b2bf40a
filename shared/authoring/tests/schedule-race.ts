/**
 * Several processes writing one workspace's durable jobs at once, each a small worker that imports the schedule
 * module (schedule-race-worker.ts), not a lesson: they wait at a barrier, then each creates its durable jobs and
 * deletes one. What the file holds is counted against what each was told. Used by the schedule concept's tests.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readDurableJobs } from "../../src/concepts/schedule/index.ts";
import { offlineEnv } from "../../src/offline-env.ts";
import { scratchDir } from "./helpers.ts";

/** What the race left, counted against what each writer was told. */
export interface ScheduleRaceResult {
  /** CPU the writers used, all together, in milliseconds (their start included). */
  cpuMs: number;
  /** Creates and deletes the writers were told succeeded. */
  created: number;
  deleted: number;
  /** Acknowledged jobs missing from the file (0), jobs in it twice (0), deleted ones still in it (0). */
  lost: number;
  twice: number;
  undeleted: number;
  /** Jobs in the file no writer was told it created (0). */
  unacknowledged: number;
  /** Calls refused because the lock stayed taken or was lost to a stall (told to try again); never a lost write. */
  busy: number;
  /** Answers that are errors of any other kind (none). */
  otherErrors: string[];
  /** Names in `.workbook/` but the file: temporary files, a lock left behind (none). */
  leftovers: string[];
  /** Every writer ended with code 0 and nothing on stderr. */
  clean: boolean;
}

/** The store's answers when the lock is not to be had: it stayed taken, or this writer lost it while held up. */
const BUSY = /^Error: (\.workbook\/scheduled_tasks\.json is locked by another run|This run was held up for over)/;

/** Runs `writers` worker processes at once on one fresh workspace, each creating `count` durable jobs. */
export async function runScheduleRace(writers: number, count: number): Promise<ScheduleRaceResult> {
  const scratch = scratchDir("schedule-race-");
  const workdir = join(scratch, "workspace");
  mkdirSync(workdir);
  const worker = join(import.meta.dirname, "schedule-race-worker.ts");
  const runs = Array.from({ length: writers }, (_, i) => {
    const child = spawn(process.execPath, [worker, workdir, `w${i + 1}`, String(count), scratch], {
      stdio: ["ignore", "pipe", "pipe"],
      env: offlineEnv(), // the workbook's compile cache: a worker's start costs half as much
    });
    let [stdout, stderr] = ["", ""];
    child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf-8");
    child.stderr.on("data", (chunk) => (stderr += chunk));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on("close", (code) => resolve({ code, stdout, stderr })),
    );
  });
  const ready = () => readdirSync(scratch).filter((n) => n.startsWith("ready-")).length;
  const ended: Awaited<(typeof runs)[number]>[] = [];
  const all = Promise.all(runs).then((e) => ended.push(...e));
  while (ready() < writers && ended.length === 0) await new Promise((r) => setTimeout(r, 10));
  writeFileSync(join(scratch, "go"), "");
  await all;

  const reports = ended.map((e) => JSON.parse(e.stdout || "{}")) as {
    answers?: { op: string; id?: string; prompt: string; text: string; error: boolean }[];
    cpuMs?: number;
  }[];
  const answers = reports.flatMap((r) => r.answers ?? []);
  const acknowledged = answers.filter((a) => !a.error);
  const created = acknowledged.filter((a) => a.op === "create").map((a) => a.id!);
  const deleted = acknowledged.filter((a) => a.op === "delete").map((a) => a.id!);
  const inFile = readDurableJobs(workdir).map((j) => j.id);
  return {
    cpuMs: Math.round(reports.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0)),
    created: created.length,
    deleted: deleted.length,
    lost: created.filter((id) => !deleted.includes(id) && !inFile.includes(id)).length,
    twice: inFile.filter((id, i) => inFile.indexOf(id) !== i).length,
    undeleted: deleted.filter((id) => inFile.includes(id)).length,
    unacknowledged: inFile.filter((id) => !created.includes(id)).length,
    busy: answers.filter((a) => a.error && BUSY.test(a.text)).length,
    otherErrors: answers.filter((a) => a.error && !BUSY.test(a.text)).map((a) => a.text),
    leftovers: readdirSync(join(workdir, ".workbook")).filter((n) => n !== "scheduled_tasks.json"),
    clean: ended.every((e) => e.code === 0 && e.stderr === ""),
  };
}
