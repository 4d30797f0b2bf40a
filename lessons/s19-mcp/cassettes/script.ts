/**
 * Lesson s19's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, what a learner
 * without a key watches, and `mcp-cases.json`, whose workspace (`mcp-cases.workspace/`) names servers that fail in
 * each of the ways the lesson handles. The servers are real, and what they answered is in each cassette, so that a
 * replay starts none: `pnpm cassettes:scripted --outside s19` runs each session live on the mock API, the servers
 * started, and writes their answers (tool lists, then each call's result or error) to `outside/answers.json`, read here.
 */
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
} from "@agent-workbook/kit/authoring/cassette-script";
import type { RecordedOutside } from "@agent-workbook/kit";
import answers from "./outside/answers.json" with { type: "json" };

/** What the servers answered in the session of cassette `name`, when it ran live. */
const outside = (name: string): { outside?: RecordedOutside[] } =>
  name in answers ? { outside: answers[name as keyof typeof answers] as RecordedOutside[] } : {};

/** The long name of mcp-cases.workspace's `long` tool, as mcpToolName shortens it. */
export const LONG_NAME = "mcp__a-server-with-a-rather-long-name__summarise_every__dab5090c";

export default {
  "demo.json": {
    ...cassette(
      "s19",
      "demo",
      ["Fix the open issue in the tracker, and close it."],
      [
        [
          say("I'll look at the tracker's open issues first."),
          call("mcp__tracker__list_issues", {}),
        ],
        [call("mcp__tracker__show_issue", { id: 2 })],
        [call("read_file", { path: "convert.js" })],
        [
          say("In `fahrenheitToCelsius`, `32 * 5 / 9` is worked out before the subtraction."),
          call("edit_file", {
            path: "convert.js",
            old_text: "return f - 32 * 5 / 9;",
            new_text: "return (f - 32) * 5 / 9;",
          }),
        ],
        [
          call("mcp__tracker__close_issue", {
            id: 2,
            comment: "fahrenheitToCelsius subtracts 32 before multiplying by 5 / 9.",
          }),
        ],
        [
          say(
            "The tracker's check still fails: `celsiusToKelvin(0)` gives 273, and the test wants 273.15.",
          ),
          call("edit_file", {
            path: "convert.js",
            old_text: "return c + 273;",
            new_text: "return c + 273.15;",
          }),
        ],
        [
          call("mcp__tracker__close_issue", {
            id: 2,
            comment:
              "fahrenheitToCelsius subtracts 32 before multiplying by 5 / 9; celsiusToKelvin adds 273.15, not 273 (the check found it).",
          }),
        ],
        [
          say(
            "Issue #2 is closed: the tracker ran `node test.js` and it passes. Two fixes in convert.js: `fahrenheitToCelsius` subtracts 32 before multiplying by 5 / 9, and `celsiusToKelvin` adds 273.15 instead of 273, which the tracker's check found.",
          ),
        ],
      ],
    ),
    ...outside("demo.json"),
  },
  "mcp-cases.json": {
    ...cassette(
      "s19",
      "mcp-cases",
      ["Try the tools the MCP servers gave you."],
      [
        [call("mcp__tracker__show_issue", { id: 9 })],
        [call(LONG_NAME, {})],
        [call("mcp__clash__get_issue", {})],
        [call("mcp__fragile__crash", {})],
        [call("mcp__fragile__ping", {})],
        [call("mcp__stuck__wait", {})],
        [call("mcp__stuck__ping", {})],
        [call("mcp__missing__anything", {})],
        [call("mcp__clash__ping", {})],
        [
          say(
            "One call failed with the tracker's error; the crashed server and the silent one are gone; the rest answered.",
          ),
        ],
      ],
    ),
    // A silent server's call fails after this long: short, so that the cassette plays fast; the others answer at once.
    settings: { MCP_TOOL_TIMEOUT: "2000" },
    ...outside("mcp-cases.json"),
  },
} satisfies ScriptedCassettes;
