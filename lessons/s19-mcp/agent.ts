/**
 * Lesson s19: MCP, tools from the servers a config file names.
 *
 * v1's four tools are the lesson's own. Here the agent also takes tools from outside, as Claude
 * Code does: the workspace's `.mcp.json` names Model Context Protocol servers; the lesson starts
 * each one with the official SDK's client, lists its tools, names them `mcp__{server}__{tool}` and
 * offers them next to its own. A call goes to its server (`callTool`), and what comes back (text,
 * an error, a crash, silence) becomes a tool result. Which of them run without asking is the
 * workbook's own setting, never the server's; every server's process ends with the session.
 *
 * Run it: `pnpm lesson s19` (live with a key in .env, otherwise the recorded demo).
 *
 * @module
 */
import { createHash } from "node:crypto";
import type Anthropic from "@anthropic-ai/sdk";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ErrorCode, McpError, type Tool as McpTool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import {
  type Lesson,
  editTextFile,
  endWithSession,
  isMain,
  readTextFile,
  ROOT,
  runBash,
  schemaTool,
  runLesson,
  type Session,
  stopProcess,
  type Tool,
  tool,
  ToolError,
  toolSpecs,
  wholeNumberSetting,
  writeTextFile,
} from "@agent-workbook/kit";
// What s19 does not teach: .mcp.json and the allow list read as Claude Code does, results as text.
import {
  allowList,
  contentText,
  issueLine,
  type Kept,
  readMcpConfig,
  type ServerConfig,
} from "@agent-workbook/kit/concepts/mcp";

// #region lesson
/** How long a server may take to start and list its tools (Claude Code's MCP_TIMEOUT). */
const START_SETTING = wholeNumberSetting(
  "MCP_TIMEOUT",
  30_000,
  "how long a tool server may take to start and list its tools, in milliseconds",
);
/** How long one call to a server's tool may take (Claude Code's MCP_TOOL_TIMEOUT). */
const CALL_SETTING = wholeNumberSetting(
  "MCP_TOOL_TIMEOUT",
  60_000,
  "how long one tool server call may take, in milliseconds",
);
/** The lesson as the kit reads it (`pnpm lesson s19`): its id, file, settings (Claude Code's). */
export const LESSON: Lesson = {
  id: "s19",
  entry: import.meta.filename,
  settings: [START_SETTING, CALL_SETTING],
};
// #endregion lesson

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

