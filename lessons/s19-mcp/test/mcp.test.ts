/**
 * Lesson s19's concept: MCP. In this process, over the SDK's InMemoryTransport: the config's `${VAR}` expansion, the
 * names and their clashes, and a call's every outcome (text, other blocks, nothing, too much, a lone surrogate, an
 * error, a server that goes away). Over real stdio processes, the lesson live on the mock API: servers that fail to
 * start in each way, one that never answers, Ctrl-C that cancels a call at once, and no server process left after
 * the lesson ends, however it ends.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { INTERRUPTED_LINE, type MessageRequest } from "@agent-workbook/kit";
import { cassette, say, call, type Step } from "@agent-workbook/kit/authoring/cassette-script";
import { startMockApi, type MockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import {
  offlineEnv,
  pgrep,
  runningInGroup,
  ROOT,
  scratchDir,
  transcript,
} from "@agent-workbook/kit/authoring/tests/helpers";
import { lesson } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { compileCacheOf } from "@agent-workbook/kit/paths";
import { liveOutside } from "@agent-workbook/kit/authoring/tests/live-outside";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import scripted from "../cassettes/script.ts";
import {
  startLessonInTerminal,
  type TerminalLesson,
} from "@agent-workbook/kit/authoring/tests/terminal";

import * as s19 from "../agent.ts";

const FIXTURE = join(ROOT, "lessons", "s19-mcp", "servers", "fixture.ts");

describe("names", () => {
  it("are mcp__{server}__{tool}, with each character the API refuses replaced", () => {
    expect(s19.mcpToolName("tracker", "list_issues")).toBe("mcp__tracker__list_issues");
    expect(s19.mcpToolName("my.server", "get issue/é")).toBe("mcp__my_server__get_issue__");
  });

  it("over 64 characters: cut, with a hash of the whole name, the same every time", () => {
    const name = s19.mcpToolName(
      "a-server-with-a-rather-long-name",
      "summarise_every_open_issue_by_label",
    );
    expect(name).toBe("mcp__a-server-with-a-rather-long-name__summarise_every__dab5090c");
    const other = s19.mcpToolName(
      "a-server-with-a-rather-long-name",
      "summarise_every_open_issue_by_owner",
    );
    for (const n of [name, other]) expect(n).toMatch(s19.TOOL_NAME);
    expect(other).not.toBe(name);
  });

  it("two tools whose names clash are both refused, with a line; the others keep theirs", () => {
    const tools: [string, string][] = [
      ["clash", "get.issue"],
      ["clash", "ping"],
      ["clash", "get issue"],
      ["a.b", "c"],
      ["a_b", "c"],
    ];
    expect(s19.toolNames(tools)).toEqual({
      kept: [undefined, "mcp__clash__ping", undefined, undefined, undefined],
      lines: [
        `MCP: clash's "get.issue" and clash's "get issue" would both be mcp__clash__get_issue: neither is offered`,
        `MCP: a.b's "c" and a_b's "c" would both be mcp__a_b__c: neither is offered`,
      ],
    });
  });
});

/** A server in this process with one tool per kind of answer, and the lesson's view of it. */
async function inProcessServer() {
  const server = new McpServer({ name: "kinds", version: "1.0.0" });
  const reply =
    (content: unknown[], isError = false) =>
    () =>
      ({ content, isError }) as never;
  server.registerTool("text", { inputSchema: { who: z.string() } }, ({ who }) => ({
    content: [{ type: "text", text: `hello ${who}` }],
  }));
  server.registerTool(
    "blocks",
    {},
    reply([
      { type: "image", data: "aGVsbG8h", mimeType: "image/png" },
      { type: "resource_link", uri: "file:///notes.md\n[fake line]", name: "notes" },
      { type: "resource", resource: { uri: "file:///a.txt", mimeType: "text/plain", text: "a" } },
    ]),
  );
  server.registerTool("nothing", {}, reply([]));
  server.registerTool("huge", {}, reply([{ type: "text", text: "x".repeat(60_000) }]));
  server.registerTool("half", {}, reply([{ type: "text", text: "half an emoji: \ud83d!" }]));
  server.registerTool("fails", {}, reply([{ type: "text", text: "No such issue." }], true));
  server.registerTool("leaves", {}, async () => {
    await serverSide.close(); // the connection drops in the middle of the call, as when a server crashes
    return { content: [] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  const view: s19.McpServer = { name: "kinds", client, tools: [], callMs: 60_000 };
  client.onclose = () => (view.gone ??= "it exited");
  return view;
}

describe("a call (in this process, over InMemoryTransport)", async () => {
  const server = await inProcessServer();
  const callIt = (tool: string, input: Record<string, unknown> = {}) =>
    s19.callMcpTool(server, tool, input).then(
      (text) => text,
      (err: Error) => `ERROR ${err.message}`,
    );

  it("text comes back as text; the server checks the input against its schema", async () => {
    expect(await callIt("text", { who: "you" })).toBe("hello you");
    expect(await callIt("text", { who: 1 })).toMatch(
      /^ERROR MCP error -32602: Input validation error: Invalid arguments for tool text: .*expected string/,
    );
  });

  it("each other kind of block is one line, what the server wrote in it quoted", async () => {
    expect(await callIt("blocks")).toBe(
      [
        '[a "image" block ("image/png"): not shown]',
        '[a "resource_link" block ("file:///notes.md\\n[fake line]"): not shown]',
        '[a "resource" block ("file:///a.txt"): not shown]',
      ].join("\n"),
    );
  });

  it("nothing, too much and half an emoji each become a result the API takes", async () => {
    expect(await callIt("nothing")).toBe("(the tool returned no content)");
    const huge = await callIt("huge");
    expect(huge.length).toBe(50_000);
    expect(huge.endsWith("x\n(cut: the result had 60000 characters)")).toBe(true);
    expect(await callIt("half")).toBe("half an emoji: \ufffd!");
  });

  it("isError is an error result with the server's text", async () => {
    expect(await callIt("fails")).toBe("ERROR No such issue.");
  });

  it("a server that goes away mid-call: that call says so, and every later call says it is gone", async () => {
    expect(await callIt("leaves")).toBe(
      "ERROR Error: MCP server kinds exited during this call: its tools no longer work.",
    );
    expect(await callIt("text", { who: "you" })).toBe(
      "ERROR Error: MCP server kinds is gone (it exited): its tools no longer work.",
    );
  });
});

// Real processes: the lesson runs live on the mock API (in this process where only its servers are under test, in a
// process of its own where its end is), in a workspace whose .mcp.json names the servers.

const KEY = "mock-key";
let api: MockApi | undefined;
let screen: TerminalLesson | undefined;
afterEach(async () => {
  screen?.close();
  screen = undefined;
  await api?.close();
  api = undefined;
});

/**
 * A workspace whose .mcp.json names `servers`, and the mock API answering with `steps` (one response each; by
 * default, "Hello."): what the lesson needs to run live there, its arguments and its environment.
 */
async function setUp(
  servers: Record<string, unknown>,
  steps: Step[] = [[say("Hello.")]],
  env: NodeJS.ProcessEnv = {},
) {
  const dir = scratchDir("workbook-s19-");
  writeFileSync(join(dir, ".mcp.json"), JSON.stringify({ mcpServers: servers }));
  api = await startMockApi({
    cassette: cassette("s19", "live", [], steps),
    key: KEY,
    keepBodies: true,
  });
  const live = offlineEnv({
    ANTHROPIC_API_KEY: KEY,
    ANTHROPIC_BASE_URL: api.url,
    WORKBOOK_STREAM: "0",
    ...env,
  });
  return { dir, args: ["s19", "--workdir", dir], env: live };
}
/** The requests the mock API was sent, whole. */
const requests = () =>
  api!.calls.filter((c) => c.n > 0 && c.body).map((c) => c.body as MessageRequest);
/**
 * A fixture server; `tag` makes its command line one no other test's server has. It starts with the workbook's
 * compile cache, as the tests' lessons do (its `env` in .mcp.json): 0.02 CPU-s a start, not 0.07.
 */
const fixture = (kind: string, tag = "") => ({
  command: "node",
  args: [FIXTURE, kind, ...(tag ? [tag] : [])],
  env: { NODE_COMPILE_CACHE: compileCacheOf(process.env) },
});
/** The command line of fixture(kind, tag)'s process (pgrep's; the Ctrl-C test finds its server by it). */
const serverCommand = (kind: string, tag: string) => `node ${FIXTURE} ${kind} ${tag}`;
const mcpLines = (stdout: string) =>
  transcript(stdout)
    .split("\n")
    .filter((l) => l.startsWith("MCP "));

describe("servers over stdio (real processes)", () => {
  it("each server that does not start is left out with the reason; the session goes on with the rest", async () => {
    const { args, env } = await setUp({
      ping: fixture("clash"),
      exits: fixture("exits"),
      "bad-schema": fixture("bad-schema"),
      missing: { command: "no-such-mcp-server" },
    });
    const run = await playLesson("s19", args.slice(1), env, "Hi.\n"); // the servers: real processes
    expect(run.code).toBe(0);
    expect(mcpLines(run.stdout)).toEqual([
      "MCP ping: started, 3 tools",
      'MCP exits: not started: it exited before answering (its last words: "fixture: cannot open its database, giving up")',
      'MCP bad-schema: not started: the SDK refused its answer: tools.0.inputSchema.type: Invalid input: expected "object"',
      "MCP missing: not started: its command was not found",
    ]);
  });

  it("a server that never answers initialize is left out at MCP_TIMEOUT, and its process ends", async () => {
    const { args, env } = await setUp({ silent: fixture("silent") }, undefined, {
      MCP_TIMEOUT: "300",
    });
    const run = await playLesson("s19", args.slice(1), env, "Hi.\n"); // the servers: real processes
    expect(mcpLines(run.stdout)).toEqual([
      "MCP silent: not started: it did not answer within 0.3s",
    ]);
    expect(run.code).toBe(0);
  });
});

/** Starts the lesson's file as a program in a process group of its own, `input` on its stdin; `seen` waits for `line`. */
function startGroup(args: string[], env: NodeJS.ProcessEnv, input: string, line = "") {
  const child = spawn(process.execPath, [lesson("s19").entry, ...args.slice(1)], {
    env,
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  const seen = new Promise<void>((resolve) =>
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes(line)) resolve();
    }),
  );
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(input);
  const exit = once(child, "exit") as Promise<[number | null, string | null]>;
  return { child, seen, exit, out: () => stdout, err: () => stderr };
}

/** Waits until no process of the group runs, for at most a minute (its processes are killed, not waited for). */
async function groupGone(group: number): Promise<boolean> {
  for (let i = 0; i < 600 && runningInGroup(group).length > 0; i++)
    await new Promise((r) => setTimeout(r, 100));
  return runningInGroup(group).length === 0;
}

describe("nothing outlives the lesson (real servers; the lesson in a process group of its own where its end is under test)", () => {
  const servers = { stuck: fixture("hang"), fragile: fixture("fragile") };
  const calling = (tool: string): Step[] => [[call(tool, {})], [say("Done.")]];
  /** The same servers, their command lines marked with `tag` (for a lesson run in this process, whose group is ours). */
  const tagged = (tag: string) => ({
    stuck: fixture("hang", tag),
    fragile: fixture("fragile", tag),
  });
  /** Waits until neither of the servers marked with `tag` has a process left, for at most a minute. */
  const serversGone = (tag: string) =>
    vi.waitFor(
      () => {
        expect(pgrep(serverCommand("hang", tag))).toEqual([]);
        expect(pgrep(serverCommand("fragile", tag))).toEqual([]);
      },
      { timeout: 60_000, interval: 100 },
    );

  it("a call that never answers is an error at MCP_TOOL_TIMEOUT, the server is stopped, its tools are gone", async () => {
    const tag = `tool-timeout-${process.pid}`;
    const { args, env } = await setUp(tagged(tag), calling("mcp__stuck__wait"), {
      MCP_TOOL_TIMEOUT: "300",
    });
    const run = await playLesson("s19", args.slice(1), env, "Hi.\n"); // the lesson in this process, its servers not
    expect(run.code).toBe(0);
    expect(run.shown).toContain(
      "> mcp__stuck__wait: {}\n  Error: MCP server stuck did not answer within 0.3s and was stopped.",
    );
    await serversGone(tag);
  });

  it.each([
    ["Ctrl-C (SIGINT) in the middle of a call", "SIGINT", 130],
    ["SIGTERM in the middle of a call", "SIGTERM", 143],
  ] as const)(
    "%s: the lesson exits, and every server's process with it",
    async (_name, signal, status) => {
      const { args, env } = await setUp(servers, calling("mcp__stuck__wait"));
      const run = startGroup(args, env, "Hi.\n", "> mcp__stuck__wait");
      await run.seen;
      process.kill(run.child.pid!, signal); // the lesson alone: its servers are ended by the lesson, not the signal
      const [code] = await run.exit;
      expect(code).toBe(status);
      expect(await groupGone(run.child.pid!)).toBe(true);
    },
  );

  it("a fatal error (a one-shot run whose request fails): the lesson exits 1, and every server's process with it", async () => {
    const { args, env } = await setUp(servers, [[call("mcp__fragile__ping", {})]]); // then the mock API runs out
    const run = startGroup([...args, "-p", "Hi."], env, "");
    const [code] = await run.exit;
    expect(code).toBe(1);
    const results = requests()[1].messages.at(-1)!.content as { content: string }[];
    expect(results.map((r) => r.content)).toEqual(["pong"]); // the server answered before the fatal error
    expect(run.err()).toContain("ran out");
    expect(await groupGone(run.child.pid!)).toBe(true);
  });

  it("the session's end closes every server", async () => {
    const tag = `session-end-${process.pid}`;
    const { args, env } = await setUp(tagged(tag));
    const run = await playLesson("s19", args.slice(1), env, "Hi.\n"); // the lesson in this process, its servers not
    expect(run.code).toBe(0);
    expect(mcpLines(run.stdout)).toEqual([
      "MCP stuck: started, 2 tools",
      "MCP fragile: started, 2 tools",
    ]);
    await serversGone(tag);
  });
});

describe("Ctrl-C in a live REPL on a terminal (real processes)", () => {
  it("during an MCP call cancels the call at once: the turn ends, the server stays and answers the next call", async () => {
    const tag = `ctrl-c-${process.pid}`;
    const steps: Step[] = [
      [call("mcp__stuck__wait", {})],
      [call("mcp__stuck__ping", {})],
      [say("Done.")],
    ];
    // A call's own time limit far away: only the cancel can end the first call while the test runs.
    const { args, env } = await setUp({ stuck: fixture("hang", tag) }, steps, {
      MCP_TOOL_TIMEOUT: "600000",
    });
    screen = startLessonInTerminal([...args, "--yes"], env);
    await screen.waitForScreenEnd("s19 >>");
    screen.type("wait for it\r");
    await screen.waitForScreenEnd("> mcp__stuck__wait: {}");
    const server = pgrep(serverCommand("hang", tag));
    expect(server).toHaveLength(1);

    screen.type("\x03");
    await screen.waitForScreenEnd("> mcp__stuck__wait: {}", INTERRUPTED_LINE, "s19 >>");
    expect(pgrep(serverCommand("hang", tag))).toEqual(server); // cancelled, not stopped: the server stays
    screen.type("again\r");
    const ended = async () => {
      const lines = await screen!.screen();
      expect([lines.at(-4), ...lines.slice(-2)]).toEqual(["Done.", "", "s19 >>"]);
    };
    await vi.waitFor(ended, { timeout: 60_000 });
    expect((await screen.screen()).join("\n")).toContain("> mcp__stuck__ping: {}\n  pong");
    // The cancelled turn is gone: the next request starts afresh, and the server answered it.
    expect(requests()[1].messages[0]).toEqual({ role: "user", content: "again" });

    screen.type("q\r");
    expect(await screen.exitCode).toBe(0);
    await vi.waitFor(() => expect(pgrep(serverCommand("hang", tag))).toEqual([]), {
      timeout: 15_000,
    });
  });
});

describe("a recorded session replays without its servers", () => {
  it("the demo replays with no server started: no program can be found, and every server line and answer is the recording's", async () => {
    const run = await playLesson("s19", [], { PATH: "/nonexistent" });
    expect(run.code).toBe(0);
    expect(mcpLines(run.stdout)).toEqual(["MCP tracker: started, 3 tools"]);
    expect(run.shown).toContain("> mcp__tracker__close_issue: {");
    expect(run.shown).toContain("  Closed #2: the check `node test.js` passes.");
    expect(run.requests.map((r) => r.tools?.length)).toEqual(Array(8).fill(7));
  });

  it.each(Object.entries(scripted))(
    "%s holds what the servers answer when its session runs live (pnpm cassettes:scripted --outside s19)",
    async (name, tape) => {
      expect(tape.outside?.length).toBeGreaterThan(0);
      expect(await liveOutside("s19", name, tape)).toEqual(tape.outside);
    },
  );
});
