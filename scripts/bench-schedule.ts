/**
 * `pnpm bench:schedule [--runs N]`: how long lesson s14's demo takes to replay: a quarter of an hour of schedule (a
 * job created, three fires, the build run three times, the job deleted), its clock and its waits the recording's.
 * Each run is `pnpm lesson s14 --replay` played in this process (the lesson's code, its session, its tools: the
 * build really runs) in a fresh copy of the sample; the process's start and the first run's imports are left out.
 * Prints each run and the median, and exits 1 when the median is over 2 s (issue 58's budget).
 */
import { parseCommandLine, wholeNumber } from "@agent-workbook/kit/cli";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { sampleCopy } from "@agent-workbook/kit/authoring/tests/helpers";

const USAGE = `Usage: pnpm bench:schedule [--runs N]

  --runs N       replays measured (default 5), after one that warms up
  -h, --help     this help
`;
/** The most the demo's replay may take, in milliseconds. */
const BUDGET_MS = 2000;

let runs: number;
try {
  const { values } = parseCommandLine(
    {
      options: {
        runs: { type: "string", default: "5" },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    USAGE,
  );
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  runs = wholeNumber(values.runs, "runs", 1);
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

/** One replay of the demo; its time in milliseconds. */
async function replay(): Promise<number> {
  const workdir = sampleCopy("lessons/s14-cron");
  const started = performance.now();
  const run = await playLesson("s14", ["--replay", "lessons/s14-cron/cassettes/demo.json", "--workdir", workdir]);
  const ms = performance.now() - started;
  if (run.code !== 0) throw new Error(`the replay failed (exit ${run.code}):\n${run.stdout}${run.stderr}`);
  return ms;
}

await replay(); // the imports, once
const times: number[] = [];
for (let n = 0; n < runs; n++) {
  const ms = await replay();
  times.push(ms);
  process.stdout.write(`replay ${n + 1}: ${ms.toFixed(0)} ms\n`);
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
process.stdout.write(
  `s14's demo (a quarter of an hour of schedule) replays in ${median.toFixed(0)} ms (median of ${runs}; budget ${BUDGET_MS} ms)\n`,
);
process.exit(median > BUDGET_MS ? 1 : 0);
