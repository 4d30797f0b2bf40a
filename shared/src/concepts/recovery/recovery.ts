/**
 * s11's error recovery, for the lessons after it (s20): failures told apart, a call tried again after a backoff or
 * the API's retry-after, the fallback model after 529s in a row, a cut answer continued, a prompt too long compacted
 * then trimmed. Its regions `failures` and `recovery` are s11's, line for line:
 * shared/test/concepts/recovery/recovery.test.ts holds them so.
 *
 * @module
 */
import type Anthropic from "@anthropic-ai/sdk";
import {
  AnthropicError,
  APIConnectionError,
  APIError,
  InternalServerError,
  OverloadedError,
  RateLimitError,
} from "@anthropic-ai/sdk/error";
import { Interrupted } from "../../ctrl-c.ts";
import { explainError } from "../../explain-error.ts";
import { ReplayError } from "../../providers/replay.ts";
import { retryAfterMs, waitTooLong } from "../../retry-after.ts";
import { seededRandom } from "../../seeded-random.ts";
import type { Session } from "../../session.ts";
import { textSetting } from "../../settings.ts";
import { promptTooLong } from "../../window.ts";
import type { Compaction } from "../compaction/compaction.ts";

/** s11's setting: the model the calls go to after 3 overloaded (529) answers in a row, for a cool-down. */
export const FALLBACK_MODEL_SETTING = textSetting(
  "FALLBACK_MODEL",
  "claude-haiku-4-5",
  "the model the calls go to after 3 overloaded (529) answers in a row",
);

// #region failures
/** The backoff before try n + 1: 1 s · 2^(n - 1), at most 32 s, and a quarter more at most. */
const BACKOFF_MS = 1000;
const BACKOFF_MAX_MS = 32_000;

/** What went wrong with a model call, and so what the lesson does: retry, compact, or stop. */
export type Failure =
  | "rate-limit"
  | "overloaded"
  | "server"
  | "connection"
  | "too-long"
  | "refused";
type ApiFailure = {
  status?: number;
  headers?: Headers;
  error?: { error?: { type?: string; message?: string } };
};

/** The kind of a failure, by the SDK's error class, the HTTP status and the body's error type. */
export function classify(err: unknown): Failure {
  // #region exercise:classify
  // No answer, or half of one: refused, reset or timed out (fetch's network failures are
  // TypeErrors, a cut body's JSON a SyntaxError, a stream that ended before its message the SDK's
  // own error, which is not the API's).
  if (err instanceof APIConnectionError || err instanceof TypeError || err instanceof SyntaxError)
    return "connection";
  if (err instanceof AnthropicError && !(err instanceof APIError)) return "connection";
  const { status, error } = (err ?? {}) as ApiFailure;
  const type = error?.error?.type; // a stream's error event has a type and no status
  if (err instanceof RateLimitError || status === 429) return "rate-limit";
  if (err instanceof OverloadedError || status === 529 || type === "overloaded_error")
    return "overloaded";
  if (err instanceof InternalServerError || (status ?? 0) >= 500 || type === "api_error")
    return "server";
  // The one place the message counts: "prompt is too long" is an invalid_request_error like any
  // bad request, and the API says it (and its token count) only in the message.
  if (status === 400 && /prompt is too long/.test(error?.error?.message ?? "")) return "too-long";
  // #endregion exercise:classify
  return "refused"; // a bad key, a bad request, anything else: trying again would fail the same way
}

/** The wait before try `next`: what retry-after asks (`asked`, in ms), else the backoff. */
export function backoff(next: number, asked: number | undefined, random: () => number): number {
  // #region exercise:backoff
  if (asked !== undefined) return asked;
  const base = BACKOFF_MS * 2 ** (next - 2);
  // #endregion exercise:backoff
  return Math.round(Math.min(base, BACKOFF_MAX_MS) * (1 + random() / 4));
}
// #endregion failures

