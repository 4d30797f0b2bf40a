import { EventEmitter } from "node:events";
import type { Interface } from "node:readline/promises";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { askPermission, type PolicyCall, questionPolicy, type ToolPolicy } from "../src/permission.ts";
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

/** The kit's default gate, as `Session.supervise` runs it: the policy, and on ask the question. */
async function allows(policy: ToolPolicy, rl: Interface, t: typeof bash, input: unknown): Promise<boolean> {
  const call: PolicyCall = { name: t.name, input, needsPermission: t.needsPermission };
  const decided = await policy.decide(call);
  if (decided.decision !== "ask") return decided.decision === "allow";
  const answer = await askPermission(rl, t, input);
  if (answer === "always") await policy.always(call);
  return answer !== "no";
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

describe("the kit's default policy: the permission question", () => {
  it("puts a mark in front of the question when one is given (a subagent's tool asks)", async () => {
    const { rl, asked } = answering("y");
    expect(await askPermission(rl, bash, { command: "ls" }, undefined, "  │ ")).toBe("yes");
    expect(asked).toEqual(["  │ Allow bash: ls? [y]es / [n]o / [a]lways "]);
  });

  it("asks before bash and file writes, not before the tools declared harmless", async () => {
    const { rl, asked } = answering("y", "n");
    const policy = questionPolicy(true);
    expect(await allows(policy, rl, readFile, { path: "a.txt" })).toBe(true);
    expect(await allows(policy, rl, bash, { command: "ls" })).toBe(true);
    expect(await allows(policy, rl, todo, { items: [] })).toBe(true);
    expect(await allows(policy, rl, writeFile, { path: "a.txt", content: "x" })).toBe(false);
    expect(asked).toEqual([
      "Allow bash: ls? [y]es / [n]o / [a]lways ",
      "Allow write_file: a.txt? [y]es / [n]o / [a]lways ",
    ]);
  });

  it("a tool asks unless its definition says it needs no permission", async () => {
    expect([bash, writeFile, editFile, deploy].map((t) => t.needsPermission)).toEqual([true, true, true, true]);
    expect([readFile, todo].map((t) => t.needsPermission)).toEqual([false, false]);
    const { rl, asked } = answering("n");
    expect(await allows(questionPolicy(true), rl, deploy, { target: "prod" })).toBe(false);
    expect(asked).toHaveLength(1);
  });

  it("'always' stops asking for that tool only, and unclear answers ask again", async () => {
    const { rl, asked } = answering("maybe", "a", "no");
    const policy = questionPolicy(true);
    expect(await allows(policy, rl, bash, { command: "ls" })).toBe(true);
    expect(await allows(policy, rl, bash, { command: "rm x" })).toBe(true);
    expect(await allows(policy, rl, editFile, { path: "x", old_text: "a", new_text: "b" })).toBe(false);
    expect(asked).toHaveLength(3);
  });

  it("without a terminal to ask on (replay, -p, --yes), allows everything", async () => {
    expect(
      await questionPolicy(false).decide({ name: "bash", input: { command: "ls" }, needsPermission: true }),
    ).toEqual({
      decision: "allow",
      reason: "No question is asked without a terminal.",
    });
  });
});

describe("the question on a terminal: one key, without Enter", () => {
  /** A terminal's readline: its input emits keypresses, readline's own listener among them. */
  function terminal() {
    const input = new EventEmitter();
    const written: string[] = [];
    const theirs: string[] = [];
    input.on("keypress", (s: string) => theirs.push(s));
    const rl = Object.assign(new EventEmitter(), {
      terminal: true,
      input,
      output: { write: (text: string) => written.push(text) },
    }) as unknown as Interface;
    return { rl, input, written, theirs };
  }

  it("answers with the key pressed; the keys that came with it (an Enter) are dropped; readline gets the keys back", async () => {
    const { rl, input, written, theirs } = terminal();
    const asked = askPermission(rl, bash, { command: "ls" });
    input.emit("keypress", "x", { name: "x" }); // not an answer: the question goes on
    input.emit("keypress", "a", { name: "a" });
    input.emit("keypress", "\r", { name: "return" });
    expect(await asked).toBe("always");
    expect(written).toEqual(["Allow bash: ls? [y]es / [n]o / [a]lways ", "a\n"].map((t) => expect.stringContaining(t)));
    expect(theirs).toEqual([]);
    await new Promise((done) => setImmediate(done));
    input.emit("keypress", "q", { name: "q" });
    expect(theirs).toEqual(["q"]);
  });

  it("Ctrl-C is readline's SIGINT; the turn's signal, aborted, ends the question", async () => {
    const { rl, input } = terminal();
    const stop = new AbortController();
    rl.on("SIGINT", () => stop.abort(new Error("interrupted")));
    const asked = askPermission(rl, bash, { command: "ls" }, stop.signal);
    input.emit("keypress", "\x03", { name: "c", ctrl: true });
    await expect(asked).rejects.toThrow("interrupted");
  });
});
