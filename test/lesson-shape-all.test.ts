/**
 * Each lesson is its base plus one concept (issue 52): every agent.ts has its shape (scripts/lesson-shape.ts, its
 * rules tested in test/lesson-shape.test.ts): at most 400 lines (500 for a lesson in LONG_LESSONS, with its reason),
 * as Biome formats it, no line over 100 columns that an unbreakable string does not excuse, and a diff to its base
 * (regions now imported from the kit folded) that deletes at most a quarter of the lines it adds and at most 40, but
 * for v0 and v1 and a lesson that replaces its base's concept or composes its ancestors'.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { listLessons } from "@agent-workbook/kit/lessons";
import { biomeUnformatted, lessonShape } from "../scripts/lesson-shape.ts";

describe("every lesson has its shape", () => {
  // One Biome process for every lesson's file.
  let unformatted: Set<string>;
  beforeAll(() => {
    unformatted = biomeUnformatted(listLessons().map((l) => l.entry));
  });

  it.each(listLessons().map((l) => [l.id]))("%s", (id) => {
    expect(lessonShape(id, { unformatted }).problems).toEqual([]);
  });
});
