/**
 * One policy for the gate, hooks then rules (shared/src/concepts/hooks/hooked-policy.ts, untrusted-rules.ts): exit 2
 * blocks before any rule, a hook's allow does not override a deny or ask rule, across hooks deny beats ask beats
 * allow, the rules read the input a hook updated, `continue: false` ends the turn; in an untrusted workspace no hook
 * runs and the allow rules do not apply.
 */
import { describe, expect, it } from "vitest";
import {
  type HookedPolicy,
  type HookRun,
  hookedPolicy,
  HOW_TO_TRUST,
  untrustedRules,
} from "../../../src/concepts/hooks/index.ts";
import type { PolicyDecision } from "../../../src/permission.ts";
import { RulesPolicy } from "../../../src/concepts/permission/index.ts";
import { command, hooksOf, workspaceWithHooks } from "./helpers.ts";

const SOURCE = ".workbook/settings.json";
const RULES = { allow: ["Bash(ls *)", "Bash(npm test)"], ask: ["Bash(git push *)"], deny: ["Bash(rm *)"] };

/** A hook printing `output` as JSON. */
const printing = (output: object) => command(`echo '${JSON.stringify(output)}'`);
/** A PreToolUse hook answering `decision` with `reason`. */
const answering = (decision: string, reason: string) =>
  printing({
    hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: decision, permissionDecisionReason: reason },
  });

/** The runs of the last gate made, as onRun reported them. */
let runs: HookRun[] = [];

/** The gate's policy over a workspace with RULES and these PreToolUse hooks (matcher Bash). */
function gate(hooks: object[], terminal = true): HookedPolicy {
  const workdir = workspaceWithHooks({ PreToolUse: [{ matcher: "Bash", hooks }] }, RULES);
  const rules = new RulesPolicy({ workdir, terminal, home: "/home/learner" });
  runs = [];
  return hookedPolicy(rules, hooksOf(workdir, { onRun: (run) => runs.push({ ...run, ms: 0 }) }), terminal);
}

/** The decision for a bash command, with the hook runs it took. */
async function bash(policy: HookedPolicy, commandLine: string): Promise<PolicyDecision & { hookRuns: HookRun[] }> {
  runs = [];
  const decided = await policy.decide({ name: "bash", input: { command: commandLine }, id: "toolu_1" });
  return { ...decided, hookRuns: runs };
}

