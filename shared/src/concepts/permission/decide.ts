/**
 * The decision for one call, in the order Claude Code's SDK documents: deny rules, then ask rules (and the
 * parser's asks, which act as ask rules), then the mode, then allow rules; the first match decides, and a more
 * specific rule does not change the order.
 *
 * @module
 */
import {
  type CallTargets,
  callTargets,
  insideWorkspace,
  type PermissionCall,
} from "./call-targets.ts";
import {
  allowedBy,
  askedBy,
  deniedBy,
  modeAllows,
  modeDenies,
  notAllowed,
  parserAsks,
} from "./messages.ts";
import type { PermissionMode } from "./modes.ts";
import type { PathContext } from "./path-rules.ts";
import { type PermissionRule, ruleCoversTool, ruleMatchesPath } from "./rules.ts";
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
export async function decide(
  call: PermissionCall,
  context: DecideContext,
): Promise<PermissionDecision> {
  return decideTargets(await callTargets(call, context), call, context);
}

// #region rules
/**
 * A Bash specifier as a regular expression.
 *
 * `*` is anything; a trailing ` *` or `:*` also matches no arguments.
 */
export function bashPattern(specifier: string): RegExp {
  // #region exercise:matcher
  let body = specifier;
  let tail = "";
  if (body.endsWith(":*") || body.endsWith(" *")) {
    body = body.slice(0, -2);
    tail = "(?: .*)?"; // `ls *` allows `ls` too, and keeps the word boundary: not `lsof`
  }
  const parts = body.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}${tail}$`, "s");
  // #endregion exercise:matcher
}

/** True when `rule` (one that covers Bash) matches the simple command `command`. */
export function ruleMatchesCommand(rule: PermissionRule, command: string): boolean {
  if (rule.matcher.type === "tool") return true;
  return rule.matcher.type === "bash" && bashPattern(rule.matcher.specifier).test(command);
}

/** True when a deny or ask rule matches anything the call touches. */
function matches(rule: PermissionRule, t: CallTargets, context: PathContext): boolean {
  if (t.tool === "Bash") {
    // Deny and ask rules see `/bin/rm x` and `sudo rm x` as `rm x` too.
    const forms = [...t.commands, ...t.denyForms];
    const named = rule.matcher.type === "tool" || forms.some((c) => ruleMatchesCommand(rule, c));
    if (ruleCoversTool(rule, "Bash") && named) return true;
    return ruleCoversTool(rule, "Edit") && t.paths.some((p) => ruleMatchesPath(rule, p, context));
  }
  if (!ruleCoversTool(rule, t.tool)) return false;
  if (t.tool === "Read" || t.tool === "Edit" || t.tool === "Write")
    return rule.matcher.type === "tool" || t.paths.some((p) => ruleMatchesPath(rule, p, context));
  return true;
}

/**
 * The decision for a call already read, in Claude Code's order: deny rules, then ask rules (and
 *
 * the parser's asks), then the mode, then allow rules. The first match decides; a more specific
 * rule does not change the order.
 */
export function decideTargets(
  t: CallTargets,
  call: PermissionCall,
  context: DecideContext,
): PermissionDecision {
  const { settings, mode } = context;
  // #region exercise:order
  const deny = settings.deny.find((rule) => matches(rule, t, context));
  if (deny)
    return { decision: "deny", reason: deniedBy(deny), rule: deny.text, source: deny.source };
  const ask = settings.ask.find((rule) => matches(rule, t, context));
  if (ask) {
    const { text: rule, source } = ask;
    return { decision: "ask", reason: askedBy(ask), rule, source, askedBy: "rule" };
  }
  if (t.asks.length > 0) return { decision: "ask", reason: parserAsks(t.asks), askedBy: "parser" };
  // #endregion exercise:order
  // The mode, for what no deny or ask rule stopped.
  const files = t.tool === "Edit" || t.tool === "Write";
  const inside = files && t.paths[0] !== undefined && insideWorkspace(t.paths[0], context.workdir);
  if (mode === "bypassPermissions") return { decision: "allow", reason: modeAllows(mode) };
  if (mode === "acceptEdits" && inside) return { decision: "allow", reason: modeAllows(mode) };
  if (mode === "plan" && (files || (t.tool === "Bash" && t.paths.length > 0)))
    return { decision: "deny", reason: modeDenies(mode, "edit") };
  // #region exercise:allow
  const coverage = allowCoverage(t, settings.allow, context, ruleMatchesCommand);
  if (fullyCovered(coverage)) {
    const [first] = coverage.used;
    const reason = allowedBy(coverage.used);
    return { decision: "allow", reason, rule: first?.text, source: first?.source };
  }
  if (call.needsPermission === false && t.tool !== "Bash")
    return { decision: "allow", reason: `Allowed: ${call.name} needs no permission.` };
  if (mode === "dontAsk" || (mode === "plan" && t.tool === "Bash"))
    return { decision: "deny", reason: modeDenies(mode, "unmatched", t, coverage, context) };
  return { decision: "ask", reason: notAllowed(t, coverage, context), askedBy: "unmatched" };
  // #endregion exercise:allow
}
// #endregion rules

/** The allow rules a call uses, and what in it no allow rule covers. */
export interface AllowCoverage {
  /** The allow rules that cover parts of the call, each once, in the order they were needed. */
  used: PermissionRule[];
  /** Bash: the simple commands no allow rule covers. */
  commands: string[];
  /** Bash: the redirect targets outside the workspace no `Edit` allow rule covers. */
  writes: string[];
  /** True when the call as a whole is not covered: a file tool's path, another tool, a command that runs nothing. */
  call: boolean;
}

/**
 * Which allow rules cover the call, and what they leave. Bash: each simple command needs a rule of its own, and
 * each redirect outside the workspace an `Edit` rule (inside the workspace, a redirect of an allowed command is
 * allowed). A file tool: its path as written. Other tools: the name.
 */
export function allowCoverage(
  t: CallTargets,
  rules: PermissionRule[],
  context: PathContext,
  commandMatches: (rule: PermissionRule, command: string) => boolean = ruleMatchesCommand,
): AllowCoverage {
  const coverage: AllowCoverage = { used: [], commands: [], writes: [], call: false };
  const use = (rule: PermissionRule | undefined): boolean => {
    if (rule && !coverage.used.includes(rule)) coverage.used.push(rule);
    return rule !== undefined;
  };
  if (t.tool === "Bash") {
    const whole = rules.find((r) => ruleCoversTool(r, "Bash") && r.matcher.type === "tool");
    for (const command of t.commands)
      if (!use(whole ?? rules.find((r) => ruleCoversTool(r, "Bash") && commandMatches(r, command))))
        coverage.commands.push(command);
    for (const path of t.paths.filter((p) => !insideWorkspace(p, context.workdir)))
      if (!use(rules.find((r) => ruleCoversTool(r, "Edit") && ruleMatchesPath(r, path, context))))
        coverage.writes.push(path);
    // A command that runs nothing a rule names (`CI=1`) is asked, as any call no rule allows.
    coverage.call = t.commands.length === 0 && t.paths.length === 0;
    return coverage;
  }
  const path = t.paths[0];
  const files = t.tool === "Read" || t.tool === "Edit" || t.tool === "Write";
  const rule = rules.find(
    (r) =>
      ruleCoversTool(r, t.tool) &&
      (!files ||
        r.matcher.type === "tool" ||
        (path !== undefined && ruleMatchesPath(r, path, context))),
  );
  coverage.call = !use(rule);
  return coverage;
}

/** True when nothing in the call is left uncovered. */
export function fullyCovered(coverage: AllowCoverage): boolean {
  return !coverage.call && coverage.commands.length === 0 && coverage.writes.length === 0;
}
