import type Anthropic from "@anthropic-ai/sdk";

/** The request body a lesson sends: the Messages API's non-streaming create params. */
export type MessageRequest = Anthropic.MessageCreateParamsNonStreaming;

/** Per-call options: an abort signal, and a callback for text as it streams in (when the provider can stream). */
export interface CallOptions {
  /** Aborts the call (Ctrl-C). */
  signal?: AbortSignal;
  /** Receives each piece of text as it streams in. */
  onText?: (delta: string) => void;
}

/** The one small client interface every provider implements, shaped like the SDK's `messages.create`. */
export interface ModelClient {
  /** The Messages API, reduced to its one call. */
  messages: {
    /** Sends one request and resolves to the model's whole Message. */
    create(params: MessageRequest, options?: CallOptions): Promise<Anthropic.Message>;
  };
}
