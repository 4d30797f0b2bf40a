import { execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editTextFile } from "../src/tools/edit-file.ts";
import { globFiles } from "../src/tools/glob.ts";
import { readTextFile } from "../src/tools/read-file.ts";
import { writeTextFile } from "../src/tools/write-file.ts";
import { safePath } from "../src/workspace.ts";

let ws: string;
let outside: string;
beforeEach(() => {
  const base = mkdtempSync(join(tmpdir(), "kit-files-"));
  ws = join(base, "ws");
  outside = join(base, "outside");
  mkdirSync(ws);
  mkdirSync(outside);
  writeFileSync(join(outside, "secret.txt"), "top secret\n");
  writeFileSync(join(ws, "notes.txt"), "one\ntwo\nthree\nfour\nfive\n");
});

describe("safePath", () => {
  it("resolves paths inside the workspace", () => {
    expect(safePath(ws, "notes.txt")).toMatch(/ws\/notes\.txt$/);
    expect(safePath(ws, "sub/dir/new.txt")).toMatch(/ws\/sub\/dir\/new\.txt$/);
    expect(safePath(ws, "./sub/../notes.txt")).toMatch(/ws\/notes\.txt$/);
  });

  it("refuses ../ escapes", () => {
    expect(() => safePath(ws, "../outside/secret.txt")).toThrow("Error: Path escapes workspace: ../outside/secret.txt");
    expect(() => safePath(ws, "..")).toThrow("Error: Path escapes workspace: ..");
  });

  it("refuses absolute paths outside", () => {
    expect(() => safePath(ws, "/etc/passwd")).toThrow("Error: Path escapes workspace: /etc/passwd");
    expect(() => safePath(ws, join(outside, "secret.txt"))).toThrow("Path escapes workspace");
  });

  it("refuses a sibling folder whose name starts with the workspace's", () => {
    mkdirSync(`${ws}-evil`);
    expect(() => safePath(ws, `../ws-evil/x`)).toThrow("Path escapes workspace");
  });

  it("follows symlinks: a link to a file or folder outside is an escape", () => {
    symlinkSync(join(outside, "secret.txt"), join(ws, "link.txt"));
    symlinkSync(outside, join(ws, "linkdir"));
    expect(() => safePath(ws, "link.txt")).toThrow("Error: Path escapes workspace: link.txt");
    expect(() => safePath(ws, "linkdir/secret.txt")).toThrow("Path escapes workspace");
    expect(() => safePath(ws, "linkdir/new-file.txt")).toThrow("Path escapes workspace");
  });

  it("treats a dangling symlink as its target: no write can create a file outside", async () => {
    symlinkSync("../outside/created.txt", join(ws, "dlink"));
    symlinkSync(join(outside, "newdir"), join(ws, "dlinkdir"));
    expect(() => safePath(ws, "dlink")).toThrow("Error: Path escapes workspace: dlink");
    await expect(writeTextFile(ws, "dlink", "pwned")).rejects.toThrow("Error: Path escapes workspace: dlink");
    await expect(writeTextFile(ws, "dlinkdir/x.txt", "pwned")).rejects.toThrow(
      "Error: Path escapes workspace: dlinkdir/x.txt",
    );
    expect(existsSync(join(outside, "created.txt"))).toBe(false);
    // A dangling link that points inside is fine, and so is a chain of them.
    symlinkSync("later.txt", join(ws, "inner"));
    symlinkSync("inner", join(ws, "chain"));
    expect(safePath(ws, "chain")).toMatch(/ws\/later\.txt$/);
    symlinkSync("loop-b", join(ws, "loop-a"));
    symlinkSync("loop-a", join(ws, "loop-b"));
    expect(() => safePath(ws, "loop-a")).toThrow("Error: Too many levels of symbolic links: ");
  });

  it("allows a symlink that stays inside", () => {
    symlinkSync(join(ws, "notes.txt"), join(ws, "alias.txt"));
    expect(safePath(ws, "alias.txt")).toMatch(/ws\/notes\.txt$/);
  });
});

