/**
 * The rule grammar, as Claude Code's: `Tool` or `Tool(specifier)`.
 *
 * - Bash: `*` matches anything anywhere, spaces included; `Bash(ls *)` keeps a word boundary (`ls`, `ls -la`, not
 *   `lsof`) while `Bash(ls*)` matches `lsof`; a trailing ` *` also matches the bare command; a trailing `:*` means
 *   ` *`; `Bash(*)` is `Bash`.
 * - Read, Edit (and Write): gitignore-style paths (path-rules.ts).
 * - MCP: `mcp__server` and `mcp__server__*` (every tool of the server), `mcp__server__tool`.
 *
 * @module
 */
import { isAbsolute, relative } from "node:path";
import ignore, { type Ignore } from "ignore";
import { RuleError } from "./errors.ts";
import { pathPattern, type PathBase, type PathContext, pathBaseFolder } from "./path-rules.ts";
import { ruleToolName } from "./tool-names.ts";

/** The three lists of the settings: what runs without asking, what always asks, what never runs. */
export type RuleKind = "allow" | "ask" | "deny";

/** The tools whose rules take a specifier; every other tool's rule is its bare name. */
export const TOOLS_WITH_SPECIFIERS = ["Bash", "Read", "Edit", "Write"] as const;

/** What a rule matches, once read. */
export type RuleMatcher =
  | {
      /** The whole tool: `Bash`, `Bash(*)`, `glob`, `Edit`. */
      type: "tool";
    }
  | {
      /** A Bash rule with a specifier: each simple command (wrappers stripped) must match it (decide.ts). */
      type: "bash";
      /** The specifier as written: `npm test`, `ls *`, `git:*`. */
      specifier: string;
    }
  | {
      /** A Read, Edit or Write rule with a path specifier. */
      type: "path";
      /** The folder the pattern is relative to. */
      base: PathBase;
      /** The gitignore pattern, relative to that folder. */
      pattern: string;
      /** The pattern, compiled by `ignore`. */
      matcher: Ignore;
    }
  | {
      /** An MCP rule: every tool of `server`, or one tool of it. */
      type: "mcp";
      /** The server's name, as in `mcp__server`. */
      server: string;
      /** The tool's name, or undefined for every tool of the server. */
      tool?: string;
    };

/** One rule of a settings file, read. */
export interface PermissionRule {
  /** The rule as written: `Bash(npm test)`. */
  text: string;
  /** The list it is on. */
  kind: RuleKind;
  /** The tool it is about, by Claude Code's name (`Bash`, `Edit`, `mcp__github`); for MCP, the server's prefix. */
  tool: string;
  /** What it matches. */
  matcher: RuleMatcher;
  /** The settings file it comes from, as messages name it (`.workbook/settings.json`); undefined when made in code. */
  source?: string;
  /** The folder a `/path` specifier is relative to: the folder that holds the settings file's `.workbook/`. */
  root?: string;
}

/** Where a rule comes from, for {@link parseRule}. */
export interface RuleOrigin {
  /** The settings file, as messages name it. */
  source?: string;
  /** The folder `/path` specifiers are relative to. */
  root?: string;
}

const TOOL_NAME = /^[A-Za-z0-9_-]+$/;
const MCP_NAME = /^mcp__([A-Za-z0-9_-]+?)(?:__(\*|[A-Za-z0-9_-]+))?$/;

/** Reads one rule of the list `kind`; throws {@link RuleError} saying why when it does not parse. */
export function parseRule(text: string, kind: RuleKind, origin: RuleOrigin = {}): PermissionRule {
  const open = text.indexOf("(");
  const name = open === -1 ? text : text.slice(0, open);
  let specifier: string | undefined;
  if (open !== -1) {
    if (!text.endsWith(")"))
      throw new RuleError(`${JSON.stringify(text)} opens "(" without closing it at its end.`);
    specifier = text.slice(open + 1, -1);
    if (specifier === "")
      throw new RuleError(`${JSON.stringify(text)} has an empty specifier: write ${name} alone.`);
  }
  const base = { text, kind, source: origin.source, root: origin.root };
  const mcp = MCP_NAME.exec(name);
  if (mcp && specifier === undefined) {
    const tool = mcp[2] === "*" ? undefined : mcp[2];
    return { ...base, tool: `mcp__${mcp[1]}`, matcher: { type: "mcp", server: mcp[1]!, tool } };
  }
  if (!TOOL_NAME.test(name))
    throw new RuleError(
      `${JSON.stringify(text)} does not name a tool: a rule is Tool or Tool(specifier).`,
    );
  const tool = ruleToolName(name);
  if (specifier === undefined) return { ...base, tool, matcher: { type: "tool" } };
  if (tool === "Bash") {
    if (specifier === "*") return { ...base, tool, matcher: { type: "tool" } };
    return { ...base, tool, matcher: { type: "bash", specifier } };
  }
  if (tool === "Read" || tool === "Edit" || tool === "Write") {
    const { base: folder, pattern } = pathPattern(specifier, text);
    return {
      ...base,
      tool,
      matcher: { type: "path", base: folder, pattern, matcher: ignore().add(pattern) },
    };
  }
  throw new RuleError(
    `${JSON.stringify(text)}: only ${TOOLS_WITH_SPECIFIERS.join(", ")} rules take a specifier; write ${name} alone.`,
  );
}

/** True when `rule` is about the tool `toolName` (any name; `Edit` rules cover `Write` too). */
export function ruleCoversTool(rule: PermissionRule, toolName: string): boolean {
  const name = ruleToolName(toolName);
  const { matcher } = rule;
  if (matcher.type === "mcp") {
    const prefix = `mcp__${matcher.server}__`;
    return matcher.tool === undefined
      ? name.startsWith(prefix)
      : name === `${prefix}${matcher.tool}`;
  }
  if (rule.tool === "Edit") return name === "Edit" || name === "Write";
  return rule.tool === name;
}

/** True when `rule` (one that covers a file tool) matches the absolute path `file`. */
export function ruleMatchesPath(rule: PermissionRule, file: string, context: PathContext): boolean {
  const { matcher } = rule;
  if (matcher.type === "tool") return true;
  if (matcher.type !== "path") return false;
  const folder = pathBaseFolder(matcher.base, rule.root, context);
  const rel = relative(folder, file);
  if (rel === "" || rel === ".." || rel.startsWith("../") || isAbsolute(rel)) return false;
  return matcher.matcher.ignores(rel);
}

/** True for a rule that names a whole tool (`Bash`, `Bash(*)`, `mcp__server`): as a deny, it removes the tool. */
export function isWholeToolRule(rule: PermissionRule): boolean {
  return (
    rule.matcher.type === "tool" || (rule.matcher.type === "mcp" && rule.matcher.tool === undefined)
  );
}
