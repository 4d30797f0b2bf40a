/**
 * What a tool call touches, for the rules: a bash command's simple commands and the files its redirects write; a
 * file tool's path (and, when a link leads elsewhere, the real path too); nothing more for other tools.
 *
 * @module
 */
import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { analyzeCommand } from "./command-analysis.ts";
import type { PathContext } from "./path-rules.ts";
import { ruleToolName } from "./tool-names.ts";

/** One tool call, as the gate hands it to the policy. */
export interface PermissionCall {
  /** The tool's name, the lessons' (`bash`) or Claude Code's (`Bash`). */
  name: string;
  /** The tool's input, as the model sent it. */
  input: unknown;
  /** The tool's own declaration (`Tool.needsPermission`); false: a call no rule stops is allowed in every mode. */
  needsPermission?: boolean;
}

/** What one call touches (a path reached through a link is there twice: as written, and where it leads). */
export interface CallTargets {
  /** The rule name of the tool: `Bash`, `Read`, `Edit`, `Write`, `glob`, `mcp__s__t`. */
  tool: string;
  /** Bash: each simple command, wrappers stripped. */
  commands: string[];
  /** Bash: other forms of those commands that only deny and ask rules check (`/bin/rm x` as `rm x`). */
  denyForms: string[];
  /** The absolute paths the call reads (Read) or writes (Edit, Write, a bash redirect). */
  paths: string[];
  /** Bash: why the parser cannot vouch for the command (each asks, whatever the mode). */
  asks: string[];
}

/** Reads what `call` touches. */
export async function callTargets(
  call: PermissionCall,
  context: PathContext,
): Promise<CallTargets> {
  const tool = ruleToolName(call.name);
  const input = (typeof call.input === "object" && call.input !== null ? call.input : {}) as Record<
    string,
    unknown
  >;
  if (tool === "Bash") {
    const command = typeof input.command === "string" ? input.command : "";
    const analysis = await analyzeCommand(command);
    const paths = [
      ...new Set(analysis.writes.flatMap((p) => withRealPath(resolveWritten(p, context)))),
    ];
    return {
      tool,
      commands: analysis.commands,
      denyForms: analysis.denyForms,
      paths,
      asks: analysis.asks,
    };
  }
  if (tool === "Read" || tool === "Edit" || tool === "Write") {
    const path = typeof input.path === "string" ? input.path : input.file_path;
    const paths =
      typeof path === "string" && path !== "" ? withRealPath(resolve(context.workdir, path)) : [];
    return { tool, commands: [], denyForms: [], paths, asks: [] };
  }
  return { tool, commands: [], denyForms: [], paths: [], asks: [] };
}

/** A redirect's target as an absolute path: `~/x` under the home folder, a relative one in the workspace. */
function resolveWritten(target: string, context: PathContext): string {
  if (target === "~" || target.startsWith("~/")) return join(context.home, target.slice(1));
  return resolve(context.workdir, target);
}

/** The path, and its real path when a link on the way leads elsewhere (a rule on either holds). */
function withRealPath(path: string): string[] {
  const real = realPathOfDeepestExisting(path);
  return real === path ? [path] : [path, real];
}

/**
 * realpath of `p`, or of its deepest existing folder with the rest of the path appended.
 *
 * A prefix of the path resolves only if every shorter one does, so the deepest one is found by halving: a few
 * realpath calls, not one per missing name (a 5000-character path of 2500 names took 2500, each of the whole path).
 */
function realPathOfDeepestExisting(p: string): string {
  const real = (prefix: string) => {
    try {
      return realpathSync(prefix);
    } catch {
      return undefined;
    }
  };
  const whole = real(p);
  if (whole !== undefined) return whole;
  // The path's folders from the root down: ancestors[k] is the k-th; ancestors.at(-1) is `p` itself.
  const ancestors: string[] = [];
  for (let current = p; ; current = dirname(current)) {
    ancestors.push(current);
    if (dirname(current) === current) break;
  }
  ancestors.reverse();
  // The deepest ancestor that resolves lies in [low, high): low resolves (or is -1: none does), high does not.
  let low = -1;
  let high = ancestors.length - 1;
  let found: string | undefined;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    const resolved = real(ancestors[middle]);
    if (resolved === undefined) high = middle;
    else [low, found] = [middle, resolved];
  }
  if (found === undefined) return p;
  const rest = ancestors.slice(low + 1).map((a) => basename(a));
  return join(found, ...rest);
}

/** True when the absolute path `file` lies inside the workspace (as given, or its real path when it is a link). */
export function insideWorkspace(file: string, workdir: string): boolean {
  const inside = (root: string) => {
    const rel = relative(root, file);
    return rel !== ".." && !rel.startsWith("../") && !isAbsolute(rel);
  };
  return inside(workdir) || inside(realPathOfDeepestExisting(workdir));
}
