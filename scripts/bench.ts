/**
 * `pnpm bench [--quick] [--root DIR]`: how fast the workbook starts and runs, and how the bash tool holds up,
 * as one table. Every figure is a ratio to another figure measured in the same run, side by side (the runs of
 * each group take turns), so that a busy machine slows both alike; each time is the median of a few runs.
 * Nothing goes to the network; it stops by itself, in a few minutes at most.
 *
 * - lesson start: `node lessons/v2-todo/agent.ts --help` (Node strips the types itself, as every script runs;
 *   with Node's compile cache and without) and the same with tsx's loader, against `node -e 0`, and
 *   `pnpm lesson v2 --help` against `pnpm -s exec node -e 0` (what pnpm and node cost anyway);
 * - each lesson's demo (`pnpm lesson <id>`, no key) against the lesson's start;
 * - a scripted 200-round v1 session (one `echo` per round) replayed, against a one-round one: the cost of a round;
 * - the same session replayed with `--record`, against the replay alone, with the recorder's peak memory and
 *   the cassette's size;
 * - the bash tool printing 300 MB and 3 GB: the peak memory growth of the process that runs it (flat: the
 *   output is cut to 50,000 characters as it arrives), and `sleep 8 & echo hi` against `echo hi` (a
 *   background child must not hold the tool for 8 s).
 *
 * `--quick` runs each measurement once and smaller (20 rounds; 30 MB and 300 MB): a smoke test of the
 * command (`pnpm test:fresh` runs it). `--root DIR` measures another checkout of the workbook, with its
 * dependencies installed (e.g. a `git worktree` of an older commit), with this script.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseCommandLine } from "@agent-workbook/kit/cli";
import { pathToFileURL } from "node:url";
import { saveCassette } from "@agent-workbook/kit";
import { cassette, echoes, say } from "@agent-workbook/kit/authoring/cassette-script";
import { listLessons } from "@agent-workbook/kit/lessons";

const USAGE = `Usage: pnpm bench [--quick] [--repeat N] [--root DIR]

  --quick     each measurement once, and smaller: a smoke test of this command
  --repeat N  runs of each command, the median kept (default 5; 3 at most for the long session)
  --root DIR  measure the workbook checked out in DIR (its dependencies installed) instead of this one
  -h, --help  this help
`;

/** What one run of a command measured. */
interface Run {
  ms: number;
  /** Peak resident memory of the node process measured (maxRSS), in bytes, when asked for. */
  peak?: number;
}

/** One row of the table. */
interface Row {
  what: string;
  figure: string;
  ratio: string;
  against: string;
  note?: string;
}

const MB = 2 ** 20;

/** Writes the node process's peak memory to BENCH_PEAK_FILE when it exits (`node --import` it). */
const PEAK_HOOK = `data:text/javascript,${encodeURIComponent(
  'import{writeFileSync}from"node:fs";process.on("exit",()=>writeFileSync(process.env.BENCH_PEAK_FILE,String(process.resourceUsage().maxRSS*1024)))',
)}`;

