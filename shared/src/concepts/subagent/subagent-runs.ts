/**
 * Where one subagent's run ends and the next begins, in a session's model calls. A parent may start two in a row
 * (two `task` calls in one response), so "the call before was the main agent's" is not enough. A team's teammates
 * (s15) have no runs: each keeps one history for the whole session. No Node here: the
 * site's session player imports this file in the browser too.
 */

/** The name a subagent's calls are marked with (s06). */
export const SUBAGENT = "subagent";

/** The name a summary's calls are marked with (s08): a call beside the loop, each one standing alone. */
export const SUMMARY = "summary";

/** Whether calls marked `agent` are a teammate's (s15): any name but a subagent's or a summary's. */
export function isTeammate(agent: string | undefined): agent is string {
  return !!agent && agent !== SUBAGENT && agent !== SUMMARY;
}

/** A model call, as far as telling one subagent's run from the next needs it. */
export interface AgentCall {
  /** Who made it when it was not the main agent: `subagent` (s06), `summary` (s08), a teammate's name (s15). */
  agent?: string;
  /** How many messages its request held; absent when the recording holds no request (a scripted cassette). */
  messages?: number;
  /** Why the model stopped (`tool_use`, `end_turn`…): a subagent's run goes on only after it called tools. */
  stopReason: string | null;
}

/**
 * Whether `call` is the first of a subagent's run, given the call made just `before` it.
 *
 * False for the main agent's and a teammate's: their calls make one history each, whatever calls come between. True
 * for a summary's: each one stands alone.
 */
export function startsSubagentRun(call: AgentCall, before: AgentCall | undefined): boolean {
  if (call.agent === SUMMARY) return true;
  if (call.agent !== SUBAGENT) return false;
  // The call that started it was another agent's (or the recording starts here).
  if (before?.agent !== call.agent) return true;
  // A run's first request holds its task prompt alone; each later one holds that and every round since.
  if (call.messages !== undefined) return call.messages === 1;
  // No request to count: a run that ended (a final answer) is followed by a new one.
  return before.stopReason !== "tool_use";
}
