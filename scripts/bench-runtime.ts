/**
 * `pnpm bench:runtime [--repeat N] [--test-runs N] [--loader-root DIR]`: how the ways of running the workbook's
 * TypeScript compare, side by side in one run (the ways take turns, so a busy machine slows them alike):
 *
 * - node: Node strips the types itself (Node 22.18+), with its compile cache (as the tests and `pnpm lesson` run);
 * - node, no compile cache (NODE_DISABLE_COMPILE_CACHE=1; Node 22 keeps no compiled TypeScript anyway);
 * - tsx: the same commands with tsx's loader (NODE_OPTIONS=--import tsx; in pnpm test, the lessons' alone);
 * - the workbook's own loader (shared/loader/, removed since): measured in DIR, a checkout that still has it with
 *   its dependencies installed (`git worktree add DIR adeda73 && cd DIR && pnpm install`), running its own copy of
 *   the same lessons and tests.
 *
 * For each: a lesson's start (`lessons/v2-todo/agent.ts --help`), one exercise check (`pnpm exercise v2 --check`
 * on a copy of the lesson's own file, its expected runs already cached) and `pnpm test` (vitest run; wall, and
 * the CPU seconds of everything it starts). Times are medians.
 */
import { spawnSync } from "node:child_process";
import { vitestArgs } from "./test-projects.ts";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseCommandLine } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";

const USAGE = `Usage: pnpm bench:runtime [--repeat N] [--test-runs N] [--loader-root DIR]

  --repeat N         runs of each lesson start and exercise check, the median kept (default 5)
  --test-runs N      runs of pnpm test for each way (default 1; 0 leaves pnpm test out)
  --loader-root DIR  a checkout that still has shared/loader/ (dependencies installed), to measure it too
  -h, --help         this help
`;

/** One way of running the TypeScript: the checkout it runs in, its node flags and its environment. */
interface Way {
  name: string;
  root: string;
  flags: string[];
  env: NodeJS.ProcessEnv;
  /** The environment of `pnpm test`, when it is another: the lessons' way, not the test runner's. */
  testEnv?: NodeJS.ProcessEnv;
}

/** Wall and CPU seconds of one command, its children included. */
interface Cost {
  wall: number;
  cpu: number;
}

