/**
 * Lesson s16's scripted cassettes (`pnpm cassettes:scripted` writes them here): `demo.json`, where the lead plans
 * two tasks, spawns alice (developer) and bob (tester), each of whom sends a plan first (alice's is rejected with a
 * reason, then her second approved), and when the work is done asks each to shut down, which both approve; and
 * `protocol-cases.json`, the protocols' edges: a shutdown answered with another teammate's id, an unknown id, a
 * rejection without a reason, an id answered twice, a shutdown left unanswered past the limit (reminded at each round,
 * then shown to the lead) and answered too late, a teammate that waits for its plan's answer, and a plan rejected,
 * then approved. A teammate's responses are marked with its name; the calls come in the order the lesson takes
 * rounds: the lead, then each teammate in the order it was spawned, each that has something to do making one call.
 * Request ids are numbered in the session's order, whatever their kind: `plan-1`, `plan-2`, `plan-3`, `shutdown-4`.
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
const update = (taskId: string, changes: Record<string, unknown>) =>
  call("TaskUpdate", { taskId, ...changes });
const answer = (tool: string, request_id: string, approve: boolean, reason?: string) =>
  call(tool, { request_id, approve, ...(reason === undefined ? {} : { reason }) });

const SLUG = `/** A title as a URL slug: lower case, each run of other characters one hyphen, none at either end. */
export function slugify(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
`;

const TESTS = testScript(
  `import { slugify } from "../src/slug.js";`,
  `  ["slugify(\\"Hello, World!\\")", slugify("Hello, World!"), "hello-world"],
  ["slugify(\\"  Team   protocols  \\")", slugify("  Team   protocols  "), "team-protocols"],
  ["slugify(\\"s16: plans & shutdowns\\")", slugify("s16: plans & shutdowns"), "s16-plans-shutdowns"],
  ["slugify(\\"---\\")", slugify("---"), ""],`,
);

const ALICE =
  "You are the team's developer. #1 is yours: src/slug.js, slugify(title): lower case, each run of characters other than a-z and 0-9 one hyphen, no hyphen at either end. Send me your plan before you write it, and tell bob when #1 is done.";
const BOB =
  "You are the team's tester. #2 is yours: test/slug.test.js, for alice's slugify in src/slug.js. Send me your plan first. #2 waits for her #1: she tells you when it is done.";

const demo = cassette(
  "s16",
  "demo",
  [
    "Add src/slug.js with slugify(title) (lower case, each run of characters other than a-z and 0-9 one hyphen, no hyphen at either end) and its tests in test/slug.test.js, as a team: spawn alice (developer) for the code and bob (tester) for the tests. Each sends you a plan first. When the work is done, shut the team down.",
  ],
  [
    [
      say("Two tasks: the tests wait for the code."),
      call("TaskCreate", {
        subject: "Write src/slug.js",
        description:
          "slugify(title): lower case, each run of other characters one hyphen, none at either end.",
        activeForm: "Writing src/slug.js",
      }),
      call("TaskCreate", {
        subject: "Test src/slug.js",
        description: "test/slug.test.js for slugify, run with npm test.",
        activeForm: "Testing src/slug.js",
      }),
    ],
    [
      update("2", { addBlockedBy: ["1"] }),
      update("1", { owner: "alice" }),
      update("2", { owner: "bob" }),
      call("spawn_teammate", { name: "alice", role: "developer", prompt: ALICE }),
      call("spawn_teammate", { name: "bob", role: "tester", prompt: BOB }),
    ],
    alice(
      call("plan_request", {
        plan: "1. Write src/slug.js: slugify(title) lowercases the title and replaces each run of characters other than a-z and 0-9 with one hyphen. 2. Check it with node on a title.",
      }),
    ),
    bob(
      call("plan_request", {
        plan: "1. Wait for alice's message that #1 is done. 2. Write test/slug.test.js: a plain title, extra spaces, symbols, a title of symbols only. 3. Run npm test.",
      }),
    ),
    [
      say(
        "alice's plan keeps a hyphen at either end of a title like ' Hello! '; bob's plan is sound.",
      ),
      answer(
        "plan_response",
        "plan-1",
        false,
        "A title that starts or ends with a space or a symbol would keep a hyphen there: take the hyphens off both ends.",
      ),
      answer("plan_response", "plan-2", true),
    ],
    alice(
      call("plan_request", {
        plan: "1. Write src/slug.js: slugify(title) lowercases the title, replaces each run of characters other than a-z and 0-9 with one hyphen, and takes the hyphens off both ends. 2. Check it with node on ' Hello, World! '.",
      }),
    ),
    bob(say("My plan is approved. #2 waits for #1: checking."), call("TaskGet", { taskId: "2" })),
    [answer("plan_response", "plan-3", true)],
    alice(
      say("Approved: #1 now."),
      update("1", { status: "in_progress" }),
      call("write_file", { path: "src/slug.js", content: SLUG }),
    ),
    bob(say("#2 is blocked by #1: I wait for alice's message.")),
    [say("Both plans are approved; I wait for their news."), call("read_inbox", {})],
    alice(
      call("bash", {
        command: `node -e 'import("./src/slug.js").then((m) => console.log(JSON.stringify(m.slugify(" Hello, World! "))))'`,
      }),
      update("1", { status: "completed" }),
      call("send_message", { to: "bob", content: "#1 is done: src/slug.js exports slugify." }),
      call("send_message", { to: "lead", content: "#1 is done: src/slug.js exports slugify." }),
    ),
    bob(
      say("alice says #1 is done: #2 now."),
      update("2", { status: "in_progress" }),
      call("write_file", { path: "test/slug.test.js", content: TESTS }),
      call("bash", { command: "npm test --silent" }),
    ),
    [say("alice has done #1; bob is testing."), call("read_inbox", {})],
    alice(say("Done: #1.")),
    bob(
      update("2", { status: "completed" }),
      call("send_message", { to: "lead", content: "#2 is done: test/slug.test.js, 4/4 pass." }),
    ),
    [
      say("Both tasks are done: I ask each teammate to shut down."),
      call("shutdown_request", { teammate: "alice" }),
      call("shutdown_request", { teammate: "bob" }),
    ],
    alice(answer("shutdown_response", "shutdown-4", true, "#1 is done.")),
    bob(answer("shutdown_response", "shutdown-5", true, "#2 is done.")),
    [
      say(
        "Done, as a team of three:\n- alice (developer) wrote `src/slug.js` (#1), on her second plan: the first kept a hyphen at either end of a title;\n- bob (tester) wrote `test/slug.test.js` (#2, 4/4 pass);\n- both approved their shutdown, and the team has stopped.",
      ),
    ],
  ],
);

/**
 * The protocols' edges, round by round in the order of the rounds (the lead, alice, bob): the lead's unknown id and a
 * request to nobody; alice answering bob's shutdown request, an unknown id, a rejection without a reason, then hers
 * rejected with one and answered again; bob leaving his unanswered, reminded at each of his rounds, until the lead is
 * told, and answering too late; two plans open at once (a mistyped id lists both); alice's, which waits while the lead's answer lacks a reason, is
 * rejected, then approved, twice (the second refused), and the lead answering alice's shutdown id as a plan; bob's is
 * left open, and he waits for it to the end.
 */
const protocolCases = cassette(
  "s16",
  "protocol-cases",
  [
    "Try the protocols' edges: wrong, unknown and reused ids, a shutdown left unanswered, a plan rejected then approved.",
  ],
  [
    [
      call("spawn_teammate", {
        name: "alice",
        role: "writer",
        prompt: "Wait for messages and answer them.",
      }),
      call("spawn_teammate", {
        name: "bob",
        role: "helper",
        prompt: "Wait for messages and answer them.",
      }),
      call("shutdown_request", { teammate: "alice" }),
      call("shutdown_request", { teammate: "bob" }),
      call("shutdown_request", { teammate: "carol" }),
      answer("plan_response", "plan-9", true),
    ],
    alice(
      say("lead asks me to shut down. I am still writing notes, so I say no."),
      answer("shutdown_response", "shutdown-2", false, "Still writing notes."),
      answer("shutdown_response", "shutdown-7", false, "Still writing notes."),
      answer("shutdown_response", "shutdown-1", false),
      answer("shutdown_response", "shutdown-1", false, "Still writing notes."),
      answer("shutdown_response", "shutdown-1", true),
    ),
    bob(say("A shutdown request. I have nothing to say yet.")),
    [say("alice said no; bob has not answered."), call("read_inbox", {})],
    alice(say("I answered shutdown-1.")),
    bob(say("Not now.")),
    [call("read_inbox", {})],
    bob(say("Not now.")),
    [call("read_inbox", {})],
    bob(say("Not now.")),
    [call("read_inbox", {})],
    [
      say("bob left shutdown-2 unanswered: I ask him by message, and ask alice for a plan."),
      call("send_message", { to: "bob", content: "Answer shutdown-2 now, please." }),
      call("send_message", {
        to: "alice",
        content: "Send me your plan for the notes (plan_request).",
      }),
    ],
    alice(call("plan_request", { plan: "Write NOTES.md." })),
    bob(
      answer("shutdown_response", "shutdown-2", true, "Done now."),
      call("plan_request", { plan: "Tidy NOTES.md once alice has written it." }),
    ),
    [answer("plan_response", "plan-33", true), answer("plan_response", "plan-3", false)],
    [answer("plan_response", "plan-3", false, "Say what goes in NOTES.md.")],
    alice(
      call("plan_request", {
        plan: "Write NOTES.md: one line for each protocol, shutdown and plan approval.",
      }),
    ),
    [
      answer("plan_response", "plan-5", true),
      answer("plan_response", "plan-5", true),
      answer("plan_response", "shutdown-1", true),
    ],
    alice(
      call("write_file", {
        path: "NOTES.md",
        content:
          "- shutdown: the lead asks, the teammate approves or rejects with a reason.\n- plan approval: the teammate asks, the lead approves or rejects with a reason.\n",
      }),
      call("send_message", { to: "lead", content: "NOTES.md is written." }),
    ),
    [say("Done: the edges are tried. bob's plan-4 is still open: he waits for its answer.")],
  ],
);

export default {
  "demo.json": demo,
  "protocol-cases.json": protocolCases,
} satisfies ScriptedCassettes;
