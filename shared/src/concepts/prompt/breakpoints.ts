/**
 * Where a request marks its prompt cache's breakpoints (lesson s10): after the tools, after the system prompt's
 * fixed sections, and at the last message, at most 4, so that the fixed part is read from the cache in every round
 * after the first and each round reads the conversation the one before wrote.
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";

/** A system prompt's section: its text, and whether it never changes (identity, how to use the tools). */
export interface PromptSection {
  /** Its name, for `--print-system-prompt`: `identity`, `environment`, `memory`… */
  name: string;
  /** Where its text comes from: `agent.ts`, `session.outside`, `CLAUDE.md`, `/memories/MEMORY.md`. */
  source: string;
  /** Its text. */
  text: string;
  /** It never changes between sessions and rounds: it comes before the ones that do. */
  fixed: boolean;
}

// #region breakpoints
/** A breakpoint, as the API takes it: a 5-minute ephemeral cache entry. */
const EPHEMERAL = { type: "ephemeral" } as const;

/**
 * The request's tools, system and messages with cache breakpoints.
 *
 * On the last tool, on the last fixed section (the system sent as text blocks, one per section,
 * the fixed ones first), and on the last block of the last message. The messages are copied
 * where marked, never changed in place (the history keeps no breakpoint).
 */
export function withBreakpoints(
  tools: Anthropic.ToolUnion[],
  sections: readonly PromptSection[],
  messages: Anthropic.MessageParam[],
): Pick<Anthropic.MessageCreateParamsNonStreaming, "tools" | "system" | "messages"> {
  const ordered = [...sections.filter((s) => s.fixed), ...sections.filter((s) => !s.fixed)];
  const lastFixed = ordered.findLastIndex((s) => s.fixed);
  const system = ordered.map(
    (s, i): Anthropic.TextBlockParam => ({
      type: "text",
      text: s.text,
      ...(i === lastFixed ? { cache_control: EPHEMERAL } : {}),
    }),
  );
  const marked = tools.map((t, i) =>
    i === tools.length - 1 ? { ...t, cache_control: EPHEMERAL } : t,
  );
  const last = messages.at(-1);
  if (!last) return { tools: marked, system, messages };
  const blocks: Anthropic.ContentBlockParam[] =
    typeof last.content === "string" ? [{ type: "text", text: last.content }] : [...last.content];
  blocks[blocks.length - 1] = {
    ...blocks[blocks.length - 1],
    cache_control: EPHEMERAL,
  } as (typeof blocks)[number];
  return {
    tools: marked,
    system,
    messages: [...messages.slice(0, -1), { ...last, content: blocks } as Anthropic.MessageParam],
  };
}
// #endregion breakpoints
