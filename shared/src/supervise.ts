/**
 * One tool call in front of the learner (`Session.supervise`): shown, put to the session's policy (and the
 * learner), run by the lesson's dispatch with the calling agent's tools, its result shown.
 *
 * @module
 */
import type { Interface } from "node:readline/promises";
import type Anthropic from "@anthropic-ai/sdk";
import { type CtrlC, Interrupted } from "./ctrl-c.ts";
import {
  askPermission,
  type PermissionAnswer,
  type PolicyCall,
  REFUSED,
  type SettledDecision,
  type ToolPolicy,
} from "./permission.ts";
import type { Outside } from "./outside.ts";
import type { ReplayError } from "./providers/replay.ts";
import type { Tool } from "./tool.ts";
import { withGivenTools } from "./tool-gate.ts";
import type { Terminal } from "./ui.ts";

/** What a supervised call uses of its session: the terminal, the policy, Ctrl-C, the keyboard, the outside. */
export interface CallGate {
  /** The terminal the call and a preview of its result are shown on. */
  ui: Pick<Terminal, "toolCall" | "toolResult" | "mark">;
  /** What decides each call: the kit's question, or the lesson's (`Session.usePolicy`). */
  policy: ToolPolicy;
  /** What Ctrl-C does: a turn it interrupted ends the call ({@link Interrupted}). */
  ctrlC: CtrlC;
  /** The keyboard the permission question is asked on; undefined: no one to ask. */
  askOn: Interface | undefined;
  /** What comes from outside the model calls: the learner's answer, recorded or replayed; a replay's error. */
  outside: Outside;
  /** A replay error a subagent met during the call, handed over once (then forgotten). */
  takeSubagentReplayError(): ReplayError | undefined;
}

// #region supervise
/**
 * Runs one tool call in front of the learner: shows it, asks the session's policy, calls the lesson's dispatch.
 *
 * It shows the call line, asks the policy (allow, ask or deny, with a reason; on ask, the learner answers and the
 * answer is recorded through `outside`), calls `dispatch` (the lesson's `runTool`) and shows a preview of the
 * result. `tools` are the calling agent's tools (the lesson's table, a subagent's, a teammate's): a kit tool that
 * is not among them refuses to run, its error result listing them (tool-gate.ts). A denied call gets an
 * `is_error` result holding the reason, without reaching `dispatch`. Ctrl-C during the question or the run ends
 * the turn ({@link Interrupted}).
 */
export async function superviseCall(
  gate: CallGate,
  block: Anthropic.ToolUseBlock,
  tools: Tool[],
  dispatch: (block: Anthropic.ToolUseBlock) => Promise<Anthropic.ToolResultBlockParam>,
): Promise<Anthropic.ToolResultBlockParam> {
  const { ctrlC, ui, policy } = gate;
  if (ctrlC.interrupted) throw new Interrupted();
  ui.toolCall(block.name, block.input);
  // An unknown tool asks nothing: the dispatch answers it with an error, or the tool itself if the agent lacks it.
  const declared = tools.find((t) => t.name === block.name);
  const call: PolicyCall = { name: block.name, input: block.input, id: block.id };
  if (declared) call.needsPermission = declared.needsPermission;
  const { denial, input } = declared ? await permit(gate, declared, call) : { input: block.input };
  // The call runs with the input the policy gave it (s04: a PreToolUse hook's updatedInput), else the model's.
  const run = input === block.input ? block : { ...block, input };
  const result: Anthropic.ToolResultBlockParam =
    denial !== undefined
      ? { type: "tool_result", tool_use_id: block.id, content: denial, is_error: true }
      : await withGivenTools(tools, () => dispatch(run));
  // Ctrl-C has killed the command (or it finished meanwhile): the turn ends here either way.
  if (ctrlC.interrupted) throw new Interrupted();
  // A subagent's cassette that ran out or differs ends the parent's turn too, whatever its tool made of it; so
  // does a recording that does not hold what the tool asked from outside.
  const replayError = gate.takeSubagentReplayError() ?? gate.outside.takeReplayError();
  if (replayError) throw replayError;
  ui.toolResult(resultText(result), result.is_error === true);
  // The policy's step after a call that ran (s04: the PostToolUse hooks): what the model reads of it.
  if (denial !== undefined || !declared || !policy.after) return result;
  return policy.after({ ...call, input }, result);
}

/**
 * Asks the policy (and, on ask, the learner) about one call: `denial`, what the model reads, when it may not run;
 * `input`, what it runs with (the policy's, else the model's).
 */
async function permit(gate: CallGate, tool: Tool, call: PolicyCall): Promise<{ denial?: string; input: unknown }> {
  const { ctrlC, policy, outside } = gate;
  const decided: SettledDecision = await policy.decide(call);
  const input = decided.input ?? call.input;
  if (decided.decision === "ask") {
    const rl = gate.askOn;
    // No one to ask, live: a policy should not ask then; the call is denied rather than run unasked.
    if (!rl && !outside.replaying) {
      decided.decision = "deny";
      decided.reason = `Denied: ${decided.reason} There is no terminal to ask on.`;
    } else {
      // Ctrl-C at the question ends the turn (readline moves to a new line).
      const answer = await outside
        .when<PermissionAnswer>("permission", () => askPermission(rl!, tool, input, ctrlC.signal, gate.ui.mark("")))
        .catch((err: unknown) => {
          throw ctrlC.interrupted ? new Interrupted() : err;
        });
      decided.answer = answer;
      decided.decision = answer === "no" ? "deny" : "allow";
      if (answer === "always") decided.always = await policy.always({ ...call, input });
    }
  }
  policy.show?.(call, decided);
  if (decided.decision === "allow") return { input };
  return { denial: decided.answer === "no" ? REFUSED : decided.reason, input };
}
// #endregion supervise

/** A tool result's content as the terminal previews it: the text, whatever shape it was sent in. */
function resultText(result: Anthropic.ToolResultBlockParam): string {
  if (typeof result.content === "string") return result.content;
  return (result.content ?? []).map((b) => (b.type === "text" ? b.text : `[${b.type}]`)).join("\n");
}
