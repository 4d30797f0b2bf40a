/**
 * Git, run with `execFile` (no shell), its output read: every command with its author and committer (name, email,
 * date) from the caller, so that the same identity and clock make the same commits, on any machine.
 *
 * @module
 */
import { execFile } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { ToolError } from "../../tool.ts";

/** Who the commits are by: the author and the committer of every commit the lesson makes. */
export interface GitIdentity {
  /** The name, such as `Lead`. */
  name: string;
  /** The email, such as `lead@agents.invalid`. */
  email: string;
}

/** The clock git's dates come from: the wall time recorded at the session's start, plus the time since. */
export interface GitClock {
  /** Milliseconds since 1970 when the session started (live: the machine's clock; in a replay: the recorded one). */
  startedAt: number;
  /** Milliseconds since the session started (the session's clock: recorded, so a replay gives the same). */
  elapsed: () => number;
}

/** What every git command needs: who, when, and the environment it runs in. */
export interface GitSetup {
  /** The author and committer. */
  identity: GitIdentity;
  /** Where the dates come from. */
  clock: GitClock;
  /** The environment git runs with: the session's (`session.env`); tests pass one without the user's git config. */
  env: NodeJS.ProcessEnv;
}

/** What a git command did: its exit code and its output. */
export interface GitResult {
  /** 0 when it succeeded. */
  code: number;
  /** What it printed. */
  stdout: string;
  /** What it printed on its error stream. */
  stderr: string;
}

/** The clock's time now, in milliseconds since 1970. */
export function clockTime(clock: GitClock): number {
  return clock.startedAt + clock.elapsed();
}

/** A time as git reads it in `GIT_AUTHOR_DATE`: seconds since 1970 and the zone, always UTC (`1700000000 +0000`). */
export function gitDate(ms: number): string {
  return `${Math.floor(ms / 1000)} +0000`;
}

// #region identity
/**
 * The environment that makes git's author and committer `identity` at the time `ms`, whatever its config says.
 *
 * Also given to a teammate's bash, so that the commits it makes are the same in a replay.
 */
export function identityEnv(identity: GitIdentity, ms: number): Record<string, string> {
  const date = gitDate(ms);
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
    GIT_COMMITTER_DATE: date,
  };
}

/**
 * Runs `git args` in `cwd` (no shell): its exit code and output; a code other than 0 is returned, not thrown.
 *
 * The identity goes in twice: `-c user.name/user.email` (a machine with no identity configured works) and the
 * `GIT_AUTHOR_*`/`GIT_COMMITTER_*` variables (with the date). Signing is off (a signature would differ each run),
 * and so is automatic maintenance (a `git maintenance run --auto` process after each commit and merge, with nothing
 * to do in a lesson's repository); messages are in English (LC_ALL=C) and git never asks a question (no terminal
 * prompt, no editor).
 */
export function runGit(cwd: string, args: readonly string[], setup: GitSetup): Promise<GitResult> {
  const { identity, clock, env } = setup;
  const config = [
    "user.name",
    identity.name,
    "user.email",
    identity.email,
    "commit.gpgsign",
    "false",
    "maintenance.auto",
    "false",
  ];
  const flags = config.flatMap((value, i) =>
    i % 2 === 0 ? ["-c", `${value}=${config[i + 1]}`] : [],
  );
  const runEnv = {
    ...withoutRepositoryVariables(env),
    ...identityEnv(identity, clockTime(clock)),
    LC_ALL: "C",
    GIT_TERMINAL_PROMPT: "0",
    GIT_EDITOR: "true",
    GIT_MERGE_AUTOEDIT: "no",
  };
  return new Promise((done, fail) => {
    execFile(
      "git",
      [...flags, ...args],
      { cwd, env: runEnv, maxBuffer: 32 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (!err) return done({ code: 0, stdout, stderr });
        if (typeof err.code === "number") return done({ code: err.code, stdout, stderr });
        if (err.signal)
          return done({ code: -1, stdout, stderr: `${stderr}git was stopped by ${err.signal}` });
        fail(gitProblem(err, cwd));
      },
    );
  });
}
// #endregion identity

