/** What the prompt's events show (s10): its sections, each with its source and size. No Node. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { SystemPromptEvent } from "./events.ts";

/** The prompt's display: a cyan line when it is built, then a dim line per section. */
export const display: ConceptDisplay<SystemPromptEvent> = {
  concept: "prompt",
  lines(event): Span[][] {
    const head = event.rebuilt
      ? `📜 system prompt built again: ${event.changed.join(", ")} changed`
      : `📜 system prompt: ${event.sections.length} sections`;
    return [
      [{ text: head, style: "cyan" }],
      ...event.sections.map((s): Span[] => [
        {
          text: `   ${s.fixed ? "■" : "□"} ${s.name} (${s.source}, ${s.lines} line${s.lines === 1 ? "" : "s"})`,
          style: "dim",
        },
      ]),
    ];
  },
};
