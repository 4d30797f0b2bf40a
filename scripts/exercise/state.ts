/** What `pnpm exercise` knows of the learner's exercises: which there are, their files, and the progress it keeps. */
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
 * time, and how many of each check's hints were shown.
 */
export type State = Record<string, { passed?: string; failing?: string; hints?: Record<string, number> }>;

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

/** Writes the start file; says so. */
export function createStartFile(exercise: Exercise): void {
  const source = readFileSync(exercise.lesson.entry, "utf-8");
  mkdirSync(dirname(exercise.file), { recursive: true });
  linkPackages();
  // A new start: the hints start again at 1.
  updateState(exercise.lesson.id, (entry) => {
    delete entry.passed;
    delete entry.hints;
  });
  writeFileSync(exercise.file, startFile(source, exercise.spec, shown(exercise.lesson.entry)));
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
