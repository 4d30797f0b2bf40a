/** What MCP shows (s19): its events. */

/** A server of `.mcp.json` at the session's start: started, with the tools it gave, or not, and why. */
export interface McpServerStarted {
  /** What it is. */
  kind: "mcp:server";
  /** The server's name in `.mcp.json`. */
  server: string;
  /** Whether it started and listed its tools. */
  started: boolean;
  /** The tools it gave, by its own names (a server that started). */
  tools?: string[];
  /** Why it did not start, as the learner reads it. */
  reason?: string;
}

/** Every event of MCP's display. */
export type McpEvent = McpServerStarted;

declare module "../../display/events.ts" {
  // Mcp's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    mcp: McpEvent;
  }
}
