/**
 * The `memory` tool: the API memory tool's commands and input fields, run by the client on the workspace's
 * `.memory/`; sent to the API as a client tool, or as the API's own tool type (`MEMORY_TOOL=api`).
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import type { Setting } from "../../settings.ts";
import { type Tool, tool, ToolError, toolSpecs } from "../../tool.ts";
import { MEMORY_TYPES } from "./memory-file.ts";
import type { MemoryCommand, MemoryStore } from "./memory-store.ts";

/** The API's memory tool's type, as the SDK declares it (`MemoryTool20250818`). */
export const MEMORY_TOOL_TYPE = "memory_20250818";
/** The API's memory tool's name: the model calls it `memory`, whichever form it was sent in. */
export const MEMORY_TOOL_NAME = "memory";

/** Each command's input fields, required first, as the SDK's `BetaMemoryTool20250818Command` types have them. */
const FIELDS = {
  view: { required: ["path"], optional: ["view_range"] },
  create: { required: ["path", "file_text"], optional: [] },
  str_replace: { required: ["path", "old_str", "new_str"], optional: [] },
  insert: { required: ["path", "insert_line", "insert_text"], optional: [] },
  delete: { required: ["path"], optional: [] },
  rename: { required: ["old_path", "new_path"], optional: [] },
} as const;

// The same commands and fields as the SDK's, both ways: typecheck fails here when either side changes.
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type SdkFields = { [C in MemoryCommand as C["command"]]: Exclude<keyof C, "command"> };
type Listed = typeof FIELDS;
type OurFields = {
  -readonly [K in keyof Listed]: Listed[K]["required"][number] | Listed[K]["optional"][number];
};
const sameAsSdk: Equal<SdkFields, OurFields> = true;

/** The input fields of one memory command. */
export interface MemoryCommandFields {
  /** The fields it needs. */
  readonly required: readonly string[];
  /** The fields it may have besides. */
  readonly optional: readonly string[];
}

/** Each command's input fields, as the API's memory tool takes them (the SDK's command types). */
export const MEMORY_COMMANDS: Readonly<Record<MemoryCommand["command"], MemoryCommandFields>> =
  sameAsSdk && FIELDS;

/** The command names, in the API's order. */
export const MEMORY_COMMAND_NAMES = Object.keys(FIELDS) as MemoryCommand["command"][];

// #region memory-tool
/** What the model reads about the tool when it is sent as a client tool. */
export const MEMORY_DESCRIPTION = `Your memory, kept between sessions in /memories: one markdown \
file per memory, directly in /memories (such as /memories/testing.md). A memory starts with front \
matter: a line ---, then name: (a short title), description: (one line), type: \
(${MEMORY_TYPES.join(", ")}), then a line ---; the memory follows. Types: user (who the user is), \
feedback (how the user wants the work done), project (facts about this project), reference (where \
to find things). /memories/MEMORY.md is the index, one line per memory, rebuilt after each change; \
its first 200 lines are in your system prompt at the start of each session. Commands: view {path, \
view_range?} (a file with numbered lines, or /memories listed), create {path, file_text} (a new \
file only), str_replace {path, old_str, new_str} (old_str must appear exactly once), insert {path, \
insert_line, insert_text} (after that line; 0: at the top), delete {path}, rename {old_path, \
new_path} (never onto an existing file). Save what will help in a later session; never a secret.`;

/** The memory tool over the store `store()` gives: one tool, its command in `command`. */
export function memoryTool(store: () => MemoryStore): Tool {
  return tool(
    "memory", // MEMORY_TOOL_NAME: the API's name for it
    MEMORY_DESCRIPTION,
    {
      command: z.enum(MEMORY_COMMAND_NAMES).describe("Command type identifier"),
      path: z
        .string()
        .optional()
        .describe(
          "view: path to directory or file to view; " +
            "create: path where the file should be created; " +
            "str_replace, insert: path to the file; delete: path to the file to delete",
        ),
      view_range: z
        .array(z.number().int())
        .optional()
        .describe("view: optional line range for viewing specific lines"),
      file_text: z.string().optional().describe("create: content to write to the file"),
      old_str: z.string().optional().describe("str_replace: text to search for and replace"),
      new_str: z.string().optional().describe("str_replace: text to replace with"),
      insert_line: z
        .number()
        .int()
        .optional()
        .describe("insert: line number where text should be inserted"),
      insert_text: z.string().optional().describe("insert: text to insert at the specified line"),
      old_path: z.string().optional().describe("rename: current path of the file"),
      new_path: z.string().optional().describe("rename: new path for the file"),
    },
    (input) => store().run(memoryCommand(input)),
  );
}
// #endregion memory-tool

