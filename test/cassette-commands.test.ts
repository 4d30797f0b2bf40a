/**
 * The two commands that write the committed recordings, `pnpm cassettes:events` and `pnpm cassettes:scripted`, through
 * their main in this process: their help is their usage and what they do (exit 0); a bad option prints the reason and
 * the usage (exit 2).
 */
import { describe, expect, it } from "vitest";
import { main as cassetteEvents } from "../scripts/cassette-events.ts";
import { main as scriptedCassettes } from "../scripts/scripted-cassettes.ts";

type Main = typeof cassetteEvents;

/** Runs a command's main on `argv`: its exit code and what it wrote. */
async function run(main: Main, argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { code: 0, stdout: "", stderr: "" };
  out.code = await main(argv, {
    stdout: { write: (text: string) => (out.stdout += text) },
    stderr: { write: (text: string) => (out.stderr += text) },
  });
  return out;
}

describe.each([
  [cassetteEvents, "pnpm cassettes:events", "--help"],
  [scriptedCassettes, "pnpm cassettes:scripted", "-h"],
] as const)("%#: the command line", (main, command, help) => {
  it(`${help} prints the usage and what it does, and exits 0; a bad option, the reason and the usage, exit 2`, async () => {
    const helped = await run(main, [help]);
    expect(helped.code).toBe(0);
    expect(helped.stderr).toBe("");
    expect(helped.stdout).toMatch(new RegExp(`^Usage: ${command} \\[--check\\]`));
    expect(helped.stdout).toContain("--check only says which");
    const bad = await run(main, ["--bogus"]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toBe(`Unknown option: --bogus\n\n${helped.stdout}`);
    const unknown = await run(main, ["--check", "s99"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown lesson: s99/);
  });
});
