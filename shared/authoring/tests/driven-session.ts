/**
 * A lesson's entry driven call by call from a test, in the test's process: the test plays the model, one tool call a
 * round, and reads each result before it sends the next, so that it can change the workspace between two calls (a
 * task file written by hand, a lock left behind) as another agent would. The session is built from parts
 * (playScripted's: a workspace folder, settings in an environment, a terminal writing to a buffer); its client is
 * the test.
 */
import { Writable } from "node:stream";
import type Anthropic from "@anthropic-ai/sdk";
import type { DisplayEvent, MessageRequest, ModelClient } from "@agent-workbook/kit";
import { sessionFromParts } from "../../src/session-from-parts.ts";
import { message } from "./helpers.ts";
import { lessonEntry, type ScriptedPlay } from "./scripted-session.ts";

/** A lesson's session that a test drives: each call is one round of the lesson's own loop. */
export interface DrivenSession {
  /** Sends one tool call, as the model's whole answer of a round; resolves with its tool_result, as sent back. */
  call(name: string, input: unknown): Promise<Anthropic.ToolResultBlockParam>;
  /** Ends the turn (the model says it is done) and the session; resolves with what the session did. */
  end(): Promise<ScriptedPlay>;
}

/**
 * Starts lesson `id`'s entry on one prompt in `workdir`, with `env` as its environment, and resolves once it has sent
 * its first request (what it does before, such as reading the workspace, is done): then the test drives it.
 */
export async function drivenSession(id: string, workdir: string, env: NodeJS.ProcessEnv = {}): Promise<DrivenSession> {
  const { LESSON, main } = await lessonEntry(id);
  let screen = "";
  const buffer = new Writable({
    write(chunk, _encoding, done) {
      screen += chunk.toString();
      done();
    },
  });
  const requests: MessageRequest[] = [];
  /** The test's next answer, awaited by the request in flight. */
  let answer: ((response: Anthropic.Message) => void) | undefined;
  /** The request that came, awaited by the test. */
  let requested: ((request: MessageRequest) => void) | undefined;
  let next = new Promise<MessageRequest>((resolve) => (requested = resolve));
  const client: ModelClient = {
    messages: {
      create(request) {
        requests.push(structuredClone(request));
        const response = new Promise<Anthropic.Message>((resolve) => (answer = resolve));
        requested!(requests.at(-1)!);
        return response;
      },
    },
  };
  const session = sessionFromParts({ lesson: LESSON, client, workdir, prompts: ["Drive."], screen: buffer, env });
  const events: DisplayEvent[] = [];
  session.ui.onShow((event) => events.push(event));
  let failure: unknown;
  const ran = main(session).catch((err: unknown) => {
    failure = err;
    requested?.({} as MessageRequest); // a test awaiting a request hears of it
  });
  let round = 0;
  /** Answers the request in flight with `response`; resolves with the next request, or undefined once it ended. */
  const send = async (response: Anthropic.Message) => {
    const sent = next;
    await sent;
    if (failure) throw failure;
    next = new Promise<MessageRequest>((resolve) => (requested = resolve));
    answer!(response);
  };
  await next;
  if (failure) throw failure;
  return {
    async call(name, input) {
      const toolUseId = `toolu_0${++round}`;
      const use = { type: "tool_use", id: toolUseId, name, input };
      await send(message([use], "tool_use", `msg_0${round}`) as Anthropic.Message);
      const request = await next;
      if (failure) throw failure;
      const last = request.messages.at(-1)!;
      const blocks = Array.isArray(last.content) ? last.content : [];
      const result = blocks.find(
        (b): b is Anthropic.ToolResultBlockParam => b.type === "tool_result" && b.tool_use_id === toolUseId,
      );
      if (!result) throw new Error(`lesson ${id} sent no result for ${name}:\n${screen}`);
      return result;
    },
    async end() {
      await send(message([{ type: "text", text: "Done." }], "end_turn") as Anthropic.Message);
      await ran;
      if (failure) throw failure;
      return { requests, screen, events, exitCode: session.exitCode };
    },
  };
}
