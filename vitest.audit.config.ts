import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Every temporary folder goes under one folder, removed when the run ends (test/temp-folder.ts).
process.env.WORKBOOK_TEST_TMP ??= mkdtempSync(join(tmpdir(), "workbook-audit-"));

/**
 * `pnpm test:audit`: a test of the tests. Each lesson's test/exercise.test.ts, run for its audit
 * (WORKBOOK_TEST_AUDIT=1): every common mistake in the exercise, made in the lesson's code and checked as a
 * learner's file is, gets its precise message (shared/authoring/exercise-tests.ts) — so the checks catch what
 * each TODO asks. One learner's process per mistake and check: slower than the rest, so not part of `pnpm test`,
 * which keeps each exercise's start file failing and its solution passing; .ci/run runs both.
 */
export default defineConfig({
  test: {
    include: ["lessons/*/test/exercise.test.ts"],
    env: { TMPDIR: process.env.WORKBOOK_TEST_TMP, WORKBOOK_TEST_AUDIT: "1" },
    globalSetup: ["test/temp-folder.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 4,
    isolate: false,
  },
});
