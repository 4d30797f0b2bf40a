import { rmSync } from "node:fs";

/** Removes the run's temporary folder (made in vitest.config.ts or test/fresh.config.ts) once every test has finished. */
export function teardown(): void {
  const dir = process.env.WORKBOOK_TEST_TMP;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
