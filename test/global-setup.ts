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
  const args = [...new Set([...listLessons().map((l) => l.id), ...lessonOutputArgs()])];
  const runs = await Promise.all(
    args.map((line) => runLessonAsync(line.split(" "), { env: offlineEnv({ TMPDIR: tmp }) })),
  );
  project.provide("lessonOutputs", Object.fromEntries(args.map((line, i) => [line, runs[i]])));
}
