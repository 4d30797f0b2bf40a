import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { notGiven } from "./tool-gate.ts";

/** Characters a tool returns at most, as in the reference. */
export const MAX_OUTPUT_CHARS = 50_000;

// #region cut
/**
 * The first `max` characters of `text`, never half of an emoji.
 *
 * Characters are UTF-16 code units; the cut takes one fewer when it would split a surrogate pair: a lone half
 * is not valid text, and the API rejects a request that holds one.
 */
export function cutText(text: string, max = MAX_OUTPUT_CHARS): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
// #endregion cut

/** A tool failure the model should see as an `is_error` tool result with this message. */
export class ToolError extends Error {}

/** A tool as the lesson declares it: what the model sees (name, description, schema) and what runs. */
export interface Tool {
  /** The name the model calls the tool by. */
  name: string;
  /** Tells the model what the tool does and when to use it. */
  description: string;
  /** The JSON schema of the tool's input, as the Messages API takes it. */
  input_schema: Anthropic.Tool.InputSchema;
  /** Validates raw model input; returns an error message or the parsed input. */
  parse(input: unknown):
    | {
        /** The input is valid. */
        ok: true;
        /** The parsed input, as `run` receives it. */
        value: unknown;
      }
    | {
        /** The input is invalid. */
        ok: false;
        /** What is wrong with it, in one line. */
        error: string;
      };
  /** Runs the tool on parsed input and returns the text the model gets back; may throw. */
  run(input: unknown): Promise<string> | string;
  /** Whether a live session asks the learner before each call: true unless the tool's definition says otherwise. */
  needsPermission: boolean;
}

/**
 * What a tool's definition may add after its handler.
 *
 * `{ needsPermission: false }` for a tool that changes nothing on the learner's machine (it reads, or keeps
 * the plan in memory); every other tool asks, so a new tool that writes cannot skip the question by accident.
 */
export interface ToolOptions {
  /** Ask the learner before each call in a live session (default true). */
  needsPermission?: boolean;
}

// #region tool
/** Declares a tool from a name, a description, a zod object shape, a handler and, for a harmless tool, its options. */
export function tool<Shape extends z.ZodRawShape>(
  name: string,
  description: string,
  shape: Shape,
  run: (input: z.infer<z.ZodObject<Shape>>) => Promise<string> | string,
  options: ToolOptions = {},
): Tool {
  const schema = z.object(shape);
  const { $schema: _ignored, ...jsonSchema } = JSON.parse(
    JSON.stringify(z.toJSONSchema(schema, { io: "input" }), withoutSafeIntegerBounds),
  ) as Record<string, unknown>;
  return {
    name,
    description,
    input_schema: jsonSchema as Anthropic.Tool.InputSchema,
    parse(input) {
      const result = schema.safeParse(input);
      if (result.success) return { ok: true, value: result.data };
      return { ok: false, error: describeIssues(result.error) };
    },
    run: gated(name, run as Tool["run"]),
    needsPermission: options.needsPermission ?? true,
  };
}
// #endregion tool

/**
 * Declares a tool from a hand-written JSON schema; its handler checks its own input.
 *
 * For the todo lessons, where the manager's checks and error texts are what the lesson teaches.
 */
export function schemaTool(
  name: string,
  description: string,
  input_schema: Anthropic.Tool.InputSchema,
  run: (input: Record<string, unknown>) => Promise<string> | string,
  options: ToolOptions = {},
): Tool {
  return {
    name,
    description,
    input_schema,
    parse(input) {
      const isObject = typeof input === "object" && input !== null && !Array.isArray(input);
      return isObject ? { ok: true, value: input } : { ok: false, error: "input: expected an object" };
    },
    run: gated(name, run as Tool["run"]),
    needsPermission: options.needsPermission ?? true,
  };
}

/** `run`, refused (a {@link ToolError}) for an agent that was not given the tool `name` (tool-gate.ts). */
function gated(name: string, run: Tool["run"]): Tool["run"] {
  return (input) => {
    const refused = notGiven(name);
    if (refused) throw new ToolError(refused);
    return run(input);
  };
}

/** zod marks every int with ±MAX_SAFE_INTEGER bounds; they say nothing to the model, so leave them out. */
function withoutSafeIntegerBounds(key: string, value: unknown): unknown {
  const isBound = (key === "minimum" || key === "maximum") && Math.abs(value as number) === Number.MAX_SAFE_INTEGER;
  return isBound ? undefined : value;
}

/** The tool definitions sent to the API: name, description and input_schema only. */
export function toolSpecs(tools: Tool[]): Anthropic.Tool[] {
  return tools.map(({ name, description, input_schema }) => ({ name, description, input_schema }));
}

/** Turns zod issues into one readable line, e.g. `command: expected string, received undefined`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length ? issue.path.join(".") : "input";
      return `${where}: ${issue.message}`;
    })
    .join("; ");
}
