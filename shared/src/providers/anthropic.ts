import type Anthropic from "@anthropic-ai/sdk";
import { announcingRetries, DEFAULT_TIMEOUT_MS, MAX_RETRIES } from "./retries.ts";
import type { ModelClient } from "./types.ts";

/** Settings for the real Messages API, or any Anthropic-compatible endpoint (GLM, Kimi, DeepSeek, MiniMax). */
export interface AnthropicOptions {
  /** The API key (ANTHROPIC_API_KEY). */
  apiKey: string;
  /** Another endpoint than the SDK's default (ANTHROPIC_BASE_URL). */
  baseURL?: string;
  /** Retries after the first attempt on a 429, a 5xx or a timeout (default 2, the SDK's own). */
  maxRetries?: number;
  /** Milliseconds one attempt may take (WORKBOOK_TIMEOUT_MS). */
  timeout?: number;
  /** Receives a one-line notice each time the SDK retries. */
  onRetry?: (notice: string) => void;
}

/**
 * The real SDK behind the kit's client interface; streams text when the caller asks for it.
 *
 * The SDK is loaded at the first call, not when a lesson starts: the demo and replays never load it.
 */
export function anthropicClient(options: AnthropicOptions): ModelClient {
  const maxRetries = options.maxRetries ?? MAX_RETRIES;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let sdk: Promise<Anthropic> | undefined;
  const connect = async (): Promise<Anthropic> => {
    // The TypeScript loader hands its ~300 modules over as one (docs/en/kit.md, "Running TypeScript").
    const { default: Sdk } = await import("@anthropic-ai/sdk");
    return new Sdk({
      apiKey: options.apiKey,
      authToken: null,
      baseURL: options.baseURL || undefined,
      maxRetries,
      timeout,
      fetch: options.onRetry && announcingRetries({ maxRetries, timeoutMs: timeout, notify: options.onRetry }),
    });
  };
  return {
    messages: {
      async create(params, { signal, onText } = {}) {
        const client = await (sdk ??= connect());
        if (!onText) return client.messages.create(params, { signal });
        const stream = client.messages.stream(params, { signal });
        stream.on("text", onText);
        return stream.finalMessage();
      },
    },
  };
}
