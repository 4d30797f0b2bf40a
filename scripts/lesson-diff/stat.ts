/** `--stat`: lines added and removed, and the names (found with the TypeScript compiler) that came and went. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { diffLines } from "diff";
import pc from "picocolors";
import { ROOT } from "@agent-workbook/kit/paths";
import { type LessonFile, lessonFile, type LessonRef } from "./lessons.ts";

/** The names a lesson defines, found with the TypeScript compiler API, each list in file order. */
export interface LessonOutline {
  /**
   * The tool table: first string argument of every `tool(…)` and `schemaTool(…)` call, and the tools of every table
   * the file spreads into an array from the kit (`...fileTools(WORKDIR)`), in their place.
   */
  tools: string[];
  /** Top-level classes. */
  classes: string[];
  /** Top-level functions (declarations, and constants holding an arrow or function expression). */
  functions: string[];
  /** Top-level interfaces, type aliases and enums. */
  types: string[];
  /** Other top-level `const`s. */
  constants: string[];
  /** Top-level `let`s and `var`s. */
  variables: string[];
}

/** The kinds of names a stat compares, in the order it shows them. */
export const OUTLINE_KINDS = ["tools", "classes", "functions", "types", "constants", "variables"] as const;

/** One kind of name before and after: all of them on each side, and which came and went. */
export interface NameChanges {
  before: string[];
  after: string[];
  added: string[];
  removed: string[];
}

/** What `--stat` shows: the two files, the lines added and removed, and the names that came and went. */
export interface DiffStat extends Record<(typeof OUTLINE_KINDS)[number], NameChanges> {
  a: Omit<LessonFile, "text">;
  b: Omit<LessonFile, "text">;
  /** Lines only in b. */
  added: number;
  /** Lines only in a. */
  removed: number;
}

type TypeScript = typeof import("typescript");
let typescript: TypeScript | undefined;
/** The compiler, loaded on first use: a plain diff does not need it, and it takes a while to load. */
function ts(): TypeScript {
  return (typescript ??= createRequire(import.meta.url)("typescript") as TypeScript);
}

/** The names of the tools a kit function returns (`fileTools`: bash, read_file…), or undefined for another name. */
export type KitTables = (name: string) => string[] | undefined;

/**
 * The tools, classes, functions, types, constants and variables a lesson's source defines.
 *
 * A tool table it spreads from the kit (`...taskTools(…)`, a function imported from `@agent-workbook/kit`) counts as
 * its tools, as `kitTables` names them (by default, read from the kit's source).
 */
export function lessonOutline(
  source: string,
  fileName = "agent.ts",
  kitTables: KitTables = kitToolTables,
): LessonOutline {
  const t = ts();
  const file = t.createSourceFile(fileName, source, t.ScriptTarget.Latest, true, t.ScriptKind.TS);
  const outline: LessonOutline = { tools: [], classes: [], functions: [], types: [], constants: [], variables: [] };
  const fromKit = kitImports(t, file);
  const kitTable = (name: string) => (fromKit.has(name) ? kitTables(name) : undefined);
  outline.tools.push(...toolNames(t, file, kitTable, kitObjects(t, file, kitTable)));
  for (const statement of lessonStatements(t, file)) {
    if (t.isClassDeclaration(statement) && statement.name) outline.classes.push(statement.name.text);
    else if (t.isFunctionDeclaration(statement) && statement.name) outline.functions.push(statement.name.text);
    else if (
      t.isInterfaceDeclaration(statement) ||
      t.isTypeAliasDeclaration(statement) ||
      t.isEnumDeclaration(statement)
    )
      outline.types.push(statement.name.text);
    else if (t.isVariableStatement(statement)) {
      const isConst = (statement.declarationList.flags & t.NodeFlags.Const) !== 0;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const kind =
          init && (t.isArrowFunction(init) || t.isFunctionExpression(init))
            ? "functions"
            : isConst
              ? "constants"
              : "variables";
        outline[kind].push(...bindingNames(t, declaration.name));
      }
    }
  }
  return outline;
}

