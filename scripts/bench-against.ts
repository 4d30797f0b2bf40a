/**
 * `pnpm bench:tests --against COMMIT` and `--lessons`: `pnpm test` at another commit and at this checkout, run in
 * turn on one machine (base, head, base, head…), and what each lesson's own tests cost.
 *
 * The budget of a suite is relative to itself: machines differ twice over in speed, and the ratio to a loop moves
 * with the machine's kind, but two commits' suites run in turn on one machine compare fairly. The best of each's
 * runs counts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "@agent-workbook/kit/paths";
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

/** Each lesson's own tests (its folder's test files, its exercise's checks among them) alone: CPU and wall. */
export function perLesson(baseline: Cost): string {
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const dirs = readdirSync(join(ROOT, "lessons")).filter((d) => existsSync(join(ROOT, "lessons", d, "test")));
  const rows = dirs.map((dir) => {
    const cost = timed([process.execPath, vitest, "run", "--project", "lessons", join("lessons", dir)]);
    process.stderr.write(".");
    return { dir, wall: cost.wall - baseline.wall, cpu: cost.user + cost.sys - (baseline.user + baseline.sys) };
  });
  process.stderr.write("\n");
  const out = [`${"lesson".padEnd(24)} ${"wall s".padStart(7)} ${"CPU s".padStart(7)}`];
  for (const r of rows.sort((a, b) => b.cpu - a.cpu))
    out.push(`${r.dir.padEnd(24)} ${r.wall.toFixed(1).padStart(7)} ${r.cpu.toFixed(1).padStart(7)}`);
  out.push(
    `(each less a run of vitest on one small file: ${baseline.wall.toFixed(1)} s wall, ${(baseline.user + baseline.sys).toFixed(1)} s CPU; budget: 1.5 CPU s a lesson)`,
  );
  return `${out.join("\n")}\n`;
}
