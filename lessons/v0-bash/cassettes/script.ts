/**
 * Lesson v0's scripted cassettes (`pnpm cassettes:scripted` writes them here): `loop.json`, what its exercise is
 * checked on. The demo (`demo.json` and its subagent's `demo.subagent.json`) is written by hand.
 */
import {
  call,
  cassette,
  say,
  type ScriptedCassettes,
} from "@agent-workbook/kit/authoring/cassette-script";

/** The lesson's MAX_TOKENS: an answer stopped there says so (stop_reason "max_tokens"). */
const MAX_TOKENS = 8000;

/**
 * The loop: several tool calls in one response (each answered, in order), a failing command, an answer cut short
 * at max_tokens (the turn ends there: only "tool_use" goes round again), a second request on the same history.
 */
const loop = cassette(
  "v0",
  "loop",
  ["What is in this folder?", "And which Node version runs here?"],
  [
    [
      say("Two looks at once."),
      call("bash", { command: "ls" }),
      call("bash", { command: "head -3 README.md" }),
    ],
    [call("bash", { command: "cat no-such-file.txt" })],
    [call("bash", { command: "echo to stdout; echo to stderr >&2; exit 3" })],
    {
      blocks: [say("A README, a converter and its tests. The converter, convert.js, reads")],
      adds: MAX_TOKENS,
    },
    [call("bash", { command: "node -e 'console.log(typeof process.version)'" })],
    [say("Node runs here.")],
  ],
);
/** The answer of round 4 stopped at the lesson's max_tokens, as the API says it: stop_reason and usage. */
const cut = loop.interactions[3].response as {
  stop_reason: string;
  usage: { output_tokens: number };
};
cut.stop_reason = "max_tokens";
cut.usage.output_tokens = MAX_TOKENS;

export default {
  "loop.json": loop,
} satisfies ScriptedCassettes;
