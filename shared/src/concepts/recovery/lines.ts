/** What error recovery's events show (s11): a line each. No Node: the session player draws them too. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span } from "../../display/spans.ts";
import type { RecoveryEvent } from "./events.ts";

/** `850 ms`, `1.2 s`, `60 s`. */
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`);

/** Error recovery's display: each recovery in one blue line, a stop in red. */
export const display: ConceptDisplay<RecoveryEvent> = {
  concept: "recovery",
  lines(event): Span[][] {
    const said = (text: string, style: Span["style"] = "blue"): Span[][] => [[{ text, style }]];
    switch (event.kind) {
      case "recovery:retry": {
        const why = event.retryAfter ? "as its retry-after asks" : "backoff with jitter";
        return said(
          `↻ ${event.error}: try ${event.next} of ${event.tries} in ${duration(event.ms)} (${why})`,
        );
      }
      case "recovery:model":
        return said(
          event.overloaded
            ? `↻ ${event.overloaded.count} × 529 in a row: calls go to the fallback model ${event.model} for ${duration(event.overloaded.coolDownMs)}`
            : `↻ cool-down over: calls go to ${event.model} again`,
        );
      case "recovery:cut": {
        const dropped = event.dropped ? `; the cut call to ${event.dropped} dropped, not run` : "";
        if (event.turn === 0) {
          return said(
            `↻ cut at max_tokens (${event.limit})${dropped}: no continue left, the answer stays cut`,
            "red",
          );
        }
        const raised = event.raisedTo ? `, the limit raised to ${event.raisedTo}` : "";
        return said(
          `↻ cut at max_tokens (${event.limit}): the answer kept${dropped}${raised}; continue ${event.turn} of ${event.turns}`,
        );
      }
      case "recovery:too-long": {
        const counted = event.tokens ? ` (${event.tokens} tokens)` : "";
        if (event.step === "compact")
          return said(`↻ prompt too long${counted}: compact, then one more try`);
        if (event.step === "trim") {
          return said(
            `↻ still too long${counted}: ${event.dropped} messages trimmed at a pair boundary, one more try`,
          );
        }
        return said(`↻ still too long${counted}: nothing more to try, the turn stops`, "red");
      }
    }
  },
};