/**
 * A lesson's statements: the file's, with those of its entry (`export async function main(session)`, where a lesson
 * that takes its session defines what needs it) in place of the entry itself.
 */
function lessonStatements(
  t: TypeScript,
  file: import("typescript").SourceFile,
): readonly import("typescript").Statement[] {
  return file.statements.flatMap((statement) =>
    t.isFunctionDeclaration(statement) && statement.name?.text === "main" && statement.body
      ? [...statement.body.statements]
      : [statement],
  );
}

/**
 * The tools declared under `node`, in order: the name of each `tool(…)` and `schemaTool(…)` call (a template naming
 * the parameter of a `.map` over a list of strings counts once per string: s16's `${kind}_response` over
 * `["shutdown", "plan"]`), and for each `...table(…)` spread whose function `table` names, its tools.
 */
function toolNames(
  t: TypeScript,
  node: import("typescript").Node,
  table: KitTables,
  objects = new Map<string, string[]>(),
): string[] {
  const names: string[] = [];
  /** The strings each `.map` parameter in scope runs over. */
  const over = new Map<string, string[]>();
  const visit = (node: import("typescript").Node): void => {
    if (t.isCallExpression(node) && t.isIdentifier(node.expression)) {
      const name = node.arguments[0];
      const declares = ["tool", "schemaTool"].includes(node.expression.text);
      if (declares && name && (t.isStringLiteral(name) || t.isNoSubstitutionTemplateLiteral(name)))
        names.push(name.text);
      if (declares && name && t.isTemplateExpression(name)) names.push(...templateNames(t, name, over));
    }
    const mapped = mappedStrings(t, node);
    if (mapped) {
      over.set(mapped.parameter, mapped.strings);
      t.forEachChild(node, visit);
      over.delete(mapped.parameter);
      return;
    }
    if (t.isSpreadElement(node)) names.push(...(spreadTools(t, node.expression, table) ?? []));
    // `todos.tool` in a tool table: the tool of an object the lesson made from a kit class (s11's TodoList).
    if (
      t.isPropertyAccessExpression(node) &&
      node.name.text === "tool" &&
      t.isIdentifier(node.expression) &&
      t.isArrayLiteralExpression(node.parent)
    )
      names.push(...(objects.get(node.expression.text) ?? []));
    t.forEachChild(node, visit);
  };
  visit(node);
  return names;
}

/** The tools of each object a file makes from a kit class (`const todos = new TodoList(…)`), by the object's name. */
function kitObjects(t: TypeScript, file: import("typescript").SourceFile, table: KitTables): Map<string, string[]> {
  const objects = new Map<string, string[]>();
  for (const statement of lessonStatements(t, file)) {
    if (!t.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const made = declaration.initializer;
      if (!t.isIdentifier(declaration.name) || !made || !t.isNewExpression(made)) continue;
      if (!t.isIdentifier(made.expression)) continue;
      const tools = table(made.expression.text);
      if (tools) objects.set(declaration.name.text, tools);
    }
  }
  return objects;
}

/** `[…strings].map((p) => …)` (an `as const` list too): the parameter's name and the strings; else undefined. */
function mappedStrings(
  t: TypeScript,
  node: import("typescript").Node,
): { parameter: string; strings: string[] } | undefined {
  if (!t.isCallExpression(node) || !t.isPropertyAccessExpression(node.expression)) return undefined;
  if (node.expression.name.text !== "map") return undefined;
  let list: import("typescript").Expression = node.expression.expression;
  while (t.isParenthesizedExpression(list) || t.isAsExpression(list)) list = list.expression;
  const arrow = node.arguments[0];
  if (!t.isArrayLiteralExpression(list) || !arrow || !t.isArrowFunction(arrow)) return undefined;
  const parameter = arrow.parameters[0]?.name;
  if (!parameter || !t.isIdentifier(parameter)) return undefined;
  if (!list.elements.every((e) => t.isStringLiteral(e))) return undefined;
  return {
    parameter: parameter.text,
    strings: list.elements.map((e) => (e as import("typescript").StringLiteral).text),
  };
}

