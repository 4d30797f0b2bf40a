/**
 * The path specifiers of Read, Edit and Write rules, gitignore-style, as Claude Code's:
 * `//path` is absolute, `~/path` is under the home folder, `/path` is relative to the settings file's folder (the
 * folder holding its `.workbook/`, as Claude Code reads `/path` in a project's settings), `./path` and a bare
 * `path` are relative to the workspace. A bare name without a slash (`.env`, `*.key`) matches at any depth, as
 * in a `.gitignore`; a trailing `/` covers the folder's whole content.
 *
 * @module
 */
import { RuleError } from "./errors.ts";

/** The folder a path specifier is relative to. */
export type PathBase = "workspace" | "settings" | "absolute" | "home";

/** The folders a path rule needs to be matched. */
export interface PathContext {
  /** The workspace (the lesson's working folder). */
  workdir: string;
  /** The home folder, for `~/` rules. */
  home: string;
}

/** Splits a path specifier into its base folder and a gitignore pattern relative to it; throws {@link RuleError}. */
export function pathPattern(specifier: string, rule: string): { base: PathBase; pattern: string } {
  let base: PathBase;
  let pattern: string;
  if (specifier.startsWith("//")) [base, pattern] = ["absolute", specifier.slice(1)];
  else if (specifier.startsWith("~/")) [base, pattern] = ["home", specifier.slice(1)];
  else if (specifier.startsWith("/")) [base, pattern] = ["settings", specifier];
  else if (specifier.startsWith("./")) [base, pattern] = ["workspace", specifier.slice(1)];
  else [base, pattern] = ["workspace", specifier];
  if (pattern.startsWith("!"))
    throw new RuleError(
      `${JSON.stringify(rule)}: a path rule cannot start with "!" (put it on another list).`,
    );
  if (pattern.split("/").includes(".."))
    throw new RuleError(
      `${JSON.stringify(rule)}: a path rule cannot go up with "..": write //absolute/path.`,
    );
  if (pattern === "/" || pattern === "") pattern = "/**";
  return { base, pattern };
}

/** The folder `base` stands for: `root` is the settings file's folder (the workspace for a rule made in code). */
export function pathBaseFolder(
  base: PathBase,
  root: string | undefined,
  context: PathContext,
): string {
  if (base === "absolute") return "/";
  if (base === "home") return context.home;
  if (base === "settings") return root ?? context.workdir;
  return context.workdir;
}
