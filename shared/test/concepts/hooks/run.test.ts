/**
 * Running hooks as processes (shared/src/concepts/hooks/run-command.ts, hooks.ts): the input each event's hook
 * reads, its folder and environment, matching hooks in parallel with identical commands once, and hooks that hang,
 * flood their output, crash or never read their input, none of which stops the caller. Timeouts are short (0.3 s)
 * and the assertions are about what happened, never how fast.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { MAX_HOOK_OUTPUT_BYTES, runHookCommand } from "../../../src/concepts/hooks/index.ts";
import { command, hooksOf, SESSION, workspaceWithHooks } from "./helpers.ts";

/** A variable this process has (the test runner's own environment) and the hooks are not given. */
const NOT_GIVEN = "HOME";

/** A hook that ignores SIGTERM, starts a child (which ignores it too) and never exits. */
const HANG = "trap '' TERM; sleep 60 & while :; do sleep 1; done";

/** True while a live process of the group `group` is there (a zombie waiting for init to reap it is not). */
function groupAlive(group: number): boolean {
  const table = execFileSync("ps", ["-A", "-o", "pgid=,stat="], { encoding: "utf-8" });
  return table.split("\n").some((line) => {
    const [pgid, stat] = line.trim().split(/\s+/);
    return Number(pgid) === group && !stat?.startsWith("Z");
  });
}

describe("what a hook reads", () => {
  it("each event's JSON on standard input, with Claude Code's field names; the workspace as its folder", async () => {
    const save = (name: string) => command(`cat > ${name}.json`);
    const workdir = workspaceWithHooks({
      PreToolUse: [{ matcher: "Bash", hooks: [save("pre")] }],
      PostToolUse: [{ matcher: "Bash", hooks: [save("post")] }],
      Stop: [{ hooks: [save("stop")] }],
      SessionStart: [{ matcher: "startup", hooks: [save("start")] }],
    });
    const hooks = hooksOf(workdir);
    const call = { tool_name: "Bash", tool_input: { command: "ls" }, tool_use_id: "toolu_1" };
    await hooks.run("PreToolUse", call);
    await hooks.run("PostToolUse", { ...call, tool_response: "a.txt\n" });
    await hooks.run("Stop", { stop_hook_active: false });
    await hooks.run("SessionStart", { source: "startup" });
    const read = (name: string) => JSON.parse(readFileSync(join(workdir, `${name}.json`), "utf-8"));
    const session = { ...SESSION, cwd: workdir };
    expect(read("pre")).toEqual({ ...session, hook_event_name: "PreToolUse", ...call });
    expect(read("post")).toEqual({ ...session, hook_event_name: "PostToolUse", ...call, tool_response: "a.txt\n" });
    expect(read("stop")).toEqual({ ...session, hook_event_name: "Stop", stop_hook_active: false });
    expect(read("start")).toEqual({ ...session, hook_event_name: "SessionStart", source: "startup" });
  });

  it("only the environment it is given, with CLAUDE_PROJECT_DIR; a UserPromptSubmit hook's output is context", async () => {
    expect(process.env[NOT_GIVEN]).toBeTruthy(); // there to leak, if hooks inherited this process's environment
    const workdir = workspaceWithHooks({
      UserPromptSubmit: [
        { hooks: [command(`cat > prompt.json; echo "$PWD|$CLAUDE_PROJECT_DIR|\${${NOT_GIVEN}-unset}"`)] },
      ],
    });
    const out = await hooksOf(workdir).run("UserPromptSubmit", { prompt: "fix the bug" });
    expect(out.additionalContext).toEqual([`${workdir}|${workdir}|unset`]);
    expect(JSON.parse(readFileSync(join(workdir, "prompt.json"), "utf-8")).prompt).toBe("fix the bug");
    expect(out.runs).toMatchObject([{ event: "UserPromptSubmit", matcher: "", exitCode: 0, decision: "none" }]);
    expect(out.runs[0]!.ms).toBeGreaterThanOrEqual(0);
  });
});

