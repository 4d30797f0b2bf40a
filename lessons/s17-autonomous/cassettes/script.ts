/**
 * Lesson s17's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, where the lead plans a
 * small feature as four tasks with their dependencies and no owners, and spawns alice and bob, who claim the ready
 * tasks themselves as they become ready (bob's first claim does not hold: alice claimed #1 first);
 * `autonomy-cases.json`, the edges: a task blocked by an open one skipped, a claim lost to a task's owner set between
 * the look and the claim, and a teammate that reaches its idle limit and stops. The waits are the session clock's:
 * each pass that has an idle teammate waits once (5 s), written here as the recording gives it back (`outside`).
 * A teammate's responses are marked with its name, in the order the lesson takes rounds.
 */
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
  type Turn,
  testScript,
} from "@agent-workbook/kit/authoring/cassette-script";

/** A response of teammate `agent`. */
const as = (agent: string, ...blocks: Turn["blocks"]): Turn => ({ agent, blocks });
const alice = (...blocks: Turn["blocks"]) => as("alice", ...blocks);
const bob = (...blocks: Turn["blocks"]) => as("bob", ...blocks);
const create = (subject: string, description: string, activeForm: string) =>
  call("TaskCreate", { subject, description, activeForm });
const update = (taskId: string, changes: Record<string, unknown>) => call("TaskUpdate", { taskId, ...changes });

/** The session clock's waits of a scripted session, each after the model calls before it: 5 s, not woken early. */
const waits = (...calls: number[]) => calls.map((n) => ({ calls: n, what: "wait", value: { ms: 5000, woken: false } }));

const CONVERT = `/** Degrees Celsius in Fahrenheit, to one decimal. */
export function toFahrenheit(celsius) {
  return Math.round((celsius * 1.8 + 32) * 10) / 10;
}

/** Degrees Fahrenheit in Celsius, to one decimal. */
export function toCelsius(fahrenheit) {
  return Math.round(((fahrenheit - 32) / 1.8) * 10) / 10;
}
`;

const CLI = `import { toCelsius, toFahrenheit } from "../src/convert.js";

const [value, unit] = process.argv.slice(2);
const degrees = Number(value);
if (value === undefined || Number.isNaN(degrees) || !["C", "F"].includes(unit)) {
  console.error("usage: node bin/convert.js <degrees> <C|F>");
  process.exit(1);
}
console.log(unit === "C" ? \`\${toFahrenheit(degrees)} °F\` : \`\${toCelsius(degrees)} °C\`);
`;

const TESTS = testScript(
  `import { toCelsius, toFahrenheit } from "../src/convert.js";`,
  `  ["toFahrenheit(100)", toFahrenheit(100), 212],
  ["toFahrenheit(-40)", toFahrenheit(-40), -40],
  ["toFahrenheit(37)", toFahrenheit(37), 98.6],
  ["toCelsius(32)", toCelsius(32), 0],
  ["toCelsius(98.6)", toCelsius(98.6), 37],`,
);

const README = `# temperature

Converts temperatures between Celsius and Fahrenheit.

## Usage

\`\`\`js
import { toCelsius, toFahrenheit } from "./src/convert.js";

toFahrenheit(100); // 212
toCelsius(98.6); // 37
\`\`\`

From the command line: \`node bin/convert.js 100 C\` prints \`212 °F\`, \`node bin/convert.js 98.6 F\` prints
\`37 °C\`; anything else prints the usage and exits with 1. Both round to one decimal.

Run the tests with \`npm test\`.
`;

const ALICE =
  "You are the team's developer. Ready tasks of the graph are claimed for you while you are idle: do each, mark it completed, and tell lead.";
const BOB =
  "You are the team's tester and writer. Ready tasks of the graph are claimed for you while you are idle: do each, mark it completed, and tell lead.";

