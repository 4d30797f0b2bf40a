/** What skills' events show (s07): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { SkillsEvent } from "./events.ts";

/** Skills' display: a skill left out (or no search at all) as a warning, a pre-approval not granted as a note. */
export const display: ConceptDisplay<SkillsEvent> = {
  concept: "skills",
  lines(event): Span[][] {
    switch (event.kind) {
      case "skills:left-out":
        return [[{ text: `Skill ${event.file} left out: ${event.reason}`, style: "yellow" }]];
      case "skills:not-searched":
        return [[{ text: `Skills not searched: ${event.reason}`, style: "yellow" }]];
      case "skills:not-granted":
        return [
          [{ text: `${event.file} asks to pre-approve ${event.tools}: not granted`, style: "dim" }],
        ];
    }
  },
};
