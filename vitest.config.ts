import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Every temporary folder the tests and the lessons they start create goes under one folder,
// removed when the run ends (test/global-setup.ts).
process.env.WORKBOOK_TEST_TMP ??= mkdtempSync(join(tmpdir(), "workbook-tests-"));

export default defineConfig({
  test: {
    include: ["shared/test/**/*.test.ts", "lessons/*/test/**/*.test.ts", "test/**/*.test.ts"],
    env: { TMPDIR: process.env.WORKBOOK_TEST_TMP },
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