/** A template's names, one per string its one `${parameter}` runs over; none when it names anything else. */
function templateNames(
  t: TypeScript,
  template: import("typescript").TemplateExpression,
  over: Map<string, string[]>,
): string[] {
  const [span, ...more] = template.templateSpans;
  if (more.length > 0 || !t.isIdentifier(span.expression)) return [];
  const strings = over.get(span.expression.text) ?? [];
  return strings.map((value) => `${template.head.text}${value}${span.literal.text}`);
}

/**
 * The tools a spread table holds: `table(…)`, `table(…).map(f)` (s18 runs each where the agent works), or
 * `table(…).filter((t) => t.name !== "bash")` (s13 keeps its own bash), the names it compares with `!==` left out.
 * Undefined for any other expression.
 */
function spreadTools(
  t: TypeScript,
  expression: import("typescript").Expression,
  table: KitTables,
): string[] | undefined {
  if (!t.isCallExpression(expression)) return undefined;
  if (t.isIdentifier(expression.expression)) return table(expression.expression.text);
  const filter = expression.expression;
  if (t.isPropertyAccessExpression(filter) && filter.name.text === "map")
    return spreadTools(t, filter.expression, table);
  if (!t.isPropertyAccessExpression(filter) || filter.name.text !== "filter") return undefined;
  const left = new Set<string>();
  const visit = (node: import("typescript").Node): void => {
    if (
      t.isBinaryExpression(node) &&
      node.operatorToken.kind === t.SyntaxKind.ExclamationEqualsEqualsToken &&
      t.isStringLiteral(node.right)
    )
      left.add(node.right.text);
    t.forEachChild(node, visit);
  };
  expression.arguments.forEach(visit);
  return spreadTools(t, filter.expression, table)?.filter((name) => !left.has(name));
}