/** A lesson's recovery: s11's model call, its continue turn and its answer to a prompt too long. */
export interface Recovery {
  /** One model call that outlasts a busy API: tried again after each wait, moved to the fallback after 3 529s. */
  callModel(request: Anthropic.MessageCreateParamsNonStreaming): Promise<Anthropic.Message>;
  /** A cut answer kept without its cut tool call, then a "continue" turn; false when no continue turn is left. */
  continueCut(
    messages: Anthropic.MessageParam[],
    response: Anthropic.Message,
    limit: number,
    turn: number,
  ): boolean;
  /** "Prompt is too long": compaction and one more try; then a trim and one more; then the turn stops. */
  recoverTooLong(
    err: unknown,
    messages: Anthropic.MessageParam[],
    request: () => Anthropic.MessageCreateParamsNonStreaming,
  ): Promise<Anthropic.Message>;
  /** The limit a cut answer raises max_tokens to, for the rest of its turn. */
  readonly raisedMaxTokens: number;
}

/** s11's recovery on `session`, whose prompt too long is compacted by `compaction` (s08's, from the kit). */
export function startRecovery(
  session: Session<"compaction" | "recovery">,
  compaction: Compaction,
): Recovery {
  const client = session.client;
  const MODEL = session.model;

  // #region recovery
  /** A model call gets at most 10 tries (the reference's) on a 429, 529, 5xx or lost connection. */
  const MAX_TRIES = 10;
  /** A retry-after over a minute (what a learner sits through) ends the turn, saying when. */
  const MAX_WAIT_MS = 60_000;
  /** The date now, in ms since 1970: a value from outside the session, so a replay is exact. */
  const today = () => session.outside.now("date", () => Date.now());
  /** After 3 529s in a row (the reference's), the fallback model for 60 s; then the primary. */
  const FALLBACK_AFTER = 3;
  const COOL_DOWN_MS = 60_000;
  const FALLBACK_MODEL = session.setting(FALLBACK_MODEL_SETTING);
  /** A cut answer: the limit raised once, to 64 000 (the reference's); then up to 3 "continue"s. */
  const RAISED_MAX_TOKENS = 64_000;
  const MAX_CONTINUES = 3;
  const CONTINUE =
    "Your answer was cut off at the token limit. Continue exactly where it stopped; " +
    "a tool call that was cut off was not run: make it again whole.";

  type Request = Anthropic.MessageCreateParamsNonStreaming;
  type Messages = Anthropic.MessageParam[];

  /** The jitter's random numbers (mulberry32), from a seed the recording keeps for a replay. */
  const random = seededRandom(() =>
    session.outside.now("seed", () => Math.floor(Math.random() * 2 ** 32)),
  );

  /** The model the calls go to, the 529s in a row, and when the fallback took over (if it did). */
  let model = MODEL;
  let overloaded = 0;
  let fallbackSince: number | undefined;

  /** One model call that outlasts a busy API: tried again after each wait, or on the fallback. */
  async function callModel(request: Request): Promise<Anthropic.Message> {
    for (let tries = 1; ; tries++) {
      if (fallbackSince !== undefined && session.clock.now() - fallbackSince >= COOL_DOWN_MS) {
        model = MODEL;
        fallbackSince = undefined;
        session.ui.show({ kind: "recovery:model", model });
      }
      try {
        const response = await client.messages.create({ ...request, model });
        overloaded = 0;
        return response;
      } catch (err) {
        const kind = classify(err);
        if (kind === "too-long" || kind === "refused" || tries === MAX_TRIES) throw err;
        overloaded = kind === "overloaded" ? overloaded + 1 : 0;
        const fallBack = overloaded === FALLBACK_AFTER && fallbackSince === undefined;
        if (fallBack && FALLBACK_MODEL !== MODEL) {
          model = FALLBACK_MODEL;
          fallbackSince = session.clock.now();
          const why = { count: overloaded, coolDownMs: COOL_DOWN_MS };
          session.ui.show({ kind: "recovery:model", model, overloaded: why });
        }
        const { status, headers, error } = err as ApiFailure;
        const asked = retryAfterMs(headers?.get?.("retry-after"), today); // seconds, or a date
        if (asked !== undefined && asked > MAX_WAIT_MS)
          throw waitTooLong(asked, MAX_WAIT_MS, today());
        const ms = backoff(tries + 1, asked, random);
        const type = error?.error?.type ?? kind;
        const retry = { ms, retryAfter: asked !== undefined, next: tries + 1, tries: MAX_TRIES };
        const what = status ? `${status} ${type}` : type;
        session.ui.show({ kind: "recovery:retry", error: what, ...retry });
        // Ctrl-C ends the wait, and the next call the turn.
        await session.clock.wait(ms, { signal: session.signal });
      }
    }
  }

  /** A cut answer kept without its cut tool call, then a "continue" turn; false if none is left. */
  function continueCut(
    messages: Messages,
    response: Anthropic.Message,
    limit: number,
    turn: number,
  ): boolean {
    const dropped = response.content.find((b) => b.type === "tool_use")?.name;
    const raisedTo = limit < RAISED_MAX_TOKENS ? RAISED_MAX_TOKENS : undefined;
    const left = turn <= MAX_CONTINUES;
    const turns = { turn: left ? turn : 0, turns: MAX_CONTINUES };
    session.ui.show({ kind: "recovery:cut", limit, raisedTo, dropped, ...turns });
    // #region exercise:continue
    const kept = response.content.filter((b) => b.type !== "tool_use");
    const text = `(cut off at max_tokens inside a call to ${dropped}: not run)`;
    messages.push({
      role: "assistant",
      content: kept.length > 0 ? kept : [{ type: "text", text }],
    });
    if (left) messages.push({ role: "user", content: CONTINUE });
    return left;
    // #endregion exercise:continue
  }

  /** The history trimmed to fit: its first message (request or summary), then its second half. */
  function trimmed(messages: Messages): Messages | undefined {
    let from = Math.max(2, Math.ceil(messages.length / 2));
    // A tool_use and its result stay together.
    while (from < messages.length - 1 && messages[from].role !== "assistant") from++;
    if (from >= messages.length - 1) return undefined;
    const text = `[Trimmed: messages 2 to ${from} were dropped to fit the context window.]`;
    const note = { type: "text" as const, text };
    const first = messages[0].content;
    const content =
      typeof first === "string" ? [{ type: "text" as const, text: first }, note] : [...first, note];
    return [{ role: "user", content }, ...messages.slice(from)];
  }

  /** "Prompt is too long": s08's compaction and one more try; a trim and one more; then stop. */
  async function recoverTooLong(
    err: unknown,
    messages: Messages,
    request: () => Request,
  ): Promise<Anthropic.Message> {
    for (const step of ["compact", "trim", "stop"] as const) {
      if (classify(err) !== "too-long") throw err;
      const tokens = promptTooLong(err) ?? 0; // the API's count of the refused request
      const cut = step === "trim" ? trimmed(messages) : undefined;
      const stop = step === "stop" || (step === "trim" && !cut); // (nothing left to trim)
      const dropped = cut && messages.length - cut.length;
      const shown = { tokens, step: stop ? ("stop" as const) : step, ...(cut ? { dropped } : {}) };
      session.ui.show({ kind: "recovery:too-long", ...shown });
      if (stop)
        throw new Error(
          "The prompt is still too long for the model: start a new session, or a smaller task.",
        );
      if (step === "compact") {
        compaction.tokens = tokens || compaction.tokens;
        const why = "the API says the prompt is too long";
        await compaction.compact(messages, why).catch((failed: unknown) => {
          if (failed instanceof Interrupted || failed instanceof ReplayError) throw failed;
          const error = explainError(failed).split("\n")[0];
          session.ui.show({ kind: "compaction:failed", error });
        });
      } else messages.splice(0, messages.length, ...cut!);
      try {
        return await callModel(request());
      } catch (again) {
        err = again;
      }
    }
    throw err; // (the stop above ends the turn first)
  }
  // #endregion recovery

  return { callModel, continueCut, recoverTooLong, raisedMaxTokens: RAISED_MAX_TOKENS };
}