function parse(): { repeat: number; testRuns: number; loaderRoot?: string } {
  try {
    const { values } = parseCommandLine(
      {
        options: {
          repeat: { type: "string", default: "5" },
          "test-runs": { type: "string", default: "1" },
          "loader-root": { type: "string" },
          help: { type: "boolean", short: "h" },
        },
      },
      USAGE,
    );
    if (values.help) {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    const repeat = Number(values.repeat);
    const testRuns = Number(values["test-runs"]);
    if (!Number.isInteger(repeat) || repeat < 1) throw new Error(`--repeat needs a whole number of at least 1.`);
    if (!Number.isInteger(testRuns) || testRuns < 0) throw new Error(`--test-runs needs a whole number.`);
    const loaderRoot = values["loader-root"] && resolve(values["loader-root"]);
    if (loaderRoot && !existsSync(join(loaderRoot, "shared", "loader", "register.mjs"))) {
      throw new Error(`${loaderRoot} has no shared/loader/register.mjs: give a checkout that still has the loader.`);
    }
    return { repeat, testRuns, ...(loaderRoot ? { loaderRoot } : {}) };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const { repeat, testRuns, loaderRoot } = parse();
const SCRATCH = mkdtempSync(join(tmpdir(), "workbook-bench-runtime-"));
const BASE_ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: SCRATCH,
  ANTHROPIC_API_KEY: "",
  OPENAI_API_KEY: "",
  CI: "1",
  FORCE_COLOR: "0",
};
const TSX = import.meta.resolve("tsx");

const ways: Way[] = [
  { name: "node (compile cache)", root: ROOT, flags: [], env: { NODE_COMPILE_CACHE: join(SCRATCH, "compile-cache") } },
  { name: "node, no compile cache", root: ROOT, flags: [], env: { NODE_DISABLE_COMPILE_CACHE: "1" } },
  {
    name: "tsx",
    root: ROOT,
    flags: ["--import", TSX],
    env: { NODE_OPTIONS: `--import ${TSX}`, NODE_DISABLE_COMPILE_CACHE: "1" },
    // The lessons the tests start, not vitest: under tsx its workers would load packages another way.
    testEnv: { WORKBOOK_LESSON_NODE_OPTIONS: `--import ${TSX}`, NODE_DISABLE_COMPILE_CACHE: "1" },
  },
  ...(loaderRoot
    ? [
        {
          name: "the workbook's loader",
          root: loaderRoot,
          flags: ["--import", pathToFileURL(join(loaderRoot, "shared", "loader", "register.mjs")).href],
          env: {},
        },
      ]
    : []),
];

/** Runs a command under /usr/bin/time; it must succeed. */
function measure(way: Way, args: string[], env: NodeJS.ProcessEnv = {}, wayEnv = way.env): Cost {
  const run = spawnSync("/usr/bin/time", ["-f", "%e %U %S", process.execPath, ...args], {
    cwd: way.root,
    env: { ...BASE_ENV, ...wayEnv, ...env },
    encoding: "utf-8",
    input: "",
    maxBuffer: 64 * 2 ** 20,
  });
  const [wall, user, sys] = (run.stderr.trim().split("\n").at(-1) ?? "").split(" ").map(Number);
  if (run.status !== 0 || Number.isNaN(wall)) {
    throw new Error(`${way.name}: ${args.join(" ")} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
  return { wall, cpu: user + sys };
}

/** Runs `task` for every way, `times` rounds taking turns; the median cost of each. */
function sideBySide(times: number, task: (way: Way) => Cost): Map<Way, Cost> {
  const costs = new Map<Way, Cost[]>(ways.map((w) => [w, []]));
  for (let i = 0; i < times; i++) {
    for (const way of ways) {
      costs.get(way)!.push(task(way));
      process.stderr.write(".");
    }
  }
  process.stderr.write("\n");
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return new Map(
    [...costs].map(([way, all]) => [way, { wall: median(all.map((c) => c.wall)), cpu: median(all.map((c) => c.cpu)) }]),
  );
}

/** Each way's exercises folder: inside its checkout (so the file's imports resolve), the lesson's own file in it. */
function exercisesFolder(way: Way): string {
  mkdirSync(join(way.root, "exercises"), { recursive: true });
  const dir = mkdtempSync(join(way.root, "exercises", ".bench-"));
  mkdirSync(join(dir, "v2-todo"));
  copyFileSync(join(way.root, "lessons", "v2-todo", "agent.ts"), join(dir, "v2-todo", "agent.ts"));
  return dir;
}

const folders = new Map(ways.map((way) => [way, exercisesFolder(way)]));
try {
  process.stderr.write(`pnpm bench:runtime, ${process.version}: ${ways.map((w) => w.name).join(", ")}\n`);
  const lesson = (way: Way) => measure(way, [...way.flags, "lessons/v2-todo/agent.ts", "--help"]);
  const check = (way: Way) =>
    measure(way, [...way.flags, "scripts/exercise.ts", "v2", "--check"], {
      WORKBOOK_EXERCISES_DIR: folders.get(way)!,
    });
  const tests = (way: Way) =>
    measure(
      way,
      [join(way.root, "node_modules", "vitest", "vitest.mjs"), "run", ...vitestArgs("test")],
      {},
      way.testEnv ?? way.env,
    );
  process.stderr.write("lesson start");
  lesson(ways[0]); // fills the compile cache
  const starts = sideBySide(repeat, lesson);
  process.stderr.write("exercise check");
  for (const way of ways) check(way); // records the expected runs, once
  const checks = sideBySide(repeat, check);
  process.stderr.write(testRuns ? "pnpm test" : "");
  const suites = testRuns ? sideBySide(testRuns, tests) : undefined;

  const ms = (s: number) => `${Math.round(s * 1000)} ms`;
  const s = (n: number) => `${n.toFixed(1)} s`;
  const header = ["", "lesson start", "exercise check v2", ...(suites ? ["pnpm test wall", "pnpm test CPU"] : [])];
  const rows = ways.map((way) => [
    way.name,
    ms(starts.get(way)!.wall),
    ms(checks.get(way)!.wall),
    ...(suites ? [s(suites.get(way)!.wall), s(suites.get(way)!.cpu)] : []),
  ]);
  const out = [header, header.map(() => "---"), ...rows].map((r) => `| ${r.join(" | ")} |`);
  process.stdout.write(
    `${out.join("\n")}\n\n${process.version}; medians of ${repeat} (starts, checks) and ${testRuns} (pnpm test) runs.\n`,
  );
} finally {
  for (const dir of folders.values()) rmSync(dir, { recursive: true, force: true });
  rmSync(SCRATCH, { recursive: true, force: true });
}
