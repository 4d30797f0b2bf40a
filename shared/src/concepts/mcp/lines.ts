/** What MCP's events show (s19): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { McpEvent } from "./events.ts";

/** MCP's display: a server that started as a note with its count of tools, one that did not as a warning. */
export const display: ConceptDisplay<McpEvent> = {
  concept: "mcp",
  lines(event): Span[][] {
    if (!event.started)
      return [[{ text: `MCP ${event.server}: not started: ${event.reason}`, style: "yellow" }]];
    const count = event.tools?.length ?? 0;
    return [
      [
        {
          text: `MCP ${event.server}: started, ${count} tool${count === 1 ? "" : "s"}`,
          style: "dim",
        },
      ],
    ];
  },
};
