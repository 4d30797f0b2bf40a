/**
 * One policy for the gate: PreToolUse hooks, then the rules. A hook that blocks (exit 2) or denies decides before
 * any rule is read; the rules then read the call as the hooks left it (`updatedInput`). A hook's `allow` does not
 * override a deny or ask rule: it answers only the question no rule settles (no allow rule covers the call), in
 * place of the learner. A hook's `ask` asks even where a rule allows. `continue: false` denies the call and ends
 * the turn.
 *
 * @module
 */
import type { PermissionCall } from "../permission/call-targets.ts";
import type { PermissionDecision } from "../permission/decide.ts";
import type { PermissionPolicy } from "../permission/policy.ts";
import { ruleToolName } from "../permission/tool-names.ts";
import type { HookRun } from "./hook-run.ts";
import type { HookStop, Hooks } from "./hooks.ts";

/** A tool call as the gate hands it over, with the id of its tool_use block (`tool_use_id` for the hooks). */
export interface HookedCall extends PermissionCall {
  /** The tool_use block's id. */
  id?: string;
}

/** The decision for a call, with what the hooks did. */
export interface HookedDecision extends PermissionDecision {
  /** The input the call runs with when a hook changed it (`updatedInput`); undefined: the model's. */
  input?: Record<string, unknown>;
  /** The PreToolUse runs, for the display. */
  hookRuns: HookRun[];
  /** What the learner is shown besides: hook errors, `systemMessage`s. */
  messages: string[];
  /** The hooks' `additionalContext` for the model. */
  additionalContext: string[];
  /** True when the hooks decided (blocked, denied, asked, or allowed what only a person would have). */
  byHook?: boolean;
  /** `continue: false`: the call is denied and the turn ends, with this reason. */
  stop?: HookStop;
}

/** The policy of a gate with hooks: {@link withPreToolUseHooks}'s answer. */
export type HookedPolicy = (call: HookedCall) => Promise<HookedDecision>;

/** How {@link withPreToolUseHooks} decides. */
export interface HookedPolicyOptions {
  /** True when there is a terminal to ask on; without one, a hook's ask is a denial that says so. */
  terminal: boolean;
}

/** Wraps the rules `policy` with the PreToolUse `hooks`: hooks, then rules (see this module's comment). */
export function withPreToolUseHooks(
  policy: PermissionPolicy,
  hooks: Hooks,
  options: HookedPolicyOptions,
): HookedPolicy {
  return async (call) => {
    const pre = await hooks.run("PreToolUse", {
      tool_name: ruleToolName(call.name),
      tool_input: call.input,
      tool_use_id: call.id ?? "",
    });
    const base = {
      hookRuns: pre.runs,
      messages: pre.messages,
      additionalContext: pre.additionalContext,
    };
    if (pre.stop)
      return { ...base, decision: "deny", reason: pre.stop.reason, stop: pre.stop, byHook: true };
    const hook = pre.permission;
    if (hook?.decision === "deny")
      return {
        ...base,
        decision: "deny",
        reason: `Denied by a PreToolUse hook: ${hook.reason}`,
        byHook: true,
      };
    const input = pre.updatedInput;
    const withInput = input === undefined ? base : { ...base, input };
    const rules = await policy(input === undefined ? call : { ...call, input });
    // An ask no rule made (no allow rule covers the call), or its denial for want of a terminal.
    const unsettled = rules.askedBy === "unmatched";
    if (hook?.decision === "allow" && unsettled && rules.decision !== "allow")
      return {
        ...withInput,
        decision: "allow",
        reason: `Allowed by a PreToolUse hook: ${hook.reason}`,
        byHook: true,
      };
    if (hook?.decision === "ask" && rules.decision === "allow") {
      if (options.terminal)
        return {
          ...withInput,
          decision: "ask",
          reason: `Asked by a PreToolUse hook: ${hook.reason}`,
          byHook: true,
        };
      const reason = `Denied: a PreToolUse hook asks (${hook.reason}), and there is no terminal to ask on.`;
      return { ...withInput, decision: "deny", reason, byHook: true };
    }
    return { ...withInput, ...rules };
  };
}
