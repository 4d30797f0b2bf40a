/**
 * The repository around the workspace, as s10's environment section reads it at every round: its root, branch and
 * changed paths inside one, null outside one; outside one, read without starting git.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { scratchDir } from "../../../authoring/tests/helpers.ts";
import { gitState } from "../../../src/concepts/prompt/sources.ts";

describe("gitState", () => {
  it("outside any repository is null, and starts no git", () => {
    const scratch = scratchDir("workbook-git-state-");
    const folder = join(scratch, "sub");
    mkdirSync(folder);
    // A git first on the PATH that leaves a mark when it is started.
    const bin = join(scratch, "bin");
    mkdirSync(bin);
    const mark = join(scratch, "git-was-started");
    writeFileSync(join(bin, "git"), `#!/bin/sh\ntouch '${mark}'\nexit 128\n`);
    chmodSync(join(bin, "git"), 0o755);
    const path = process.env.PATH;
    process.env.PATH = `${bin}${delimiter}${path}`;
    try {
      expect(gitState(folder)).toBeNull();
    } finally {
      process.env.PATH = path;
    }
    expect(existsSync(mark)).toBe(false);
  });

  it("inside a repository, from a folder below its root: the root, the branch and how many paths changed", () => {
    const root = scratchDir("workbook-git-state-");
    execFileSync("git", ["init", "-q", "-b", "trunk"], { cwd: root });
    mkdirSync(join(root, "src"));
    writeFileSync(join(root, "src", "a.txt"), "a\n");
    writeFileSync(join(root, "b.txt"), "b\n");
    expect(gitState(join(root, "src"))).toEqual({ root, branch: "trunk", changed: 2 });
  });
});
