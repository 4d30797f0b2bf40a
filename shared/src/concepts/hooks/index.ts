/**
 * The hooks concept (the future lesson s04): Claude Code's command hooks, read from the permission concept's
 * settings files and run by its protocol (JSON on standard input; exit 0, 2 or an error; JSON output), so that a
 * hook script written for Claude Code runs here unchanged. {@link hookedPolicy} wraps the rules policy so that
 * the gate gets one policy: PreToolUse hooks, then rules; PostToolUse hooks after a call ran. Hooks run only in a workspace the learner has trusted
 * ({@link isTrusted}, {@link trust}); {@link untrustedRules} is the rules policy of one not trusted.
 *
 * @module
 */
export type { CommandHook, HooksConfig } from "./config.ts";
export {
  addHooksFromJson,
  DEFAULT_TIMEOUT_SECONDS,
  emptyHooksConfig,
  loadHooksConfig,
} from "./config.ts";
export type {
  HookEvent,
  HookEventFields,
  HookInput,
  HookSessionFields,
  ToolCallFields,
} from "./hook-events.ts";
export {
  HOOK_EVENTS,
  hookInput,
  isHookEvent,
  LEFT_OUT_EVENTS,
  TOOL_EVENTS,
} from "./hook-events.ts";
export type * from "./events.ts";
export type { HookRun, HookRunDecision, HookRunSource } from "./hook-run.ts";
export { hookRunEvent, readHookRun } from "./hook-run.ts";
export type { HookedPolicy } from "./hooked-policy.ts";
export { hookedPolicy } from "./hooked-policy.ts";
export type { HookBlock, HookOutcome, HookPermission, HookStop, HooksOptions } from "./hooks.ts";
export { Hooks, outcome } from "./hooks.ts";
export type { HookMatcher, MatchAll, MatchList, MatchRegex } from "./matcher.ts";
export { matchesTool, matchesValue, parseMatcher } from "./matcher.ts";
export type { CommandResult, RunCommandOptions } from "./run-command.ts";
export { MAX_HOOK_OUTPUT_BYTES, runHookCommand } from "./run-command.ts";
export type { StopStep } from "./stop-guard.ts";
export { MAX_STOP_BLOCKS, StopGuard, stopLimitMessage } from "./stop-guard.ts";
export {
  isTrusted,
  readTrusted,
  TRUST_FILE,
  TrustStoreError,
  trust,
  trustStorePath,
} from "./trust.ts";
export { sessionHooks } from "./session-hooks.ts";
export { trustWorkspace } from "./trust-question.ts";
export type { UntrustedRulesOptions } from "./untrusted-rules.ts";
export { HOW_TO_TRUST, untrustedRules } from "./untrusted-rules.ts";
