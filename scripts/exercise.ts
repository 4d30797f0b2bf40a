/**
 * `pnpm exercise [id] [--check | --hint | --solution | --reset [--yes]]`: the learner rebuilds a lesson's concept.
 *
 * Without an id it lists the exercises in course order with the learner's progress. With one, it creates
 * `exercises/<lesson folder>/agent.ts` from the lesson with the concept taken out (exercise-start.ts), checks it
 * against the lesson's recorded sessions (exercise-check.ts) and checks it again on every save until Ctrl-C.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, watch, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { enableCompileCache } from "node:module";
import { createInterface } from "node:readline/promises";
import { pathToFileURL } from "node:url";
import { createTwoFilesPatch } from "diff";
import pc from "picocolors";
import { parseCommandLine, UsageError, closestLesson } from "@agent-workbook/kit/cli";
import { COMPILE_CACHE } from "@agent-workbook/kit/paths";
import {
  checkExercise,
  exerciseFile,
  exercisesDir,
  type CheckResult,
} from "@agent-workbook/kit/authoring/exercise-check";
import { checkKey } from "@agent-workbook/kit/authoring/expected-cache";
import { loadExercise, solutionFile, startFile, type ExerciseSpec } from "@agent-workbook/kit/authoring/exercise-start";
import { typeChecker } from "@agent-workbook/kit/authoring/exercise-types";
import { listLessons, type LessonEntry } from "@agent-workbook/kit/lessons";
import { quitOnCtrlC } from "@agent-workbook/kit/quit-on-ctrl-c";

const USAGE = `Usage: pnpm exercise                 list the exercises and your progress
       pnpm exercise <id>            create your file (if needed), check it, and check again on every save
       pnpm exercise <id> --check    check once: exit 0 when every check passes, 1 when not yet
       pnpm exercise <id> --hint     the next hint for the first check that fails (--hint N: hint N again)
       pnpm exercise <id> --run [lesson options]
                                     run your file as the lesson runs: its demo, or -p, --replay… (pnpm lesson --help)
       pnpm exercise <id> --solution the diff from your file to the lesson's
       pnpm exercise <id> --reset    start over (asks first; --yes to skip the question); your file is kept as a backup
`;

/** An exercise: its lesson, what it takes out, and where the learner's file is. */
interface Exercise {
  lesson: LessonEntry;
  spec: ExerciseSpec;
  file: string;
}

/**
 * What `pnpm exercise` remembers per exercise: the key of the last passing check, the first check that failed last
 * time, and how many of each check's hints were shown.
 */
type State = Record<string, { passed?: string; failing?: string; hints?: Record<string, number> }>;

const stateFile = () => join(exercisesDir(), ".state.json");

function readState(): State {
  try {
    return JSON.parse(readFileSync(stateFile(), "utf-8")) as State;
  } catch {
    return {};
  }
}

function updateState(id: string, change: (entry: State[string]) => void): void {
  const state = readState();
  const entry = state[id] ?? {};
  change(entry);
  state[id] = entry;
  mkdirSync(exercisesDir(), { recursive: true });
  writeFileSync(stateFile(), `${JSON.stringify(state, null, 2)}\n`);
}

/** Every lesson that has an exercise, in course order. */
async function listExercises(): Promise<Exercise[]> {
  const found: Exercise[] = [];
  for (const lesson of listLessons()) {
    const spec = await loadExercise(lesson);
    if (spec) found.push({ lesson, spec, file: exerciseFile(lesson) });
  }
  return found;
}

/** Not started (no file), passed (the last check passed on the file as it is now), or in progress. */
function progress(exercise: Exercise, state: State): "not started" | "in progress" | "passed" {
  if (!existsSync(exercise.file)) return "not started";
  const passed = state[exercise.lesson.id]?.passed;
  return passed !== undefined && passed === checkKey(exercise.lesson, exercise.spec, exercise.file)
    ? "passed"
    : "in progress";
}

/** A path as the learner typed it: relative to where they ran pnpm. */
function shown(path: string): string {
  return relative(process.env.INIT_CWD || process.cwd(), path) || path;
}

