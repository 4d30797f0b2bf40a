/**
 * Compaction's part in the session player (s08): the context without compaction over the token chart, a mark over
 * each call whose history was compacted, and the summary and the placeholders named in the requests. No Node.
 */
import type { ConceptPane, PaneLang, PaneRound } from "../../display/pane.ts";

const LABELS = {
  en: {
    chart: "Dashed: the context without compaction (what it took out, added back)",
    compacted: (n: number, from: number, to: number) =>
      `round ${n}: the history was compacted; its context is ${to} tokens, ${from} without compaction`,
    summary: "summary: the history before it, compacted",
    placeholder: "placeholder: micro-compaction cleared this old result",
  },
  zh: {
    chart: "虚线：不压缩时的上下文（把压缩去掉的部分加回去）",
    compacted: (n: number, from: number, to: number) =>
      `第 ${n} 轮：历史已压缩；上下文 ${to} 个 token，不压缩则是 ${from} 个`,
    summary: "摘要：由它之前的历史压缩而成",
    placeholder: "占位符：微压缩清掉了这条旧的工具结果",
  },
} satisfies Record<PaneLang, unknown>;

/** The main agent's context at one of its calls, and what compaction took out of it. */
export interface CompactionLine {
  /** The input tokens of this call's request. */
  actual: number;
  /**
   * What they would have been without the compactions before it: its own, plus what each compaction took out (the
   * context before it, with the answer of that call, less the context after it). Micro-compaction's placeholders
   * are not counted back, nor the results of the call the compaction came after: a lower bound.
   */
  without: number;
  /** Whether this call's request is the first after a compaction: the context dropped here. */
  compacted: boolean;
}

/**
 * For each call, the main agent's context with and without compaction: a main call after a summary call whose
 * history was swapped (or, without requests, whose input fell) starts from a compacted one. Undefined for the calls
 * of other agents; all undefined when the session has no summary call.
 */
export function compactionLines(rounds: readonly PaneRound[]): Array<CompactionLine | undefined> {
  if (!rounds.some((r) => r.agent === "summary")) return rounds.map(() => undefined);
  let removed = 0;
  let previous: PaneRound | undefined;
  let summarised = false;
  return rounds.map((round) => {
    if (round.agent === "summary") summarised = true;
    if (round.agent) return undefined;
    // The history swapped: its first message changed (a recording), or, in a scripted cassette, the context fell.
    const swapped = round.request ? round.request.keep === 0 : round.usage.input < (previous?.usage.input ?? 0);
    const compacted = summarised && previous !== undefined && swapped;
    if (compacted) removed += Math.max(0, previous!.usage.input + previous!.usage.output - round.usage.input);
    summarised = false;
    previous = round;
    return { actual: round.usage.input, without: round.usage.input + removed, compacted };
  });
}

/** The summary that replaced a compacted history, as the lesson writes it for the model. */
const SUMMARY_TEXT = /^\[Compacted: /;
/** Micro-compaction's placeholder for an old tool result, as the lesson writes it for the model. */
const PLACEHOLDER = /^\[Previous: used [\w-]+\]$/;

/** Compaction's part in the player. */
export const pane: ConceptPane = {
  concept: "compaction",
  chart(rounds, lang) {
    const lines = compactionLines(rounds);
    if (!lines.some((c) => c?.compacted)) return undefined;
    const t = LABELS[lang];
    return {
      label: t.chart,
      values: lines.map((c) => c?.without),
      marks: lines.flatMap((c, index) =>
        c?.compacted ? [{ index, tip: t.compacted(rounds[index].round ?? rounds[index].n, c.without, c.actual) }] : [],
      ),
    };
  },
  block(block, lang) {
    if (block.type === "text" && SUMMARY_TEXT.test(String(block.text))) return LABELS[lang].summary;
    if (block.type === "tool_result" && typeof block.content === "string" && PLACEHOLDER.test(block.content))
      return LABELS[lang].placeholder;
    return undefined;
  },
};
