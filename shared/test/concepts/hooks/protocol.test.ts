/**
 * Claude Code's hook protocol, read from a run's exit code and output (shared/src/concepts/hooks/hook-run.ts) and
 * added up across the hooks of an event (hooks.ts, outcome): every exit code and every output field. The runs here
 * are results as runHookCommand returns them; run.test.ts runs real processes.
 */
import { describe, expect, it } from "vitest";
import {
  type CommandResult,
  type HookEvent,
  type HookRun,
  outcome,
  readHookRun,
} from "../../../src/concepts/hooks/index.ts";

/** A run of `event`'s hook `cmd` that ended as `result` says (exit 0, no output, 12 ms, unless told). */
function read(event: HookEvent, result: Partial<CommandResult>): HookRun {
  const full: CommandResult = { exitCode: 0, signal: null, timedOut: false, stdout: "", stderr: "", ms: 12, ...result };
  return readHookRun({ event, matcher: "Bash", command: "cmd" }, full, 300);
}
const source = { matcher: "Bash", command: "cmd", ms: 12 };
const json = (value: unknown) => ({ stdout: `${JSON.stringify(value)}\n` });

describe("exit codes", () => {
  it("0 is success: nothing decided, plain output ignored (context for UserPromptSubmit and SessionStart)", () => {
    expect(read("PreToolUse", { stdout: "checked\n" })).toEqual({
      event: "PreToolUse",
      ...source,
      exitCode: 0,
      decision: "none",
    });
    expect(read("UserPromptSubmit", { stdout: "Today is a holiday.\n" }).additionalContext).toBe("Today is a holiday.");
    expect(read("SessionStart", { stdout: "branch main\n" }).additionalContext).toBe("branch main");
    expect(read("Stop", { stdout: "bye" }).additionalContext).toBeUndefined();
  });

  it("2 blocks with standard error as the reason: a PreToolUse hook denies, the others block", () => {
    expect(read("PreToolUse", { exitCode: 2, stderr: "No rm here.\n" })).toEqual({
      event: "PreToolUse",
      ...source,
      exitCode: 2,
      decision: "deny",
      reason: "No rm here.",
    });
    for (const event of ["PostToolUse", "UserPromptSubmit", "Stop"] as const)
      expect(read(event, { exitCode: 2, stderr: "why" })).toMatchObject({ decision: "block", reason: "why" });
    expect(read("Stop", { exitCode: 2 }).reason).toBe("The Stop hook exited with code 2 and gave no reason.");
    // Exit 2 blocks even when standard output holds JSON that would allow.
    const allow = { hookSpecificOutput: { permissionDecision: "allow" } };
    expect(read("PreToolUse", { exitCode: 2, stderr: "no", ...json(allow) }).decision).toBe("deny");
  });

  it("SessionStart's exit 2 blocks nothing: its standard error is shown", () => {
    expect(read("SessionStart", { exitCode: 2, stderr: "not now" })).toMatchObject({
      decision: "none",
      error: "exited with code 2: not now",
    });
  });

  it("any other code, a signal, a timeout or a failed start is an error shown, which blocks nothing", () => {
    expect(read("PreToolUse", { exitCode: 1, stderr: "Traceback …\n" })).toEqual({
      event: "PreToolUse",
      ...source,
      exitCode: 1,
      decision: "error",
      error: "exited with code 1: Traceback …",
    });
    expect(read("Stop", { exitCode: 127 }).error).toBe("exited with code 127");
    expect(read("Stop", { exitCode: null, signal: "SIGSEGV" })).toMatchObject({
      exitCode: null,
      decision: "error",
      error: "was killed by SIGSEGV",
    });
    expect(read("Stop", { exitCode: null, timedOut: true }).error).toBe("timed out after 0.3 s and was stopped");
    expect(read("Stop", { exitCode: null, startError: "ENOENT" }).error).toBe("could not start (ENOENT)");
  });
});

