/**
 * The permission concept (the future lesson s03p): Claude Code's rules, modes and settings files, and a real shell
 * parser so that no shell trick slips past a rule. The gate calls a {@link PermissionPolicy}; this folder's
 * {@link RulesPolicy} is the one the lesson gives its session.
 *
 * @module
 */
export { addAllowRules, narrowestRules } from "./always.ts";
export type {
  ParsedCommandLine,
  ShellAssignment,
  ShellRedirect,
  ShellWord,
  SimpleCommand,
} from "./bash-parser.ts";
export { bashParser, parseCommandLine } from "./bash-parser.ts";
export type { CallTargets, PermissionCall } from "./call-targets.ts";
export { callTargets, insideWorkspace } from "./call-targets.ts";
export type { CommandAnalysis } from "./command-analysis.ts";
export { analyzeCommand, HARMLESS_VARIABLES, NOT_WRITES } from "./command-analysis.ts";
export { denyForms, RUNNERS } from "./deny-forms.ts";
export { stripWrappers, WRAPPERS } from "./wrappers.ts";
export type {
  AllowCoverage,
  DecideContext,
  PermissionDecision,
  PermissionVerdict,
} from "./decide.ts";
export {
  allowCoverage,
  bashPattern,
  decide,
  decideTargets,
  fullyCovered,
  ruleMatchesCommand,
} from "./decide.ts";
export { RuleError, SettingsError } from "./errors.ts";
export type * from "./events.ts";
export * from "./messages.ts";
export type { PermissionMode } from "./modes.ts";
export {
  isPermissionMode,
  MODE_MEANINGS,
  modeProblem,
  PERMISSION_MODES,
  parsePermissionMode,
} from "./modes.ts";
export type { PathBase, PathContext } from "./path-rules.ts";
export type { PermissionPolicy, RulesPolicyOptions } from "./policy.ts";
export { RulesPolicy } from "./policy.ts";
export type { PermissionRule, RuleKind, RuleMatcher, RuleOrigin } from "./rules.ts";
export {
  isWholeToolRule,
  parseRule,
  ruleCoversTool,
  ruleMatchesPath,
  TOOLS_WITH_SPECIFIERS,
} from "./rules.ts";
export type { PermissionSettings } from "./settings.ts";
export {
  LOCAL_SETTINGS_FILE,
  loadPermissionSettings,
  SETTINGS_FILE,
  SETTINGS_FOLDER,
} from "./settings.ts";
export type { NamedTool } from "./tool-filter.ts";
export { toolsUnderRules } from "./tools-under-rules.ts";
export { withoutDeniedTools } from "./tool-filter.ts";
export {
  CLAUDE_CODE_NAMES,
  isEditTool,
  LESSON_NAMES,
  lessonToolName,
  ruleToolName,
} from "./tool-names.ts";
