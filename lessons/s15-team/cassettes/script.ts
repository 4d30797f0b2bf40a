/**
 * Lesson s15's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, what a learner
 * without a key watches. Script it as the other lessons do (scripts/cassette-script.ts has the helpers).
 */
import { cassette, type ScriptedCassettes, say } from "../../../scripts/cassette-script.ts";

export default {
  "demo.json": cassette(
    "s15",
    "demo",
    ["TODO(lesson:new): the task the demo gives the agent"],
    [[say("TODO(lesson:new): the demo, a response per round, each a list of say(…) and call(tool, input).")]],
  ),
} satisfies ScriptedCassettes;
