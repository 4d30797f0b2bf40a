/**
 * Hook matchers, as Claude Code reads them: `*`, `""` or none matches every tool; a value made only of letters,
 * digits, `_`, `-`, `,`, `|` and spaces is an exact list of names; anything else is an unanchored JavaScript
 * regular expression. Tool names are Claude Code's (`Bash`, `Read`, `Write`, `Edit`), the lessons' own names
 * (`bash`, `read_file`) match too.
 *
 * @module
 */
import { lessonToolName, ruleToolName } from "../permission/tool-names.ts";

/** A matcher, read: every name, a list of names, or a regular expression. */
export type HookMatcher = MatchAll | MatchList | MatchRegex;

/** A matcher that matches every tool: `*`, `""` or none. */
export interface MatchAll {
  /** Which kind. */
  kind: "all";
  /** The matcher as written (`""` for none). */
  text: string;
}

/** A matcher that is an exact list of names: `Edit|Write`. */
export interface MatchList {
  /** Which kind. */
  kind: "list";
  /** The matcher as written. */
  text: string;
  /** The names listed. */
  names: string[];
}

/** A matcher that is an unanchored regular expression: `mcp__.*`. */
export interface MatchRegex {
  /** Which kind. */
  kind: "regex";
  /** The matcher as written. */
  text: string;
  /** The expression. */
  regex: RegExp;
}

/** The characters of a matcher that is an exact list of names. */
const LIST = /^[A-Za-z0-9_\-,| ]+$/;

/** Reads a matcher (undefined: none); throws an Error saying why when its regular expression does not compile. */
export function parseMatcher(text: string | undefined): HookMatcher {
  if (text === undefined || text === "" || text === "*") return { kind: "all", text: text ?? "" };
  if (LIST.test(text)) {
    const names = text.split(/[,| ]+/).filter((name) => name !== "");
    return names.length === 0 ? { kind: "all", text } : { kind: "list", text, names };
  }
  try {
    return { kind: "regex", text, regex: new RegExp(text) };
  } catch (err) {
    throw new Error(`is not a valid regular expression: ${(err as Error).message}.`);
  }
}

/** True when `matcher` matches the tool `name`, under its own name, Claude Code's or the lessons'. */
export function matchesTool(matcher: HookMatcher, name: string): boolean {
  return matchesAny(matcher, [...new Set([name, ruleToolName(name), lessonToolName(name)])]);
}

/** True when `matcher` matches `value` itself (SessionStart's source: `startup`, `resume`, …). */
export function matchesValue(matcher: HookMatcher, value: string): boolean {
  return matchesAny(matcher, [value]);
}

function matchesAny(matcher: HookMatcher, candidates: string[]): boolean {
  if (matcher.kind === "all") return true;
  if (matcher.kind === "list") return candidates.some((c) => matcher.names.includes(c));
  return candidates.some((c) => matcher.regex.test(c));
}
