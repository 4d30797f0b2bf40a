/** What compaction's events show (s08): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { CompactionEvent } from "./events.ts";

/** A count of messages in words: `1 message`, `13 messages`. */
const messages = (n: number) => `${n} ${n === 1 ? "message" : "messages"}`;

/** Compaction's display: its steps in yellow, micro-compaction as a dim note. */
export const display: ConceptDisplay<CompactionEvent> = {
  concept: "compaction",
  lines(event): Span[][] {
    const said = (text: string): Span[][] => [[{ text, style: "yellow" }]];
    switch (event.kind) {
      case "compaction:start":
        return said(
          `⇣ compacting (${event.reason}): the session so far, ${messages(event.messages)} whole, saved in ${event.file}`,
        );
      case "compaction:done":
        // Where the cut fell: the last `kept` messages stay beside the summary, from a pair boundary (none: it alone).
        return said(
          event.kept === 0
            ? `⇣ compacted: ${messages(event.before)} → the summary alone (every message is in it)`
            : `⇣ compacted: ${messages(event.before)} → the summary + the last ${event.kept === 1 ? "message" : `${event.kept}`} (cut after message ${event.before - event.kept})`,
        );
      case "compaction:failed":
        return said(`⇣ compaction failed (${event.error}): the conversation is kept as it was`);
      case "compaction:micro": {
        const what = event.cleared === 1 ? "result → a placeholder" : "results → placeholders";
        return [
          [{ text: `  · micro-compaction: ${event.cleared} old tool ${what}`, style: "dim" }],
        ];
      }
      case "compaction:context":
        return said(`⇣ context: ${event.from} → ${event.to} tokens after compaction`);
    }
  },
};
