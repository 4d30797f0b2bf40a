import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cassetteWorkspace } from "../src/cassette.ts";
import { isMain } from "../src/is-main.ts";
import { startSession } from "../src/start-lesson.ts";

const program = process.argv[1];
afterEach(() => {
  process.argv[1] = program;
  vi.restoreAllMocks();
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

describe("startSession, for a lesson a test imported", () => {
  it("starts nothing: no argument read, nothing printed, no prompt; it works in the current folder and has no model", async () => {
    const write = vi.spyOn(process.stdout, "write");
    const exit = vi.spyOn(process, "exit");
    // The test runner's own command line would be refused by a lesson: an imported one does not read it.
    const session = startSession({ id: "v1", entry: "/nowhere/lessons/v1-tools/agent.ts", argv: ["--frobnicate"] });
    expect(session.workdir).toBe(realpathSync(process.cwd()));
    const prompts = [];
    for await (const prompt of session.prompts()) prompts.push(prompt);
    expect(prompts).toEqual([]);
    await expect(session.client.messages.create({ model: "m", max_tokens: 1, messages: [] })).rejects.toThrow(
      "Lesson v1 was imported, not run: it has no model. Run it with pnpm lesson v1.",
    );
    session.ui.line("nothing reaches the screen");
    session.close();
    expect(write).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });
});
