/**
 * The memory concept (src/concepts/memory/): each command of the memory tool with its exact answer, the index
 * rebuilt after each change, and every failure leaving `.memory/` as it was.
 */
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { MEMORY_LIMITS, type MemoryStore } from "../../../src/concepts/memory/index.ts";
import type { Tool } from "../../../src/tool.ts";
import { callMemory, freshMemory, memoryFolder, memoryText } from "./memory-helpers.ts";

let dir: string;
let store: MemoryStore;
let memory: Tool;
beforeEach(() => {
  ({ dir, store, memory } = freshMemory());
});

/** The answer to a call that must succeed. */
async function ok(input: Record<string, unknown>): Promise<string> {
  const answer = await callMemory(memory, input);
  expect(answer.error, answer.text).toBe(false);
  return answer.text;
}

/** The error a call gets; `.memory/` must be as it was before it. */
async function refused(input: Record<string, unknown>): Promise<string> {
  const before = memoryFolder(dir);
  const answer = await callMemory(memory, input);
  expect(answer.error, answer.text).toBe(true);
  expect(memoryFolder(dir)).toEqual(before);
  return answer.text;
}

const TESTS = memoryText("Tests", "How to run the tests", "feedback", "Run pnpm test, never npm test.");
const index = () => readFileSync(join(dir, ".memory", "MEMORY.md"), "utf-8");

