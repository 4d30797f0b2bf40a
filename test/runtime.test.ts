/**
 * How the workbook runs its TypeScript: Node strips the types itself (22.18+), with no loader, in every script;
 * what an install on a machine that cannot run it says.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, so that any Node can run it before the install; its one export is typed below.
import { platformProblem as untyped } from "../scripts/preinstall.mjs";
import { ROOT } from "@agent-workbook/kit/authoring/helpers";

const platformProblem = untyped as (platform: string) => string | undefined;
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf-8"));

describe("the runtime", () => {
  it("every script that runs a .ts file runs it as `exec node FILE.ts`: no loader, no flags, no shell left between pnpm and Node", () => {
    const scripts = Object.entries(pkg.scripts as Record<string, string>).filter(([, run]) => / node /.test(` ${run}`));
    expect(scripts.length).toBeGreaterThan(10);
    for (const [name, run] of scripts) {
      // The install's own check runs before anything else, on any system (Windows too, whose shell has no exec).
      const command =
        name === "preinstall"
          ? "node scripts/preinstall.mjs"
          : expect.stringMatching(/^exec node scripts\/[\w-]+\.ts( \w+)?$/);
      expect([name, run]).toEqual([name, command]);
    }
  });

  it("supports Node 22.18 and later, and an install on an older Node stops with pnpm's message", () => {
    expect(pkg.engines.node).toBe(">=22.18");
    expect(readFileSync(join(ROOT, ".npmrc"), "utf-8")).toMatch(/^engine-strict=true$/m);
    const [major, minor] = process.versions.node.split(".").map(Number);
    expect(major > 22 || (major === 22 && minor >= 18)).toBe(true);
  });

  it("on Windows, the install stops with what to do instead", () => {
    expect(pkg.scripts.preinstall).toBe("node scripts/preinstall.mjs");
    expect(pkg.os).toEqual(["!win32"]);
    expect(platformProblem("win32")).toMatch(/needs Linux or macOS[\s\S]*WSL/);
    expect(platformProblem("linux")).toBeUndefined();
    expect(platformProblem("darwin")).toBeUndefined();
  });
});
