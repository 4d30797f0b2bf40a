import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import { writeFileAtomic } from "./atomic-write.ts";
import type { DisplayEvent, RecordedEvent } from "./display/events.ts";
import type { MessageRequest } from "./providers/types.ts";
import { folderPlaceholders, replacePaths } from "./replace-strings.ts";

/** One recorded call: the request body as sent (absent in hand-written cassettes) and the Message returned. */
export interface Interaction {
  /** Who made the call when it was not the lesson's main agent: `subagent` for a call of its subagent (s06). */
  agent?: string;
  /** The request body as sent, if it was recorded. */
  request?: MessageRequest;
  /** The Message the model returned. */
  response: Anthropic.Message;
}

/**
 * A recorded or scripted session: the learner's prompts and every model call, in order, with whole requests.
 *
 * This is the shape of a version-1 file; {@link loadCassette} returns a version-2 recording in it too.
 */
export interface Cassette {
  /** The cassette format's version: 1, the whole-request form every loaded cassette has. */
  version: 1;
  /** The id of the lesson that made it, e.g. `v1`. */
  lesson: string;
  /**
   * The session's model, when its requests may name another (s11's fallback): the model of a replay.
   *
   * Without it, a replay's model is its first request's.
   */
  model?: string;
  /** The learner's prompts, replayed in order when no `-p` task is given. */
  prompts: string[];
  /** Where the session ran, so a strict replay elsewhere can normalise the paths in requests. */
  paths?: {
    /** The folder the agent worked in. */
    workdir?: string;
    /** The workbook's root folder. */
    root?: string;
  };
  /**
   * The lesson's settings the session ran with, which a replay sets again.
   *
   * They are environment variables the lesson reads, such as s08's `COMPACT_THRESHOLD`.
   */
  settings?: Record<string, string>;
  /** The model's context window in tokens, when the session was made against one: a replay refuses a longer request. */
  window?: number;
  /** Every model call of the session, in order. */
  interactions: Interaction[];
  /** What the session showed, in order, each event with the calls made before it (recordings made since they hold it). */
  display?: RecordedEvent[];
  /** The values that came from outside the session (the clock, waits, tool servers' answers), in order. */
  outside?: RecordedOutside[];
  /** The model calls that failed with an API error, each with the successful calls made before it. */
  failures?: RecordedFailure[];
}

/** A value from outside the session, in its place: what it was (`clock`, `wait`, a server's answer) and the value. */
export interface RecordedOutside {
  /** The model calls made before it. */
  calls: number;
  /** What kind of value: `clock`, `wait`, `mcp:notes`… */
  what: string;
  /** The value, as the session got it. */
  value: unknown;
}

/** An API error as the API sent it: enough to throw the same error again in a replay. */
export interface RecordedError {
  /** The HTTP status (429, 529, 500…); none for a connection that failed (reset, refused). */
  status?: number;
  /** The error's body, as the API sent it: `{ type: "error", error: { type, message } }`. */
  body?: unknown;
  /** What the SDK said of it (a connection error's message). */
  message?: string;
  /** The `retry-after` header, when the API sent one. */
  retryAfter?: string;
}

/** A model call that failed, in its place: who made it and the error. */
export interface RecordedFailure {
  /** The successful model calls made before it. */
  calls: number;
  /** Who made it when it was not the main agent. */
  agent?: string;
  /** The error. */
  error: RecordedError;
}

/** How a version-2 file's log ends: the text after its last entry, rewritten by each append. */
export const LOG_CLOSE = "\n  ]\n}\n";
/** How each entry of a version-2 file's log ends (the only line that is a `}` indented by four spaces). */
const ENTRY_END = "\n    }";

/** The blocks a replay reads, checked in full (built once: zod compiles each schema at its first use). */
const textBlock = z.object({ text: z.string() }).loose();
const toolUseBlock = z
  .object({ id: z.string().min(1), name: z.string().min(1), input: z.record(z.string(), z.unknown()) })
  .loose();

/** A response content block: text and tool_use are checked in full, other kinds (thinking…) pass as they are. */
const contentBlock = z
  .object({ type: z.string() })
  .loose()
  .superRefine((block, ctx) => {
    const shape = block.type === "text" ? textBlock : block.type === "tool_use" ? toolUseBlock : undefined;
    const result = shape?.safeParse(block);
    for (const issue of result?.success === false ? result.error.issues : [])
      ctx.addIssue({ ...issue, code: "custom" });
  });

/** A response: a Messages API Message, checked as far as a replay relies on it. */
const responseSchema = z
  .object({
    type: z.literal("message"),
    role: z.literal("assistant"),
    content: z.array(contentBlock),
    stop_reason: z.string().nullable(),
    usage: z.object({ input_tokens: z.number(), output_tokens: z.number() }).loose(),
  })
  .loose();

