/**
 * --workdir on a new or empty folder starts from the lesson's sample (and says so); a folder with files in it is
 * used as it is. (s12's two sessions from its walkthrough, in a new folder, the second finding the first one's tasks
 * and files: s12's own tests, lessons/s12-tasks/test/tasks.test.ts.) Each lesson played in this process (playLesson).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scratchDir, transcript } from "@agent-workbook/kit/authoring/tests/helpers";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

describe("pnpm lesson <id> --workdir DIR", () => {
  it("a folder that does not exist starts from the sample, and the line says so", async () => {
    const dir = join(scratchDir(), "new-folder");
    const run = await playLesson("v1", ["--workdir", dir]);
    expect(run.code).toBe(0);
    expect(transcript(run.stdout, { "<dir>": dir })).toContain(
      "workspace: <dir> (new: a copy of lessons/v1-tools/sample)",
    );
    expect(readFileSync(join(dir, "CHANGELOG.md"), "utf-8")).toContain("fahrenheitToCelsius"); // the demo's work is there
  });

  it("an empty folder starts from the sample too; one with files is used as it is, and nothing is said", async () => {
    const empty = scratchDir();
    const first = await playLesson("v1", ["--workdir", empty]);
    expect(first.stdout).toContain("(new: a copy of lessons/v1-tools/sample)");
    expect(existsSync(join(empty, "convert.js"))).toBe(true);
    const own = scratchDir();
    writeFileSync(join(own, "notes.txt"), "mine\n");
    mkdirSync(join(own, "sub"));
    const second = await playLesson("v0", ["--workdir", own]);
    expect(second.stdout).not.toContain("new: a copy");
    expect(readdirSync(own).sort()).toContain("notes.txt");
    expect(existsSync(join(own, "convert.js"))).toBe(false);
  });
});
