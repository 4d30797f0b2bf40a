import Anthropic from "@anthropic-ai/sdk";
import { announcingRetries, DEFAULT_TIMEOUT_MS, MAX_RETRIES } from "./retries.ts";
import type { ModelClient } from "./types.ts";

/** Settings for the real Messages API, or any Anthropic-compatible endpoint (GLM, Kimi, DeepSeek, MiniMax). */
export interface AnthropicOptions {
  apiKey: string;
  baseURL?: string;
  maxRetries?: number;
  /** Milliseconds one attempt may take (ANTHROPIC_TIMEOUT_MS). */
  timeout?: number;
  /** Receives a one-line notice each time the SDK retries. */
  onRetry?: (notice: string) => void;
}

/** The real SDK behind the kit's client interface; streams text when the caller asks for it. */
export function anthropicClient(options: AnthropicOptions): ModelClient {
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const sdk = new Anthropic({
    apiKey: options.apiKey,
    authToken: null,
    baseURL: options.baseURL || undefined,
    maxRetries,
    timeout,
    fetch: options.onRetry && announcingRetries({ maxRetries, timeoutMs: timeout, notify: options.onRetry }),
  });
  return {
    messages: {
      async create(params, { signal, onText } = {}) {
        if (!onText) return sdk.messages.create(params, { signal });
        const stream = sdk.messages.stream(params, { signal });
        stream.on("text", onText);
        return stream.finalMessage();
      },
    },
  };
}
