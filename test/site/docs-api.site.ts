/**
 * `pnpm docs:api`: the API reference typedoc builds from the kit and the lessons. With the site's tests (`pnpm
 * test:site`), not `pnpm test`'s: typedoc compiles the whole project first, several CPU seconds no learner needs to
 * wait for.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { listLessons } from "@agent-workbook/kit/lessons";
import { pathToFileURL } from "node:url";
import { Application, Converter, LogLevel, TSConfigReader, TypeDocReader } from "typedoc";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";

/** typedoc.config.mjs: what `pnpm docs:api` documents. */
const CONFIG = (await import(pathToFileURL(join(ROOT, "typedoc.config.mjs")).href)).default as {
  entryPoints: string[];
  treatWarningsAsErrors?: boolean;
};
const KIT = "shared/src/index.ts";
const LESSON_FILES = listLessons().map((l) => relative(ROOT, l.entry));

/** What a typedoc run reported, and the TypeScript program it documented. */
interface Run {
  /** Its warnings and errors, as `[warning] …` / `[error] …` lines. */
  problems: string[];
  program: ts.Program;
}

/**
 * Runs typedoc as `pnpm docs:api` does (typedoc.config.mjs, read by typedoc itself), in this process, into `out`, plus
 * its JSON model into `json`. Warnings are collected but do not stop it, so that the pages are there to check
 * even when a warning fails the run. Type errors are `pnpm typecheck`'s to find: typedoc does not look for them
 * here (skipErrorChecking), which halves its time. The doc-comment checks below read the same TypeScript
 * program typedoc documented, so the project is compiled once.
 */
async function typedoc(out: string, json: string): Promise<Run> {
  const app = await Application.bootstrapWithPlugins(
    { options: join(ROOT, "typedoc.config.mjs"), out, json, treatWarningsAsErrors: false, skipErrorChecking: true },
    [new TypeDocReader(), new TSConfigReader()],
  );
  const problems: string[] = [];
  app.logger.log = (message: string, level: LogLevel) => {
    if (level >= LogLevel.Warn) problems.push(`[${level === LogLevel.Warn ? "warning" : "error"}] ${message}`);
  };
  let program: ts.Program | undefined;
  app.converter.on(Converter.EVENT_BEGIN, (context) => {
    program = context.programs[0];
  });
  const project = await app.convert();
  if (!project || !program) throw new Error(`typedoc converted nothing:\n${problems.join("\n")}`);
  app.validate(project);
  await app.generateDocs(project, out);
  await app.generateJson(project, json);
  return { problems, program };
}

/** The typedoc run both groups of tests read: started once, by whichever asks first. */
let typedocRun: Promise<Run> | undefined;
const dir = scratchDir("workbook-docs-api-");
const out = join(dir, "html");
const runTypedoc = () => (typedocRun ??= typedoc(out, join(dir, "api.json")));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pnpm docs:api (typedoc)", () => {
  let run: Run;
  let model: unknown;

  // typedoc compiles the whole project first: 5-15 s on a small machine, more when other tests run.
  beforeAll(async () => {
    run = await runTypedoc();
    if (existsSync(join(dir, "api.json"))) model = JSON.parse(readFileSync(join(dir, "api.json"), "utf-8"));
  }, 300_000);

  it("succeeds with no warning and no error (pnpm docs:api fails on any)", () => {
    expect(run.problems).toEqual([]);
    expect(CONFIG.treatWarningsAsErrors).toBe(true);
  });

  it("has a page for the kit's key exports and for each lesson's entry", () => {
    const pages = [
      "index.html",
      "modules/_agent-workbook_kit.html",
      "functions/_agent-workbook_kit.runBash.html",
      "functions/_agent-workbook_kit.runLesson.html",
      "functions/_agent-workbook_kit.schemaTool.html",
      "functions/_agent-workbook_kit.tool.html",
      "classes/_agent-workbook_kit.Session.html",
      "interfaces/_agent-workbook_kit.Tool.html",
      "functions/lessons_v2-todo_agent.main.html",
      "variables/lessons_v2-todo_agent.LESSON.html",
      "functions/lessons_s03-todo_agent.main.html",
      "functions/lessons_s05-todo-write_agent.main.html",
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
  // The program typedoc compiled (tsconfig.json: the kit and every lesson, v0 and v1 included).
  let program: ts.Program;
  let checker: ts.TypeChecker;
  beforeAll(async () => {
    ({ program } = await runTypedoc());
    checker = program.getTypeChecker();
  }, 300_000);

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
      expect.arrayContaining(["runBash", "runLesson", "schemaTool", "tool", "Session", "Tool", "ModelClient"]),
    );
    expect(names.length).toBeGreaterThan(40);
  });

  it("finds a doc comment on every export of the kit and on each of their public members, opening with a one-line summary", () => {
    expect(undocumented(KIT)).toEqual([]);
  });

  it.each(LESSON_FILES)("%s: every export is documented, and in the API docs", (file) => {
    expect(undocumented(file)).toEqual([]);
    if (exportsOf(file).length > 0)
      expect(CONFIG.entryPoints, `${file} exports something: typedoc.config.mjs should find it`).toContain(file);
  });
});
