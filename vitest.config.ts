import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// Every temporary folder the tests and the lessons they start create goes under one folder,
// removed when the run ends (test/global-setup.ts).
process.env.WORKBOOK_TEST_TMP ??= mkdtempSync(join(tmpdir(), "workbook-tests-"));

/** Runs every command of the getting-started page, `pnpm test` included, so it comes last and alone. */
const GETTING_STARTED = "test/getting-started.test.ts";
/** Set by that test for the `pnpm test` it runs in its scratch checkout: no getting-started run inside it. */
const NESTED = process.env.WORKBOOK_GETTING_STARTED_RUN === "1";

export default defineConfig({
  test: {
    env: { TMPDIR: process.env.WORKBOOK_TEST_TMP },
    globalSetup: ["test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "workbook",
          include: ["shared/test/**/*.test.ts", "lessons/*/test/**/*.test.ts", "test/**/*.test.ts"],
          exclude: [GETTING_STARTED, "**/node_modules/**"],
          sequence: { groupOrder: 0 },
        },
      },
      ...(NESTED
        ? []
        : [
            {
              extends: true as const,
              test: { name: "getting-started", include: [GETTING_STARTED], sequence: { groupOrder: 1 } },
            },
          ]),
    ],
  },
});
