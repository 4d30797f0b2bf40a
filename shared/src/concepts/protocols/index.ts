/**
 * The protocols concept (lesson s16): requests and their one response each over the team's
 * mailboxes, matched by request_id, with their four tools.
 *
 * @module
 */
export { ProtocolTeam, type Request, SHUTDOWN_ROUNDS } from "./protocols.ts";
export { protocolTools } from "./protocol-tools.ts";