function parse(argv: string[]): { quick: boolean; repeat: number; root: string } {
  try {
    const { values } = parseCommandLine(
      {
        args: argv,
        options: {
          quick: { type: "boolean" },
          repeat: { type: "string" },
          root: { type: "string" },
          help: { type: "boolean", short: "h" },
        },
      },
      USAGE,
    );
    if (values.help) {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    const root = resolve(values.root ?? resolve(import.meta.dirname, ".."));
    if (!existsSync(join(root, "scripts", "lesson.ts")) || !existsSync(join(root, "node_modules", "tsx"))) {
      throw new Error(`${root} is not a workbook with its dependencies installed (pnpm install there first).`);
    }
    const repeat = Number(values.repeat ?? 5);
    if (!Number.isInteger(repeat) || repeat < 1)
      throw new Error(`--repeat needs a whole number of runs, not "${values.repeat}".`);
    return { quick: values.quick ?? false, repeat: values.quick ? 1 : repeat, root };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const { quick, repeat: REPEAT, root: ROOT } = parse(process.argv.slice(2));
const ROUNDS = quick ? 20 : 200;
const OUTPUTS = quick ? [30e6, 300e6] : [300e6, 3e9];

/** This run's scratch folder: the lessons' temp folder (their workspaces), the cassettes; removed at the end. */
const SCRATCH = mkdtempSync(join(tmpdir(), "workbook-bench-"));
shareTsxCache(SCRATCH);
/** An environment with no credentials (empty ones win over a .env), temp files in SCRATCH. */
const ENV: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: SCRATCH,
  ANTHROPIC_API_KEY: "",
  OPENAI_API_KEY: "",
  OPENAI_BASE_URL: "",
  ANTHROPIC_BASE_URL: "",
};

/** The lessons run in tsx's compile cache of this machine, as a learner's do, though their temp folder is SCRATCH. */
function shareTsxCache(tmp: string): void {
  if (process.platform === "win32" || !process.geteuid) return;
  const name = `tsx-${process.geteuid()}`; // as tsx names it
  mkdirSync(join(tmpdir(), name), { recursive: true });
  symlinkSync(join(tmpdir(), name), join(tmp, name));
}

/** Runs a command in the workbook and times it; it must succeed. */
function time(command: string[], options: { peak?: boolean; env?: NodeJS.ProcessEnv } = {}): Run {
  const peakFile = join(SCRATCH, "peak");
  const [file, ...args] = command;
  const withPeak = options.peak && file === process.execPath ? ["--import", PEAK_HOOK, ...args] : args;
  const start = performance.now();
  const run = spawnSync(file, withPeak, {
    cwd: ROOT,
    env: { ...ENV, ...options.env, BENCH_PEAK_FILE: peakFile },
    encoding: "utf-8",
    input: "",
    maxBuffer: 256 * MB,
  });
  const ms = performance.now() - start;
  if (run.status !== 0) {
    throw new Error(`${command.join(" ")} failed (exit ${run.status}):\n${run.stderr || run.error?.message}`);
  }
  return { ms, ...(options.peak ? { peak: Number(readFileSync(peakFile, "utf-8")) } : {}) };
}

/** Runs each command `repeat` times, taking turns, and keeps each one's median run (by time). */
function sideBySide(commands: Record<string, () => Run>, repeat = REPEAT): Record<string, Run> {
  const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  for (let i = 0; i < repeat; i++) {
    for (const [name, run] of Object.entries(commands)) runs[name].push(run());
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, all]) => [name, all.sort((a, b) => a.ms - b.ms)[Math.floor(all.length / 2)]]),
  );
}

/**
 * The flags the measured checkout's package.json scripts give node to run TypeScript: none (Node strips the types
 * itself), or an `--import` of a loader in older checkouts (tsx's, then the workbook's own shared/loader).
 */
const TS_FLAGS: string[] = (() => {
  const script: string = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf-8")).scripts.lesson ?? "";
  const loader = /--import (\S+)/.exec(script)?.[1];
  return loader ? ["--import", loader.startsWith(".") ? pathToFileURL(join(ROOT, loader)).href : loader] : [];
})();
/** How the table names the way the checkout runs TypeScript. */
const TS_NAME = TS_FLAGS.length
  ? `node --import ${TS_FLAGS[1].includes("shared/loader") ? "shared/loader" : TS_FLAGS[1]}`
  : "node";
const node = (...args: string[]) => [process.execPath, ...args];
/** A TypeScript file run as the checkout's package.json scripts run it. */
const ts = (...args: string[]) => node(...TS_FLAGS, ...args);
const seconds = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);
const ratio = (a: number, b: number) => `${(a / b).toFixed(a / b < 10 ? 2 : 1)}×`;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Each lesson's id and entry file: the kit's lesson list, read in the checkout measured. */
function lessons(): { id: string; entry: string }[] {
  return listLessons(ROOT);
}

const rows: Row[] = [];
const progress = (text: string) => process.stderr.write(`${text}\n`);
progress(`pnpm bench${quick ? " --quick" : ""}: ${ROOT}`);

