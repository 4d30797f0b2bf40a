/**
 * `pnpm bench:tests --against COMMIT` and `--lessons`: `pnpm test` at another commit and at this checkout, run in
 * turn on one machine (base, head, base, head…), and what each lesson's own tests cost.
 *
 * The budget of a suite is relative to itself: machines differ twice over in speed, and the ratio to a loop moves
 * with the machine's kind, but two commits' suites run in turn on one machine compare fairly. The best of each's
 * runs counts, after a run of the base that does not (its new checkout's caches filled, as this one's are).
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "@agent-workbook/kit/paths";
import { testTempRoot } from "../test/temp-folder.ts";
import { type Cost, timed } from "./timed.ts";

/** One run of a suite: its cost, and what it counted. */
interface SuiteRun extends Cost {
  tests: number;
  lessons: number;
}

/** Runs `git` in the workbook's root; its output, or a thrown error with its message. */
function git(args: string[], cwd = ROOT): string {
  const run = spawnSync("git", args, { cwd, encoding: "utf-8" });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

/** A checkout of `commit` beside this one, installed from the same store, and how to remove it. */
function checkoutOf(commit: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "workbook-base-"));
  git(["worktree", "add", "--detach", folder, commit]);
  const remove = () => {
    spawnSync("git", ["worktree", "remove", "--force", folder], { cwd: ROOT });
    rmSync(folder, { recursive: true, force: true });
  };
  const install = spawnSync("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], {
    cwd: folder,
    encoding: "utf-8",
    env: { ...process.env, CI: "1" },
  });
  if (install.status !== 0) {
    remove();
    throw new Error(`pnpm install at ${commit} failed:\n${install.stdout}\n${install.stderr}`);
  }
  return { folder, remove };
}

/** `pnpm test` once in `folder`: its cost, its tests (passed and skipped) and its lessons. */
function suiteRun(folder: string): SuiteRun {
  const cost = timed(["pnpm", "test"], { NO_COLOR: "1" }, folder);
  const counted = /Tests\s+(?:\d+ failed \| )?(\d+) passed(?: \| (\d+) skipped)?/.exec(cost.output);
  const lessons = readdirSync(join(folder, "lessons")).filter((d) =>
    existsSync(join(folder, "lessons", d, "agent.ts")),
  );
  return { ...cost, tests: counted ? Number(counted[1]) + Number(counted[2] ?? 0) : 0, lessons: lessons.length };
}

const line = (name: string, run: SuiteRun) =>
  `${name.padEnd(6)} ${run.wall.toFixed(1).padStart(7)} ${(run.user + run.sys).toFixed(1).padStart(7)} ${String(run.tests).padStart(6)} ${String(run.lessons).padStart(8)}`;

/** `pnpm test` at `commit` and here, `pairs` times in turn; each pair's lines, the best of each, and the ratio. */
export function against(commit: string, pairs: number): string {
  const base = checkoutOf(commit);
  const out = [
    `${"".padEnd(6)} ${"wall s".padStart(7)} ${"CPU s".padStart(7)} ${"tests".padStart(6)} ${"lessons".padStart(8)}`,
  ];
  const runs: { base: SuiteRun[]; head: SuiteRun[] } = { base: [], head: [] };
  try {
    // Not counted: the base's fresh checkout fills its caches (vitest's results and transformed modules, the type
    // checks' answers) as this checkout's are filled already; its first run would pay for them.
    suiteRun(base.folder);
    process.stderr.write(".");
    for (let k = 1; k <= pairs; k++) {
      const b = suiteRun(base.folder);
      const h = suiteRun(ROOT);
      runs.base.push(b);
      runs.head.push(h);
      out.push(`pair ${k}: ratio ${(h.wall / b.wall).toFixed(2)}`, line("base", b), line("head", h));
      process.stderr.write(".");
    }
  } finally {
    base.remove();
  }
  process.stderr.write("\n");
  const best = (all: SuiteRun[]) => all.reduce((a, b) => (b.wall < a.wall ? b : a));
  const [b, h] = [best(runs.base), best(runs.head)];
  out.push(
    `best of each: base ${b.wall.toFixed(1)} s, head ${h.wall.toFixed(1)} s: head/base ${(h.wall / b.wall).toFixed(2)} (budget: at most 1.00)`,
    `(base ${commit} = ${git(["rev-parse", "--short", commit])}, head ${git(["rev-parse", "--short", "HEAD"])})`,
  );
  return `${out.join("\n")}\n`;
}

