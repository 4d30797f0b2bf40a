/**
 * The course as a whole: every lesson has everything a lesson needs (scripts/lesson-check.ts: its files, its exercise,
 * its walkthroughs and its rows in the lesson tables, nothing left as `pnpm lesson:new` wrote it), and every
 * scripted cassette is what its script writes. All in this process: nothing here runs a lesson.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lessonProblems } from "../scripts/lesson-check.ts";
import { listLessons } from "@agent-workbook/kit/lessons";
import { withoutDisplay } from "../scripts/cassette-events.ts";
import { scriptedCassettes } from "../scripts/scripted-cassettes.ts";
import { ROOT } from "@agent-workbook/kit/authoring/tests/helpers";

const lessons = listLessons();

describe("every lesson", () => {
  it.each(lessons.map((l) => [l.id, l] as const))("%s has all a lesson needs", async (_id, lesson) => {
    expect(await lessonProblems(lesson, lessons)).toEqual([]);
  });

  it.each(lessons.map((l) => [l.id, l] as const))(
    "%s: its scripted cassettes are what cassettes/script.ts writes (pnpm cassettes:scripted)",
    async (_id, lesson) => {
      for (const file of await scriptedCassettes(lesson)) {
        const onDisk = withoutDisplay(readFileSync(join(ROOT, file.path), "utf-8"));
        expect(onDisk === file.text, `${file.path} is out of date`).toBe(true);
      }
    },
  );
});

describe("the lesson check", () => {
  it("names what a lesson lacks, where, and what to do", async () => {
    const s05 = lessons.find((l) => l.id === "s05")!;
    const moved = { ...s05, id: "s98", dir: join(ROOT, "lessons", "s98-missing"), entry: join(s05.dir, "agent.ts") };
    // Its package.json is not there at all: that is all it can say.
    expect(await lessonProblems(moved, [...lessons, moved])).toEqual([
      "lesson s98 has no package.json (lessons/s98-missing/package.json): make the lesson with pnpm lesson:new",
    ]);
    const fake = { ...s05, id: "s98", order: 99, base: "s05" };
    const said = await lessonProblems(fake, [...lessons, fake]);
    expect(said).toContain("lesson s98 has no row in the lesson table of README.md");
    expect(said).toContain(
      "lesson s98's file lessons/s05-todo-write/agent.ts does not start its session as lesson s98",
    );
    expect(said).toContain('lesson s98 lives in lessons/s05-todo-write: its folder should start with "s98-"');
  });
});
