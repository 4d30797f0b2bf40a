/**
 * The hook events this kit runs, the Claude Code events it leaves out, and the JSON a command hook reads on its
 * standard input: Claude Code's field names, so that a hook written for it runs here unchanged.
 *
 * @module
 */

/** The events the kit runs hooks for, in Claude Code's spelling. */
export const HOOK_EVENTS = [
  "PreToolUse",
  "PostToolUse",
  "UserPromptSubmit",
  "Stop",
  "SessionStart",
] as const;

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

/** The fields of a tool call, for PreToolUse and PostToolUse. */
export interface ToolCallFields {
  /** The tool's name, Claude Code's (`Bash`, not `bash`). */
  tool_name: string;
  /** The tool's input, as the model sent it (or as a hook updated it). */
  tool_input: unknown;
  /** The id of the tool_use block. */
  tool_use_id: string;
}

/** The fields of each event besides the session's. */
export interface HookEventFields {
  /** PreToolUse: the call about to run. */
  PreToolUse: ToolCallFields;
  /** PostToolUse: the call that ran, and its result. */
  PostToolUse: ToolCallFields & {
    /** The tool's result, as the model reads it. */
    tool_response: unknown;
  };
  /** UserPromptSubmit: what the learner typed. */
  UserPromptSubmit: {
    /** The prompt. */
    prompt: string;
  };
  /** Stop: whether the turn goes on because a Stop hook blocked the last stop. */
  Stop: {
    /** True when a Stop hook blocked the last stop of this turn. */
    stop_hook_active: boolean;
  };
  /** SessionStart: how the session started. */
  SessionStart: {
    /** `startup`, `resume`, `clear` or `compact`. */
    source: string;
  };
}

/** The JSON object a hook of `event` reads on its standard input. */
export type HookInput<E extends HookEvent> = HookSessionFields & {
  /** The event's name, as Claude Code spells it. */
  hook_event_name: E;
} & HookEventFields[E];

/** The standard input of a hook of `event`: the session's fields, the event's name, the event's fields. */
export function hookInput<E extends HookEvent>(
  event: E,
  session: HookSessionFields,
  fields: HookEventFields[E],
): HookInput<E> {
  return { ...session, hook_event_name: event, ...fields } as unknown as HookInput<E>;
}
