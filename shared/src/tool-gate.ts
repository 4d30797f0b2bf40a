/**
 * The gate's last word on a tool call: a tool of the kit runs only for an agent that was given it.
 *
 * `Session.supervise` runs each call's dispatch inside {@link withGivenTools}, with the calling agent's tools; a
 * tool made by the kit's `tool()` or `schemaTool()` then checks, as it is run, that it is one of them. A lesson's
 * own dispatch answers a name it does not know first (v1 teaches it; s06's subagent keeps its own check); what the
 * gate adds is the case a shared dispatch cannot see: a tool the lesson has, called by an agent it was not given to
 * (s16's lead calling a teammate's `shutdown_response`).
 *
 * @module
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Tool } from "./tool.ts";

/** The tools of the agent whose call is being run, while a supervised call runs. */
const given = new AsyncLocalStorage<readonly Pick<Tool, "name">[]>();

/** Runs `work` (a call's dispatch) as an agent given `tools`: a kit tool not among them refuses to run. */
export function withGivenTools<T>(tools: readonly Pick<Tool, "name">[], work: () => T): T {
  return given.run(tools, work);
}

/** What a tool not given to the calling agent answers, listing the agent's tools; undefined when it may run. */
export function notGiven(name: string): string | undefined {
  const tools = given.getStore();
  if (!tools || tools.some((t) => t.name === name)) return undefined;
  return `Error: Unknown tool: ${name}. Available tools: ${tools.map((t) => t.name).join(", ")}`;
}
