import type { Interface } from "node:readline/promises";
import { describe, expect, it } from "vitest";
import { Permission } from "../src/permission.ts";

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

describe("permission prompt", () => {
  it("asks before bash and file writes, not before reads", async () => {
    const { rl, asked } = answering("y", "n");
    const permission = new Permission(rl);
    expect(await permission.allows("read_file", { path: "a.txt" })).toBe(true);
    expect(await permission.allows("bash", { command: "ls" })).toBe(true);
    expect(await permission.allows("write_file", { path: "a.txt", content: "x" })).toBe(false);
    expect(asked).toEqual([
      "Allow bash: ls? [y]es / [n]o / [a]lways ",
      "Allow write_file: a.txt? [y]es / [n]o / [a]lways ",
    ]);
  });

  it("'always' stops asking for that tool only, and unclear answers ask again", async () => {
    const { rl, asked } = answering("maybe", "a", "no");
    const permission = new Permission(rl);
    expect(await permission.allows("bash", { command: "ls" })).toBe(true);
    expect(await permission.allows("bash", { command: "rm x" })).toBe(true);
    expect(await permission.allows("edit_file", { path: "x", old_text: "a", new_text: "b" })).toBe(false);
    expect(asked).toHaveLength(3);
  });

  it("without a terminal to ask on (replay, -p, --yes), allows everything", async () => {
    expect(await new Permission(undefined).allows("bash", { command: "ls" })).toBe(true);
  });
});
