/**
 * s16's four protocol tools, for the lessons built on s16 (s17 on): shutdown_request, plan_request,
 * shutdown_response and plan_response.
 *
 * s16 writes them in its own tool table; these are the same tools (shared/test/concepts/protocols/
 * protocols.test.ts keeps the two the same), acting on the team the lesson gives, through a
 * callback as s15's team tools do: a lesson makes its team after its tool table. The region is
 * s16's, word for word (held equal, shared/src/concepts/held-equal.ts).
 *
 * @module
 */
import { z } from "zod";
import { type Tool, tool } from "../../tool.ts";
import type { ProtocolTeam } from "./protocols.ts";

/** s16's protocol tools, in s16's order: the lead's and a teammate's sides (a lesson filters). */
export function protocolTools(current: () => ProtocolTeam): Tool[] {
  // The team as s16's code reaches it (`team.ask`, `team.lead`): the lesson's own, at call time.
  const team: Pick<ProtocolTeam, "ask" | "respond" | "lead"> = {
    ask: (...args: Parameters<ProtocolTeam["ask"]>) => current().ask(...args),
    respond: (...args: Parameters<ProtocolTeam["respond"]>) => current().respond(...args),
    get lead() {
      return current().lead;
    },
  };
  return [
    // #region protocol-tools
    tool(
      "shutdown_request",
      "Ask a teammate to shut down: it finishes, then answers with shutdown_response " +
        "(approve, or reject with a reason).",
      { teammate: z.string().describe("The teammate's name") },
      ({ teammate }) =>
        team.ask(
          "shutdown",
          teammate,
          "Finish what you are doing, then answer with shutdown_response.",
        ),
      { needsPermission: false },
    ),
    tool(
      "plan_request",
      "Send the lead your plan before you change anything, then wait: " +
        "your next round comes with its plan_response.",
      {
        plan: z.string().trim().min(1, "write the plan").describe("What you will do, step by step"),
      },
      ({ plan }) => team.ask("plan", team.lead.name, plan),
      { needsPermission: false },
    ),
    ...(["shutdown", "plan"] as const).map((kind) =>
      tool(
        `${kind}_response`,
        `Answer a ${kind} request, by its request_id: approve it` +
          `${kind === "shutdown" ? " (you stop after this round)" : ""}, ` +
          "or reject it with a reason.",
        { request_id: z.string(), approve: z.boolean(), reason: z.string().optional() },
        ({ request_id, approve, reason }) => team.respond(kind, request_id, approve, reason),
        { needsPermission: false },
      ),
    ),
    // #endregion protocol-tools
  ];
}