/** Variables that would point git at another repository than the folder it runs in (a git hook sets them). */
const REPOSITORY_VARIABLES = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_COMMON_DIR",
  "GIT_NAMESPACE",
  "GIT_PREFIX",
];

/** `env` without the variables that choose a repository: git finds the one of the folder it runs in. */
function withoutRepositoryVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = { ...env };
  for (const name of REPOSITORY_VARIABLES) delete kept[name];
  return kept;
}

/** Runs git and returns its output; a failure is a {@link ToolError} that says what was being done and git's words. */
export async function gitOutput(
  cwd: string,
  args: readonly string[],
  setup: GitSetup,
  doing: string,
): Promise<string> {
  const result = await runGit(cwd, args, setup);
  if (result.code !== 0) throw gitFailure(doing, result);
  return result.stdout;
}

/** A git command that failed, in words: what was being done, and git's own message (its first lines). */
export function gitFailure(doing: string, result: GitResult): ToolError {
  const said = (result.stderr || result.stdout).trim().split("\n").slice(0, 6).join(" ");
  return new ToolError(
    `Error: Could not ${doing}: git says: ${said || `exit code ${result.code}`}`,
  );
}

/** Git could not be started: not installed, or the folder is gone. */
function gitProblem(err: Error & { code?: unknown }, cwd: string): ToolError {
  if (!existsSync(cwd))
    return new ToolError(
      `Error: The folder ${cwd} no longer exists (deleted or moved): git cannot run there.`,
    );
  if (err.code === "ENOENT")
    return new ToolError(
      "Error: git is not installed (no git on the PATH): worktrees are git's. Install git, then start again.",
    );
  return new ToolError(`Error: git could not be started: ${err.message}`);
}

// #region repository
/**
 * The repository whose top folder is `workdir`: its real path; a {@link ToolError} says why not (no git, not a
 * repository, or a folder inside another repository, whose branches are not the lesson's to make).
 */
export async function repositoryRoot(workdir: string, setup: GitSetup): Promise<string> {
  const result = await runGit(workdir, ["rev-parse", "--show-toplevel"], setup);
  if (result.code !== 0)
    throw new ToolError(
      `Error: The workspace ${workdir} is not a git repository, and worktrees are a repository's. Make it one: git init -b main && git add -A && git commit -m start`,
    );
  const top = result.stdout.trim();
  const root = realpathSync(workdir);
  if (top !== root)
    throw new ToolError(
      `Error: The workspace ${workdir} is a folder inside the repository ${top}, not a repository of its own: worktrees and branches would be made in ${top}. Use a workspace that is its own repository (git init -b main in it).`,
    );
  return root;
}

/**
 * Makes `dir` a repository on the branch `base` (whatever `init.defaultBranch` says) with one commit of what it
 * holds; returns that commit's id. No hook samples are copied (an empty template).
 */
export async function initRepository(
  dir: string,
  base: string,
  setup: GitSetup,
  message = "Start",
): Promise<string> {
  await gitOutput(dir, ["init", "-q", "--template="], setup, `make ${dir} a repository`);
  // HEAD set by hand rather than `init --initial-branch` (git 2.28 on): any git, whatever init.defaultBranch says
  await gitOutput(
    dir,
    ["symbolic-ref", "HEAD", `refs/heads/${base}`],
    setup,
    `name the branch ${base}`,
  );
  await gitOutput(dir, ["add", "-A"], setup, "add the files");
  await gitOutput(
    dir,
    ["commit", "-q", "--allow-empty", "-m", message],
    setup,
    "make the first commit",
  );
  return (await gitOutput(dir, ["rev-parse", "HEAD"], setup, "read the first commit")).trim();
}
// #endregion repository