describe("running the hooks of an event", () => {
  it("runs the matching hooks in parallel, an identical command once, others' matchers left out", async () => {
    // Each waits for the other's mark: run one after the other, the first would give up (exit 1).
    const waitFor = (mine: string, theirs: string) =>
      `echo run >> runs.log; touch ${mine}; for i in $(seq 200); do [ -e ${theirs} ] && exit 0; sleep 0.05; done; exit 1`;
    const a = waitFor("a", "b");
    const workdir = workspaceWithHooks({
      PostToolUse: [
        { matcher: "Bash", hooks: [command(a), command(waitFor("b", "a"))] },
        { matcher: "*", hooks: [command(a)] },
        { matcher: "Read", hooks: [command("touch read-ran")] },
      ],
    });
    const out = await hooksOf(workdir).run("PostToolUse", {
      tool_name: "bash",
      tool_input: { command: "ls" },
      tool_use_id: "toolu_1",
      tool_response: "",
    });
    expect(out.runs.map((r) => [r.matcher, r.exitCode, r.decision])).toEqual([
      ["Bash", 0, "none"],
      ["Bash", 0, "none"],
    ]);
    expect(readFileSync(join(workdir, "runs.log"), "utf-8")).toBe("run\nrun\n");
  });

  it("reports the runs to onRun in the configuration's order, whichever ends first", async () => {
    // The first hook waits for the second's mark: it ends last.
    const slow = "for i in $(seq 200); do [ -e fast ] && break; sleep 0.05; done; echo 'Run the tests.' >&2; exit 2";
    const workdir = workspaceWithHooks({ Stop: [{ hooks: [command(slow), command("touch fast")] }] });
    const seen: unknown[] = [];
    const out = await hooksOf(workdir, { onRun: (run) => seen.push(run), now: () => 7 }).run("Stop", {
      stop_hook_active: false,
    });
    expect(seen).toEqual([
      { event: "Stop", matcher: "", command: slow, exitCode: 2, decision: "block", reason: "Run the tests.", ms: 0 },
      { event: "Stop", matcher: "", command: "touch fast", exitCode: 0, decision: "none", ms: 0 },
    ]);
    expect(out.runs).toEqual(seen);
  });

  it("runs an event's commands the way it is given (a lesson's: through session.outside), read as it says", async () => {
    const workdir = workspaceWithHooks({
      PreToolUse: [{ matcher: "Bash", hooks: [command("touch one", 5), command("touch two")] }],
    });
    const asked: unknown[] = [];
    const recorded = (ms: number) => ({ exitCode: 2, signal: null, timedOut: false, stdout: "", stderr: "No.", ms });
    const hooks = hooksOf(workdir, {
      runAll: async (event, commands, run) => {
        asked.push([event, commands]);
        return commands.length === 2 ? [recorded(41), recorded(7)] : run();
      },
      readRun: (source, result, timeoutMs) => ({
        ...source,
        exitCode: result.exitCode,
        decision: "none",
        ms: timeoutMs,
      }),
    });
    const out = await hooks.run("PreToolUse", { tool_name: "Bash", tool_input: { command: "ls" }, tool_use_id: "t" });
    expect(asked).toEqual([["PreToolUse", ["touch one", "touch two"]]]);
    expect(() => readFileSync(join(workdir, "one"))).toThrow(/ENOENT/);
    expect(out.runs).toMatchObject([
      { command: "touch one", exitCode: 2, decision: "none", ms: 5000, toolUseId: "t" },
      { command: "touch two", exitCode: 2, decision: "none", ms: 60000, toolUseId: "t" },
    ]);
  });

  it("runs no hook in a workspace the learner has not trusted", async () => {
    const workdir = workspaceWithHooks({ Stop: [{ hooks: [command("touch ran; exit 2")] }] });
    const out = await hooksOf(workdir, { trusted: false }).run("Stop", { stop_hook_active: false });
    expect(out).toEqual({ runs: [], ran: false, additionalContext: [], messages: [] });
    expect(() => readFileSync(join(workdir, "ran"))).toThrow(/ENOENT/);
  });
});

