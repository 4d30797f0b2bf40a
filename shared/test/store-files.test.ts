import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { beforeEach, describe, expect, it } from "vitest";
import { removeTemporaryFiles, temporaryName, writeFileAtomic } from "../src/atomic-write.ts";
import { takeLease } from "../src/lease.ts";
import { StoreFolder } from "../src/store-folder.ts";
import { wellFormedStrings, wellFormedText } from "../src/well-formed.ts";

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), "store-files-")));
});

/** What a message or a file holds where a raw system error would show: none of these (nor the run's temporary folder). */
const RAW = new RegExp(
  String.raw`E[A-Z]{3,}|errno|syscall|rename|\/tmp\/|` + tmpdir().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"),
);

describe("writeFileAtomic", () => {
  it("writes a file whole and leaves no temporary file", () => {
    writeFileAtomic(join(dir, "a.json"), "one\n");
    writeFileAtomic(join(dir, "a.json"), "two\n");
    expect(readFileSync(join(dir, "a.json"), "utf-8")).toBe("two\n");
    expect(readdirSync(dir)).toEqual(["a.json"]);
  });

  it("with exclusive, never overwrites a name already taken (file, folder or link), and leaves nothing behind", () => {
    writeFileSync(join(dir, "1.json"), "theirs");
    mkdirSync(join(dir, "2.json"));
    symlinkSync("/nowhere", join(dir, "3.json"));
    for (const name of ["1.json", "2.json", "3.json"])
      expect(() => writeFileAtomic(join(dir, name), "mine", { exclusive: true })).toThrow(
        expect.objectContaining({ code: "EEXIST" }),
      );
    expect(readFileSync(join(dir, "1.json"), "utf-8")).toBe("theirs");
    expect(readdirSync(dir).sort()).toEqual(["1.json", "2.json", "3.json"]);
    writeFileAtomic(join(dir, "4.json"), "mine", { exclusive: true });
    expect(readFileSync(join(dir, "4.json"), "utf-8")).toBe("mine");
  });

  it("replaces a link at the name instead of writing through it", () => {
    const outside = join(dir, "outside.txt");
    writeFileSync(outside, "keep me");
    symlinkSync(outside, join(dir, "1.json"));
    writeFileAtomic(join(dir, "1.json"), "new");
    expect(readFileSync(outside, "utf-8")).toBe("keep me");
    expect(lstatSync(join(dir, "1.json")).isFile()).toBe(true);
  });

  it("writes nothing when beforeCommit throws (a lost lease)", () => {
    writeFileSync(join(dir, "1.json"), "old");
    expect(() =>
      writeFileAtomic(join(dir, "1.json"), "new", {
        beforeCommit: () => {
          throw new Error("lost");
        },
      }),
    ).toThrow("lost");
    expect(readFileSync(join(dir, "1.json"), "utf-8")).toBe("old");
    expect(readdirSync(dir)).toEqual(["1.json"]);
  });

  it("a process killed while writing leaves the old file or the new one, and a temporary file the cleanup removes", async () => {
    const file = join(dir, "big.json");
    writeFileSync(file, "0".repeat(1 << 20));
    const writer = `import { writeFileAtomic } from ${JSON.stringify(join(import.meta.dirname, "../src/atomic-write.ts"))};
      for (let i = 1; ; i = (i % 9) + 1) writeFileAtomic(${JSON.stringify(file)}, String(i).repeat(1 << 20));`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", writer], { stdio: "ignore" });
    while (readFileSync(file, "utf-8")[0] === "0") await delay(10); // writing now
    await delay(50);
    child.kill("SIGKILL");
    await once(child, "exit");
    const text = readFileSync(file, "utf-8");
    expect(text.length).toBe(1 << 20);
    expect(new Set(text).size).toBe(1);
    removeTemporaryFiles(dir);
    expect(readdirSync(dir)).toEqual(["big.json"]);
  });
});

