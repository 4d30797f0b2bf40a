import Anthropic from "@anthropic-ai/sdk";
import type { ModelClient } from "./types.ts";

/** Settings for the real Messages API, or any Anthropic-compatible endpoint (GLM, Kimi, DeepSeek, MiniMax). */
export interface AnthropicOptions {
  apiKey: string;
  baseURL?: string;
  maxRetries?: number;
}

/** The real SDK behind the kit's client interface; streams text when the caller asks for it. */
export function anthropicClient(options: AnthropicOptions): ModelClient {
  const sdk = new Anthropic({
    apiKey: options.apiKey,
    authToken: null,
    baseURL: options.baseURL || undefined,
    maxRetries: options.maxRetries,
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