const pathsSchema = z.object({ workdir: z.string().optional(), root: z.string().optional() }).optional();
const settingsSchema = z.record(z.string(), z.string()).optional();
const windowSchema = z.number().int().positive().optional();

const cassetteSchema = z.object({
  version: z.literal(1),
  lesson: z.string(),
  model: z.string().optional(),
  prompts: z.array(z.string()),
  paths: pathsSchema,
  settings: settingsSchema,
  window: windowSchema,
  interactions: z.array(
    z.object({
      agent: z.string().optional(),
      request: z.record(z.string(), z.unknown()).optional(),
      response: responseSchema,
    }),
  ),
  // A scripted cassette (s11's) writes its failed calls and its values from outside as a recording keeps them.
  failures: z
    .array(
      z.object({
        calls: z.number().int().min(0),
        agent: z.string().optional(),
        error: z.object({
          status: z.number().int().optional(),
          body: z.unknown().optional(),
          message: z.string().optional(),
          retryAfter: z.string().optional(),
        }),
      }),
    )
    .optional(),
  outside: z
    .array(z.object({ calls: z.number().int().min(0), what: z.string().min(1), value: z.unknown() }))
    .optional(),
  // What the session showed when its lesson played it (pnpm cassettes:events): each event's kind is checked here.
  display: z
    .array(z.object({ calls: z.number().int().min(0), event: z.object({ kind: z.string() }).loose() }).strict())
    .optional(),
});

/** Version 2, what `--record` writes: the session as a log of prompts and calls, requests as what they add. */
const logSchema = z.object({
  version: z.literal(2),
  lesson: z.string(),
  model: z.string().optional(),
  paths: pathsSchema,
  settings: settingsSchema,
  window: windowSchema,
  log: z.array(z.record(z.string(), z.unknown())),
});

const promptEntry = z.object({ prompt: z.string() }).strict();

/** A display event: its kind is checked here, its fields by the renderer that draws it. */
const showEntry = z.object({ show: z.object({ kind: z.string() }).loose() }).strict();

/** A value from outside the session. */
const outsideEntry = z.object({ outside: z.object({ what: z.string().min(1), value: z.unknown() }).strict() }).strict();

/** A model call that failed with an API error. */
const failedEntry = z
  .object({
    agent: z.string().optional(),
    failed: z
      .object({
        status: z.number().int().optional(),
        body: z.unknown().optional(),
        message: z.string().optional(),
        retryAfter: z.string().optional(),
      })
      .strict(),
  })
  .strict();

const callEntry = z
  .object({
    call: z.number().int(),
    agent: z.string().optional(),
    request: z.record(z.string(), z.unknown()).optional(),
    response: responseSchema,
  })
  .strict();

/** A version-2 request that extends an earlier one: which, how many of its messages stay, and what is added. */
const requestDelta = z
  .object({
    extends: z.number().int().min(1),
    messages_kept: z.number().int().min(0).optional(),
    messages_added: z.array(z.unknown()).optional(),
  })
  .loose();

/** A cassette that does not match its format: the file, where in it, and the problem. */
class NotACassette extends Error {
  constructor(file: string, path: PropertyKey[], problem: string) {
    super(`Not a cassette (${file}): ${path.map(String).join(".") || "top level"}: ${problem}`);
  }
}

/** `value` if it matches `schema`, else a NotACassette naming where (`at`, then the schema's path). */
function check<T>(schema: z.ZodType<T>, value: unknown, file: string, at: PropertyKey[] = []): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new NotACassette(file, [...at, ...issue.path], issue.message);
}

/** Reads and checks a cassette file (version 1 or 2), with whole requests; throws a readable error naming the file. */
export function loadCassette(file: string): Cassette {
  let text: string;
  try {
    text = readFileSync(file, "utf-8");
  } catch (err) {
    throw new Error(`Cannot read cassette ${file}: ${(err as Error).message}`);
  }
  return parseCassette(text, file);
}

/**
 * A cassette from its text, either version, with whole requests; `file` names it in errors.
 *
 * A version-2 recording cut off in the middle of a write (its process was killed) loads up to its last whole entry.
 */
export function parseCassette(text: string, file: string): Cassette {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    raw = upToLastWholeEntry(text);
    if (raw === undefined) throw new Error(`Cannot read cassette ${file}: ${(err as Error).message}`);
  }
  if ((raw as { version?: unknown } | null)?.version === 2) return wholeRequests(check(logSchema, raw, file), file);
  return check(cassetteSchema, raw, file) as unknown as Cassette;
}

/** A version-2 text cut off mid-write, parsed up to its last whole entry; `undefined` if it is not one. */
function upToLastWholeEntry(text: string): unknown {
  const logStart = '\n  "log": [';
  const start = text.indexOf(logStart);
  if (!text.startsWith('{\n  "version": 2,') || start === -1) return undefined;
  const cut = Math.max(start + logStart.length, text.lastIndexOf(ENTRY_END) + ENTRY_END.length);
  try {
    return JSON.parse(text.slice(0, cut) + LOG_CLOSE);
  } catch {
    return undefined;
  }
}

