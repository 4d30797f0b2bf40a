/**
 * How the workbook runs its TypeScript: Node strips the types itself (22.18+), with no loader, in every script;
 * what an install on a machine that cannot run it says.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, so that any Node can run it before the install; its one export is typed below.
import { platformProblem as untyped } from "../scripts/preinstall.mjs";
import { offlineEnv, ROOT } from "@agent-workbook/kit/authoring/tests/helpers";

const platformProblem = untyped as (platform: string) => string | undefined;
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf-8"));

describe("the runtime", () => {
  it("every workbook command is a script, and a bin of scripts/bin, that runs its .ts file with plain node: no loader, no flags", () => {
    const bins = readdirSync(join(ROOT, "scripts", "bin")).sort();
    expect(bins).toEqual(expect.arrayContaining(["exercise", "lesson", "lesson:diff", "mock-api"]));
    for (const name of bins) {
      const source = readFileSync(join(ROOT, "scripts", "bin", name), "utf-8");
      const target = /new URL\("([^"]+)", import\.meta\.url\)/.exec(source)?.[1];
      expect([name, source]).toEqual([
        name,
        "#!/usr/bin/env node\n" +
          `// \`pnpm ${name}\`: runs ${relative(ROOT, join(ROOT, "scripts", "bin", target ?? "?"))}, as \`node ${relative(ROOT, join(ROOT, "scripts", "bin", target ?? "?"))}\` would.\n` +
          'import { fileURLToPath } from "node:url";\n\n' +
          `process.argv[1] = fileURLToPath(new URL("${target}", import.meta.url));\n` +
          "await import(process.argv[1]);\n",
      ]);
      expect(existsSync(join(ROOT, "scripts", "bin", target!))).toBe(true);
      // pnpm install linked it (`pnpm exec NAME`), and the script of the same name runs the same file (`pnpm NAME`).
      expect(existsSync(join(ROOT, "node_modules", ".bin", name))).toBe(true);
      expect(pkg.scripts[name]).toBe(`exec node scripts/${target!.replace(/^\.\.\//, "")}`);
    }
    // The scripts run a .ts file the same way, with exec: no shell between pnpm and Node.
    const scripts = Object.entries(pkg.scripts as Record<string, string>).filter(([, run]) => / node /.test(` ${run}`));
    for (const [name, run] of scripts) {
      // The install's own check runs before anything else, on any system (Windows too, whose shell has no exec).
      const command =
        name === "preinstall"
          ? "node scripts/preinstall.mjs"
          : expect.stringMatching(/^exec node scripts\/[\w-]+\.ts(?: \w+)?$/);
      expect([name, run]).toEqual([name, command]);
    }
  });

  it("pnpm runs a workbook command with the command's own exit status, from any folder with -C or --dir", () => {
    const env = { ...offlineEnv(), npm_config_update_notifier: "false" };
    const elsewhere = mkdtempSync(join(tmpdir(), "workbook-elsewhere-"));
    for (const [args, cwd] of [
      [["lesson", "no-such-lesson"], join(ROOT, "docs")],
      [["-C", ROOT, "lesson", "no-such-lesson"], elsewhere],
      [["--dir", ROOT, "lesson", "no-such-lesson"], elsewhere],
      [["-C", ROOT, "exec", "lesson", "no-such-lesson"], elsewhere],
    ] as const) {
      const run = spawnSync("pnpm", args, { cwd, env, encoding: "utf-8" });
      expect(run.status, args.join(" ")).toBe(2);
      expect(run.stderr, args.join(" ")).toMatch(
        /^Unknown lesson: no-such-lesson\n\nUsage: pnpm lesson <id> \[options\]\n/,
      );
      expect(run.stderr, args.join(" ")).toMatch(/\nLessons: v0, v1, [^\n]*\n$/); // the command's last line
      // A script's pnpm adds its header and, after a failure, its ELIFECYCLE line (on stdout); `pnpm exec` nothing.
      if ((args as readonly string[]).includes("exec")) expect(run.stdout, args.join(" ")).toBe("");
      else
        expect(run.stdout, args.join(" ")).toMatch(
          /^\n> agent-workbook@ lesson [^]*\n\sELIFECYCLE\s+Command failed with exit code 2\.\n$/,
        );
    }
    rmSync(elsewhere, { recursive: true, force: true });
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
