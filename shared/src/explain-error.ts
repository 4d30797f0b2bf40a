import { ReplayError } from "./providers/replay.ts";

/** One or two lines saying what went wrong and what the learner can do about it. */
export function explainError(err: unknown): string {
  if (err instanceof ReplayError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  const status = (err as { status?: unknown } | undefined)?.status;
  // The SDKs keep the API's JSON error body: {"type":"error","error":{"type":…,"message":…}}
  const body = (err as { error?: { type?: string; message?: string; error?: { type?: string; message?: string } } })
    .error;
  const detail = body?.error ?? body;
  // No status: an `error` event in the middle of a stream (the API overloaded mid-answer).
  if (typeof status === "number" || (err instanceof Error && typeof detail?.type === "string")) {
    const what = detail?.message ? `${detail.type ? `${detail.type}: ` : ""}${detail.message}` : message;
    const code = typeof status === "number" ? status : 0; // 0: no HTTP status, an error event in a stream
    const hint =
      code === 401 || code === 403
        ? "Check your API key (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env)."
        : code === 429 || code >= 500 || /overloaded|rate_limit|api_error|server_error/.test(detail?.type ?? "")
          ? "The API is busy or failing; wait a moment and try again."
          : code === 400 && /prompt is too long/i.test(what)
            ? "The request is longer than the model's context window: start with a smaller task or a shorter history."
            : code === 400
              ? "The API rejected the request; if it persists, it is a bug in the lesson: please report it."
              : "";
    return `API error ${code || "in the stream"}: ${what}${hint ? `\n${hint}` : ""}`;
  }
  if (err instanceof Error && err.constructor.name === "APIConnectionTimeoutError") {
    return `No answer from the model API in time (${message}), not even after retrying.\nIt may be overloaded: wait a moment and try again.`;
  }
  if (brokenOff(err)) {
    const what = err instanceof SyntaxError ? "its JSON is incomplete" : message; // (a parser's wording varies with Node's version)
    return `The model API's answer broke off before its end (${what}).\nThe connection dropped or the API failed mid-answer; try again.`;
  }
  if (err instanceof Error && /Connection|Timeout/.test(err.constructor.name)) {
    return `Could not reach the model API (${message}). Check your network and ANTHROPIC_BASE_URL / OPENAI_BASE_URL.`;
  }
  return `Error: ${message.replace(/^Error: /, "")}`; // one "Error:", even when the message has its own
}

/** An answer that started but did not finish: the connection was reset, or the body or stream ended early. */
function brokenOff(err: unknown): boolean {
  const message = err instanceof Error ? err.message : "";
  return err instanceof SyntaxError || message === "terminated" || /stream ended/i.test(message);
}
