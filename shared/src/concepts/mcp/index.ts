/**
 * The MCP concept (lesson s19): tools from the servers `.mcp.json` names, started, named, called; their display.
 *
 * @module
 */
export {
  allowList,
  contentText,
  expandVars,
  issueLine,
  type Kept,
  readJson,
  readMcpConfig,
  type ServerConfig,
} from "./mcp-config.ts";
export type * from "./events.ts";
export {
  callMcpTool,
  MCP_CALL_SETTING,
  MCP_START_SETTING,
  type McpServer,
  type McpServers,
  mcpToolName,
  startMcp,
  TOOL_NAME,
  toolNames,
} from "./mcp-servers.ts";
