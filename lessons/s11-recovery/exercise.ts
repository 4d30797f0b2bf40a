/** The exercise of lesson s11 (`pnpm exercise s11`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "error recovery: tell failures apart by type, wait what the API asks (else a growing backoff), and keep a cut answer with a continue turn",
  // The cases first, the demo last.
  checks: ["busy", "cut", "demo"],
  regions: {
    classify: {
      todo: `No answer, or half of one (an APIConnectionError, fetch's TypeError, a cut body's SyntaxError, or an AnthropicError that is no APIError: a stream that ended early): "connection".
A RateLimitError or a status of 429: "rate-limit".
An OverloadedError, a status of 529 or the body's error type overloaded_error (type): "overloaded".
An InternalServerError, a status of 500 or more, or the type api_error: "server".
A 400 whose body's message (error.error.message) says "prompt is too long": "too-long"; the only place a message counts.`,
    },
    backoff: {
      todo: `When the API asked for a wait (asked: its retry-after in milliseconds, read by the kit), return it.
Else the backoff's base doubles with each try: BACKOFF_MS × 2 to the power next − 2 (1 s before try 2, 2 s before try 3).`,
      stub: "const base = BACKOFF_MS;",
    },
    continue: {
      todo: `Keep the cut answer: push an assistant message with its blocks but the tool_use ones (a cut call is never run, nor sent back).
When nothing else is left, its content is one text block, text (the note of the dropped call).
When a continue turn is left (left), push a user message CONTINUE after it; return left.`,
      stub: "return false;",
    },
  },
  hints: {
    busy: [
      "busy.json: a 429 that asks for 2 s, a 500, a reset connection, then three 529s in a row (the fallback model takes over). Each is tried again after a wait, and the line says what failed and how long the wait is: the first check that differs says which.",
      "classify: the class or the status first (a RateLimitError is a 429; an OverloadedError a 529, which is also an InternalServerError, so ask for it first), the body's type (error.error.type) where a stream's error has no status. backoff: the asked wait when there is one, else BACKOFF_MS * 2 ** (next - 2).",
      'Nearly the answer: if (err instanceof RateLimitError || status === 429) return "rate-limit"; if (err instanceof OverloadedError || status === 529 || type === "overloaded_error") return "overloaded"; …',
    ],
    cut: [
      "cut.json: an answer cut off at max_tokens four times in a turn (three continue turns, then it stays cut), then a cut inside a lone tool call. Each cut answer stays in the history, followed by a continue turn.",
      "The kept answer is the response's content without its tool_use blocks; with nothing left, one text block: text. Then, when left, a user message CONTINUE; return left.",
    ],
    demo: [
      "demo.json: a 529 storm, an answer cut inside an edit, then a prompt too long. busy.json and cut.json check each path alone.",
      'A prompt too long is an invalid_request_error like any other 400: only its message tells it, /prompt is too long/.test(error?.error?.message ?? "").',
    ],
  },
} satisfies ExerciseSpec;
