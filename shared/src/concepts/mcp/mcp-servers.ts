/**
 * s19's MCP, for the lessons after it (s20): the servers `.mcp.json` names started over stdio, their tools listed,
 * named `mcp__{server}__{tool}` and offered as the lesson's own, each call sent to its server. Its regions `names`,
 * `call` and `start` are s19's, line for line: shared/test/concepts/mcp/mcp-servers.test.ts holds them so.
 *
 * @module
 */
import { createHash } from "node:crypto";
import type Anthropic from "@anthropic-ai/sdk";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ErrorCode, McpError, type Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";
import { ROOT } from "../../paths.ts";
import { endWithSession, stopProcess } from "../../server-processes.ts";
import type { Session } from "../../session.ts";
import { wholeNumberSetting } from "../../settings.ts";
import { schemaTool, type Tool, ToolError } from "../../tool.ts";
import {
  allowList,
  contentText,
  issueLine,
  type Kept,
  readMcpConfig,
  type ServerConfig,
} from "./mcp-config.ts";

/** s19's setting: how long a server may take to start and list its tools (Claude Code's MCP_TIMEOUT). */
export const MCP_START_SETTING = wholeNumberSetting(
  "MCP_TIMEOUT",
  30_000,
  "how long a tool server may take to start and list its tools, in milliseconds",
);
/** s19's setting: how long one call to a server's tool may take (Claude Code's MCP_TOOL_TIMEOUT). */
export const MCP_CALL_SETTING = wholeNumberSetting(
  "MCP_TOOL_TIMEOUT",
  60_000,
  "how long one tool server call may take, in milliseconds",
);

// #region names
/** The API's rule for a tool's name. */
export const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * The name the model calls a server's tool by: `mcp__{server}__{tool}`, as the API takes it.
 *
 * Every character the API refuses is replaced by `_`; a name still over 64 characters is cut to 55
 * and ended with `_` and 8 hex digits of its hash, so that a tool has the same name in every
 * session.
 */
export function mcpToolName(server: string, tool: string): string {
  // #region exercise:naming
  const name = `mcp__${server}__${tool}`.replace(/[^a-zA-Z0-9_-]/g, "_");
  if (name.length <= 64) return name;
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 8);
  return `${name.slice(0, 55)}_${hash}`;
  // #endregion exercise:naming
}

/**
 * The names of tools listed as `[server, tool]`; two that would share a name are both refused.
 *
 * A refused name is `undefined`, and a line says so: neither tool silently takes the other's place.
 */
export function toolNames(tools: [server: string, tool: string][]): Kept<string | undefined> {
  const names = tools.map(([server, tool]) => mcpToolName(server, tool));
  const lines: string[] = [];
  for (const [i, name] of names.entries()) {
    const others = names.flatMap((other, j) => (other === name && j !== i ? [j] : []));
    if (others.length === 0 || others[0] < i) continue;
    const who = [i, ...others]
      .map((j) => `${tools[j][0]}'s ${JSON.stringify(tools[j][1])}`)
      .join(" and ");
    lines.push(`MCP: ${who} would both be ${name}: neither is offered`);
  }
  const taken = names.map((name) => names.filter((other) => other === name).length > 1);
  return { kept: names.map((name, i) => (taken[i] ? undefined : name)), lines };
}
// #endregion names

// #region call
/** A server the lesson started: its client, its tools, and why it is gone once it is. */
export interface McpServer {
  /** Its name in `.mcp.json`. */ name: string;
  /** The SDK's client, as the session asks it (`answering`). */ client: Pick<Client, "callTool">;
  /** Its process. */ pid?: number | null;
  /** The tools it listed, as it listed them. */ tools: McpTool[];
  /** Why its tools no longer work, once they do not. */ gone?: string;
  /** How long one call may take, in ms (MCP_TOOL_TIMEOUT). */ callMs: number;
}

/**
 * Calls a server's tool and returns its content as text; each failure is thrown as a ToolError.
 *
 * It fails when the server says `isError`, when the call takes over server.callMs (the server is
 * then stopped), when the server exits during the call, and on every call once the server is gone.
 */
