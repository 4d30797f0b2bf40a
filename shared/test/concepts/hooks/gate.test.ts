/**
 * The hooks wrap the rules at the kit's gate, so every agent's call passes through them: a Subagent's call (the
 * kit's s06 subagent) is blocked by a PreToolUse hook before any rule is read, and the model reads the hook's reason;
 * the call a PreToolUse hook rewrites runs with its updatedInput; a PostToolUse hook's context follows the result.
 */
import { PassThrough } from "node:stream";
import type Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { message } from "../../../authoring/tests/helpers.ts";
import { toolUse } from "../../../authoring/tests/lesson-tests.ts";
import { sessionFromParts } from "../../../src/session-from-parts.ts";
import { type HookRun, hookedPolicy } from "../../../src/concepts/hooks/index.ts";
import { RulesPolicy } from "../../../src/concepts/permission/index.ts";
import { Subagent } from "../../../src/concepts/subagent/subagent.ts";
import type { ModelClient } from "../../../src/providers/types.ts";
import { type Tool, tool } from "../../../src/tool.ts";
import { command, hooksOf, workspaceWithHooks } from "./helpers.ts";

const PERMISSIONS = { allow: ["Bash(echo *)", "Bash(rm *)"] };
/**
 * A PreToolUse hook that refuses rm (exit 2), and rewrites `echo hi` to `echo hello` (updatedInput). It matches the
 * command in its input as the kit writes it (compact JSON), with the shell alone: no interpreter started per call.
 */
const GUARD = [
  "input=$(cat)",
  'case "$input" in *\'"command":"rm\'*) echo "No rm in this workspace: move files to trash/ instead." >&2; exit 2;;',
  '*\'"command":"echo hi"\'*) echo \'{"hookSpecificOutput": {"hookEventName": "PreToolUse", "updatedInput": {"command": "echo hello"}}}\';;',
  "esac",
].join("\n");
const CONTEXT = '{"hookSpecificOutput": {"hookEventName": "PostToolUse", "additionalContext": "Logged."}}';

/** A session over a workspace with these hooks and rules, given the hooked policy; `ran`: the commands that ran. */
function gated() {
  const workdir = workspaceWithHooks(
    {
      PreToolUse: [{ matcher: "Bash", hooks: [command(GUARD)] }],
      PostToolUse: [{ matcher: "Bash", hooks: [command(`echo '${CONTEXT}'`)] }],
    },
    PERMISSIONS,
  );
  const client = { messages: { create: async () => ({}) } } as unknown as ModelClient;
  const session = sessionFromParts({
    lesson: { id: "v1", entry: "agent.ts" },
    client,
    workdir,
    prompts: [],
    screen: new PassThrough(),
  });
  const runs: HookRun[] = [];
  const hooks = hooksOf(workdir, { onRun: (run) => runs.push(run) });
  session.usePolicy(hookedPolicy(new RulesPolicy({ workdir, terminal: false }), hooks, false));
  const ran: string[] = [];
  const bash = tool("bash", "Run a command.", { command: z.string() }, ({ command }) => {
    ran.push(command);
    return `ran ${command}`;
  });
  const dispatch = async (block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> => ({
    type: "tool_result",
    tool_use_id: block.id,
    content: await bash.run(block.input as { command: string }),
  });
  return { session, ran, runs, tools: [bash] as Tool[], dispatch };
}

describe("the hooks at the gate, for every agent's call", () => {
  it("a Subagent's call is blocked by a PreToolUse hook, though a rule allows it; the model reads why", async () => {
    const { session, ran, runs, tools, dispatch } = gated();
    const answers = [
      message([toolUse("bash", { command: "rm -rf build" }, "toolu_01Rm")], "tool_use"),
      message([{ type: "text", text: "Done." }], "end_turn"),
    ];
    const requests: Anthropic.MessageCreateParamsNonStreaming[] = [];
    const create = async (request: Anthropic.MessageCreateParamsNonStreaming) => {
      requests.push(structuredClone(request));
      return answers.shift() as unknown as Anthropic.Message;
    };
    const subagent = new Subagent(session, create, () => tools, dispatch);
    expect(await subagent.tool.run({ description: "Clean up." })).toBe("Done.");
    expect(ran).toEqual([]);
    expect(requests[1]!.messages[2]!.content).toEqual([
      {
        type: "tool_result",
        tool_use_id: "toolu_01Rm",
        content: "Denied by a PreToolUse hook: No rm in this workspace: move files to trash/ instead.",
        is_error: true,
      },
    ]);
    expect(runs).toMatchObject([{ event: "PreToolUse", exitCode: 2, decision: "deny", toolUseId: "toolu_01Rm" }]);
  });

  it("a call runs with a PreToolUse hook's updatedInput, and a PostToolUse hook's context follows its result", async () => {
    const { session, ran, runs, tools, dispatch } = gated();
    const result = await session.supervise(toolUse("bash", { command: "echo hi" }, "toolu_01Hi"), tools, dispatch);
    expect(ran).toEqual(["echo hello"]);
    expect(result).toEqual({
      type: "tool_result",
      tool_use_id: "toolu_01Hi",
      content: "ran echo hello\n\nPostToolUse hook: Logged.",
    });
    expect(runs.map((r) => [r.event, r.decision, r.additionalContext])).toEqual([
      ["PreToolUse", "none", undefined],
      ["PostToolUse", "none", "Logged."],
    ]);
  });
});
