/**
 * Lesson s04's concept: hooks, played through the lesson's own loop. The demo (scripted): a PreToolUse hook blocks a
 * command and the model reads its reason, a PostToolUse hook's context follows a result, a Stop hook sends the agent
 * back once. Then, on workspaces of their own: a Stop hook that always blocks (8 blocks, then the turn ends, said), a
 * UserPromptSubmit hook that blocks a request or adds context, SessionStart's context, `continue: false`, and an
 * untrusted workspace without a terminal (no hook runs, its allow rules do not apply, and the lesson says so).
 */
import { cpSync, existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { trust } from "@agent-workbook/kit/concepts/hooks";
import { message, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  lessonRun,
  lessonRunsReady,
  toolUse,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playScripted } from "@agent-workbook/kit/authoring/tests/scripted-session";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

const SAMPLE = join(import.meta.dirname, "..", "sample");
const END = message([{ type: "text", text: "Done." }], "end_turn");

/** The environment of a test's session: this PATH (for bash, node, python3) and a trust store of its own. */
function environment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, XDG_CONFIG_HOME: scratchDir("s04-config-") };
}

/** A copy of the sample whose settings hold `hooks` (and the sample's rules), trusted in `env`'s store. */
async function workspace(hooks: object, env: NodeJS.ProcessEnv): Promise<string> {
  const workdir = scratchDir("s04-");
  cpSync(SAMPLE, workdir, { recursive: true });
  const permissions = { allow: ["Bash(echo *)", "Bash(npm test)"], deny: ["Bash(rm *)"] };
  writeFileSync(
    join(workdir, ".workbook", "settings.json"),
    JSON.stringify({ permissions, hooks }),
  );
  await trust(workdir, join(env.XDG_CONFIG_HOME!, "agent-workbook", "trusted.json"));
  return workdir;
}

const hook = (command: string) => [{ hooks: [{ type: "command", command }] }];
const kinds = (events: { kind: string }[], kind: string) => events.filter((e) => e.kind === kind);

describe("the demo (scripted)", () => {
  const run = lessonRun("s04");

  it("a PreToolUse hook blocks cat before any rule is read, and the model reads its reason", () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.requests[1]!.messages.at(-1)!.content).toEqual([
      expect.objectContaining({
        content:
          "Denied by a PreToolUse hook: • Read files with the read_file tool, not the shell: it reads them inside the workspace only",
        is_error: true,
      }),
    ]);
  });

  it("the Stop hook sends the agent back once, and the PostToolUse hook's context follows npm test's result", () => {
    expect(run.requests[4]!.messages.at(-1)).toEqual({
      role: "user",
      content:
        "Stop hook: Run the tests (npm test) before you stop: no test run is in .workbook/command-log.txt.",
    });
    const result = (run.requests[5]!.messages.at(-1)!.content as { content: string }[])[0]!;
    expect(result.content).toMatch(
      /4\/4 passed\n\nPostToolUse hook: The command was logged to \.workbook\/command-log\.txt\.$/,
    );
    expect(run.requests).toHaveLength(6);
    const runs = kinds(run.events, "hooks:run") as unknown as { event: string; decision: string }[];
    expect(runs.map((r) => [r.event, r.decision])).toEqual([
      ["PreToolUse", "deny"],
      ["Stop", "block"],
      ["PreToolUse", "none"],
      ["PostToolUse", "none"],
      ["Stop", "none"],
    ]);
  });
});

describe("hooks on workspaces of their own", () => {
  it("a Stop hook that always blocks: 8 blocks, then the turn ends anyway, and the lesson says so", async () => {
    const env = environment();
    const workdir = await workspace({ Stop: hook("echo 'Not yet.' >&2; exit 2") }, env);
    const play = await playScripted("s04", ["Finish."], Array(8).fill(END), workdir, env);
    expect(play.exitCode).toBe(0);
    expect(play.requests).toHaveLength(8);
    // Each stop sent back with the hook's reason, 7 times; the 8th block ends the turn.
    const back = [
      { role: "assistant", content: [{ type: "text", text: "Done." }] },
      { role: "user", content: "Stop hook: Not yet." },
    ];
    expect(play.requests[7]!.messages.slice(1)).toEqual(Array(7).fill(back).flat());
    expect(kinds(play.events, "hooks:turn-end")).toEqual([
      {
        kind: "hooks:turn-end",
        why: "limit",
        text: "A Stop hook blocked 8 times in a row, so the turn ends anyway. Its last reason: Not yet.",
      },
    ]);
  });

  it("UserPromptSubmit blocks a request (not sent) or adds context; SessionStart's goes with the first", async () => {
    const env = environment();
    const submit = `if grep -qi deploy; then echo 'No deploys today.' >&2; exit 2; fi; echo 'Today is Friday.'`;
    const workdir = await workspace(
      { UserPromptSubmit: hook(submit), SessionStart: hook("echo 'Branch: main.'") },
      env,
    );
    const play = await playScripted("s04", ["Deploy it.", "Fix it."], [END], workdir, env);
    expect(play.requests).toHaveLength(1);
    expect(play.requests[0]!.messages[0]).toEqual({
      role: "user",
      content: [
        { type: "text", text: "Fix it." },
        { type: "text", text: "Hook context: Branch: main." },
        { type: "text", text: "Hook context: Today is Friday." },
      ],
    });
    expect(kinds(play.events, "hooks:turn-end")).toEqual([
      { kind: "hooks:turn-end", why: "prompt", text: "Not sent: No deploys today." },
    ]);
  });

  it("continue: false from a PostToolUse hook ends the turn once the call is answered", async () => {
    const env = environment();
    const stop = `echo '{"continue": false, "stopReason": "Build is broken."}'`;
    const workdir = await workspace(
      { PostToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: stop }] }] },
      env,
    );
    const calls = message([toolUse("bash", { command: "echo hi" })], "tool_use");
    const play = await playScripted("s04", ["Go."], [calls, END], workdir, env);
    expect(play.requests).toHaveLength(1);
    expect(kinds(play.events, "hooks:turn-end")).toEqual([
      { kind: "hooks:turn-end", why: "stop", text: "A hook ended the turn: Build is broken." },
    ]);
  });

  it("an untrusted workspace without a terminal: no hook runs, its allow rules do not apply, and it says so", async () => {
    const env = environment();
    const workdir = scratchDir("s04-untrusted-");
    cpSync(SAMPLE, workdir, { recursive: true });
    const calls = message([toolUse("bash", { command: "npm test" })], "tool_use");
    const play = await playScripted("s04", ["Test."], [calls, END], workdir, env);
    expect(kinds(play.events, "hooks:trust")).toEqual([
      { kind: "hooks:trust", hooks: 3, why: "no-terminal" },
    ]);
    expect(kinds(play.events, "hooks:run")).toEqual([]);
    const result = (play.requests[1]!.messages.at(-1)!.content as { content: string }[])[0]!;
    expect(result.content).toMatch(
      /^Denied: no allow rule covers npm test, and there is no terminal to ask on\. This workspace is not trusted/,
    );
    expect(existsSync(join(workdir, ".workbook", "command-log.txt"))).toBe(false);
    expect(existsSync(join(env.XDG_CONFIG_HOME!, "agent-workbook", "trusted.json"))).toBe(false);
  });
});
