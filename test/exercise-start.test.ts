/**
 * `pnpm exercise` knows which start file a learner's file was made from (the hash kept in exercises/.state.json when
 * it wrote it), and says so when the lesson makes another start file now, with how to start again.
 * test/exercise-command.test.ts runs the command itself on such a file.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadExercise } from "@agent-workbook/kit/authoring/exercise/start-file";
import { scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { listLessons } from "@agent-workbook/kit/lessons";
import { type Exercise, outOfDate, outOfDateNotice, shown, startHash, startText } from "../scripts/exercise/state.ts";

/** Exercise v2 with the learner's file in a scratch folder, written with `text` unless undefined. */
async function v2(text?: string): Promise<Exercise> {
  const lesson = listLessons().find((l) => l.id === "v2")!;
  const spec = (await loadExercise(lesson))!;
  const file = join(scratchDir("exercise-start-"), "agent.ts");
  if (text !== undefined) writeFileSync(file, text);
  return { lesson, spec, file };
}

describe("a learner's file made from an older start file", () => {
  it("is out of date when the hash kept for it is not the start file's now", async () => {
    const exercise = await v2("// the learner's work\n");
    const now = startHash(startText(exercise));
    expect(now).toMatch(/^[0-9a-f]{16}$/);
    expect(outOfDate(exercise, { v2: { start: now } })).toBe(false);
    expect(outOfDate(exercise, { v2: { start: startHash(`${startText(exercise)}// one more line\n`) } })).toBe(true);
    // No hash kept (a file made before they were): nothing known, nothing said.
    expect(outOfDate(exercise, {})).toBe(false);
    expect(outOfDate(exercise, { v2: { passed: "x" } })).toBe(false);
    // No file: nothing to be out of date.
    expect(outOfDate(await v2(), { v2: { start: "0000000000000000" } })).toBe(false);
  });

  it("hashes the start file's text: the same text the same hash, one byte more another", async () => {
    const exercise = await v2();
    const text = startText(exercise);
    expect(text).toContain("TODO");
    expect(startHash(text)).toBe(startHash(startText(exercise)));
    expect(startHash(`${text} `)).not.toBe(startHash(text));
  });

  it("says so, and how to start again", async () => {
    const exercise = await v2("x\n");
    expect(outOfDateNotice(exercise)).toBe(
      `Your file ${shown(exercise.file)} was made from an older start file: lesson v2 has changed since, so the code ` +
        "around your TODOs may no longer be the lesson's. To start again from the new start file: pnpm exercise v2 " +
        "--reset (your file is kept as a backup; pnpm exercise v2 --solution shows the lesson's code beside yours).\n",
    );
  });
});