describe("JSON output (exit 0, standard output starting with {)", () => {
  it("PreToolUse: permissionDecision allow, deny or ask with its reason, and updatedInput", () => {
    for (const decision of ["allow", "deny", "ask"] as const) {
      const out = {
        hookSpecificOutput: {
          hookEventName: "PreToolUse",
          permissionDecision: decision,
          permissionDecisionReason: "r",
        },
      };
      expect(read("PreToolUse", json(out))).toMatchObject({ exitCode: 0, decision, reason: "r" });
    }
    const updated = { hookSpecificOutput: { permissionDecision: "allow", updatedInput: { command: "ls -la" } } };
    expect(read("PreToolUse", json(updated)).updatedInput).toEqual({ command: "ls -la" });
    expect(read("PreToolUse", json({ hookSpecificOutput: { permissionDecision: "yes" } })).error).toBe(
      'printed output the protocol does not read: permissionDecision must be "allow", "deny" or "ask", not "yes"',
    );
    expect(read("PreToolUse", json({ hookSpecificOutput: { updatedInput: "ls" } })).error).toBe(
      "printed output the protocol does not read: updatedInput must be an object",
    );
  });

  it("PostToolUse and UserPromptSubmit: decision block with reason, and additionalContext", () => {
    for (const event of ["PostToolUse", "UserPromptSubmit"] as const) {
      expect(read(event, json({ decision: "block", reason: "lint failed" }))).toMatchObject({
        decision: "block",
        reason: "lint failed",
      });
      const context = { hookSpecificOutput: { hookEventName: event, additionalContext: "3 warnings" } };
      expect(read(event, json(context))).toMatchObject({ decision: "none", additionalContext: "3 warnings" });
    }
    // Only "block" decides ("approve" is Claude Code's old word, read as no decision).
    expect(read("PostToolUse", json({ decision: "approve" }))).toMatchObject({ decision: "none" });
  });

  it("Stop: decision block with reason sends the agent back; without a reason it says so", () => {
    expect(read("Stop", json({ decision: "block", reason: "Run the tests first." }))).toMatchObject({
      decision: "block",
      reason: "Run the tests first.",
    });
    expect(read("Stop", json({ decision: "block" })).reason).toBe("The Stop hook blocked without a reason.");
  });

  it("continue: false with stopReason ends the turn, over any other decision; systemMessage, suppressOutput", () => {
    const out = { continue: false, stopReason: "Build broken.", decision: "block", reason: "x" };
    expect(read("PostToolUse", json(out))).toMatchObject({ decision: "stop", stopReason: "Build broken." });
    expect(read("Stop", json({ continue: false })).stopReason).toBe("A Stop hook ended the turn.");
    expect(read("Stop", json({ systemMessage: "Saved.", suppressOutput: true }))).toMatchObject({
      decision: "none",
      systemMessage: "Saved.",
      suppressOutput: true,
    });
  });

  it("output starting with { that is not a JSON object is an error that blocks nothing", () => {
    expect(read("PreToolUse", { stdout: "{oops" }).decision).toBe("error");
    expect(read("PreToolUse", { stdout: "{oops" }).error).toMatch(/^printed output the protocol does not read: .*JSON/);
    expect(read("Stop", json({ reason: 3 })).decision).toBe("none"); // no decision: reason is not read
    expect(read("Stop", json({ decision: "block", reason: 3 })).error).toBe(
      "printed output the protocol does not read: reason must be a string",
    );
  });
});

describe("across the hooks of an event", () => {
  const run = (decision: HookRun["decision"], more: Partial<HookRun> = {}): HookRun => ({
    event: "PreToolUse",
    ...source,
    exitCode: 0,
    decision,
    ...more,
  });

  it("deny beats ask, which beats allow; the reasons of the decision kept", () => {
    const runs = [run("allow", { reason: "a" }), run("ask", { reason: "b" }), run("none")];
    expect(outcome(runs).permission).toEqual({ decision: "ask", reason: "b" });
    expect(outcome([...runs, run("deny", { reason: "c" }), run("deny", { reason: "d" })]).permission).toEqual({
      decision: "deny",
      reason: "c\nd",
    });
    expect(outcome([run("allow")]).permission).toEqual({
      decision: "allow",
      reason: "A PreToolUse hook answered allow.",
    });
    expect(outcome([run("none"), run("error", { error: "exited with code 1." })])).toEqual({
      runs: expect.any(Array),
      ran: true,
      additionalContext: [],
      messages: ['The PreToolUse hook "cmd" exited with code 1.'],
    });
  });

  it("any block blocks, the first stop ends the turn, the first updatedInput counts, every context is kept", () => {
    const added = outcome([
      run("block", { reason: "one" }),
      run("none", { additionalContext: "x", updatedInput: { a: 1 } }),
      run("block", { reason: "two", additionalContext: "y", updatedInput: { a: 2 } }),
      run("stop", { stopReason: "first" }),
      run("stop", { stopReason: "second", systemMessage: "note" }),
    ]);
    expect(added).toMatchObject({
      block: { reason: "one\ntwo" },
      stop: { reason: "first" },
      updatedInput: { a: 1 },
      additionalContext: ["x", "y"],
      messages: ["note"],
    });
  });
});
