/**
 * A lesson's entry played in the test's process on a session built from parts (sessionFromParts): a scripted client
 * that answers each request with the next response of a list, a workspace folder, settings in an environment, and
 * a terminal writing to a buffer. What a lesson's test uses to reach its tools through its own loop, as the model
 * would, now that the tools live in the lesson's entry.
 */
import { pathToFileURL } from "node:url";
import { Writable } from "node:stream";
import type Anthropic from "@anthropic-ai/sdk";
import type { DisplayEvent, MessageRequest, ModelClient, Outside } from "@agent-workbook/kit";
import { sessionFromParts } from "../../src/session-from-parts.ts";
import type { Lesson, LessonMain } from "../../src/lesson.ts";
import { listLessons } from "../../src/lessons.ts";
import { message } from "./helpers.ts";

/** What a scripted play of a lesson's entry did. */
export interface ScriptedPlay {
  /** Every request the lesson sent, as sent (a copy taken at the call). */
  requests: MessageRequest[];
  /** What its terminal printed. */
  screen: string;
  /** What it showed, as display events. */
  events: DisplayEvent[];
  /** The session's exit status. */
  exitCode: number;
}

/** A lesson's declaration and entry, imported (importing starts nothing). */
export async function lessonEntry(id: string): Promise<{ LESSON: Lesson; main: LessonMain }> {
  const lesson = listLessons().find((l) => l.id === id);
  if (!lesson) throw new Error(`No lesson ${id}`);
  return (await import(pathToFileURL(lesson.entry).href)) as { LESSON: Lesson; main: LessonMain };
}

/** What a subagent's model call meets in a scripted play (its requests have a system prompt of their own). */
export const NO_SUBAGENT_MODEL = "The script answers the main agent only: a subagent has no model here.";

/**
 * A client that answers the n-th request with `responses[n]`, and fails past the last. With `mainOnly`, a request
 * whose system prompt is not the first request's (a subagent's) fails with {@link NO_SUBAGENT_MODEL}.
 */
export function scriptedClient(responses: unknown[], requests: MessageRequest[] = [], mainOnly = false): ModelClient {
  return {
    messages: {
      async create(request) {
        // A system prompt sent as blocks (s10's breakpoints) is compared by what it holds.
        if (mainOnly && requests.length > 0 && JSON.stringify(request.system) !== JSON.stringify(requests[0].system))
          throw new Error(NO_SUBAGENT_MODEL);
        requests.push(structuredClone(request));
        const response = responses[requests.length - 1];
        if (!response)
          throw new Error(`The script holds ${responses.length} responses; request ${requests.length} came.`);
        return structuredClone(response) as Anthropic.Message;
      },
    },
  };
}

/** How a scripted play runs, beyond its script. */
export interface ScriptedOptions {
  /** A subagent's request (a system prompt not the first request's) fails with {@link NO_SUBAGENT_MODEL}. */
  mainOnly?: boolean;
  /** What comes from outside the session, given (a replay of another play's, say): by default asked live. */
  outside?: Outside;
  /** The session's clock passes only by its waits, which end at once (an idle teammate's look, say). */
  virtualClock?: boolean;
}

/**
 * Plays lesson `id`'s entry on `prompts` with a scripted client in `workdir`, with `env` as its environment; what
 * comes from outside the session is asked live, or given by `options.outside`.
 */
export async function playScripted(
  id: string,
  prompts: string[],
  responses: unknown[],
  workdir: string,
  env: NodeJS.ProcessEnv = {},
  options: ScriptedOptions = {},
): Promise<ScriptedPlay> {
  const requests: MessageRequest[] = [];
  const client = scriptedClient(responses, requests, options.mainOnly);
  return { requests, ...(await playWith(id, prompts, client, workdir, env, options)) };
}

/**
 * Plays lesson `id`'s entry on `prompts` with `client` in `workdir` (what comes from outside given by `outside`, or
 * asked live): what it showed, and its exit status.
 */
