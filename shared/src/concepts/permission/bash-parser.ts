/**
 * Reads a bash command with a real shell parser: tree-sitter's bash grammar (the one Claude Code uses), built to
 * WebAssembly (`tree-sitter-bash.wasm`, shipped in the `tree-sitter-bash` package) and run by `web-tree-sitter`:
 * no native build. It is loaded once, on the first command.
 *
 * What it gives: every simple command at any depth (lists, pipelines, subshells, `{ }`, `if`/`for`/`while`,
 * command and process substitutions, functions' bodies), with its `VAR=value` prefixes and its words, each
 * word's value when it is plain text (quotes and backslashes removed: `r''m` is `rm`), and every redirect.
 *
 * @module
 */
import { createRequire } from "node:module";
import { Language, type Node, Parser } from "web-tree-sitter";

/** One word of a command, as the shell would see it when it is plain text. */
export interface ShellWord {
  /** Its value with quotes removed when {@link ShellWord.plain}; its source text otherwise. */
  text: string;
  /** True when the word is plain text: no expansion, substitution, `$'…'` or unquoted glob decides its value. */
  plain: boolean;
}

/** A `NAME=value` before a command (or alone). */
export interface ShellAssignment {
  /** The variable's name. */
  name: string;
  /** The assignment as written. */
  text: string;
}

/** One simple command: its prefixes and its words, the first of which is the command's name. */
export interface SimpleCommand {
  /** The `NAME=value` prefixes; a command of assignments alone has no words. */
  assignments: ShellAssignment[];
  /** The command's words: its name, then its arguments. */
  words: ShellWord[];
}

/** A redirect: `> file`, `>> file`, `2>&1`, `< in`. */
export interface ShellRedirect {
  /** The operator: `>`, `>>`, `&>`, `>&`, `<`, … */
  op: string;
  /** The target word; undefined when there is none (`>&-`). */
  target: ShellWord | undefined;
}

/** A command line, read: its simple commands, its redirects, and whether it parsed at all. */
export interface ParsedCommandLine {
  /** Every simple command, in source order, at any depth. */
  commands: SimpleCommand[];
  /** Every redirect, at any depth. */
  redirects: ShellRedirect[];
  /** False when the parser could not read some of it (an unclosed quote, a stray `)`). */
  parsed: boolean;
}

let parser: Promise<Parser> | undefined;

/** The bash parser, loaded on first use (about 30 ms) and kept. */
export function bashParser(): Promise<Parser> {
  parser ??= (async () => {
    await Parser.init();
    const wasm = createRequire(import.meta.url).resolve("tree-sitter-bash/tree-sitter-bash.wasm");
    const language = await Language.load(wasm);
    const p = new Parser();
    p.setLanguage(language);
    return p;
  })();
  return parser;
}

/** Reads `command` into its simple commands and redirects. */
export async function parseCommandLine(command: string): Promise<ParsedCommandLine> {
  const tree = (await bashParser()).parse(command);
  if (!tree) return { commands: [], redirects: [], parsed: false };
  try {
    const line: ParsedCommandLine = {
      commands: [],
      redirects: [],
      parsed: !tree.rootNode.hasError,
    };
    walk(tree.rootNode, line, true);
    return line;
  } finally {
    tree.delete();
  }
}

/** The nodes whose own `NAME=value` children are prefixes or arguments, not commands of their own. */
const HOLDS_ASSIGNMENTS = new Set(["command", "declaration_command", "unset_command"]);

/** Collects the commands and redirects under `node`; `alone` when an assignment here is a statement of its own. */
function walk(node: Node, line: ParsedCommandLine, alone: boolean): void {
  switch (node.type) {
    case "ERROR":
      line.parsed = false;
      break;
    case "command":
      line.commands.push(simpleCommand(node));
      break;
    case "variable_assignment":
      if (alone) line.commands.push({ assignments: [assignment(node)], words: [] });
      break;
    case "declaration_command":
    case "unset_command":
      line.commands.push({
        assignments: [],
        words: [
          { text: node.child(0)?.text ?? node.type, plain: true },
          ...node.namedChildren.map(argumentWord),
        ],
      });
      break;
    case "file_redirect":
      line.redirects.push(redirect(node));
      break;
  }
  if (node.isMissing) line.parsed = false;
  const childrenAlone = !HOLDS_ASSIGNMENTS.has(node.type);
  for (const child of node.children) walk(child, line, childrenAlone);
}

/** A `command` node as a simple command (its substitutions are walked by the caller). */
function simpleCommand(node: Node): SimpleCommand {
  const assignments: ShellAssignment[] = [];
  const words: ShellWord[] = [];
  for (const child of node.namedChildren) {
    if (child.type === "variable_assignment") assignments.push(assignment(child));
    else if (child.type === "command_name") words.push(word(child.namedChildren[0] ?? child));
    else if (
      child.type !== "file_redirect" &&
      child.type !== "herestring_redirect" &&
      child.type !== "comment"
    )
      words.push(argumentWord(child));
  }
  return { assignments, words };
}

/** A `NAME=value` node. */
function assignment(node: Node): ShellAssignment {
  return { name: node.childForFieldName("name")?.text ?? node.text, text: node.text };
}

/** An argument: a word, or what a declaration lists (`PATH=/x`, `name`). */
function argumentWord(node: Node): ShellWord {
  return node.type === "variable_assignment" || node.type === "variable_name"
    ? { text: node.text, plain: false }
    : word(node);
}

/** A redirect node: its operator (the unnamed tokens) and its target. */
function redirect(node: Node): ShellRedirect {
  const op = node.children
    .filter((c) => !c.isNamed)
    .map((c) => c.text)
    .join("");
  const target = node.childForFieldName("destination");
  return { op, target: target ? word(target) : undefined };
}

/** The value of a word node when it is plain text; its source text otherwise. */
export function word(node: Node): ShellWord {
  const value = plainValue(node);
  return value === undefined ? { text: node.text, plain: false } : { text: value, plain: true };
}

/** The value the shell gives a word node, or undefined when an expansion, `$'…'` or a glob decides it. */
function plainValue(node: Node): string | undefined {
  switch (node.type) {
    case "word":
      if (/(?<!\\)(?:[*?]|\[[^\]]*\])/.test(node.text)) return undefined; // a glob: the shell picks the files
      return node.text.replace(/\\(.)/gs, "$1");
    case "number":
      return /^\d+$/.test(node.text) ? node.text : undefined;
    case "raw_string":
      return node.text.slice(1, -1);
    case "string": {
      if (node.namedChildren.some((c) => c.type !== "string_content")) return undefined;
      return node.text.slice(1, -1).replace(/\\([$`"\\\n])/g, "$1");
    }
    case "concatenation": {
      const parts = node.namedChildren.map(plainValue);
      return parts.every((p) => p !== undefined) ? parts.join("") : undefined;
    }
    default:
      return undefined;
  }
}
