/**
 * `pnpm bench:loaded [--runs N] [--hogs N] [-- VITEST ARGS…]`: `pnpm test` run N times in a row (default 5) with N
 * CPU-bound processes beside it (default 2, one per core of the machines the workbook is tested on), started and
 * ended by this script. It prints each run's wall time and outcome, and exits 1 when any run failed: the proof that no
 * test passes or fails by the machine's speed.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseCommandLine, wholeNumber } from "@agent-workbook/kit/cli";
import { vitestArgs } from "./test-projects.ts";
import { ROOT } from "@agent-workbook/kit/paths";

const USAGE = `Usage: pnpm bench:loaded [--runs N] [--hogs N] [-- VITEST ARGS…]

  --runs N    runs of the suite, one after another (default 5)
  --hogs N    CPU-bound processes running beside it the whole time (default 2)
  -h, --help  this help
`;

/** One run of the suite: its wall seconds, whether it passed, and vitest's closing lines when it did not. */
function runSuite(args: string[]): { wall: number; passed: boolean; tail: string } {
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
  const started = performance.now();
  const run = spawnSync(process.execPath, [vitest, "run", ...vitestArgs("test"), ...args], {
    cwd: ROOT,
    encoding: "utf-8",
    env: { ...process.env, FORCE_COLOR: "0", CI: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const output = `${run.stdout}\n${run.stderr}`;
  const failures = output.split("\n").filter((line) => /^\s*(FAIL|×|❯ .*\d+\/\d+)/.test(line));
  const tail = [...failures.slice(0, 20), ...output.trim().split("\n").slice(-6)].join("\n");
  return { wall, passed: run.status === 0, tail };
}

function main(): void {
  let values;
  let positionals;
  let runs: number;
  let hogs: number;
  try {
    ({ values, positionals } = parseCommandLine(
      {
        allowPositionals: true,
        options: {
          runs: { type: "string", default: "5" },
          hogs: { type: "string", default: "2" },
          help: { type: "boolean", short: "h", default: false },
        },
      },
      USAGE,
    ));
    runs = wholeNumber(values.runs, "runs", 1);
    hogs = wholeNumber(values.hogs, "hogs", 0);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const started: ChildProcess[] = [];
  const stopHogs = () => {
    for (const hog of started) hog.kill("SIGKILL");
  };
  process.on("exit", stopHogs);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  for (let i = 0; i < hogs; i++) started.push(spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" }));
  process.stdout.write(
    `pnpm test, ${runs} run${runs === 1 ? "" : "s"} with ${hogs} CPU-bound process${hogs === 1 ? "" : "es"} beside it\n`,
  );
  let failed = 0;
  for (let r = 1; r <= runs; r++) {
    const result = runSuite(positionals);
    if (!result.passed) failed++;
    process.stdout.write(`run ${r}: ${result.passed ? "passed" : "FAILED"} in ${result.wall.toFixed(1)} s\n`);
    if (!result.passed) process.stdout.write(`${result.tail}\n`);
  }
  stopHogs();
  process.stdout.write(`${runs - failed} passed, ${failed} failed\n`);
  process.exitCode = failed === 0 ? 0 : 1;
}

main();
