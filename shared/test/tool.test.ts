import { describe, expect, it } from "vitest";
import { z } from "zod";
import { executeTool, schemaTool, tool, ToolError, toolSpecs } from "../src/tool.ts";

const echo = tool(
  "echo",
  "Echo text back.",
  { text: z.string(), times: z.number().int().optional() },
  ({ text, times }) => text.repeat(times ?? 1),
);
const failing = tool("fail", "Always fails.", {}, () => {
  throw new ToolError("Error: Nope (a tool error)");
});
const crashing = tool("crash", "Throws a plain error.", {}, () => {
  throw new TypeError("cannot read x of undefined");
});

describe("tool table", () => {
  it("sends the API a plain JSON schema for each tool", () => {
    expect(toolSpecs([echo])).toEqual([
      {
        name: "echo",
        description: "Echo text back.",
        input_schema: {
          type: "object",
          properties: { text: { type: "string" }, times: { type: "integer" } },
          required: ["text"],
        },
      },
    ]);
  });

  it("runs a valid call", async () => {
    expect(await executeTool([echo], "echo", { text: "ab", times: 2 })).toEqual({ content: "abab", isError: false });
  });

  it("turns an unknown tool into an error result naming the tools there are", async () => {
    expect(await executeTool([echo, failing], "rm_everything", {})).toEqual({
      content: "Error: Unknown tool: rm_everything. Available tools: echo, fail",
      isError: true,
    });
  });

  it("turns missing and mistyped arguments into error results", async () => {
    expect(await executeTool([echo], "echo", {})).toEqual({
      content: "Error: Invalid input for echo: text: Invalid input: expected string, received undefined",
      isError: true,
    });
    expect(await executeTool([echo], "echo", { text: 3, times: "x" })).toEqual({
      content:
        "Error: Invalid input for echo: text: Invalid input: expected string, received number; times: Invalid input: expected number, received string",
      isError: true,
    });
    expect((await executeTool([echo], "echo", null)).isError).toBe(true);
  });

  it("keeps a ToolError's message as it is and prefixes other exceptions", async () => {
    expect(await executeTool([failing], "fail", {})).toEqual({ content: "Error: Nope (a tool error)", isError: true });
    expect(await executeTool([crashing], "crash", {})).toEqual({
      content: "Error: cannot read x of undefined",
      isError: true,
    });
  });
});

describe("schemaTool: a hand-written schema, the handler checks its own input", () => {
  const schema = {
    type: "object" as const,
    properties: { items: { type: "array", items: { type: "string", enum: ["a", "b"] } } },
    required: ["items"],
  };
  const list = schemaTool("list", "Takes a list.", schema, ({ items }) => {
    if (!Array.isArray(items)) throw new Error("items must be a list");
    return items.join(",");
  });

  it("sends the schema exactly as written", () => {
    expect(toolSpecs([list])).toEqual([{ name: "list", description: "Takes a list.", input_schema: schema }]);
  });

  it("passes any object to the handler, which decides; its errors become error results", async () => {
    expect(await executeTool([list], "list", { items: ["A", "zzz"] })).toEqual({ content: "A,zzz", isError: false });
    expect(await executeTool([list], "list", {})).toEqual({ content: "Error: items must be a list", isError: true });
  });

  it("refuses input that is not an object", async () => {
    expect(await executeTool([list], "list", ["a"])).toEqual({
      content: "Error: Invalid input for list: input: expected an object",
      isError: true,
    });
  });
});

describe("cutText", () => {
  it("cuts at max characters, one fewer when it would split a surrogate pair", async () => {
    const { cutText } = await import("../src/tool.ts");
    expect(cutText("abcdef", 3)).toBe("abc");
    expect(cutText("ab🙂cd", 3)).toBe("ab");
    expect(cutText("ab🙂cd", 4)).toBe("ab🙂");
    expect(cutText("short")).toBe("short");
  });
});
