/** What autonomous teammates' events show (s17): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { AutonomyEvent } from "./events.ts";

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** Autonomy's display: a poll that found nothing dimmed, a claim that held in green, one that did not and a stop in yellow. */
export const display: ConceptDisplay<AutonomyEvent> = {
  concept: "autonomy",
  lines(event): Span[][] {
    switch (event.kind) {
      case "autonomy:polled": {
        const held = event.blocked.length > 0 ? ` (${event.blocked.join("; ")})` : "";
        const text = `idle ${seconds(event.idle)} of ${seconds(event.limit)}: nothing to claim${held}`;
        return [[{ text, style: "dim" }]];
      }
      case "autonomy:claimed":
        return [
          [
            {
              text: `claim of ${event.task} held: in progress, this teammate's now`,
              style: "green",
            },
          ],
        ];
      case "autonomy:lost":
        return [[{ text: `claim of ${event.task} did not hold: ${event.why}`, style: "yellow" }]];
      case "autonomy:stopped":
        return [[{ text: `idle for ${seconds(event.idle)}: stopped`, style: "yellow" }]];
    }
  },
};