async function playWith(
  id: string,
  prompts: string[],
  client: ModelClient,
  workdir: string,
  env: NodeJS.ProcessEnv,
  { outside, virtualClock }: ScriptedOptions = {},
): Promise<Omit<ScriptedPlay, "requests">> {
  const { LESSON, main } = await lessonEntry(id);
  let screen = "";
  const buffer = new Writable({
    write(chunk, _encoding, done) {
      screen += chunk.toString();
      done();
    },
  });
  const session = sessionFromParts({
    lesson: LESSON,
    client,
    workdir,
    prompts,
    screen: buffer,
    env,
    outside,
    virtualClock,
  });
  const events: DisplayEvent[] = [];
  session.ui.onShow((event) => events.push(event));
  await main(session);
  return { screen, events, exitCode: session.exitCode };
}

/**
 * Each input sent to the lesson's tool `tool` in turn, one a round, through the lesson's own loop and dispatch, as
 * the model would (a fresh session in `workdir`): the tool_result of each, in order.
 */
export async function toolResults(
  id: string,
  tool: string,
  inputs: unknown[],
  workdir: string,
): Promise<Anthropic.ToolResultBlockParam[]> {
  return (
    await toolCalls(
      id,
      inputs.map((input) => ({ name: tool, input })),
      workdir,
    )
  ).results;
}

/**
 * Each call sent to the lesson in turn, one a round, through its own loop and dispatch, as the model would (a fresh
 * session in `workdir`; a subagent's model calls fail): the tools it offers, and the tool_result of each call.
 */
export async function toolCalls(
  id: string,
  calls: { name: string; input: unknown }[],
  workdir: string,
): Promise<{ tools: string[]; results: Anthropic.ToolResultBlockParam[] }> {
  const responses = calls.map(({ name, input }, n) =>
    message([{ type: "tool_use", id: `toolu_0${n}`, name, input }], "tool_use", `msg_0${n}`),
  );
  responses.push(message([{ type: "text", text: "Done." }], "end_turn"));
  // The tools of the first request, and each result as the request right after its round sent it (a later request
  // may hold it changed: s08's micro-compaction puts placeholders in old results). Only that block is copied, not
  // each whole request: a hundred rounds, each request holding all before it, made the copies most of a play's time.
  let tools: string[] = [];
  const results: Anthropic.ToolResultBlockParam[] = [];
  let system: string | undefined;
  let sent = 0;
  const client: ModelClient = {
    messages: {
      async create(request) {
        // A system prompt sent as blocks (s10's breakpoints) is compared by what it holds.
        const prompt = JSON.stringify(request.system);
        if (system !== undefined && prompt !== system) throw new Error(NO_SUBAGENT_MODEL);
        system = prompt;
        if (sent === 0) tools = (request.tools ?? []).map((t) => (t as { name: string }).name);
        else results.push(structuredClone(resultIn(request, `toolu_0${sent - 1}`)));
        const response = responses[sent++];
        if (!response) throw new Error(`The script holds ${responses.length} responses; request ${sent} came.`);
        return structuredClone(response) as Anthropic.Message;
      },
    },
  };
  const play = await playWith(id, ["Try the tools."], client, workdir, {});
  if (play.exitCode !== 0 || results.length !== calls.length)
    throw new Error(`lesson ${id} failed on the scripted calls:\n${play.screen}`);
  return { tools, results };
}

/** The tool_result of the call `toolUseId` in a request (its last user turn holds it; an earlier one, if not). */
function resultIn(request: MessageRequest, toolUseId: string): Anthropic.ToolResultBlockParam {
  for (let m = request.messages.length - 1; m >= 0; m--) {
    const { role, content } = request.messages[m];
    if (role !== "user" || !Array.isArray(content)) continue;
    const found = content.find(
      (b): b is Anthropic.ToolResultBlockParam => b.type === "tool_result" && b.tool_use_id === toolUseId,
    );
    if (found) return found;
  }
  throw new Error(`No tool_result for ${toolUseId} in the request after its round.`);
}