/** The names a file imports from the kit (`import { fileTools } from "@agent-workbook/kit"`). */
function kitImports(t: TypeScript, file: import("typescript").SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!t.isImportDeclaration(statement) || !t.isStringLiteral(statement.moduleSpecifier)) continue;
    // The kit's root, or one of its concepts (`@agent-workbook/kit/concepts/tasks`).
    if (!/^@agent-workbook\/kit(\/concepts\/[\w-]+)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && t.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

const kitTables = new Map<string, string[] | undefined>();
/**
 * The tools the kit's function `name` returns, read from the kit's source: the file shared/src/index.ts (or a
 * concept's index.ts) exports it from, and in it the function's own `tool(…)` calls. Undefined when the kit exports no such function.
 */
export function kitToolTables(name: string): string[] | undefined {
  if (kitTables.has(name)) return kitTables.get(name);
  const t = ts();
  const concepts = join(ROOT, "shared", "src", "concepts");
  const indexes = [
    join(ROOT, "shared", "src", "index.ts"),
    ...readdirSync(concepts).map((concept) => join(concepts, concept, "index.ts")),
  ].filter((file) => existsSync(file));
  const parse = (path: string) =>
    t.createSourceFile(path, readFileSync(path, "utf-8"), t.ScriptTarget.Latest, true, t.ScriptKind.TS);
  let tools: string[] | undefined;
  for (const index of indexes)
    for (const statement of parse(index).statements) {
      if (
        !t.isExportDeclaration(statement) ||
        !statement.moduleSpecifier ||
        !t.isStringLiteral(statement.moduleSpecifier)
      )
        continue;
      const clause = statement.exportClause;
      if (!clause || !t.isNamedExports(clause) || !clause.elements.some((e) => e.name.text === name)) continue;
      const source = parse(join(dirname(index), statement.moduleSpecifier.text));
      const declared = source.statements.find(
        (s) => (t.isFunctionDeclaration(s) || t.isClassDeclaration(s)) && s.name?.text === name,
      );
      if (declared) tools = toolNames(t, declared, () => undefined);
    }
  kitTables.set(name, tools);
  return tools;
}

function bindingNames(t: TypeScript, name: import("typescript").BindingName): string[] {
  if (t.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (t.isBindingElement(e) ? bindingNames(t, e.name) : []));
}

/** Lines added and removed, and the tools, classes, functions, types, constants and variables that came and went, from lesson a to lesson b. */
export function diffStat(a: LessonRef, b: LessonRef): DiffStat {
  const from = lessonFile(a);
  const to = lessonFile(b);
  let added = 0;
  let removed = 0;
  for (const change of diffLines(from.text, to.text)) {
    if (change.added) added += change.count;
    if (change.removed) removed += change.count;
  }
  const before = lessonOutline(from.text, from.path);
  const after = lessonOutline(to.text, to.path);
  const names = (kind: (typeof OUTLINE_KINDS)[number]): NameChanges => ({
    before: before[kind],
    after: after[kind],
    added: after[kind].filter((n) => !before[kind].includes(n)),
    removed: before[kind].filter((n) => !after[kind].includes(n)),
  });
  const { text: _a, ...aInfo } = from;
  const { text: _b, ...bInfo } = to;
  return {
    a: aInfo,
    b: bInfo,
    added,
    removed,
    tools: names("tools"),
    classes: names("classes"),
    functions: names("functions"),
    types: names("types"),
    constants: names("constants"),
    variables: names("variables"),
  };
}

/** A stat as aligned plain text (coloured with `color: true`): per kind of name, `before → after` counts and the names added (+) and removed (-). */
export function formatStat(stat: DiffStat, options: { color?: boolean; width?: number } = {}): string {
  const c = pc.createColors(options.color ?? false);
  const width = options.width ?? 100;
  const rows: Array<{
    label: string;
    before: number;
    after: number;
    changes: Array<{ text: string; paint: (s: string) => string }>;
  }> = [
    {
      label: "lines",
      before: stat.a.lines,
      after: stat.b.lines,
      changes: [
        {
          text: `+${stat.added} -${stat.removed}`,
          paint: (s) => s.replace(/^\+\d+/, (m) => c.green(m)).replace(/-\d+$/, (m) => c.red(m)),
        },
      ],
    },
  ];
  for (const kind of OUTLINE_KINDS) {
    const names = stat[kind];
    if (names.before.length === 0 && names.after.length === 0) continue;
    const changes = [];
    if (names.added.length) changes.push({ text: `+ ${names.added.join(", ")}`, paint: c.green });
    if (names.removed.length) changes.push({ text: `- ${names.removed.join(", ")}`, paint: c.red });
    if (changes.length === 0) changes.push({ text: "same names", paint: c.dim });
    rows.push({ label: kind, before: names.before.length, after: names.after.length, changes });
  }
  const labelWidth = Math.max(...rows.map((r) => r.label.length));
  const beforeWidth = Math.max(...rows.map((r) => String(r.before).length));
  const afterWidth = Math.max(...rows.map((r) => String(r.after).length));
  const indent = 2 + labelWidth + 2 + beforeWidth + 3 + afterWidth + 2;
  const lines = [c.bold(`${stat.a.path} → ${stat.b.path}`), ""];
  for (const row of rows) {
    const head = `  ${row.label.padEnd(labelWidth)}  ${String(row.before).padStart(beforeWidth)} → ${String(row.after).padEnd(afterWidth)}  `;
    row.changes.forEach((change, k) => {
      wrap(change.text, width - indent).forEach((piece, p) => {
        const lead = k === 0 && p === 0 ? head : " ".repeat(indent + (p === 0 ? 0 : 2));
        lines.push(lead + change.paint(piece));
      });
    });
  }
  return `${lines.join("\n")}\n`;
}

/** Cuts a `+ a, b, c` list after a comma so each piece fits in `width` (a piece never splits a name). */
function wrap(text: string, width: number): string[] {
  const pieces: string[] = [];
  let line = "";
  for (const word of text.split(/(?<=, )/)) {
    if (line && line.length + word.length > width) {
      pieces.push(line.trimEnd());
      line = "";
    }
    line += word;
  }
  pieces.push(line);
  return pieces;
}
