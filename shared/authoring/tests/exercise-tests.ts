/**
 * The checks of an exercise, run as they run for a learner (the learner's file replayed on the lesson's cassettes,
 * shared/authoring/exercise/check.ts), and the helpers the exercise tests share. Each lesson's own `test/exercise.test.ts`
 * calls `exerciseTests(id)`: its fresh start file fails and its own file passes the first check (`pnpm test`); its
 * own file passes every check and each of its common mistakes gets its message (`pnpm test:audit`). They are in the
 * lessons' folders so that the test runner spreads them over its workers.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkExercise, type CheckResult } from "../exercise/check.ts";
import { loadExercise, solutionFile, startFile } from "../exercise/start-file.ts";
import { listLessons } from "../../src/lessons.ts";
import { ROOT } from "./helpers.ts";
import type { LessonExpectations } from "./lesson-expectations.ts";
import { lessonRunsReady } from "./lesson-tests.ts";

const lessons = listLessons();
/** A lesson by its id. */
export const lesson = (id: string) => lessons.find((l) => l.id === id)!;
/** A lesson's source. */
export const source = (id: string) => readFileSync(lesson(id).entry, "utf-8");
/** A lesson's exercise. */
export const spec = async (id: string) => (await loadExercise(lesson(id)))!;

/** The calling test file's exercises folder (useExercisesFolder), while its tests run. */
let exercisesFolder: string | undefined;

/**
 * Gives the calling test file an exercises folder of its own, inside the workbook (so that the learner's imports
 * resolve) and never the real one: made before its tests, removed after. Returns a getter for it. Nothing in the
 * process's environment changes: `learnerFile` writes into it, and a command started on it is given it
 * (WORKBOOK_EXERCISES_DIR in that process's environment).
 *
 * With a `name`, the folder is `exercises/.test-NAME` when no other run holds it (made exclusively; else a new one):
 * its files keep their paths from one run to the next, so that Node's compile cache (keyed by a file's path and
 * text) has them already, as it has a learner's own file, and does not keep a new copy of each file at every run.
 */
export function useExercisesFolder(name?: string): () => string {
  let dir = "";
  beforeAll(() => {
    mkdirSync(join(ROOT, "exercises"), { recursive: true });
    dir =
      (name && madeAnew(join(ROOT, "exercises", `.test-${name}`))) || mkdtempSync(join(ROOT, "exercises", ".test-"));
    exercisesFolder = dir;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    if (exercisesFolder === dir) exercisesFolder = undefined;
  });
  return () => dir;
}

/** `dir`, made here (undefined when it exists already: another run's, or one a killed run left). */
function madeAnew(dir: string): string | undefined {
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return undefined;
  }
}

/** A learner's file with `text` in it, under its own name in the tests' exercises folder. */
export function learnerFile(name: string, text: string): string {
  const dir = exercisesFolder;
  if (!dir) throw new Error("learnerFile: no exercises folder (call useExercisesFolder() in the test file)");
  const file = join(dir, name, "agent.ts");
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/**
 * The lesson with one mistake made in it: each `[from, to]` replaces text that occurs exactly once, written as the
 * lesson's file has it (the code in its entry, `main`, indented by two spaces, nothing exported there).
 */
export function withMistake(id: string, edits: [string, string][]): string {
  let text = solutionFile(source(id));
  for (const [from, to] of edits) {
    expect(text.split(from), `${id}: an edit's text, once in the lesson: ${JSON.stringify(from)}`).toHaveLength(2);
    text = text.replace(from, to);
  }
  return text;
}

/**
 * The environment the tests' checks run under, as `pnpm exercise` would be run from a shell: the test process's own
 * (read, never changed), a generous time limit for a busy machine, and `settings` on top (a test's own limits,
 * cache folder, settings file or learner's settings).
 */
export function checkEnv(settings: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, WORKBOOK_EXERCISE_TIMEOUT_MS: "60000", ...settings };
}

/**
 * Checks a file on the exercise's checks (or only some of them), under `checkEnv(settings)`; the first failure as
 * the learner reads it.
 */
export async function check(id: string, file: string, only?: string[], settings: NodeJS.ProcessEnv = {}) {
  const exerciseSpec = await spec(id);
  const checked = only ? { ...exerciseSpec, checks: only } : exerciseSpec;
  const results = await checkExercise(lesson(id), checked, file, undefined, undefined, checkEnv(settings));
  return { results, first: firstFailure(results, file) };
}

