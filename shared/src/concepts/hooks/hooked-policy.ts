/**
 * The gate's policy with hooks ({@link hookedPolicy}): PreToolUse hooks, then the rules; PostToolUse hooks after a
 * call that ran. A hook that blocks (exit 2) or denies decides before any rule is read; the rules then read the call
 * as the hooks left it (`updatedInput`). A hook's `allow` does not override a deny or ask rule: it answers only the
 * question no rule settles (no allow rule covers the call), in place of the learner. A hook's `ask` asks even where
 * a rule allows. `continue: false` denies the call and ends the turn. Every agent's call passes the gate, so the
 * hooks see the main agent's calls, a subagent's, a teammate's, an MCP tool's.
 *
 * @module
 */
import type {
  PolicyCall,
  PolicyDecision,
  SettledDecision,
  ToolPolicy,
  ToolResult,
} from "../../permission.ts";
import { ruleToolName } from "../permission/tool-names.ts";
import type { Hooks } from "./hooks.ts";

// #region gate
/** The gate's policy with hooks: PreToolUse hooks, then the rules; PostToolUse after a call. */
export function hookedPolicy(rules: ToolPolicy, hooks: Hooks, terminal: boolean): HookedPolicy {
  return {
    /** PreToolUse hooks first: exit 2 or a deny decides before any rule is read; then the rules. */
    async decide(call: PolicyCall): Promise<PolicyDecision> {
      const pre = await hooks.run("PreToolUse", fieldsOf(call));
      if (pre.stop) {
        this.stopped = pre.stop.reason;
        return { decision: "deny", reason: `A PreToolUse hook ended the turn: ${pre.stop.reason}` };
      }
      const hook = pre.permission;
      if (hook?.decision === "deny")
        return { decision: "deny", reason: `Denied by a PreToolUse hook: ${hook.reason}` };
      const input = pre.updatedInput ?? call.input;
      const decided = await rules.decide({ ...call, input });
      // A hook's allow answers only what no rule settles: it never overrides a deny or an ask rule.
      if (hook?.decision === "allow" && decided.askedBy === "unmatched")
        return { decision: "allow", reason: `Allowed by a PreToolUse hook: ${hook.reason}`, input };
      // A hook's ask asks even where a rule allows; with no one to ask, the call is denied.
      if (hook?.decision === "ask" && decided.decision === "allow") {
        if (terminal)
          return { decision: "ask", reason: `Asked by a PreToolUse hook: ${hook.reason}`, input };
        const asks = `a PreToolUse hook asks (${hook.reason})`;
        const reason = `Denied: ${asks}, and there is no terminal to ask on.`;
        return { decision: "deny", reason, input };
      }
      return { ...decided, input };
    },

    /** PostToolUse hooks, after a call ran: a block's reason and their context follow it. */
    async after(call: PolicyCall, result: ToolResult): Promise<ToolResult> {
      const post = await hooks.run("PostToolUse", {
        ...fieldsOf(call),
        tool_response: result.content,
      });
      if (post.stop) this.stopped = post.stop.reason;
      const notes = [...(post.block ? [post.block.reason] : []), ...post.additionalContext];
      if (notes.length === 0) return result;
      const text = notes.map((note) => `PostToolUse hook: ${note}`).join("\n");
      if (typeof result.content === "string")
        return { ...result, content: `${result.content}\n\n${text}` };
      return { ...result, content: [...(result.content ?? []), { type: "text", text }] };
    },

    always: (call: PolicyCall) => rules.always(call),
    show: (call: PolicyCall, settled: SettledDecision) => rules.show?.(call, settled),
  };
}

/** The gate's policy with hooks: a ToolPolicy, and why a hook ended the turn (`continue`). */
export type HookedPolicy = ToolPolicy & {
  /** Why a hook ended the turn (`continue: false`), until the loop reads it. */
  stopped?: string;
};

/** A call as PreToolUse and PostToolUse hooks read it: Claude Code's tool name, input, id. */
function fieldsOf(call: PolicyCall) {
  return { tool_name: ruleToolName(call.name), tool_input: call.input, tool_use_id: call.id ?? "" };
}
// #endregion gate
