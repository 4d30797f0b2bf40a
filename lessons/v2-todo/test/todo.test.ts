/**
 * Lesson v2's concept: what TodoWrite answers the model for every case of `todo-cases.json` (the reference's
 * examples and each of its errors, sent to the lesson's own dispatch in this process), what the learner sees of
 * those cases and on which rounds the nag rides along (the lesson's runs of its cassettes, made once for all tests).
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
import { message, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import { playScripted } from "@agent-workbook/kit/authoring/tests/scripted-session";
import { TODO_CASES } from "../cassettes/script.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const INITIAL = "<reminder>Use TodoWrite for multi-step tasks.</reminder>";
const NAG = "<reminder>10+ turns without todo update. Please update todos.</reminder>";

describe("TodoWrite and the TodoManager", () => {
  it("answers each case of todo-cases.json as the reference does: rendering and error texts", async () => {
    const results = await caseAnswers("v2", "TodoWrite", TODO_CASES);
    expect(results).toMatchSnapshot();
    // Spot checks of the exact texts, so that a wrong snapshot cannot pass unnoticed.
    expect(results["the reference's example (000)"]).toBe(
      "[x] 重构认证模块\n[>] 添加单元测试 <- 正在添加单元测试\n[ ] 更新文档\n\n(1/3 completed)",
    );
    expect(results["an empty list"]).toBe("No todos.");
    expect(results["20 items"]).toMatch(/\n\n\(0\/20 completed\)$/);
    expect(results["21 items"]).toBe("ERROR Error: Max 20 todos allowed");
    expect(results["21 items, one without content: items are checked before the count"]).toBe(
      "ERROR Error: Item 3: content required",
    );
    expect(results["two in_progress"]).toBe(
      "ERROR Error: Only one task can be in_progress at a time",
    );
    expect(results["mixed-case status, padded fields"]).toBe(
      "[x] Write tests\n[>] Ship <- Shipping\n\n(1/2 completed)",
    );
    expect(results["status ' pending' (status is lower-cased, not trimmed)"]).toBe(
      "ERROR Error: Item 0: invalid status ' pending'",
    );
    expect(results["invalid status"]).toBe("ERROR Error: Item 0: invalid status 'done'");
    expect(results["no activeForm"]).toBe("ERROR Error: Item 1: activeForm required");
    expect(results["a bad item before a second in_progress: the item's error first"]).toBe(
      "ERROR Error: Item 2: invalid status 'done'",
    );
    // Items that break two rules at once: the order of the checks.
    expect(results["21 items, two in_progress: the count before the in_progress check"]).toBe(
      "ERROR Error: Max 20 todos allowed",
    );
    expect(results["blank content, invalid status, no activeForm: content first"]).toBe(
      "ERROR Error: Item 1: content required",
    );
    expect(results["invalid status and no activeForm: status before activeForm"]).toBe(
      "ERROR Error: Item 0: invalid status 'done'",
    );
  });

  it("keeps the last list it accepted: a rejected list changes nothing", async () => {
    // Through the lesson's own loop, on a session built from parts: a list, a rejected one, then an empty one. The
    // learner's panel shows the first list until the third replaces it; the rejected one is never drawn.
    const call = (n: number, items: unknown[]) =>
      message(
        [{ type: "tool_use", id: `toolu_0${n}`, name: "TodoWrite", input: { items } }],
        "tool_use",
      );
    const play = await playScripted(
      "v2",
      ["Plan it."],
      [
        call(0, [{ content: "A", status: "pending", activeForm: "Doing A" }]),
        call(1, [{ content: "B", status: "done", activeForm: "Doing B" }]),
        call(2, []),
        message([{ type: "text", text: "Done." }], "end_turn"),
      ],
      scratchDir(),
    );
    expect(play.exitCode).toBe(0);
    const panels = play.events.flatMap((e) =>
      e.kind === "panel" ? [e.items.map((i) => i.text)] : [],
    );
    expect(panels).toEqual([["[ ] A"], []]);
    const results = play.requests[3].messages.flatMap((m) =>
      Array.isArray(m.content)
        ? m.content.flatMap((b) => (b.type === "tool_result" ? [b.content] : []))
        : [],
    );
    expect(results).toEqual([
      "[ ] A\n\n(0/1 completed)",
      "Error: Item 0: invalid status 'done'",
      "No todos.",
    ]);
  });

  it("shows the learner a panel per accepted list, and each rejected list's error (todo-cases.json, run)", () => {
    const run = lessonRun("v2", "todo-cases.json");
    expectCleanRun(run, TODO_CASES.length + 1);
    expect(run.shown).toMatchSnapshot();
  });
});

describe("when the nag fires (nag.json, 25+ rounds)", () => {
  it("on every round after 10 without TodoWrite, counted across the whole session; INITIAL_REMINDER only in the first message", () => {
    const { requests, events, code } = lessonRun("v2", "nag.json");
    expect(code).toBe(0);
    expect(requests).toHaveLength(29);
    // Rounds 1-13 without TodoWrite (round 2 runs two commands: it counts once), TodoWrite on 14, rounds 15-26
    // without; a new request, round 27.
    expect(reminderRounds(requests, NAG)).toEqual([11, 12, 13, 25, 26, 27]);
    expect(reminderMarkers(events, NAG)).toBe(6);
    for (const request of requests) {
      expect(request.messages[0].content).toEqual([
        { type: "text", text: INITIAL },
        { type: "text", text: "Check steps 1 to 25 with one echo each." },
      ]);
      expect(JSON.stringify(request.messages.slice(1))).not.toContain(INITIAL);
    }
    // The second learner message is plain text: the initial reminder went with the first only.
    const second = requests
      .at(-2)!
      .messages.filter((m) => m.role === "user")
      .at(-1);
    expect(second!.content).toEqual([{ type: "text", text: "And step 26." }]);
    expect(reminderMarkers(events, INITIAL)).toBe(1);
  });
});
