import type { Interface } from "node:readline/promises";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Permission } from "../src/permission.ts";
import { schemaTool, tool } from "../src/tool.ts";

/** A readline stand-in that answers the questions in order and remembers them. */
function answering(...answers: string[]) {
  const asked: string[] = [];
  const rl = {
    question: async (q: string) => {
      asked.push(q.replace(/\x1b\[[0-9;]*m/g, ""));
      return answers.shift() ?? "n";
    },
  } as unknown as Interface;
  return { rl, asked };
}

// Declared as the lessons declare them: only the harmless ones say they need no permission.
const bash = tool("bash", "Run a command.", { command: z.string() }, () => "");
const readFile = tool("read_file", "Read a file.", { path: z.string() }, () => "", { needsPermission: false });
const writeFile = tool("write_file", "Write a file.", { path: z.string(), content: z.string() }, () => "");
const editFile = tool("edit_file", "Edit a file.", { path: z.string() }, () => "");
const todo = schemaTool("todo", "Update the plan.", { type: "object" }, () => "", { needsPermission: false });
const deploy = schemaTool(
  "deploy",
  "A new tool whose author forgot to think about permission.",
  { type: "object" },
  () => "",
);

describe("permission prompt", () => {
  it("puts a mark in front of the question when one is given (a subagent's tool asks)", async () => {
    const { rl, asked } = answering("y");
    expect(await new Permission(rl).allows(bash, { command: "ls" }, undefined, "  │ ")).toBe(true);
    expect(asked).toEqual(["  │ Allow bash: ls? [y]es / [n]o / [a]lways "]);
  });

  it("asks before bash and file writes, not before the tools declared harmless", async () => {
    const { rl, asked } = answering("y", "n");
    const permission = new Permission(rl);
    expect(await permission.allows(readFile, { path: "a.txt" })).toBe(true);
    expect(await permission.allows(bash, { command: "ls" })).toBe(true);
    expect(await permission.allows(todo, { items: [] })).toBe(true);
    expect(await permission.allows(writeFile, { path: "a.txt", content: "x" })).toBe(false);
    expect(asked).toEqual([
      "Allow bash: ls? [y]es / [n]o / [a]lways ",
      "Allow write_file: a.txt? [y]es / [n]o / [a]lways ",
    ]);
  });

  it("a tool asks unless its definition says it needs no permission", async () => {
    expect([bash, writeFile, editFile, deploy].map((t) => t.needsPermission)).toEqual([true, true, true, true]);
    expect([readFile, todo].map((t) => t.needsPermission)).toEqual([false, false]);
    const { rl, asked } = answering("n");
    expect(await new Permission(rl).allows(deploy, { target: "prod" })).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it("'always' stops asking for that tool only, and unclear answers ask again", async () => {
    const { rl, asked } = answering("maybe", "a", "no");
    const permission = new Permission(rl);
    expect(await permission.allows(bash, { command: "ls" })).toBe(true);
    expect(await permission.allows(bash, { command: "rm x" })).toBe(true);
    expect(await permission.allows(editFile, { path: "x", old_text: "a", new_text: "b" })).toBe(false);
    expect(asked).toHaveLength(3);
  });

  it("without a terminal to ask on (replay, -p, --yes), allows everything", async () => {
    expect(await new Permission(undefined).allows(bash, { command: "ls" })).toBe(true);
  });
});