describe("hooks, then rules", () => {
  it("exit 2 blocks before any rule is read, an allow rule's call too; a hook of another tool does not", async () => {
    const block = command("echo 'No ls today.' >&2; exit 2");
    const decided = await bash(gate([block]), "ls -la");
    expect(decided).toEqual({
      decision: "deny",
      reason: "Denied by a PreToolUse hook: No ls today.",
      hookRuns: [
        {
          event: "PreToolUse",
          matcher: "Bash",
          command: block.command,
          exitCode: 2,
          decision: "deny",
          toolUseId: "toolu_1",
          reason: "No ls today.",
          ms: 0,
        },
      ],
    });
    const workdir = workspaceWithHooks({ PreToolUse: [{ matcher: "Read", hooks: [block] }] }, RULES);
    const policy = hookedPolicy(new RulesPolicy({ workdir, terminal: true }), hooksOf(workdir), true);
    expect(await bash(policy, "ls -la")).toMatchObject({ decision: "allow", hookRuns: [] });
  });

  it("a hook's allow does not override a deny or an ask rule", async () => {
    const policy = gate([answering("allow", "looks fine")]);
    expect(await bash(policy, "rm -rf build")).toMatchObject({
      decision: "deny",
      reason: `Denied by the deny rule Bash(rm *) in ${SOURCE}.`,
      rule: "Bash(rm *)",
    });
    expect(await bash(policy, "git push origin main")).toMatchObject({
      decision: "ask",
      reason: `Asked by the ask rule Bash(git push *) in ${SOURCE}.`,
      askedBy: "rule",
    });
  });

  it("a hook's allow answers what no rule settles, in place of the learner, with or without a terminal", async () => {
    for (const terminal of [true, false])
      expect(await bash(gate([answering("allow", "read-only")], terminal), "cat notes.txt")).toMatchObject({
        decision: "allow",
        reason: "Allowed by a PreToolUse hook: read-only",
      });
    expect(await bash(gate([], false), "cat notes.txt")).toMatchObject({ decision: "deny", askedBy: "unmatched" });
  });

  it("a hook's ask asks where a rule allows; without a terminal it is a denial that says so", async () => {
    expect(await bash(gate([answering("ask", "it lists secrets/")]), "ls secrets")).toMatchObject({
      decision: "ask",
      reason: "Asked by a PreToolUse hook: it lists secrets/",
    });
    expect(await bash(gate([answering("ask", "it lists secrets/")], false), "ls secrets")).toMatchObject({
      decision: "deny",
      reason: "Denied: a PreToolUse hook asks (it lists secrets/), and there is no terminal to ask on.",
    });
  });

  it("across hooks deny beats ask, which beats allow", async () => {
    const hooks = [answering("allow", "fine"), answering("deny", "not on Fridays"), answering("ask", "sure?")];
    expect(await bash(gate(hooks), "npm test")).toMatchObject({
      decision: "deny",
      reason: "Denied by a PreToolUse hook: not on Fridays",
    });
    expect(await bash(gate([hooks[0]!, hooks[2]!]), "npm test")).toMatchObject({
      decision: "ask",
      reason: "Asked by a PreToolUse hook: sure?",
    });
  });

  it("the rules read the input a hook updated, and the call runs with it", async () => {
    const to = (commandLine: string) => printing({ hookSpecificOutput: { updatedInput: { command: commandLine } } });
    expect(await bash(gate([to("rm -rf build")]), "npm test")).toMatchObject({
      decision: "deny",
      rule: "Bash(rm *)",
      input: { command: "rm -rf build" },
    });
    expect(await bash(gate([to("ls -la")]), "cat x")).toMatchObject({
      decision: "allow",
      rule: "Bash(ls *)",
      input: { command: "ls -la" },
    });
  });

  it("continue: false denies the call and ends the turn with its stopReason", async () => {
    const policy = gate([printing({ continue: false, stopReason: "Build is broken." })]);
    expect(await bash(policy, "npm test")).toMatchObject({
      decision: "deny",
      reason: "A PreToolUse hook ended the turn: Build is broken.",
    });
    expect(policy.stopped).toBe("Build is broken.");
  });

  it("a hook that crashes blocks nothing: the rules decide, and the learner is shown the error", async () => {
    expect(await bash(gate([command("echo oops >&2; exit 3")]), "npm test")).toMatchObject({
      decision: "allow",
      reason: `Allowed by the allow rule Bash(npm test) in ${SOURCE}.`,
      hookRuns: [{ exitCode: 3, decision: "error", error: "exited with code 3: oops" }],
    });
  });
});

describe("an untrusted workspace", () => {
  /** The gate of an untrusted workspace: no hooks run, the allow rules do not apply. */
  function untrusted(terminal: boolean): HookedPolicy {
    const workdir = workspaceWithHooks({ PreToolUse: [{ hooks: [command("touch ran; exit 2")] }] }, RULES);
    const rules = untrustedRules(new RulesPolicy({ workdir, terminal }), { workdir, terminal });
    return hookedPolicy(rules, hooksOf(workdir, { trusted: false }), terminal);
  }

  it("runs no hook, keeps the deny and ask rules, and asks where only an allow rule would allow", async () => {
    const policy = untrusted(true);
    expect(await bash(policy, "npm test")).toMatchObject({
      decision: "ask",
      askedBy: "unmatched",
      reason: "Asked: no allow rule covers npm test.",
      hookRuns: [],
    });
    expect(await bash(policy, "rm x")).toMatchObject({ decision: "deny", rule: "Bash(rm *)" });
    expect(await bash(policy, "git push")).toMatchObject({ decision: "ask", rule: "Bash(git push *)" });
  });

  it("without a terminal, the denial says how to trust the workspace", async () => {
    expect(await bash(untrusted(false), "npm test")).toMatchObject({
      decision: "deny",
      reason:
        "Denied: no allow rule covers npm test, and there is no terminal to ask on. This workspace is not trusted, " +
        `so its allow rules do not apply: to allow the call, ${HOW_TO_TRUST}, or run the lesson on a terminal and answer y.`,
    });
  });
});
