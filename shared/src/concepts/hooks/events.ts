/**
 * The hook events this kit runs, the Claude Code events it leaves out, and the JSON a command hook reads on its
 * standard input: Claude Code's field names, so that a hook written for it runs here unchanged.
 *
 * @module
 */

/** The events the kit runs hooks for, in Claude Code's spelling. */
export const HOOK_EVENTS = ["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop", "SessionStart"] as const;

/** One of {@link HOOK_EVENTS}. */
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** Claude Code's other events: accepted in the settings (a configuration carries over) and never run here. */
export const LEFT_OUT_EVENTS: readonly string[] = [
  "PermissionRequest",
  "PostToolUseFailure",
  "Notification",
  "SubagentStart",
  "SubagentStop",
  "PreCompact",
  "SessionEnd",
];

/** The events whose matcher is read against a tool's name (SessionStart's against its source; the others have none). */
export const TOOL_EVENTS: readonly HookEvent[] = ["PreToolUse", "PostToolUse"];

/** True when `name` is one of {@link HOOK_EVENTS}. */
export function isHookEvent(name: string): name is HookEvent {
  return (HOOK_EVENTS as readonly string[]).includes(name);
}

/** The fields every hook reads, whatever its event (`hook_event_name` is added per run). */
export interface HookSessionFields {
  /** The session's id. */
  session_id: string;
  /** The file the session's conversation is recorded in. */
  transcript_path: string;
  /** The workspace, where the hook runs. */
  cwd: string;
  /** The permission mode the session runs in (`default`, `acceptEdits`, …). */
  permission_mode: string;
}

/** The fields of each event besides the session's. */
export interface HookEventFields {
  /** PreToolUse: the call about to run. */
  PreToolUse: { tool_name: string; tool_input: unknown; tool_use_id: string };
  /** PostToolUse: the call that ran, and its result. */
  PostToolUse: { tool_name: string; tool_input: unknown; tool_use_id: string; tool_response: unknown };
  /** UserPromptSubmit: what the learner typed. */
  UserPromptSubmit: { prompt: string };
  /** Stop: true when the turn goes on because a Stop hook blocked the last stop. */
  Stop: { stop_hook_active: boolean };
  /** SessionStart: how the session started (`startup`, `resume`, `clear`, `compact`). */
  SessionStart: { source: string };
}

/** The JSON object a hook of `event` reads on its standard input. */
export type HookInput<E extends HookEvent> = HookSessionFields & { hook_event_name: E } & HookEventFields[E];

/** The standard input of a hook of `event`: the session's fields, the event's name, the event's fields. */
export function hookInput<E extends HookEvent>(
  event: E,
  session: HookSessionFields,
  fields: HookEventFields[E],
): HookInput<E> {
  return { ...session, hook_event_name: event, ...fields } as unknown as HookInput<E>;
}
