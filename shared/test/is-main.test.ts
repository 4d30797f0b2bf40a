import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cassetteWorkspace } from "../src/cassette.ts";
import { isMain } from "../src/is-main.ts";

const program = process.argv[1];
afterEach(() => {
  process.argv[1] = program;
});

describe("isMain", () => {
  it("is true for the file node runs, through a link or a relative path too, and false for any other", () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "is-main-")));
    process.argv[1] = join(dir, "sub", "..", "agent.ts");
    expect(isMain(join(dir, "agent.ts"))).toBe(true);
    expect(isMain(join(dir, "other.ts"))).toBe(false);
    process.argv[1] = program;
    expect(isMain(join(dir, "agent.ts"))).toBe(false);
  });
});

describe("cassetteWorkspace", () => {
  it("is NAME.workspace/ beside NAME.json when that folder is there, else undefined", () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "workspace-")));
    mkdirSync(join(dir, "resume.workspace"));
    writeFileSync(join(dir, "demo.workspace"), "a file, not a folder");
    expect(cassetteWorkspace(join(dir, "resume.json"))).toBe(join(dir, "resume.workspace"));
    expect(cassetteWorkspace(join(dir, "demo.json"))).toBeUndefined();
    expect(cassetteWorkspace(join(dir, "nag.json"))).toBeUndefined();
    expect(cassetteWorkspace(join(dir, "notes.txt"))).toBeUndefined();
  });
});
