/** The exercise of lesson s03p (`pnpm exercise s03p`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the permission rules: the Bash matcher (a specifier as a regular expression) and the order of the rules",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["rules", "demo"],
  regions: {
    matcher: {
      todo: `Turn a Bash rule's specifier into a regular expression that a whole simple command must match.
A * matches anything, spaces included; every other character stands for itself (escape it).
A specifier ending in " *" or ":*" also matches the bare command: "ls *" matches "ls" and "ls -la", not "lsof".
Anchor it at both ends (^…$), and let . match newlines too (the "s" flag).`,
      stub: `throw new Error("bashPattern is not written yet");`,
    },
    order: {
      todo: `Decide the call t in Claude Code's order; the first match decides.
1. A deny rule that matches (matches(rule, t, context)) denies: reason deniedBy(rule), with rule: its text, source: its file.
2. An ask rule that matches asks: reason askedBy(rule), rule, source, askedBy: "rule".
3. What the parser could not read (t.asks not empty) asks: reason parserAsks(t.asks), askedBy: "parser".
4. The mode: bypassPermissions allows (modeAllows(mode)); acceptEdits allows an Edit or Write inside the workspace;
plan denies an Edit, a Write or a bash redirect that writes (modeDenies(mode, "edit")).
5. Allow rules: allowCoverage(t, settings.allow, context, ruleMatchesCommand); fully covered allows, with
allowedBy(coverage.used) and the first rule used.
6. Then: a tool that needs no permission (not Bash) is allowed; dontAsk, and plan for Bash, deny
(modeDenies(mode, "unmatched", t, coverage)); anything else asks: notAllowed(t, coverage), askedBy: "unmatched".`,
      stub: `throw new Error("decideTargets is not written yet");`,
    },
  },
  hints: {
    rules: [
      "rules.json runs the issue's table: fourteen commands against the sample's rules (allow Bash(echo *), Bash(ls *), Bash(npm test); deny Bash(rm *), Edit(./secret/**)), without a terminal. Four run; each other one comes back to the model as a denial that names its rule or says why it asked.",
      'The matcher: "npm test" must match the command npm test exactly, "ls *" must match ls > /dev/null (the command is ls) and "rm *" every rm. The order: a deny rule wins even when an allow rule matches too (npm test && … rm …), and the parser\'s asks come before any allow rule.',
      'Nearly the answer, the matcher: let body = specifier, tail = ""; if it ends with ":*" or " *", cut those two characters and tail = "(?: .*)?"; escape each piece of body.split("*") and join them with ".*"; return new RegExp(`^${…}${tail}$`, "s").',
    ],
    demo: [
      "demo.json: npm test runs by its allow rule, rm -rf build && echo cleared is denied by Bash(rm *), and the edit of convert.js is asked: the recording's answer, always, writes Edit(./convert.js) to settings.local.json.",
      'Nearly the answer, the order: const deny = settings.deny.find((rule) => matches(rule, t, context)); if (deny) return { decision: "deny", reason: deniedBy(deny), rule: deny.text, source: deny.source }; then the ask rules, then t.asks, then the mode, then allowCoverage(...), then the tool that needs no permission, dontAsk/plan, and the final ask.',
    ],
  },
} satisfies ExerciseSpec;
