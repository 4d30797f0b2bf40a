/**
 * Lesson s15's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, where the lead splits
 * a small feature into four tasks with their dependencies, spawns two teammates, and alice and bob take the tasks
 * in alternating turns, talk through their mailboxes, and stop when the lead asks; `team-cases.json`, the team's
 * edges: a message to nobody, two teammates claiming the same task, a teammate asked to stop in the middle of a
 * task, and the files under `.team/`. A teammate's responses are marked with its name (`agent: "alice"`), and each
 * agent's token counts grow with its own context. The calls come in the order the lesson takes turns: the lead,
 * then each teammate in the order it was spawned, each that has something to do making one call.
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
  "You are the team's developer. Take the ready tasks that are code (src/, bin/), one at a time, and answer the team's questions about your code.";
const BOB =
  "You are the team's tester and writer. Take the ready tasks that are tests or docs, one at a time; ask alice when you need to know how her code behaves.";

const demo = cassette(
  "s15",
  "demo",
  [
    "Build a temperature converter as a team: src/convert.js with toFahrenheit and toCelsius (one decimal), a command line bin/convert.js, tests in test/convert.test.js and a usage section in README.md. Plan the tasks with their dependencies, then spawn two teammates, alice (developer) and bob (tester), to do them.",
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
      say("The graph is ready. Now the team: alice writes the code, bob the tests and the docs."),
      call("spawn_teammate", { name: "alice", role: "developer", prompt: ALICE }),
      call("spawn_teammate", { name: "bob", role: "tester", prompt: BOB }),
    ],
    alice(
      say("#1 is ready and it is code: mine."),
      update("1", { status: "in_progress" }),
      call("write_file", { path: "src/convert.js", content: CONVERT }),
    ),
    bob(call("TaskList", {})),
    [say("Alice and bob are on it. I will wait for their news.")],
    alice(
      call("bash", {
        command: `node -e 'import("./src/convert.js").then((m) => console.log(m.toFahrenheit(100), m.toCelsius(98.6)))'`,
      }),
      update("1", { status: "completed" }),
    ),
    bob(say("Nothing is ready for me yet: #1 is alice's, and everything else waits for it.")),
    alice(say("#1 is done: 100 °C is 212 °F, 98.6 °F is 37 °C.")),
    bob(say("#2 is mine: first, the code I am to test."), call("read_file", { path: "src/convert.js" })),
    alice(
      call("write_file", { path: "bin/convert.js", content: CLI }),
      call("bash", { command: "node bin/convert.js 100 C; node bin/convert.js 98.6 F; node bin/convert.js hot" }),
    ),
    bob(
      call("write_file", { path: "test/convert.test.js", content: TESTS }),
      call("bash", { command: "npm test --silent" }),
    ),
    alice(update("3", { status: "completed" })),
    bob(
      update("2", { status: "completed" }),
      call("send_message", {
        to: "alice",
        content:
          "The tests pass (5/5). #4 is the README, mine once your command line is done: what does bin/convert.js print, and what does it do with bad input?",
      }),
    ),
    alice(
      call("send_message", {
        to: "bob",
        content:
          "#3 is done. node bin/convert.js 100 C prints 212 °F, node bin/convert.js 98.6 F prints 37 °C; anything else prints the usage (node bin/convert.js <degrees> <C|F>) and exits with 1.",
      }),
    ),
    bob(
      say("Alice answered, and #4 is ready: mine."),
      update("4", { status: "in_progress" }),
      call("write_file", { path: "README.md", content: README }),
    ),
    alice(say("Answered bob.")),
    bob(
      update("4", { status: "completed" }),
      call("send_message", {
        to: "lead",
        content:
          "All four tasks are done: alice wrote src/convert.js and bin/convert.js, I wrote test/convert.test.js (5/5 pass) and the README's usage section.",
      }),
    ),
    [say("Bob says all is done. Checking the graph."), call("TaskList", {})],
    bob(say("Done: #2 and #4.")),
    [
      say("Every task is completed: time to stop the team."),
      call("shutdown_request", { to: "alice" }),
      call("shutdown_request", { to: "bob" }),
    ],
    alice(call("shutdown_response", { request_id: "stop-1", approve: true })),
    bob(call("shutdown_response", { request_id: "stop-2", approve: true })),
    [
      say(
        "Done, as a team of three:\n- alice (developer) wrote `src/convert.js` (#1) and `bin/convert.js` (#3);\n- bob (tester) wrote `test/convert.test.js` (#2, 5/5 pass) and the README's usage section (#4), after asking alice how the command line behaves;\n- both stopped when asked, with no task left in progress.",
      ),
    ],
  ],
);

/** An inbox as the lead shows it: its lines, the timestamps (which change each run) masked. */
const showInbox = (name: string) =>
  call("bash", {
    command: `sed -E 's/"timestamp":"[^"]+"/"timestamp":"…"/' .team/inbox/${name}.jsonl; echo "(${name}.jsonl: $(wc -l < .team/inbox/${name}.jsonl) lines)"`,
  });

