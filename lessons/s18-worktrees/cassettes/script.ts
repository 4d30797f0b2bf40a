/**
 * Lesson s18's scripted cassette (`pnpm cassettes:scripted` writes it here): `demo.json`. The lead plans three
 * changes to src/text.js as tasks, each bound to its own worktree made from main, and spawns alice and bob, who
 * claim the ready tasks themselves (s17). alice changes parse and bob changes show, each in its own worktree, and
 * each commits there; the lead merges both branches into main. The third task, claimed by alice once her first is
 * done, numbers show's items on the line bob changed: its merge meets a conflict, is undone, and the lead hands it
 * back; alice merges main into her worktree, fixes the line, commits, and the lead merges it. Then every worktree is
 * removed (nothing is lost: each branch is in main) and the team shut down.
 *
 * No model wrote it: each response is written in the API's shape, saying only what its request holds. What came
 * from outside the session (the clock's start, its times and waits) is what the session met when it ran live on the
 * mock API (`pnpm cassettes:scripted --outside s18` writes `outside/answers.json`, read here). A teammate's
 * responses are marked with its name, in the order of the rounds.
 */
import type { RecordedOutside } from "@agent-workbook/kit";
import {
  call,
  cassette,
  type ScriptedCassettes,
  say,
  type Turn,
} from "@agent-workbook/kit/authoring/cassette-script";
import answers from "./outside/answers.json" with { type: "json" };

/** A response of teammate `agent`. */
const as = (agent: string, ...blocks: Turn["blocks"]): Turn => ({ agent, blocks });
const alice = (...blocks: Turn["blocks"]) => as("alice", ...blocks);
const bob = (...blocks: Turn["blocks"]) => as("bob", ...blocks);
const create = (subject: string, description: string, activeForm: string) =>
  call("TaskCreate", { subject, description, activeForm });
const update = (taskId: string, changes: Record<string, unknown>) =>
  call("TaskUpdate", { taskId, ...changes });
const commit = (message: string) =>
  call("bash", { command: `git add -A && git commit -q -m "${message}" && git log --oneline -1` });

const PARSE_OLD = 'return line.split(",");';
const PARSE_NEW =
  'return line\n    .split(",")\n    .map((item) => item.trim())\n    .filter(Boolean);';
const SHOW_OLD = 'return items.join(" | ");';
const SHOW_NEW = 'return items.join(", ");';
const NUMBERED = 'return items.map((item, i) => `${i + 1}. ${item}`).join(" | ");';

/** src/text.js as alice leaves it once main is merged into her worktree: both changes to show in one line. */
const RESOLVED = `/** The items of a comma-separated line. */
export function parse(line) {
  ${PARSE_NEW}
}

/** The items as one line. */
export function show(items) {
  return items.map((item, i) => \`\${i + 1}. \${item}\`).join(", ");
}
`;

const TRY = `node -e 'import("./src/text.js").then((m) => console.log(m.show(m.parse(" a, b,,c"))))'`;

const TEAMMATE =
  "You are a developer on the team. Ready tasks of the graph are claimed for you while you are idle: do each in the worktree it names, commit there, mark the task completed, and tell lead.";

