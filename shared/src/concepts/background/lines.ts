/** What background jobs' events show (s13): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span, Style } from "../../display/spans.ts";
import type { BackgroundEvent, JobEnded } from "./events.ts";

/** The colour of a job's end: green when it completed, red when it failed or timed out, yellow when stopped. */
const END_STYLE: Record<JobEnded["status"], Style> = {
  completed: "green",
  failed: "red",
  "timed out": "red",
  stopped: "yellow",
};

/** Background jobs' display: a job's start, its end as the session sees it, its notification's delivery, a wait. */
export const display: ConceptDisplay<BackgroundEvent> = {
  concept: "background",
  lines(event): Span[][] {
    const ids = (list: string[]) => list.map((id) => `#${id}`).join(", ");
    switch (event.kind) {
      case "background:started":
        return [
          [
            {
              text: `⇢ job #${event.id} started in the background (output: ${event.file})`,
              style: "cyan",
            },
          ],
        ];
      case "background:ended":
        return [[{ text: `⇠ job #${event.id} ${event.how}`, style: END_STYLE[event.status] }]];
      case "background:delivered":
        // Then each notification, as the model reads it: the learner sees what the model is told.
        return [
          [
            {
              text: `✉ ${event.count === 1 ? "its notification" : `${event.count} notifications`} to the model, ${event.where}`,
              style: "magenta",
            },
          ],
          ...(event.texts ?? []).flatMap((text) =>
            text.split("\n").map((line): Span[] => [{ text: `  ${line}`, style: "dim" }]),
          ),
        ];
      case "background:waiting":
        return [
          [
            {
              text: `… the model ended its turn while ${ids(event.ids)} ${event.ids.length === 1 ? "runs" : "run"}: waiting (${event.limitMs / 60_000} min at most; Ctrl-C stops waiting)`,
              style: "dim",
            },
          ],
        ];
      case "background:left-over":
        return [
          [
            {
              text: `Ended the background jobs an earlier session left running: ${ids(event.ids)}`,
              style: "yellow",
            },
          ],
        ];
    }
  },
};