// --- Starting a lesson ---------------------------------------------------------------------------------------
progress("lesson start…");
const v2 = lessons().find((l) => l.id === "v2")!;
const start = sideBySide({
  node: () => time(node("-e", "0")),
  pnpm: () => time(["pnpm", "-s", "exec", "node", "-e", "0"]),
  lesson: () => time(ts(v2.entry, "--help"), { env: { NODE_COMPILE_CACHE: join(SCRATCH, "compile-cache") } }),
  lessonCold: () => time(ts(v2.entry, "--help"), { env: { NODE_DISABLE_COMPILE_CACHE: "1" } }),
  lessonTsx: () => time(node("--import", "tsx", v2.entry, "--help"), { env: { NODE_DISABLE_COMPILE_CACHE: "1" } }),
  pnpmLesson: () => time(["pnpm", "lesson", "v2", "--help"]),
});
rows.push(
  { what: "node -e 0", figure: seconds(start.node.ms), ratio: "1×", against: "itself" },
  {
    what: `lesson v2 --help (${TS_NAME}, compile cache)`,
    figure: seconds(start.lesson.ms),
    ratio: ratio(start.lesson.ms, start.node.ms),
    against: "node -e 0",
    note: "target ≤ 6×",
  },
  {
    what: `lesson v2 --help (${TS_NAME}, no compile cache)`,
    figure: seconds(start.lessonCold.ms),
    ratio: ratio(start.lessonCold.ms, start.node.ms),
    against: "node -e 0",
    note: "target ≤ 6×",
  },
  {
    what: "lesson v2 --help (node --import tsx)",
    figure: seconds(start.lessonTsx.ms),
    ratio: ratio(start.lessonTsx.ms, start.node.ms),
    against: "node -e 0",
    note: "target ≤ 6×",
  },
  { what: "pnpm -s exec node -e 0", figure: seconds(start.pnpm.ms), ratio: "1×", against: "itself" },
  {
    what: "pnpm lesson v2 --help",
    figure: seconds(start.pnpmLesson.ms),
    ratio: ratio(start.pnpmLesson.ms, start.pnpm.ms),
    against: "pnpm -s exec node -e 0",
    note: "target ≤ 1.6×",
  },
);

// --- Each lesson's demo --------------------------------------------------------------------------------------
progress("demos…");
const dispatcher = join(ROOT, "scripts", "lesson.ts");
const demos = sideBySide(Object.fromEntries(lessons().map((l) => [l.id, () => time(ts(dispatcher, l.id))])));
for (const [id, run] of Object.entries(demos)) {
  rows.push({
    what: `demo ${id} (pnpm lesson ${id}, no key)`,
    figure: seconds(run.ms),
    ratio: ratio(run.ms, start.lesson.ms),
    against: "lesson v2 --help",
  });
}

// --- A long session: replay and record -----------------------------------------------------------------------
progress(`a ${ROUNDS}-round session…`);
const long = join(SCRATCH, "long.json");
const short = join(SCRATCH, "short.json");
const prompt = "Check the steps with one echo each.";
saveCassette(long, cassette("v1", "long", [prompt], [...echoes(1, ROUNDS), [say("Checked.")]]));
saveCassette(short, cassette("v1", "short", [prompt], [...echoes(1, 1), [say("Checked.")]]));
let runs = 0;
/** A fresh workspace for one run. */
const fresh = () => join(SCRATCH, `run-${++runs}`);
let recorded = "";
const session = sideBySide(
  {
    short: () => time(ts(dispatcher, "v1", "--replay", short, "--workdir", fresh()), { peak: true }),
    replay: () => time(ts(dispatcher, "v1", "--replay", long, "--workdir", fresh()), { peak: true }),
    record: () => {
      recorded = join(SCRATCH, `recorded-${runs}.json`);
      return time(ts(dispatcher, "v1", "--replay", long, "--workdir", fresh(), "--record", recorded), { peak: true });
    },
  },
  Math.min(REPEAT, 3), // the longest runs
);
rows.push(
  {
    what: `replay, ${ROUNDS} rounds (v1, one echo each)`,
    figure: seconds(session.replay.ms),
    ratio: ratio(session.replay.ms, session.short.ms),
    against: "the same, 1 round",
    note: `${((session.replay.ms - session.short.ms) / (ROUNDS - 1)).toFixed(1)} ms a round; peak ${megabytes(session.replay.peak!)}`,
  },
  {
    what: `--record, ${ROUNDS} rounds`,
    figure: seconds(session.record.ms),
    ratio: ratio(session.record.ms, session.replay.ms),
    against: "the replay alone",
    note: `target ≤ 1.5×; peak ${megabytes(session.record.peak!)}; cassette ${megabytes(statSync(recorded).size)}`,
  },
);

