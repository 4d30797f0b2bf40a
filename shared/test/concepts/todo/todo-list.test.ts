/**
 * The kit's todo list (src/concepts/todo/todo-list.ts) is s05's, the lesson that teaches it, which s06, s07, s08 and
 * s11 take from the kit: its region `todo` is s05's word for word, and, played, the same todo_write tool (name,
 * description, schema, no permission asked) and the same answers, for good lists and bad ones. A change to one that
 * is not made to the other fails here.
 */
import { mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { message } from "../../../authoring/tests/helpers.ts";
import { playScripted } from "../../../authoring/tests/scripted-session.ts";
import { TodoList } from "../../../src/concepts/todo/todo-list.ts";
import { toolSpecs } from "../../../src/tool.ts";
import type { Terminal } from "../../../src/ui.ts";

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

/** The lines of a file's region `todo`, markers included. */
function todoRegion(file: string): string {
  const text = readFileSync(file, "utf-8");
  const start = text.indexOf("  // #region todo\n");
  const end = text.indexOf("  // #endregion todo\n");
  expect(start, file).toBeGreaterThanOrEqual(0);
  expect(end, file).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe("the kit's todo list", () => {
  it("is s05's region todo, word for word", () => {
    const lesson = join(import.meta.dirname, "../../../../lessons/s05-todo-write/agent.ts");
    const kit = join(import.meta.dirname, "../../../src/concepts/todo/todo-list.ts");
    expect(todoRegion(kit)).toBe(todoRegion(lesson));
  });

  it("is s05's: the same todo_write tool, and the same answer to every list, good or bad", async () => {
    const workdir = realpathSync(mkdtempSync(join(tmpdir(), "todo-list-")));
    // s05's answers, each through its own loop and dispatch (an error result is "Error: " and the message), read from
    // the request right after each call.
    const calls = LISTS.map((todos, n) =>
      message([{ type: "tool_use", id: `toolu_0${n}`, name: "todo_write", input: { todos } }], "tool_use"),
    );
    const end = message([{ type: "text", text: "Done." }], "end_turn");
    const play = await playScripted("s05", ["Plan."], [...calls, end], workdir);
    const theirs = play.requests
      .slice(1)
      .map((r) => (r.messages.at(-1)!.content as Anthropic.ToolResultBlockParam[])[0]);
    const kit = new TodoList(quiet);
    expect(toolSpecs([kit.tool])).toEqual(
      play.requests[0].tools!.filter((t) => (t as { name: string }).name === "todo_write"),
    );
    expect(kit.tool.needsPermission).toBe(false); // s05 declares it so: a plan asks nothing
    for (const [n, list] of LISTS.entries()) expect(answer(() => kit.write(list))).toEqual(theirs[n].content);
    expect(kit.current).toEqual([
      { content: "Read", status: "completed" },
      { content: "Verify the tests", status: "completed" },
      { content: "Ship", status: "completed" },
    ]);
  });
});
