import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT, TYPESCRIPT_LOADER } from "../src/paths.ts";

const HOOKS = pathToFileURL(join(ROOT, "shared", "loader", "typescript-hooks.mjs")).href;

/** Runs an ES module script in a fresh node process in `cwd`; its stdout. */
function runScript(script: string, cwd: string, flags: string[] = []): string {
  return execFileSync(process.execPath, [...flags, "--input-type=module", "-e", script], { cwd, encoding: "utf-8" });
}

describe("the TypeScript loader", () => {
  it("loads the kit bundled, with the paths and the stacks of its own files", () => {
    const script = `
      const kit = await import("@agent-workbook/kit");
      console.log(kit.ROOT);
      const { safePath } = kit;
      try { safePath(kit.ROOT, "../outside"); } catch (err) { console.log(err.stack.split("\\n")[1].trim()); }
    `;
    const out = runScript(script, ROOT, ["--import", TYPESCRIPT_LOADER]);
    const [root, frame] = out.trim().split("\n");
    expect(root).toBe(ROOT);
    expect(frame).toMatch(new RegExp(`^at safePath \\(${join(ROOT, "shared", "src", "workspace.ts")}:\\d+:\\d+\\)$`));
  });

  it("bundles an entry it is given, keeps each file's import.meta and lines, and bundles again after an edit", () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), "kit-loader-")));
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "entry.ts"), 'export { where, fail } from "./sub/inner.ts";\n');
    const inner = (line: string) =>
      `export const where: string = import.meta.dirname;\n${line}export function fail(): never {\n  throw new Error("inner");\n}\n`;
    writeFileSync(join(dir, "sub", "inner.ts"), inner(""));
    // A second hook, registered last so it runs first, notes every module of this folder Node asks for.
    writeFileSync(
      join(dir, "trace.mjs"),
      `import { appendFileSync } from "node:fs";
       export async function load(url, context, next) {
         if (url.startsWith(${JSON.stringify(pathToFileURL(dir).href)})) appendFileSync(${JSON.stringify(join(dir, "loads.txt"))}, url + "\\n");
         return next(url, context);
       }`,
    );
    const entry = pathToFileURL(join(dir, "entry.ts")).href;
    const script = `
      import { register } from "node:module";
      process.setSourceMapsEnabled(true);
      register(${JSON.stringify(HOOKS)}, { data: { bundled: { entry: ${JSON.stringify(entry)} } } });
      register(${JSON.stringify(pathToFileURL(join(dir, "trace.mjs")).href)});
      const m = await import(${JSON.stringify(entry)});
      console.log(m.where);
      const { fail } = m;
      try { fail(); } catch (err) { console.log(err.stack.split("\\n")[1].trim()); }
    `;
    const where = join(dir, "sub");
    const innerFile = join(dir, "sub", "inner.ts");
    expect(runScript(script, dir)).toBe(`${where}\nat fail (${innerFile}:3:9)\n`);
    writeFileSync(innerFile, inner("// one line more\n"));
    expect(runScript(script, dir)).toBe(`${where}\nat fail (${innerFile}:4:9)\n`);
    // entry.ts came as one module both times: inner.ts was never loaded by itself.
    expect(readFileSync(join(dir, "loads.txt"), "utf-8")).toBe(`${entry}\n${entry}\n`);
    // A file behind the entry that does not parse: one SyntaxError saying where, nothing printed besides.
    writeFileSync(innerFile, inner("const broken = = 1;\n"));
    const failed = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: dir, encoding: "utf-8" });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toContain(`SyntaxError [Error]: Unexpected "=" (${innerFile}:2:16)\n`);
    expect(failed.stderr).not.toContain("[ERROR]");
  });
});
