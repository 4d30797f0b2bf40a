/** What a team's events show (s15): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { TeamEvent } from "./events.ts";

/**
 * The team's display: a delivered message as what it is, a letter handed to its reader (the agent whose line it
 * is: the lead's unmarked, a teammate's marked with its name), not a reminder; a protocol's reminder (s16), handed
 * over the same way, as a reminder.
 */
export const display: ConceptDisplay<TeamEvent> = {
  concept: "team",
  lines(event): Span[][] {
    if (event.text.startsWith("<reminder>"))
      return [[{ text: `⏰ reminder injected: ${event.text}`, style: "yellow" }]];
    return event.text
      .split("\n")
      .map((row, i) => [{ text: i === 0 ? `✉ ${row}` : row, style: "green" }]);
  },
};
