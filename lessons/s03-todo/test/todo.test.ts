/**
 * Lesson s03's concept: what the numbered todo answers for every case of `todo-cases.json` (sent to the lesson's
 * own dispatch in this process), what the learner sees of those cases, and on which rounds the reminder rides
 * along (the lesson's runs of its cassettes, made once for all tests).
 */
import { describe, expect, it } from "vitest";
import {
  caseAnswers,
  expectCleanRun,
  lessonRun,
  lessonRunsReady,
  reminderMarkers,
  reminderRounds,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { TODO_CASES } from "../cassettes/script.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const REMINDER = "<reminder>Update your todos.</reminder>";
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("todo with ids", () => {
  it("answers each case of todo-cases.json as the reference does: rendering and error texts", async () => {
    const results = await caseAnswers("s03", "todo", TODO_CASES);
    expect(results).toMatchSnapshot();
    expect(results["the reference's example (002)"]).toBe(
      "[x] #1: 创建项目结构\n[>] #2: 写计算器逻辑\n[ ] #3: 写单元测试\n\n(1/3 completed)",
    );
    expect(results["an empty list"]).toBe("No todos.");
    expect(results["21 items, one without text: the limit is checked first"]).toBe(
      "ERROR Error: Max 20 todos allowed",
    );
    expect(results["no id: its position"]).toBe("[ ] #1: First\n[x] #2: Second\n\n(1/2 completed)");
    expect(results["item 7 without text"]).toBe("ERROR Error: Item 7: text required");
    expect(results["invalid status"]).toBe("ERROR Error: Item 2: invalid status 'done'");
    expect(results["two in_progress"]).toBe(
      "ERROR Error: Only one task can be in_progress at a time",
    );
    // Items that break two rules at once: which rule is checked first.
    expect(results["items is a string longer than 20: the list is checked before the limit"]).toBe(
      "ERROR Error: items must be a list of tasks",
    );
    expect(results["no text and an invalid status: the text is checked first"]).toBe(
      "ERROR Error: Item 4: text required",
    );
    expect(results["item 1's status invalid, item 2 without text: the items in turn"]).toBe(
      "ERROR Error: Item 1: invalid status 'done'",
    );
    expect(
      results["two in_progress, then an invalid status: in_progress is counted after all items"],
    ).toBe("ERROR Error: Item 3: invalid status 'started'");
    expect(results["an item that is null: read with field()"]).toBe(
      "ERROR Error: Item 2: text required",
    );
  });

  it("shows the learner a panel per accepted list, and each rejected list's error (todo-cases.json, run)", () => {
    const run = lessonRun("s03", "todo-cases.json");
    expectCleanRun(run, TODO_CASES.length + 1);
    expect(run.shown).toMatchSnapshot();
  });
});

describe("when the reminder fires", () => {
  it("from the 3rd round without todo on, every round; a new learner request starts the count again (nag.json)", () => {
    const { requests, events, code } = lessonRun("s03", "nag.json");
    expect(code).toBe(0);
    expect(requests).toHaveLength(27);
    // Rounds 1-6 without todo, todo on 7, rounds 8-12 without; a new request, rounds 13-25 without.
    expect(reminderRounds(requests, REMINDER)).toEqual([3, 4, 5, 6, 10, 11, 12, ...range(15, 25)]);
    expect(reminderMarkers(events, REMINDER)).toBe(18);
  });

  it("in the demo, after three rounds without todo, and the model catches up", () => {
    const lines = lessonRun("s03").shown.split("\n");
    const at = lines.indexOf(`⏰ reminder injected: ${REMINDER}`);
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1).find((l) => l.startsWith("> "))).toBe("> todo: 4 items");
  });
});
