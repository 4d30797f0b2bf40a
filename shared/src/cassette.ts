import { readFileSync, renameSync, writeFileSync } from "node:fs";
import type Anthropic from "@anthropic-ai/sdk";
import { createTwoFilesPatch } from "diff";
import { z } from "zod";
import type { MessageRequest } from "./providers/types.ts";
import { replaceStrings } from "./replace-strings.ts";

/** One recorded call: the request body as sent (absent in hand-written cassettes) and the Message returned. */
export interface Interaction {
  /** The request body as sent, if it was recorded. */
  request?: MessageRequest;
  /** The Message the model returned. */
  response: Anthropic.Message;
}

/** A recorded or scripted session: the learner's prompts and every model call, in order. */
export interface Cassette {
  /** The cassette format's version. */
  version: 1;
  /** The id of the lesson that made it, e.g. `v1`. */
  lesson: string;
  /** The learner's prompts, replayed in order when no `-p` task is given. */
  prompts: string[];
  /** Where the session ran, so a strict replay elsewhere can normalise the paths in requests. */
  paths?: {
    /** The folder the agent worked in. */
    workdir?: string;
    /** The workbook's root folder. */
    root?: string;
  };
  /** Every model call of the session, in order. */
  interactions: Interaction[];
}

/** A response content block: text and tool_use are checked in full, other kinds (thinking…) pass as they are. */
const contentBlock = z
  .object({ type: z.string() })
  .loose()
  .superRefine((block, ctx) => {
    const shape =
      block.type === "text"
        ? z.object({ text: z.string() })
        : block.type === "tool_use"
          ? z.object({ id: z.string().min(1), name: z.string().min(1), input: z.record(z.string(), z.unknown()) })
          : undefined;
    const result = shape?.loose().safeParse(block);
    for (const issue of result?.success === false ? result.error.issues : [])
      ctx.addIssue({ ...issue, code: "custom" });
  });

const cassetteSchema = z.object({
  version: z.literal(1),
  lesson: z.string(),
  prompts: z.array(z.string()),
  paths: z.object({ workdir: z.string().optional(), root: z.string().optional() }).optional(),
  interactions: z.array(
    z.object({
      request: z.record(z.string(), z.unknown()).optional(),
      response: z
        .object({
          type: z.literal("message"),
          role: z.literal("assistant"),
          content: z.array(contentBlock),
          stop_reason: z.string().nullable(),
          usage: z.object({ input_tokens: z.number(), output_tokens: z.number() }).loose(),
        })
        .loose(),
    }),
  ),
});

/** Reads and checks a cassette file; throws a readable error naming the file and the problem. */
export function loadCassette(file: string): Cassette {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf-8"));
  } catch (err) {
    throw new Error(`Cannot read cassette ${file}: ${(err as Error).message}`);
  }
  const parsed = cassetteSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Not a cassette (${file}): ${issue.path.join(".") || "top level"}: ${issue.message}`);
  }
  return parsed.data as unknown as Cassette;
}

/** Writes a cassette atomically (temp file + rename), so a crash never leaves half a file. */
export function saveCassette(file: string, cassette: Cassette): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(cassette, null, 2)}\n`);
  renameSync(tmp, file);
}

/**
 * A request made comparable across runs: tool_use ids and the session's paths replaced by placeholders.
 *
 * Ids become `id_1`, `id_2`… in order of appearance; the absolute paths become `<workdir>` and `<root>`.
 */
export function normaliseRequest(request: unknown, paths: Cassette["paths"] = {}): unknown {
  const placed = replaceStrings(request, [
    [paths.workdir, "<workdir>"],
    [paths.root, "<root>"],
  ]);
  let text = JSON.stringify(placed);
  const ids = new Map<string, string>();
  text = text.replace(/"(toolu_|call_|srvtoolu_)[A-Za-z0-9_-]+"/g, (id) => {
    if (!ids.has(id)) ids.set(id, `"id_${ids.size + 1}"`);
    return ids.get(id)!;
  });
  return JSON.parse(text);
}

/** A unified diff of two requests as pretty JSON, or "" when they are the same. */
export function diffRequests(recorded: unknown, actual: unknown): string {
  const a = JSON.stringify(recorded, null, 2);
  const b = JSON.stringify(actual, null, 2);
  if (a === b) return "";
  return createTwoFilesPatch("recorded request", "this request", a, b, "", "", { context: 3 })
    .split("\n")
    .slice(1) // drop the "=====" line; keep the --- / +++ header
    .join("\n");
}
