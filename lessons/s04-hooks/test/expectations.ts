/** What the cross-lesson tests expect of lesson s04 (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // As s03p's, which it started from: keep them true as the lesson grows.
  tools: ["bash", "read_file", "write_file", "edit_file"],
  reminders: [],
  // The failing tool calls its cassettes mean to show, by cassette: { "demo.json": [{ round, tool, result, why }] }.
  shownErrors: {
    "demo.json": [
      {
        round: 1,
        tool: "bash",
        result: /^Denied by a PreToolUse hook: • Read files with the read_file tool/,
        why: "the sample's PreToolUse hook blocks cat before any rule is read: the demo shows its reason reaching the model",
      },
    ],
  },
  // Bad calls of its own tools, each with the result it must give: s03p's.
  badInputs: [
    {
      // In place of the shared case: no substring list here; a deny rule stops it, and says which.
      name: "a blocked command",
      tool: "bash",
      input: { command: "sudo ls" },
      expect: /^Denied by the deny rule Bash\(sudo \*\) in \.workbook\/settings\.json\.$/,
    },
  ],
  // The bad inputs are the tools' own, not the rules' nor the hooks': no hook, no allow rule (so no trust asked),
  // the mode lets them through; deny rules still hold.
  badInputsWorkspace: {
    ".workbook/settings.json":
      '{ "permissions": { "defaultMode": "bypassPermissions", "deny": ["Bash(sudo *)"] } }\n',
  },
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [
    {
      name: "exit 2 not read as a block",
      checks: ["hook-cases"],
      edits: [["  if (result.exitCode === 2) {", "  if (result.exitCode === -2) {"]],
      message:
        'hook-cases: round 5: The cassette lessons/s04-hooks/cassettes/hook-cases.json does not answer this "hooks": the lesson asked {"event":"PostToolUse","commands":["bash .workbook/hooks/after.sh"]}, where the recording asked {"event":"PreToolUse","commands":["bash .workbook/hooks/before.sh"]}.\n  The recorded session sends next:\n    tool_result (error): "Denied by a PreToolUse hook: Four is blocked: exit 2, and this is the reason."',
    },
    {
      name: "a crash's output read",
      checks: ["hook-cases"],
      edits: [
        [
          '  if (result.exitCode !== 0)\n    return failed(run, `exited with code ${result.exitCode}${stderr ? `: ${stderr}` : ""}`);\n',
          "",
        ],
      ],
      message:
        'hook-cases: round 1: bash with command as a string "echo one": expected "one", got "Denied by a PreToolUse hook: not read" (an error).',
    },
    {
      name: "additionalContext not read",
      checks: ["hook-cases"],
      edits: [["  if (context !== undefined) out.additionalContext = context;\n", ""]],
      message:
        "hook-cases: round 3: bash with command as a string \"echo three\": your answer differs from the recorded session's:\n  - THREE\n  - \n  - PostToolUse hook: THREE was the hook's word.\n  + THREE",
    },
    {
      name: "decision block not read",
      checks: ["hook-cases", "demo"],
      edits: [
        [
          '  if (json.decision === "block" && BLOCKING',
          '  if (json.decision === "deny" && BLOCKING',
        ],
      ],
      message:
        'demo: round 4: <file> stopped after 4 model calls; the recorded session goes on to request 5 of 6.\n  The recorded session sends next:\n    user: "Stop hook: Run the tests (npm test) before you stop: no test run is in .workbook/command-log.txt."',
    },
    {
      name: "permissionDecision not read",
      checks: ["hook-cases"],
      edits: [['    if (out.decision !== "deny") out.decision = decision;\n', ""]],
      message:
        'hook-cases: round 2: The cassette lessons/s04-hooks/cassettes/hook-cases.json does not answer this "hooks"',
    },
    {
      name: "continue: false not read",
      checks: ["hook-cases"],
      edits: [["  if (json.continue === false) {", '  if (json.continue === "false") {']],
      message:
        'hook-cases: The cassette lessons/s04-hooks/cassettes/hook-cases.json holds no more "hooks" from outside the session: the lesson asked for more than was recorded.',
    },
  ],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {
    "exit-codes": [
      [
        "Read the hook's exit code (result) by Claude Code's protocol, and return the run (run, with its fields). Exit 2 blocks, with its standard error (stderr) as the reason: a PreToolUse hook's decision is \"deny\", another event's \"block\" (for an event not in BLOCKING, such as SessionStart, it is only an error: return { ...run, error }).",
        "exit 2 not read as a block",
      ],
      [
        "A hook that could not start (result.startError), timed out (result.timedOut), was killed (exitCode null) or exited with any other code but 0 failed: return failed(run, why), an error shown to the learner, which blocks nothing and whose output is not read.",
        "a crash's output read",
      ],
    ],
    json: [
      [
        "Read the fields of the hook's JSON output (json, and its hookSpecificOutput: specific) into out, each string with text(key, value). additionalContext (in hookSpecificOutput, or at the top) is context for the model.",
        "additionalContext not read",
      ],
      [
        'decision "block" blocks the events in BLOCKING: "deny" for PreToolUse, "block" for the others, with its reason (or a sentence saying it gave none).',
        "decision block not read",
      ],
      [
        'For PreToolUse only: permissionDecision "allow", "deny" or "ask" (anything else is an Error) with its permissionDecisionReason, and updatedInput (an object, else an Error), the input the call runs with.',
        "permissionDecision not read",
      ],
      [
        'continue: false ends the turn: decision "stop", with its stopReason.',
        "continue: false not read",
      ],
    ],
  },
} satisfies LessonExpectations;
