/**
 * Lesson s16's concept: the protocols, through the lesson's runs of its cassettes (recorded once by the global setup,
 * the cases in its process): a request and its one response matched by request_id, in both directions (a shutdown
 * the lead asks for and a teammate answers; a plan a teammate sends and the lead answers); a teammate that waits for
 * its plan's answer; a shutdown request left unanswered, recalled at each of the teammate's rounds and after
 * SHUTDOWN_ROUNDS shown to the lead; and a clear error for a wrong, unknown, reused or closed id. In this process: the
 * lesson imported, its tools called as a learner's model would.
 */
import { describe, expect, it } from "vitest";
import { type MessageRequest, requestProblems } from "@agent-workbook/kit";
import { sampleCopy } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  answerText,
  lessonRun,
  lessonRunsReady,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { toolCalls } from "@agent-workbook/kit/authoring/tests/scripted-session";
import expectations from "./expectations.ts";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

type Block = {
  type: string;
  text?: string;
  content?: unknown;
  is_error?: boolean;
  name?: string;
  input?: unknown;
};
const blocks = (request: MessageRequest, n: number): Block[] => {
  const content = request.messages.at(n)!.content;
  return typeof content === "string" ? [{ type: "text", text: content }] : (content as Block[]);
};
const toolNames = (request: MessageRequest) =>
  request.tools!.map((t) => (t as { name: string }).name);
/** The texts of a request's last user message that are not tool results: the messages and reminders handed over. */
const handed = (request: MessageRequest) =>
  blocks(request, -1)
    .filter((b) => b.type === "text")
    .map((b) => b.text);
/** The results in a request's last user message, `ERROR ` in front of an error's. */
const results = (request: MessageRequest) =>
  blocks(request, -1)
    .filter((b) => b.type === "tool_result")
    .map((b) => `${b.is_error ? "ERROR " : ""}${b.content}`);

describe("the demo (recorded): a plan rejected then approved, and a team shut down", () => {
  const run = lessonRun("s16");
  const who = run.agents.map((a) => a ?? "lead");
  const mine = (name: string) => run.requests.filter((_, n) => who[n] === name);

  it("takes rounds as s15's team does, each side offered its own side of the protocols", () => {
    expect(run.code).toBe(0);
    expect(who.join(" ")).toBe(
      "lead lead alice bob lead alice bob lead alice bob lead alice bob lead alice bob lead alice bob lead",
    );
    for (const request of run.requests) expect(requestProblems(request)).toEqual([]);
    for (const request of mine("lead")) expect(toolNames(request)).toEqual(expectations.tools);
    for (const name of ["alice", "bob"])
      for (const request of mine(name))
        expect(toolNames(request)).toEqual(expectations.subagentTools);
  });

  it("matches each plan and its answer by request_id: alice's first is rejected with the reason, her second approved", () => {
    // The lead is handed both plans before its call, each with its id.
    expect(handed(mine("lead")[2])).toEqual([
      expect.stringMatching(
        /^<message from="alice" type="plan_request" request_id="plan-1">1\. Write src\/slug\.js/,
      ),
      expect.stringMatching(
        /^<message from="bob" type="plan_request" request_id="plan-2">1\. Wait for alice's/,
      ),
    ]);
    expect(results(mine("lead")[3])).toEqual([
      "Answered plan-1: rejected.",
      "Answered plan-2: approved.",
    ]);
    // alice gets the rejection and its reason, and sends a new plan under a new id; bob his approval.
    expect(handed(mine("alice")[1])).toEqual([
      '<message from="lead" type="plan_response" request_id="plan-1">rejected. A title that starts or ends with a space or a symbol would keep a hyphen there: take the hyphens off both ends.</message>',
    ]);
    expect(results(mine("alice")[1])).toEqual([
      "Sent plan-1 to lead: the plan_response comes to your inbox.",
    ]);
    expect(results(mine("alice")[2])).toEqual([
      "Sent plan-3 to lead: the plan_response comes to your inbox.",
    ]);
    expect(handed(mine("bob")[1])).toEqual([
      '<message from="lead" type="plan_response" request_id="plan-2">approved.</message>',
    ]);
    expect(handed(mine("alice")[2])).toEqual([
      '<message from="lead" type="plan_response" request_id="plan-3">approved.</message>',
    ]);
  });

  it("shuts the team down: each teammate approves its own request and takes no round after it", () => {
    const last = mine("lead").at(-1)!;
    expect(results(last)).toEqual([
      "Sent shutdown-4 to alice: the shutdown_response comes to your inbox.",
      "Sent shutdown-5 to bob: the shutdown_response comes to your inbox.",
    ]);
    expect(handed(last)).toEqual([
      '<message from="alice" type="shutdown_response" request_id="shutdown-4">approved. #1 is done.</message>',
      '<message from="bob" type="shutdown_response" request_id="shutdown-5">approved. #2 is done.</message>',
    ]);
    expect(handed(mine("alice").at(-1)!)).toEqual([
      '<message from="lead" type="shutdown_request" request_id="shutdown-4">Finish what you are doing, then answer with shutdown_response.</message>',
    ]);
    // Their last calls are the answers: the lead's end follows at once.
    expect(who.slice(-3)).toEqual(["alice", "bob", "lead"]);
  });

  it("tokens per agent", () => {
    const footer = run.shown
      .split("\n")
      .filter((l) => l.startsWith("  ↳ round "))
      .at(-1);
    expect(footer).toBe(
      "  ↳ round 8 · 3517 in / 94 out · session 21974 in / 831 out · alice 12601 in / 530 out · bob 12492 in / 602 out",
    );
  });
});

