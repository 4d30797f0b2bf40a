/**
 * `pnpm bench:tests [--repeat N] [--audit] [--files [FILE …]]`: what the tests cost on this machine, beside a yardstick
 * measured on the same machine in the same minutes: the 10^9-step loop `node -e 'let s=0;for(let i=0;i<1e9;i++)s+=i'`
 * (LOOP), run before and after, and the ratio of the two. The ratio to a loop moves with the machine's kind, so the
 * budget is relative to the suite itself: `pnpm test` no slower than at BUDGET_BASE, the two run in turn (--against).
 *
 * By default it runs `pnpm test` whole (with --audit, `pnpm test:audit` too): wall time and the CPU seconds (user +
 * sys) of everything it starts, the lessons included, and the ratio. With --files, each test file alone instead (all
 * of `pnpm test`'s, or those named): the lessons' runs the files share (test/global-setup.ts) are made once first,
 * and a run of vitest on its smallest test file (BASELINE: vitest's start) is measured too and taken off each file's
 * figures, so a row is what that file adds.
 * Each figure is the median of N runs (default 1), taking turns.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { parseCommandLine, wholeNumber } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";
import { against, perLesson, sharedLessonRuns } from "./bench-against.ts";
import { vitestArgs } from "./test-projects.ts";
import { type Cost, LOOP, loop, timed } from "./timed.ts";

const USAGE = `Usage: pnpm bench:tests [--repeat N] [--audit] [--files [FILE …]] [--against COMMIT] [--lessons]

  (no option)  pnpm test whole: wall and CPU time, the 10^9-step loop's time, and the ratio
  --against C  pnpm test at commit C and here, in turn, N pairs (--repeat, default 3), after a run of C not
               counted (its new checkout's caches): both times and their ratio
  --lessons    each lesson's own tests alone (its folder's test files), the runs they share made once first
  --audit      pnpm test:audit too (the exercises' common mistakes, a test of the tests)
  --files      each test file alone instead: what it adds (all of pnpm test's, or the FILEs named)
  --repeat N   runs of each, the median kept (default 1)
  -h, --help   this help
`;

/** The commit whose `pnpm test` (fifteen lessons) the suite's, with every lesson, is at most as slow as, run in turn. */
const BUDGET_BASE = "e653a4c";

/** A test file of a few milliseconds: a run of it is what every run costs (vitest's start, the global setup). */
const BASELINE = "shared/test/permission.test.ts";

/** Runs vitest on `files` as `pnpm test` runs them, with `env` added, and measures it with /usr/bin/time. */
function measure(files: string[], env: NodeJS.ProcessEnv = {}): Cost {
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  return timed([process.execPath, vitest, "run", ...vitestArgs("test"), ...files], env);
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The test files of test:fresh's and test:audit's projects (vitest.config.ts), not pnpm test's. */
const NOT_IN_PNPM_TEST = ["getting-started", "exercise-command", "exercise-watch", "exercise-runs"].map((name) =>
  join("test", `${name}.test.ts`),
);

/** Every test file `pnpm test` runs (its projects' include, without their exclude), from the root. */
function testFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules" && entry.name !== "site") walk(path);
      else if (entry.name.endsWith(".test.ts") && !NOT_IN_PNPM_TEST.includes(path)) found.push(path);
    }
  };
  for (const dir of ["shared/test", "test", "lessons"]) walk(dir);
  return found.sort();
}

async function main(): Promise<void> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseCommandLine(
      {
        allowPositionals: true,
        options: {
          repeat: { type: "string", default: "1" },
          audit: { type: "boolean", default: false },
          files: { type: "boolean", default: false },
          against: { type: "string" },
          lessons: { type: "boolean", default: false },
          help: { type: "boolean", short: "h", default: false },
        },
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
  let repeat: number;
  try {
    repeat = wholeNumber(values.repeat, "repeat", 1);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (positionals.length > 0 && !values.files) {
    process.stderr.write(`Test files are measured one by one with --files.\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.against !== undefined) {
    const pairs = process.argv.some((a) => a.startsWith("--repeat")) ? repeat : 3;
    process.stdout.write(against(values.against, pairs));
    return;
  }
  if (values.lessons) {
    process.stdout.write(await perLesson());
    return;
  }
  if (!values.files) return suites(repeat, values.audit);
  const files = positionals.length > 0 ? positionals.map((f) => relative(ROOT, join(ROOT, f))) : testFiles();
  const loops = [loop()];
  // The lessons' runs the files read (the global setup's), made once beforehand: a row is the file's own cost.
  const shared = await sharedLessonRuns();
  const runs = new Map<string, Cost[]>([["(start)", []], ...files.map((f) => [f, []] as [string, Cost[]])]);
  try {
    for (let r = 0; r < repeat; r++) {
      for (const [name, costs] of runs) {
        costs.push(measure([name === "(start)" ? BASELINE : name], { WORKBOOK_LESSON_RUNS: shared.file }));
        process.stderr.write(".");
      }
    }
  } finally {
    shared.remove();
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
  const setup = shared.cost;
  out.push(`${"the lessons' runs, made once beforehand".padEnd(48)} ${fmt(setup.wall)} ${fmt(setup.user + setup.sys)}`);
  loops.push(loop());
  out.push(`${"the 10^9-step loop, before and after".padEnd(48)} ${fmt(median(loops))}`);
  process.stdout.write(`${out.join("\n")}\n(median of ${repeat} run${repeat === 1 ? "" : "s"} each)\n`);
}

/** `pnpm test` (and `pnpm test:audit`) whole, between runs of the loop: the bench line, with the ratio. */
function suites(repeat: number, audit: boolean): void {
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const commands: [string, string[]][] = [["pnpm test", vitestArgs("test")]];
  if (audit) commands.push(["pnpm test:audit", vitestArgs("test:audit")]);
  const costs = new Map<string, Cost[]>(commands.map(([name]) => [name, []]));
  const loops = [loop()];
  for (let r = 0; r < repeat; r++) {
    for (const [name, args] of commands) {
      costs.get(name)!.push(timed([process.execPath, vitest, "run", ...args]));
      process.stderr.write(".");
      loops.push(loop());
    }
  }
  process.stderr.write("\n");
  const yardstick = median(loops);
  const lines = [];
  for (const [name] of commands) {
    const all = costs.get(name)!;
    const wall = median(all.map((c) => c.wall));
    const user = median(all.map((c) => c.user));
    const sys = median(all.map((c) => c.sys));
    const ratio = wall / yardstick;
    const goal = name === "pnpm test" ? ` (budget: no slower than at ${BUDGET_BASE}: --against ${BUDGET_BASE})` : "";
    lines.push(
      `${name}: ${wall.toFixed(1)} s wall, ${(user + sys).toFixed(1)} s CPU (${user.toFixed(1)} user, ${sys.toFixed(1)} sys) · loop ${yardstick.toFixed(1)} s · ${ratio.toFixed(1)}× the loop${goal}`,
    );
  }
  lines.push(
    `(the loop: node -e '${LOOP}', ${loops.map((l) => l.toFixed(1)).join(", ")} s; median of ${repeat} run${repeat === 1 ? "" : "s"} of each suite)`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
}

await main();