/** A version-2 cassette in the version-1 shape: prompts gathered, each request rebuilt whole from what it extends. */
function wholeRequests(tape: z.infer<typeof logSchema>, file: string): Cassette {
  const cassette: Cassette = { version: 1, lesson: tape.lesson, prompts: [], interactions: [] };
  if (tape.model) cassette.model = tape.model;
  if (tape.paths) cassette.paths = tape.paths;
  if (tape.settings) cassette.settings = tape.settings;
  if (tape.window) cassette.window = tape.window;
  for (const [n, raw] of tape.log.entries()) {
    if ("prompt" in raw) {
      cassette.prompts.push(check(promptEntry, raw, file, ["log", n]).prompt);
      continue;
    }
    if ("outside" in raw) {
      const { what, value } = check(outsideEntry, raw, file, ["log", n]).outside;
      (cassette.outside ??= []).push({ calls: cassette.interactions.length, what, value });
      continue;
    }
    if ("failed" in raw) {
      const { agent, failed } = check(failedEntry, raw, file, ["log", n]);
      (cassette.failures ??= []).push({
        calls: cassette.interactions.length,
        ...(agent ? { agent } : {}),
        error: failed,
      });
      continue;
    }
    if ("show" in raw) {
      const event = check(showEntry, raw, file, ["log", n]).show as unknown as DisplayEvent;
      (cassette.display ??= []).push({ calls: cassette.interactions.length, event });
      continue;
    }
    const entry = check(callEntry, raw, file, ["log", n]);
    const number = cassette.interactions.length + 1;
    if (entry.call !== number) {
      throw new NotACassette(file, ["log", n, "call"], `expected ${number}: calls are numbered 1, 2, 3… in order`);
    }
    const request = entry.request && extended(entry.request, cassette.interactions, file, ["log", n, "request"]);
    cassette.interactions.push({
      ...(entry.agent ? { agent: entry.agent } : {}),
      ...(request ? { request: request as unknown as MessageRequest } : {}),
      response: entry.response as unknown as Anthropic.Message,
    });
  }
  return cassette;
}

/** A version-2 request made whole: itself if it is whole, else the request it extends with its changes applied. */
function extended(request: Record<string, unknown>, earlier: Interaction[], file: string, at: PropertyKey[]) {
  if (!("extends" in request)) return request;
  const { extends: base, messages_kept, messages_added = [], ...changed } = check(requestDelta, request, file, at);
  const from = base <= earlier.length ? earlier[base - 1].request : undefined;
  if (!Array.isArray(from?.messages)) {
    throw new NotACassette(file, [...at, "extends"], `no call ${base} with a request before this one to extend`);
  }
  const kept = messages_kept ?? from.messages.length;
  if (kept > from.messages.length) {
    const has = `call ${base}'s request has only ${from.messages.length} messages`;
    throw new NotACassette(file, [...at, "messages_kept"], has);
  }
  // Messages are shared with the request extended, not copied: the loaded cassette is read, never changed.
  return { ...from, ...changed, messages: [...from.messages.slice(0, kept), ...messages_added] };
}

/**
 * The folder a cassette is played in when it has one of its own: `NAME.workspace/` beside `NAME.json`.
 *
 * Undefined when there is none (it plays in a copy of the lesson's `sample/`). For a session that continues an
 * earlier one, with the files and the state that session left (s12's `resume.json` finds its demo's task graph).
 */
export function cassetteWorkspace(cassetteFile: string): string | undefined {
  const dir = cassetteFile.replace(/\.json$/, ".workspace");
  return dir !== cassetteFile && existsSync(dir) && statSync(dir).isDirectory() ? dir : undefined;
}

/** Writes a cassette as version 1, whole requests, atomically ({@link writeFileAtomic}): a crash never leaves half a file. */
export function saveCassette(file: string, cassette: Cassette): void {
  writeFileAtomic(file, `${JSON.stringify(cassette, null, 2)}\n`);
}

/**
 * A request made comparable across runs: tool_use ids and the session's paths replaced by placeholders.
 *
 * Ids become `id_1`, `id_2`… in order of appearance; the absolute paths become `<workdir>` and `<root>`.
 */
export function normaliseRequest(request: unknown, paths: Cassette["paths"] = {}): unknown {
  const placed = replacePaths(request, folderPlaceholders(paths));
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
  // Loaded here, at a strict replay's first difference: every other run of a lesson does without its 19 modules.
  const { createTwoFilesPatch } = createRequire(import.meta.url)("diff") as typeof import("diff");
  return createTwoFilesPatch("recorded request", "this request", a, b, "", "", { context: 3 })
    .split("\n")
    .slice(1) // drop the "=====" line; keep the --- / +++ header
    .join("\n");
}
