/** What the schedule's events show (s14): a line each, with the clock's times. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span, Style } from "../../display/spans.ts";
import { type ScheduleEvent, scheduleEventLine } from "./events.ts";

/** The colour of each event: a job's life in cyan, a fire in magenta, a delay dimmed, its end in yellow. */
const STYLE: Record<ScheduleEvent["kind"], Style> = {
  "schedule:created": "cyan",
  "schedule:fired": "magenta",
  "schedule:delayed": "dim",
  "schedule:expired": "yellow",
  "schedule:deleted": "yellow",
  "schedule:loaded": "cyan",
  "schedule:durable-problem": "red",
};

/** The schedule's display: a job created, fired (with the clock's time), delayed, expired or deleted; durable jobs found, or their file named. */
export const display: ConceptDisplay<ScheduleEvent> = {
  concept: "schedule",
  lines(event): Span[][] {
    return [[{ text: scheduleEventLine(event), style: STYLE[event.kind] }]];
  },
};
