/**
 * The decision for one call, in the order Claude Code's SDK documents: deny rules, then ask rules (and the
 * parser's asks, which act as ask rules), then the mode, then allow rules; the first match decides, and a more
 * specific rule does not change the order.
 *
 * @module
 */
import { type CallTargets, callTargets, insideWorkspace, type PermissionCall } from "./call-targets.ts";
import { allowedBy, askedBy, deniedBy, modeAllows, modeDenies, notAllowed, parserAsks } from "./messages.ts";
import type { PermissionMode } from "./modes.ts";
import type { PathContext } from "./path-rules.ts";
import { type PermissionRule, ruleCoversTool, ruleMatchesCommand, ruleMatchesPath } from "./rules.ts";
import type { PermissionSettings } from "./settings.ts";

/** allow: the call runs; ask: a person decides; deny: it does not run, and the model reads why. */
export type PermissionVerdict = "allow" | "ask" | "deny";

/** The policy's answer for one call. */
export interface PermissionDecision {
  /** What happens to the call. */
  decision: PermissionVerdict;
  /** Why, in a sentence the model and the learner read: `Denied by the deny rule Bash(rm *) in .workbook/settings.json.` */
  reason: string;
  /** The rule that decided, as written; undefined when the mode or the parser decided. */
  rule?: string;
  /** The settings file of that rule. */
  source?: string;
  /** What asked: an ask rule, the parser (no rule can allow it), or no rule allowing it. Only on an ask. */
  askedBy?: "rule" | "parser" | "unmatched";
}

/** What {@link decide} reads besides the call. */
export interface DecideContext extends PathContext {
  /** The merged rules of the settings files. */
  settings: PermissionSettings;
  /** The mode the session runs in. */
  mode: PermissionMode;
}

/** Decides `call` under the rules and mode of `context`. */
export async function decide(call: PermissionCall, context: DecideContext): Promise<PermissionDecision> {
  return decideTargets(await callTargets(call, context), call, context);
}

/** {@link decide} for a call already read. */
export function decideTargets(t: CallTargets, call: PermissionCall, context: DecideContext): PermissionDecision {
  const { settings, mode } = context;
  const deny = settings.deny.find((rule) => matches(rule, t, context));
  if (deny) return { decision: "deny", reason: deniedBy(deny), rule: deny.text, source: deny.source };
  const ask = settings.ask.find((rule) => matches(rule, t, context));
  if (ask) return { decision: "ask", reason: askedBy(ask), rule: ask.text, source: ask.source, askedBy: "rule" };
  if (t.asks.length > 0) return { decision: "ask", reason: parserAsks(t.asks), askedBy: "parser" };
  const edits = t.tool === "Edit" || t.tool === "Write" || (t.tool === "Bash" && t.paths.length > 0);
  if (mode === "bypassPermissions") return { decision: "allow", reason: modeAllows(mode) };
  if (mode === "acceptEdits" && (t.tool === "Edit" || t.tool === "Write") && inside(t, context))
    return { decision: "allow", reason: modeAllows(mode) };
  if (mode === "plan" && edits) return { decision: "deny", reason: modeDenies(mode, "edit") };
  const allow = allowRules(t, settings.allow, context);
  if (allow.length > 0)
    return { decision: "allow", reason: allowedBy(allow), rule: allow[0]!.text, source: allow[0]!.source };
  if (call.needsPermission === false && t.tool !== "Bash")
    return { decision: "allow", reason: `Allowed: ${call.name} needs no permission.` };
  if (mode === "dontAsk") return { decision: "deny", reason: modeDenies(mode, "unmatched", t) };
  if (mode === "plan" && t.tool === "Bash") return { decision: "deny", reason: modeDenies(mode, "unmatched", t) };
  return { decision: "ask", reason: notAllowed(t), askedBy: "unmatched" };
}

/** True when a deny or ask rule matches anything the call touches. */
function matches(rule: PermissionRule, t: CallTargets, context: PathContext): boolean {
  if (t.tool === "Bash") {
    if (
      ruleCoversTool(rule, "Bash") &&
      (rule.matcher.type === "tool" || t.commands.some((c) => ruleMatchesCommand(rule, c)))
    )
      return true;
    return ruleCoversTool(rule, "Edit") && t.paths.some((p) => ruleMatchesPath(rule, p, context));
  }
  if (!ruleCoversTool(rule, t.tool)) return false;
  if (t.tool === "Read" || t.tool === "Edit" || t.tool === "Write")
    return rule.matcher.type === "tool" || t.paths.some((p) => ruleMatchesPath(rule, p, context));
  return true;
}

/**
 * The allow rules that together allow the call, or none when something is left that no rule allows.
 *
 * Bash: each simple command needs a rule of its own, and each redirect outside the workspace an `Edit` rule
 * (inside the workspace a redirect of an allowed command is allowed). A file tool: its path. Other tools: the name.
 */
function allowRules(t: CallTargets, rules: PermissionRule[], context: PathContext): PermissionRule[] {
  const used: PermissionRule[] = [];
  const need = (found: PermissionRule | undefined): boolean => {
    if (found && !used.includes(found)) used.push(found);
    return found !== undefined;
  };
  if (t.tool === "Bash") {
    const whole = rules.find((r) => ruleCoversTool(r, "Bash") && r.matcher.type === "tool");
    for (const command of t.commands) {
      if (!need(whole ?? rules.find((r) => ruleCoversTool(r, "Bash") && ruleMatchesCommand(r, command)))) return [];
    }
    for (const path of t.paths) {
      if (insideWorkspace(path, context.workdir)) continue;
      if (!need(rules.find((r) => ruleCoversTool(r, "Edit") && ruleMatchesPath(r, path, context)))) return [];
    }
    return used; // none when the command runs nothing a rule names (`CI=1`): asked, as any call no rule allows
  }
  if (t.tool === "Read" || t.tool === "Edit" || t.tool === "Write") {
    const path = t.paths[0];
    const rule = rules.find(
      (r) =>
        ruleCoversTool(r, t.tool) &&
        (r.matcher.type === "tool" || (path !== undefined && ruleMatchesPath(r, path, context))),
    );
    return rule ? [rule] : [];
  }
  const rule = rules.find((r) => ruleCoversTool(r, t.tool));
  return rule ? [rule] : [];
}

/** True when a file tool's path, as the model wrote it, lies inside the workspace. */
function inside(t: CallTargets, context: PathContext): boolean {
  return t.paths[0] !== undefined && insideWorkspace(t.paths[0], context.workdir);
}
