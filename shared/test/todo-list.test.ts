/**
 * The kit's todo list (src/todo-list.ts) is s08's, which s11 takes from the kit: the same todo_write tool (name,
 * description, schema, no permission asked) and the same answers, for good lists and bad ones. A change to one that
 * is not made to the other fails here.
 */
import { mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importLesson } from "../authoring/tests/lesson-tests.ts";
import { TodoList } from "../src/todo-list.ts";
import { toolSpecs } from "../src/tool.ts";
import type { Terminal } from "../src/ui.ts";

/** A terminal that keeps nothing: the list's answers are what is compared. */
const quiet = { todos() {}, reminder() {} } as unknown as Terminal;

/** An answer, or the error it throws, as the model would read it. */
const answer = (write: () => unknown) => {
  try {
    return write();
  } catch (err) {
    return `Error: ${(err as Error).message}`;
  }
};

const LISTS: unknown[] = [
  [{ content: "Read", status: "in_progress" }],
  JSON.stringify([{ content: " Write ", status: "pending" }]),
  [
    { content: "Read", status: "completed" },
    { content: "Write", status: "completed" },
    { content: "Ship", status: "completed" },
  ],
  [
    { content: "Read", status: "completed" },
    { content: "Verify the tests", status: "completed" },
    { content: "Ship", status: "completed" },
  ],
  "not json",
  { content: "Read" },
  [{ content: "", status: "pending" }],
  [{ content: "Read", status: "done" }],
];

describe("the kit's todo list", () => {
  it("is s08's: the same todo_write tool, and the same answer to every list, good or bad", async () => {
    const s08 = (await importLesson("s08", realpathSync(mkdtempSync(join(tmpdir(), "todo-list-"))))) as unknown as {
      TOOLS: Parameters<typeof toolSpecs>[0];
      todoWrite(todos: unknown): string;
    };
    const kit = new TodoList(quiet);
    const theirs = s08.TOOLS.find((t) => t.name === "todo_write")!;
    expect(toolSpecs([kit.tool])).toEqual(toolSpecs([theirs]));
    expect(kit.tool.needsPermission).toBe(theirs.needsPermission);
    for (const list of LISTS) expect(answer(() => kit.write(list))).toEqual(answer(() => s08.todoWrite(list)));
    expect(kit.current).toEqual([
      { content: "Read", status: "completed" },
      { content: "Verify the tests", status: "completed" },
      { content: "Ship", status: "completed" },
    ]);
  });
});