describe("the memory tool's commands", () => {
  it("view lists /memories with sizes, and shows a file with numbered lines, whole or a range", async () => {
    const header =
      "Here're the files and directories up to 2 levels deep in /memories, excluding hidden items and node_modules:";
    expect(await ok({ command: "view", path: "/memories" })).toBe(`${header}\n0B\t/memories`);
    await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS });
    expect([Buffer.byteLength(TESTS), Buffer.byteLength(index())]).toEqual([100, 47]);
    expect(await ok({ command: "view", path: "/memories/" })).toBe(
      `${header}\n147B\t/memories\n47B\t/memories/MEMORY.md\n100B\t/memories/testing.md`,
    );
    expect(await ok({ command: "view", path: "/memories/testing.md" })).toBe(
      "Here's the content of /memories/testing.md with line numbers:\n" +
        "     1\t---\n     2\tname: Tests\n     3\tdescription: How to run the tests\n     4\ttype: feedback\n" +
        "     5\t---\n     6\tRun pnpm test, never npm test.\n     7\t",
    );
    expect(await ok({ command: "view", path: "/memories/testing.md", view_range: [2, 3] })).toBe(
      "Here's the content of /memories/testing.md with line numbers:\n     2\tname: Tests\n     3\tdescription: How to run the tests",
    );
    expect(await ok({ command: "view", path: "/memories/testing.md", view_range: [6, -1] })).toBe(
      "Here's the content of /memories/testing.md with line numbers:\n     6\tRun pnpm test, never npm test.\n     7\t",
    );
    for (const range of [[0, 2], [3, 2], [8, -1], [1], [1, 9]])
      expect(await refused({ command: "view", path: "/memories/testing.md", view_range: range })).toBe(
        `Error: Invalid \`view_range\` parameter: ${JSON.stringify(range)}. It should be two line numbers [first, last] within the lines of the file, [1, 7] (last -1: to the end).`,
      );
    expect(await refused({ command: "view", path: "/memories/missing.md" })).toBe(
      "Error: The path /memories/missing.md does not exist. Please provide a valid path.",
    );
  });

  it("create writes a new memory and its index line; a name already taken is refused and left as it was", async () => {
    expect(await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS })).toBe(
      "File created successfully at: /memories/testing.md",
    );
    expect(memoryFolder(dir)).toEqual({
      "MEMORY.md": "- [Tests](testing.md) — How to run the tests\n",
      "testing.md": TESTS,
    });
    const other = memoryText("Other", "Something else");
    expect(await refused({ command: "create", path: "/memories/testing.md", file_text: other })).toBe(
      "Error: File /memories/testing.md already exists",
    );
  });

  it("str_replace replaces text found exactly once; found nowhere or twice, it fails and the file stays as it was", async () => {
    await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS });
    expect(await refused({ command: "str_replace", path: "/memories/testing.md", old_str: "yarn", new_str: "x" })).toBe(
      "Error: No replacement was performed, old_str `yarn` did not appear verbatim in /memories/testing.md.",
    );
    expect(await refused({ command: "str_replace", path: "/memories/testing.md", old_str: "test", new_str: "x" })).toBe(
      "Error: No replacement was performed. Multiple occurrences of old_str `test` in lines: 3, 6. Please ensure it is unique",
    );
    expect(await refused({ command: "str_replace", path: "/memories/testing.md", old_str: "", new_str: "x" })).toBe(
      "Error: old_str is empty: give the exact text to replace.",
    );
    // Text over two lines is found too (the SDK's helper matches within one line only).
    expect(
      await ok({
        command: "str_replace",
        path: "/memories/testing.md",
        old_str: "---\nRun pnpm test,",
        new_str: "---\nRun pnpm test --silent,",
      }),
    ).toBe(
      "The memory file has been edited. Here is the snippet showing the change (with line numbers):\n" +
        "     3\tdescription: How to run the tests\n     4\ttype: feedback\n     5\t---\n" +
        "     6\tRun pnpm test --silent, never npm test.\n     7\t",
    );
    await ok({ command: "str_replace", path: "/memories/testing.md", old_str: "How to run", new_str: "Running" });
    expect(index()).toBe("- [Tests](testing.md) — Running the tests\n");
    // An edit that would break the front matter is refused whole.
    expect(
      await refused({ command: "str_replace", path: "/memories/testing.md", old_str: "type: feedback\n", new_str: "" }),
    ).toBe(
      "Error: After this change, /memories/testing.md has no type in its front matter. A memory starts with front matter: a line ---, then name: (a short title), description: (one line), type: (one of user, feedback, project, reference), then a line ---; the memory follows. Nothing was changed.",
    );
  });

  it("insert puts text after insert_line (0: at the top); a line past the end is refused", async () => {
    await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS });
    expect(
      await ok({ command: "insert", path: "/memories/testing.md", insert_line: 6, insert_text: "Lint first.\n" }),
    ).toBe("The file /memories/testing.md has been edited.");
    expect(readFileSync(join(dir, ".memory", "testing.md"), "utf-8")).toBe(TESTS.replace(/\n$/, "\nLint first.\n"));
    for (const line of [-1, 9])
      expect(
        await refused({ command: "insert", path: "/memories/testing.md", insert_line: line, insert_text: "x" }),
      ).toBe(
        `Error: Invalid \`insert_line\` parameter: ${line}. It should be within the range of lines of the file: [0, 8]`,
      );
    // At the top, the text would come before the front matter: refused, nothing changed.
    expect(
      await refused({ command: "insert", path: "/memories/testing.md", insert_line: 0, insert_text: "x" }),
    ).toMatch(/^Error: After this change, \/memories\/testing.md has no front matter\. .* Nothing was changed\.$/);
  });

  it("delete removes a memory and its index line; the folder itself and a missing file are refused", async () => {
    await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS });
    expect(await ok({ command: "delete", path: "/memories/testing.md" })).toBe(
      "Successfully deleted /memories/testing.md",
    );
    expect(memoryFolder(dir)).toEqual({ "MEMORY.md": "" });
    expect(await refused({ command: "delete", path: "/memories/testing.md" })).toBe(
      "Error: The path /memories/testing.md does not exist",
    );
    expect(await refused({ command: "delete", path: "/memories" })).toBe(
      "Error: Cannot delete the /memories directory itself",
    );
  });

  it("rename moves a memory; onto an existing memory it is refused and both are kept", async () => {
    await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS });
    const style = memoryText("Style", "Tabs, not spaces", "user");
    await ok({ command: "create", path: "/memories/style.md", file_text: style });
    expect(await refused({ command: "rename", old_path: "/memories/testing.md", new_path: "/memories/style.md" })).toBe(
      "Error: The destination /memories/style.md already exists",
    );
    expect(await ok({ command: "rename", old_path: "/memories/testing.md", new_path: "/memories/tests.md" })).toBe(
      "Successfully renamed /memories/testing.md to /memories/tests.md",
    );
    expect(memoryFolder(dir)).toEqual({
      "MEMORY.md": "- [Style](style.md) — Tabs, not spaces\n- [Tests](tests.md) — How to run the tests\n",
      "style.md": style,
      "tests.md": TESTS,
    });
    expect(await refused({ command: "rename", old_path: "/memories/testing.md", new_path: "/memories/t.md" })).toBe(
      "Error: The path /memories/testing.md does not exist",
    );
    expect(await refused({ command: "rename", old_path: "/memories", new_path: "/memories/t.md" })).toBe(
      "Error: Cannot rename the /memories directory itself",
    );
  });

  it("a call without its command's fields, or with another command's, is refused before anything is read", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ command: "create", path: "/memories/a.md" }, "Error: create takes path and file_text: file_text is missing."],
      [
        { command: "str_replace", path: "/memories/a.md" },
        "Error: str_replace takes path, old_str, new_str: old_str and new_str are missing.",
      ],
      [
        { command: "rename", path: "/memories/a.md" },
        "Error: rename takes old_path and new_path: old_path and new_path are missing.",
      ],
      [{ command: "delete", path: "/memories/a.md", file_text: "x" }, "Error: delete takes path, not file_text."],
      [
        { command: "view", path: "/memories", insert_line: 1 },
        "Error: view takes path and view_range, not insert_line.",
      ],
      [
        { command: "move", path: "/memories/a.md" },
        expect.stringMatching(/^Error: Invalid input for memory: command: /),
      ],
      [
        { command: "insert", path: "/memories/a.md", insert_line: 1.5, insert_text: "x" },
        expect.stringMatching(/^Error: Invalid input for memory: insert_line: /),
      ],
    ];
    for (const [input, error] of cases) expect((await callMemory(memory, input)).text).toEqual(error);
  });
});

