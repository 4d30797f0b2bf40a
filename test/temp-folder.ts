import { rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";

/**
 * Where a test run's temporary folder goes: in memory (/dev/shm) when the machine has one with 1 GB free, else in
 * the system's temporary folder. The tests and the lessons they start create and remove thousands of files
 * (workspaces, recordings, the bash tool's pipes, s12's chain of 12 000 tasks): on a journaled disk that costs
 * seconds of kernel time, more when other work writes to it too. What the tests check is the same either way.
 */
export function testTempRoot(): string {
  try {
    const { bavail, bsize } = statfsSync("/dev/shm");
    if (bavail * bsize >= 2 ** 30) return "/dev/shm";
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
}

/** Removes the run's temporary folders (made in vitest.config.ts) once every test has finished. */
export function teardown(): void {
  for (const dir of [process.env.WORKBOOK_TEST_TMP, process.env.WORKBOOK_TEST_DISK_TMP])
    if (dir) rmSync(dir, { recursive: true, force: true });
}
