import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { testTempRoot } from "./test/temp-folder.ts";

// Every temporary folder goes under one folder, removed when the run ends (test/temp-folder.ts).
process.env.WORKBOOK_TEST_TMP ??= mkdtempSync(join(testTempRoot(), "workbook-audit-"));

/**
 * `pnpm test:audit`: a test of the tests, and of the exercise command. Each lesson's test/exercise.test.ts, run
 * for its audit (WORKBOOK_TEST_AUDIT=1): every common mistake in the exercise, made in the lesson's code and
 * checked as a learner's file is, gets its precise message (shared/authoring/exercise-tests.ts) — so the checks
 * catch what each TODO asks; and `pnpm exercise` itself (test/exercise-command.test.ts, its hints, reset, progress
 * and type errors; test/exercise-watch.test.ts, its watch mode), each test a learner's checks run again and again.
 * One learner's process per mistake and check: slower than the rest, so not part of `pnpm test`, which keeps each
 * exercise's start file failing and its solution passing; .ci/run runs both.
 */
export default defineConfig({
  test: {
    include: ["lessons/*/test/exercise.test.ts", "test/exercise-command.test.ts", "test/exercise-watch.test.ts"],
    env: { TMPDIR: process.env.WORKBOOK_TEST_TMP, WORKBOOK_TEST_AUDIT: "1" },
    // The second: the lessons' recorded runs, which the exercise command's tests compare with (as pnpm test does).
    globalSetup: ["test/temp-folder.ts", "test/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 4,
    isolate: false,
  },
});
