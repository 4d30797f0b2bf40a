/** What `pnpm exercise` knows of the learner's exercises: which there are, their files, and the progress it keeps. */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { exerciseFile, exercisesDir } from "@agent-workbook/kit/authoring/exercise/check";
import { checkKey } from "@agent-workbook/kit/authoring/exercise/expected-runs";
import { loadExercise, startFile, type ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";
import { writeFileAtomic } from "@agent-workbook/kit";
import { listLessons, type LessonEntry } from "@agent-workbook/kit/lessons";
import { ROOT } from "@agent-workbook/kit/paths";
import { wrapText } from "@agent-workbook/kit/terminal-width";

/** Writes `pnpm exercise`'s own text to stdout, wrapped at its words to the terminal's width (as it is elsewhere). */
export function say(text: string): void {
  process.stdout.write(wrapText(text, process.stdout));
}

/** Writes `pnpm exercise`'s own text to stderr, wrapped at its words to the terminal's width. */
export function sayError(text: string): void {
  process.stderr.write(wrapText(text, process.stderr));
}

/** An exercise: its lesson, what it takes out, and where the learner's file is. */
export interface Exercise {
  lesson: LessonEntry;
  spec: ExerciseSpec;
  file: string;
}

/**
 * What `pnpm exercise` remembers per exercise: the key of the last passing check, the first check that failed last
 * time, how many of each check's hints were shown, and the hash of the start file the learner's file was made from.
 */
export type State = Record<
  string,
  { passed?: string; failing?: string; hints?: Record<string, number>; start?: string }
>;

/** Where the state is kept: `.state.json` among the learner's files. */
export const stateFile = () => join(exercisesDir(), ".state.json");

/** What `pnpm exercise` remembers, read (nothing yet, or a file it cannot read: nothing). */
export function readState(): State {
  try {
    return JSON.parse(readFileSync(stateFile(), "utf-8")) as State;
  } catch {
    return {};
  }
}

/** Changes one exercise's entry of the state; the file is written whole or not at all. */
export function updateState(id: string, change: (entry: State[string]) => void): void {
  const state = readState();
  const entry = state[id] ?? {};
  change(entry);
  state[id] = entry;
  mkdirSync(exercisesDir(), { recursive: true });
  writeFileAtomic(stateFile(), `${JSON.stringify(state, null, 2)}\n`);
}

/** Every lesson that has an exercise, in course order. */
export async function listExercises(): Promise<Exercise[]> {
  const found: Exercise[] = [];
  for (const lesson of listLessons()) {
    const spec = await loadExercise(lesson);
    if (spec) found.push({ lesson, spec, file: exerciseFile(lesson) });
  }
  return found;
}

/** Not started (no file), passed (the last check passed on the file as it is now), or in progress. */
export function progress(exercise: Exercise, state: State): "not started" | "in progress" | "passed" {
  if (!existsSync(exercise.file)) return "not started";
  const passed = state[exercise.lesson.id]?.passed;
  return passed !== undefined && passed === checkKey(exercise.lesson, exercise.spec, exercise.file)
    ? "passed"
    : "in progress";
}

/** A path as the learner typed it: relative to where they ran pnpm. */
export function shown(path: string): string {
  return relative(process.cwd(), path) || path;
}

/** The first exercise not passed yet, in course order (none: every one passes). */
export async function nextExercise(): Promise<string | undefined> {
  const state = readState();
  return (await listExercises()).find((e) => progress(e, state) !== "passed")?.lesson.id;
}

/** The start file of an exercise as the lesson makes it now. */
export function startText(exercise: Exercise): string {
  return startFile(readFileSync(exercise.lesson.entry, "utf-8"), exercise.spec, shown(exercise.lesson.entry));
}

/** A start file's hash, which the state keeps for the learner's file made from it: 16 hex digits of its SHA-256. */
export function startHash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/**
 * Whether the learner's file was made from an older start file than the lesson makes now: the hash kept when it was
 * made is not the current start file's. A file made before hashes were kept is out of date only if it is not the
 * current start file and no hash says otherwise: then nothing is known, and it is not called out of date.
 */
export function outOfDate(exercise: Exercise, state: State = readState()): boolean {
  if (!existsSync(exercise.file)) return false;
  const made = state[exercise.lesson.id]?.start;
  return made !== undefined && made !== startHash(startText(exercise));
}

/** What `pnpm exercise` says of a learner's file made from an older start file, and how to start again. */
export function outOfDateNotice(exercise: Exercise): string {
  const id = exercise.lesson.id;
  return (
    `Your file ${shown(exercise.file)} was made from an older start file: lesson ${id} has changed since, so ` +
    `the code around your TODOs may no longer be the lesson's. To start again from the new start file: ` +
    `pnpm exercise ${id} --reset (your file is kept as a backup; pnpm exercise ${id} --solution shows the ` +
    `lesson's code beside yours).\n`
  );
}

/** Writes the start file; says so. */
export function createStartFile(exercise: Exercise): void {
  const text = startText(exercise);
  mkdirSync(dirname(exercise.file), { recursive: true });
  linkPackages();
  // A new start: the hints start again at 1; the start file's hash says which one the learner's file was made from.
  updateState(exercise.lesson.id, (entry) => {
    delete entry.passed;
    delete entry.hints;
    entry.start = startHash(text);
  });
  writeFileSync(exercise.file, text);
  say(
    `Created ${shown(exercise.file)}: lesson ${exercise.lesson.id} with its concept taken out. Look for the TODOs.\n`,
  );
}

/**
 * The learner's files import the kit, zod and the SDK as the lessons do. Inside the workbook Node finds them in
 * its node_modules; a WORKBOOK_EXERCISES_DIR elsewhere gets a `node_modules` link to the workbook's, and a
 * package.json that makes its files ES modules, as the workbook's does (else the type check reads them as
 * CommonJS and says their imports cannot be written there).
 */
export function linkPackages(): void {
  const dir = exercisesDir();
  if (dir === ROOT || dir.startsWith(`${ROOT}/`)) return;
  const link = join(dir, "node_modules");
  mkdirSync(dir, { recursive: true });
  if (!existsSync(link)) symlinkSync(join(ROOT, "node_modules"), link, "dir");
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) writeFileAtomic(manifest, `${JSON.stringify({ private: true, type: "module" })}\n`);
}
