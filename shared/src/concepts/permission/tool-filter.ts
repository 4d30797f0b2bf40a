/**
 * A bare tool-name deny (`"Bash"`, `"Edit"`, `"mcp__github"`) removes the tool from the request's `tools`: the
 * model is never offered what it may never call.
 *
 * @module
 */
import { isWholeToolRule, type PermissionRule, ruleCoversTool } from "./rules.ts";

/** The tool specs (anything with a `name`) that no whole-tool deny rule removes, in their order. */
export function withoutDeniedTools<T extends { name: string }>(tools: T[], deny: PermissionRule[]): T[] {
  const whole = deny.filter(isWholeToolRule);
  return tools.filter((tool) => !whole.some((rule) => ruleCoversTool(rule, tool.name)));
}
