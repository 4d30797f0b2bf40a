/**
 * `pnpm bench:jobs [--mb N] [--shape lines|one-line]`: lesson s13's memory when a background job writes a lot. The
 * lesson runs as a learner's process (`pnpm lesson s13 -p …`) on the mock API, whose model starts a job that writes
 * N MB (default 1024) of 100-character lines, or one line of N MB, waits for its notification, then reads 100 of
 * its lines with job_output. Prints the lesson's peak memory (its resident set, the job's processes apart) and exits 1
 * when it is over 150 MB: a job's output is read by its tail and by bounded slices, never whole (issue 51, case 13).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Cassette } from "@agent-workbook/kit";
import { parseCommandLine, wholeNumber } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";
import { startMockApi } from "@agent-workbook/kit/authoring/mock-api/server";

const USAGE = `Usage: pnpm bench:jobs [--mb N] [--shape lines|one-line]

  --mb N         the job's output, in MB (default 1024)
  --shape S      lines: 100-character lines (default); one-line: a single line of N MB
  -h, --help     this help
`;
/** The most the lesson may take, in MB, whatever its jobs write. */
const LIMIT_MB = 150;

let options: { mb: number; shape: string };
try {
  const { values } = parseCommandLine(
    {
      options: {
        mb: { type: "string", default: "1024" },
        shape: { type: "string", default: "lines" },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    USAGE,
  );
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  if (!["lines", "one-line"].includes(values.shape))
    throw new Error(`--shape is lines or one-line, not "${values.shape}"`);
  options = { mb: wholeNumber(values.mb, "mb", 1), shape: values.shape };
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

const KEY = "bench-key";
const command =
  options.shape === "lines"
    ? `yes "$(printf '%099d' 0)" | head -c ${options.mb}M`
    : `head -c ${options.mb}M /dev/zero | tr '\\0' x`;
const response = (n: number, content: unknown[], stop: string) => ({
  id: `msg_01Bench${n}`,
  type: "message",
  role: "assistant",
  model: "claude-sonnet-4-6",
  content,
  stop_reason: stop,
  stop_sequence: null,
  usage: { input_tokens: 100, output_tokens: 20 },
});
const call = (n: number, name: string, input: unknown) =>
  response(n, [{ type: "tool_use", id: `toolu_01Bench${n}`, name, input }], "tool_use");
const say = (n: number, text: string) => response(n, [{ type: "text", text, citations: null }], "end_turn");
const cassette = {
  version: 1,
  lesson: "s13",
  prompts: [],
  interactions: [
    call(1, "bash", { command, run_in_background: true }),
    say(2, "It runs."),
    call(3, "job_output", { job_id: "1", offset: 1000, limit: 100 }),
    say(4, "Read."),
  ].map((r) => ({ response: r })),
} as unknown as Cassette;

const api = await startMockApi({ cassette, key: KEY, keepBodies: true });
const workdir = mkdtempSync(join(tmpdir(), "workbook-bench-jobs-"));
const rssFile = join(workdir, "..", `${workdir.split("/").at(-1)}.rss`);
// The lesson's own peak resident set, written as it exits (Linux and macOS report it; in KB on Linux, bytes on macOS).
const hook = `data:text/javascript,import { writeFileSync } from "node:fs"; process.on("exit", () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));`;
const started = performance.now();
const lesson = spawn(
  process.execPath,
  [
    `--import=${hook}`,
    join(ROOT, "scripts", "lesson.ts"),
    "s13",
    "--yes",
    "-p",
    "Write a big output.",
    "--workdir",
    workdir,
  ],
  {
    cwd: ROOT,
    env: { ...process.env, ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: api.url, WORKBOOK_STREAM: "0", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
let output = "";
lesson.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
lesson.stdout.on("data", (d) => (output += d));
lesson.stderr.setEncoding("utf-8");
lesson.stderr.on("data", (d) => (output += d));
const code = await new Promise<number | null>((done) => lesson.once("close", done));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
await api.close();
const log = join(workdir, ".jobs", "1.log");
const written = statSync(log, { throwIfNoEntry: false })?.size ?? 0;
// None written: the lesson died before it could exit (out of memory, a signal).
const kb = Number(existsSync(rssFile) ? readFileSync(rssFile, "utf-8") : Number.NaN);
const peakMb = process.platform === "darwin" ? kb / 2 ** 20 : kb / 1024;
rmSync(workdir, { recursive: true, force: true });
rmSync(rssFile, { force: true });
const served = api.served();
process.stdout.write(
  `${["output", "shape", "lesson exit", "responses served", "lesson peak memory", "limit", "wall"].join("\t")}\n` +
    `${[`${(written / 2 ** 20).toFixed(0)} MB`, options.shape, code, `${served} of 4`, Number.isNaN(peakMb) ? "(it died)" : `${peakMb.toFixed(1)} MB`, `${LIMIT_MB} MB`, `${seconds} s`].join("\t")}\n`,
);
if (code !== 0 || served !== 4 || !(peakMb <= LIMIT_MB)) {
  process.stdout.write(`\nFAILED. The lesson said:\n${output.slice(-3000)}\n`);
  process.exit(1);
}
