import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { testTempRoot } from "./test/temp-folder.ts";

// Every temporary folder the tests and the lessons they start create goes under one folder,
// removed when the run ends (test/temp-folder.ts).
process.env.WORKBOOK_TEST_TMP ??= mkdtempSync(join(testTempRoot(), "workbook-tests-"));

/** `pnpm test`. The walk through the getting-started page in a scratch clone is `pnpm test:fresh` (test/fresh.config.ts). */
export default defineConfig({
  test: {
    include: ["shared/test/**/*.test.ts", "lessons/*/test/**/*.test.ts", "test/**/*.test.ts"],
    // The exercise command's own tests, each a learner's checks run again and again, are `pnpm test:audit`'s.
    exclude: [
      "test/getting-started.test.ts",
      "test/exercise-command.test.ts",
      "test/exercise-watch.test.ts",
      "**/node_modules/**",
    ],
    env: { TMPDIR: process.env.WORKBOOK_TEST_TMP },
    // The second runs each lesson's demo once, for every test file that reads it (inject("lessonOutputs")).
    globalSetup: ["test/temp-folder.ts", "test/global-setup.ts"],
    // Generous: on a machine busy with other work, a lesson run can take ten times its usual time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Most tests wait on the processes they start (lessons, the mock API, typedoc) or on a stalled lock's limit:
    // more workers than cores keep both cores busy while some wait (four: 46.8-48.1 s on two cores, against
    // 53.9-55.9 s with three, the runs alternated). Processes, not threads: the bash tool reads its commands'
    // output through file descriptors of its own, which threads of one process would share.
    pool: "forks",
    maxWorkers: 4,
    // A worker runs test file after test file with the modules it has already loaded, instead of a fresh process
    // for each file: 15 s less CPU. Every test restores what it changes in the process (environment variables,
    // spies on stdout), so what one file leaves is never what another finds.
    isolate: false,
  },
});
