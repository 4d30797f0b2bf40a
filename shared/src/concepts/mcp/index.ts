/**
 * The MCP concept (lesson s19): tools served by MCP servers beside the lesson's own; its display.
 *
 * @module
 */
export type * from "./events.ts";
