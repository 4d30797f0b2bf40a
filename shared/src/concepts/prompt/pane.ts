/**
 * The prompt's part in the session player (s10): the block of the last message that carries the request's cache
 * breakpoint, found by its `cache_control`, not by its text. No Node.
 */
import type { ConceptPane, PaneLang } from "../../display/pane.ts";

const LABELS = {
  en: {
    mark: "cache breakpoint: the request up to here is written to the cache, and read by the next",
  },
  zh: { mark: "缓存断点：请求到这里为止写入缓存，下一个请求从缓存读取" },
} satisfies Record<PaneLang, unknown>;

/** The prompt's part: a label on each message block that marks a cache breakpoint. */
export const pane: ConceptPane = {
  concept: "prompt",
  blocks(_rounds, requests, lang) {
    return (call, message, block) => {
      const here = requests[call]?.messages?.[message]?.content[block];
      return here?.cache_control ? LABELS[lang].mark : undefined;
    };
  },
};
