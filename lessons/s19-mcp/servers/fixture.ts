/**
 * MCP servers that misbehave, for s19's cases cassette and tests: `node fixture.ts KIND`.
 *
 * - `clash`: tools `get.issue` and `get issue`, which both become `mcp__clash__get_issue`, and `ping`.
 * - `long`: a tool whose full name is over the API's 64 characters.
 * - `fragile`: `crash`, which exits the process in the middle of the call, and `ping`.
 * - `hang`: `wait`, which never answers, and `ping`.
 * - `bad-schema`: a tool list whose schema is not an object, which the SDK's client refuses as a whole.
 * - `silent`: starts and never answers `initialize`.
 * - `exits`: writes a line to stderr and exits at once.
 *
 * @module
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const kind = process.argv[2];
const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const server = new McpServer({ name: kind ?? "fixture", version: "1.0.0" });
const ping = () =>
  server.registerTool("ping", { description: "Answers pong." }, () => text("pong"));

if (kind === "exits") {
  process.stderr.write("fixture: cannot open its database, giving up\n");
  process.exit(3);
} else if (kind === "silent") {
  process.stdin.resume(); // reads the requests and never answers
} else if (kind === "bad-schema") {
  const raw = new Server({ name: kind, version: "1.0.0" }, { capabilities: { tools: {} } });
  raw.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [{ name: "count", description: "A count.", inputSchema: { type: "string" } }],
  }));
  await raw.connect(new StdioServerTransport());
} else {
  if (kind === "clash") {
    server.registerTool("get.issue", { description: "Gets an issue." }, () => text("one"));
    server.registerTool("get issue", { description: "Gets an issue too." }, () => text("two"));
  } else if (kind === "long") {
    server.registerTool(
      "summarise_every_open_issue_by_label",
      { description: "Summarises the issues." },
      () => text("3 open issues: 2 labelled bug, 1 labelled docs."),
    );
  } else if (kind === "fragile") {
    server.registerTool("crash", { description: "Exits in the middle of the call." }, () =>
      process.exit(1),
    );
  } else if (kind === "hang") {
    server.registerTool(
      "wait",
      { description: "Never answers." },
      () => new Promise<never>(() => {}),
    );
  }
  ping();
  await server.connect(new StdioServerTransport());
}
