import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, scratchDir } from "./helpers.ts";

/** typedoc.json: what `pnpm docs:api` documents. */
const CONFIG = JSON.parse(readFileSync(join(ROOT, "typedoc.json"), "utf-8")) as {
  entryPoints: string[];
  treatWarningsAsErrors?: boolean;
};
const KIT = "shared/src/index.ts";
const LESSON_FILES = readdirSync(join(ROOT, "lessons"))
  .map((dir) => `lessons/${dir}/agent.ts`)
  .filter((file) => existsSync(join(ROOT, file)));

/** What a finished typedoc run printed, colours stripped. */
interface Run {
  code: number | null;
  output: string;
}

/**
 * Runs the typedoc of `pnpm docs:api` (typedoc.json) into `out`, plus its JSON model into `json`. Warnings
 * are reported but do not stop it, so that the pages are there to check even when a warning fails the run.
 */
function typedoc(out: string, json: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const args = ["--out", out, "--json", json, "--treatWarningsAsErrors", "false"];
    const child = spawn(join(ROOT, "node_modules", ".bin", "typedoc"), args, { cwd: ROOT });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output: stripVTControlCharacters(output) }));
  });
}

describe("pnpm docs:api (typedoc)", () => {
  const dir = scratchDir("workbook-docs-api-");
  const out = join(dir, "html");
  let run: Run;
  let model: unknown;

  // typedoc type-checks the whole project first: 15-40 s on a small machine, more when other tests run.
  beforeAll(async () => {
    run = await typedoc(out, join(dir, "api.json"));
    if (existsSync(join(dir, "api.json"))) model = JSON.parse(readFileSync(join(dir, "api.json"), "utf-8"));
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("succeeds with no warning and no error (pnpm docs:api fails on any)", () => {
    const problems = run.output.split("\n").filter((line) => /^\[(warning|error)\]/.test(line));
    expect(problems).toEqual([]);
    expect(run.code, run.output).toBe(0);
    expect(CONFIG.treatWarningsAsErrors).toBe(true);
  });

  it("has a page for the kit's key exports and for each lesson's todo concept", () => {
    const pages = [
      "index.html",
      "modules/_agent-workbook_kit.html",
      "functions/_agent-workbook_kit.runBash.html",
      "functions/_agent-workbook_kit.startSession.html",
      "functions/_agent-workbook_kit.schemaTool.html",
      "functions/_agent-workbook_kit.tool.html",
      "classes/_agent-workbook_kit.Session.html",
      "interfaces/_agent-workbook_kit.Tool.html",
      "classes/lessons_v2-todo_agent.TodoManager.html",
      "classes/lessons_s03-todo_agent.TodoManager.html",
      "functions/lessons_s05-todo-write_agent.todoWrite.html",
    ];
    expect(pages.filter((page) => !existsSync(join(out, page)))).toEqual([]);
    expect(readFileSync(join(out, "index.html"), "utf-8")).toContain("agent-workbook API");
    // A lesson's header comment is its module's description.
    expect(readFileSync(join(out, "modules/lessons_v2-todo_agent.html"), "utf-8")).toContain(
      "Lesson v2: the planning agent.",
    );
  });

  // typedoc's own notExported check only looks at the root package's types, not at the kit's or a lesson's.
  it("links every workbook type a page mentions (none is left out of the docs)", () => {
    const missing: string[] = [];
    const visit = (node: unknown, owner: string): void => {
      if (Array.isArray(node)) return node.forEach((item) => visit(item, owner));
      if (typeof node !== "object" || node === null) return;
      const record = node as Record<string, unknown>;
      const target = record.target as { packageName?: string } | number | undefined;
      if (
        record.type === "reference" &&
        typeof target === "object" &&
        target.packageName?.startsWith("@agent-workbook/")
      ) {
        missing.push(`${String(record.name)} (referenced by ${owner})`);
      }
      const name = record.variant === "declaration" ? [owner, record.name].filter(Boolean).join(".") : owner;
      for (const value of Object.values(record)) visit(value, name);
    };
    expect(model, "typedoc wrote no JSON model").toBeDefined();
    visit(model, "");
    expect(missing).toEqual([]);
  });
});

describe("API doc comments (TypeScript compiler)", () => {
  const files = [...new Set([...CONFIG.entryPoints, ...LESSON_FILES])].map((file) => join(ROOT, file));
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile).config,
    ts.sys,
    ROOT,
  );
  const program = ts.createProgram(files, options);
  const checker = program.getTypeChecker();

  /** Every export of a module, re-exports resolved to the declaration they name. */
  function exportsOf(file: string): ts.Symbol[] {
    const source = program.getSourceFile(join(ROOT, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) return [];
    return checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol));
  }

  const documented = (symbol: ts.Symbol): boolean =>
    ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() !== "";
  /** A doc comment's first paragraph (what typedoc and editors show as its summary) runs over more than one line. */
  const longSummary = (symbol: ts.Symbol): boolean => {
    const summary = ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .trim()
      .split(/\n\s*\n/)[0];
    return summary.includes("\n");
  };
  const internal = (declaration: ts.Declaration): boolean =>
    ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === "internal");
  const hidden = (declaration: ts.Declaration): boolean =>
    (ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0 ||
    (ts.isClassElement(declaration) && declaration.name !== undefined && ts.isPrivateIdentifier(declaration.name));

  /** Exports (and the public members of exported classes and interfaces) with no doc comment or a summary of several lines, as `Name.member (file)`. */
  function undocumented(file: string): string[] {
    const missing: string[] = [];
    for (const symbol of exportsOf(file)) {
      const declaration = symbol.declarations?.[0];
      if (!declaration || internal(declaration)) continue;
      const where = relative(ROOT, declaration.getSourceFile().fileName);
      if (!documented(symbol)) missing.push(`${symbol.name} (${where})`);
      else if (longSummary(symbol))
        missing.push(`${symbol.name} (${where}): its first paragraph is more than one line`);
      if (!(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) continue;
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        const own = member.declarations?.filter((d) => d.getSourceFile() === declaration.getSourceFile()) ?? [];
        if (own.length === 0 || own.some((d) => hidden(d) || internal(d))) continue; // inherited, private or internal
        if (!documented(member)) missing.push(`${symbol.name}.${member.name} (${where})`);
        else if (longSummary(member))
          missing.push(`${symbol.name}.${member.name} (${where}): its first paragraph is more than one line`);
      }
    }
    return missing;
  }

  it("lists the kit's exports, re-exports resolved, and finds every lesson", () => {
    expect(LESSON_FILES).toEqual(
      expect.arrayContaining([
        "lessons/v0-bash/agent.ts",
        "lessons/v2-todo/agent.ts",
        "lessons/s05-todo-write/agent.ts",
      ]),
    );
    const names = exportsOf(KIT).map((symbol) => symbol.name);
    expect(names).toEqual(
      expect.arrayContaining(["runBash", "startSession", "schemaTool", "tool", "Session", "Tool", "ModelClient"]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it("finds a doc comment on every export of the kit and on each of their public members, opening with a one-line summary", () => {
    expect(undocumented(KIT)).toEqual([]);
  });

  it.each(LESSON_FILES)("%s: every export is documented, and in the API docs", (file) => {
    expect(undocumented(file)).toEqual([]);
    if (exportsOf(file).length > 0)
      expect(CONFIG.entryPoints, `${file} exports something: list it in typedoc.json`).toContain(file);
  });
});
