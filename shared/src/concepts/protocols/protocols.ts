/**
 * s16's protocols, for the lessons built on s16 (s17 on): s15's team with requests and their one
 * response each, matched by `request_id` (a shutdown the lead asks for, a plan a teammate sends).
 *
 * s16 teaches them and keeps its own copy in its file; this is that code (shared/test/concepts/
 * protocols/protocols.test.ts keeps the two the same). It changes s15's team where the team offers:
 * `wakes` is overridden (no round while a teammate waits for its plan's answer; a shutdown request
 * left unanswered wakes it, reminded), and s17 overrides it again.
 *
 * @module
 */
import { ToolError } from "../../tool.ts";
import type { Member } from "../team/member.ts";
import { Team } from "../team/team.ts";

// #region protocols
/** Rounds a teammate takes with a shutdown request unanswered before the lead is told. */
export const SHUTDOWN_ROUNDS = 3;

/** A request: who asked whom, how it stands (pending until its one answer), its reader's rounds. */
export interface Request {
  /** Its protocol. */ kind: "shutdown" | "plan";
  /** Who asked. */ from: string;
  /** Who is to answer. */ to: string;
  /** pending until its one answer; unanswered: closed, left past the limit. */
  status: "pending" | "approved" | "rejected" | "unanswered";
  /** Its reader's rounds since it came. */ rounds: number;
}

/** s15's team with its protocols: requests and their one response each, matched by `request_id`. */
export class ProtocolTeam extends Team {
  /** The session's requests by request_id (`shutdown-1`, `plan-2`…): the protocols' state. */
  readonly requests = new Map<string, Request>();

  /** Sends a request of `kind` to `to`, as the agent whose round it is, under a new request_id. */
  async ask(kind: Request["kind"], to: string, content: string): Promise<string> {
    const id = `${kind}-${this.requests.size + 1}`;
    await this.send(to, { type: `${kind}_request`, request_id: id, content });
    this.requests.set(id, { kind, from: this.speaker.name, to, status: "pending", rounds: 0 });
    return `Sent ${id} to ${to}: the ${kind}_response comes to your inbox.`;
  }

  /** Request `id`, when sent to the agent whose round it is and still pending; else why not. */
  answerable(id: string): Request {
    const request = this.requests.get(id);
    const open = [...this.requests]
      .filter(([, r]) => r.to === this.speaker.name && r.status === "pending")
      .map(([id]) => id);
    const yours = `Your open requests: ${open.join(", ") || "none"}.`;
    if (!request) throw new ToolError(`Error: No request ${id}. ${yours}`);
    if (request.to !== this.speaker.name)
      throw new ToolError(`Error: ${id} was sent to ${request.to}, not you. ${yours}`);
    if (request.status !== "pending")
      throw new ToolError(`Error: ${id} is closed (${request.status}). ${yours}`);
    return request;
  }

  /** Answers request `id` to the agent that asked; a teammate approving its shutdown stops. */
  async respond(kind: Request["kind"], id: string, approve: boolean, reason = ""): Promise<string> {
    const request = this.answerable(id); // each side answers one kind: the requests sent to it
    if (!approve && !reason.trim())
      throw new ToolError(`Error: To reject ${id}, give a reason: it is sent with your answer.`);
    const verdict = approve ? "approved" : "rejected";
    const content = `${verdict}. ${reason}`.trim();
    await this.send(request.from, { type: `${kind}_response`, request_id: id, content });
    request.status = verdict; // answered: the request is closed
    // The teammate takes no round after this one.
    if (kind === "shutdown" && approve) this.setStatus(this.speaker, "shutdown");
    return `Answered ${id}: ${verdict}.`;
  }

  /** Whether an agent waits for the answer to a request it sent. */
  waiting(agent: Member): boolean {
    return [...this.requests.values()].some((r) => r.from === agent.name && r.status === "pending");
  }

  /** Reminds a teammate of a shutdown request unanswered, or tells the lead; if it must act. */
  remind(agent: Member): boolean {
    const open = [...this.requests].filter(
      ([, r]) => r.kind === "shutdown" && r.to === agent.name && r.status === "pending",
    );
    for (const [id, request] of open) {
      if (++request.rounds === 1) continue; // the round that carries the request itself
      if (request.rounds > SHUTDOWN_ROUNDS + 1) {
        request.status = "unanswered"; // past the limit: closed, and the lead is told
        const left = `${agent.name} left ${id} unanswered for ${SHUTDOWN_ROUNDS} rounds.`;
        this.tell(this.lead, [`<reminder>${left}</reminder>`]);
      } else {
        const lead = this.lead.name;
        const asked = `${lead} asked you to shut down: answer ${id} with shutdown_response.`;
        this.tell(agent, [`<reminder>${asked}</reminder>`]);
      }
    }
    return open.some(([, r]) => r.status === "pending");
  }

  /** s15's, changed: no round while it waits for an answer; a shutdown request wakes it. */
  override async wakes(agent: Member): Promise<boolean> {
    await super.wakes(agent); // s15's: new messages wake it
    if (agent.status === "shutdown" || this.waiting(agent)) return false; // no round counted
    if (this.remind(agent)) this.setStatus(agent, "working"); // a shutdown request to answer
    return agent.status === "working";
  }
}
// #endregion protocols