/** The lesson's entry, run on the session it is given: all that needs the session is in here. */
export async function main(session: Session<"mcp">): Promise<void> {
  // #region config
  const client = session.client;
  const MODEL = session.model;
  const WORKDIR = session.workdir;
  const MAX_TOKENS = 8000;
  /** How long a server has to start, answer `initialize` and `tools/list` (MCP_TIMEOUT), in ms. */
  const START_MS = session.setting(START_SETTING);
  /** How long one tool call may take, in ms (Claude Code's MCP_TOOL_TIMEOUT). */
  const CALL_MS = session.setting(CALL_SETTING);

  const SYSTEM = `You are a coding agent at ${WORKDIR}.

Loop: look at the files, act with your tools, then report what you did.

Rules:
- Prefer tools over prose. Act; do not only explain.
- Do not guess file paths: list or search first when unsure.
- Keep changes small and check them (run the code or the tests).
- When done, summarise what changed in a few lines.`;
  // #endregion config

  // #region tools
  /** The tools the model is offered, in the order it sees them. */
  const TOOLS = [
    tool(
      "bash",
      "Run a shell command in the workspace. " +
        "Use it for ls, grep, find, running programs and tests.",
      { command: z.string().describe("The shell command to run") },
      ({ command }) =>
        runBash(command, {
          cwd: WORKDIR,
          env: session.env,
          timeoutMs: 60_000,
          timeoutMessage: "Error: Command timed out (60s)",
        }),
    ),
    tool(
      "read_file",
      "Read a text file. Use limit to read only the first lines of a long file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        limit: z.number().int().positive().optional().describe("Max lines to read"),
      },
      ({ path, limit }) => readTextFile(WORKDIR, path, limit),
      { needsPermission: false },
    ),
    tool(
      "write_file",
      "Write content to a file, creating parent folders. Replaces the whole file.",
      {
        path: z.string().describe("Path relative to the workspace"),
        content: z.string().describe("The complete new content"),
      },
      ({ path, content }) => writeTextFile(WORKDIR, path, content),
    ),
    tool(
      "edit_file",
      "Replace old_text with new_text in a file. old_text must match exactly and appear " +
        "exactly once: include enough surrounding text to make it unique.",
      {
        path: z.string().describe("Path relative to the workspace"),
        old_text: z.string().describe("Exact text to find"),
        new_text: z.string().describe("Replacement text"),
      },
      ({ path, old_text, new_text }) => editTextFile(WORKDIR, path, old_text, new_text),
    ),
  ];
  // #endregion tools

  // #region dispatch
  /** Runs one tool call from the table. Never throws: each failure is an is_error result. */
  async function runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam> {
    // #region exercise:dispatch
    const found = TOOLS.find((t) => t.name === block.name);
    if (!found) {
      const known = TOOLS.map((t) => t.name).join(", ");
      return failed(block, `Error: Unknown tool: ${block.name}. Available tools: ${known}`);
    }
    const input = found.parse(block.input);
    if (!input.ok) return failed(block, `Error: Invalid input for ${block.name}: ${input.error}`);
    try {
      return { type: "tool_result", tool_use_id: block.id, content: await found.run(input.value) };
    } catch (err) {
      // A ToolError's message is written for the model; anything else gets "Error: " in front.
      const message = err instanceof Error ? err.message : String(err);
      return failed(block, err instanceof ToolError ? message : `Error: ${message}`);
    }
    // #endregion exercise:dispatch
  }

  /** An error result: the model reads the message and can try again. */
  function failed(block: Anthropic.ToolUseBlock, content: string): Anthropic.ToolResultBlockParam {
    // #region exercise:failed
    return { type: "tool_result", tool_use_id: block.id, content, is_error: true };
    // #endregion exercise:failed
  }
  // #endregion dispatch

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

  // #region loop
  /** The agent loop: call the model, run the tools it asks for, send the results, until done. */
  async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {
    // #region exercise:loop
    while (true) {
      const response = await client.messages.create({
        model: MODEL,
        system: SYSTEM,
        messages,
        tools: toolSpecs(TOOLS),
        max_tokens: MAX_TOKENS,
      });
      messages.push({ role: "assistant", content: response.content });
      if (response.stop_reason !== "tool_use") return;

      const results: Anthropic.ToolResultBlockParam[] = [];
      for (const block of response.content) {
        if (block.type === "tool_use") {
          results.push(await session.supervise(block, TOOLS, runTool));
        }
      }
      messages.push({ role: "user", content: results });
    }
    // #endregion exercise:loop
  }
  // #endregion loop

  // #region repl
  /** The REPL: each request (typed, -p, or the demo's) runs the loop on the session's history. */
  async function repl(): Promise<void> {
    TOOLS.push(...(await connectServers(WORKDIR)));
    const history: Anthropic.MessageParam[] = [];
    for await (const query of session.prompts()) {
      const checkpoint = history.length;
      history.push({ role: "user", content: query });
      try {
        await agentLoop(history);
      } catch (err) {
        history.length = checkpoint; // drop the failed turn: the history stays valid, to retry
        session.fail(err);
        continue;
      }
      session.answer(history);
    }
    session.close();
    // stdin closed, then SIGTERM, then SIGKILL
    await Promise.all(clients.map((client) => client.close()));
  }

  await repl();
  // #endregion repl
}

// Run as a program (pnpm lesson, node agent.ts), it starts a session and runs main; imported, not.
if (isMain(import.meta.filename)) await runLesson(LESSON, main);
