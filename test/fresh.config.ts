import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "vitest/config";

// The scratch clone goes under one folder, removed when the run ends (test/temp-folder.ts).
process.env.WORKBOOK_TEST_TMP ??= mkdtempSync(join(tmpdir(), "workbook-fresh-"));

/**
 * `pnpm test:fresh`: the getting-started page followed to the letter in a scratch clone of this checkout
 * (test/getting-started.test.ts). Slow (it installs the workbook from scratch), so not part of `pnpm test`;
 * CI runs it after `pnpm test`.
 */
export default defineConfig({
  test: {
    root: resolve(import.meta.dirname, ".."),
    include: ["test/getting-started.test.ts"],
    env: { TMPDIR: process.env.WORKBOOK_TEST_TMP },
    globalSetup: ["test/temp-folder.ts"],
    testTimeout: 660_000,
    hookTimeout: 60_000,
  },
});
