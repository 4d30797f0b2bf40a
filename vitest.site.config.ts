import { defineConfig } from "vitest/config";

/**
 * `pnpm test:site`: the site built and read in headless Chromium (test/site/). Heavy (it builds the whole site),
 * so it is not part of `pnpm test`; .ci/run runs it after the other tests.
 */
export default defineConfig({
  test: {
    include: ["test/site/**/*.site.ts"],
    testTimeout: 120_000,
    hookTimeout: 25 * 60_000,
    pool: "forks",
    fileParallelism: false,
  },
});
