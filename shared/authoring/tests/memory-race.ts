/**
 * Several processes writing memory in one workspace at once, each a small worker that imports the memory module
 * (memory-race-worker.ts), not a lesson: they wait at a barrier, then each creates its memories and adds a line to
 * one shared memory per memory it creates. What they leave is read back and counted against what each was told.
 * Used by shared/test/memory-race.test.ts.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { indexText, MEMORY_LIMITS, MemoryStore, memoryFileText } from "../../src/concepts/memory/index.ts";
import { offlineEnv } from "../../src/offline-env.ts";
import { scratchDir } from "./helpers.ts";

/** What the race left, counted against what each writer was told. */
export interface MemoryRaceResult {
  /** Writers, and calls all of them made (a create and an insert per memory). */
  writers: number;
  calls: number;
  /** Milliseconds from the barrier's release to the last writer's end. */
  ms: number;
  /** CPU the writers used, all together, in milliseconds (their start included). */
  cpuMs: number;
  /** Creates and inserts the writers were told succeeded. */
  created: number;
  inserted: number;
  /** Acknowledged memories missing or not as written, and acknowledged lines missing from the shared memory (0). */
  lostCreates: number;
  lostInserts: number;
  /** Lines of the shared memory no writer was told it added (0), and memory files no writer was told it made. */
  unacknowledgedLines: number;
  unacknowledgedFiles: number;
  /** Calls refused because the lock stayed taken or was lost to a stall (told to try again); never a lost write. */
  busy: number;
  /** Answers that are errors of any other kind (none). */
  otherErrors: string[];
  /** MEMORY.md is the index of what is there, a line per memory. */
  indexInStep: boolean;
  /** Names in `.memory/` that are neither a memory nor the index: temporary files, a lock left behind (none). */
  leftovers: string[];
  /** Every writer ended with code 0 and nothing on stderr. */
  clean: boolean;
}

/** The store's answers when the lock is not to be had: it stayed taken, or this writer lost it while held up. */
const BUSY = /^Error: (The memory is locked by another agent|This agent was held up for over)/;
/** The shared memory's front matter, which every writer inserts after (line 5). */
const SHARED = memoryFileText({ name: "Shared", description: "Every writer adds a line", type: "project" }, "");

/** Runs `writers` worker processes at once on one fresh workspace, each making `count` memories; counts what they left. */
export async function runMemoryRace(writers: number, count: number): Promise<MemoryRaceResult> {
  const scratch = scratchDir("memory-race-");
  const workdir = join(scratch, "workspace");
  const barrier = scratch;
  mkdirSync(workdir);
  await new MemoryStore(workdir).create("/memories/shared.md", SHARED);
  const worker = join(import.meta.dirname, "memory-race-worker.ts");
  const runs = Array.from({ length: writers }, (_, i) => {
    const child = spawn(process.execPath, [worker, workdir, `w${i + 1}`, String(count), barrier], {
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
  const ready = () => readdirSync(barrier).filter((n) => n.startsWith("ready-")).length;
  while (ready() < writers) await new Promise((r) => setTimeout(r, 10));
  const start = Date.now();
  writeFileSync(join(barrier, "go"), "");
  const ended = await Promise.all(runs);
  const ms = Date.now() - start;

  const reports = ended.map((e) => JSON.parse(e.stdout || "{}")) as {
    answers?: { command: string; path: string; line: string; text: string; error: boolean }[];
    cpuMs?: number;
  }[];
  const answers = reports.flatMap((r) => r.answers ?? []);
  const folder = join(workdir, ".memory");
  const names = readdirSync(folder).sort();
  const shared = readFileSync(join(folder, "shared.md"), "utf-8").split("\n");
  const acknowledged = answers.filter((a) => !a.error);
  const creates = acknowledged.filter((a) => a.command === "create");
  const inserts = acknowledged.filter((a) => a.command === "insert");
  const fileOf = (path: string) => path.slice("/memories/".length);
  const made = names.filter((n) => /^w\d+-\d+\.md$/.test(n));
  const store = new MemoryStore(workdir);
  return {
    writers,
    calls: writers * count * 2,
    ms,
    cpuMs: Math.round(reports.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0)),
    created: creates.length,
    inserted: inserts.length,
    lostCreates: creates.filter((a) => {
      const file = join(folder, fileOf(a.path));
      return !existsSync(file) || !readFileSync(file, "utf-8").endsWith(`---\n${a.line}\n`);
    }).length,
    lostInserts: inserts.filter((a) => shared.filter((l) => l === a.line).length !== 1).length,
    unacknowledgedLines: shared.filter((l) => /^w\d+ wrote/.test(l) && !inserts.some((a) => a.line === l)).length,
    unacknowledgedFiles: made.filter((n) => !creates.some((a) => fileOf(a.path) === n)).length,
    busy: answers.filter((a) => a.error && BUSY.test(a.text)).length,
    otherErrors: answers.filter((a) => a.error && !BUSY.test(a.text)).map((a) => a.text),
    indexInStep:
      readFileSync(join(folder, "MEMORY.md"), "utf-8") === indexText(store.folder, names, MEMORY_LIMITS.fileBytes) &&
      indexText(store.folder, names, MEMORY_LIMITS.fileBytes).split("\n").length === made.length + 2,
    leftovers: names.filter((n) => n !== "MEMORY.md" && n !== "shared.md" && !made.includes(n)),
    clean: ended.every((e) => e.code === 0 && e.stderr === ""),
  };
}
