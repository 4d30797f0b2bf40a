import { retryAfterMs } from "../retry-after.ts";

/** How many times the SDKs retry a failed call (429, 5xx, no answer in time) before giving up: their own default. */
export const MAX_RETRIES = 2;

/** How long one attempt may take before the SDK gives up on it: the SDKs' default, 10 minutes. */
export const DEFAULT_TIMEOUT_MS = 600_000;

/** What `announcingRetries` needs to know about the client it watches. */
export interface RetryWatch {
  /** The client's `maxRetries`: attempts after the first. */
  maxRetries: number;
  /** The client's timeout per attempt, in milliseconds. */
  timeoutMs: number;
  /** Receives one line per retry. */
  notify: (line: string) => void;
}

/**
 * A `fetch` for the SDKs' `fetch` option that announces, in one line, each retry the SDK is about to
 * make: why (a busy or failing API, no answer in time, no connection), how long it waits, which attempt
 * comes next. It only watches: the SDK decides and retries (its maxRetries, the API's retry-after).
 * Both SDKs mark each attempt with an `X-Stainless-Retry-Count` header and retry by the same rules.
 */
export function announcingRetries(watch: RetryWatch, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const retries = Number(new Headers(init?.headers).get("x-stainless-retry-count") ?? 0);
    const last = retries >= watch.maxRetries;
    const next = `(attempt ${retries + 2} of ${watch.maxRetries + 1})…`;
    const started = Date.now();
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (err) {
      const timedOut = Date.now() - started >= watch.timeoutMs - 20; // else aborted by the learner: no retry
      if (!last && (timedOut || !init?.signal?.aborted)) {
        const why = timedOut
          ? `No answer from the API within ${duration(watch.timeoutMs)}`
          : `Could not reach the API (${connectionProblem(err)})`;
        watch.notify(`${why}: retrying in about ${duration(backoffMs(retries))} ${next}`);
      }
      throw err;
    }
    if (!last && !response.ok && sdkRetries(response)) {
      const waitMs = askedWaitMs(response.headers);
      const wait = waitMs === undefined ? `about ${duration(backoffMs(retries))}` : duration(waitMs);
      const busy = response.status === 429 || response.status === 529 ? "API busy" : "API error";
      watch.notify(`${busy} (${response.status}${await errorType(response)}): retrying in ${wait} ${next}`);
    }
    return response;
  };
}

/** The SDKs' rule: the server's x-should-retry if it sends one, else 408, 409, 429 and 5xx. */
function sdkRetries(response: Response): boolean {
  const header = response.headers.get("x-should-retry");
  if (header === "true" || header === "false") return header === "true";
  return [408, 409, 429].includes(response.status) || response.status >= 500;
}

/** The wait the API asks for (retry-after-ms, or retry-after in seconds or as a date), if any. */
function askedWaitMs(headers: Headers): number | undefined {
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (ms > 0) return ms;
  const wait = retryAfterMs(headers.get("retry-after"));
  return wait ? wait : undefined;
}

/** The SDKs' own backoff when the API names no wait: 0.5 s, 1 s, 2 s … up to 8 s (less up to a quarter, at random). */
function backoffMs(retries: number): number {
  return Math.min(500 * 2 ** retries, 8000);
}

/** ` rate_limit_error`: the error type in the API's JSON body (read from a copy; the SDK reads the original). */
async function errorType(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { error?: { type?: string; code?: string } };
    const type = body?.error?.type ?? body?.error?.code;
    return type ? ` ${type}` : "";
  } catch {
    return "";
  }
}

/** The system's reason for a failed connection (`ECONNREFUSED` …), else fetch's message. */
function connectionProblem(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}

/** `50 ms`, `0.5 s`, `2 s`. */
function duration(ms: number): string {
  return ms < 100 ? `${Math.round(ms)} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}
