/**
 * One lesson list for every command: a folder under lessons/ that is not a lesson yet (here a package.json with no
 * `workbook` field, as a draft has) is skipped the same way by pnpm lesson, pnpm exercise, lesson:diff, the site
 * and the API docs, and `pnpm lesson` names it under the list. (The rule itself: shared/test/run-env.test.ts.)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLessons } from "@agent-workbook/kit/lessons";
import { main as lessonDiffMain } from "../scripts/lesson-diff.ts";
import { main as dispatcher } from "../scripts/lesson.ts";
import {
  DISPATCHER,
  offlineEnv,
  ROOT,
  runLesson,
  runTsFile,
  scratchDir,
} from "@agent-workbook/kit/authoring/tests/helpers";

const name = `zz-draft-${process.pid}`;
const draft = join(ROOT, "lessons", name);

describe("a lesson folder without a workbook field", () => {
  beforeAll(() => {
    mkdirSync(draft, { recursive: true });
    writeFileSync(join(draft, "package.json"), JSON.stringify({ name: `@agent-workbook/${name}`, private: true }));
  });
  afterAll(() => rmSync(draft, { recursive: true, force: true }));

  it("is no lesson to the kit's list, the site, or the API docs' entry points", async () => {
    const ids = listLessons().map((l) => l.id);
    expect(ids).toEqual(
      [
        "v0",
        "v1",
        "v2",
        "s03",
        "s03p",
        "s04",
        "s05",
        "s06",
        "s07",
        "s08",
        "s09",
        "s10",
        "s11",
        "s12",
        "s13",
        "s14",
        "s15",
        "s16",
        "s17",
        "s18",
        "s19",
        "s20",
      ].filter((id) => ids.includes(id)),
    );
    expect(listLessons().some((l) => l.dir === draft)).toBe(false);
    expect(listLessons().map((l) => basename(l.dir))).not.toContain(name);
    const typedoc = (await import(`${join(ROOT, "typedoc.config.mjs")}?draft=${process.pid}`)).default;
    expect(typedoc.entryPoints.some((e: string) => e.includes(name))).toBe(false);
  });

  it("pnpm lesson lists the lessons and names it as not a lesson yet; pnpm lesson <it> says it is unknown", async () => {
    const list = runLesson([]);
    expect(list.code).toBe(0);
    expect(list.stderr).toBe("");
    expect(list.stdout).toContain(`(lessons/${name} is not a lesson yet: no workbook field in package.json)`);
    // The refusal through the dispatcher's main, in this process (a refusal as a process, exit 2: lessons.test.ts).
    const run = { code: 0, stdout: "", stderr: "" };
    run.code = await dispatcher([name], {
      stdout: { write: (text: string) => (run.stdout += text) },
      stderr: { write: (text: string) => (run.stderr += text) },
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^Unknown lesson: ${name}`));
    expect(run.stderr).not.toContain("TypeError");
  });

  it("pnpm exercise and pnpm lesson:diff work as if it were not there", () => {
    const exercises = runTsFile(join(ROOT, "scripts", "exercise.ts"), [], {
      env: offlineEnv({ WORKBOOK_EXERCISES_DIR: join(scratchDir(), "exercises") }),
    });
    expect(exercises.stderr).toBe("");
    expect(exercises.code).toBe(0);
    expect(exercises.stdout).not.toContain(name);
    // lesson:diff's command line in this process (its main, the program's code; its process: lesson-diff.test.ts).
    const diff = { stdout: "", stderr: "" };
    const code = lessonDiffMain(["v1", "v2", "--stat"], {
      stdout: { write: (text: string) => (diff.stdout += text) },
      stderr: { write: (text: string) => (diff.stderr += text) },
      env: {},
    });
    expect(diff.stderr).toBe("");
    expect(code).toBe(0);
    expect(diff.stdout).toMatch(/^lessons\/v1-tools\/agent\.ts → lessons\/v2-todo\/agent\.ts/);
  });
});

describe("pnpm lesson's list, read by a program that stops early", () => {
  it("ends quietly when the reader closes the pipe (pnpm lesson | head -1): exit 0, nothing on stderr", () => {
    // The shell's $0 and $1: node and the dispatcher, as `pnpm lesson` runs it.
    const script = `"$0" "$1" | head -1; exit "\${PIPESTATUS[0]}"`;
    const run = spawnSync("bash", ["--norc", "--noprofile", "-c", script, process.execPath, DISPATCHER], {
      cwd: ROOT,
      env: offlineEnv(),
      encoding: "utf-8",
      input: "",
    });
    expect(run.stdout).toBe("agent-workbook lessons\n");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