function printList(exercises: Exercise[]): void {
  const state = readState();
  const out = process.stdout;
  out.write(
    `${pc.bold("agent-workbook exercises")}: rebuild each lesson's concept; its recorded sessions check it.\n\n`,
  );
  const rows = exercises.map((e) => ({ e, status: progress(e, state) }));
  for (const { e, status } of rows) {
    const mark =
      status === "passed"
        ? pc.green("passed     ")
        : status === "in progress"
          ? pc.yellow("in progress")
          : pc.dim("not started");
    out.write(`  ${pc.cyan(e.lesson.id.padEnd(4))} ${mark}  ${e.spec.goal}\n`);
  }
  const next = rows.find((r) => r.status !== "passed");
  out.write("\n");
  if (!next) out.write("Every exercise passes. Well done.\n");
  else if (next.status === "in progress")
    out.write(`Next: pnpm exercise ${next.e.lesson.id}   (carry on with ${shown(next.e.file)})\n`);
  else
    out.write(
      `Next: pnpm exercise ${next.e.lesson.id}   (creates ${shown(next.e.file)}, then checks it on every save)\n`,
    );
  out.write("More: pnpm exercise --help\n");
}

/** Writes the start file; says so. */
function createStartFile(exercise: Exercise): void {
  const source = readFileSync(exercise.lesson.entry, "utf-8");
  mkdirSync(dirname(exercise.file), { recursive: true });
  writeFileSync(exercise.file, startFile(source, exercise.spec, shown(exercise.lesson.entry)));
  process.stdout.write(
    `Created ${shown(exercise.file)}: lesson ${exercise.lesson.id} with its concept taken out. Look for the TODOs.\n`,
  );
}

/**
 * Checks the file once; prints the report; remembers a pass. In watch mode (`withTypes`) it type-checks the file
 * meanwhile, in a thread that keeps what it parsed for the next save; `--check` leaves that to `pnpm typecheck`.
 */
