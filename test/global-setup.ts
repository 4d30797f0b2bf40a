import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { TestProject } from "vitest/node";
import { lessonOutputArgs } from "../scripts/docs-sync.ts";
import { rememberExpectedRun } from "@agent-workbook/kit/authoring/exercise/expected-runs";
import { loadExercise } from "@agent-workbook/kit/authoring/exercise/start-file";
import { listLessons } from "@agent-workbook/kit/lessons";
import { offlineEnv, ROOT, runLessonAsync } from "@agent-workbook/kit/authoring/tests/helpers";
import type { SharedRun } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playAll } from "@agent-workbook/kit/authoring/tests/play-worker";
import { isMain, writeFileAtomic } from "@agent-workbook/kit";

/** The ARGS of every lesson on every cassette it plays itself (a subagent's are played by the lesson it starts). */
export function cassetteRuns(): string[] {
  return listLessons().flatMap((lesson) => {
    const dir = join(lesson.dir, "cassettes");
    const names = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
    return names
      .filter((name) => !name.endsWith(".subagent.json"))
      .sort()
      .map((name) => (name === "demo.json" ? lesson.id : `${lesson.id} --replay ${relative(ROOT, join(dir, name))}`));
  });
}

/**
 * Runs the lesson commands several test files need, once per test run: each lesson's demo as the learner starts it
 * (`pnpm lesson ID`, no key), and each of its other cassettes, through the lesson's own session and loop (playLesson:
 * the same code, without a process), in three chains side by side in a process of the setup's (`node
 * test/global-setup.ts FILE`, playAll), so that a cassette that waits for real time does not hold up all the others.
 * The demos of DEMO_PROCESSES run as processes of their own, as the learner types the command, meanwhile.
 *
 * It does not hold the tests up: the test files start at once, and those that read the runs wait for FILE
 * (lessonRunsReady), written whole when every run has ended; meanwhile the others (the kit's, the commands', the
 * mock API's) keep the cores busy. Measured on two cores, pnpm test: the first test file started 8 s later when the
 * setup held every file up. (A process, not vitest's own: vitest's process maps the stack of every error made after
 * its setup has returned through modules it has let go of, and fails.)
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Runs made beforehand (`node test/global-setup.ts FILE`, kept with their folder): `pnpm bench:tests --lessons`
  // measures each lesson's own tests apart from the runs every lesson's tests share.
  const ready = process.env.WORKBOOK_LESSON_RUNS;
  if (ready) {
    project.provide("lessonRunsFile", ready);
    return async () => undefined;
  }
  // Several projects read them (test, audit): made once, by one process, for all.
  const made = globalThis as { lessonRuns?: { ended: Promise<void>; stop(): void } };
  const file = join(process.env.WORKBOOK_TEST_TMP!, "lesson-runs.json");
  made.lessonRuns ??= startRuns(file);
  project.provide("lessonRunsFile", file);
  // When the tests have ended, so have the runs: those no test waited for (a run of a few files) are stopped.
  return async () => {
    made.lessonRuns?.stop();
    await made.lessonRuns?.ended;
  };
}

/** Starts `node test/global-setup.ts FILE`, in a process group of its own (the lessons it starts are in it too). */
function startRuns(file: string): { ended: Promise<void>; stop(): void } {
  const runner = spawn(process.execPath, [import.meta.filename, file], {
    cwd: ROOT,
    detached: true,
    // Its standard input is a pipe from this process: when vitest ends, however it ends (Ctrl-C, a kill), the pipe
    // closes, and the runner stops its group (it is in a group of its own, away from the terminal's Ctrl-C).
    stdio: ["pipe", "ignore", "pipe"],
  });
  let stderr = "";
  runner.stderr.setEncoding("utf-8"); // a character cut between two chunks stays whole
  runner.stderr.on("data", (d) => (stderr += d));
  const ended = new Promise<void>((resolve) =>
    runner.on("close", (code, signal) => {
      try {
        if (!existsSync(file))
          writeFileAtomic(file, JSON.stringify({ error: `${signal ?? `exit ${code}`}\n${stderr}` }));
      } catch {
        // the run's temporary folder is gone: no test is left to read it
      }
      resolve();
    }),
  );
  const stop = () => {
    try {
      if (runner.exitCode === null && runner.signalCode === null) process.kill(-runner.pid!, "SIGTERM");
    } catch {
      // ended meanwhile
    }
  };
  return { ended, stop };
}

