import type Anthropic from "@anthropic-ai/sdk";

/** The request body a lesson sends: the Messages API's non-streaming create params. */
export type MessageRequest = Anthropic.MessageCreateParamsNonStreaming;

/** Per-call options: an abort signal, and a callback for text as it streams in (when the provider can stream). */
export interface CallOptions {
  signal?: AbortSignal;
  onText?: (delta: string) => void;
}

/** The one small client interface every provider implements, shaped like the SDK's `messages.create`. */
export interface ModelClient {
  messages: {
    create(params: MessageRequest, options?: CallOptions): Promise<Anthropic.Message>;
  };
}
