/**
 * The sentences of the permission concept: what the model reads in a denial's `is_error` result and what the
 * learner sees beside each decision. Each names the rule and its file, or the mode, or what the parser could not
 * read; a denial without a terminal says how to allow the call.
 *
 * @module
 */
import { relative } from "node:path";
import { type CallTargets, insideWorkspace } from "./call-targets.ts";
import type { AllowCoverage } from "./decide.ts";
import type { PermissionMode } from "./modes.ts";
import type { PathContext } from "./path-rules.ts";
import type { PermissionRule } from "./rules.ts";
import { LOCAL_SETTINGS_FILE } from "./settings.ts";

/** `Bash(rm *) in .workbook/settings.json`, or the rule alone when it was made in code. */
export function ruleAndSource(rule: Pick<PermissionRule, "text" | "source">): string {
  return rule.source === undefined ? rule.text : `${rule.text} in ${rule.source}`;
}

/** `Denied by the deny rule Bash(rm *) in .workbook/settings.json.` */
export function deniedBy(rule: PermissionRule): string {
  return `Denied by the deny rule ${ruleAndSource(rule)}.`;
}

/** `Asked by the ask rule Bash(git push *) in .workbook/settings.json.` */
export function askedBy(rule: PermissionRule): string {
  return `Asked by the ask rule ${ruleAndSource(rule)}.`;
}

/** `Asked: eval runs a text the parser cannot check.` (no rule can allow it; only a person's answer). */
export function parserAsks(asks: string[]): string {
  return `Asked: ${asks.join("; ")}.`;
}

/** `Allowed by the allow rule Bash(npm test) in .workbook/settings.json.`; several rules are grouped by file. */
export function allowedBy(rules: PermissionRule[]): string {
  const bySource = new Map<string | undefined, string[]>();
  for (const r of rules) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r.text]);
  const parts = [...bySource].map(([source, texts]) =>
    ruleAndSource({ text: texts.join(", "), source }),
  );
  return `Allowed by the allow rule${rules.length > 1 ? "s" : ""} ${parts.join(" and ")}.`;
}

/** `Allowed: bypassPermissions mode …` or `Allowed: acceptEdits mode …`. */
export function modeAllows(mode: PermissionMode): string {
  return mode === "bypassPermissions"
    ? "Allowed: bypassPermissions mode allows what no deny or ask rule stops."
    : "Allowed: acceptEdits mode allows file edits inside the workspace.";
}

/** Why plan or dontAsk mode denies a call: an edit in plan mode, or a call no allow rule covers. */
export function modeDenies(
  mode: PermissionMode,
  why: "edit" | "unmatched",
  t?: CallTargets,
  coverage?: AllowCoverage,
  context?: PathContext,
): string {
  if (why === "edit") return "Denied: plan mode makes no edits.";
  const what = t && coverage ? uncovered(t, coverage, context) : "this call";
  return mode === "plan"
    ? `Denied: plan mode runs only the bash that allow rules allow, and no allow rule covers ${what}.`
    : `Denied: dontAsk mode denies what no allow rule covers, and none covers ${what}.`;
}

/** `Asked: no allow rule covers find . -delete.` */
export function notAllowed(t: CallTargets, coverage: AllowCoverage, context?: PathContext): string {
  return `Asked: no allow rule covers ${uncovered(t, coverage, context)}.`;
}

/** What no allow rule covers, for a message: `find . -delete`, `a write to /etc/x`, `Edit of /ws/a.ts`, `glob`. */
function uncovered(t: CallTargets, coverage: AllowCoverage, context?: PathContext): string {
  if (t.tool === "Bash") {
    const parts = [...coverage.commands, ...coverage.writes.map((p) => `a write to ${p}`)];
    return parts.length > 0 ? parts.join(", ") : "this command";
  }
  const path = t.paths[0];
  if (path === undefined) return t.tool;
  const inside = context !== undefined && insideWorkspace(path, context.workdir);
  return `${t.tool} of ${inside ? relative(context.workdir, path) : path}`;
}

/**
 * The reason of an ask turned into a denial because there is no terminal to ask on, with how to allow the call:
 * the narrowest rules to add (`rules`); or, asked by an ask rule, to remove it; or, for what the parser cannot
 * read, that no rule can (only a person's answer).
 */
export function deniedWithoutTerminal(
  asked: { reason: string; askedBy?: string; rule?: string; source?: string },
  rules: string[],
): string {
  const detail =
    asked.askedBy === "rule" && asked.rule !== undefined
      ? `the ask rule ${ruleAndSource({ text: asked.rule, source: asked.source })} asks`
      : asked.reason.replace(/^Asked: /, "").replace(/\.$/, "");
  const head = `Denied: ${detail}, and there is no terminal to ask on.`;
  const onTerminal = "run the lesson on a terminal and answer y";
  if (asked.askedBy === "parser")
    return `${head} No rule can allow this: ${onTerminal}, or write the command without it.`;
  if (asked.askedBy === "rule") return `${head} To allow it, ${onTerminal}, or remove that rule.`;
  if (rules.length === 0) return `${head} To allow it, ${onTerminal}.`;
  const list = rules.map((r) => JSON.stringify(r)).join(", ");
  return `${head} To allow it, add ${list} to permissions.allow in ${LOCAL_SETTINGS_FILE}, or ${onTerminal}.`;
}
