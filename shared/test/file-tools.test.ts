import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
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
  it("replaces only the first occurrence", async () => {
    writeFileSync(join(ws, "r.txt"), "a a a");
    expect(await editTextFile(ws, "r.txt", "a", "b")).toBe("Edited r.txt");
    expect(readFileSync(join(ws, "r.txt"), "utf-8")).toBe("b a a");
  });

  it("keeps $& and $1 in the new text literal", async () => {
    writeFileSync(join(ws, "r.txt"), "price: X");
    await editTextFile(ws, "r.txt", "X", "$& $1 $$");
    expect(readFileSync(join(ws, "r.txt"), "utf-8")).toBe("price: $& $1 $$");
  });

  it("reports text that is not there, and a missing file", async () => {
    await expect(editTextFile(ws, "notes.txt", "zzz", "y")).rejects.toThrow("Error: Text not found in notes.txt");
    await expect(editTextFile(ws, "notes.txt", "", "y")).rejects.toThrow("Error: Text not found in notes.txt");
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
