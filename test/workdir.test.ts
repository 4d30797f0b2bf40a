/**
 * --workdir on a new or empty folder starts from the lesson's sample (and says so); a folder with files in it is
 * used as it is. s12's two-session flow from its walkthrough, in a new folder: the second session finds the
 * first one's tasks and files, and no tool call fails.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runLessonAsync, scratchDir, transcript } from "@agent-workbook/kit/authoring/helpers";

describe("pnpm lesson <id> --workdir DIR", () => {
  it("a folder that does not exist starts from the sample, and the line says so", async () => {
    const dir = join(scratchDir(), "new-folder");
    const run = await runLessonAsync(["v1", "--workdir", dir]);
    expect(run.code).toBe(0);
    expect(transcript(run.stdout, { "<dir>": dir })).toContain(
      "workspace: <dir> (new: a copy of lessons/v1-tools/sample)",
    );
    expect(readFileSync(join(dir, "CHANGELOG.md"), "utf-8")).toContain("fahrenheitToCelsius"); // the demo's work is there
  });

  it("an empty folder starts from the sample too; one with files is used as it is, and nothing is said", async () => {
    const empty = scratchDir();
    const first = await runLessonAsync(["v1", "--workdir", empty]);
    expect(first.stdout).toContain("(new: a copy of lessons/v1-tools/sample)");
    expect(existsSync(join(empty, "convert.js"))).toBe(true);
    const own = scratchDir();
    writeFileSync(join(own, "notes.txt"), "mine\n");
    mkdirSync(join(own, "sub"));
    const second = await runLessonAsync(["v0", "--workdir", own]);
    expect(second.stdout).not.toContain("new: a copy");
    expect(readdirSync(own).sort()).toContain("notes.txt");
    expect(existsSync(join(own, "convert.js"))).toBe(false);
  });

  it("s12's two sessions, as its walkthrough runs them, in a new folder: the second one's tool calls all succeed", async () => {
    const dir = join(scratchDir(), "notes");
    const first = await runLessonAsync(["s12", "--workdir", dir]);
    expect(first.code).toBe(0);
    const second = await runLessonAsync([
      "s12",
      "--workdir",
      dir,
      "--replay",
      "lessons/s12-tasks/cassettes/resume.json",
    ]);
    expect(second.code).toBe(0);
    const shown = transcript(second.stdout);
    expect(shown).not.toContain("new: a copy");
    expect(shown).not.toMatch(/Error|not found/i);
    expect(readFileSync(join(dir, "README.md"), "utf-8")).toMatch(/usage/i);
  });
});