describe("the protocols' edges (protocol-cases.json, recorded)", () => {
  const run = lessonRun("s16", "protocol-cases.json");
  const who = run.agents.map((a) => a ?? "lead");
  const mine = (name: string) => run.requests.filter((_, n) => who[n] === name);
  const errors = run.requests.flatMap((request) =>
    results(request).filter((r) => r.startsWith("ERROR ")),
  );

  it("refuses a wrong, unknown, reused or closed id, and a rejection without a reason, each with a clear error", () => {
    expect(run.code).toBe(0);
    for (const request of run.requests) expect(requestProblems(request)).toEqual([]);
    expect(errors).toEqual([
      'ERROR Error: No agent named "carol" on the team. The team: lead, alice, bob.',
      "ERROR Error: No request plan-9. Your open requests: none.",
      // alice answers bob's shutdown request: the wrong id.
      "ERROR Error: shutdown-2 was sent to bob, not you. Your open requests: shutdown-1.",
      "ERROR Error: No request shutdown-7. Your open requests: shutdown-1.",
      "ERROR Error: To reject shutdown-1, give a reason: it is sent with your answer.",
      // shutdown-1, answered once already: reused.
      "ERROR Error: shutdown-1 is closed (rejected). Your open requests: none.",
      "ERROR Error: No request plan-33. Your open requests: plan-3, plan-4.",
      "ERROR Error: To reject plan-3, give a reason: it is sent with your answer.",
      "ERROR Error: plan-5 is closed (approved). Your open requests: plan-4.",
      "ERROR Error: shutdown-1 was sent to alice, not you. Your open requests: plan-4.",
    ]);
    // bob answers shutdown-2 after it was closed as unanswered (his plan, in the same round, keeps him waiting after).
    expect(run.shown).toContain(
      "[bob]   Error: shutdown-2 is closed (unanswered). Your open requests: none.",
    );
    // A refused answer sends nothing: the lead is handed alice's one rejection only.
    expect(handed(mine("lead")[1])).toEqual([
      '<message from="alice" type="shutdown_response" request_id="shutdown-1">rejected. Still writing notes.</message>',
    ]);
  });

  it("recalls an unanswered shutdown request at each of the teammate's rounds, then shows it to the lead as unanswered", () => {
    const recall =
      "<reminder>lead asked you to shut down: answer shutdown-2 with shutdown_response.</reminder>";
    const request =
      '<message from="lead" type="shutdown_request" request_id="shutdown-2">Finish what you are doing, then answer with shutdown_response.</message>';
    // bob's first round carries the request itself; his next three, a reminder each, after his last answer.
    expect(mine("bob").map(handed)).toEqual([
      [request],
      [recall],
      [recall],
      [recall],
      ['<message from="lead" type="message">Answer shutdown-2 now, please.</message>'],
    ]);
    // After SHUTDOWN_ROUNDS reminders, the lead is told, after its tool results, and bob is not woken for it.
    const told = mine("lead").findIndex((r) =>
      handed(r).some((t) => t?.includes("left shutdown-2 unanswered")),
    );
    expect(told).toBe(5);
    expect(blocks(mine("lead")[told], -1).map((b) => b.type)).toEqual(["tool_result", "text"]);
    expect(handed(mine("lead")[told])).toEqual([
      "<reminder>bob left shutdown-2 unanswered for 3 rounds.</reminder>",
    ]);
    expect(who.slice(10, 13)).toEqual(["lead", "lead", "alice"]);
  });

  it("keeps a teammate that waits for its plan's answer out of the rounds until the answer comes", () => {
    // Passes 7 and 8: the lead answers without a reason (refused), then rejects: alice and bob wait, alice wakes.
    expect(who.slice(13).join(" ")).toBe("bob lead lead alice lead alice lead");
    expect(handed(mine("alice")[3])).toEqual([
      '<message from="lead" type="plan_response" request_id="plan-3">rejected. Say what goes in NOTES.md.</message>',
    ]);
    // bob's plan is never answered: the round that sent it is his last.
    expect(mine("bob")).toHaveLength(5);
    expect(who.lastIndexOf("bob")).toBe(13);
    expect(run.shown).toContain("[bob]   passes: nothing to do this pass");
  });
});

describe("the tools, called in this process", () => {
  it("answer requests as the agent whose round it is: the lead cannot answer a plan it never got", async () => {
    const results = await toolCalls(
      "s16",
      [
        {
          name: "plan_response",
          input: { request_id: "shutdown-1", approve: false, reason: "No." },
        },
        { name: "shutdown_request", input: { teammate: "lead" } },
      ],
      sampleCopy("lessons/s16-protocols"),
    );
    expect(results.results.map(answerText)).toEqual([
      "ERROR Error: No request shutdown-1. Your open requests: none.",
      "ERROR Error: lead is you: write to another agent (the team: lead).",
    ]);
  });
});
