/** The exercise of lesson s03p (`pnpm exercise s03p`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the permission rules: the Bash matcher (a specifier as a regular expression) and the order of the rules",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["rules-cases", "demo"],
  regions: {
    matcher: {
      todo: `Turn the specifier into a regular expression that the whole simple command must match, from its start to its end.
Each * in it matches anything, spaces included, and every other character stands for itself (escape it).
A specifier ending in " *" or ":*" also matches the bare command: "ls *" matches "ls" and "ls -la", not "lsof".`,
      stub: `throw new Error("bashPattern is not written yet");`,
    },
    order: {
      todo: `First the deny rules: the first that matches anything the call does (matches(rule, t, context)) denies, with deniedBy(rule), rule: its text and source: its file.
Then the ask rules: the first that matches asks, with askedBy(rule), its text and file, and askedBy: "rule".
Then what the parser could not read (t.asks not empty) asks, whatever the rules allow: parserAsks(t.asks), askedBy: "parser".`,
      stub: `throw new Error("decideTargets is not written yet");`,
    },
    allow: {
      todo: `After the mode, the allow rules: allowCoverage(t, settings.allow, context, ruleMatchesCommand) says what they cover; when nothing is left (fullyCovered), allow, with allowedBy(coverage.used), and rule and source of the first rule used.
A tool that needs no permission (call.needsPermission === false, and not Bash) is allowed: "Allowed: NAME needs no permission.".
Else dontAsk, and plan for Bash, deny with modeDenies(mode, "unmatched", t, coverage, context); anything else asks, with notAllowed(t, coverage, context) and askedBy: "unmatched".`,
      stub: `throw new Error("decideTargets's allow rules are not written yet");`,
    },
  },
  hints: {
    "rules-cases": [
      "rules-cases.json runs the issue's table and four more commands against the sample's rules (allow Bash(echo *), Bash(ls *), Bash(npm test), Bash(node *.js); ask Bash(git push *); deny Bash(rm *), Edit(./secret/**)), without a terminal. Six run; each other comes back to the model as a denial that names its rule, or says why it asked and how to allow it.",
      'The matcher: "npm test" matches exactly npm test; "ls *" matches ls and ls -la but not lsof -i; "node *.js" matches node --no-warnings test.js (a * matches spaces). The order: a deny rule wins even where an allow rule matches too (echo x > secret/a: echo is allowed, the write is not), an ask rule next (git push), and what the parser cannot read (eval) asks before any allow rule.',
      'Nearly the answer, the matcher: let body = specifier, tail = ""; if it ends with ":*" or " *", cut those two characters and tail = "(?: .*)?"; escape each piece of body.split("*") and join them with ".*"; return new RegExp(`^${…}${tail}$`, "s").',
    ],
    demo: [
      "demo.json: npm test runs by its allow rule, rm -rf build && echo cleared is denied by Bash(rm *), read_file runs (it needs no permission), and the edit of convert.js is asked: the recording's answer, always, writes Edit(./convert.js) to settings.local.json.",
      'Nearly the answer, the order: const deny = settings.deny.find((rule) => matches(rule, t, context)); if (deny) return { decision: "deny", reason: deniedBy(deny), rule: deny.text, source: deny.source }; the same for settings.ask (askedBy: "rule"), then if (t.asks.length > 0) the parser\'s ask.',
    ],
  },
} satisfies ExerciseSpec;
