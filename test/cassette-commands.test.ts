/**
 * The two commands that write the committed recordings, `pnpm cassettes:events` and `pnpm cassettes:scripted`: their
 * help is their usage and what they do (exit 0); a bad option prints the reason and the usage (exit 2).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { offlineEnv, ROOT } from "@agent-workbook/kit/authoring/tests/helpers";

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env: offlineEnv(),
    encoding: "utf-8",
  });

describe.each([
  ["cassette-events.ts", "pnpm cassettes:events", "--help"],
  ["scripted-cassettes.ts", "pnpm cassettes:scripted", "-h"],
])("%s", (script, command, help) => {
  it(`${help} prints the usage and what it does, and exits 0; a bad option, the reason and the usage, exit 2`, () => {
    const helped = run(script, [help]);
    expect(helped.status).toBe(0);
    expect(helped.stderr).toBe("");
    expect(helped.stdout).toMatch(new RegExp(`^Usage: ${command} \\[--check\\]`));
    expect(helped.stdout).toContain("--check only says which");
    const bad = run(script, ["--bogus"]);
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toBe(`Unknown option: --bogus\n\n${helped.stdout}`);
  });
});
