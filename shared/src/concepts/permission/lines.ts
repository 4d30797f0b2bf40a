/** What the permission concept's events show (s03p): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { PermissionEvent } from "./events.ts";

/** The permission display: an allow in green, a denial in red, an answer in yellow, each with its reason. */
export const display: ConceptDisplay<PermissionEvent> = {
  concept: "permission",
  lines(event): Span[][] {
    switch (event.kind) {
      case "permission:setup": {
        const { allow, ask, deny } = event.rules;
        const removed =
          event.removed.length > 0 ? `; removed by a bare deny: ${event.removed.join(", ")}` : "";
        const counts = `${allow} allow, ${ask} ask, ${deny} deny ${deny === 1 ? "rule" : "rules"}`;
        return [
          [
            {
              text: `⛉ permission mode ${event.mode} (${event.modeFrom}); ${counts}${removed}`,
              style: "dim",
            },
          ],
        ];
      }
      case "permission:decision": {
        const verdict = event.decision === "allow" ? "allow" : "deny";
        const style: Span["style"] = event.answer
          ? "yellow"
          : event.decision === "allow"
            ? "green"
            : "red";
        const answered = event.answer ? ` (you answered ${event.answer})` : "";
        const lines: Span[][] = [[{ text: `⛉ ${verdict}${answered}: ${event.reason}`, style }]];
        if (event.always) lines.push([{ text: `⛉ always: ${event.always}`, style: "yellow" }]);
        return lines;
      }
    }
  },
};
