/**
 * A lesson's outline for `--stat` and the course map: the names its file defines, found with the TypeScript compiler,
 * and its tools, those of the kit's tables it spreads (`...fileTools(…)`) included.
 */
import { kitDeclaration, kitNamedTools, ts } from "./kit-source.ts";

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

type TypeScript = typeof import("typescript");

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
  // With the kit's own tables, the same text has the same outline: found once (a course map and a stat read each
  // lesson again and again), a copy given each time.
  if (kitTables !== kitToolTables) return outlineOf(source, fileName, kitTables);
  const key = `${fileName}\0${source}`;
  let found = outlines.get(key);
  if (!found) outlines.set(key, (found = outlineOf(source, fileName, kitTables)));
  return Object.fromEntries(OUTLINE_KINDS.map((kind) => [kind, [...found[kind]]])) as unknown as LessonOutline;
}

/** The outlines found with the kit's own tables, by file name and text. */
const outlines = new Map<string, LessonOutline>();

function outlineOf(source: string, fileName: string, kitTables: KitTables): LessonOutline {
  const t = ts();
  const file = t.createSourceFile(fileName, source, t.ScriptTarget.Latest, true, t.ScriptKind.TS);
  const outline: LessonOutline = { tools: [], classes: [], functions: [], types: [], constants: [], variables: [] };
  const fromKit = kitImports(t, file);
  const kitTable = (name: string) => (fromKit.has(name) ? kitTables(name) : undefined);
  const named = namedTools(t, file, kitTable);
  // A table of the lesson's own (s12's `taskTools`), spread where it is called: its tools count there.
  const local = localToolTables(t, file, kitTable);
  const table = (name: string) => kitTable(name) ?? local.get(name);
  outline.tools.push(...toolNames(t, file, table, kitObjects(t, file, kitTable), named, local));
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
 * `["shutdown", "plan"]`), and for each `...table(…)` spread whose function `table` names, or such a call that is
 * the whole `TOOLS`, its tools.
 */