describe("StoreFolder", () => {
  it("refuses a folder that is a link, or a file in its place, in words", () => {
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    const work = join(dir, "work");
    mkdirSync(work);
    symlinkSync(outside, join(work, ".tasks"));
    const store = new StoreFolder(work, ".tasks");
    expect(() => store.make()).toThrow(/^Error: \.tasks is a link to another folder/);
    expect(() => store.write("1.json", "{}")).toThrow(/is a link/);
    expect(readdirSync(outside)).toEqual([]);

    const other = join(dir, "other");
    mkdirSync(other);
    writeFileSync(join(other, ".tasks"), "");
    expect(() => new StoreFolder(other, ".tasks").make()).toThrow(
      "Error: .tasks is a file, not a folder: its files are kept in the folder .tasks/. Move the file away (mv .tasks .tasks.old) and try again.",
    );
  });

  it("reads only regular files: a link, a pipe or a folder reads as no file; a huge file is refused", () => {
    const store = new StoreFolder(dir, "s");
    store.make();
    writeFileSync(join(dir, "secret"), "secret");
    symlinkSync(join(dir, "secret"), join(store.path, "1.json"));
    execFileSync("mkfifo", [join(store.path, "2.json")]);
    mkdirSync(join(store.path, "3.json"));
    writeFileSync(join(store.path, "4.json"), "x".repeat(100));
    expect(store.read("1.json")).toBeUndefined();
    expect(store.read("2.json")).toBeUndefined();
    expect(store.read("3.json")).toBeUndefined();
    expect(store.read("5.json")).toBeUndefined();
    expect(store.read("4.json")).toBe("x".repeat(100));
    expect(() => store.read("4.json", 10)).toThrow(
      "Error: s/4.json is 100 bytes, more than such a file can be (10 bytes): fix it or delete it (nothing was changed).",
    );
    expect(() => store.read("../secret")).toThrow('Error: "../secret" is not a file name of s/.');
  });

  it("words a folder in the way of a write, and leaves no temporary file", () => {
    const store = new StoreFolder(dir, "s");
    store.make();
    mkdirSync(join(store.path, "5.json"));
    let message = "";
    try {
      store.write("5.json", "{}");
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe("Error: Cannot write s/5.json: a folder named 5.json is in the way: move it away.");
    expect(message).not.toMatch(RAW);
    expect(() => store.write("5.json", "{}", { exclusive: true })).toThrow(
      "Error: s/5.json already exists: nothing was overwritten. Try again (the next try reads the folder afresh).",
    );
    expect(readdirSync(store.path)).toEqual(["5.json"]);
  });

  it("removeLeftovers removes the kit's temporary files only", () => {
    const store = new StoreFolder(dir, "s");
    store.make();
    const leftover = temporaryName(join(store.path, "1.json"));
    writeFileSync(leftover, "half");
    writeFileSync(join(store.path, "1.json"), "{}");
    writeFileSync(join(store.path, "notes.tmp"), "mine");
    expect(store.removeLeftovers()).toHaveLength(1);
    expect(readdirSync(store.path).sort()).toEqual(["1.json", "notes.tmp"]);
  });
});

describe("takeLease", () => {
  const options = { staleMs: 2000, waitMs: 300 };

  it("waits for a live holder, then gives up; takes a lock left unrenewed past its limit", async () => {
    const lock = join(dir, ".lock");
    const first = await takeLease(lock, options);
    expect(first?.holds()).toBe(true);
    expect(await takeLease(lock, options)).toBeUndefined();
    const old = new Date(Date.now() - 3000);
    utimesSync(lock, old, old); // its holder stopped renewing it
    const second = await takeLease(lock, options);
    expect(second?.holds()).toBe(true);
    expect(first?.holds()).toBe(false);
    first?.release(); // a lost lease is not its to remove
    expect(second?.holds()).toBe(true);
    second?.release();
    expect(existsSync(lock)).toBe(false);
  });

  it("a plain file, a folder (an mkdir lock) or a link at the lock's name is a lock like any other", async () => {
    const lock = join(dir, ".lock");
    const old = new Date(Date.now() - 3000);
    for (const plant of [
      () => writeFileSync(lock, "junk"),
      () => mkdirSync(lock),
      () => symlinkSync("/etc/passwd", lock),
    ]) {
      plant();
      expect(await takeLease(lock, options)).toBeUndefined(); // fresh: someone's
      if (lstatSync(lock).isSymbolicLink()) execFileSync("touch", ["-h", "-d", old.toISOString(), lock]);
      else utimesSync(lock, old, old);
      const lease = await takeLease(lock, options);
      expect(lease?.holds()).toBe(true);
      lease?.release();
    }
    expect(readFileSync("/etc/passwd", "utf-8")).toContain("root");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a holder stopped past the limit (SIGSTOP) finds, when it wakes, that it no longer holds the lease", async () => {
    const lock = join(dir, ".lock");
    const holder = `import { takeLease } from ${JSON.stringify(join(import.meta.dirname, "../src/lease.ts"))};
      const lease = await takeLease(${JSON.stringify(lock)}, { staleMs: 500, waitMs: 300 });
      console.log("held");
      process.stdin.once("data", () => { console.log(lease.holds() ? "still mine" : "lost"); process.exit(0); });`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", holder], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    while (!out.includes("held")) await delay(20);
    child.kill("SIGSTOP");
    const mine = await takeLease(lock, { staleMs: 500, waitMs: 5000 });
    expect(mine?.holds()).toBe(true);
    child.kill("SIGCONT");
    child.stdin.write("wake\n");
    await once(child, "exit");
    expect(out).toBe("held\nlost\n");
    expect(mine?.holds()).toBe(true);
  });
});

describe("wellFormedStrings", () => {
  it("replaces lone surrogates, keeps pairs, and copies only what changed", () => {
    expect(wellFormedText("a\ud83db")).toBe("a\ufffdb");
    expect(wellFormedText("\udc00")).toBe("\ufffd");
    expect(wellFormedText("ok 😀")).toBe("ok 😀");
    const clean = { messages: [{ role: "user", content: [{ type: "text", text: "hi" }] }] };
    expect(wellFormedStrings(clean)).toBe(clean);
    const bad = { messages: [clean.messages[0], { role: "user", content: [{ type: "text", text: "#1 \ud83d" }] }] };
    const repaired = wellFormedStrings(bad);
    expect(repaired.messages[1].content[0].text).toBe("#1 \ufffd");
    expect(repaired.messages[0]).toBe(clean.messages[0]);
    expect(bad.messages[1].content[0].text).toBe("#1 \ud83d");
    expect(wellFormedStrings({ ["k\ud800"]: 1 })).toEqual({ "k\ufffd": 1 });
  });
});
