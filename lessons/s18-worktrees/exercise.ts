/** The exercise of lesson s18 (`pnpm exercise s18`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the check before a worktree is removed (its uncommitted files, its commits not in main) and the confinement of a teammate's paths to its worktree",
  checks: ["worktree-cases", "demo"],
  regions: {
    "held-work": {
      todo: `The worktree's uncommitted files, untracked ones included, none when its folder is gone: folder ?
(await checkoutState(this.place(name).path, git, true)).files : []. Its commits not in the base branch, counted with
git rev-list <base>..wt/<name>, which needs no upstream: commitsNotIn(root, this.base, branchOf(name), git); return
{ files, commits }.`,
      stub: "return { files: [], commits: [] };",
    },
    confine: {
      todo: `Resolve path from the worktree's real folder, links followed (realOfDeepestExisting(resolve(root,
path))), and see it from that folder (relative(root, real)). A path seen from there as "..", or under "../", or
absolute is outside the worktree: refuse it with a ToolError that names the worktree (\`Error: \${path} is outside
your worktree \${shown}: you work only in that folder (the main checkout and other worktrees are not yours). Give a
path inside it, such as src/app.js.\`), and return the real path otherwise.`,
      stub: "return resolve(root, path);",
    },
  },
  hints: {
    "worktree-cases": [
      "worktree-cases.json removes .worktrees/notes twice before it is discarded: once with an untracked file in it, once with a commit on wt/notes, a branch that has no upstream. Each time the removal must be refused, and list that work.",
      "held-work: a new file that was never added is work too: checkoutState(this.place(name).path, git, true). And the commits: commitsNotIn(root, this.base, branchOf(name), git), never a range from an upstream (the reference's git log @{push}..HEAD printed nothing on a new branch, and its commits were deleted).",
      'confine: const real = realOfDeepestExisting(resolve(root, path)); const rel = relative(root, real); if (rel === ".." || rel.startsWith("../") || isAbsolute(rel)) throw new ToolError(...the message of the TODO...); return real;',
    ],
    demo: [
      "demo.json is the lesson's own session: three worktrees, two merges, a conflict handed back, then every worktree removed with nothing lost. worktree-cases.json checks each rule on its own: when it passes and this fails, the failing request shows what the demo does that the cases do not.",
    ],
  },
} satisfies ExerciseSpec;
