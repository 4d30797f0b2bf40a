import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { repairedResponse } from "../src/repair-response.ts";

function response(content: unknown[], stop_reason: string): Anthropic.Message {
  return {
    id: "msg_01Test",
    type: "message",
    role: "assistant",
    model: "claude-sonnet-4-6",
    content,
    stop_reason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  } as Anthropic.Message;
}

/** Runs the repair and collects what the learner is told. */
function repair(original: Anthropic.Message) {
  const warnings: string[] = [];
  const before = structuredClone(original);
  const repaired = repairedResponse(original, (text) => warnings.push(text));
  expect(original).toEqual(before); // the response given is never changed
  return { repaired, warnings };
}

const text = (t: string) => ({ type: "text", text: t, citations: null });
const toolUse = { type: "tool_use", id: "toolu_01", name: "write_file", input: { path: "a.txt" } };

describe("repairedResponse", () => {
  it("leaves a clean response as it is, silently", () => {
    const clean = response([text("Hi."), toolUse], "tool_use");
    expect(repair(clean)).toEqual({ repaired: clean, warnings: [] });
  });

  it("drops a tool call cut short by max_tokens, and fills the answer if nothing else is left", () => {
    expect(repair(response([text("Writing."), toolUse], "max_tokens"))).toEqual({
      repaired: response([text("Writing.")], "max_tokens"),
      warnings: ["The response stopped (max_tokens) inside a tool call; the unfinished call was not run."],
    });
    expect(repair(response([toolUse], "max_tokens")).repaired.content).toEqual([text("(stopped: max_tokens)")]);
  });

  it("says when a text answer is cut short by max_tokens", () => {
    expect(repair(response([text("The first half")], "max_tokens")).warnings).toEqual([
      "The response stopped (max_tokens) before the model finished: the answer is cut short.",
    ]);
  });

  it("ends the turn when stop_reason is tool_use but there is no tool call", () => {
    expect(repair(response([text("Let me think.")], "tool_use"))).toEqual({
      repaired: response([text("Let me think.")], "end_turn"),
      warnings: [],
    });
  });

  it("drops empty text blocks, and fills an empty answer", () => {
    expect(repair(response([text(""), toolUse], "tool_use")).repaired.content).toEqual([toolUse]);
    expect(repair(response([text("  ")], "end_turn"))).toEqual({
      repaired: response([text("(empty answer)")], "end_turn"),
      warnings: ["The model's answer was empty."],
    });
  });
});
