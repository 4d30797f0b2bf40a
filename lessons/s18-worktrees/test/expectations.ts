/** What the cross-lesson tests expect of lesson s18 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

const TASK_TOOLS = [
  "bash",
  "read_file",
  "write_file",
  "edit_file",
  "glob",
  "TaskCreate",
  "TaskGet",
  "TaskUpdate",
  "TaskList",
];

/** The lines of the exercise's regions in agent.ts, as the mistakes edit them. */
const FILES = "(await checkoutState(this.place(name).path, git, true)).files";
const COMMITS = "await commitsNotIn(root, this.base, branchOf(name), git);";
const RESOLVED = "realOfDeepestExisting(resolve(root, path))";
const OUTSIDE = 'if (rel === ".." || rel.startsWith("../") || isAbsolute(rel))';

export default {
  // s17's, and the lead's five worktree tools.
  tools: [
    ...TASK_TOOLS,
    "spawn_teammate",
    "send_message",
    "read_inbox",
    "shutdown_request",
    "plan_response",
    "create_worktree",
    "bind_worktree",
    "merge_worktree",
    "keep_worktree",
    "remove_worktree",
  ],
  subagentTools: [...TASK_TOOLS, "send_message", "read_inbox", "plan_request", "shutdown_response"],
  reminders: [
    // s16's: s12's two reminders, a message (a protocol's with its request_id), a shutdown request left unanswered.
    /^<reminder>The task tools have not been used for \d+ rounds\. (Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+|There are no open tasks\.\n)Keep them up to date with TaskUpdate as you work\.<\/reminder>$/,
    /^<reminder>Tasks from an earlier session are in \.tasks\/\. Open tasks:\n(#\d+ \[\w+\] .*\n|Error: .*\n)+Carry on with them \(TaskList, TaskGet\) instead of planning again\.<\/reminder>$/,
    /^<message from="[a-z][a-z0-9-]*" type="(message|(shutdown|plan)_(request|response))"( request_id="(shutdown|plan)-\d+")?>[^<>]*<\/message>$/,
    /^<reminder>[a-z][a-z0-9-]* asked you to shut down: answer shutdown-\d+ with shutdown_response\.<\/reminder>$/,
    /^<reminder>[a-z][a-z0-9-]* left shutdown-\d+ unanswered for 3 rounds\.<\/reminder>$/,
    // A ready task claimed for an idle teammate, its text escaped.
    /^<claimed task="\d+">[^<>]*<\/claimed>$/,
    // Where a teammate works once it claimed a task bound to a worktree.
    /^<worktree name="[A-Za-z0-9._-]+">Task #\d+ is bound to \.worktrees\/[A-Za-z0-9._-]+ \(branch wt\/[A-Za-z0-9._-]+\): your tools work there now\.<\/worktree>$/,
  ],
  // Tool calls its demo means to fail: the conflict, handed back, and git's own word on it in alice's worktree.
  shownErrors: {
    "demo.json": [
      {
        round: 13,
        tool: "merge_worktree",
        result:
          /^Error: Merging wt\/numbers into main met a conflict in src\/text\.js: the merge was undone/,
        why: "the third change conflicts with the second: the demo shows the merge undone and handed back",
      },
      {
        round: 16,
        tool: "bash",
        result: /CONFLICT \(content\): Merge conflict in src\/text\.js.*\(exit code 1\)$/s,
        why: "alice merges main into her worktree to fix the conflict there: git stops at it",
      },
    ],
  },
  // Bad calls of its own tools, each with the result it must give.
  badInputsRepository: true,
  badInputs: [
    {
      name: "a worktree named ..",
      tool: "create_worktree",
      input: { name: ".." },
      expect: /^Error: "\.\." cannot name a worktree: it names a folder itself, not a new one\.$/,
    },
    {
      name: "a worktree name with a slash",
      tool: "create_worktree",
      input: { name: "a/b" },
      expect: /^Error: "a\/b" cannot name a worktree: a name is 1 to 64 letters/,
    },
    {
      name: "a worktree for a task that does not exist",
      tool: "create_worktree",
      input: { name: "fix", task_id: "99" },
      expect: /^Error: No task #99: the worktree \.worktrees\/fix was not made\./,
    },
    {
      name: "removing a worktree that is not there",
      tool: "remove_worktree",
      input: { name: "nothing" },
      expect: /^Error: No worktree \.worktrees\/nothing\. The worktrees are: /,
    },
  ],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "untracked files not counted",
      checks: ["worktree-cases"],
      edits: [[FILES, FILES.replace("true", "false")]],
      message: "worktree-cases: round 2",
    },
    {
      name: "commits not counted",
      checks: ["worktree-cases"],
      edits: [[COMMITS, COMMITS.replace(";", ".then(() => []);")]],
      message: "worktree-cases: round 3",
    },
    {
      name: "paths outside the worktree let through",
      checks: ["worktree-cases"],
      edits: [[OUTSIDE, "if (isAbsolute(rel))"]],
      message:
        'worktree-cases: round 2: read_file with path as a string "../b/README.md": expected "Error: ../b/README.md is outside your worktree .worktrees/a',
    },
    {
      name: "a path resolved from the process's folder",
      checks: ["worktree-cases"],
      edits: [[RESOLVED, "realOfDeepestExisting(resolve(path))"]],
      message: "worktree-cases: round 2: write_file",
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {
    "held-work": [
      [
        "The worktree's uncommitted files, untracked ones included, none when its folder is gone: folder ? (await checkoutState(this.place(name).path, git, true)).files : [].",
        "untracked files not counted",
      ],
      [
        "Its commits not in the base branch, counted with git rev-list <base>..wt/<name>, which needs no upstream: commitsNotIn(root, this.base, branchOf(name), git); return { files, commits }.",
        "commits not counted",
      ],
    ],
    confine: [
      [
        "Resolve path from the worktree's real folder, links followed (realOfDeepestExisting(resolve(root, path))), and see it from that folder (relative(root, real)).",
        "a path resolved from the process's folder",
      ],
      [
        'A path seen from there as "..", or under "../", or absolute is outside the worktree: refuse it with a ToolError that names the worktree (`Error: ${path} is outside your worktree ${shown}: you work only in that folder (the main checkout and other worktrees are not yours). Give a path inside it, such as src/app.js.`), and return the real path otherwise.',
        "paths outside the worktree let through",
      ],
    ],
  },
} satisfies LessonExpectations;
