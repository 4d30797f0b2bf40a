/**
 * What s08's compaction does to the history, as s08 declares it: micro-compaction's placeholders and the history
 * after a compaction (the summary, the todo list, the last messages from a pair boundary, within a budget), and its
 * setting. For a lesson that no longer teaches it (s11); shared/test/compacted-history.test.ts keeps it s08's.
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { wholeNumberSetting } from "../../settings.ts";

// #region threshold
/** Past this many input tokens (the API's count of the last request) the history is compacted. */
export const COMPACT_THRESHOLD_SETTING = wholeNumberSetting(
  "COMPACT_THRESHOLD",
  50_000,
  "the input tokens past which the history is compacted",
);
// #endregion threshold

// #region history
const KEEP_RESULTS = 3; // micro-compaction keeps the last 3 tool results whole,
const PLACEHOLDER_OVER = 100; // and makes an older one over 100 characters a placeholder
/** Beside the summary stay at most the last 5 messages, and at most a quarter of the threshold. */
const KEEP_MESSAGES = 5;
type Messages = Anthropic.MessageParam[];
const blocksOf = (m: Anthropic.MessageParam) => (typeof m.content === "string" ? [] : m.content);

/** Micro-compaction: older tool results over 100 characters become `[Previous: used TOOL]`. */
export function microCompact(messages: Anthropic.MessageParam[]): number {
  // #region exercise:micro
  const blocks = messages.flatMap(blocksOf);
  const results = blocks.filter(
    (b): b is Anthropic.ToolResultBlockParam => b.type === "tool_result",
  );
  const size = (r: Anthropic.ToolResultBlockParam) =>
    (typeof r.content === "string" ? r.content : JSON.stringify(r.content)).length;
  const old = results
    .slice(0, Math.max(0, results.length - KEEP_RESULTS))
    .filter((r) => size(r) > PLACEHOLDER_OVER);
  // The block stays, with its tool_use_id: only its content goes (a result without its call is
  // refused with 400).
  for (const result of old) {
    const call = blocks.find((b) => b.type === "tool_use" && b.id === result.tool_use_id);
    result.content = `[Previous: used ${call?.type === "tool_use" ? call.name : "a tool"}]`;
  }
  return old.length;
  // #endregion exercise:micro
}

/**
 * The history after compaction: the summary and the todo list, then the last messages.
 *
 * From a pair boundary on, they cost at most a quarter of `threshold` (`tokens`: the API's count).
 */
export function compacted(
  messages: Anthropic.MessageParam[],
  summary: string,
  file: string,
  tokens: number,
  threshold: number,
  todos: readonly { status: string; content: string }[],
  from = messages.length - KEEP_MESSAGES,
) {
  // #region exercise:swap
  const boundary = (m: Messages[number]) =>
    m.role === "assistant" || !blocksOf(m).some((b) => b.type === "tool_result");
  // What messages cost: the API's count of the whole history, shared out by characters.
  const chars = messages.map((m) => JSON.stringify(m).length);
  const whole = chars.reduce((sum, n) => sum + n, 0);
  const cost = (i: number) => (tokens * chars.slice(i).reduce((sum, n) => sum + n, 0)) / whole;
  let keep = Math.max(1, from);
  while (keep < messages.length && !(boundary(messages[keep]) && cost(keep) <= threshold / 4))
    keep++;
  const plan = todos.map((t) => `- [${t.status}] ${t.content}`).join("\n");
  const text =
    `[Compacted: this conversation so far, summarised. The full transcript is in ${file}.]` +
    `\n\n${summary}` +
    (plan ? `\n\nYour todo list, as it stands:\n${plan}` : "");
  return [{ role: "user", content: text }, ...messages.slice(keep)] satisfies Messages;
  // #endregion exercise:swap
}
// #endregion history