describe("hooks that misbehave do not stop the caller", () => {
  it("a hook that never exits is killed at its timeout: an error shown, which blocks nothing", async () => {
    const workdir = workspaceWithHooks({ PreToolUse: [{ hooks: [command(HANG, 0.3)] }] });
    const out = await hooksOf(workdir).run("PreToolUse", { tool_name: "Bash", tool_input: {}, tool_use_id: "t" });
    expect(out.runs).toMatchObject([
      { exitCode: null, decision: "error", error: "timed out after 0.3 s and was stopped" },
    ]);
    expect(out.permission).toBeUndefined();
    expect(out.messages).toEqual([`The PreToolUse hook "${HANG}" timed out after 0.3 s and was stopped.`]);
  });

  it("…and with it everything it started, though it ignores SIGTERM: its process group ends", async () => {
    const result = await runHookCommand(HANG, "{}", { cwd: workspaceWithHooks({}), env: {}, timeoutMs: 300 });
    expect(result).toMatchObject({ exitCode: null, timedOut: true });
    const group = result.pid!;
    for (let i = 0; i < 100 && groupAlive(group); i++) await delay(100);
    expect(groupAlive(group)).toBe(false);
  });

  it("a hook that exits and leaves a child holding its output: it is done, and the child is ended", async () => {
    const result = await runHookCommand("sleep 60 & echo started", "{}", { cwd: "/", env: {}, timeoutMs: 60_000 });
    expect(result).toMatchObject({ exitCode: 0, timedOut: false, stdout: "started\n" });
    for (let i = 0; i < 100 && groupAlive(result.pid!); i++) await delay(100);
    expect(groupAlive(result.pid!)).toBe(false);
  });

  it("a hook that prints 10 MB: its output is read to the end and kept to the bound", async () => {
    const result = await runHookCommand("head -c 10485760 /dev/zero | tr '\\0' x; echo flooded >&2", "{}", {
      cwd: workspaceWithHooks({}),
      env: { PATH: process.env.PATH },
      timeoutMs: 60_000,
    });
    expect(result).toMatchObject({ exitCode: 0, timedOut: false, stderr: "flooded\n" });
    expect(result.stdout.length).toBe(MAX_HOOK_OUTPUT_BYTES);
    expect(result.stdout).toMatch(/^x+$/);
  });

  it("hooks that crash (exit 1, a signal) are errors shown, and block nothing", async () => {
    const workdir = workspaceWithHooks({
      PostToolUse: [{ hooks: [command("echo 'Traceback: KeyError' >&2; exit 1"), command("kill -SEGV $$")] }],
    });
    const call = { tool_name: "Bash", tool_input: {}, tool_use_id: "t", tool_response: "" };
    const out = await hooksOf(workdir).run("PostToolUse", call);
    expect(out.block).toBeUndefined();
    expect(out.runs.map((r) => [r.exitCode, r.decision, r.error])).toEqual([
      [1, "error", "exited with code 1: Traceback: KeyError"],
      [null, "error", "was killed by SIGSEGV"],
    ]);
  });

  it("a hook that never reads its input (2 MB of it), or closes it, is no error", async () => {
    const workdir = workspaceWithHooks({
      PostToolUse: [{ hooks: [command("exit 0"), command(`exec 0<&-; echo '{"decision": "block", "reason": "r"}'`)] }],
    });
    const call = { tool_name: "Bash", tool_input: {}, tool_use_id: "t", tool_response: "y".repeat(2 * 1024 * 1024) };
    const out = await hooksOf(workdir).run("PostToolUse", call);
    expect(out.runs.map((r) => [r.exitCode, r.decision])).toEqual([
      [0, "none"],
      [0, "block"],
    ]);
    expect(out.messages).toEqual([]);
  });

  it("a command that cannot start (its folder is gone, a NUL byte in it) is an error", async () => {
    const result = await runHookCommand("true", "{}", {
      cwd: "/nonexistent/workspace",
      env: {},
      timeoutMs: 1000,
    });
    expect(result).toMatchObject({ exitCode: null, startError: "ENOENT" });
    const nul = await runHookCommand("echo a\0b", "{}", { cwd: "/", env: {}, timeoutMs: 1000 });
    expect(nul).toMatchObject({ exitCode: null, startError: "ERR_INVALID_ARG_VALUE" });
  });
});