describe("memory files", () => {
  it("a memory has front matter with name, description and type: each lack is said, and nothing is written", async () => {
    const format =
      "A memory starts with front matter: a line ---, then name: (a short title), description: (one line), type: (one of user, feedback, project, reference), then a line ---; the memory follows. Nothing was changed.";
    const cases: [string, string][] = [
      ["Just a note.\n", "has no front matter"],
      ["---\nname: [unclosed\n---\n", "has front matter that is not valid YAML ("],
      ["---\n- a\n- b\n---\n", "has front matter that is not a set of fields (name:, description:, type:)"],
      ["---\ndescription: d\ntype: user\n---\n", "has no name in its front matter"],
      ["---\nname: n\ndescription: ''\ntype: user\n---\n", "has no description in its front matter"],
      [
        "---\nname: n\ndescription: d\ntype: secret\n---\n",
        'has the type "secret", not one of user, feedback, project, reference',
      ],
      [memoryText("n", "d".repeat(301)), "has a description of 301 characters, more than 300"],
      [memoryText("n".repeat(101), "d"), "has a name of 101 characters, more than 100"],
    ];
    for (const [text, problem] of cases) {
      const error = await refused({ command: "create", path: "/memories/a.md", file_text: text });
      expect(error.startsWith(`Error: /memories/a.md ${problem}`), error).toBe(true);
      expect(error.endsWith(format), error).toBe(true);
    }
  });

  it("the index has a line per memory, in name order, each on one line whatever its fields hold", async () => {
    await ok({
      command: "create",
      path: "/memories/b.md",
      file_text: memoryText("B [draft]", '"Two\\nlines\\u001b[31m"', "project"),
    });
    await ok({ command: "create", path: "/memories/a.md", file_text: memoryText("A", "First", "reference") });
    expect(index()).toBe("- [A](a.md) — First\n- [B \\[draft\\]](b.md) — Two lines [31m\n");
  });

  it("what is in .memory/ but no memory is named in the index and in its errors, never taken for absent", async () => {
    const folder = join(dir, ".memory");
    await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS });
    writeFileSync(join(folder, "notes.md"), "No front matter here.\n");
    writeFileSync(join(folder, "todo.txt"), "x\n");
    const { execFileSync } = await import("node:child_process");
    execFileSync("mkfifo", [join(folder, "pipe.md")]);
    execFileSync("mkdir", [join(folder, "dir.md")]);
    writeFileSync(join(folder, "big.md"), "x".repeat(4 * 1024 * 1024 + 1));
    expect(await store.index()).toBe(
      [
        "- [big.md](big.md) — (not a memory: it cannot be read: /memories/big.md is 4.0 MB, more than the memory tool reads (4.0 MB): it was not written by it. Shorten it or delete it.)",
        "- [dir.md](dir.md) — (not a memory: a folder; memories are kept directly in /memories)",
        "- [notes.md](notes.md) — (not a memory: it has no front matter)",
        "- [pipe.md](pipe.md) — (not a memory: not a regular file)",
        "- [Tests](testing.md) — How to run the tests",
        "- [todo.txt](todo.txt) — (not a memory: its name does not end in .md)",
        "",
      ].join("\n"),
    );
    expect(index()).toBe(await store.index());
    expect(await refused({ command: "view", path: "/memories/pipe.md" })).toBe(
      "Error: /memories/pipe.md is not a regular file (a pipe or a device).",
    );
    expect(await refused({ command: "view", path: "/memories/dir.md" })).toBe(
      "Error: /memories/dir.md is a folder: memories are files kept directly in /memories.",
    );
    expect(await refused({ command: "str_replace", path: "/memories/big.md", old_str: "x", new_str: "y" })).toBe(
      "Error: /memories/big.md is 4.0 MB, more than the memory tool reads (4.0 MB): it was not written by it. Shorten it or delete it.",
    );
    for (const name of ["pipe.md", "dir.md", "notes.md"])
      expect(await refused({ command: "create", path: `/memories/${name}`, file_text: TESTS })).toBe(
        `Error: File /memories/${name} already exists`,
      );
    expect(await ok({ command: "view", path: "/memories" })).toContain("\n-\t/memories/pipe.md (not a file)\n");
  });

  it("size limits: per memory, in total and per result, each with its error; nothing changed", async () => {
    ({ dir, store, memory } = freshMemory({ fileBytes: 200, totalBytes: 400, resultChars: 300 }));
    const body = (n: number) => memoryText("M", "d", "user", "x".repeat(n));
    expect(Buffer.byteLength(body(150))).toBe(193);
    await ok({ command: "create", path: "/memories/a.md", file_text: body(150) });
    expect(await refused({ command: "create", path: "/memories/b.md", file_text: body(160) })).toBe(
      "Error: /memories/b.md would be 203 bytes, more than a memory may be (200 bytes): keep a memory short, or split it in two. Nothing was changed.",
    );
    expect(
      await refused({ command: "insert", path: "/memories/a.md", insert_line: 6, insert_text: "y".repeat(10) }),
    ).toBe(
      "Error: After this change, /memories/a.md would be 204 bytes, more than a memory may be (200 bytes): keep a memory short, or split it in two. Nothing was changed.",
    );
    await ok({ command: "create", path: "/memories/b.md", file_text: body(150) });
    expect(await refused({ command: "create", path: "/memories/c.md", file_text: body(10) })).toBe(
      "Error: The memories would take 439 bytes in all, more than /memories may hold (400 bytes): delete or shorten the memories you no longer need. Nothing was changed.",
    );
    await ok({ command: "delete", path: "/memories/b.md" });
    await ok({
      command: "create",
      path: "/memories/lines.md",
      file_text: memoryText("L", "d", "user", "a\n".repeat(40)),
    });
    expect(await refused({ command: "view", path: "/memories/lines.md" })).toBe(
      "Error: /memories/lines.md with its line numbers is 512 characters, more than one result may hold (300): view part of it with view_range, such as [1, 23].",
    );
    // Lines 1 to 23 are the most that fit: 298 characters; with line 24, 307.
    expect(await ok({ command: "view", path: "/memories/lines.md", view_range: [1, 23] })).toHaveLength(298);
    expect(await refused({ command: "view", path: "/memories/lines.md", view_range: [1, 24] })).toMatch(
      / is 307 characters,/,
    );
  });

  it("a listing longer than a result may be stops with a line saying how many entries were left out", async () => {
    ({ dir, store, memory } = freshMemory({ ...MEMORY_LIMITS, resultChars: 400 }));
    for (let i = 1; i <= 12; i++)
      await ok({
        command: "create",
        path: `/memories/m${String(i).padStart(2, "0")}.md`,
        file_text: memoryText(`M${i}`, "d"),
      });
    const listing = await ok({ command: "view", path: "/memories" });
    expect(listing.length).toBeLessThanOrEqual(400);
    const lines = listing.split("\n");
    // The header, the folder's line, the entries that fit (MEMORY.md first), and the note for the rest of the 13.
    const shown = lines.slice(2, -1);
    expect(shown[0]).toMatch(/^\d+B\t\/memories\/MEMORY\.md$/);
    expect(shown.length).toBeGreaterThan(3);
    expect(lines.at(-1)).toBe(
      `(${13 - shown.length} more entries left out: the index /memories/MEMORY.md lists every memory.)`,
    );
  });

  it("an error repeats a long old_str by its start and its length only", async () => {
    await ok({ command: "create", path: "/memories/testing.md", file_text: TESTS });
    const long = "z".repeat(2000);
    expect(await refused({ command: "str_replace", path: "/memories/testing.md", old_str: long, new_str: "" })).toBe(
      `Error: No replacement was performed, old_str \`${"z".repeat(500)}… (2000 characters)\` did not appear verbatim in /memories/testing.md.`,
    );
  });

  // Root reads any file whatever its mode: the case needs an ordinary user (checked so by hand, run as nobody).
  it.skipIf(process.getuid?.() === 0)(
    "a memory the system will not let it read is named, never taken for absent",
    async () => {
      await ok({ command: "create", path: "/memories/secret.md", file_text: TESTS });
      chmodSync(join(dir, ".memory", "secret.md"), 0);
      const error = "Cannot read /memories/secret.md: permission denied. It was left as it is.";
      expect(await store.index()).toBe(`- [secret.md](secret.md) — (not a memory: it cannot be read: ${error})\n`);
      expect(await refused({ command: "view", path: "/memories/secret.md" })).toBe(`Error: ${error}`);
      expect(await refused({ command: "create", path: "/memories/secret.md", file_text: TESTS })).toBe(
        "Error: File /memories/secret.md already exists",
      );
    },
  );
});