/** The first failure of a check's results, as the report shows it, the file's path as `<file>`. */
export function firstFailure(results: CheckResult[], file: string): string | undefined {
  const failed = results.find((r) => !r.verdict.ok);
  if (!failed) return undefined;
  const shown = relative(ROOT, file);
  return [`${failed.check}: ${failed.verdict.summary}`, ...failed.verdict.detail.map((d) => `  ${d}`)]
    .join("\n")
    .split(shown)
    .join("<file>");
}

/** The lesson's expectations (its test/expectations.ts). */
export async function expectationsOf(id: string): Promise<LessonExpectations> {
  const file = pathToFileURL(join(lesson(id).dir, "test", "expectations.ts")).href;
  return ((await import(file)) as { default: LessonExpectations }).default;
}

/**
 * The tests of lesson `id`'s exercise, for its own test/exercise.test.ts (`await exerciseTests(id)`): in `pnpm test`,
 * its start file fails and its solution passes the first check; in `pnpm test:audit` (WORKBOOK_TEST_AUDIT=1,
 * vitest.config.ts's audit project), its solution passes every check and each of its common mistakes gets its precise message, a test of
 * the checks themselves.
 */
export async function exerciseTests(id: string): Promise<void> {
  // The checks compare with the lesson's runs the global setup made (and kept for them as a first check would).
  await lessonRunsReady();
  useExercisesFolder(`exercise-${id}`);
  const audit = Boolean(process.env.WORKBOOK_TEST_AUDIT);
  if (audit) {
    it(`exercise ${id}: the lesson's own file passes every check`, async () => {
      await ownFilePasses(id);
    });
    await mistakeTests(id);
  }

  // Skipped in the audit, not left out: its snapshot is then not obsolete (which fails a run on CI).
  describe.skipIf(audit)(`exercise ${id}, checked on its recorded sessions`, () => {
    it("the fresh start file fails, with a clear first failure", async () => {
      const exerciseSpec = await spec(id);
      const file = learnerFile(`fresh-${id}`, startFile(source(id), exerciseSpec));
      // Its first check is enough: the one the report shows in full.
      const { results, first } = await check(id, file, exerciseSpec.checks.slice(0, 1));
      expect(results.some((r) => !r.verdict.ok)).toBe(true);
      expect(first).toMatchSnapshot();
      // The exercises page (en, zh) shows this very failure.
      if (id === "v2") {
        for (const lang of ["en", "zh"]) {
          expect(readFileSync(join(ROOT, "docs", lang, "exercises.md"), "utf-8")).toContain(
            `  ${results[0].verdict.summary}\n${results[0].verdict.detail.map((d) => `    ${d}`).join("\n")}\n`,
          );
        }
      }
    });

    it("the lesson's own file passes the first check", async () => {
      await ownFilePasses(id, 1);
    });
  });
}

/**
 * The lesson's own file, as a learner's, passes the first `count` checks of its exercise (all of them by default): the
 * checks accept the lesson they were made from. `pnpm test` tries the first, the one a learner's report opens with;
 * `pnpm test:audit` every one (each is a learner's process; each cassette's requests are asserted in-process anyway).
 */
async function ownFilePasses(id: string, count?: number): Promise<void> {
  const checks = (await spec(id)).checks.slice(0, count);
  const { results } = await check(id, learnerFile(`solved-${id}`, source(id)), checks);
  expect(results.map((r) => [r.check, r.verdict.summary])).toEqual(
    checks.map((c) => [c, "every request matches the recorded session"]),
  );
}

/** Each common mistake of lesson `id`'s exercise, made in its code: a check names it with its message. */
async function mistakeTests(id: string): Promise<void> {
  const { mistakes } = await expectationsOf(id);
  // Each mistake is a learner's process (or a few) that mostly waits on its own: side by side.
  describe.concurrent(`exercise ${id}: common mistakes get a precise message`, () => {
    // Side by side, each test asserts with its own expect (the snapshot needs it).
    it.for(mistakes.map((m) => [m.name, m] as const))("%s", async ([name, mistake], { expect }) => {
      const slug = name.replace(/\W+/g, "-").replace(/^-|-$/g, "");
      const file = learnerFile(`mistake-${slug}`, withMistake(id, mistake.edits));
      const { first } = await check(id, file, mistake.checks);
      expect(first).toContain(mistake.message);
      // The whole message, kept beside the lesson's tests: one file per mistake. What differs between runs is
      // masked: a lock's holder (its random token and pid).
      const kept = (first ?? "").replace(/\b[0-9a-f]{24} \d+\b/g, "<lock holder>");
      if (mistake.machineOutput === undefined)
        await expect(kept).toMatchFileSnapshot(
          join(lesson(id).dir, "test", "__snapshots__", "mistakes", `${slug}.txt`),
        );
    });
  });
}
