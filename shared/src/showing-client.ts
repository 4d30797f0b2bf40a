import type Anthropic from "@anthropic-ai/sdk";
import { type CtrlC, Interrupted } from "./ctrl-c.ts";
import type { CallOptions, MessageRequest, ModelClient } from "./providers/types.ts";
import { repairedResponse } from "./repair-response.ts";
import type { Terminal } from "./ui.ts";
import { wellFormedStrings } from "./well-formed.ts";

/**
 * Wraps a client so each call shows a spinner, streams or prints the text, and ends with a usage footer.
 *
 * Every request goes out with its strings made well formed ({@link wellFormedStrings}: no lone surrogate read from
 * disk can make the API refuse it), and the lesson gets the {@link repairedResponse} (never an unfinished tool call or an empty text), and
 * ends the call with {@link Interrupted}. With `keepCut` (a lesson that recovers itself, s11) an answer cut off at
 * max_tokens comes as it is: when Ctrl-C stops the turn.
 */
export function showingClient(
  inner: ModelClient,
  ui: Terminal,
  ctrlC: CtrlC,
  stream: boolean,
  keepCut = false,
): ModelClient {
  return {
    messages: {
      create: async (params: MessageRequest, options: CallOptions = {}) => {
        // Ctrl-C during the turn aborts the call; the turn ends with Interrupted, whatever the call threw.
        const turn = ctrlC.signal;
        if (turn?.aborted) throw new Interrupted();
        const signal = turn && options.signal ? AbortSignal.any([turn, options.signal]) : (turn ?? options.signal);
        ui.startThinking();
        let streamed: string | undefined;
        const onText = stream
          ? (delta: string) => {
              streamed = (streamed ?? "") + delta;
              ui.streamText(delta);
            }
          : undefined;
        try {
          const response = await inner.messages
            .create(wellFormedStrings(params), { ...options, signal, onText })
            .catch((err: unknown) => {
              throw turn?.aborted ? new Interrupted() : err;
            });
          const text = response.content
            .filter((b): b is Anthropic.TextBlock => b.type === "text")
            .map((b) => b.text)
            .join("\n");
          ui.modelText(streamed ?? text, streamed !== undefined);
          const repaired = repairedResponse(response, (text) => ui.warn(text), keepCut);
          ui.usage(repaired.usage, repaired.stop_reason);
          return repaired;
        } finally {
          ui.stopThinking();
        }
      },
    },
  };
}