/**
 * The runs of the lessons every lesson's tests read (test/global-setup.ts), made once in a process of their own, its
 * CPU measured: the file they are in, their folder, their cost, and how to remove them.
 */
export async function sharedLessonRuns(): Promise<{ file: string; cost: Cost; remove: () => void }> {
  const dir = mkdtempSync(join(testTempRoot(), "workbook-bench-runs-"));
  const file = join(dir, "lesson-runs.json");
  // In a process group of its own, its input held open until it ends: it stops its group when its input ends.
  const runner = spawn("/usr/bin/time", ["-f", "%e %U %S", process.execPath, "test/global-setup.ts", file], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, WORKBOOK_TEST_TMP: dir, FORCE_COLOR: "0", CI: "1" },
    stdio: ["pipe", "ignore", "pipe"],
  });
  let stderr = "";
  runner.stderr.setEncoding("utf-8"); // a character cut between two chunks stays whole
  runner.stderr.on("data", (d) => (stderr += d));
  const [code] = await once(runner, "close");
  const [wall, user, sys] = (stderr.trim().split("\n").at(-1) ?? "").split(" ").map(Number);
  const made = existsSync(file) ? (JSON.parse(readFileSync(file, "utf-8")) as { error?: string }) : undefined;
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (code !== 0 || !made || made.error || [wall, user, sys].some((n) => Number.isNaN(n))) {
    remove();
    throw new Error(`The lessons' shared runs failed (exit ${code}):\n${made?.error ?? stderr}`);
  }
  return { file, cost: { wall, user, sys }, remove };
}

/**
 * Each lesson's own tests (its folder's test files, its exercise's checks among them) alone: the CPU and wall time
 * of their tests, less the same run with no test selected (vitest's start, a worker, the files' imports: the kit's,
 * which the files of a `pnpm test` share). The runs of the lessons they read (the global setup's, which every
 * lesson's tests share) are made once beforehand and given to each run (WORKBOOK_LESSON_RUNS), their cost shown
 * apart; every run is one worker (--maxWorkers=1), as the files of a `pnpm test` share their workers.
 */
export async function perLesson(): Promise<string> {
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const dirs = readdirSync(join(ROOT, "lessons")).filter((d) => existsSync(join(ROOT, "lessons", d, "test")));
  const runs = await sharedLessonRuns();
  const env = { WORKBOOK_LESSON_RUNS: runs.file };
  const cpu = (cost: Cost) => cost.user + cost.sys;
  try {
    const rows = dirs.map((dir) => {
      const args = ["run", "--maxWorkers=1", "--project", "test", join("lessons", dir)];
      // A pattern no test name matches: the files are imported, no test runs.
      const none = timed([process.execPath, vitest, ...args, "--passWithNoTests", "-t", "^(?!)"], env);
      const all = timed([process.execPath, vitest, ...args], env);
      process.stderr.write(".");
      return { dir, wall: all.wall - none.wall, cpu: cpu(all) - cpu(none), start: cpu(none) };
    });
    process.stderr.write("\n");
    const head = `${"lesson".padEnd(24)} ${"wall s".padStart(7)} ${"CPU s".padStart(7)} ${"start CPU s".padStart(12)}`;
    const out = [head];
    for (const r of rows.sort((a, b) => b.cpu - a.cpu))
      out.push(
        `${r.dir.padEnd(24)} ${r.wall.toFixed(1).padStart(7)} ${r.cpu.toFixed(1).padStart(7)} ${r.start.toFixed(1).padStart(12)}`,
      );
    const total = rows.reduce((sum, r) => sum + r.cpu, 0);
    out.push(
      `${"sum of the lessons".padEnd(24)} ${"".padStart(7)} ${total.toFixed(1).padStart(7)}`,
      "(each: its tests, less the same run with no test selected, its start: vitest, one worker, the imports; budget: 1.5 CPU s a lesson)",
      `(the lessons' runs the tests share, made once beforehand, not in the rows: ${runs.cost.wall.toFixed(1)} s wall, ${cpu(runs.cost).toFixed(1)} s CPU)`,
    );
    return `${out.join("\n")}\n`;
  } finally {
    runs.remove();
  }
}
