/**
 * The tool names of permission rules (and of s04's hook matchers): Claude Code's, so that a learner's rules carry
 * over. The lessons' own names are accepted too; every other tool keeps its name (`glob`, `TodoWrite`, `mcp__…`).
 *
 * @module
 */

/** Claude Code's name for each of the lessons' tools that has one of its own. */
export const CLAUDE_CODE_NAMES: Readonly<Record<string, string>> = {
  bash: "Bash",
  read_file: "Read",
  write_file: "Write",
  edit_file: "Edit",
};

/** The lessons' name for each of Claude Code's names in {@link CLAUDE_CODE_NAMES}. */
export const LESSON_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CLAUDE_CODE_NAMES).map(([lesson, claude]) => [claude, lesson]),
);

/** The name rules use for a tool: `bash` → `Bash`, `Bash` → `Bash`, `glob` → `glob`, `mcp__s__t` → `mcp__s__t`. */
export function ruleToolName(name: string): string {
  return Object.hasOwn(CLAUDE_CODE_NAMES, name) ? CLAUDE_CODE_NAMES[name]! : name;
}

/** The name the lessons' tool table uses: `Bash` → `bash`, `bash` → `bash`, `glob` → `glob`. */
export function lessonToolName(name: string): string {
  return Object.hasOwn(LESSON_NAMES, name) ? LESSON_NAMES[name]! : name;
}

/** True for the tools whose calls write files: `Write` and `Edit` (which `Edit(…)` rules cover). */
export function isEditTool(name: string): boolean {
  const rule = ruleToolName(name);
  return rule === "Write" || rule === "Edit";
}
