/**
 * The model's context window, as the API enforces it: a request over it is refused with 400
 * `invalid_request_error`, "prompt is too long: 215000 tokens > 200000 maximum". The mock API and a replay with a
 * window refuse the same way; a lesson tells the refusal from other errors with {@link promptTooLong}. No Node here.
 */
import type { MessageRequest } from "./providers/types.ts";

/** A request's size in tokens as the mock API estimates it (count_tokens too): its characters ÷ 4, rounded up. */
export function estimateTokens(request: Pick<MessageRequest, "system" | "messages" | "tools">): number {
  return Math.ceil(JSON.stringify([request.system ?? "", request.messages, request.tools ?? []]).length / 4);
}

/** The API's message for a prompt over the window. */
export function tooLongMessage(tokens: number, window: number): string {
  return `prompt is too long: ${tokens} tokens > ${window} maximum`;
}

/** The API's refusal of a request over the window, as the SDK's errors carry it: status, message, the error body. */
export class PromptTooLongError extends Error {
  /** The HTTP status: 400. */
  readonly status = 400;
  /** The API's error body: `{ type: "error", error: { type: "invalid_request_error", message } }`. */
  readonly error: Record<string, unknown>;

  constructor(tokens: number, window: number) {
    const message = tooLongMessage(tokens, window);
    super(`400 ${JSON.stringify({ type: "error", error: { type: "invalid_request_error", message } })}`);
    this.error = { type: "error", error: { type: "invalid_request_error", message } };
  }
}

/**
 * The API's count of a request it refused as longer than the window; undefined for any other error.
 *
 * 0 when the message gives no count. Reads the SDK's errors and the kit's alike: a 400 whose message says "prompt is
 * too long".
 */
export function promptTooLong(err: unknown): number | undefined {
  const { status, message } = (err ?? {}) as { status?: unknown; message?: unknown };
  if (status !== 400 || typeof message !== "string" || !/prompt is too long/.test(message)) return undefined;
  return Number(/prompt is too long: (\d+) tokens/.exec(message)?.[1] ?? 0);
}