/** A line another process adds to an inbox while its reader is at work (its own send, not under this lesson). */
const arrives = (name: string, content: string) =>
  call("bash", {
    command: `echo '{"type":"message","from":"alice","content":"${content}","timestamp":"2026-01-01T00:00:00.000Z"}' >> .team/inbox/${name}.jsonl`,
  });

/**
 * The team's edges, round by round in the order of the turns: a message to nobody (before the team and after), a
 * name taken twice, two teammates after one task (bob cannot take alice's #1), an idle teammate's claim that skips
 * a task assigned to another and one still blocked, a teammate asked to stop in the middle of a task (it cannot
 * approve, refuses, finishes, then approves), a message that arrives while its reader is at work (it stays in the
 * inbox for the next turn), a handshake answered with the wrong id, and the files under .team/ as messages come and go.
 */
const teamCases = cassette(
  "s15",
  "team-cases",
  ["Try the team's edges: messages to nobody, two claims of one task, a stop asked in the middle of a task."],
  [
    [call("send_message", { to: "alice", content: "Are you there?" })],
    [
      call("spawn_teammate", { name: "alice", role: "developer", prompt: "Take #1 and do it." }),
      call("spawn_teammate", { name: "bob", role: "tester", prompt: "Take #1 too, if you can." }),
      call("spawn_teammate", { name: "alice", role: "tester", prompt: "A second alice." }),
      call("spawn_teammate", { name: "Carol Smith", role: "writer", prompt: "A name with a space." }),
      create("Write notes.txt", "notes.txt: one line, hello.", "Writing notes.txt"),
      create("Write todo.txt", "todo.txt: one line, milk.", "Writing todo.txt"),
      create("Write all.txt", "all.txt: the lines of notes.txt.", "Writing all.txt"),
      create("Write done.txt", "done.txt: one line, done.", "Writing done.txt"),
      create("Say hello", "Done as soon as it is made.", "Saying hello"),
      update("2", { owner: "alice" }),
      update("3", { addBlockedBy: ["1"] }),
      update("5", { status: "completed" }),
    ],
    alice(update("1", { status: "in_progress" })),
    bob(
      update("1", { status: "in_progress" }),
      update("1", { owner: "bob" }),
      call("spawn_teammate", { name: "dave", role: "helper", prompt: "Help me." }),
      call("send_message", { to: "carol", content: "Can you take #1?" }),
      call("send_message", { to: "bob", content: "A note to myself." }),
    ),
    [
      call("send_message", { to: "bob", content: "#1 is alice's: take the next one." }),
      showInbox("bob"),
      call("shutdown_request", { to: "alice" }),
    ],
    alice(call("shutdown_response", { request_id: "stop-1", approve: true })),
    bob(
      call("shutdown_response", { request_id: "stop-1", approve: true }),
      call("read_inbox", {}),
      arrives("bob", "first, while bob is at work"),
      call("read_inbox", {}),
      arrives("bob", "second, after bob read his inbox"),
    ),
    [say("Waiting for alice's answer."), call("bash", { command: "cat .team/config.json" })],
    alice(
      call("shutdown_response", { request_id: "stop-1", approve: false, reason: "#1 first: I stop once it is done." }),
    ),
    bob(say("Understood: I leave #1 to alice.")),
    [showInbox("bob"), showInbox("lead")],
    alice(call("write_file", { path: "notes.txt", content: "hello\n" })),
    bob(
      call("TaskGet", { taskId: "4" }),
      call("write_file", { path: "done.txt", content: "done\n" }),
      update("4", { status: "completed" }),
    ),
    [call("TaskList", {})],
    alice(
      update("1", { status: "completed" }),
      update("2", { status: "in_progress" }),
      call("write_file", { path: "todo.txt", content: "milk\n" }),
    ),
    bob(say("#4 is done.")),
    [say("Waiting for alice.")],
    alice(update("2", { status: "completed" }), call("shutdown_response", { request_id: "stop-1", approve: true })),
    bob(call("bash", { command: "cp notes.txt all.txt" }), update("3", { status: "completed" })),
    [
      say("alice stopped. Is she still there?"),
      call("send_message", { to: "alice", content: "Still there?" }),
      call("bash", { command: "cat .team/config.json; ls .team/inbox" }),
    ],
    bob(say("#3 is done too.")),
    [say("Done: the edges are tried.")],
  ],
);

export default {
  "demo.json": demo,
  "team-cases.json": teamCases,
} satisfies ScriptedCassettes;
