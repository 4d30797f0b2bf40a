/**
 * `pnpm bench:tests [--repeat N] [FILE …]`: what each test file of `pnpm test` costs, run alone: its wall time and
 * the CPU seconds (user + sys) of everything it starts, the lessons included. A run of vitest on its smallest test
 * file (BASELINE: vitest's start and the global setup every run shares) is measured too and taken off each file's
 * figures, so a row is what that file adds. Each figure is the median of N runs (default 1), the files taking turns.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { parseCommandLine } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";

const USAGE = `Usage: pnpm bench:tests [--repeat N] [FILE …]

  FILE        test files to measure (default: every file pnpm test runs)
  --repeat N  runs of each, the median kept (default 1)
  -h, --help  this help
`;

/** Wall and CPU seconds of one command, children included. */
interface Cost {
  wall: number;
  user: number;
  sys: number;
}

/** A test file of a few milliseconds: a run of it is what every run costs (vitest's start, the global setup). */
const BASELINE = "shared/test/permission.test.ts";

/** Runs vitest on `files` and measures it with /usr/bin/time. */
function measure(files: string[]): Cost {
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const args = ["run", ...files];
  const run = spawnSync("/usr/bin/time", ["-f", "%e %U %S", process.execPath, vitest, ...args], {
    cwd: ROOT,
    encoding: "utf-8",
    env: { ...process.env, FORCE_COLOR: "0", CI: "1" },
  });
  const last = run.stderr.trim().split("\n").at(-1) ?? "";
  const [wall, user, sys] = last.split(" ").map(Number);
  if (run.status !== 0 || [wall, user, sys].some((n) => Number.isNaN(n)))
    throw new Error(`vitest ${args.join(" ")} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  return { wall, user, sys };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every test file `pnpm test` runs (vitest.config.ts's include, without its exclude), from the root. */
function testFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules" && entry.name !== "site") walk(path);
      else if (entry.name.endsWith(".test.ts") && path !== join("test", "getting-started.test.ts")) found.push(path);
    }
  };
  for (const dir of ["shared/test", "test", "lessons"]) walk(dir);
  return found.sort();
}

function main(): void {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseCommandLine(
      {
        allowPositionals: true,
        options: { repeat: { type: "string", default: "1" }, help: { type: "boolean", short: "h", default: false } },
      },
      USAGE,
    ));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) {
    process.stderr.write(`--repeat needs a whole number of at least 1, not "${values.repeat}"\n\n${USAGE}`);
    process.exit(2);
  }
  const files = positionals.length > 0 ? positionals.map((f) => relative(ROOT, join(ROOT, f))) : testFiles();
  const runs = new Map<string, Cost[]>([["(start)", []], ...files.map((f) => [f, []] as [string, Cost[]])]);
  for (let r = 0; r < repeat; r++) {
    for (const [name, costs] of runs) {
      costs.push(measure([name === "(start)" ? BASELINE : name]));
      process.stderr.write(".");
    }
  }
  process.stderr.write("\n");
  const start = runs.get("(start)")!;
  const base = { wall: median(start.map((c) => c.wall)), cpu: median(start.map((c) => c.user + c.sys)) };
  const rows = files.map((file) => {
    const costs = runs.get(file)!;
    const wall = median(costs.map((c) => c.wall)) - base.wall;
    const cpu = median(costs.map((c) => c.user + c.sys)) - base.cpu;
    return { file, wall, cpu };
  });
  rows.sort((a, b) => b.cpu - a.cpu);
  const fmt = (n: number) => n.toFixed(1).padStart(6);
  const out = [`${"file".padEnd(48)} ${"wall s".padStart(6)} ${"CPU s".padStart(6)}`];
  for (const row of rows) out.push(`${row.file.padEnd(48)} ${fmt(row.wall)} ${fmt(row.cpu)}`);
  const total = rows.reduce((sum, row) => sum + row.cpu, 0);
  out.push(`${"sum of the files".padEnd(48)} ${"".padStart(6)} ${fmt(total)}`);
  out.push(`${`a run of ${BASELINE}, taken off each`.padEnd(48)} ${fmt(base.wall)} ${fmt(base.cpu)}`);
  process.stdout.write(`${out.join("\n")}\n(median of ${repeat} run${repeat === 1 ? "" : "s"} each)\n`);
}

main();
