/** The exercise of lesson s04 (`pnpm exercise s04`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "the hook protocol: what a hook's exit code says, and what its JSON output says, event by event",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["hook-cases", "demo"],
  regions: {
    "exit-codes": {
      todo: `Read the hook's exit code (result) by Claude Code's protocol, and return the run (run, with its fields).
Exit 2 blocks, with its standard error (stderr) as the reason: a PreToolUse hook's decision is "deny", another event's "block" (for an event not in BLOCKING, such as SessionStart, it is only an error: return { ...run, error }).
A hook that could not start (result.startError), timed out (result.timedOut), was killed (exitCode null) or exited with any other code but 0 failed: return failed(run, why), an error shown to the learner, which blocks nothing and whose output is not read.`,
      stub: `throw new Error("readHookRun's exit codes are not read yet");`,
    },
    json: {
      todo: `Read the fields of the hook's JSON output (json, and its hookSpecificOutput: specific) into out, each string with text(key, value).
additionalContext (in hookSpecificOutput, or at the top) is context for the model.
decision "block" blocks the events in BLOCKING: "deny" for PreToolUse, "block" for the others, with its reason (or a sentence saying it gave none).
For PreToolUse only: permissionDecision "allow", "deny" or "ask" (anything else is an Error) with its permissionDecisionReason, and updatedInput (an object, else an Error), the input the call runs with.
continue: false ends the turn: decision "stop", with its stopReason.`,
      stub: `throw new Error("the hook's JSON output is not read yet");`,
    },
  },
  hints: {
    "hook-cases": [
      "hook-cases.json runs six commands, each meeting one answer of the PreToolUse hook in hook-cases.workspace/: a crash (exit 1, after printing a deny that is not read), a JSON deny, an updatedInput (and a PostToolUse additionalContext), an allow where no rule allows ls, exit 2 with its reason, and continue: false.",
      "A crash blocks nothing, and its output is not read: the rules decide echo one (Bash(echo *) allows it). Exit 2 denies echo four with the hook's standard error as the reason. The JSON deny, the allow and the updatedInput are in hookSpecificOutput; continue: false is at the top.",
      'Nearly the answer, the exit codes: if (result.exitCode === 2) { const reason = stderr || `The ${event} hook exited with code 2 and gave no reason.`; if (!BLOCKING.includes(event)) return { ...run, error: `exited with code 2: ${reason}` }; return { ...run, decision: event === "PreToolUse" ? "deny" : "block", reason }; }',
    ],
    demo: [
      'demo.json: the PreToolUse validator exits 2 on cat convert.js, the Stop hook prints {"decision": "block", "reason": …} once, and the PostToolUse logger prints hookSpecificOutput.additionalContext after npm test.',
      'Nearly the answer, the JSON: if (json.decision === "block" && BLOCKING.includes(run.event)) { out.decision = run.event === "PreToolUse" ? "deny" : "block"; out.reason = text("reason", json.reason) ?? …; } and const context = text("additionalContext", specific.additionalContext ?? json.additionalContext).',
    ],
  },
} satisfies ExerciseSpec;
