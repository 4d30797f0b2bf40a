/**
 * What lesson s10 does not teach about its prompt's sources: reading an instructions file (from disk inside the
 * workspace, through `session.outside` outside it), the repository's state, which sources changed, and the listing
 * `--print-system-prompt` prints.
 *
 * @module
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Outside } from "../../outside.ts";
import type { PromptSection } from "./breakpoints.ts";
import type { ReadInstructions } from "./imports.ts";
import type { GitState, InstructionFile, PromptSources } from "./sections.ts";

/**
 * How an instructions file is read: one inside `workdir` from disk (a replay has the same workspace), one outside it
 * (`~/`, above the workspace in its repository) through `outside`, so that a replay elsewhere reads what was read.
 * A file that cannot be read is named in its place, never taken as absent.
 */
export function instructionsReader(workdir: string, outside: Outside): ReadInstructions {
  const read = (path: string): string | null => {
    if (!existsSync(path) || !statSync(path).isFile()) return null;
    try {
      return readFileSync(path, "utf-8");
    } catch (err) {
      return `[${path} could not be read: ${err instanceof Error ? err.message : String(err)}]`;
    }
  };
  return (path) => {
    const inside = !relative(workdir, path).startsWith("..");
    return (inside ? read(path) : outside.now("instructions-file", () => read(path))) ?? undefined;
  };
}

/** The repository around `workdir` (its root, branch, how many paths changed), or null outside one. */
export function gitState(workdir: string): GitState | null {
  // Read at every round: where git could find no repository, it is not started to say so.
  if (!mayBeInRepository(workdir)) return null;
  const git = (...args: string[]) => spawnSync("git", args, { cwd: workdir, encoding: "utf-8" });
  const root = git("rev-parse", "--show-toplevel");
  if (root.status !== 0) return null;
  const branch = git("branch", "--show-current").stdout.trim() || "(detached)";
  const changed = git("status", "--porcelain").stdout.split("\n").filter(Boolean).length;
  return { root: root.stdout.trim(), branch, changed };
}

/**
 * Whether git could find a repository from `folder`: GIT_DIR names one, or the folder or one above it holds a `.git`
 * (or a `HEAD`: a bare repository's own folder). False only where git would find none.
 */
function mayBeInRepository(folder: string): boolean {
  if (process.env.GIT_DIR) return true;
  for (let dir = resolve(folder); ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git")) || existsSync(join(dir, "HEAD"))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/** The sources that differ between `a` and `b`, by name: `environment`, an instructions file's path, `memory`. */
export function changedSources(a: PromptSources, b: PromptSources): string[] {
  const files = (list: InstructionFile[]) => new Map(list.map((f) => [f.path, f.text]));
  const was = files(a.instructions);
  const now = files(b.instructions);
  const paths = [...new Set([...was.keys(), ...now.keys()])].filter(
    (p) => was.get(p) !== now.get(p),
  );
  return [
    ...(JSON.stringify(a.environment) === JSON.stringify(b.environment) ? [] : ["environment"]),
    ...paths,
    ...(a.memory === b.memory ? [] : ["memory"]),
  ];
}

/** `--print-system-prompt`'s lines: each section with its source and size, in the order sent, and the breakpoints. */
export function systemPromptListing(sections: readonly PromptSection[]): string[] {
  const ordered = [...sections.filter((s) => s.fixed), ...sections.filter((s) => !s.fixed)];
  return [
    "◆ cache breakpoint 1: on the last tool (the tools come first in the cached prefix)",
    ...ordered.flatMap((s, i) => [
      `── ${s.name} (${s.source}, ${s.text.length} chars${s.fixed ? ", fixed" : ""}) ──`,
      s.text,
      ...(s.fixed && !ordered[i + 1]?.fixed
        ? ["◆ cache breakpoint 2: after the fixed sections"]
        : []),
    ]),
    "◆ cache breakpoint 3: on the last block of the last message, in each request",
  ];
}
