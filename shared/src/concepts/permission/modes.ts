/**
 * The permission modes, as Claude Code's: the starting one comes from `permissions.defaultMode` or the lesson's
 * `--permission-mode` (`--yes` is `bypassPermissions`).
 *
 * @module
 */

/** The modes this kit supports, in Claude Code's words. */
export const PERMISSION_MODES = [
  "default",
  "acceptEdits",
  "plan",
  "dontAsk",
  "bypassPermissions",
] as const;

/** One of {@link PERMISSION_MODES}. */
export type PermissionMode = (typeof PERMISSION_MODES)[number];

/** What each mode does with a call that no deny or ask rule stops, in a line. */
export const MODE_MEANINGS: Readonly<Record<PermissionMode, string>> = {
  default: "what no rule allows is asked",
  acceptEdits: "file edits inside the workspace are allowed; the rest as in default",
  plan: "no edits, and only the bash that rules allow",
  dontAsk: "what no rule allows is denied, never asked",
  bypassPermissions: "everything but deny rules, ask rules and the parser's asks is allowed",
};

/** True for the name of a supported mode. */
export function isPermissionMode(value: unknown): value is PermissionMode {
  return typeof value === "string" && (PERMISSION_MODES as readonly string[]).includes(value);
}

/** Why `value` is not a mode this kit runs in, in a sentence; undefined when it is one. */
export function modeProblem(value: unknown): string | undefined {
  if (isPermissionMode(value)) return undefined;
  if (value === "auto")
    return `"auto" is not supported here: it lets a model classifier decide, which this workbook does not have. Use one of ${PERMISSION_MODES.join(", ")}.`;
  return `${JSON.stringify(value)} is not a permission mode: use one of ${PERMISSION_MODES.join(", ")}.`;
}

/** The mode named `value` (a `--permission-mode` argument); throws an Error saying why when there is none. */
export function parsePermissionMode(value: string): PermissionMode {
  const problem = modeProblem(value);
  if (problem !== undefined) throw new Error(`--permission-mode ${value}: ${problem}`);
  return value as PermissionMode;
}
