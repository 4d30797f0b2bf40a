/**
 * Lesson v1's scripted cassettes (`pnpm cassettes:scripted` writes them here): `dispatch.json`, what its exercise
 * is checked on. The demo (`demo.json`) is written by hand.
 */
import {
  call,
  cassette,
  say,
  type ScriptedCassettes,
} from "@agent-workbook/kit/authoring/cassette-script";

export default {
  /** The dispatch: an unknown tool, inputs the schema refuses, handlers that fail, next to calls that work. */
  "dispatch.json": cassette(
    "v1",
    "dispatch",
    ["Show me what goes wrong."],
    [
      [call("delete_file", { path: "convert.js" })],
      [call("read_file", {})],
      [call("read_file", { path: 42 })],
      [call("read_file", { path: "README.md", limit: -1 })],
      [call("read_file", { path: "no-such-file.js" })],
      [call("read_file", { path: "../outside.txt" })],
      [call("edit_file", { path: "convert.js", old_text: "no such text", new_text: "x" })],
      [call("bash", {})],
      [
        call("write_file", { path: "notes.txt", content: "one line\n" }),
        call("read_file", { path: "notes.txt" }),
      ],
      [call("TodoWrite", { items: [] })],
      [say("Each failure came back as an error result; none stopped the session.")],
    ],
  ),
} satisfies ScriptedCassettes;

/** What an answer of the hand-written demo.json states that its request does not hold, and why it may (test/honest-answers). */
export const notInRequest: Record<string, [claim: string, reason: string][]> = {
  "demo.json": [["17.78", "32 * 5 / 9, worked out from the expression the answer quotes"]],
};