const demo = cassette(
  "s17",
  "demo",
  [
    "Build a temperature converter as a team: src/convert.js with toFahrenheit and toCelsius (one decimal), a command line bin/convert.js, tests in test/convert.test.js and a usage section in README.md. Plan the tasks with their dependencies, leave them without an owner, then spawn two teammates, alice (developer) and bob (tester), who claim the ready tasks themselves.",
  ],
  [
    [
      say("Four tasks. The module comes first; the tests and the command line both need it; the README needs both."),
      create(
        "Write src/convert.js",
        "toFahrenheit(celsius) and toCelsius(fahrenheit), rounded to one decimal.",
        "Writing src/convert.js",
      ),
      create(
        "Test src/convert.js",
        "test/convert.test.js: 100 °C is 212 °F, -40 is -40, 37 °C is 98.6 °F, 32 °F is 0 °C, 98.6 °F is 37 °C.",
        "Testing src/convert.js",
      ),
      create(
        "Write bin/convert.js",
        "node bin/convert.js <degrees> <C|F> prints the other unit; anything else prints the usage and exits with 1.",
        "Writing bin/convert.js",
      ),
      create(
        "Document the converter in README.md",
        "A usage section: the two functions and the command line.",
        "Documenting the converter",
      ),
    ],
    [
      update("2", { addBlockedBy: ["1"] }),
      update("3", { addBlockedBy: ["1"] }),
      update("4", { addBlockedBy: ["2", "3"] }),
    ],
    [
      say("The graph is ready, with no owners: alice and bob claim the tasks as they become ready."),
      call("spawn_teammate", { name: "alice", role: "developer", prompt: ALICE }),
      call("spawn_teammate", { name: "bob", role: "tester", prompt: BOB }),
    ],
    alice(say("Nothing is mine yet: I wait for a ready task.")),
    bob(say("Nothing is mine yet: I wait for a ready task.")),
    [say("Both are spawned; now I wait for their news."), call("read_inbox", {})],
    alice(
      say("#1 is mine."),
      call("write_file", { path: "src/convert.js", content: CONVERT }),
      call("bash", {
        command: `node -e 'import("./src/convert.js").then((m) => console.log(m.toFahrenheit(100), m.toCelsius(98.6)))'`,
      }),
    ),
    [call("read_inbox", {})],
    alice(
      update("1", { status: "completed" }),
      call("send_message", {
        to: "lead",
        content: "#1 is done: src/convert.js prints 212 and 37 for 100 °C and 98.6 °F.",
      }),
    ),
    bob(
      say("#2 is mine: the tests."),
      call("read_file", { path: "src/convert.js" }),
      call("write_file", { path: "test/convert.test.js", content: TESTS }),
      call("bash", { command: "npm test --silent" }),
    ),
    [call("read_inbox", {})],
    alice(say("#1 is done.")),
    bob(
      update("2", { status: "completed" }),
      call("send_message", { to: "lead", content: "#2 is done: test/convert.test.js, 5/5 pass." }),
    ),
    [call("read_inbox", {})],
    alice(
      say("#3 is mine: the command line."),
      call("write_file", { path: "bin/convert.js", content: CLI }),
      call("bash", {
        command: 'node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot; echo "exit $?"',
      }),
    ),
    bob(say("#2 is done.")),
    [call("read_inbox", {})],
    alice(
      update("3", { status: "completed" }),
      call("send_message", { to: "lead", content: "#3 is done: bin/convert.js." }),
    ),
    bob(
      say("#4 is mine: the README. How does the command line behave?"),
      call("bash", {
        command: 'node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot; echo "exit $?"',
      }),
      call("write_file", { path: "README.md", content: README }),
    ),
    [call("read_inbox", {})],
    alice(say("#3 is done.")),
    bob(
      update("4", { status: "completed" }),
      call("send_message", { to: "lead", content: "#4 is done: the README's usage section." }),
    ),
    [
      say(
        "Done, as a team of three, each task claimed by whoever was idle when it became ready:\n- alice (developer) wrote `src/convert.js` (#1) and `bin/convert.js` (#3);\n- bob (tester) wrote `test/convert.test.js` (#2, 5/5 pass) and the README's usage section (#4);\n- every task is completed.",
      ),
    ],
  ],
);

/** Rounds in which the lead only waits for its team's news. */
const waiting = (count: number) => Array.from({ length: count }, () => [call("read_inbox", {})]);

/**
 * The edges, round by round in the order of the rounds: #1 waits for #2, so the first idle teammate skips it and
 * claims #2; bob, looking at the same pass's view of the graph, tries #2 too, and his claim does not hold (alice
 * claimed it first): he goes on to #3, which holds. Once #2 is completed, alice claims #1, and bob's claim of it
 * fails again. Then nothing is left to claim: each pass both wait 5 s more, and at 60 s idle each stops and tells the
 * lead (bob first: alice worked two passes longer).
 */
const autonomyCases = cassette(
  "s17",
  "autonomy-cases",
  ["Try the autonomous edges: a blocked task skipped, a claim that does not hold, teammates at their idle limit."],
  [
    [
      create("Write the summary", "summary.txt: one line that gives the count in numbers.txt.", "Writing the summary"),
      create("Collect the numbers", "numbers.txt: the number of lines in README.md.", "Collecting the numbers"),
      create("Check the README", "README.md has a title line.", "Checking the README"),
    ],
    [
      update("1", { addBlockedBy: ["2"] }),
      call("spawn_teammate", {
        name: "alice",
        role: "writer",
        prompt: "Do the tasks claimed for you; mark each completed.",
      }),
      call("spawn_teammate", {
        name: "bob",
        role: "checker",
        prompt: "Do the tasks claimed for you; mark each completed.",
      }),
    ],
    alice(say("Waiting for a task.")),
    bob(say("Waiting for a task.")),
    [call("read_inbox", {})],
    alice(
      call("bash", { command: "wc -l < README.md > numbers.txt; cat numbers.txt" }),
      update("2", { status: "completed" }),
    ),
    bob(
      call("TaskGet", { taskId: "3" }),
      call("bash", { command: "head -1 README.md" }),
      update("3", { status: "completed" }),
    ),
    [call("read_inbox", {})],
    alice(say("#2 is done.")),
    bob(say("#3 is done.")),
    [call("read_inbox", {})],
    alice(
      call("bash", { command: 'echo "README.md has $(cat numbers.txt) lines." > summary.txt; cat summary.txt' }),
      update("1", { status: "completed" }),
    ),
    [call("read_inbox", {})],
    alice(say("#1 is done.")),
    ...waiting(11),
    [call("read_inbox", {})],
    [say("Every task is completed, and bob and alice stopped once they had been idle for 60 s with nothing to claim.")],
  ],
);

export default {
  "demo.json": { ...demo, outside: waits(6, 9, 14, 18) },
  "autonomy-cases.json": {
    ...autonomyCases,
    outside: waits(5, 11, ...Array.from({ length: 13 }, (_, k) => 14 + k)),
  },
} satisfies ScriptedCassettes;
