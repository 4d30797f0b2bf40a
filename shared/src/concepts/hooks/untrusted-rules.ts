/**
 * The rules of a workspace the learner has not trusted: its deny and ask rules and its mode hold as they are, its
 * allow rules do not (a folder from elsewhere cannot allow itself anything). What only they allowed asks instead;
 * without a terminal the denial says how to trust the workspace.
 *
 * @module
 */
import { homedir } from "node:os";
import type { ToolPolicy } from "../../permission.ts";
import { callTargets } from "../permission/call-targets.ts";
import { type DecideContext, decideTargets } from "../permission/decide.ts";
import type { RulesPolicy } from "../permission/policy.ts";

/** What {@link untrustedRules} needs besides the policy: what the policy was made with. */
export interface UntrustedRulesOptions {
  /** The workspace. */
  workdir: string;
  /** True when there is a terminal to ask on. */
  terminal: boolean;
  /** The home folder for `~/` rules; the user's by default. */
  home?: string;
}

/** How a learner trusts a workspace, for a denial without a terminal. */
export const HOW_TO_TRUST =
  "trust this workspace (run the lesson with --yes, or answer yes to its trust question)";

/** `policy`'s rules and mode without the workspace's allow rules: the policy of an untrusted workspace. */
export function untrustedRules(policy: RulesPolicy, options: UntrustedRulesOptions): ToolPolicy {
  return {
    async decide(call) {
      const context: DecideContext = {
        workdir: options.workdir,
        home: options.home ?? homedir(),
        settings: { ...policy.settings, allow: [] },
        mode: policy.mode,
      };
      const decided = decideTargets(await callTargets(call, context), call, context);
      if (decided.decision !== "ask" || options.terminal) return decided;
      const asked = decided.reason.replace(/^Asked(?: by)?:? /, "").replace(/\.$/, "");
      const detail = decided.askedBy === "rule" ? `${asked} asks` : asked;
      const reason =
        `Denied: ${detail}, and there is no terminal to ask on. This workspace is not trusted, so its ` +
        `allow rules do not apply: to allow the call, ${HOW_TO_TRUST}, or run the lesson on a ` +
        "terminal and answer y.";
      return { ...decided, decision: "deny", reason };
    },
    // "always" writes its rule, which applies once the workspace is trusted.
    always: (call) => policy.always(call),
    show: (call, settled) => policy.show(call, settled),
  };
}
