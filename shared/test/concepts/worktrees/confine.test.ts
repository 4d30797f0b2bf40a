/** A teammate's paths stay in its worktree: two worktrees cannot reach each other, nor the main checkout. */
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { confinedPath, type WorktreePlace } from "@agent-workbook/kit/concepts/worktrees";
import { copyOf, gitSetup, templateRepository } from "./helpers.ts";

const setup = gitSetup();
let workdir: string;
let alice: WorktreePlace;
let bob: WorktreePlace;
beforeAll(async () => {
  const repo = copyOf(await templateRepository(setup), setup);
  workdir = repo.workdir;
  alice = (await repo.worktrees.make("alice")).place;
  bob = (await repo.worktrees.make("bob")).place;
  mkdirSync(join(alice.path, "src"));
  symlinkSync(bob.path, join(alice.path, "src", "to-bob")); // a link planted in alice's worktree, pointing into bob's
  symlinkSync(join(workdir, "gone.js"), join(alice.path, "dangling.js")); // a dangling link out: a write would create it
});

/** The error `confinedPath` gives alice for `path`. */
const refusedFor = (place: WorktreePlace, path: string) =>
  `Error: ${path} is outside your worktree .worktrees/${place.name}: you work only in that folder (the main checkout and other worktrees are not yours). Give a path inside it, such as src/app.js.`;

describe("confinedPath", () => {
  it("resolves a path inside the worktree, relative to its folder, existing or not", () => {
    expect(confinedPath(alice, "app.js")).toBe(join(alice.path, "app.js"));
    expect(confinedPath(alice, "src/new/deep.js")).toBe(join(alice.path, "src", "new", "deep.js"));
    expect(confinedPath(alice, join(alice.path, "src", "..", "app.js"))).toBe(join(alice.path, "app.js"));
    expect(confinedPath(bob, ".")).toBe(bob.path);
  });

  it("refuses each worktree the other's files, by any path, naming its own worktree", () => {
    for (const path of ["../bob/app.js", join(bob.path, "app.js"), "src/to-bob/app.js", "src/to-bob"])
      expect(() => confinedPath(alice, path)).toThrow(refusedFor(alice, path));
    for (const path of ["../alice/app.js", join(alice.path, "src")])
      expect(() => confinedPath(bob, path)).toThrow(refusedFor(bob, path));
  });

  it("refuses the main checkout, the worktrees' folder, and a dangling link out", () => {
    for (const path of ["../../app.js", join(workdir, "app.js"), "..", "../events.jsonl", "dangling.js", "/etc/passwd"])
      expect(() => confinedPath(alice, path)).toThrow(refusedFor(alice, path));
    writeFileSync(join(workdir, "gone.js"), ""); // the link's target now exists: still outside
    expect(() => confinedPath(alice, "dangling.js")).toThrow(refusedFor(alice, "dangling.js"));
  });

  it("refuses an empty path or one with a NUL, and a worktree that is gone", () => {
    expect(() => confinedPath(alice, " ")).toThrow(
      'Error: " " is not a path: give a path inside your worktree .worktrees/alice',
    );
    expect(() => confinedPath(alice, "a\0b")).toThrow("is not a path");
    expect(() => confinedPath({ name: "carol", path: join(workdir, ".worktrees", "carol") }, "app.js")).toThrow(
      "Error: The worktree .worktrees/carol is gone (its folder was removed): no path can be resolved in it.",
    );
  });
});