/** The tool's input as one command: each field it needs there, none that belongs to another command. */
export function memoryCommand(
  input: { command: MemoryCommand["command"] } & Record<string, unknown>,
): MemoryCommand {
  const { command, ...fields } = input;
  const { required, optional } = MEMORY_COMMANDS[command];
  const takes: readonly string[] = [...required, ...optional];
  const given = Object.keys(fields).filter((f) => fields[f] !== undefined);
  const missing = required.filter((f) => fields[f] === undefined);
  const listed = (names: readonly string[]) => names.join(names.length === 2 ? " and " : ", ");
  if (missing.length > 0)
    throw new ToolError(
      `Error: ${command} takes ${listed(takes)}: ${listed(missing)} ${missing.length === 1 ? "is" : "are"} missing.`,
    );
  const extra = given.filter((f) => !takes.includes(f));
  if (extra.length > 0)
    throw new ToolError(`Error: ${command} takes ${listed(takes)}, not ${listed(extra)}.`);
  return input as unknown as MemoryCommand;
}

/** How the memory tool is sent: as a client tool (name, description, schema), or as the API's own tool type. */
export type MemoryToolForm = "client" | "api";

/** The setting MEMORY_TOOL, as a lesson declares it: `api` sends the API's own tool type, else the client tool. */
export const MEMORY_TOOL_SETTING: Setting<MemoryToolForm> = {
  name: "MEMORY_TOOL",
  help: "how the memory tool is sent: client (a tool of the lesson's own) or api (the API's memory_20250818) (default client)",
  default: "client",
  parse(text) {
    const form = memoryToolForm({ MEMORY_TOOL: text });
    if (typeof form === "string") return form;
    throw new Error("it must be api or client");
  },
};

/** A setting's value that is none of those it may have. */
export interface BadSetting {
  /** What is wrong, in a line: `MEMORY_TOOL is "x": it must be api or client, or not set at all.` */
  error: string;
}

/** The setting MEMORY_TOOL: unset, empty or `client` is the client tool; `api` the API's type; else a line saying so. */
export function memoryToolForm(env: NodeJS.ProcessEnv): MemoryToolForm | BadSetting {
  const value = env.MEMORY_TOOL;
  if (value === undefined || value === "" || value === "client") return "client";
  if (value === "api") return "api";
  return {
    error: `MEMORY_TOOL is ${JSON.stringify(value)}: it must be api or client, or not set at all.`,
  };
}

// #region memory-spec
/**
 * The memory tool as the request sends it: `{name, description, input_schema}` as a client tool, or, in the API's
 * form, `{type: "memory_20250818", name: "memory"}` (the SDK's `MemoryTool20250818`, a tool of the Messages API's
 * `tools`): the API then gives the model its own description, and the model's calls are answered the same way.
 */
export function memoryToolSpec(memory: Tool, form: MemoryToolForm): Anthropic.ToolUnion {
  if (form === "api")
    return {
      type: MEMORY_TOOL_TYPE,
      name: MEMORY_TOOL_NAME,
    } satisfies Anthropic.MemoryTool20250818;
  return toolSpecs([memory])[0];
}

/** A lesson's tool table as the request sends it, its memory tool in `form`. */
export function memoryToolSpecs(tools: Tool[], form: MemoryToolForm): Anthropic.ToolUnion[] {
  return tools.map((t) =>
    t.name === MEMORY_TOOL_NAME ? memoryToolSpec(t, form) : toolSpecs([t])[0],
  );
}
// #endregion memory-spec
