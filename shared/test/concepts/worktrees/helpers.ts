/** Repositories for the worktrees concept's tests: real git, with no user config and no identity configured. */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type GitSetup, initRepository, Worktrees, type WorktreeTask } from "@agent-workbook/kit/concepts/worktrees";

/** The start of the tests' sessions: 2026-01-01T00:00:00Z. */
export const STARTED_AT = Date.UTC(2026, 0, 1);

/** The file both teammates of the tests change, a function each (and the conflict, both the same line). */
export const APP = [
  "function parse(text) {",
  "  return text.split(',');",
  "}",
  "",
  "function show(items) {",
  "  return items.join(' | ');",
  "}",
  "",
].join("\n");

/** A fresh temporary folder, by its real path. */
export function tempFolder(prefix: string): string {
  return realpathSync(mkdtempSync(join(tmpdir(), prefix)));
}

/**
 * Git's setup for a test: the identity `Lead`, a clock at {@link STARTED_AT} plus the elapsed time `elapsed()`
 * gives, and an environment with no global or system config (no identity), a HOME of its own, and
 * `init.defaultBranch=trunk` (the base branch must still be main).
 */
export function gitSetup(elapsed: () => number = () => 0): GitSetup {
  const home = tempFolder("worktrees-home-");
  const env = {
    PATH: process.env.PATH,
    HOME: home,
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_COUNT: "1",
    GIT_CONFIG_KEY_0: "init.defaultBranch",
    GIT_CONFIG_VALUE_0: "trunk",
  };
  return { identity: { name: "Lead", email: "lead@agents.invalid" }, clock: { startedAt: STARTED_AT, elapsed }, env };
}

/** A repository on main holding `app.js` ({@link APP}), one commit: the test file's template, copied for each test. */
export async function templateRepository(setup: GitSetup): Promise<string> {
  const dir = tempFolder("worktrees-template-");
  writeFileSync(join(dir, "app.js"), APP);
  await initRepository(dir, "main", setup);
  return dir;
}

/** Tasks by id, as a task store would answer: `{ "1": "completed" }`. */
export function tasksOf(statuses: Record<string, string>) {
  return {
    async find(id: string): Promise<WorktreeTask | undefined> {
      const status = statuses[id];
      return status === undefined ? undefined : { status, subject: `Task ${id}` };
    },
  };
}

/** A copy of `template`, and its worktrees (base main) with the tasks `statuses`. */
export function copyOf(template: string, setup: GitSetup, statuses: Record<string, string> = {}) {
  const workdir = tempFolder("worktrees-repo-");
  cpSync(template, workdir, { recursive: true });
  const worktrees = new Worktrees({ workdir, base: "main", tasks: tasksOf(statuses), ...setup });
  return { workdir, worktrees };
}

/** A git command's output in `cwd`, for the tests' own looks (with the same environment). */
export function git(cwd: string, setup: GitSetup, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: setup.env, encoding: "utf-8", stdio: ["ignore", "pipe", "pipe"] });
}
