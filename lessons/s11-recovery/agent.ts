/**
 * Lesson s11: error recovery.
 *
 * s08 plus recovery from what a long session meets, told apart by the SDK's error classes, the
 * status and the body's error type: a 429 or 529 (or a 5xx, a lost connection) is tried again
 * after a backoff with jitter, or the wait the API's retry-after asks, and after 3 529s in a row
 * the calls go to a fallback model for a cool-down; an answer cut off at max_tokens is kept, the
 * limit raised once, then "continue" turns; "prompt is too long" gets s08's compaction and one
 * retry, then a trim at a pair boundary and one more; any other 4xx ends the turn at once, the
 * conversation valid.
 *
 * Run it: `pnpm lesson s11` (live with a key in .env, otherwise the recorded demo).
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
import {
  type Lesson,
  explainError,
  fileTools,
  Interrupted,
  isMain,
  promptTooLong,
  ReplayError,
  runLesson,
  seededRandom,
  type Session,
  toolDispatch,
  toolSpecs,
  textSetting,
} from "@agent-workbook/kit";
// retry-after, in seconds or as an HTTP date, read by the kit
import { retryAfterMs, waitTooLong } from "@agent-workbook/kit";
// What s11 does not teach: s08's compaction, its todo list (s05's), its subagent (s06's).
import {
  COMPACT_THRESHOLD_SETTING,
  startCompaction,
} from "@agent-workbook/kit/concepts/compaction";
import { Subagent } from "@agent-workbook/kit/concepts/subagent";
import { todoListOf } from "@agent-workbook/kit/concepts/todo";

// #region lesson
/** The model the calls go to after 3 overloaded (529) answers in a row, for a cool-down. */
const FALLBACK_MODEL_SETTING = textSetting(
  "FALLBACK_MODEL",
  "claude-haiku-4-5",
  "the model the calls go to after 3 overloaded (529) answers in a row",
);
/** The lesson, as the kit reads it (`pnpm lesson s11`, its --help): id, file, settings. */
export const LESSON: Lesson = {
  id: "s11",
  entry: import.meta.filename,
  settings: [COMPACT_THRESHOLD_SETTING, FALLBACK_MODEL_SETTING],
  // The SDK's own retries are off, and a cut answer comes as it is: the recovery below is all.
  recovers: true,
};
// #endregion lesson

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

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session<"compaction" | "recovery">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  const runTool = (block: Anthropic.ToolUseBlock) => dispatch(block); // v1's, from the kit (below)
  const subagent: Subagent = new Subagent(session, callModel, () => TOOLS, runTool); // s06's

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: plan with todo_write, act with your tools, update the todos, then report what you did.

Rules:
- Plan before you act: list the steps of a multi-step task with todo_write first.
- Mark a task in_progress before you start it, completed as soon as it is done.
- Hand a sub-task that needs much reading (many files, long output) to a subagent with task: \
it works in a fresh context and brings back only its report, which keeps yours small. \
Tell it all it needs: it sees nothing of this conversation.
- Your context is compacted when it grows long: a summary replaces the old messages, \
old tool results become placeholders. Read a file again when you need it whole.
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
  // #endregion config

  // s05's todo list, its todo_write tool and its reminder, from the kit.
  const { TODO_WRITE, REMINDER, todos } = todoListOf(session);
  const compaction = startCompaction(session, callModel, todos); // s08's compaction, from the kit

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    ...fileTools(WORKDIR, session.env), // v1's and s05's file tools, from the kit
    TODO_WRITE,
    subagent.tool, // s06's task, from the kit
    compaction.tool, // s08's compact, from the kit
  ];
  // #endregion tools
  const dispatch = toolDispatch(TOOLS);

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

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    // #region exercise:counter
    let roundsWithoutTodo = 0; // rounds in a row without todo_write, counted within this request
    // #endregion exercise:counter
    let maxTokens = MAX_TOKENS; // a cut answer raises it once, for this turn
    let continues = 0; // and counts the continue turns
    // #region exercise:loop
    while (true) {
      await compaction.before(messages); // s08's transcript, micro-compaction and compaction
      // The history itself, not a copy: a compaction swaps it in place; the retry sends the new.
      const request = () => ({
        model: MODEL,
        system: SYSTEM,
        messages,
        tools: toolSpecs(TOOLS),
        max_tokens: maxTokens,
      });
      const response = await callModel(request()).catch((err: unknown) =>
        recoverTooLong(err, messages, request),
      );
      compaction.counted(response); // s08's count of the context, from the kit
      if (response.stop_reason === "max_tokens") {
        if (!continueCut(messages, response, maxTokens, ++continues)) return;
        maxTokens = RAISED_MAX_TOKENS;
        continue;
      }
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") return;

      const results: (Anthropic.ToolResultBlockParam | Anthropic.TextBlockParam)[] = [];
      let usedTodo = false;
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
          if (block.name === "todo_write") usedTodo = true;
        }
      }
      // #region exercise:nag
      roundsWithoutTodo = usedTodo ? 0 : roundsWithoutTodo + 1;
      if (roundsWithoutTodo >= 3) {
        // After the tool results: the API answers 400 when text comes before them.
        results.push({ type: "text", text: REMINDER });
        session.ui.reminder(REMINDER);
        roundsWithoutTodo = 0; // and count again: the reminder comes every third round
      }
      // #endregion exercise:nag
      messages.push({ role: "user", content: results });
    }
    // #endregion exercise:loop
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, -p, or the demo's) runs the loop on the session's history. */
  async function repl(): Promise<void> {
    const history: Anthropic.MessageParam[] = [];
    for await (const query of session.prompts()) {
      const before = [...history]; // a copy: a compaction during the turn swaps the history
      const tokens = compaction.tokens;
      history.push({ role: "user", content: query });
      try {
        await agentLoop(history);
      } catch (err) {
        // Drop the failed turn: the history stays valid, to retry.
        history.splice(0, history.length, ...before);
        compaction.tokens = tokens; // and its count: a refused request's would compact the next
        session.fail(err);
        continue;
      }
      session.answer(history);
    }
    session.close();
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
