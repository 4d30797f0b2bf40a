/**
 * Lesson v0's scripted cassettes (`pnpm cassettes:scripted` writes them here): `loop.json`, what its exercise is
 * checked on. The demo (`demo.json` and its subagent's `demo.subagent.json`) is written by hand.
 */
import { call, cassette, say, type ScriptedCassettes } from "../../../scripts/cassette-script.ts";

export default {
  /** The loop: several tool calls in one response (each answered, in order), a failing command, a second request. */
  "loop.json": cassette(
    "v0",
    "loop",
    ["What is in this folder?", "And which Node version runs here?"],
    [
      [say("Two looks at once."), call("bash", { command: "ls" }), call("bash", { command: "head -3 README.md" })],
      [call("bash", { command: "cat no-such-file.txt" })],
      [call("bash", { command: "echo to stdout; echo to stderr >&2; exit 3" })],
      [say("A README, a converter and its tests.")],
      [call("bash", { command: "node -e 'console.log(typeof process.version)'" })],
      [say("Node runs here.")],
    ],
  ),
} satisfies ScriptedCassettes;
