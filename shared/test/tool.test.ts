import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaTool, tool, ToolError, toolSpecs } from "../src/tool.ts";

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

  it("parses valid input and passes it to the handler", async () => {
    const parsed = echo.parse({ text: "ab", times: 2 });
    expect(parsed).toEqual({ ok: true, value: { text: "ab", times: 2 } });
    expect(await echo.run(parsed.ok && parsed.value)).toBe("abab");
  });

  it("says in one line what is wrong with missing and mistyped arguments", () => {
    expect(echo.parse({})).toEqual({ ok: false, error: "text: Invalid input: expected string, received undefined" });
    expect(echo.parse({ text: 3, times: "x" })).toEqual({
      ok: false,
      error:
        "text: Invalid input: expected string, received number; times: Invalid input: expected number, received string",
    });
    expect(echo.parse(null).ok).toBe(false);
  });

  it("needs the learner's permission unless its definition says otherwise", () => {
    expect(echo.needsPermission).toBe(true);
    expect(tool("look", "Reads only.", {}, () => "", { needsPermission: false }).needsPermission).toBe(false);
  });

  it("lets a handler's errors through: the lesson's dispatch turns them into results", async () => {
    await expect(async () => failing.run({})).rejects.toThrow(new ToolError("Error: Nope (a tool error)"));
    await expect(async () => crashing.run({})).rejects.toThrow(TypeError);
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

  it("passes any object to the handler, which decides and throws its own errors", async () => {
    expect(list.parse({ items: ["A", "zzz"] })).toEqual({ ok: true, value: { items: ["A", "zzz"] } });
    expect(await list.run({ items: ["A", "zzz"] })).toBe("A,zzz");
    expect(() => list.run({})).toThrow("items must be a list");
  });

  it("refuses input that is not an object", () => {
    expect(list.parse(["a"])).toEqual({ ok: false, error: "input: expected an object" });
    expect(list.needsPermission).toBe(true);
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
