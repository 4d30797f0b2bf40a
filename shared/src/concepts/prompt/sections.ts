/**
 * The system prompt's sections and their sources (lesson s10): the project's instructions (`AGENTS.md`, `CLAUDE.md`
 * from the repository's root down to the workspace, their imports expanded), the environment (workspace, platform,
 * date and time zone, git), and the sections built from them, the fixed ones first. The regions `instructions` and
 * `sections` are s10's, word for word (the held-equal test holds them so).
 *
 * @module
 */
import { dirname, join, relative } from "node:path";
import { expandImports, type ImportWalk } from "./imports.ts";
import type { PromptSection } from "./breakpoints.ts";

/** One instructions file as the prompt holds it: its path from the workspace, and its text wrapped with it. */
export interface InstructionFile {
  /** Its path, from the workspace: `CLAUDE.md`, `../AGENTS.md`. */
  path: string;
  /** Its text, imports expanded, in `<instructions path="…">`. */
  text: string;
}

/** The repository around the workspace, when it is one: its root, branch and short status. */
export interface GitState {
  /** The repository's root folder. */
  root: string;
  /** The branch checked out (`main`), or `(detached)`. */
  branch: string;
  /** How many paths `git status --porcelain` lists. */
  changed: number;
}

/** What differs between machines and days, each from `session.outside`: the environment section's facts. */
export interface Environment {
  /** `process.platform`: `linux`, `darwin`. */
  platform: string;
  /** The session's start, as the date in its time zone: `2026-11-28`. */
  date: string;
  /** The session's time zone: `Europe/Paris`. */
  timeZone: string;
  /** The repository, or null outside one. */
  git: GitState | null;
}

/** What the prompt is built from, read again each round: a change to any of them builds it again. */
export interface PromptSources {
  /** The workspace. */
  workdir: string;
  /** The environment's facts. */
  environment: Environment;
  /** The instructions files, farthest first. */
  instructions: InstructionFile[];
  /** The memory's section (s09's), or undefined while there is no memory. */
  memory: string | undefined;
}

/** The date of `startedAt` (ms since the epoch) in `timeZone`, as `YYYY-MM-DD`. */
export function dateIn(startedAt: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(startedAt);
}

// #region instructions
/** The files of project instructions, read in each folder, in this order. */
const INSTRUCTION_FILES = ["AGENTS.md", "CLAUDE.md"];

/**
 * The project's instructions: AGENTS.md and CLAUDE.md, each wrapped with its path.
 *
 * From the repository's root `root` down to the workspace, nearer files later; outside a
 * repository (no `root`), the workspace's own only. Each file's imports are expanded.
 */
export function projectInstructions(
  workdir: string,
  root: string | undefined,
  walk: ImportWalk,
): InstructionFile[] {
  const folders = [workdir];
  for (let dir = workdir; root !== undefined && dir !== root && dirname(dir) !== dir; ) {
    dir = dirname(dir);
    folders.unshift(dir);
  }
  return folders.flatMap((folder) =>
    INSTRUCTION_FILES.flatMap((name) => {
      const file = join(folder, name);
      const text = walk.read(file);
      if (text === undefined) return [];
      const path = relative(walk.shownFrom, file);
      const body = expandImports(file, text, walk).replace(/\n$/, "");
      return [{ path, text: `<instructions path="${path}">\n${body}\n</instructions>` }];
    }),
  );
}
// #endregion instructions

/** The environment's facts as the prompt states them. */
export function environmentText(workdir: string, env: Environment): string {
  const git = env.git
    ? `branch ${env.git.branch}, ${env.git.changed} changed path${env.git.changed === 1 ? "" : "s"}`
    : "not a git repository";
  return [
    "Environment:",
    `- workspace: ${workdir}`,
    `- platform: ${env.platform}`,
    `- date: ${env.date} (time zone ${env.timeZone})`,
    `- git: ${git}`,
  ].join("\n");
}

// #region sections
/**
 * The system prompt's sections from `sources`: the fixed ones first, then the ones that change.
 *
 * The fixed ones never change (`identity` and its rules, `tools`: how to use them); the others do
 * (the environment, each instructions file, the memory), so that a change to these leaves the
 * fixed part's cache whole.
 */
export function promptSections(
  identity: string,
  toolGuide: string,
  sources: PromptSources,
): PromptSection[] {
  const { workdir, environment, instructions, memory } = sources;
  return [
    { name: "identity", source: "agent.ts", text: identity, fixed: true },
    { name: "tools", source: "TOOL_GUIDE", text: toolGuide, fixed: true },
    {
      name: "environment",
      source: "session.outside",
      text: environmentText(workdir, environment),
      fixed: false,
    },
    ...instructions.map((file) => ({
      name: "instructions",
      source: file.path,
      text: file.text,
      fixed: false,
    })),
    ...(memory
      ? [{ name: "memory", source: "/memories/MEMORY.md", text: memory, fixed: false }]
      : []),
  ];
}
// #endregion sections