/**
 * The lessons whose demo runs as its own process, `pnpm lesson ID` as the learner types it: the first and the last
 * (which loads every mechanism). Every lesson's file ends in the same line that starts it as a program (lessons.test.ts
 * checks it); the others' demos play in the setup's chains, the same session and loop without a process's start.
 */
export const DEMO_PROCESSES = ["v0", "s20"];

async function lessonRuns(): Promise<Record<string, SharedRun>> {
  const tmp = process.env.WORKBOOK_TEST_TMP!;
  const recorded = cassetteRuns();
  const others = lessonOutputArgs().filter((args) => !recorded.includes(args));
  const asProcess = (args: string) => DEMO_PROCESSES.includes(args);
  // Three chains side by side in this process (a cassette that waits for real time holds up one), no play worker.
  const played = playAll(
    recorded.filter((args) => !asProcess(args)),
    tmp,
    0,
    3,
  );
  const processes = new Map<string, Promise<SharedRun>>(
    recorded.filter(asProcess).map((args, n) => [
      args,
      (async () => {
        const file = join(tmp, `shared-run-${n}.json`);
        const started = performance.now();
        const run = await runLessonAsync([...args.split(" "), "--record", file], {
          env: offlineEnv({ TMPDIR: tmp }),
        });
        return { ...run, recorded: file, ms: Math.round(performance.now() - started) };
      })(),
    ]),
  );
  const runs = await Promise.all([
    ...recorded.map(async (args): Promise<SharedRun> => processes.get(args) ?? (await played).get(args)!),
    ...others.map((args) => runLessonAsync(args.split(" "), { env: offlineEnv({ TMPDIR: tmp }) })),
  ]);
  // A check's time limits are made from its run's time as a process (exercise/check.ts): a run played here gets what
  // a process's start added to the same demo played here (the first of DEMO_PROCESSES, played in both ways).
  const first = DEMO_PROCESSES[0];
  const start = Math.max(
    0,
    ((await processes.get(first))?.ms ?? 0) - ((await playAll([first], tmp, 0)).get(first)?.ms ?? 0),
  );
  const all = [...recorded, ...others];
  // These runs are what an exercise's checks compare a learner's file with: kept for them, as a first check would.
  for (const lesson of listLessons()) {
    for (const check of (await loadExercise(lesson))?.checks ?? []) {
      const args =
        check === "demo"
          ? lesson.id
          : `${lesson.id} --replay ${relative(ROOT, join(lesson.dir, "cassettes", `${check}.json`))}`;
      const run = runs[all.indexOf(args)] as SharedRun | undefined;
      // Its time is what the checks' time limits are made from, a process's start included: a cassette's run takes
      // the time of the lesson's demo (longer than a case's run: looser limits).
      const demo = runs[all.indexOf(lesson.id)] as SharedRun | undefined;
      const ms = demo?.ms === undefined ? undefined : demo.ms + (asProcess(lesson.id) ? 0 : start);
      if (run?.recorded && ms !== undefined && run.code === 0 && !run.stderr)
        rememberExpectedRun(lesson, check, run.recorded, ms);
    }
  }
  return Object.fromEntries(all.map((args, i) => [args, runs[i]]));
}

// `node test/global-setup.ts FILE`: makes the runs and writes them to FILE (its `runs`, or the `error` that stopped them).
if (isMain(import.meta.filename)) {
  const file = process.argv[2];
  // vitest is gone (its end of the pipe closed): so are the runs' readers; stop this group, the lessons with it.
  process.stdin.on("end", () => process.kill(0, "SIGTERM")).resume();
  (process.stdin as { unref?: () => void }).unref?.();
  try {
    writeFileAtomic(file, JSON.stringify({ runs: await lessonRuns() }));
  } catch (err) {
    writeFileAtomic(file, JSON.stringify({ error: (err as Error)?.stack ?? String(err) }));
  }
  process.exit(0);
}
