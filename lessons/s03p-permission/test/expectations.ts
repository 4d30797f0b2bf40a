/** What the cross-lesson tests expect of lesson s03p (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  tools: ["bash", "read_file", "write_file", "edit_file"],
  reminders: [],
  shownErrors: {
    "demo.json": [
      {
        round: 1,
        tool: "bash",
        result: /FAIL fahrenheitToCelsius.*\n2\/4 passed\n\(exit code 1\)$/s,
        why: "the demo's task starts from the sample's failing tests",
      },
      {
        round: 2,
        tool: "bash",
        result: /^Denied by the deny rule Bash\(rm \*\) in \.workbook\/settings\.json\.$/,
        why: "the deny rule stops rm, and the model reads which rule did: the lesson's point",
      },
    ],
  },
  badInputs: [
    {
      // In place of the shared case: no substring list here; a deny rule stops it, and says which.
      name: "a blocked command",
      tool: "bash",
      input: { command: "sudo ls" },
      expect: /^Denied by the deny rule Bash\(sudo \*\) in \.workbook\/settings\.json\.$/,
    },
  ],
  // The bad inputs are the tools' own, not the rules': the mode lets them through; deny rules still hold.
  badInputsWorkspace: {
    ".workbook/settings.json":
      '{ "permissions": { "defaultMode": "bypassPermissions", "deny": ["Bash(sudo *)"] } }\n',
  },
  mistakes: [
    {
      name: "the pattern not anchored",
      checks: ["rules-cases"],
      edits: [
        [
          'return new RegExp(`^${parts.join(".*")}${tail}$`, "s");',
          'return new RegExp(`${parts.join(".*")}${tail}`, "s");',
        ],
      ],
      message: 'rules-cases: round 15: bash with command as a string "lsof -i": ',
      machineOutput:
        "lsof -i runs: its output (or its exit code, where nothing listens) is this machine's",
    },
    {
      name: "a * that matches no space",
      checks: ["rules-cases"],
      edits: [['${parts.join(".*")}', '${parts.join("[^ ]*")}']],
      message:
        'rules-cases: round 17: bash with command as a string "node --no-warnings test.js": your answer (an error) differs from the recorded session\'s:',
    },
    {
      name: "no bare command for a trailing *",
      checks: ["rules-cases"],
      edits: [['tail = "(?: .*)?";', 'tail = " .*";']],
      message:
        'rules-cases: round 14: bash with command as a string "ls > /dev/null 2>&1": expected "(no output)", got "Denied: no allow rule covers ls, and there is no terminal to ask on.',
    },
    {
      name: "a deny without its reason",
      checks: ["rules-cases"],
      edits: [["reason: deniedBy(deny),", 'reason: "Denied.",']],
      message:
        'rules-cases: round 4: bash with command as a string "echo a && rm -rf build": expected "Denied by the deny rule Bash(rm *) in .workbook/settings.json." (an error), got "Denied." (an error).',
    },
    {
      name: "ask rules skipped",
      checks: ["rules-cases"],
      edits: [
        [
          "const ask = settings.ask.find((rule) => matches(rule, t, context));",
          "const ask = undefined;",
        ],
      ],
      message:
        'rules-cases: round 18: bash with command as a string "git push origin main": expected "Denied: the ask rule Bash(git push *) in .workbook/settings.json asks, and there is no terminal to ask on.',
    },
    {
      name: "the parser's asks skipped",
      checks: ["rules-cases"],
      edits: [["if (t.asks.length > 0) return", "if (t.asks.length < 0) return"]],
      message:
        'rules-cases: round 11: bash with command as a string "PATH=/tmp/x npm test": your answer differs from the recorded session\'s (an error):',
    },
    {
      name: "allow rules never allow",
      checks: ["rules-cases"],
      edits: [["if (fullyCovered(coverage)) {", "if (false) {"]],
      message:
        'rules-cases: round 1: bash with command as a string "npm test": your answer (an error) differs from the recorded session\'s:',
    },
    {
      name: "a tool that needs no permission asked",
      checks: ["demo"],
      edits: [['if (call.needsPermission === false && t.tool !== "Bash")', "if (false)"]],
      message:
        'demo: round 4: The cassette lessons/s03p-permission/cassettes/demo.json holds no more "permission" from outside the session',
    },
    {
      name: "the last ask without its reason",
      checks: ["rules-cases"],
      edits: [["reason: notAllowed(t, coverage, context),", 'reason: "Asked.",']],
      message:
        'rules-cases: round 13: bash with command as a string "find . -delete": expected "Denied: no allow rule covers find . -delete, and there is no terminal to ask on.',
    },
  ],
  audit: {
    matcher: [
      [
        "Turn the specifier into a regular expression that the whole simple command must match, from its start to its end.",
        "the pattern not anchored",
      ],
      [
        "Each * in it matches anything, spaces included, and every other character stands for itself (escape it).",
        "a * that matches no space",
      ],
      [
        'A specifier ending in " *" or ":*" also matches the bare command: "ls *" matches "ls" and "ls -la", not "lsof".',
        "no bare command for a trailing *",
      ],
    ],
    order: [
      [
        "First the deny rules: the first that matches anything the call does (matches(rule, t, context)) denies, with deniedBy(rule), rule: its text and source: its file.",
        "a deny without its reason",
      ],
      [
        'Then the ask rules: the first that matches asks, with askedBy(rule), its text and file, and askedBy: "rule".',
        "ask rules skipped",
      ],
      [
        'Then what the parser could not read (t.asks not empty) asks, whatever the rules allow: parserAsks(t.asks), askedBy: "parser".',
        "the parser's asks skipped",
      ],
    ],
    allow: [
      [
        "After the mode, the allow rules: allowCoverage(t, settings.allow, context, ruleMatchesCommand) says what they cover; when nothing is left (fullyCovered), allow, with allowedBy(coverage.used), and rule and source of the first rule used.",
        "allow rules never allow",
      ],
      [
        'A tool that needs no permission (call.needsPermission === false, and not Bash) is allowed: "Allowed: NAME needs no permission.".',
        "a tool that needs no permission asked",
      ],
      [
        'Else dontAsk, and plan for Bash, deny with modeDenies(mode, "unmatched", t, coverage, context); anything else asks, with notAllowed(t, coverage, context) and askedBy: "unmatched".',
        "the last ask without its reason",
      ],
    ],
  },
} satisfies LessonExpectations;
