/**
 * The memory tool against the installed SDK's: the same commands and input fields as its `memory_20250818` types,
 * the same answers as its memory helper (`@anthropic-ai/sdk/tools/memory/node`) for the same calls, and the API's
 * own tool type sent when MEMORY_TOOL=api.
 */
import { mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import type { BetaMemoryTool20250818Command } from "@anthropic-ai/sdk/resources/beta";
import { BetaLocalFilesystemMemoryTool, betaMemoryTool } from "@anthropic-ai/sdk/tools/memory/node";
import { describe, expect, it } from "vitest";
import {
  MEMORY_COMMANDS,
  memoryToolForm,
  memoryToolSpec,
  memoryToolSpecs,
} from "../../../src/concepts/memory/index.ts";
import { ROOT } from "../../../src/paths.ts";
import { tool } from "../../../src/tool.ts";
import { requestProblems } from "../../../src/validate.ts";
import { callMemory, freshMemory, memoryText } from "./memory-helpers.ts";

/** The installed SDK's version, as the report states it. */
const SDK_VERSION = JSON.parse(
  readFileSync(join(ROOT, "node_modules/@anthropic-ai/sdk/package.json"), "utf-8"),
).version;

describe(`the memory tool against @anthropic-ai/sdk ${SDK_VERSION}`, () => {
  it("has the SDK's commands and fields, required and optional (memory-tool.ts checks them at typecheck)", () => {
    expect(MEMORY_COMMANDS).toEqual({
      view: { required: ["path"], optional: ["view_range"] },
      create: { required: ["path", "file_text"], optional: [] },
      str_replace: { required: ["path", "old_str", "new_str"], optional: [] },
      insert: { required: ["path", "insert_line", "insert_text"], optional: [] },
      delete: { required: ["path"], optional: [] },
      rename: { required: ["old_path", "new_path"], optional: [] },
    });
  });

  it("answers each call as the SDK's memory helper does (its errors as its tool runner words them)", async () => {
    const base = realpathSync(mkdtempSync(join(tmpdir(), "memory-sdk-")));
    const sdk = await BetaLocalFilesystemMemoryTool.init(base);
    const { memory } = freshMemory();
    const sdkAnswer = async (call: BetaMemoryTool20250818Command) => {
      try {
        return { text: await (sdk[call.command] as (c: typeof call) => Promise<string>).call(sdk, call), error: false };
      } catch (err) {
        return { text: `Error: ${(err as Error).message}`, error: true };
      }
    };
    const tests = memoryText("Tests", "How to run the tests", "feedback", "Run pnpm test.\nThen pnpm typecheck.");
    const calls: BetaMemoryTool20250818Command[] = [
      { command: "create", path: "/memories/testing.md", file_text: tests },
      { command: "create", path: "/memories/testing.md", file_text: tests },
      { command: "view", path: "/memories/testing.md" },
      { command: "view", path: "/memories/testing.md", view_range: [2, 4] },
      { command: "view", path: "/memories/testing.md", view_range: [6, -1] },
      { command: "view", path: "/memories/nothing.md" },
      { command: "str_replace", path: "/memories/testing.md", old_str: "pnpm test.", new_str: "pnpm test --run." },
      { command: "str_replace", path: "/memories/testing.md", old_str: "yarn", new_str: "x" },
      { command: "str_replace", path: "/memories/testing.md", old_str: "pnpm", new_str: "x" },
      { command: "str_replace", path: "/memories/nothing.md", old_str: "a", new_str: "b" },
      { command: "insert", path: "/memories/testing.md", insert_line: 7, insert_text: "And lint.\n" },
      { command: "insert", path: "/memories/testing.md", insert_line: 99, insert_text: "x" },
      { command: "view", path: "/memories/testing.md" },
      { command: "create", path: "/memories/style.md", file_text: memoryText("Style", "Tabs", "user") },
      { command: "rename", old_path: "/memories/testing.md", new_path: "/memories/style.md" },
      { command: "rename", old_path: "/memories/testing.md", new_path: "/memories/tests.md" },
      { command: "rename", old_path: "/memories/testing.md", new_path: "/memories/t.md" },
      { command: "rename", old_path: "/memories", new_path: "/memories/t.md" },
      { command: "delete", path: "/memories/tests.md" },
      { command: "delete", path: "/memories/tests.md" },
      { command: "delete", path: "/memories" },
    ];
    for (const call of calls) expect([call, await callMemory(memory, call)]).toEqual([call, await sdkAnswer(call)]);
  });

  it("is sent as a client tool by default, and as the API's memory_20250818 with MEMORY_TOOL=api", () => {
    const { memory } = freshMemory();
    const client = memoryToolSpec(memory, "client") as Anthropic.Tool;
    expect(client).toMatchObject({ name: "memory", input_schema: { type: "object", required: ["command"] } });
    expect(Object.keys(client.input_schema.properties ?? {})).toEqual([
      "command",
      ...new Set(Object.values(MEMORY_COMMANDS).flatMap((c) => [...c.required, ...c.optional])),
    ]);
    // The API's form is the SDK helper's own: its type and name, nothing else.
    const helper = betaMemoryTool({} as never);
    expect(memoryToolSpec(memory, "api")).toEqual({ type: helper.type, name: helper.name });
    expect(memoryToolSpec(memory, "api")).toEqual({ type: "memory_20250818", name: "memory" });
    const other = tool("read_file", "Read a file.", {}, () => "");
    const tools = memoryToolSpecs([other, memory], "api");
    expect(tools.map((t) => ("name" in t ? t.name : t.type))).toEqual(["read_file", "memory"]);
    // A request that sends it passes the checks the mock API makes.
    const request = {
      model: "claude-x",
      max_tokens: 100,
      messages: [{ role: "user" as const, content: "Hi." }],
      tools,
    };
    expect(requestProblems(request)).toEqual([]);
    expect(requestProblems({ ...request, tools: memoryToolSpecs([other, memory], "client") })).toEqual([]);
  });

  it("reads its form from MEMORY_TOOL: client unless it says api; any other value is said in a line", () => {
    expect([{}, { MEMORY_TOOL: "" }, { MEMORY_TOOL: "client" }, { MEMORY_TOOL: "api" }].map(memoryToolForm)).toEqual([
      "client",
      "client",
      "client",
      "api",
    ]);
    expect(memoryToolForm({ MEMORY_TOOL: "API" })).toEqual({
      error: 'MEMORY_TOOL is "API": it must be api or client, or not set at all.',
    });
  });
});
