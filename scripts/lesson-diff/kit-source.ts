/** The kit's source as `lesson:diff --stat` and the course map read it: its exported declarations, parsed once. */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { ROOT } from "@agent-workbook/kit/paths";

type TypeScript = typeof import("typescript");
let typescript: TypeScript | undefined;
/** The compiler, loaded on first use: a plain diff does not need it, and it takes a while to load. */
export function ts(): TypeScript {
  return (typescript ??= createRequire(import.meta.url)("typescript") as TypeScript);
}

/** The kit's files parsed so far, by path, with the text each was parsed from: each is read again, parsed once. */
const kitSources = new Map<string, { text: string; file: import("typescript").SourceFile }>();

/** The kit's file at `path`, parsed (once for each text it has); throws when it cannot be read. */
function parseKitFile(path: string): import("typescript").SourceFile {
  const t = ts();
  const text = readFileSync(path, "utf-8");
  const known = kitSources.get(path);
  if (known?.text === text) return known.file;
  const file = t.createSourceFile(path, text, t.ScriptTarget.Latest, true, t.ScriptKind.TS);
  kitSources.set(path, { text, file });
  return file;
}

/** The kit's function or class `name`, from the file the kit's index (or a concept's index.ts) exports it from. */
export function kitDeclaration(name: string): import("typescript").Node | undefined {
  const t = ts();
  const src = join(ROOT, "shared", "src");
  const concepts = readdirSync(join(src, "concepts"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(src, "concepts", entry.name, "index.ts"));
  for (const index of [join(src, "index.ts"), ...concepts]) {
    let statements: readonly import("typescript").Statement[];
    try {
      statements = parseKitFile(index).statements;
    } catch {
      continue; // a concept without an index.ts exports nothing
    }
    for (const statement of statements) {
      if (
        !t.isExportDeclaration(statement) ||
        !statement.moduleSpecifier ||
        !t.isStringLiteral(statement.moduleSpecifier)
      )
        continue;
      const clause = statement.exportClause;
      if (!clause || !t.isNamedExports(clause) || !clause.elements.some((e) => e.name.text === name)) continue;
      const source = parseKitFile(join(dirname(index), statement.moduleSpecifier.text));
      const declared = source.statements.find(
        (s) => (t.isFunctionDeclaration(s) || t.isClassDeclaration(s)) && s.name?.text === name,
      );
      if (declared) return declared;
    }
  }
  return undefined;
}

/** The tools a kit function binds to names of its own (`const TODO_WRITE = schemaTool("todo_write", …)`), by name. */
export function kitNamedTools(name: string): Map<string, string[]> {
  const t = ts();
  const named = new Map<string, string[]>();
  const visit = (node: import("typescript").Node): void => {
    const made = t.isVariableDeclaration(node) ? node.initializer : undefined;
    if (t.isVariableDeclaration(node) && t.isIdentifier(node.name) && made && t.isCallExpression(made)) {
      const first = made.arguments[0];
      const declares = t.isIdentifier(made.expression) && ["tool", "schemaTool"].includes(made.expression.text);
      if (declares && first && (t.isStringLiteral(first) || t.isNoSubstitutionTemplateLiteral(first)))
        named.set(node.name.text, [first.text]);
    }
    t.forEachChild(node, visit);
  };
  const declared = kitDeclaration(name);
  if (declared) visit(declared);
  return named;
}