const demo = cassette(
  "s18",
  "demo",
  [
    'Three changes to src/text.js, each in its own worktree: parse trims each item and drops empty ones; show joins the items with ", "; and, after the first, show numbers the items ("1. a"). Spawn two teammates, alice and bob, who claim the tasks themselves. Merge each completed task into main, hand back any conflict, and remove the worktrees once merged.',
  ],
  [
    [
      say("Three tasks, one worktree each, so that the teammates do not step on each other."),
      create(
        "parse trims each item",
        "In src/text.js, parse trims each item and drops the empty ones.",
        "Trimming parse's items",
      ),
      create(
        "show joins with commas",
        'In src/text.js, show joins the items with ", ".',
        "Joining show's items",
      ),
      create(
        "show numbers the items",
        'In src/text.js, show numbers the items: "1. a".',
        "Numbering show's items",
      ),
    ],
    [
      say("#3 comes after #1. Each task gets its worktree from main; then the team."),
      update("3", { addBlockedBy: ["1"] }),
      call("create_worktree", { name: "parse", task_id: "1" }),
      call("create_worktree", { name: "show", task_id: "2" }),
      call("create_worktree", { name: "numbers", task_id: "3" }),
      call("spawn_teammate", { name: "alice", role: "developer", prompt: TEAMMATE }),
      call("spawn_teammate", { name: "bob", role: "developer", prompt: TEAMMATE }),
    ],
    alice(say("Nothing is mine yet: I wait for a ready task.")),
    bob(say("Nothing is mine yet: I wait for a ready task.")),
    [say("Both are spawned; I wait for their news."), call("read_inbox", {})],
    alice(
      say("#1 is mine, in .worktrees/parse."),
      call("edit_file", { path: "src/text.js", old_text: PARSE_OLD, new_text: PARSE_NEW }),
      call("bash", { command: TRY }),
      commit("parse trims each item and drops empty ones"),
      update("1", { status: "completed" }),
      call("send_message", { to: "lead", content: "#1 is done and committed on wt/parse." }),
    ),
    bob(
      say("#2 is mine, in .worktrees/show."),
      call("edit_file", { path: "src/text.js", old_text: SHOW_OLD, new_text: SHOW_NEW }),
      commit("show joins the items with commas"),
      update("2", { status: "completed" }),
      call("send_message", { to: "lead", content: "#2 is done and committed on wt/show." }),
    ),
    [
      say("#1 and #2 are completed: I merge both into main."),
      call("merge_worktree", { name: "parse" }),
      call("merge_worktree", { name: "show" }),
    ],
    alice(say("#1 is done.")),
    bob(say("#2 is done.")),
    [call("read_inbox", {})],
    alice(
      say("#3 is mine, in .worktrees/numbers."),
      call("edit_file", { path: "src/text.js", old_text: SHOW_OLD, new_text: NUMBERED }),
      commit("show numbers the items"),
      update("3", { status: "completed" }),
      call("send_message", { to: "lead", content: "#3 is done and committed on wt/numbers." }),
    ),
    [say("#3 is completed: I merge it."), call("merge_worktree", { name: "numbers" })],
    alice(say("#3 is done.")),
    [
      say("The merge met a conflict in src/text.js and was undone: I hand #3 back to alice."),
      update("3", { status: "in_progress", owner: "alice" }),
      call("send_message", {
        to: "alice",
        content:
          'Merging wt/numbers into main met a conflict in src/text.js (show: #2 joined with ", " on main). Merge main into .worktrees/numbers, keep both changes, commit, and complete #3 again.',
      }),
    ],
    alice(
      call("bash", { command: "git merge main" }),
      call("write_file", { path: "src/text.js", content: RESOLVED }),
      call("bash", { command: TRY }),
      call("bash", { command: "git add -A && git commit -q --no-edit && git log --oneline -1" }),
      update("3", { status: "completed" }),
      call("send_message", {
        to: "lead",
        content: '#3 is fixed on wt/numbers: main merged in, show numbers and joins with ", ".',
      }),
    ),
    [call("merge_worktree", { name: "numbers" })],
    alice(say("#3 is done again.")),
    [
      say("All three are in main: I remove the worktrees and shut the team down."),
      call("remove_worktree", { name: "parse" }),
      call("remove_worktree", { name: "show" }),
      call("remove_worktree", { name: "numbers" }),
      call("shutdown_request", { teammate: "alice" }),
      call("shutdown_request", { teammate: "bob" }),
    ],
    alice(
      call("shutdown_response", {
        request_id: "shutdown-1",
        approve: true,
        reason: "#1, #3 done.",
      }),
    ),
    bob(call("shutdown_response", { request_id: "shutdown-2", approve: true, reason: "#2 done." })),
    [
      say(
        'Done. Each change was made in its own worktree and merged into main with --no-ff:\n- alice: parse trims and drops empty items (#1, wt/parse);\n- bob: show joins with ", " (#2, wt/show);\n- alice: show numbers the items (#3, wt/numbers): its first merge met a conflict with #2 in src/text.js, was undone, and handed back; alice merged main in, kept both changes, and it merged.\nThe three worktrees are removed (every commit of theirs is in main), and the team is shut down.',
      ),
    ],
  ],
);