// --- The bash tool ---------------------------------------------------------------------------------------------
const BASH = pathToFileURL(join(ROOT, "shared", "src", "tools", "bash.ts")).href;
/** Runs `yes | head -c bytes` through runBash in a fresh node process that samples its own memory every 10 ms. */
function heavyOutput(bytes: number): { growth: number; ms: number } {
  const script = `
    const { runBash } = await import(${JSON.stringify(BASH)});
    const options = { cwd: ${JSON.stringify(SCRATCH)}, env: process.env, timeoutMs: 600_000, timeoutMessage: "Error: timed out" };
    await runBash("echo warm-up", options);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 10);
    const start = performance.now();
    const out = await runBash("yes | head -c ${bytes}", options);
    const ms = performance.now() - start;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (out.length > 60_000) throw new Error("the output was not cut: " + out.length + " characters");
    console.log(JSON.stringify({ growth: peak - baseline, ms }));
  `;
  const run = spawnSync(process.execPath, [...TS_FLAGS, "--input-type=module", "-e", script], {
    cwd: ROOT,
    env: ENV,
    encoding: "utf-8",
  });
  if (run.status !== 0) throw new Error(`the bash tool failed on ${bytes} bytes of output:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}
const label = (bytes: number) => (bytes >= 1e9 ? `${bytes / 1e9} GB` : `${bytes / 1e6} MB`);
const [small, large] = OUTPUTS.map((bytes) => {
  progress(`bash tool, ${label(bytes)} of output…`);
  return heavyOutput(bytes);
});
rows.push(
  {
    what: `bash tool, ${label(OUTPUTS[0])} of output`,
    figure: `+${megabytes(small.growth)}`,
    ratio: "1×",
    against: "itself",
    note: `peak memory growth; ${seconds(small.ms)}`,
  },
  {
    what: `bash tool, ${label(OUTPUTS[1])} of output`,
    figure: `+${megabytes(large.growth)}`,
    ratio: ratio(large.growth, small.growth),
    against: `${label(OUTPUTS[0])} of output`,
    note: `flat: about 1×; ${seconds(large.ms)} (${ratio(large.ms, small.ms)} the time)`,
  },
);

progress("sleep 8 & echo hi…");
const { runBash } = (await import(BASH)) as typeof import("../shared/src/tools/bash.ts");
const bashOptions = { cwd: SCRATCH, env: process.env, timeoutMs: 60_000, timeoutMessage: "Error: timed out" };
/** Times one runBash call in this process. */
const timeBash = (command: string) => async () => {
  const begin = performance.now();
  await runBash(command, bashOptions);
  return performance.now() - begin;
};
const echo: number[] = [];
const sleeping: number[] = [];
for (let i = 0; i < REPEAT; i++) {
  echo.push(await timeBash("echo hi")());
  sleeping.push(await timeBash("sleep 8 & echo hi")()); // the sleep goes on by itself, as in a terminal
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
rows.push({
  what: "sleep 8 & echo hi (bash tool)",
  figure: seconds(median(sleeping)),
  ratio: ratio(median(sleeping), median(echo)),
  against: "echo hi",
  note: "returns at once: about 1×, not 8 s",
});

// --- The table ---------------------------------------------------------------------------------------------------
rmSync(SCRATCH, { recursive: true, force: true });
const table = [
  ["measure", "figure", "ratio", "against (same run)", "note"],
  ...rows.map((r) => [r.what, r.figure, r.ratio, r.against, r.note ?? ""]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
process.stdout.write(
  `${table
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")}\n`,
);
process.stdout.write(
  REPEAT === 1
    ? "(one run each)\n"
    : `(median of ${REPEAT} runs each, ${Math.min(REPEAT, 3)} for the ${ROUNDS}-round session, taking turns)\n`,
);
// The `sleep 8` children are left to finish on their own; nothing of this run waits for them.
process.exit(0);
