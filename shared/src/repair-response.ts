import type Anthropic from "@anthropic-ai/sdk";

/**
 * The response as the next request needs it: a copy without what the API would refuse later.
 *
 * - A response that did not stop for tool_use (e.g. `max_tokens`) may hold a tool_use cut short: it must
 *   never run, and an unanswered tool_use would make the next request invalid, so it is dropped.
 * - `stop_reason: "tool_use"` with no tool call has nothing to run: it becomes `end_turn`.
 * - An empty text block (a stream can open one and send nothing) or an empty answer would make every later
 *   request invalid (the API wants non-empty content in every turn but the last): the one is dropped, the
 *   other filled.
 *
 * `warn` tells the learner about each repair; the response given is left as it is. With `keepCut`, an answer cut
 * off at max_tokens is given as it is: the lesson recovers from it itself (s11).
 */
export function repairedResponse(
  response: Anthropic.Message,
  warn: (text: string) => void,
  keepCut = false,
): Anthropic.Message {
  let { content, stop_reason } = response;
  if (keepCut && stop_reason === "max_tokens") return response; // the lesson's own recovery handles it (s11)
  if (stop_reason !== "tool_use") content = withoutUnfinishedToolCalls(content, stop_reason, warn);
  else if (!content.some((b) => b.type === "tool_use")) stop_reason = "end_turn"; // nothing to run
  return { ...response, stop_reason, content: withoutEmptyText(content, warn) };
}

function withoutUnfinishedToolCalls(
  content: Anthropic.ContentBlock[],
  stopReason: Anthropic.StopReason | null,
  warn: (text: string) => void,
): Anthropic.ContentBlock[] {
  const kept = content.filter((block) => block.type !== "tool_use");
  if (kept.length === content.length) {
    // Not silently the end of the turn: the learner is told the answer is incomplete.
    if (stopReason === "max_tokens")
      warn("The response stopped (max_tokens) before the model finished: the answer is cut short.");
    return content;
  }
  warn(`The response stopped (${stopReason}) inside a tool call; the unfinished call was not run.`);
  return kept.length > 0 ? kept : [{ type: "text", text: `(stopped: ${stopReason})`, citations: null }];
}

/** What an empty answer is filled in with: a caller that needs a real text (s08's summary) can tell it apart. */
export const EMPTY_ANSWER = "(empty answer)";

function withoutEmptyText(content: Anthropic.ContentBlock[], warn: (text: string) => void): Anthropic.ContentBlock[] {
  const kept = content.filter((block) => block.type !== "text" || block.text.trim() !== "");
  if (kept.length > 0) return kept;
  warn("The model's answer was empty.");
  return [{ type: "text", text: EMPTY_ANSWER, citations: null }];
}
