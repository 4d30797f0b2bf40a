/**
 * Compaction's part in the session player (s08): the context without compaction over the token chart, a mark over
 * each call whose history was compacted, and the summary and the placeholders named in the requests (found by where
 * they are, not by their text). No Node.
 */
import type { ConceptPane, PaneLang, PaneRequest, PaneRound } from "../../display/pane.ts";

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
    const swapped = round.request
      ? round.request.keep === 0
      : round.usage.input < (previous?.usage.input ?? 0);
    const compacted = summarised && previous !== undefined && swapped;
    if (compacted)
      removed += Math.max(0, previous!.usage.input + previous!.usage.output - round.usage.input);
    summarised = false;
    previous = round;
    return { actual: round.usage.input, without: round.usage.input + removed, compacted };
  });
}

/**
 * Where compaction wrote for the model: every main agent's request after the first compaction starts with the
 * summary (its first message's first block), and micro-compaction's placeholder is a tool result that no longer
 * holds what the same result held in an earlier request of the same agent.
 */
export function compactionBlocks(
  rounds: readonly PaneRound[],
  requests: ReadonlyArray<PaneRequest | undefined>,
): {
  summary: (call: number, message: number, block: number) => boolean;
  placeholders: Array<Set<string>>;
} {
  const first = compactionLines(rounds).findIndex((c) => c?.compacted);
  const results = new Map<string, string>(); // an agent's tool result, by its call's id: what it first held
  const placeholders = requests.map((request, k) => {
    const cleared = new Set<string>();
    request?.messages.forEach((message, i) => {
      message.content.forEach((block, j) => {
        if (block.type !== "tool_result") return;
        const key = `${rounds[k].agent ?? ""} ${String(block.tool_use_id)}`;
        const content = JSON.stringify(block.content);
        const before = results.get(key);
        if (before === undefined) results.set(key, content);
        else if (before !== content) cleared.add(`${i}:${j}`);
      });
    });
    return cleared;
  });
  return {
    summary: (call, message, block) =>
      first >= 0 && call >= first && !rounds[call].agent && message === 0 && block === 0,
    placeholders,
  };
}

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
        c?.compacted
          ? [
              {
                index,
                tip: t.compacted(rounds[index].round ?? rounds[index].n, c.without, c.actual),
              },
            ]
          : [],
      ),
    };
  },
  blocks(rounds, requests, lang) {
    const t = LABELS[lang];
    const { summary, placeholders } = compactionBlocks(rounds, requests);
    return (call, message, block) =>
      summary(call, message, block)
        ? t.summary
        : placeholders[call]?.has(`${message}:${block}`)
          ? t.placeholder
          : undefined;
  },
};
