/** What hooks' events show (s04): a line each, and the reason or context under it. No Node. */
import type { ConceptDisplay } from "../../display/events.ts";
import type { Span, Style } from "../../display/spans.ts";
import type { HookRunEvent, HooksEvent, HooksTrustEvent } from "./events.ts";

/** How a run's decision is drawn: what stops something in red or yellow, an allow in green, nothing dim. */
const DECISION_STYLE: Record<string, Style> = {
  deny: "red",
  block: "red",
  stop: "red",
  ask: "yellow",
  error: "yellow",
  allow: "green",
  none: "dim",
};

/** Hooks' display: each run as a line (event, matcher, command, exit code, decision, time), trust as a note. */
export const display: ConceptDisplay<HooksEvent> = {
  concept: "hooks",
  lines(event): Span[][] {
    switch (event.kind) {
      case "hooks:run":
        return runLines(event);
      case "hooks:trust":
        return [[{ text: trustText(event), style: trusted(event) ? "dim" : "yellow" }]];
      case "hooks:ignored":
        return [[{ text: `hook not run: ${event.text}`, style: "dim" }]];
      case "hooks:turn-end":
        return [[{ text: event.text, style: "yellow" }]];
      case "hooks:message":
        return [[{ text: `hook: ${event.text}`, style: "cyan" }]];
    }
  },
};

/** A run: `hook PreToolUse [Bash] python3 check.py → exit 2, deny (41 ms)`, then its reason or error. */
function runLines(run: HookRunEvent): Span[][] {
  const exit = run.exitCode === null ? "no exit code" : `exit ${run.exitCode}`;
  const decided = run.decision === "none" ? "nothing decided" : run.decision;
  const head: Span[] = [
    { text: `hook ${run.event}`, style: "bold" },
    { text: ` [${run.matcher === "" ? "*" : run.matcher}] `, style: "dim" },
    { text: run.command },
    { text: ` → ${exit}, ` },
    { text: decided, style: DECISION_STYLE[run.decision] ?? "dim" },
    { text: ` (${run.ms} ms)`, style: "dim" },
  ];
  const under = (label: string, text: string | undefined, style: Style): Span[][] =>
    text === undefined || text === ""
      ? []
      : text
          .split("\n")
          .map((line, i) => [
            { text: `  ${i === 0 ? label : " ".repeat(label.length)}${line}`, style },
          ]);
  return [
    head,
    ...under("reason: ", run.reason, "dim"),
    ...under("error: ", run.error, "yellow"),
    ...under("context: ", run.context, "dim"),
  ];
}

function trusted(event: HooksTrustEvent): boolean {
  return event.why !== "refused" && event.why !== "no-terminal";
}

/** What the learner reads of the workspace's trust at the start. */
function trustText(event: HooksTrustEvent): string {
  const n = `${event.hooks} hook${event.hooks === 1 ? "" : "s"}`;
  const kept = event.store === undefined ? "" : ` (remembered in ${event.store})`;
  switch (event.why) {
    case "sample":
      return `hooks: ${n} in the settings, run: this workspace is a fresh copy of the lesson's sample`;
    case "remembered":
      return `hooks: ${n} in the settings, run: you trusted this workspace before`;
    case "answered":
      return `hooks: ${n} in the settings, run: you trusted this workspace${kept}`;
    case "yes":
      return `hooks: ${n} in the settings, run: --yes trusts this workspace for this run`;
    case "refused":
      return `hooks: ${n} in the settings, not run: you did not trust this workspace (nor its allow rules)`;
    case "no-terminal":
      return (
        `hooks: ${n} in the settings, not run: this workspace is not trusted, and there is no terminal to ` +
        "ask on (its allow rules do not apply either; --yes trusts it)"
      );
  }
}
