/**
 * Lesson s17's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, where the lead plans a
 * small feature as three tasks with their dependencies and no owners, and spawns alice and bob, who claim the ready
 * tasks themselves as they become ready (bob's first claim does not hold: alice claimed #1 first), each sending the
 * lead its plan first (s16's protocol), until the lead shuts the team down; `autonomy-cases.json`, the edges: a task
 * blocked by an open one skipped, claims that do not hold, and two teammates that reach their idle limit and stop.
 * The waits are the session clock's: each pass that has an idle teammate waits once (5 s), written here as a
 * recording gives them back (`outside`). A teammate's responses are marked with its name, in the order of the rounds.
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
const update = (taskId: string, changes: Record<string, unknown>) =>
  call("TaskUpdate", { taskId, ...changes });
const approve = (tool: string, request_id: string) => call(tool, { request_id, approve: true });

/** The session clock's waits of a scripted session, each after the model calls before it: 5 s, not woken early. */
const waits = (...calls: number[]) =>
  calls.map((n) => ({ calls: n, what: "wait", value: { ms: 5000, woken: false } }));

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

const ALICE =
  "You are the team's developer. Ready tasks of the graph are claimed for you while you are idle: for each, send lead your plan, do it once it is approved, mark it completed, and tell lead.";
const BOB =
  "You are the team's tester. Ready tasks of the graph are claimed for you while you are idle: for each, send lead your plan, do it once it is approved, mark it completed, and tell lead.";

const demo = cassette(
  "s17",
  "demo",
  [
    "Build a temperature converter as a team: src/convert.js with toFahrenheit and toCelsius (one decimal), its tests in test/convert.test.js, and a command line bin/convert.js. Plan the tasks with their dependencies and leave them without an owner, then spawn two teammates, alice (developer) and bob (tester), who claim the ready tasks themselves. When the work is done, shut the team down.",
  ],
  [
    [
      say("Three tasks. The module comes first; the tests and the command line both need it."),
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
    ],
    [
      say("#2 and #3 wait for #1. No owners: alice and bob claim the tasks as they become ready."),
      update("2", { addBlockedBy: ["1"] }),
      update("3", { addBlockedBy: ["1"] }),
      call("spawn_teammate", { name: "alice", role: "developer", prompt: ALICE }),
      call("spawn_teammate", { name: "bob", role: "tester", prompt: BOB }),
    ],
    alice(say("Nothing is mine yet: I wait for a ready task.")),
    bob(say("Nothing is mine yet: I wait for a ready task.")),
    [say("Both are spawned; I wait for their plans."), call("read_inbox", {})],
    alice(
      say("#1 is mine."),
      call("plan_request", {
        plan: "1. Write src/convert.js: toFahrenheit and toCelsius, each rounded to one decimal. 2. Check it with node on 100 °C and 98.6 °F.",
      }),
    ),
    [approve("plan_response", "plan-1")],
    alice(
      call("write_file", { path: "src/convert.js", content: CONVERT }),
      call("bash", {
        command: `node -e 'import("./src/convert.js").then((m) => console.log(m.toFahrenheit(100), m.toCelsius(98.6)))'`,
      }),
      update("1", { status: "completed" }),
      call("send_message", {
        to: "lead",
        content: "#1 is done: src/convert.js prints 212 and 37 for 100 °C and 98.6 °F.",
      }),
    ),
    bob(
      say("#2 is mine: the tests."),
      call("plan_request", {
        plan: "1. Read src/convert.js. 2. Write test/convert.test.js with the five cases of #2. 3. Run npm test.",
      }),
    ),
    [approve("plan_response", "plan-2")],
    alice(say("#1 is done.")),
    bob(
      call("read_file", { path: "src/convert.js" }),
      call("write_file", { path: "test/convert.test.js", content: TESTS }),
      call("bash", { command: "npm test --silent" }),
      update("2", { status: "completed" }),
      call("send_message", { to: "lead", content: "#2 is done: test/convert.test.js, 5/5 pass." }),
    ),
    [call("read_inbox", {})],
    alice(
      say("#3 is mine: the command line."),
      call("plan_request", {
        plan: "1. Write bin/convert.js: <degrees> <C|F> prints the other unit with toFahrenheit or toCelsius; anything else prints the usage and exits with 1. 2. Run it on 100 C, 98.6 F and a word.",
      }),
    ),
    bob(say("#2 is done.")),
    [approve("plan_response", "plan-3")],
    alice(
      call("write_file", { path: "bin/convert.js", content: CLI }),
      call("bash", {
        command:
          'node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot; echo "exit $?"',
      }),
      update("3", { status: "completed" }),
      call("send_message", { to: "lead", content: "#3 is done: bin/convert.js." }),
    ),
    [
      say("Every task is done: I ask each teammate to shut down."),
      call("shutdown_request", { teammate: "alice" }),
      call("shutdown_request", { teammate: "bob" }),
    ],
    alice(
      call("shutdown_response", {
        request_id: "shutdown-4",
        approve: true,
        reason: "#1 and #3 are done.",
      }),
    ),
    bob(
      call("shutdown_response", { request_id: "shutdown-5", approve: true, reason: "#2 is done." }),
    ),
    [
      say(
        "Done, as a team of three, each task claimed by whoever was idle when it became ready:\n- alice (developer) wrote `src/convert.js` (#1) and `bin/convert.js` (#3);\n- bob (tester) wrote `test/convert.test.js` (#2, 5/5 pass);\n- each plan was approved before the work, and both teammates approved their shutdown.",
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
  [
    "Try the autonomous edges: a blocked task skipped, a claim that does not hold, teammates at their idle limit.",
  ],
  [
    [
      create(
        "Report the count",
        "Send lead the number of lines #2 found in README.md.",
        "Reporting the count",
      ),
      create(
        "Count the README's lines",
        "The number of lines in README.md (wc -l).",
        "Counting the lines",
      ),
      create(
        "Check the README's title",
        "README.md starts with a title line.",
        "Checking the title",
      ),
    ],
    [
      update("1", { addBlockedBy: ["2"] }),
      call("spawn_teammate", {
        name: "alice",
        role: "counter",
        prompt: "Do the tasks claimed for you (they change no file); mark each completed.",
      }),
      call("spawn_teammate", {
        name: "bob",
        role: "checker",
        prompt: "Do the tasks claimed for you (they change no file); mark each completed.",
      }),
    ],
    alice(say("Waiting for a task.")),
    bob(say("Waiting for a task.")),
    [call("read_inbox", {})],
    alice(call("bash", { command: "wc -l < README.md" }), update("2", { status: "completed" })),
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
      call("send_message", { to: "lead", content: "#1: README.md has 3 lines (#2's count)." }),
      update("1", { status: "completed" }),
    ),
    [call("read_inbox", {})],
    alice(say("#1 is done.")),
    ...waiting(11),
    [call("read_inbox", {})],
    [
      say(
        "Every task is completed: README.md has 3 lines (alice's count), and bob and alice stopped once they had been idle for 60 s with nothing to claim.",
      ),
    ],
  ],
);

export default {
  "demo.json": { ...demo, outside: waits(5, 8, 13, 17) },
  "autonomy-cases.json": {
    ...autonomyCases,
    outside: waits(5, 11, ...Array.from({ length: 13 }, (_, k) => 14 + k)),
  },
} satisfies ScriptedCassettes;
