/**
 * A bare tool-name deny (`"Bash"`, `"Edit"`, `"mcp__github"`) removes the tool from the request's `tools`: the
 * model is never offered what it may never call.
 *
 * @module
 */
import { isWholeToolRule, type PermissionRule, ruleCoversTool } from "./rules.ts";

/** Anything that names a tool: a tool spec of a request, a lesson's tool. */
export interface NamedTool {
  /** The tool's name, the lessons' or Claude Code's. */
  name: string;
}

/** The tool specs that no whole-tool deny rule removes, in their order. */
export function withoutDeniedTools<T extends NamedTool>(tools: T[], deny: PermissionRule[]): T[] {
  const whole = deny.filter(isWholeToolRule);
  return tools.filter((tool) => !whole.some((rule) => ruleCoversTool(rule, tool.name)));
}
