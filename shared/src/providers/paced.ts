import type Anthropic from "@anthropic-ai/sdk";
import type { ModelClient } from "./types.ts";

/** The demo's pace on a terminal: a model writing about this many characters a second (`--pace N`). */
export const DEFAULT_PACE = 250;

/** How long the model thinks before its first word: as long as writing this many characters. */
export const THINKING_CHARS = 150;

/** How long it writes its tool calls' input, at most: as long as writing this many characters. */
export const TOOL_INPUT_MAX_CHARS = 400;

/** How often streamed text comes, in milliseconds: the API sends a few words at a time. */
export const TEXT_TICK_MS = 40;

/**
 * Plays recorded answers at the pace of a model writing `pace` characters a second, as a live call shows them.
 *
 * Each answer comes after a moment of thinking; its text streams (to `onText`) a few characters at a time, then the
 * tool calls take the time of writing their input. The text is what the terminal shows unstreamed (text blocks
 * trimmed and joined by a line break), so a paced session prints exactly what an instant one does.
 */
export function pacedClient(inner: ModelClient, pace: number): ModelClient {
  const wait = (chars: number, signal?: AbortSignal) => sleep((chars / pace) * 1000, signal);
  return {
    messages: {
      async create(params, { signal, onText } = {}) {
        const response = await inner.messages.create(params, { signal });
        await wait(THINKING_CHARS, signal);
        const text = response.content
          .filter((b): b is Anthropic.TextBlock => b.type === "text")
          .map((b) => b.text)
          .join("\n")
          .trim();
        const chars = Array.from(text); // whole characters: an emoji is never cut in two
        const step = Math.max(1, Math.round((pace * TEXT_TICK_MS) / 1000));
        for (let i = 0; i < chars.length && onText; i += step) {
          if (i > 0) await wait(step, signal);
          onText(chars.slice(i, i + step).join(""));
        }
        const input = response.content
          .filter((b) => b.type === "tool_use")
          .reduce((sum, b) => sum + JSON.stringify(b.input).length, 0);
        await wait(Math.min(input, TOOL_INPUT_MAX_CHARS), signal);
        return response;
      },
    },
  };
}

/** Resolves after `ms`, or rejects with the signal's reason once it is aborted. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", abort, { once: true });
  });
}
