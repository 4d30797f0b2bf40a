/**
 * Two hook scripts written the way Claude Code's hooks documentation writes them run here unchanged (lesson s04's
 * sample, .workbook/hooks/):
 * a Python PreToolUse validator that reads tool_input.command and exits 2 with a reason, on a blocked and an allowed
 * command; and a shell PostToolUse hook that reads its input with jq where the machine has it, with Python otherwise
 * (each branch run with a PATH that holds only one of them).
 */
import { execFileSync } from "node:child_process";
import { accessSync, constants, copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { type HookRun, hookedPolicy } from "../../../src/concepts/hooks/index.ts";
import { RulesPolicy } from "../../../src/concepts/permission/index.ts";
import { command, hooksOf, workspaceWithHooks } from "./helpers.ts";

const SCRIPTS = join(import.meta.dirname, "../../../../lessons/s04-hooks/sample/.workbook/hooks");

/** Copies the script `name` into the workspace's `.workbook/hooks/`, unchanged and executable. */
function install(workdir: string, name: string): void {
  mkdirSync(join(workdir, ".workbook", "hooks"), { recursive: true });
  copyFileSync(join(SCRIPTS, name), join(workdir, ".workbook", "hooks", name));
}

/** The program `name` on this process's PATH, or undefined. */
function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return join(dir, name);
    } catch {}
  }
  return undefined;
}

/**
 * The interpreter `python3` names on this PATH, asked once. A version manager's `python3` (pyenv's shim) is a script
 * that starts a dozen processes before Python: the hooks are given this one's folder first on their PATH.
 */
const PYTHON = execFileSync("python3", ["-c", "import sys; print(sys.executable)"], { encoding: "utf-8" }).trim();

/** A folder holding links to `programs` (name → path): a PATH with these and nothing else. */
function pathOf(programs: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "bin-"));
  for (const [name, target] of Object.entries(programs)) symlinkSync(target, join(dir, name));
  return dir;
}

describe("a Python PreToolUse validator, as documented", () => {
  it("blocks a grep with its reason before the rules, and lets an rg through to them", async () => {
    const workdir = workspaceWithHooks(
      {
        PreToolUse: [
          {
            matcher: "Bash",
            hooks: [command('python3 "$CLAUDE_PROJECT_DIR"/.workbook/hooks/validate_bash_command.py')],
          },
        ],
      },
      { allow: ["Bash(grep *)", "Bash(rg *)"] },
    );
    install(workdir, "validate_bash_command.py");
    const runs: HookRun[] = [];
    const env = { PATH: [dirname(PYTHON), process.env.PATH].join(delimiter) };
    const hooks = hooksOf(workdir, { env, onRun: (run) => runs.push(run) });
    const policy = hookedPolicy(new RulesPolicy({ workdir, terminal: false }), hooks, false);
    const blocked = await policy.decide({ name: "bash", input: { command: "grep -r TODO src" }, id: "toolu_1" });
    expect(blocked).toMatchObject({
      decision: "deny",
      reason:
        "Denied by a PreToolUse hook: • Use 'rg' (ripgrep) instead of 'grep': it is faster and skips ignored files",
    });
    expect(runs).toMatchObject([{ event: "PreToolUse", matcher: "Bash", exitCode: 2, decision: "deny" }]);
    const allowed = await policy.decide({ name: "bash", input: { command: "rg TODO src" }, id: "toolu_2" });
    expect(allowed).toMatchObject({
      decision: "allow",
      reason: "Allowed by the allow rule Bash(rg *) in .workbook/settings.json.",
    });
    expect(runs.slice(1)).toMatchObject([{ exitCode: 0, decision: "none" }]);
  });
});

describe("a shell PostToolUse hook, as documented: jq if the machine has it, Python otherwise", () => {
  /** Runs the hook after `ls -la` with `programs` alone on its PATH; its outcome and the log it wrote. */
  async function logged(programs: Record<string, string>) {
    const hook = command('"$CLAUDE_PROJECT_DIR"/.workbook/hooks/log-command.sh');
    const workdir = workspaceWithHooks({ PostToolUse: [{ matcher: "Bash", hooks: [hook] }] });
    install(workdir, "log-command.sh");
    const env = { PATH: pathOf({ bash: onPath("bash")!, cat: onPath("cat")!, ...programs }) };
    const call = { tool_name: "Bash", tool_input: { command: "ls -la" }, tool_use_id: "toolu_1", tool_response: "" };
    const out = await hooksOf(workdir, { env }).run("PostToolUse", call);
    return { out, log: readFileSync(join(workdir, ".workbook", "command-log.txt"), "utf-8") };
  }
  const context = ["The command was logged to .workbook/command-log.txt."];

  it.skipIf(onPath("jq") === undefined)("with jq (and no Python)", async () => {
    const { out, log } = await logged({ jq: onPath("jq")! });
    expect(out).toMatchObject({ runs: [{ exitCode: 0, decision: "none" }], additionalContext: context, messages: [] });
    expect(log).toBe("ls -la\n");
  });

  it("with Python (and no jq)", async () => {
    const { out, log } = await logged({ python3: PYTHON });
    expect(out).toMatchObject({ runs: [{ exitCode: 0, decision: "none" }], additionalContext: context, messages: [] });
    expect(log).toBe("ls -la\n");
  });
});
