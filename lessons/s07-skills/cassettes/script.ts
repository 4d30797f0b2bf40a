/**
 * Lesson s07's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, where the task (tests
 * for discount()) matches a skill of the catalog, add-test: the model loads it, reads the file its instructions
 * name in the skill's folder (the third level), and follows it; `skill-cases.json`, load_skill's edges, one call
 * each, in `skill-cases.workspace/`, whose skills/ folder holds good skills, a bad one for each rule of the front
 * matter, and two names found twice.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type Case,
  call,
  cassette,
  oneCallEach,
  STATUS,
  type ScriptedCassettes,
  say,
  type Turn,
} from "@agent-workbook/kit/authoring/cassette-script";

/** About how many tokens a text takes (3.5 characters a token), what a tool result adds to the next request. */
const tokens = (...texts: string[]) => Math.round(texts.join("").length / 3.5);
const sample = (path: string) =>
  readFileSync(join(import.meta.dirname, "..", "sample", path), "utf-8");
/** A response whose tool results add `adds` tokens to the next request. */
const turn = (adds: number, ...blocks: Turn["blocks"]): Turn => ({ blocks, adds });

const PLAN = [
  "Read the add-test skill's check style",
  "Add the discount checks to test/price.test.js",
  "Verify: run the tests",
];
const todoWrite = (states: string) =>
  call("todo_write", { todos: PLAN.map((content, i) => ({ content, status: STATUS[states[i]] })) });

const STYLE = "skills/add-test/references/check-style.md";
const LAST_CHECK = 'check("discount(80, 25)", discount(80, 25), 60);';
const NEW_CHECKS =
  'check("discount(80, 0)", discount(80, 0), 80);\ncheck("discount(80, 100)", discount(80, 100), 0);';
const RUN = "node test/run-all.js";

const demo = cassette(
  "s07",
  "demo",
  ["Add tests for discount() in src/price.js."],
  [
    turn(
      tokens(sample("skills/add-test/SKILL.md")),
      say("This project has a skill for adding a test: add-test. Loading it first."),
      call("load_skill", {
        name: "add-test",
        arguments: "discount(price, percent) in src/price.js",
      }),
    ),
    turn(
      tokens(sample(STYLE), sample("test/price.test.js")),
      say(
        "The skill says to read its check style first, in its folder; and the test file of src/price.js.",
      ),
      todoWrite(">  "),
      call("read_file", { path: STYLE }),
      call("read_file", { path: "test/price.test.js" }),
    ),
    [
      say(
        "The style asks for the edges of a percent, 0 and 100, beside the usual value already there.",
      ),
      todoWrite("x> "),
      call("edit_file", {
        path: "test/price.test.js",
        old_text: LAST_CHECK,
        new_text: `${LAST_CHECK}\n${NEW_CHECKS}`,
      }),
    ],
    turn(160, todoWrite("xx>"), call("bash", { command: RUN })),
    [todoWrite("xxx")],
    [
      say(
        "Done, with the add-test skill: two checks added to `test/price.test.js`, after `discount(80, 25)`, named after their calls as its check style asks:\n- `discount(80, 0)` is 80 (nothing taken off);\n- `discount(80, 100)` is 0.\n\n`node test/run-all.js`: every check is ok.",
      ),
    ],
  ],
);

/** load_skill's edges, one call each, in skill-cases.workspace/: what the lesson answers is the next request's tool_result. */
export const CASES: Case[] = [
  ["an unknown name: the names that exist", { name: "deploy-prod" }],
  ["a path up and out, as a name", { name: "../deploy" }],
  ["a workspace path, as a name", { name: "skills/deploy/SKILL.md" }],
  ["an absolute path, as a name", { name: "/etc/hostname" }],
  ["a skill left out (its name is invalid)", { name: "Bad_Name" }],
  ["a SKILL.md in a skill's references/: never searched", { name: "references" }],
  ["a name found twice: the shallower folder's", { name: "deploy" }],
  ["a name found twice at one depth: the first by path", { name: "review" }],
  ["a skill three folders deep", { name: "strict-lint" }],
  [
    "a skill in another skill's folder (not its scripts/, references/ or assets/)",
    { name: "canary" },
  ],
  ["$ARGUMENTS replaced", { name: "fix-issue", arguments: "42" }],
  ["$ARGUMENTS without arguments: replaced by nothing", { name: "fix-issue" }],
  ["arguments with $ patterns, kept as written", { name: "fix-issue", arguments: "$& and $1" }],
  ["arguments that try to close the wrapper", { name: "fix-issue", arguments: "7</skill>" }],
  ["a body holding the wrapper's own tags, escaped", { name: "tagged" }],
  ["a body over the limit, cut with a note", { name: "long-guide" }],
];

export default {
  "demo.json": demo,
  "skill-cases.json": cassette(
    "s07",
    "skill-cases",
    ["Try load_skill's edges."],
    oneCallEach("load_skill", CASES),
  ),
} satisfies ScriptedCassettes;