/**
 * The edges, round by round: a name refused and a task that does not exist, nothing made; a worktree with an
 * untracked file, then with a commit on a branch that has no upstream, not removed (each listed), then removed with
 * discard_changes (the commit listed as thrown away); and two teammates, each in its worktree, whose file tools
 * cannot reach the other's worktree or the main checkout.
 */
const worktreeCases = cassette(
  "s18",
  "worktree-cases",
  ["Try the worktrees' edges: names, the check before removal, and two teammates kept apart."],
  [
    [
      call("create_worktree", { name: ".." }),
      call("create_worktree", { name: "fix", task_id: "9" }),
    ],
    [
      call("create_worktree", { name: "notes" }),
      call("bash", { command: "echo draft > .worktrees/notes/draft.txt" }),
      call("remove_worktree", { name: "notes" }),
    ],
    [
      call("bash", {
        command:
          "cd .worktrees/notes && git add -A && git commit -q -m 'Add a draft' && git status -sb",
      }),
      call("remove_worktree", { name: "notes" }),
    ],
    [call("remove_worktree", { name: "notes", discard_changes: true })],
    [
      create("Write a", "a.txt in its worktree.", "Writing a"),
      create("Write b", "b.txt in its worktree.", "Writing b"),
      call("create_worktree", { name: "a", task_id: "1" }),
      call("create_worktree", { name: "b", task_id: "2" }),
      call("spawn_teammate", {
        name: "alice",
        role: "writer",
        prompt: "Do the tasks claimed for you.",
      }),
      call("spawn_teammate", {
        name: "bob",
        role: "writer",
        prompt: "Do the tasks claimed for you.",
      }),
    ],
    alice(say("Waiting for a task.")),
    bob(say("Waiting for a task.")),
    [call("read_inbox", {})],
    alice(
      call("write_file", { path: "a.txt", content: "a\n" }),
      call("read_file", { path: "../b/README.md" }),
      call("read_file", { path: "../../README.md" }),
      call("bash", { command: "pwd | sed 's|.*/\\.worktrees/|.worktrees/|'; ls" }),
    ),
    bob(
      call("write_file", { path: "b.txt", content: "b\n" }),
      call("read_file", { path: "../a/a.txt" }),
      call("edit_file", { path: "/etc/hostname", old_text: "a", new_text: "b" }),
    ),
    [call("read_inbox", {})],
    alice(say("a.txt is written in .worktrees/a; ../b and ../../ are outside it.")),
    bob(say("b.txt is written in .worktrees/b; ../a and /etc are outside it.")),
    [
      say(
        'Names: ".." refused, and no worktree made for the missing task #9. .worktrees/notes was kept while it held an untracked file, then a commit not in main, and removed with discard_changes, its commit listed. alice and bob each wrote in their own worktree; neither could read the other\'s, nor the main checkout.',
      ),
    ],
  ],
);

/** What came from outside each session when it ran live, by cassette (none yet: a first run writes them). */
const outside = (name: string): { outside?: RecordedOutside[] } =>
  name in answers ? { outside: (answers as Record<string, RecordedOutside[]>)[name] } : {};

export default {
  "demo.json": { ...demo, ...outside("demo.json") },
  "worktree-cases.json": { ...worktreeCases, ...outside("worktree-cases.json") },
} satisfies ScriptedCassettes;
