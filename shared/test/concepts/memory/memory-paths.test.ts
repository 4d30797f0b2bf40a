/**
 * The memory tool's paths: every one under /memories, mapped onto the workspace's `.memory/`; each refused path
 * gets an error that names its rule, and leaves `.memory/` (and everything outside it) as it was.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import type { Tool } from "../../../src/tool.ts";
import { callMemory, freshMemory, memoryFolder, memoryText } from "./memory-helpers.ts";

let dir: string;
let memory: Tool;
const TESTS = memoryText("Tests", "How to run the tests");
beforeEach(async () => {
  ({ dir, memory } = freshMemory());
  expect((await callMemory(memory, { command: "create", path: "/memories/testing.md", file_text: TESTS })).error).toBe(
    false,
  );
});

/** The error a call gets; `.memory/` must be as it was before it. */
async function refused(input: Record<string, unknown>): Promise<string> {
  const before = memoryFolder(dir);
  const answer = await callMemory(memory, input);
  expect(answer.error, answer.text).toBe(true);
  expect(memoryFolder(dir)).toEqual(before);
  return answer.text;
}

const create = (path: string) => ({ command: "create", path, file_text: TESTS });
const view = (path: string) => ({ command: "view", path });

/** Each rule, a call that breaks it, and the error the model gets. */
const REFUSED: [string, Record<string, unknown>, string][] = [
  [
    "..",
    view("/memories/../secrets.md"),
    'Error: /memories/../secrets.md contains "..": a memory path may not climb out of /memories.',
  ],
  ["..", create("/memories/.."), 'Error: /memories/.. contains "..": a memory path may not climb out of /memories.'],
  [
    "outside /memories",
    view("/etc/passwd"),
    "Error: /etc/passwd is outside /memories: every memory path lies under /memories (such as /memories/testing.md).",
  ],
  [
    "outside /memories",
    create("memories/a.md"),
    "Error: memories/a.md is outside /memories: every memory path lies under /memories (such as /memories/testing.md).",
  ],
  [
    "outside /memories",
    create("/memoriesa.md"),
    "Error: /memoriesa.md is outside /memories: every memory path lies under /memories (such as /memories/testing.md).",
  ],
  [
    "NUL",
    view("/memories/testing.md\u0000.txt"),
    'Error: The path "/memories/testing.md\\u0000.txt" holds a control character (NUL): a memory path is plain text, with no NUL, line break or other control character.',
  ],
  [
    "control character",
    create("/memories/a\nb.md"),
    'Error: The path "/memories/a\\nb.md" holds a control character (line feed): a memory path is plain text, with no NUL, line break or other control character.',
  ],
  [
    "control character",
    create("/memories/\u001b[31ma.md"),
    'Error: The path "/memories/\\u001b[31ma.md" holds a control character (U+001B): a memory path is plain text, with no NUL, line break or other control character.',
  ],
  [
    "case",
    create("/memories/memory.md"),
    "Error: /memories/memory.md differs only in case from /memories/MEMORY.md: on a disk that ignores case they would be one file. Use another name.",
  ],
  [
    "case",
    view("/memories/Testing.md"),
    "Error: /memories/Testing.md differs only in case from /memories/testing.md: on a disk that ignores case they would be one file. Use another name.",
  ],
  [
    "case",
    { command: "rename", old_path: "/memories/testing.md", new_path: "/memories/Memory.md" },
    "Error: /memories/Memory.md differs only in case from /memories/MEMORY.md: on a disk that ignores case they would be one file. Use another name.",
  ],
  [
    "sub-folder",
    create("/memories/notes/a.md"),
    "Error: /memories/notes/a.md is in a sub-folder: memories are kept directly in /memories (such as /memories/a.md).",
  ],
  [
    "the store's own names",
    view("/memories/.lock"),
    "Error: /memories/.lock starts with a dot: such names are the memory store's own files (its lock, its temporary files), not memories.",
  ],
  [
    "a memory's file name",
    create("/memories/notes.txt"),
    'Error: /memories/notes.txt is not a memory\'s file name: a memory is a markdown file named with letters, digits, ".", "_" and "-", ending in .md, at most 100 characters (such as /memories/testing.md).',
  ],
  [
    "the index",
    { command: "str_replace", path: "/memories/MEMORY.md", old_str: "Tests", new_str: "x" },
    "Error: /memories/MEMORY.md is the index: it is rebuilt from the memories after each change, never written with the memory tool. Change a memory instead.",
  ],
  [
    "the index",
    { command: "delete", path: "/memories/MEMORY.md" },
    "Error: /memories/MEMORY.md is the index: it is rebuilt from the memories after each change, never written with the memory tool. Change a memory instead.",
  ],
  [
    "the folder",
    { command: "insert", path: "/memories", insert_line: 0, insert_text: "x" },
    "Error: The path /memories is not a file.",
  ],
];

describe("refused paths", () => {
  it.each(REFUSED)("%s: %j", async (_rule, input, error) => {
    expect(await refused(input)).toBe(error);
  });

  it("a link in .memory/ is never followed, whatever the command: the file it points to stays as it was", async () => {
    const secret = join(dir, "secret.txt");
    writeFileSync(secret, memoryText("Secret", "Outside the memory"));
    symlinkSync(secret, join(dir, ".memory", "evil.md"));
    const link =
      "Error: /memories/evil.md is a link: the memory tool never follows a link. Nothing was read or changed.";
    expect(await refused(view("/memories/evil.md"))).toBe(link);
    expect(await refused({ command: "str_replace", path: "/memories/evil.md", old_str: "Secret", new_str: "x" })).toBe(
      link,
    );
    expect(await refused({ command: "insert", path: "/memories/evil.md", insert_line: 1, insert_text: "x" })).toBe(
      link,
    );
    expect(await refused({ command: "delete", path: "/memories/evil.md" })).toBe(link);
    expect(await refused({ command: "rename", old_path: "/memories/evil.md", new_path: "/memories/e.md" })).toBe(link);
    expect(await refused(create("/memories/evil.md"))).toBe("Error: File /memories/evil.md already exists");
    // A hard link is a second name of a file elsewhere: refused as well.
    linkSync(secret, join(dir, ".memory", "hard.md"));
    expect(await refused(view("/memories/hard.md"))).toBe(
      "Error: /memories/hard.md is a hard link (the file has 2 names): the memory tool never reads or writes a file through a link. Nothing was read or changed.",
    );
    expect(readFileSync(secret, "utf-8")).toBe(memoryText("Secret", "Outside the memory"));
  });

  it(".memory itself a link to another folder: refused, nothing written there", async () => {
    const elsewhere = join(dir, "elsewhere");
    mkdirSync(elsewhere);
    renameSync(join(dir, ".memory"), join(dir, "old-memory"));
    symlinkSync(elsewhere, join(dir, ".memory"));
    const answer = await callMemory(memory, create("/memories/a.md"));
    expect(answer).toEqual({
      text: "Error: .memory is a link to another folder; its files are kept only in a folder of the workspace itself. Remove the link (rm .memory) and try again.",
      error: true,
    });
    expect(memoryFolder(dir)).toEqual({});
  });
});