export async function callMcpTool(
  server: McpServer,
  tool: string,
  input: Record<string, unknown>,
): Promise<string> {
  // #region exercise:call
  const name = server.name;
  if (server.gone)
    throw new ToolError(
      `Error: MCP server ${name} is gone (${server.gone}): its tools no longer work.`,
    );
  let result: Awaited<ReturnType<Client["callTool"]>>;
  try {
    result = await server.client.callTool({ name: tool, arguments: input }, undefined, {
      timeout: server.callMs,
    });
  } catch (err) {
    if (isMcpError(err, ErrorCode.RequestTimeout)) {
      server.gone = `it did not answer a call within ${server.callMs / 1000}s`;
      stopProcess(server.pid); // SIGTERM, then SIGKILL
      throw new ToolError(
        `Error: MCP server ${name} did not answer within ${server.callMs / 1000}s and was stopped.`,
      );
    }
    if (isMcpError(err, ErrorCode.ConnectionClosed)) {
      server.gone ??= "it exited";
      throw new ToolError(
        `Error: MCP server ${name} exited during this call: its tools no longer work.`,
      );
    }
    throw err; // the dispatch puts "Error: " in front of its message
  }
  const text = contentText(result.content as Parameters<typeof contentText>[0]);
  if (result.isError) throw new ToolError(text);
  return text;
  // #endregion exercise:call
}

/** Whether `err` is the SDK's McpError with this code. */
const isMcpError = (err: unknown, code: ErrorCode) => err instanceof McpError && err.code === code;
// #endregion call

/** A lesson's MCP servers: s19's, started from a workspace's `.mcp.json`. */
export interface McpServers {
  /** Starts the servers `.mcp.json` of `workdir` names and returns their tools, one line each on the terminal. */
  connectServers(workdir: string): Promise<Tool[]>;
  /** Ends every server the session started: stdin closed, then SIGTERM, then SIGKILL. */
  close(): Promise<void>;
}

