/**
 * Lesson s05's concept: what todo_write answers for every case of `todo-cases.json` (sent to the lesson's own
 * dispatch in this process), what the learner sees of those cases, and on which rounds the reminder rides along
 * (the lesson's runs of its cassettes, made once for all tests).
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
const NOTE =
  "NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list.";

describe("todo_write", () => {
  it("answers Updated N tasks, accepts a list sent as a JSON string, and nudges to verify (todo-cases.json)", async () => {
    const results = await caseAnswers("s05", "todo_write", TODO_CASES);
    expect(results).toMatchSnapshot();
    expect(results["a plan"]).toBe("Updated 3 tasks");
    expect(results["the same list sent as a JSON string"]).toBe("Updated 2 tasks");
    expect(results["a string that is not JSON"]).toBe(
      "ERROR Error: todos must be a list of {content, status} tasks; got a string that is not JSON",
    );
    expect(results["not a list"]).toBe(
      "ERROR Error: todos must be a list of {content, status} tasks",
    );
    expect(results["an empty list"]).toBe("Updated 0 tasks");
    expect(results["3 tasks closed, none a verification: the nudge"]).toBe(
      `Updated 3 tasks\n\n${NOTE}`,
    );
    expect(results["3 tasks closed, one a verification step: no nudge"]).toBe("Updated 3 tasks");
    expect(results["3 tasks closed, one a verification in lower case: no nudge"]).toBe(
      "Updated 3 tasks",
    );
    expect(results["2 tasks closed: no nudge"]).toBe("Updated 2 tasks");
    expect(results["a status in capitals: refused as it is"]).toBe(
      'ERROR Error: Task 0: status must be pending, in_progress or completed, not "COMPLETED"',
    );
    expect(results["no status"]).toBe(
      "ERROR Error: Task 0: status must be pending, in_progress or completed, not undefined",
    );
    // Tasks that break two rules at once: which rule is checked first.
    expect(results["blank content and an invalid status: the content is checked first"]).toBe(
      "ERROR Error: Task 0: content must be a non-empty string",
    );
    expect(results["task 0's status invalid, task 1 without content: the tasks in turn"]).toBe(
      'ERROR Error: Task 0: status must be pending, in_progress or completed, not "done"',
    );
    expect(results["3 tasks, one still pending: no nudge"]).toBe("Updated 3 tasks");
    expect(results["4 tasks closed, a JSON string: the nudge"]).toBe(`Updated 4 tasks\n\n${NOTE}`);
  });

  it("shows the learner the list after each update, and the note when it nudges (todo-cases.json, run)", () => {
    const run = lessonRun("s05", "todo-cases.json");
    expectCleanRun(run, TODO_CASES.length + 1);
    expect(run.shown).toContain(
      "  ## Current Tasks\n  [▸] Read the code\n  [ ] Write tests\n  [ ] Update docs\n  (0/3 completed)",
    );
    expect(reminderMarkers(run.events, NOTE)).toBe(2);
    expect(run.shown).toMatchSnapshot();
  });
});

describe("when the reminder fires (nag.json)", () => {
  it("every third round without todo_write, the count starting again after each reminder and each request", () => {
    const { requests, events, code } = lessonRun("s05", "nag.json");
    expect(code).toBe(0);
    expect(requests).toHaveLength(33);
    // Rounds 1-13 without todo_write, todo_write on 14, rounds 15-27 without (the count left at 1); a new
    // request, its rounds 28-31 without: the count starts again at 0, so the 3rd of them (30), not the 2nd.
    expect(reminderRounds(requests, REMINDER)).toEqual([3, 6, 9, 12, 17, 20, 23, 26, 30]);
    expect(reminderMarkers(events, REMINDER)).toBe(9);
  });
});
