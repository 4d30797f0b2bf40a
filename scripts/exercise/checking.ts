/** Checking the learner's file: once (`--check`), on every save (watch mode), or running it as the lesson (`--run`). */
import { existsSync, readFileSync, watch } from "node:fs";
import { enableCompileCache } from "node:module";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import pc from "picocolors";
import { checkExercise, type CheckResult } from "@agent-workbook/kit/authoring/exercise/check";
import { cachedTypeError, rememberTypeError, typeChecker } from "@agent-workbook/kit/authoring/exercise/type-check";
import { checkKey } from "@agent-workbook/kit/authoring/exercise/expected-runs";
import { outOfDate } from "@agent-workbook/kit/authoring/exercise/start-file";
import { COMPILE_CACHE } from "@agent-workbook/kit/paths";
import { quitOnCtrlC } from "@agent-workbook/kit/quit-on-ctrl-c";
import { progressLine, report, typesLine } from "./report.ts";
import { type Exercise, linkPackages, nextExercise, say, shown, updateState } from "./state.ts";

/**
 * Checks the file once; prints the report, then the file's first type error as a line of its own (not a check:
 * Node runs the file whatever its types); remembers a pass. The type check runs meanwhile, in a thread that keeps
 * what it parsed for the next save (watch mode); `--check` closes it when done (`keepTypes` false). The verdict is
 * printed as soon as the checks have one, the types line when the compiler has: at once for a file checked before
 * as it is (its answer kept on disk), a second or two later for a new one.
 */
export async function checkOnce(
  exercise: Exercise,
  signal?: AbortSignal,
  keepTypes = false,
): Promise<boolean | undefined> {
  const started = performance.now();
  const stale = outOfDate(
    readFileSync(exercise.lesson.entry, "utf-8"),
    textOf(exercise.file) ?? "",
    exercise.lesson.id,
  );
  if (stale) {
    process.stdout.write(`${pc.yellow(stale)}\n`);
    return false;
  }
  linkPackages();
  const key = checkKey(exercise.lesson, exercise.spec, exercise.file);
  const status = progressLine(exercise.spec.checks);
  const known = cachedTypeError(exercise.file);
  let typeError: Promise<string | undefined>;
  if (known) typeError = Promise.resolve(known.error);
  else {
    const checker = (types ??= typeChecker());
    const checked = textOf(exercise.file);
    // Meanwhile, in its thread; kept for the next check of the file as it is, unless the compiler could not run.
    typeError = checker.check(exercise.file).then(
      (error) => {
        if (!checker.broken) rememberTypeError(exercise.file, error, checked);
        return error;
      },
      () => undefined,
    );
  }
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
    // The first failing check, or the mistake the lesson named in it: --hint shows its hints.
    const first = results.find((r) => !r.verdict.ok);
    const failing = first?.mistake ?? first?.check;
    if (failing) entry.failing = failing;
    else delete entry.failing;
    // A check that passes has its hints start again at 1 the next time it fails: that is a new problem.
    for (const r of results) if (r.verdict.ok && entry.hints) delete entry.hints[r.check];
  });
  const seconds = (performance.now() - started) / 1000;
  say(report(exercise, results, seconds, await nextExercise()));
  const typeLine = await typeError;
  if (!keepTypes) {
    types?.close();
    types = undefined;
  }
  if (typeLine && !signal?.aborted) say(typesLine(results, typeLine));
  return ok;
}

/** The type checker, kept between the checks of watch mode (it keeps what it parsed). */
let types: ReturnType<typeof typeChecker> | undefined;

/** Checks now, then again after each save, until Ctrl-C; each result replaces the last on a terminal. */
export async function watchFile(exercise: Exercise): Promise<void> {
  let running: AbortController | undefined;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    running?.abort();
    const controller = new AbortController();
    running = controller;
    if (!existsSync(exercise.file)) return; // mid-save (written by rename): the next event brings it back
    if (process.stdout.isTTY) process.stdout.write("\x1b[2J\x1b[H");
    else process.stdout.write("\n");
    say(pc.dim(`Checking ${shown(exercise.file)}…\n`));
    try {
      await checkOnce(exercise, controller.signal, true);
    } catch (err) {
      say(`${pc.red((err as Error).message)}\n`);
    }
    if (!controller.signal.aborted) {
      say(pc.dim(`Watching ${shown(exercise.file)}: save it to check again; Ctrl-C quits.\n`));
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
 * Runs the learner's file as `pnpm lesson` runs the lesson, in this process: its demo on the lesson's sample, or
 * whatever the lesson's options say (-p, --replay FILE, --workdir DIR…). The file finds the lesson's cassettes and
 * sample by its lesson id.
 */
export async function runLearnerFile(exercise: Exercise, lessonArgs: string[]): Promise<void> {
  enableCompileCache(COMPILE_CACHE);
  linkPackages();
  process.argv = [process.argv[0], exercise.file, ...lessonArgs];
  await import(pathToFileURL(exercise.file).href);
}

/** A file's text, or undefined when it cannot be read (mid-save, written by rename). */
function textOf(file: string): string | undefined {
  try {
    return readFileSync(file, "utf-8");
  } catch {
    return undefined;
  }
}