async function checkOnce(exercise: Exercise, signal?: AbortSignal, withTypes = false): Promise<boolean | undefined> {
  const started = performance.now();
  const key = checkKey(exercise.lesson, exercise.spec, exercise.file);
  const status = progressLine(exercise.spec.checks);
  if (withTypes) types ??= typeChecker();
  const typeError = withTypes ? types?.check(exercise.file) : undefined; // meanwhile, in its thread
  let results: CheckResult[];
  try {
    results = await checkExercise(exercise.lesson, exercise.spec, exercise.file, signal, status.update);
  } finally {
    status.clear();
  }
  if (signal?.aborted) return undefined;
  const ok = results.every((r) => r.verdict.ok);
  updateState(exercise.lesson.id, (entry) => {
    if (ok) entry.passed = key;
    else delete entry.passed;
    const failing = results.find((r) => !r.verdict.ok)?.check;
    if (failing) entry.failing = failing;
    else delete entry.failing;
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(report(exercise, results, seconds, await nextExercise(), await typeError));
  return ok;
}

/** The type checker, kept between the checks of watch mode (it keeps what it parsed). */
let types: ReturnType<typeof typeChecker> | undefined;

/**
 * On a terminal, one line that says where each check is while they run (`todo-cases: round 7, in its TodoWrite
 * call`), redrawn as they go; nothing elsewhere.
 */
function progressLine(checks: string[]): { update: (check: string, where: string) => void; clear: () => void } {
  const out = process.stdout;
  if (!out.isTTY) return { update: () => {}, clear: () => {} };
  const where = new Map(checks.map((c) => [c, "starting"]));
  let drawn = false;
  let last = 0;
  const draw = () => {
    const text = [...where].map(([c, w]) => `${c}: ${w}`).join(" · ");
    const width = (out.columns || 100) - 1;
    out.write(`\r\x1b[2K${pc.dim(text.length > width ? `${text.slice(0, width - 1)}…` : text)}`);
    drawn = true;
  };
  return {
    update(check, text) {
      where.set(check, text);
      if (performance.now() - last < 100) return; // a redraw at most ten times a second
      last = performance.now();
      draw();
    },
    clear() {
      if (drawn) out.write("\r\x1b[2K");
    },
  };
}

/** The first exercise not passed yet, in course order (none: every one passes). */
async function nextExercise(): Promise<string | undefined> {
  const state = readState();
  return (await listExercises()).find((e) => progress(e, state) !== "passed")?.lesson.id;
}

/** The report of one check: a line per recorded session, then the first failure in full. */
export function report(
  exercise: Exercise,
  results: CheckResult[],
  seconds: number,
  next?: string,
  typeError?: string,
): string {
  const id = exercise.lesson.id;
  const lines = [`${pc.bold(`Exercise ${id}`)}: ${exercise.spec.goal}`, `Your file: ${shown(exercise.file)}`, ""];
  const width = Math.max(...results.map((r) => r.check.length), typeError ? "types".length : 0);
  for (const r of results) {
    const mark = r.verdict.ok ? pc.green("✓") : pc.red("✗");
    const summary = r.verdict.ok ? "passes" : r.verdict.summary;
    lines.push(`  ${mark} ${r.check.padEnd(width)}  ${summary.length > 110 ? `${summary.slice(0, 109)}…` : summary}`);
  }
  // Not a check: Node runs the file whatever its types. But a wrong type is often the bug.
  if (typeError) lines.push(`  ${pc.yellow("!")} ${"types".padEnd(width)}  ${typeError} (pnpm typecheck lists all)`);
  const first = results.find((r) => !r.verdict.ok);
  const passed = results.filter((r) => r.verdict.ok).length;
  const time = pc.dim(`(${seconds.toFixed(1)} s)`);
  if (!first) {
    lines.push("", `${pc.green("Passed")}: all ${results.length} checks. ${time}`);
    lines.push(next ? `Next: pnpm exercise ${next}` : "Every exercise passes. pnpm exercise shows them all.");
    return `${lines.join("\n")}\n`;
  }
  const cassette = relative(
    process.env.INIT_CWD || process.cwd(),
    join(exercise.lesson.dir, "cassettes", `${first.check}.json`),
  );
  lines.push("", `First failure, ${pc.bold(first.check)} (${cassette}):`);
  lines.push(`  ${first.verdict.summary}`);
  for (const d of first.verdict.detail) {
    const colour = d.startsWith("- ") ? pc.red : d.startsWith("+ ") ? pc.green : (s: string) => s;
    lines.push(`    ${colour(d)}`);
  }
  lines.push(...printedLines(first.printed ?? ""));
  lines.push("", `Not yet: ${passed} of ${results.length} checks pass. ${time}  Stuck? pnpm exercise ${id} --hint`);
  return `${lines.join("\n")}\n`;
}

/** What the learner's own code printed in the failing check (console.log), cut to a few lines: their debugging. */
export function printedLines(printed: string, max = 12): string[] {
  const lines = printed.replace(/\n$/, "").split("\n");
  if (!printed.trim()) return [];
  const cut = (line: string) => (line.length > 160 ? `${line.slice(0, 159)}…` : line);
  const shown = lines.slice(0, max).map((l) => `    ${pc.dim("│")} ${cut(l)}`);
  const more = lines.length > max ? [`    ${pc.dim(`│ … and ${lines.length - max} more lines`)}`] : [];
  return ["", `  What your file printed in this check (console.log):`, ...shown, ...more];
}

/** Checks now, then again after each save, until Ctrl-C; each result replaces the last on a terminal. */
async function watchFile(exercise: Exercise): Promise<void> {
  let running: AbortController | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    if (!existsSync(exercise.file)) return; // mid-save (written by rename): the next event brings it back
    if (process.stdout.isTTY) process.stdout.write("\x1b[2J\x1b[H");
    else process.stdout.write("\n");
    process.stdout.write(pc.dim(`Checking ${shown(exercise.file)}…\n`));
    try {
      await checkOnce(exercise, controller.signal, true);
    } catch (err) {
      process.stdout.write(`${pc.red((err as Error).message)}\n`);
    }
    if (!controller.signal.aborted) {
      process.stdout.write(pc.dim(`Watching ${shown(exercise.file)}: save it to check again; Ctrl-C quits.\n`));
    }
  };
  // The folder, not the file: editors save by writing a new file and renaming it over the old one.
  const watcher = watch(dirname(exercise.file), (_event, name) => {
    if (name !== null && name !== "agent.ts") return;
    clearTimeout(timer);
    timer = setTimeout(run, 100);
  });
  quitOnCtrlC(() => {
    running?.abort();
    watcher.close();
    process.stdout.write("\n");
  });
  await run();
}

/**
 * A hint for the first check that failed last time (the first check before any): the next one not shown yet, or
 * hint `asked` again. Says which check it is for, and how to see the others.
 */
function printHint(exercise: Exercise, asked?: number): boolean {
  const id = exercise.lesson.id;
  const entry = readState()[id] ?? {};
  if (progress(exercise, readState()) === "passed") {
    process.stdout.write(`Every check of exercise ${id} passes: no hint needed. pnpm exercise shows what is next.\n`);
    return true;
  }
  const check = entry.failing && exercise.spec.hints[entry.failing] ? entry.failing : exercise.spec.checks[0];
  const hints = exercise.spec.hints[check];
  const seen = entry.hints?.[check] ?? 0;
  if (asked !== undefined && (asked < 1 || asked > hints.length)) {
    process.stderr.write(
      `The hints for ${check} go from 1 to ${hints.length}: pnpm exercise ${id} --hint ${Math.min(Math.max(asked, 1), hints.length)}.\n`,
    );
    return false;
  }
  const n = asked ?? Math.min(seen + 1, hints.length);
  updateState(id, (e) => {
    e.hints = { ...e.hints, [check]: Math.max(seen, n) };
  });
  const why = entry.failing ? `${check}, the first check that fails` : `${check}, the first check`;
  process.stdout.write(`${pc.bold(`Hint ${n} of ${hints.length}`)} for ${why} (exercise ${id}): ${hints[n - 1]}\n`);
  const again = n > 1 ? `; an earlier one: pnpm exercise ${id} --hint ${n - 1}` : "";
  process.stdout.write(
    n < hints.length
      ? pc.dim(`Another: pnpm exercise ${id} --hint${again}\n`)
      : pc.dim(`That was the last hint for ${check}. The whole answer: pnpm exercise ${id} --solution${again}\n`),
  );
  return true;
}

function printSolution(exercise: Exercise): boolean {
  if (!existsSync(exercise.file)) {
    process.stderr.write(`No file yet: pnpm exercise ${exercise.lesson.id} creates ${shown(exercise.file)}.\n`);
    return false;
  }
  const mine = readFileSync(exercise.file, "utf-8");
  const lesson = solutionFile(readFileSync(exercise.lesson.entry, "utf-8"));
  if (mine === lesson) {
    process.stdout.write("Your file is the lesson's, line for line.\n");
    return true;
  }
  const patch = createTwoFilesPatch(shown(exercise.file), shown(exercise.lesson.entry), mine, lesson, "", "", {
    context: 3,
  })
    .split("\n")
    .slice(1); // no "=====" line
  for (const line of patch) {
    const colour =
      line.startsWith("+") && !line.startsWith("+++")
        ? pc.green
        : line.startsWith("-") && !line.startsWith("---")
          ? pc.red
          : line.startsWith("@@")
            ? pc.cyan
            : (s: string) => s;
    process.stdout.write(`${colour(line)}\n`);
  }
  return true;
}

async function reset(exercise: Exercise, yes: boolean): Promise<boolean> {
  if (!existsSync(exercise.file)) {
    createStartFile(exercise);
    return true;
  }
  const backup = `${exercise.file}.bak-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  if (!yes) {
    if (!process.stdin.isTTY) {
      process.stderr.write(
        `Not starting ${shown(exercise.file)} over without asking: run this on a terminal, or add --yes.\n`,
      );
      return false;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question(
      `Start ${shown(exercise.file)} over? Your file will be kept as ${shown(backup)}. [y/N] `,
    );
    rl.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      process.stdout.write("Nothing changed.\n");
      return true;
    }
  }
  renameSync(exercise.file, backup);
  updateState(exercise.lesson.id, (entry) => {
    delete entry.passed;
    delete entry.hints;
  });
  process.stdout.write(`Kept your file as ${shown(backup)}.\n`);
  createStartFile(exercise);
  return true;
}

/**
 * Runs the learner's file as `pnpm lesson` runs the lesson, in this process: its demo on the lesson's sample, or
 * whatever the lesson's options say (-p, --replay FILE, --workdir DIR…). The file finds the lesson's cassettes and
 * sample by its lesson id.
 */
async function runLearnerFile(exercise: Exercise, lessonArgs: string[]): Promise<void> {
  enableCompileCache(COMPILE_CACHE);
  process.argv = [process.argv[0], exercise.file, ...lessonArgs];
  await import(pathToFileURL(exercise.file).href);
}

/** What the learner asked for. */
export interface Command {
  /** The exercise (a lesson id); none: the list. */
  id?: string;
  mode: "list" | "help" | "watch" | "check" | "hint" | "solution" | "reset" | "run";
  /** --yes: reset without asking. */
  yes: boolean;
  /** --hint N: which hint to show again. */
  hint?: number;
  /** --run: the lesson's options that follow it, for the learner's file. */
  lessonArgs?: string[];
}

/** Parses `pnpm exercise`'s arguments against the known exercise ids; throws UsageError on anything else. */
export function parseCommand(argv: string[], ids: string[]): Command {
  // Everything after --run is the lesson's, not this command's.
  const runAt = argv.indexOf("--run");
  const lessonArgs = runAt === -1 ? undefined : argv.slice(runAt + 1);
  const own = runAt === -1 ? [...argv] : [...argv.slice(0, runAt), "--run"];
  // --hint N (or --hint=N): the hint's number is the option's, not an exercise id.
  let hint: number | undefined;
  const hintAt = own.findIndex((a) => a === "--hint" || a.startsWith("--hint="));
  if (hintAt !== -1) {
    const [flag, value] = own[hintAt].split("=");
    const text = value ?? (/^\d+$/.test(own[hintAt + 1] ?? "") ? own.splice(hintAt + 1, 1)[0] : undefined);
    if (text !== undefined && !/^\d+$/.test(text)) throw new UsageError(`--hint takes a hint's number, not "${text}".`);
    if (text !== undefined) hint = Number(text);
    own[hintAt] = flag;
  }
  const { values, positionals } = parseCommandLine(
    {
      args: own,
      allowPositionals: true,
      strict: true,
      options: {
        check: { type: "boolean", default: false },
        hint: { type: "boolean", default: false },
        run: { type: "boolean", default: false },
        solution: { type: "boolean", default: false },
        reset: { type: "boolean", default: false },
        yes: { type: "boolean", short: "y", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    },
    USAGE,
  );
  if (values.help) return { mode: "help", yes: false };
  const modes = (["check", "hint", "solution", "reset", "run"] as const).filter((m) => values[m]);
  if (positionals.length > 1) throw new UsageError(`One exercise at a time, not ${positionals.join(" ")}.`);
  if (modes.length > 1) throw new UsageError(`Choose one of --${modes.join(", --")}.`);
  if (values.yes && !values.reset) throw new UsageError("--yes goes with --reset.");
  const [id] = positionals;
  if (id === undefined) {
    if (modes.length > 0) throw new UsageError(`--${modes[0]} needs an exercise: pnpm exercise <id> --${modes[0]}.`);
    return { mode: "list", yes: false };
  }
  if (!ids.includes(id)) {
    const meant = closestLesson(
      id,
      listLessons().filter((l) => ids.includes(l.id)),
    );
    throw new UsageError(
      meant
        ? `Unknown exercise: ${id} (did you mean ${meant.id}?)`
        : `Unknown exercise: ${id} (there are ${ids.join(", ")}).`,
    );
  }
  return {
    id,
    mode: modes[0] ?? "watch",
    yes: values.yes,
    ...(hint !== undefined ? { hint } : {}),
    ...(lessonArgs ? { lessonArgs } : {}),
  };
}

async function main(): Promise<void> {
  // Piped into `head`, which stops reading: the rest is not wanted.
  process.stdout.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "EPIPE") throw err;
    process.exit(0);
  });
  const exercises = await listExercises();
  let command: Command;
  try {
    command = parseCommand(
      process.argv.slice(2),
      exercises.map((e) => e.lesson.id),
    );
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (command.mode === "help") {
    process.stdout.write(USAGE);
    return;
  }
  const exercise = exercises.find((e) => e.lesson.id === command.id);
  if (!exercise) {
    printList(exercises);
    return;
  }
  if (command.mode === "hint") {
    if (!printHint(exercise, command.hint)) process.exitCode = 2;
    return;
  }
  if (command.mode === "solution") {
    if (!printSolution(exercise)) process.exitCode = 1;
    return;
  }
  if (command.mode === "reset") {
    if (!(await reset(exercise, command.yes))) process.exitCode = 1;
    return;
  }
  if (!existsSync(exercise.file)) createStartFile(exercise);
  if (command.mode === "run") return runLearnerFile(exercise, command.lessonArgs ?? []);
  if (command.mode === "check") {
    try {
      process.exitCode = (await checkOnce(exercise)) ? 0 : 1;
    } catch (err) {
      process.stderr.write(`${(err as Error).message}\n`);
      process.exitCode = 1;
    }
    return;
  }
  await watchFile(exercise);
}

if (import.meta.filename === process.argv[1]) await main();
