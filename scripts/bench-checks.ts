/**
 * `pnpm bench:checks [--repeat N] [ID …]`: the learner's wait for `pnpm exercise ID --check`, for every lesson with
 * an exercise (or those named), beside the yardstick of `pnpm bench:tests`: the 10^9-step loop, measured before and
 * after. Each check runs on a copy of the lesson's own file (it passes), once to warm it up (the expected runs
 * recorded, as after a learner's first check), then N times, the median kept. Before each timed check the file is
 * changed (a comment line with a new number appended), as a learner's file is between two checks, so that its type
 * check runs and is counted; `--unchanged` times checks of the same text instead (the type check's answer cached).
 *
 * The budget: a check's wall time at most CHECK_BUDGET seconds on a quiet two-core machine; a lesson whose
 * checks wait for a lock to give up (WAITS) gets LOCK_BUDGET. Each is also given as a ratio to the loop, which is
 * what holds from one machine to another.
 */
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { parseCommandLine, wholeNumber } from "@agent-workbook/kit/cli";
import { listLessons } from "@agent-workbook/kit/lessons";
import { ROOT } from "@agent-workbook/kit/paths";
import { loadExercise } from "@agent-workbook/kit/authoring/exercise/start-file";
import { loop, timed } from "./timed.ts";

const USAGE = `Usage: pnpm bench:checks [--repeat N] [--unchanged] [ID …]

  ID …         the lessons to measure (default: every lesson with an exercise)
  --repeat N   checks of each after a warm-up, the median kept (default 3)
  --unchanged  check the same text each time (the type check's answer cached), not a file just changed
  -h, --help   this help
`;

/** A check's wall time, at most this many seconds on a quiet two-core machine. */
const CHECK_BUDGET = 3;
/** The same for a lesson whose checks wait for a lock held by another agent until its tools give up. */
const LOCK_BUDGET = 5;
/** The lessons whose checks wait so (s12's task-cases: carol keeps the lock until the tools give up). */
const WAITS = new Set(["s12"]);

/** Wall and CPU seconds of `node ARGS`, its children included; throws if it fails. */
function time(args: string[], env: NodeJS.ProcessEnv = {}): { wall: number; cpu: number } {
  const { wall, user, sys } = timed([process.execPath, ...args], env);
  return { wall, cpu: user + sys };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The options, or usage and exit 2. */
function options(): { repeat: number; unchanged: boolean; ids: string[] } {
  try {
    const { values, positionals } = parseCommandLine(
      {
        allowPositionals: true,
        options: {
          repeat: { type: "string", default: "3" },
          unchanged: { type: "boolean", default: false },
          help: { type: "boolean", short: "h", default: false },
        },
      },
      USAGE,
    );
    if (values.help) {
      process.stdout.write(USAGE);
      process.exit(0);
    }
    return { repeat: wholeNumber(values.repeat, "repeat", 1), unchanged: values.unchanged, ids: positionals };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const { repeat, unchanged, ids: positionals } = options();
const known = listLessons();
const unknown = positionals.filter((id) => !known.some((l) => l.id === id));
if (unknown.length > 0) {
  process.stderr.write(`No lesson ${unknown.join(", ")}.\n\n${USAGE}`);
  process.exit(2);
}
const lessons = [];
for (const lesson of known) {
  if (positionals.length > 0 && !positionals.includes(lesson.id)) continue;
  if (await loadExercise(lesson)) lessons.push(lesson);
}

// The learner's folder of the bench's own: inside the workbook (so the file's imports resolve), never exercises/ itself.
mkdirSync(join(ROOT, "exercises"), { recursive: true });
const folder = mkdtempSync(join(ROOT, "exercises", ".bench-checks-"));
const scratch = mkdtempSync(join(tmpdir(), "workbook-bench-checks-"));
try {
  const env = { WORKBOOK_EXERCISES_DIR: folder, TMPDIR: scratch, ANTHROPIC_API_KEY: "", OPENAI_API_KEY: "" };
  const loopBefore = loop();
  const rows: string[][] = [];
  for (const lesson of lessons) {
    const dir = join(folder, basename(lesson.dir));
    mkdirSync(dir);
    const file = join(dir, "agent.ts");
    copyFileSync(lesson.entry, file);
    const check = () => time([join(ROOT, "scripts", "exercise.ts"), lesson.id, "--check"], env);
    check(); // warm: the expected runs recorded
    const runs = Array.from({ length: repeat }, (_, n) => {
      if (!unchanged) appendFileSync(file, `// bench:checks, change ${n + 1}\n`);
      return check();
    });
    const wall = median(runs.map((r) => r.wall));
    const cpu = median(runs.map((r) => r.cpu));
    const budget = WAITS.has(lesson.id) ? LOCK_BUDGET : CHECK_BUDGET;
    rows.push([lesson.id, `${wall.toFixed(2)} s`, `${cpu.toFixed(2)} s`, `${budget} s`, wall <= budget ? "yes" : "no"]);
    process.stderr.write(".");
  }
  const yardstick = (loopBefore + loop()) / 2;
  process.stderr.write("\n");
  const table = [
    [unchanged ? "lesson (file unchanged)" : "lesson (file just changed)", "check, wall", "CPU", "budget", "within"],
    ["---", "---", "---", "---", "---"],
    ...rows.map((row) => [...row.slice(0, 2), row[2], row[3], row[4]]),
  ].map((row) => `| ${row.join(" | ")} |`);
  const ratios = rows.map(([id, wall]) => `${id} ${(Number.parseFloat(wall) / yardstick).toFixed(2)}×`).join(", ");
  process.stdout.write(
    `${table.join("\n")}\n\nthe 10^9-step loop: ${yardstick.toFixed(2)} s; each check as a ratio to it: ${ratios}\n` +
      `(median of ${repeat} checks each after a warm-up, ${unchanged ? "the file unchanged" : "the file changed before each"}, ${process.version})\n`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
}