function toolNames(
  t: TypeScript,
  node: import("typescript").Node,
  table: KitTables,
  objects = new Map<string, string[]>(),
  named = new Map<string, string[]>(),
  local: ReadonlyMap<string, string[]> = new Map(),
): string[] {
  const names: string[] = [];
  /** The strings each `.map` parameter in scope runs over. */
  const over = new Map<string, string[]>();
  const visit = (node: import("typescript").Node): void => {
    // A table of the lesson's own counts where it is spread, not where it is declared.
    if (t.isFunctionDeclaration(node) && node.name && local.has(node.name.text)) return;
    if (t.isCallExpression(node) && t.isIdentifier(node.expression)) {
      const name = node.arguments[0];
      const declares = ["tool", "schemaTool"].includes(node.expression.text);
      // A tool bound to a name (`const TODO_WRITE = schemaTool(…)`) counts where a table lists the name.
      const bound =
        t.isVariableDeclaration(node.parent) && t.isIdentifier(node.parent.name) && named.has(node.parent.name.text);
      if (declares && !bound && name && (t.isStringLiteral(name) || t.isNoSubstitutionTemplateLiteral(name)))
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
    // A whole table from the kit, `const TOOLS = toolsUnderRules(…)` (s04's, s03p's table).
    const whole = node.parent && t.isVariableDeclaration(node.parent) && node.parent.initializer === node;
    if (whole && t.isIdentifier(node.parent.name) && node.parent.name.text === "TOOLS")
      names.push(...(spreadTools(t, node as import("typescript").Expression, table) ?? []));
    if (t.isIdentifier(node) && t.isArrayLiteralExpression(node.parent)) names.push(...(named.get(node.text) ?? []));
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

/**
 * The tools a lesson binds to a name, by the name: `const TODO_WRITE = schemaTool("todo_write", …)`, or a name taken
 * from what a kit function returns, `const { TODO_WRITE } = todoListOf(session)` (the kit function's own
 * `const TODO_WRITE = …` names its tool). A table that lists the name lists its tools.
 */
function namedTools(t: TypeScript, file: import("typescript").SourceFile, table: KitTables): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const statement of lessonStatements(t, file)) {
    if (!t.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const made = declaration.initializer;
      if (!made || !t.isCallExpression(made) || !t.isIdentifier(made.expression)) continue;
      const callee = made.expression.text;
      const first = made.arguments[0];
      if (t.isIdentifier(declaration.name) && ["tool", "schemaTool"].includes(callee) && first)
        if (t.isStringLiteral(first) || t.isNoSubstitutionTemplateLiteral(first))
          named.set(declaration.name.text, [first.text]);
      if (!t.isObjectBindingPattern(declaration.name) || !table(callee)) continue;
      const kitNamed = kitNamedTools(callee);
      for (const element of declaration.name.elements) {
        const property = element.propertyName ?? element.name;
        if (!t.isIdentifier(property) || !t.isIdentifier(element.name)) continue;
        const tools = kitNamed.get(property.text);
        if (tools) named.set(element.name.text, tools);
      }
    }
  }
  return named;
}

/** The tools of each object a file makes from a kit class (`const todos = new TodoList(…)`), by the object's name. */
function kitObjects(t: TypeScript, file: import("typescript").SourceFile, table: KitTables): Map<string, string[]> {
  const objects = new Map<string, string[]>();
  for (const statement of lessonStatements(t, file)) {
    if (!t.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const made = declaration.initializer;
      // `new TodoList(…)`, or a kit function that makes one (`startCompaction(…)`).
      if (!t.isIdentifier(declaration.name) || !made) continue;
      if (!t.isNewExpression(made) && !t.isCallExpression(made)) continue;
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

/**
 * The lesson's own tool tables: each function declared at its top level that the lesson spreads into a table
 * (`...taskTools(…)`, s12's) and that declares tools, with its tools, by its name.
 */
function localToolTables(
  t: TypeScript,
  file: import("typescript").SourceFile,
  table: KitTables,
): Map<string, string[]> {
  const spread = new Set<string>();
  const visit = (node: import("typescript").Node): void => {
    if (t.isSpreadElement(node) && t.isCallExpression(node.expression) && t.isIdentifier(node.expression.expression))
      spread.add(node.expression.expression.text);
    t.forEachChild(node, visit);
  };
  visit(file);
  const tables = new Map<string, string[]>();
  for (const statement of file.statements)
    if (t.isFunctionDeclaration(statement) && statement.name && spread.has(statement.name.text)) {
      const tools = toolNames(t, statement, table);
      if (tools.length > 0) tables.set(statement.name.text, tools);
    }
  return tables;
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

/** The names a file imports from the kit (`@agent-workbook/kit`, or a concept's `@agent-workbook/kit/concepts/todo`). */
function kitImports(t: TypeScript, file: import("typescript").SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!t.isImportDeclaration(statement) || !t.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (from !== "@agent-workbook/kit" && !from.startsWith("@agent-workbook/kit/concepts/")) continue;
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
  const declared = kitDeclaration(name);
  kitTables.set(name, undefined); // while it is read: a call back to it adds nothing
  const tools = declared && toolNames(t, declared, () => undefined);
  // None of its own: those of the kit's functions it calls (TodoList's are todoListOf's).
  if (declared && tools?.length === 0) {
    const visit = (node: import("typescript").Node): void => {
      if ((t.isCallExpression(node) || t.isNewExpression(node)) && t.isIdentifier(node.expression))
        tools.push(...(node.expression.text === name ? [] : (kitToolTables(node.expression.text) ?? [])));
      t.forEachChild(node, visit);
    };
    visit(declared);
  }
  kitTables.set(name, tools);
  return tools;
}

function bindingNames(t: TypeScript, name: import("typescript").BindingName): string[] {
  if (t.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (t.isBindingElement(e) ? bindingNames(t, e.name) : []));
}