describe("read_file", () => {
  it("reads a whole file without the trailing newline", async () => {
    expect(await readTextFile(ws, "notes.txt")).toBe("one\ntwo\nthree\nfour\nfive");
  });

  it("with a limit, appends how many lines were left out", async () => {
    expect(await readTextFile(ws, "notes.txt", 2)).toBe("one\ntwo\n... (3 more lines)");
    expect(await readTextFile(ws, "notes.txt", 5)).toBe("one\ntwo\nthree\nfour\nfive");
  });

  it("cuts at 50 000 characters", async () => {
    writeFileSync(join(ws, "big.txt"), "x".repeat(120_000));
    expect((await readTextFile(ws, "big.txt")).length).toBe(50_000);
  });

  it("refuses a binary file with a clear error", async () => {
    writeFileSync(join(ws, "image.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x1a, 0x0a]));
    await expect(readTextFile(ws, "image.png")).rejects.toThrow(
      "Error: image.png is a binary file (8 bytes); read_file reads text only",
    );
  });

  it("decodes invalid UTF-8 with replacement characters", async () => {
    writeFileSync(join(ws, "latin1.txt"), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    expect(await readTextFile(ws, "latin1.txt")).toBe("caf\uFFFD");
  });

  it("reports a missing file, a folder and an escape", async () => {
    await expect(readTextFile(ws, "nope.txt")).rejects.toThrow("Error: File not found: nope.txt");
    mkdirSync(join(ws, "dir"));
    await expect(readTextFile(ws, "dir")).rejects.toThrow("Error: dir is a directory, not a file");
    await expect(readTextFile(ws, "../outside/secret.txt")).rejects.toThrow(
      "Error: Path escapes workspace: ../outside/secret.txt",
    );
  });
});

describe("write_file", () => {
  it("creates parent folders and reports the bytes written", async () => {
    expect(await writeTextFile(ws, "a/b/c.txt", "hello")).toBe("Wrote 5 bytes to a/b/c.txt");
    expect(readFileSync(join(ws, "a/b/c.txt"), "utf-8")).toBe("hello");
  });

  it("counts bytes, not characters", async () => {
    expect(await writeTextFile(ws, "u.txt", "é€")).toBe("Wrote 5 bytes to u.txt");
  });

  it("refuses to write through a symlinked folder that points outside", async () => {
    symlinkSync(outside, join(ws, "linkdir"));
    await expect(writeTextFile(ws, "linkdir/pwned.txt", "x")).rejects.toThrow(
      "Error: Path escapes workspace: linkdir/pwned.txt",
    );
    await expect(writeTextFile(ws, "/tmp/pwned.txt", "x")).rejects.toThrow("Path escapes workspace");
  });
});

describe("edit_file", () => {
  it("replaces text that appears exactly once", async () => {
    writeFileSync(join(ws, "r.txt"), "a b c");
    expect(await editTextFile(ws, "r.txt", "b", "B")).toBe("Edited r.txt");
    expect(readFileSync(join(ws, "r.txt"), "utf-8")).toBe("a B c");
  });

  it("refuses text found several times, saying how many, and leaves the file untouched", async () => {
    writeFileSync(join(ws, "r.txt"), "a a a");
    await expect(editTextFile(ws, "r.txt", "a", "b")).rejects.toThrow(
      "Error: old_text appears 3 times in r.txt; it must appear exactly once. Include more of the surrounding text to pick one. The file is unchanged.",
    );
    writeFileSync(join(ws, "o.txt"), "aaa");
    await expect(editTextFile(ws, "o.txt", "aa", "b")).rejects.toThrow("old_text appears 2 times in o.txt"); // overlapping
    expect(readFileSync(join(ws, "r.txt"), "utf-8")).toBe("a a a");
    expect(await editTextFile(ws, "r.txt", "a a a", "b")).toBe("Edited r.txt");
  });

  it("refuses an empty old_text with its own message", async () => {
    await expect(editTextFile(ws, "notes.txt", "", "y")).rejects.toThrow(
      "Error: old_text is empty: give the exact text to replace, with enough around it to appear once in notes.txt. To write a whole file, use write_file.",
    );
  });

  it("refuses binary and non-UTF-8 files, which it would corrupt", async () => {
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    writeFileSync(join(ws, "latin1.txt"), latin1);
    await expect(editTextFile(ws, "latin1.txt", "caf", "CAF")).rejects.toThrow(
      "Error: latin1.txt is not valid UTF-8 text; edit_file would corrupt it",
    );
    expect(readFileSync(join(ws, "latin1.txt"))).toEqual(latin1);
    writeFileSync(join(ws, "image.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]));
    await expect(editTextFile(ws, "image.png", "PNG", "JPG")).rejects.toThrow(
      "Error: image.png is a binary file (6 bytes); edit_file edits text only",
    );
  });

  it("keeps a byte-order mark and the file's permissions", async () => {
    writeFileSync(join(ws, "bom.txt"), "\uFEFFhello");
    chmodSync(join(ws, "bom.txt"), 0o751);
    await editTextFile(ws, "bom.txt", "hello", "bye");
    expect(readFileSync(join(ws, "bom.txt"))).toEqual(Buffer.from("\uFEFFbye"));
    expect(statSync(join(ws, "bom.txt")).mode & 0o777).toBe(0o751);
    expect(readdirSync(ws).filter((f) => f.endsWith(".tmp"))).toEqual([]); // no temporary file left
  });

  it("keeps $& and $1 in the new text literal", async () => {
    writeFileSync(join(ws, "r.txt"), "price: X");
    await editTextFile(ws, "r.txt", "X", "$& $1 $$");
    expect(readFileSync(join(ws, "r.txt"), "utf-8")).toBe("price: $& $1 $$");
  });

  it("reports text that is not there, and a missing file", async () => {
    await expect(editTextFile(ws, "notes.txt", "zzz", "y")).rejects.toThrow("Error: Text not found in notes.txt");
    await expect(editTextFile(ws, "gone.txt", "a", "b")).rejects.toThrow("Error: File not found: gone.txt");
    mkdirSync(join(ws, "folder"));
    await expect(editTextFile(ws, "folder", "a", "b")).rejects.toThrow("Error: folder is a directory, not a file");
  });
});

describe("glob", () => {
  it("lists matches sorted, relative to the workspace", async () => {
    mkdirSync(join(ws, "src/deep"), { recursive: true });
    writeFileSync(join(ws, "src/b.ts"), "");
    writeFileSync(join(ws, "src/a.ts"), "");
    writeFileSync(join(ws, "src/deep/c.ts"), "");
    expect(await globFiles(ws, "**/*.ts")).toBe("src/a.ts\nsrc/b.ts\nsrc/deep/c.ts");
    expect(await globFiles(ws, "*.md")).toBe("(no matches)");
  });

  it("refuses patterns that leave the workspace and skips symlinks pointing out", async () => {
    await expect(globFiles(ws, "../**/*")).rejects.toThrow("Error: Path escapes workspace: ../**/*");
    await expect(globFiles(ws, "/etc/*")).rejects.toThrow("Path escapes workspace");
    symlinkSync(join(outside, "secret.txt"), join(ws, "link.txt"));
    expect(await globFiles(ws, "*.txt")).toBe("notes.txt");
  });
});

describe("links and special files", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  it("never changes a file outside through a hard link: the workspace gets its own copy", async () => {
    linkSync(join(outside, "secret.txt"), join(ws, "hard.txt"));
    expect(await readTextFile(ws, "hard.txt")).toBe("top secret");
    expect(await editTextFile(ws, "hard.txt", "top", "no")).toBe("Edited hard.txt");
    expect(await writeTextFile(ws, "hard.txt", "overwritten")).toBe("Wrote 11 bytes to hard.txt");
    expect(readFileSync(join(outside, "secret.txt"), "utf-8")).toBe("top secret\n");
    expect(readFileSync(join(ws, "hard.txt"), "utf-8")).toBe("overwritten");
    expect(statSync(join(outside, "secret.txt")).nlink).toBe(1);
  });

  it("writes through a symlink that stays inside to its target, keeping the link", async () => {
    symlinkSync("notes.txt", join(ws, "alias.txt"));
    await writeTextFile(ws, "alias.txt", "new");
    expect(readFileSync(join(ws, "notes.txt"), "utf-8")).toBe("new");
    expect(readdirSync(ws).sort()).toEqual(["alias.txt", "notes.txt"]);
  });

  it("refuses a FIFO, a socket and a device before opening them (no hang)", async () => {
    execFileSync("mkfifo", [join(ws, "pipe")]);
    for (const [tool, call] of [
      ["read_file", () => readTextFile(ws, "pipe")],
      ["write_file", () => writeTextFile(ws, "pipe", "x")],
      ["edit_file", () => editTextFile(ws, "pipe", "a", "b")],
    ] as const) {
      await expect(call()).rejects.toThrow(
        `Error: pipe is a named pipe (FIFO), not a regular file; ${tool} ${tool.split("_")[0]}s regular files only`,
      );
    }
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(join(ws, "sock"), resolve));
    await expect(readTextFile(ws, "sock")).rejects.toThrow("Error: sock is a socket, not a regular file");
    symlinkSync("/dev/zero", join(ws, "zero"));
    await expect(readTextFile(ws, "zero")).rejects.toThrow("Error: Path escapes workspace: zero");
  });

  it("refuses a file swapped for a FIFO between the check and the open (non-blocking open)", async () => {
    const { openWorkspaceFile } = await import("../src/workspace.ts");
    execFileSync("mkfifo", [join(ws, "pipe")]);
    // The check sees a FIFO too here; what matters is that nothing blocks whichever way it goes.
    await expect(openWorkspaceFile(ws, "pipe", "read_file")).rejects.toThrow("named pipe (FIFO)");
  });
});

describe("messages in the model's terms", () => {
  it("an empty path, a NUL byte, a file used as a folder, a name too long", async () => {
    await expect(readTextFile(ws, "")).rejects.toThrow(
      "Error: The path is empty: give a file path relative to the workspace, such as notes.txt",
    );
    await expect(writeTextFile(ws, "  ", "x")).rejects.toThrow("Error: The path is empty");
    await expect(readTextFile(ws, "a\0b")).rejects.toThrow("Error: The path contains a NUL byte");
    await expect(readTextFile(ws, "notes.txt/x")).rejects.toThrow(
      "Error: Cannot open notes.txt/x: notes.txt is a file, not a folder",
    );
    await expect(writeTextFile(ws, "notes.txt/x/y.txt", "x")).rejects.toThrow("notes.txt is a file, not a folder");
    const long = "n".repeat(300);
    await expect(writeTextFile(ws, long, "x")).rejects.toThrow(
      `Error: The path is too long (a file name can have at most 255 bytes, a path 4096): ${"n".repeat(200)}… (300 characters)`,
    );
    await expect(writeTextFile(ws, "dir/", "x")).rejects.toThrow("Error: dir/ ends with /: give the path of a file");
  });

  it("a deleted workspace, without its absolute path", async () => {
    rmSync(ws, { recursive: true });
    const err = await readTextFile(ws, "notes.txt").catch((e: Error) => e.message);
    expect(err).toBe(
      "Error: The workspace folder no longer exists (it was deleted or moved): no file can be read or written. Restart the lesson.",
    );
  });
});

describe("read_file on big files", () => {
  it("with a limit reads only the lines it returns; the rest of a big file is not counted", async () => {
    const big = join(ws, "big.log");
    writeFileSync(big, Buffer.concat([Buffer.from("line one\nline two\n"), Buffer.alloc(3 * 1024 * 1024, "more\n")]));
    expect(await readTextFile(ws, "big.log", 2)).toBe(
      "line one\nline two\n... (more lines: the file is 3.0 MB, too big to count them)",
    );
    await expect(readTextFile(ws, "big.log")).rejects.toThrow(
      "Error: big.log is 3.0 MB, too big to read whole (read_file reads files up to 1 MB whole). Read its first lines with limit",
    );
  });

  it("splits lines across chunks, \\r\\n included, as a whole read would", async () => {
    // The first 64 KiB chunk ends between the \r and the \n of a line break: still one break.
    writeFileSync(join(ws, "crlf.txt"), `${"a\n".repeat(32_767)}b\r\nc\rd`);
    expect(await readTextFile(ws, "crlf.txt", 1)).toBe("a\n... (32769 more lines)");
    writeFileSync(join(ws, "small.txt"), "x\r\ny\rz\n\nw");
    expect(await readTextFile(ws, "small.txt")).toBe("x\ny\nz\n\nw");
    expect(await readTextFile(ws, "small.txt", 2)).toBe("x\ny\n... (3 more lines)");
  });

  it("never cuts an emoji in half", async () => {
    writeFileSync(join(ws, "emoji.txt"), `${"x".repeat(49_999)}🙂 and more`);
    expect(await readTextFile(ws, "emoji.txt")).toBe("x".repeat(49_999));
  });
});
