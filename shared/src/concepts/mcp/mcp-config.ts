/**
 * How s19 reads the workspace's MCP settings, which it does not teach: `.mcp.json` in Claude Code's format (its stdio
 * servers, their `${VAR}`s expanded), the MCP tools the workbook's own settings allow without asking, and a tool
 * result's content blocks as one text for the model. s19 and the lessons after it (s20) import them.
 *
 * @module
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { cutText, MAX_OUTPUT_CHARS } from "../../tool.ts";
import { wellFormedText } from "../../well-formed.ts";

// #region mcp-config
/** One stdio server of `.mcp.json`, its `${VAR}`s expanded: what starting it takes. */
export interface ServerConfig {
  /** Its name in `.mcp.json`, the `{server}` of its tools' names. */ name: string;
  /** The program to run. */ command: string;
  /** Its arguments. */ args: string[];
  /** Variables it gets, on top of the SDK's few safe ones (PATH, HOME…). */ env: Record<
    string,
    string
  >;
}

/** What the lesson kept of a list, with a line for the terminal for each item it left out or doubts. */
export interface Kept<T> {
  /** The items kept (`undefined` where one was refused in place). */ kept: T[];
  /** One line each: what was left out or is doubtful, and why. */ lines: string[];
}

/** A stdio entry of `mcpServers`, as Claude Code reads it. */
const STDIO_ENTRY = z.object({
  command: z.string(),
  args: z.array(z.string()).default([]),
  env: z.record(z.string(), z.string()).default({}),
});

/**
 * The stdio servers the workspace's `.mcp.json` names, in Claude Code's format.
 *
 * `{"mcpServers": {"NAME": {"command", "args", "env"}}}`; an entry of another type, or a bad one, is left out.
 */
export function readMcpConfig(workdir: string, env: NodeJS.ProcessEnv): Kept<ServerConfig> {
  const lines: string[] = [];
  const entries = z
    .record(z.string(), z.unknown())
    .safeParse(readJson(workdir, ".mcp.json", lines)?.mcpServers).data;
  const servers: ServerConfig[] = [];
  for (const [name, entry] of Object.entries(entries ?? {})) {
    const type = (entry as { type?: unknown } | null)?.type ?? "stdio";
    const parsed = STDIO_ENTRY.safeParse(entry);
    if (type !== "stdio")
      lines.push(`MCP ${name}: left out: a ${JSON.stringify(type)} server (stdio ones only here)`);
    else if (!parsed.success)
      lines.push(`MCP ${name}: left out: ${issueLine(parsed.error.issues)}`);
    if (type !== "stdio" || !parsed.success) continue;
    const missing = new Set<string>();
    const expand = (text: string) => expandVars(text, env, missing);
    const { command, args, env: vars } = parsed.data;
    const expanded = Object.entries(vars).map(([key, value]) => [key, expand(value)]);
    servers.push({
      name,
      command: expand(command),
      args: args.map(expand),
      env: Object.fromEntries(expanded),
    });
    for (const variable of missing)
      lines.push(`MCP ${name}: \${${variable}} is not set: left as it is`);
  }
  return { kept: servers, lines };
}

/**
 * `text` with `${VAR}` and `${VAR:-default}` expanded as Claude Code expands `.mcp.json`.
 *
 * `${VAR:-default}` is the default when VAR is not set; an unset VAR without a default stays as it is, and its name
 * goes into `missing`; `$VAR` is not expanded.
 */
export function expandVars(
  text: string,
  env: NodeJS.ProcessEnv,
  missing = new Set<string>(),
): string {
  return text.replace(/\$\{([^}]+)\}/g, (whole, inside: string) => {
    const split = inside.indexOf(":-");
    const name = split === -1 ? inside : inside.slice(0, split);
    if (env[name] !== undefined) return env[name];
    if (split !== -1) return inside.slice(split + 2);
    missing.add(name);
    return whole;
  });
}
/** zod's issues in one line: `path: message; …`. */
export function issueLine(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => `${issue.path.map(String).join(".") || "entry"}: ${issue.message}`)
    .join("; ");
}

// #endregion mcp-config

// #region allow
/**
 * The MCP tools that run without asking: `permissions.allow` of the workbook's own `.workbook/settings.json`.
 *
 * Its entries are Claude Code's (`mcp__server__tool`, or `mcp__server` for all of a server's). A server's own hints
 * (`readOnlyHint`) are never read: a server cannot grant itself trust.
 */
export function allowList(workdir: string): Kept<string> {
  const lines: string[] = [];
  const allow = readJson(workdir, ".workbook/settings.json", lines)?.permissions?.allow;
  return {
    kept: Array.isArray(allow)
      ? allow.filter((rule): rule is string => typeof rule === "string")
      : [],
    lines,
  };
}

/** A JSON file of the workspace, of any shape (its readers check it); undefined, and a line, when it cannot be read. */
export function readJson(workdir: string, file: string, lines: string[]): any {
  try {
    return JSON.parse(readFileSync(join(workdir, file), "utf-8"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT")
      lines.push(`${file}: not read (${(err as Error).message})`);
    return undefined;
  }
}
// #endregion allow

// #region content
/**
 * A result's content blocks as one text for the model, which the next request can always carry.
 *
 * Text as it is, each other block described in one line, lone surrogates repaired, cut as other results are;
 * empty content says so.
 */
export function contentText(content: { type: string; [key: string]: unknown }[]): string {
  const text = wellFormedText(
    content.map((b) => (b.type === "text" ? String(b.text) : describe(b))).join("\n"),
  );
  if (text === "") return "(the tool returned no content)";
  if (text.length <= MAX_OUTPUT_CHARS) return text;
  const note = `\n(cut: the result had ${text.length} characters)`;
  return cutText(text, MAX_OUTPUT_CHARS - note.length) + note;
}

/** One line for a block that is not text; what the server wrote in it is quoted, so that it stays one line. */
function describe(block: { type: string; [key: string]: unknown }): string {
  const about =
    block.type === "resource"
      ? (block.resource as { uri?: unknown })?.uri
      : (block.uri ?? block.mimeType);
  const quoted = about === undefined ? "" : ` (${JSON.stringify(String(about)).slice(0, 200)})`;
  return `[a ${JSON.stringify(block.type)} block${quoted}: not shown]`;
}
// #endregion content
