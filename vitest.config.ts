import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { testTempRoot } from "./test/temp-folder.ts";

// Every temporary folder the tests and the lessons they start create goes under one folder, removed when the run
// ends (test/temp-folder.ts): in memory where there is room (testTempRoot; measured on two cores, pnpm test's kit
// and lessons' tests, alternated: 3-6 s less system CPU than on disk, 2.5-4 s less wall), except the fresh
// clone's, which installs the whole workbook: on disk.
process.env.WORKBOOK_TEST_TMP ??= mkdtempSync(join(testTempRoot(), "workbook-tests-"));
process.env.WORKBOOK_TEST_DISK_TMP ??= mkdtempSync(join(tmpdir(), "workbook-fresh-"));

/**
 * What every project shares. The projects of `pnpm test` run with `isolate: false`: a worker runs test file after test
 * file with the modules it has already loaded (a lesson run in a test gets its environment on its session, never in
 * process.env; a test restores what it changes in the process: spies, the cron tests' TZ). Measured on two cores, the kit's and the lessons' tests, alternated: 37.6-39.7 s
 * of CPU against 45.0 s with --isolate.
 */
const common = {
  env: { TMPDIR: process.env.WORKBOOK_TEST_TMP },
  // Generous: on a machine busy with other work, a lesson run can take ten times its usual time.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  // Processes, not threads: the bash tool reads its commands' output through file descriptors of its own, which
  // threads of one process would share.
  pool: "forks" as const,
  // A young generation of up to 32 MB a half, not V8's 16: a worker runs test file after test file and makes much
  // short-lived garbage (requests, cassettes, output), collected less often. Measured on two cores, pnpm test, in turn:
  // 70.6 and 73.8 s wall, 126 and 133 CPU-s, against 73.0 and 75.7 s, 129 and 135 CPU-s.
  execArgv: ["--max-semi-space-size=32"],
};

/**
 * The lessons' runs several test files read (lessonRunsReady): every lesson on every cassette, its demo as the learner
 * starts it, in the setup's processes (two lessons' demos as processes of their own), once per test run whatever the projects that read them; the test files that do not read
 * them run meanwhile.
 */
const lessonRuns = "test/global-setup.ts";

/**
 * One configuration, in projects. `pnpm test` is the project `test`; `pnpm test:audit`, `pnpm test:site` and
 * `pnpm test:fresh` are a project each (package.json's scripts select them with --project).
 */
export default defineConfig({
  test: {
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache, keyed by each file's
    // content): a learner's second `pnpm test` transforms only what changed. Measured on two cores, the kit's tests,
    // side by side: transform 1.6-1.8 s without, 0.16 s with the cache warm.
    experimental: { fsModuleCache: true },
    // Removes the run's temporary folder when every project has finished.
    globalSetup: ["test/temp-folder.ts"],
    // Most tests wait on the processes they start (lessons, the mock API, typedoc) or on a stalled lock's limit:
    // more workers than cores keep both cores busy while some wait.
    maxWorkers: 4,
    projects: [
      /**
       * `pnpm test`, one project: the kit's own tests (shared/test), each lesson's tests of its concept with its
       * exercise's start file failing and own file passing the first check (lessons/ID/test), and the workbook's
       * commands and the lessons end to end (test/: the dispatcher, the demos, the mock API, Ctrl-C, docs). One
       * project, so one set of workers runs every file, the longest first: each project started workers of its own,
       * which loaded vitest and the kit again, and ran its files only once the project before had ended. Measured on
       * two cores, side by side, in turn: 64.9 and 68.4 s wall, 117 and 118 CPU-s, against 70.8 and 74.9 s, 125 and
       * 132 CPU-s in three projects (the kit's first, then the lessons' and the end-to-end ones).
       */
      {
        test: {
          ...common,
          name: "test",
          include: ["shared/test/**/*.test.ts", "lessons/*/test/**/*.test.ts", "test/**/*.test.ts"],
          exclude: [
            "test/getting-started.test.ts",
            "test/exercise-command.test.ts",
            "test/exercise-watch.test.ts",
            "test/exercise-runs.test.ts",
            "test/demos-live.test.ts",
            "test/job-output-memory.test.ts",
          ],
          globalSetup: [lessonRuns],
          isolate: false,
        },
      },
      /**
       * `pnpm test:audit`: a test of the tests, and of the exercise command. Each lesson's test/exercise.test.ts,
       * run for its audit (WORKBOOK_TEST_AUDIT=1): every common mistake in the exercise, made in the lesson's code
       * and checked as a learner's file is, gets its precise message (shared/authoring/tests/exercise-tests.ts); and
       * `pnpm exercise` itself (test/exercise-command.test.ts, test/exercise-watch.test.ts, and its checks in real runs of
       * a learner's file, test/exercise-runs.test.ts); and every demo live through the mock API (test/demos-live.test.ts). One learner's process
       * per mistake and check: slower than the rest, so not part of `pnpm test`; .ci/run runs both.
       */
      {
        test: {
          ...common,
          name: "audit",
          include: [
            "lessons/*/test/exercise.test.ts",
            "test/exercise-command.test.ts",
            "test/exercise-watch.test.ts",
            "test/exercise-runs.test.ts",
            // Every demo live through the mock API, a 429 and a 529 injected: a mock and a lesson process per demo.
            "test/demos-live.test.ts",
            // s13 with a job of 200 MB of output under a 64 MB heap, beside pnpm bench:jobs.
            "test/job-output-memory.test.ts",
          ],
          env: { ...common.env, WORKBOOK_TEST_AUDIT: "1" },
          globalSetup: [lessonRuns],
          isolate: false,
        },
      },
      // `pnpm test:site`: the site built and read in headless Chromium (test/site/). It builds the whole site.
      {
        test: {
          ...common,
          name: "site",
          include: ["test/site/**/*.site.ts"],
          hookTimeout: 25 * 60_000,
          fileParallelism: false,
        },
      },
      // `pnpm test:fresh`: the getting-started page followed to the letter in a scratch clone of this checkout
      // (test/getting-started.test.ts). It installs the workbook from scratch.
      {
        test: {
          ...common,
          name: "fresh",
          include: ["test/getting-started.test.ts"],
          env: { TMPDIR: process.env.WORKBOOK_TEST_DISK_TMP },
          testTimeout: 660_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
