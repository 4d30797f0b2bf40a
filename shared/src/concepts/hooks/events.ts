/** What hooks show (s04): their events. No Node: the session player reads them too. */

/** One command hook ran: its event, matcher and command, its exit code, what it decided, how long it took. */
export interface HookRunEvent {
  /** What it is. */
  kind: "hooks:run";
  /** The event it ran on, in Claude Code's spelling (`PreToolUse`). */
  event: string;
  /** Its group's matcher, as written (`""` for none). */
  matcher: string;
  /** The command. */
  command: string;
  /** Its exit code; null when it timed out, was killed by a signal or did not start. */
  exitCode: number | null;
  /** What it decided: `allow`, `ask`, `deny`, `block`, `stop`, `none` or `error`. */
  decision: string;
  /** How long it ran, in milliseconds (as recorded: a replay shows the recorded time). */
  ms: number;
  /** Why it blocked, denied, asked or allowed: exit 2's standard error, `reason`, `permissionDecisionReason`. */
  reason?: string;
  /** What went wrong (a timeout, an exit code, output that is not the protocol's JSON): blocks nothing. */
  error?: string;
  /** The context it gave the model (`additionalContext`, or a plain output where that is context). */
  context?: string;
  /** The id of the tool call it ran for (PreToolUse, PostToolUse): the player finds the call's result by it. */
  toolUseId?: string;
}

/** How the session stands with the workspace's hooks at its start: trusted, or not and so not run. */
export interface HooksTrustEvent {
  /** What it is. */
  kind: "hooks:trust";
  /** How many command hooks the workspace's settings configure. */
  hooks: number;
  /**
   * Why the hooks run, or do not: `sample` (a fresh copy of the lesson's sample), `remembered` (trusted before),
   *
   * `answered` (the learner said yes just now), `yes` (--yes), `refused` (the learner said no), `no-terminal`
   * (no terminal to ask on).
   */
  why: "sample" | "remembered" | "answered" | "yes" | "refused" | "no-terminal";
  /** Where the trust is remembered, when it was written there (answered, yes). */
  store?: string;
}

/** A line of the settings' hooks that is kept aside, never run (an event or a hook type the kit leaves out). */
export interface HooksIgnoredEvent {
  /** What it is. */
  kind: "hooks:ignored";
  /** Which, and why, as the learner reads it. */
  text: string;
}

/** A hook ended the turn (`continue: false`), Stop hooks blocked too often in a row, or a request was blocked. */
export interface HooksTurnEndEvent {
  /** What it is. */
  kind: "hooks:turn-end";
  /** `stop`: a hook's `continue: false`; `limit`: the Stop hooks' limit; `prompt`: UserPromptSubmit blocked it. */
  why: "stop" | "limit" | "prompt";
  /** What the learner reads. */
  text: string;
}

/** Something a hook run says to the learner: a `systemMessage`. */
export interface HooksMessageEvent {
  /** What it is. */
  kind: "hooks:message";
  /** The text. */
  text: string;
}

/** Every event of hooks' display. */
export type HooksEvent =
  | HookRunEvent
  | HooksTrustEvent
  | HooksIgnoredEvent
  | HooksTurnEndEvent
  | HooksMessageEvent;

declare module "../../display/events.ts" {
  // Hooks' events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    hooks: HooksEvent;
  }
}
