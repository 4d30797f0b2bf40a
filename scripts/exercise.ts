/**
 * `pnpm exercise [id] [--check | --hint | --solution | --reset [--yes]]`: the learner rebuilds a lesson's concept.
 *
 * Without an id it lists the exercises in course order with the learner's progress. With one, it creates
 * `exercises/<lesson folder>/agent.ts` from the lesson with the concept taken out (exercise-start.ts), checks it
 * against the lesson's recorded sessions (exercise-check.ts) and checks it again on every save until Ctrl-C.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, watch, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { createTwoFilesPatch } from "diff";
import pc from "picocolors";
import { checkExercise, checkKey, exerciseFile, exercisesDir, type CheckResult } from "./exercise-check.ts";
import { loadExercise, solutionFile, startFile, type ExerciseSpec } from "./exercise-start.ts";
import { listLessons, type LessonEntry } from "./lesson.ts";

const USAGE = `Usage: pnpm exercise                 list the exercises and your progress
       pnpm exercise <id>            create your file (if needed), check it, and check again on every save
       pnpm exercise <id> --check    check once: exit 0 when every check passes, 1 when not yet
       pnpm exercise <id> --hint     the next hint
       pnpm exercise <id> --solution the diff from your file to the lesson's
       pnpm exercise <id> --reset    start over (asks first; --yes to skip the question); your file is kept as a backup
`;

/** An exercise: its lesson, what it takes out, and where the learner's file is. */
interface Exercise {
  lesson: LessonEntry;
  spec: ExerciseSpec;
  file: string;
}

/** What `pnpm exercise` remembers per exercise: the key of the last passing check, and how many hints were shown. */
type State = Record<string, { passed?: string; hints?: number }>;

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
  const next = rows.find((r) => r.status === "in progress") ?? rows.find((r) => r.status === "not started");
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

/** Checks the file once; prints the report; remembers a pass. */
async function checkOnce(exercise: Exercise, signal?: AbortSignal): Promise<boolean | undefined> {
  const started = performance.now();
  const key = checkKey(exercise.lesson, exercise.spec, exercise.file);
  const results = await checkExercise(exercise.lesson, exercise.spec, exercise.file, signal);
  if (signal?.aborted) return undefined;
  const ok = results.every((r) => r.verdict.ok);
  updateState(exercise.lesson.id, (entry) => {
    if (ok) entry.passed = key;
    else delete entry.passed;
  });
  process.stdout.write(report(exercise, results, (performance.now() - started) / 1000, await nextAfter(exercise)));
  return ok;
}

async function nextAfter(exercise: Exercise): Promise<string | undefined> {
  const all = await listExercises();
  return all[all.findIndex((e) => e.lesson.id === exercise.lesson.id) + 1]?.lesson.id;
}

/** The report of one check: a line per recorded session, then the first failure in full. */
export function report(exercise: Exercise, results: CheckResult[], seconds: number, next?: string): string {
  const id = exercise.lesson.id;
  const lines = [`${pc.bold(`Exercise ${id}`)}: ${exercise.spec.goal}`, `Your file: ${shown(exercise.file)}`, ""];
  const width = Math.max(...results.map((r) => r.check.length));
  for (const r of results) {
    const mark = r.verdict.ok ? pc.green("✓") : pc.red("✗");
    const summary = r.verdict.ok ? "passes" : r.verdict.summary;
    lines.push(`  ${mark} ${r.check.padEnd(width)}  ${summary.length > 110 ? `${summary.slice(0, 109)}…` : summary}`);
  }
  const first = results.find((r) => !r.verdict.ok);
  const passed = results.filter((r) => r.verdict.ok).length;
  const time = pc.dim(`(${seconds.toFixed(1)} s)`);
  if (!first) {
    lines.push("", `${pc.green("Passed")}: all ${results.length} checks. ${time}`);
    lines.push(next ? `Next: pnpm exercise ${next}` : "That was the last exercise. pnpm exercise shows them all.");
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
  lines.push("", `Not yet: ${passed} of ${results.length} checks pass. ${time}  Stuck? pnpm exercise ${id} --hint`);
  return `${lines.join("\n")}\n`;
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
      await checkOnce(exercise, controller.signal);
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
  process.on("SIGINT", () => {
    running?.abort();
    watcher.close();
    process.stdout.write("\n");
    process.exit(0);
  });
  await run();
}

function printHint(exercise: Exercise): void {
  const id = exercise.lesson.id;
  const hints = exercise.spec.hints;
  const shownBefore = readState()[id]?.hints ?? 0;
  const n = Math.min(shownBefore + 1, hints.length);
  updateState(id, (entry) => {
    entry.hints = n;
  });
  process.stdout.write(`${pc.bold(`Hint ${n} of ${hints.length}`)} (exercise ${id}): ${hints[n - 1]}\n`);
  process.stdout.write(
    n < hints.length
      ? pc.dim(`Another: pnpm exercise ${id} --hint\n`)
      : pc.dim(`That was the last hint. The whole answer: pnpm exercise ${id} --solution\n`),
  );
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

/** A bad command line: main prints the message and the usage, then exits 2. */
export class UsageError extends Error {}

/** What the learner asked for. */
export interface Command {
  /** The exercise (a lesson id); none: the list. */
  id?: string;
  mode: "list" | "help" | "watch" | "check" | "hint" | "solution" | "reset";
  /** --yes: reset without asking. */
  yes: boolean;
}

/** Parses `pnpm exercise`'s arguments against the known exercise ids; throws UsageError on anything else. */
export function parseCommand(argv: string[], ids: string[]): Command {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        check: { type: "boolean", default: false },
        hint: { type: "boolean", default: false },
        solution: { type: "boolean", default: false },
        reset: { type: "boolean", default: false },
        yes: { type: "boolean", short: "y", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return { mode: "help", yes: false };
  const modes = (["check", "hint", "solution", "reset"] as const).filter((m) => values[m]);
  if (positionals.length > 1) throw new UsageError(`One exercise at a time, not ${positionals.join(" ")}.`);
  if (modes.length > 1) throw new UsageError(`Choose one of --${modes.join(", --")}.`);
  if (values.yes && !values.reset) throw new UsageError("--yes goes with --reset.");
  const [id] = positionals;
  if (id === undefined) {
    if (modes.length > 0) throw new UsageError(`--${modes[0]} needs an exercise: pnpm exercise <id> --${modes[0]}.`);
    return { mode: "list", yes: false };
  }
  if (!ids.includes(id)) throw new UsageError(`Unknown exercise: ${id} (there are ${ids.join(", ")}).`);
  return { id, mode: modes[0] ?? "watch", yes: values.yes };
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
  if (command.mode === "hint") return printHint(exercise);
  if (command.mode === "solution") {
    if (!printSolution(exercise)) process.exitCode = 1;
    return;
  }
  if (command.mode === "reset") {
    if (!(await reset(exercise, command.yes))) process.exitCode = 1;
    return;
  }
  if (!existsSync(exercise.file)) createStartFile(exercise);
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
