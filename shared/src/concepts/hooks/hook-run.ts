/**
 * What one hook run means, read from its exit code and output by Claude Code's protocol: exit 0 is success (a
 * standard output starting with `{` is read as JSON), exit 2 blocks with standard error as the reason, any other
 * code (a timeout, a crash, a hook that could not start) is an error shown to the learner that blocks nothing.
 * A {@link HookRun} is also the data of the display event the terminal and the player draw.
 *
 * @module
 */
import type { HookRunEvent } from "./events.ts";
import type { HookEvent } from "./hook-events.ts";
import type { CommandResult } from "./run-command.ts";

/**
 * What a run decided: a PreToolUse hook's `allow`, `ask` or `deny`; `block` (exit 2, or `decision: "block"`);
 * `stop` (`continue: false`); `none` (success, nothing decided); `error` (shown, blocks nothing).
 */
export type HookRunDecision = "allow" | "ask" | "deny" | "block" | "stop" | "none" | "error";

/** One hook run: the display event's data (event, matcher, command, exit code, decision, time) and its effects. */
export interface HookRun {
  /** The event it ran on. */
  event: HookEvent;
  /** Its group's matcher, as written (`""` for none). */
  matcher: string;
  /** The command. */
  command: string;
  /** Its exit code; null when it timed out, was killed by a signal or did not start. */
  exitCode: number | null;
  /** What it decided. */
  decision: HookRunDecision;
  /** How long it ran, in milliseconds. */
  ms: number;
  /** Why it blocked, denied, asked or allowed (exit 2's standard error, `reason`, `permissionDecisionReason`). */
  reason?: string;
  /** What went wrong, shown to the learner: a timeout, an exit code, output that is not the protocol's JSON. */
  error?: string;
  /** Text for the model beside the event (`additionalContext`; a plain output of UserPromptSubmit, SessionStart). */
  additionalContext?: string;
  /** PreToolUse: the input the call runs with instead of the model's (`updatedInput`). */
  updatedInput?: Record<string, unknown>;
  /** `continue: false`: the turn ends, with this `stopReason` shown to the learner. */
  stopReason?: string;
  /** `systemMessage`: a note shown to the learner. */
  systemMessage?: string;
  /** `suppressOutput`: the run's output is not shown. */
  suppressOutput?: boolean;
  /** The id of the tool call it ran for (PreToolUse, PostToolUse). */
  toolUseId?: string;
}

/** Where a run came from: its event, its group's matcher, its command. */
export interface HookRunSource {
  /** The event. */
  event: HookEvent;
  /** The matcher, as written. */
  matcher: string;
  /** The command. */
  command: string;
  /** The id of the tool call it runs for (PreToolUse, PostToolUse). */
  toolUseId?: string;
}

/** The display event of a run: what the terminal and the player show of it. */
export function hookRunEvent(run: HookRun): HookRunEvent {
  const { event, matcher, command, exitCode, decision, ms } = run;
  return {
    kind: "hooks:run",
    event,
    matcher,
    command,
    exitCode,
    decision,
    ms,
    ...(run.reason === undefined ? {} : { reason: run.reason }),
    ...(run.stopReason === undefined ? {} : { reason: run.stopReason }),
    ...(run.error === undefined ? {} : { error: run.error }),
    ...(run.additionalContext === undefined ? {} : { context: run.additionalContext }),
    ...(run.toolUseId === undefined ? {} : { toolUseId: run.toolUseId }),
  };
}

// #region protocol
/** The events whose exit 2 and `decision: "block"` block something (SessionStart's is shown). */
const BLOCKING: readonly string[] = ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop"];
/** The events whose plain standard output (exit 0, not JSON) is context for the model. */
const PLAIN_CONTEXT: readonly string[] = ["UserPromptSubmit", "SessionStart"];

/** Reads one run of a hook: exit 0 is success (JSON on stdout), 2 blocks, any other an error. */
export function readHookRun(source: HookRunSource, result: CommandResult, timeoutMs: number) {
  const run: HookRun = { ...source, exitCode: result.exitCode, decision: "none", ms: result.ms };
  const { event } = source;
  const stderr = result.stderr.trim();
  // #region exercise:exit-codes
  if (result.startError !== undefined) return failed(run, `could not start (${result.startError})`);
  if (result.timedOut) return failed(run, `timed out after ${timeoutMs / 1000} s and was stopped`);
  if (result.exitCode === null) return failed(run, `was killed by ${result.signal ?? "a signal"}`);
  if (result.exitCode === 2) {
    const reason = stderr || `The ${event} hook exited with code 2 and gave no reason.`;
    if (!BLOCKING.includes(event)) return { ...run, error: `exited with code 2: ${reason}` };
    return { ...run, decision: event === "PreToolUse" ? "deny" : "block", reason } as HookRun;
  }
  if (result.exitCode !== 0)
    return failed(run, `exited with code ${result.exitCode}${stderr ? `: ${stderr}` : ""}`);
  // #endregion exercise:exit-codes
  const stdout = result.stdout.trim();
  if (!stdout.startsWith("{")) {
    const plain = PLAIN_CONTEXT.includes(event) && stdout !== "";
    return plain ? { ...run, additionalContext: stdout } : run;
  }
  try {
    return readJsonOutput(run, JSON.parse(stdout));
  } catch (err) {
    return failed(run, `printed output the protocol does not read: ${(err as Error).message}`);
  }
}

/** A run's JSON output, read by event; throws an Error naming a field the protocol refuses. */
function readJsonOutput(run: HookRun, json: unknown): HookRun {
  if (!isObject(json)) throw new Error("its JSON is not an object");
  const out: HookRun = { ...run };
  const specific = isObject(json.hookSpecificOutput) ? json.hookSpecificOutput : {};
  const message = text("systemMessage", json.systemMessage);
  if (message !== undefined) out.systemMessage = message;
  if (json.suppressOutput === true) out.suppressOutput = true;
  // #region exercise:json
  const context = text("additionalContext", specific.additionalContext ?? json.additionalContext);
  if (context !== undefined) out.additionalContext = context;
  if (json.decision === "block" && BLOCKING.includes(run.event)) {
    out.decision = run.event === "PreToolUse" ? "deny" : "block";
    out.reason = text("reason", json.reason) ?? `The ${run.event} hook blocked without a reason.`;
  }
  const decision = run.event === "PreToolUse" ? specific.permissionDecision : undefined;
  if (decision !== undefined) {
    const given = JSON.stringify(decision);
    const wrong = `permissionDecision must be "allow", "deny" or "ask", not ${given}`;
    if (decision !== "allow" && decision !== "deny" && decision !== "ask") throw new Error(wrong);
    if (out.decision !== "deny") out.decision = decision;
    out.reason = text("permissionDecisionReason", specific.permissionDecisionReason) ?? out.reason;
  }
  if (run.event === "PreToolUse" && specific.updatedInput !== undefined) {
    if (!isObject(specific.updatedInput)) throw new Error("updatedInput must be an object");
    out.updatedInput = specific.updatedInput;
  }
  if (json.continue === false) {
    out.decision = "stop";
    out.stopReason = text("stopReason", json.stopReason) ?? `A ${run.event} hook ended the turn.`;
  }
  // #endregion exercise:json
  return out;
}

/** A field that must be a string when it is there. */
function text(key: string, value: unknown): string | undefined {
  if (value !== undefined && typeof value !== "string") throw new Error(`${key} must be a string`);
  return value;
}

/** A run that failed: an error shown to the learner, which blocks nothing. */
function failed(run: HookRun, error: string): HookRun {
  return { ...run, decision: "error", error };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
// #endregion protocol
