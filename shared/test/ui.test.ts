import { Writable } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { describeCall, Terminal } from "../src/ui.ts";

/** A Terminal writing into a string, as a learner's (non-TTY) screen would show it. */
function screen() {
  let text = "";
  const out = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { ui: new Terminal(out, "v2"), shown: () => stripVTControlCharacters(text) };
}

describe("tool lines", () => {
  it("show the command, the path, the pattern, or the size of a list", () => {
    expect(describeCall("bash", { command: "ls" })).toBe("> bash: ls");
    expect(describeCall("TodoWrite", { items: [1, 2, 3] })).toBe("> TodoWrite: 3 items");
    expect(describeCall("todo_write", { todos: [1] })).toBe("> todo_write: 1 todo");
    expect(describeCall("other", { a: 1 })).toBe('> other: {"a":1}');
    expect(describeCall("TaskCreate", { subject: "Write the tests", description: "All of them." })).toBe(
      "> TaskCreate: Write the tests",
    );
    expect(describeCall("task", { description: "Find how the tests run" })).toBe("> task: Find how the tests run");
    expect(describeCall("TaskUpdate", { taskId: "2", status: "in_progress", addBlockedBy: ["1"] })).toBe(
      '> TaskUpdate: #2 status=in_progress addBlockedBy=["1"]',
    );
    expect(describeCall("TaskGet", { taskId: "#3" })).toBe("> TaskGet: #3");
  });
});

describe("the todo panel", () => {
  it("lists the tasks with the count, and replaces that call's result preview", () => {
    const { ui, shown } = screen();
    ui.todos(
      [
        { text: "[x] Write", status: "completed" },
        { text: "[>] Test <- Testing", status: "in_progress", activity: "Testing" },
        { text: "[ ] Ship", status: "pending" },
      ],
      "## Tasks",
    );
    ui.toolResult("[x] Write\n[>] Test <- Testing\n[ ] Ship\n\n(1/3 completed)", false);
    ui.toolResult("next call's result", false);
    expect(shown()).toBe(
      "  ## Tasks\n  [x] Write\n  [>] Test <- Testing\n  [ ] Ship\n  (1/3 completed)\n  next call's result\n",
    );
  });

  it("keeps the result preview after it when asked (a result that says more than the panel)", () => {
    const { ui, shown } = screen();
    ui.todos([{ text: "[✓] #1 Write", status: "completed" }], "## Tasks", { withResult: true });
    ui.toolResult("#1 is completed. Unblocked: #2 Test.", false);
    expect(shown()).toBe("  ## Tasks\n  [✓] #1 Write\n  (1/1 completed)\n  #1 is completed. Unblocked: #2 Test.\n");
  });

  it("says No todos. for an empty list, and never hides an error", () => {
    const { ui, shown } = screen();
    ui.todos([]);
    ui.toolResult("Error: something", true);
    expect(shown()).toBe("  No todos.\n  Error: something\n");
  });

  it("marks an injected reminder", () => {
    const { ui, shown } = screen();
    ui.reminder("<reminder>Update your todos.</reminder>");
    expect(shown()).toBe("⏰ reminder injected: <reminder>Update your todos.</reminder>\n");
  });
});