/** s19's MCP on `session`: its servers start in the session's workspace, within its MCP_TIMEOUT. */
export function startMcp(session: Session<"mcp">): McpServers {
  const WORKDIR = session.workdir;
  /** How long a server has to start and answer `initialize` and `tools/list`, in ms (Claude Code's MCP_TIMEOUT). */
  const START_MS = session.setting(MCP_START_SETTING);
  /** How long one tool call may take, in ms (Claude Code's MCP_TOOL_TIMEOUT). */
  const CALL_MS = session.setting(MCP_CALL_SETTING);

  // #region start
  /** Every server's client, so that each one ends with the session. */
  const clients: Client[] = [];

  /**
   * Starts a server over stdio in the workspace, and lists its tools (every page), each step within
   * START_MS.
   *
   * When it does not start, does not answer in time, or sends a list the SDK refuses, it is stopped
   * and the error thrown says why, with the last line it wrote on stderr.
   */
  async function startServer(config: ServerConfig, cwd = WORKDIR): Promise<McpServer> {
    const { name, command, args, env } = config;
    // Loaded here, live only: the SDK's stdio module opens stdin as it loads (it imports
    // node:process).
    const stdio = await import("@modelcontextprotocol/sdk/client/stdio.js");
    const safe = stdio.DEFAULT_INHERITED_ENV_VARS.flatMap((n) =>
      session.env[n] ? [[n, session.env[n]]] : [],
    );
    // the SDK's safe few (PATH, HOME…), from the session
    const vars = { ...Object.fromEntries(safe), ...env };
    const transport = new stdio.StdioClientTransport({
      command,
      args,
      env: vars,
      cwd,
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on(
      "data",
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
    );
    const client = new Client({ name: "agent-workbook", version: "0.1.0" });
    const server: McpServer = { name, client: answering(name, client), tools: [], callMs: CALL_MS };
    client.onclose = () => (server.gone ??= "it exited");
    client.onerror = () => {}; // a broken pipe after a crash: the call that meets it says so
    try {
      await client.connect(transport, { timeout: START_MS });
      server.pid = transport.pid;
      endWithSession(server.pid);
      let cursor: string | undefined;
      do {
        const page = await client.listTools({ cursor }, { timeout: START_MS });
        server.tools.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor);
      clients.push(client);
      return server;
    } catch (err) {
      stopProcess(transport.pid);
      void client.close();
      // What it wrote before it went is all there once its stderr has ended (a command not found
      // has none).
      const notFound = (err as NodeJS.ErrnoException).code === "ENOENT";
      const output = transport.stderr as import("node:stream").Readable | null;
      if (output && !output.readableEnded && !notFound)
        await new Promise((end) => output.once("end", end));
      const last = stderr.trim().split("\n").at(-1);
      const words = last ? ` (its last words: ${JSON.stringify(last.slice(0, 200))})` : "";
      throw new Error(`${startError(err)}${words}`);
    }
  }

  /** Why a server did not start, in one line. */
  function startError(err: unknown): string {
    if (isMcpError(err, ErrorCode.RequestTimeout))
      return `it did not answer within ${START_MS / 1000}s`;
    if (isMcpError(err, ErrorCode.ConnectionClosed)) return "it exited before answering";
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return "its command was not found";
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof McpError) return message;
    try {
      // a zod error: its issues, in JSON
      return `the SDK refused its answer: ${issueLine(JSON.parse(message))}`;
    } catch {
      return `the SDK refused its answer: ${message.replace(/\s+/g, " ").slice(0, 300)}`;
    }
  }

  /**
   * Starts the servers `.mcp.json` names and returns their tools as the lesson's own, one line each
   * on the terminal.
   *
   * A server that fails is left out, and the session goes on with the rest. What the servers answer
   * (their tools, or why one did not start; then each call) comes from outside the session:
   * recorded live, given back in a replay, which starts no server.
   */
  async function connectServers(workdir: string): Promise<Tool[]> {
    const { kept: configs, lines } = readMcpConfig(workdir, {
      WORKBOOK_ROOT: ROOT,
      ...session.env,
    });
    for (const line of lines) session.ui.warn(line);
    const live = new Map<string, McpServer>();
    // All at once, each within START_MS; their lines in the order of .mcp.json.
    const answers = await session.outside.when("mcp:servers", async () =>
      (await Promise.allSettled(configs.map((config) => startServer(config, workdir)))).map(
        (outcome) => {
          if (outcome.status === "rejected") return { reason: `${outcome.reason.message}` };
          live.set(outcome.value.name, outcome.value);
          return { tools: outcome.value.tools };
        },
      ),
    );
    const started = [];
    for (const [i, answer] of answers.entries()) {
      const name = configs[i].name;
      if (answer.reason !== undefined) {
        session.ui.show({
          kind: "mcp:server",
          server: name,
          started: false,
          reason: answer.reason,
        });
        continue;
      }
      // None started in a replay: its server answers from the recording.
      const server = live.get(name) ?? {
        name,
        tools: answer.tools,
        client: answering(name),
        callMs: CALL_MS,
      };
      started.push(...answer.tools.map((t) => ({ server, tool: t })));
      session.ui.show({
        kind: "mcp:server",
        server: name,
        started: true,
        tools: answer.tools.map((t) => t.name),
      });
    }
    const { kept: names, lines: clashes } = toolNames(
      started.map(({ server, tool }) => [server.name, tool.name]),
    );
    for (const line of clashes) session.ui.warn(line);
    const { kept: allowed, lines: unread } = allowList(workdir);
    for (const line of unread) session.ui.warn(line);
    return started.flatMap(({ server, tool: { name, description = "", inputSchema } }, i) => {
      const as = names[i];
      if (as === undefined) return [];
      const ask = !allowed.some((rule) =>
        [as, `mcp__${server.name}`, `mcp__${server.name}__*`].includes(rule),
      );
      const run = (input: Record<string, unknown>) => callMcpTool(server, name, input);
      return [
        schemaTool(as, description, inputSchema as Anthropic.Tool.InputSchema, run, {
          needsPermission: ask,
        }),
      ];
    });
  }

  /**
   * A server's client as the session asks it: live, each call goes to `client` and its answer (or
   * error) is recorded; in a replay, the recording answers. Ctrl-C cancels a call at once: the turn
   * ends, the server stays.
   */
  function answering(name: string, client?: Pick<Client, "callTool">): Pick<Client, "callTool"> {
    const cancelled = () =>
      new ToolError(`Error: the call to MCP server ${name} was cancelled (Ctrl-C).`);
    const callTool: Client["callTool"] = (params, schema, options, signal = session.signal) => {
      const live = () => client!.callTool(params, schema, { ...options, signal });
      const asked = () =>
        live().catch((err) => Promise.reject(signal?.aborted ? cancelled() : err));
      return session.outside.answer("mcp:call", { server: name, ...params }, asked, [
        McpError,
        ToolError,
      ]);
    };
    return { callTool };
  }
  // #endregion start

  return {
    connectServers,
    close: async () => void (await Promise.all(clients.map((client) => client.close()))),
  };
}
