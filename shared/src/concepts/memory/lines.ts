/** What memory's events show (s09): the index that went into the prompt, and each command. No Node. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { MemoryEvent } from "./events.ts";

/** Commands that change the memory, after which the index was rebuilt. */
const CHANGES = new Set(["create", "str_replace", "insert", "delete", "rename"]);
/** A count of index lines in words: `1 line`, `3 lines`. */
const lines = (n: number) => `${n} ${n === 1 ? "line" : "lines"}`;

/** Memory's display: the index in magenta with its lines dim, each command on a line of its own. */
export const display: ConceptDisplay<MemoryEvent> = {
  concept: "memory",
  lines(event): Span[][] {
    switch (event.kind) {
      case "memory:index": {
        if (event.unread !== undefined)
          return [[{ text: `🧠 memory could not be read: ${event.unread}`, style: "yellow" }]];
        if (event.lines.length === 0)
          return [[{ text: "🧠 memory: none yet (/memories is empty)", style: "magenta" }]];
        const left = event.lines.length - event.inPrompt;
        const head = `🧠 memory: the index /memories/MEMORY.md, ${lines(event.lines.length)}, in the system prompt`;
        return [
          [
            {
              text: left > 0 ? `${head} (the first ${event.inPrompt}; ${left} left out)` : head,
              style: "magenta",
            },
          ],
          ...event.lines
            .slice(0, event.inPrompt)
            .map((line): Span[] => [{ text: `   ${line}`, style: "dim" }]),
        ];
      }
      case "memory:command": {
        // A path with a control character (a refused one) is shown quoted, escaped: one line, nothing hidden.
        const path = /[\u0000-\u001f\u007f]/.test(event.path)
          ? JSON.stringify(event.path)
          : event.path;
        const what = `🧠 memory ${event.command} ${path}`;
        if (event.refused)
          return [[{ text: `${what}: refused, nothing changed`, style: "yellow" }]];
        const rebuilt = CHANGES.has(event.command) ? ": saved, the index rebuilt" : "";
        return [[{ text: `${what}${rebuilt}`, style: "magenta" }]];
      }
    }
  },
};
