/**
 * MCP servers that misbehave, for s19's cases cassette and tests: `node fixture.ts KIND`.
 *
 * - `clash`: tools `get.issue` and `get issue`, which both become `mcp__clash__get_issue`, and
 *   `ping`.
 * - `long`: a tool whose full name is over the API's 64 characters.
 * - `fragile`: `crash`, which exits the process in the middle of the call, and `ping`.
 * - `hang`: `wait`, which never answers, and `ping`.
 * - `bad-schema`: a tool list whose schema is not an object, which the SDK's client refuses as a
 *   whole.
 * - `silent`: starts and never answers `initialize`.
 * - `exits`: writes a line to stderr and exits at once.
 *
 * They speak MCP's JSON-RPC over stdio themselves, a message a line, as a server written without
 * the SDK (or in another language) does, and send what the SDK's McpServer sends for the same
 * tools, line for line (outside/answers.json holds what they answered; s19's test runs the cases
 * live again and compares). The SDK's server loads the schemas of the whole protocol at each
 * start, about 0.25 s of CPU: s19's tests start these servers twenty times, to see each end.
 *
 * @module
 */
import { createInterface } from "node:readline";

const kind = process.argv[2] ?? "fixture";

/** A tool: its name, its description, and what a call answers (a promise never settled: none). */
type FixtureTool = [name: string, description: string, call: () => unknown];

const text = (t: string) => ({ content: [{ type: "text", text: t }] });
const ping: FixtureTool = ["ping", "Answers pong.", () => text("pong")];

/** Each kind's tools, in the order the SDK's McpServer lists them (the order of registration). */
const TOOLS: Record<string, FixtureTool[]> = {
  clash: [
    ["get.issue", "Gets an issue.", () => text("one")],
    ["get issue", "Gets an issue too.", () => text("two")],
    ping,
  ],
  long: [
    [
      "summarise_every_open_issue_by_label",
      "Summarises the issues.",
      () => text("3 open issues: 2 labelled bug, 1 labelled docs."),
    ],
    ping,
  ],
  fragile: [["crash", "Exits in the middle of the call.", () => process.exit(1)], ping],
  hang: [["wait", "Never answers.", () => new Promise<never>(() => {})], ping],
};

/** One JSON-RPC message on stdout, a line. */
const send = (message: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify(message)}\n`);

/** The answer to a request (undefined: a method the server does not have). */
async function answer(method: string, params: Record<string, unknown>): Promise<unknown> {
  const tools = TOOLS[kind] ?? [];
  if (method === "initialize")
    return {
      protocolVersion: params.protocolVersion,
      capabilities: { tools: kind === "bad-schema" ? {} : { listChanged: true } },
      serverInfo: { name: kind, version: "1.0.0" },
    };
  if (method === "ping") return {};
  if (method === "tools/list" && kind === "bad-schema")
    return {
      tools: [{ name: "count", description: "A count.", inputSchema: { type: "string" } }],
    };
  if (method === "tools/list")
    return {
      tools: tools.map(([name, description]) => ({
        name,
        description,
        inputSchema: { type: "object", properties: {} },
        execution: { taskSupport: "forbidden" },
      })),
    };
  if (method === "tools/call" && kind !== "bad-schema") {
    const found = tools.find(([name]) => name === params.name);
    if (!found)
      return { ...text(`MCP error -32602: Tool ${params.name} not found`), isError: true };
    return await found[2]();
  }
  return undefined;
}

if (kind === "exits") {
  process.stderr.write("fixture: cannot open its database, giving up\n");
  process.exit(3);
} else if (kind === "silent") {
  process.stdin.resume(); // reads the requests and never answers
} else {
  createInterface({ input: process.stdin }).on("line", async (line) => {
    let message: { id?: number | string; method?: string; params?: Record<string, unknown> };
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    const { id, method, params } = message;
    if (id === undefined || method === undefined) return; // a notification, or an answer
    const result = await answer(method, params ?? {});
    if (result === undefined)
      send({ jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } });
    else send({ result, jsonrpc: "2.0", id });
  });
}
