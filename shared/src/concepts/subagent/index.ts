/**
 * The subagent concept (lesson s06): a child agent with fresh context and its own tools, whose summary is the parent's tool result.
 *
 * @module
 */
export {
  Subagent,
  subagentOf,
  type CreateMessage,
  type Dispatch,
  type SubagentParts,
  type SubagentRun,
} from "./subagent.ts";
export {
  startsSubagentRun,
  isTeammate,
  SUBAGENT,
  SUMMARY,
  type AgentCall,
} from "./subagent-runs.ts";
