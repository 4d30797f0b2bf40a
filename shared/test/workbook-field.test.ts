/**
 * A lesson's package.json `workbook` field, read by listLessons: `replaces` and `composes` typed and kept, and a key
 * it does not know or a value of the wrong type makes the folder a draft whose reason names the file.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conceptFolders, draftFolders, listLessons, workbookProblems, WORKBOOK_KEYS } from "../src/lessons.ts";

/** A workbook root with the concept folders todo and tasks, and one lesson folder per entry. */
function root(lessons: Record<string, Record<string, unknown>>): string {
  const dir = mkdtempSync(join(tmpdir(), "workbook-field-"));
  for (const concept of ["todo", "tasks"])
    mkdirSync(join(dir, "shared", "src", "concepts", concept), { recursive: true });
  for (const [folder, workbook] of Object.entries(lessons)) {
    mkdirSync(join(dir, "lessons", folder), { recursive: true });
    writeFileSync(join(dir, "lessons", folder, "package.json"), JSON.stringify({ name: `@x/${folder}`, workbook }));
  }
  return dir;
}

const base = { title: "T", order: 1 };

describe("package.json's workbook field", () => {
  it("keeps replaces and composes on the lesson", () => {
    const dir = root({
      "a-one": { id: "a", ...base, order: 1 },
      "b-two": { id: "b", ...base, order: 2, base: "a", replaces: "todo" },
      "c-three": { id: "c", ...base, order: 3, base: "b", composes: true },
    });
    const lessons = listLessons(dir);
    expect(lessons.map((l) => [l.id, l.replaces, l.composes])).toEqual([
      ["a", undefined, undefined],
      ["b", "todo", undefined],
      ["c", undefined, true],
    ]);
    expect(draftFolders(dir)).toEqual([]);
    expect(conceptFolders(dir)).toEqual(["tasks", "todo"]);
  });

  it.each([
    [{ replace: "todo" }, 'lessons/x-bad/package.json: workbook has a key it does not know, "replace" (the keys are'],
    [{ replaces: 3 }, "lessons/x-bad/package.json: workbook.replaces must be a string, not 3"],
    [
      { replaces: "todos" },
      'lessons/x-bad/package.json: workbook.replaces names no concept of the kit: "todos" (there are tasks, todo)',
    ],
    [{ composes: "yes" }, 'lessons/x-bad/package.json: workbook.composes must be true or false, not "yes"'],
    [{ composes: false }, "lessons/x-bad/package.json: workbook.composes is true or left out, not false"],
    [{ displays: "team" }, 'lessons/x-bad/package.json: workbook.displays must be a list of strings, not "team"'],
    [{ base: 2 }, "lessons/x-bad/package.json: workbook.base must be a string, not 2"],
    [{ replaces: "todo", composes: true }, "lessons/x-bad/package.json: workbook has both replaces and composes"],
  ])("makes %j a draft whose reason names the file", (extra, reason) => {
    const dir = root({ "x-bad": { id: "x", ...base, ...extra } });
    expect(listLessons(dir)).toEqual([]);
    const [draft] = draftFolders(dir);
    expect(draft.dir).toBe(join(dir, "lessons", "x-bad"));
    expect(draft.reason.startsWith(reason)).toBe(true);
  });

  it("knows every key the workbook's own lessons use, and they are all well formed", () => {
    expect(Object.keys(WORKBOOK_KEYS)).toEqual(["id", "title", "order", "base", "displays", "replaces", "composes"]);
    expect(draftFolders().filter((d) => !/zz-draft-\d+$/.test(d.dir))).toEqual([]); // lesson-list.test.ts's draft aside
    expect(workbookProblems({ id: "s03", replaces: "todo" }, "p.json", ["todo"])).toEqual([]);
    const replacing = listLessons().filter((l) => l.replaces !== undefined);
    expect(replacing.map((l) => [l.id, l.replaces])).toEqual([
      ["s03", "todo"],
      ["s12", "todo"],
    ]);
  });
});
