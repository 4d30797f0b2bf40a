import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { lessonOutputArgs } from "../scripts/docs-sync.ts";
import { listLessons } from "../scripts/lesson.ts";
import { type LessonRun, offlineEnv, runLessonAsync } from "./helpers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * What `pnpm lesson ARGS` printed offline, by ARGS: each lesson's demo (`v2`) and every run the docs show
     * (`v2 --replay lessons/v2-todo/cassettes/nag.json`). Run once here for all the test files that read them.
     */
    lessonOutputs: Record<string, LessonRun>;
  }
}

/** Runs, in parallel, the lesson commands several test files need, once per test run. */
export async function setup(project: TestProject): Promise<void> {
  const tmp = process.env.WORKBOOK_TEST_TMP!;
  shareTsxCache(tmp);
  const args = [...new Set([...listLessons().map((l) => l.id), ...lessonOutputArgs()])];
  const runs = await Promise.all(
    args.map((line) => runLessonAsync(line.split(" "), { env: offlineEnv({ TMPDIR: tmp }) })),
  );
  project.provide("lessonOutputs", Object.fromEntries(args.map((line, i) => [line, runs[i]])));
}

/**
 * The lessons the tests start get this run's folder as their temp folder, where tsx keeps its compile cache
 * (`tsx-<uid>`): link it to the machine's, so that they do not all compile the kit again.
 */
function shareTsxCache(tmp: string): void {
  if (process.platform === "win32" || !process.geteuid) return;
  const name = `tsx-${process.geteuid()}`; // as tsx names it
  const shared = join(tmpdir(), name);
  if (existsSync(join(tmp, name))) return;
  mkdirSync(shared, { recursive: true });
  symlinkSync(shared, join(tmp, name));
}
