import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ToolError } from "../src/tool.ts";
import { DANGEROUS_COMMANDS, isDangerous, runBash, stopRunningCommands, type BashOptions } from "../src/tools/bash.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const TIMEOUT_MESSAGE = "Error: Command timed out (60s)";

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), "kit-bash-"));
});

function run(command: string, options: Partial<BashOptions> = {}): Promise<string> {
  return runBash(command, { cwd, env: process.env, timeoutMs: 10_000, timeoutMessage: TIMEOUT_MESSAGE, ...options });
}

/** A `sleep` argument no other process on the machine has, to find (and clean up) what a test started. */
function uniqueSleep(seconds: number): string {
  return `${seconds}.${process.pid}${Math.floor(Math.random() * 1e6)}`;
}

/** Pids of processes whose command line contains `pattern`; pgrep runs without a shell, so it can't match itself. */
function pgrep(pattern: string): string[] {
  const result = spawnSync("pgrep", ["-f", pattern], { encoding: "utf-8" });
  if (result.status === 1) return [];
  if (result.status !== 0) throw new Error(`pgrep failed: ${result.stderr}`);
  return result.stdout.trim().split("\n");
}

function pkill(pattern: string): void {
  spawnSync("pkill", ["-f", pattern]);
}

/** Awaits a promise expected to reject and returns the error. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (err: unknown) => err,
  );
}

/** Runs an ES module script in a fresh node process (which runs the .ts files it imports, as the lessons run); its stdout. */
function runScript(script: string, timeout: number): string {
  const args = ["--input-type=module", "-e", script];
  return execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf-8", timeout });
}

describe("runBash output", () => {
  it("returns stdout", async () => {
    expect(await run("echo hello")).toBe("hello");
  });

  it("puts stdout before stderr", async () => {
    expect(await run("echo err >&2; echo out")).toBe("out\nerr");
    expect(await run("echo out; echo err >&2")).toBe("out\nerr");
  });

  it("trims surrounding whitespace", async () => {
    expect(await run("printf '\\n\\n  padded  \\n\\n'")).toBe("padded");
  });

  it("says (no output) when there is none", async () => {
    expect(await run("true")).toBe("(no output)");
    expect(await run("echo '   '")).toBe("(no output)");
  });

  it("returns the output of a failing command, not an error, with its exit status on a last line", async () => {
    expect(await run("echo x; exit 3")).toBe("x\n(exit code 3)");
    expect(await run("ls no-such-file")).toMatch(/No such file or directory.*\n\(exit code 2\)$/);
    expect(await run("exit 7")).toBe("(exit code 7)");
    expect(await run("echo bye; kill -9 $$")).toBe("bye\n(killed by SIGKILL)");
  });

  it("keeps the exit status within maxChars, cutting the output instead", async () => {
    const out = await run("head -c 200000 /dev/zero | tr '\\0' a; exit 1");
    expect(out).toHaveLength(50_000);
    expect(out.endsWith("aaa\n(exit code 1)")).toBe(true);
  });

  it("runs in cwd with the given env", async () => {
    expect(await run("pwd")).toBe(cwd);
    expect(await run("echo $KIT_BASH_TEST", { env: { ...process.env, KIT_BASH_TEST: "from env" } })).toBe("from env");
  });

  it("cuts the output to 50,000 characters by default", async () => {
    const out = await run("head -c 200000 /dev/zero | tr '\\0' a");
    expect(out).toBe("a".repeat(50_000));
  });

  it("cuts to maxChars, counting stderr after stdout", async () => {
    expect(await run("echo 12345; echo 67890 >&2", { maxChars: 8 })).toBe("12345\n67");
  });

  it("decodes invalid UTF-8 as U+FFFD instead of failing", async () => {
    const out = await run("printf '\\xff\\xfeok'");
    expect(out).toContain("\uFFFD");
    expect(out).toContain("ok");
    expect(out).toBe("\uFFFD\uFFFDok");
  });

  it("keeps multi-byte characters whole", async () => {
    expect(await run("printf 'héllo — 日本 🙂'")).toBe("héllo — 日本 🙂");
  });

  it("never cuts an emoji in half: the cut moves before a surrogate pair it would split", async () => {
    expect(await run("printf 'abc🙂'", { maxChars: 4 })).toBe("abc");
    expect(await run("printf 'abc🙂'", { maxChars: 5 })).toBe("abc🙂");
    const out = await run("head -c 49999 /dev/zero | tr '\\0' x; printf '🙂🙂'");
    expect(out).toBe("x".repeat(49_999));
  });
});

describe("dangerous commands", () => {
  // Each would be harmless if it did run; the marker file tells whether it did.
  const cases: [string, string][] = [
    ["rm -rf /", "touch marker; rm -rf /no-such-dir-kit-bash-test"],
    ["sudo", "touch marker; echo sudo"],
    ["shutdown", "touch marker; echo shutdown"],
    ["reboot", "touch marker; echo reboot"],
    ["> /dev/", "touch marker; echo hi > /dev/null"],
  ];

  it("covers every pattern", () => {
    expect(cases.map(([pattern]) => pattern)).toEqual(DANGEROUS_COMMANDS);
  });

  it.each(cases)("blocks %j without running it", async (_pattern, command) => {
    expect(isDangerous(command)).toBe(true);
    const err = await rejection(run(command));
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).message).toBe("Error: Dangerous command blocked");
    expect(existsSync(join(cwd, "marker"))).toBe(false);
  });

  it("blocks `sudo touch marker`", async () => {
    await expect(run("sudo touch marker")).rejects.toThrow("Error: Dangerous command blocked");
    expect(existsSync(join(cwd, "marker"))).toBe(false);
  });

  it("lets ordinary commands through", async () => {
    expect(isDangerous("ls -la && rm -rf build")).toBe(false);
    expect(await run("touch marker && ls")).toBe("marker");
  });
});

describe("processes", () => {
  it("returns when the shell exits, without waiting for a background child", async () => {
    const arg = uniqueSleep(30);
    try {
      const start = Date.now();
      expect(await run(`sleep ${arg} & echo hi`)).toBe("hi");
      // Generous: the point is that it did not wait 30 s for the sleep.
      expect(Date.now() - start).toBeLessThan(5_000);
      // Like a terminal, the background child is left running. The shell may exit before its forked child has
      // become `sleep` (its exec comes a moment later on a busy machine): it is looked for until it has.
      await vi.waitFor(() => expect(pgrep(`sleep ${arg}`)).toHaveLength(1), { timeout: 10_000, interval: 50 });
    } finally {
      pkill(`sleep ${arg}`);
    }
  });

  it("on timeout kills the whole process group and rejects with timeoutMessage", async () => {
    const arg = uniqueSleep(101);
    try {
      const start = Date.now();
      const err = await rejection(run(`sleep ${arg} & sleep ${arg}; echo never`, { timeoutMs: 500 }));
      expect(err).toBeInstanceOf(ToolError);
      expect((err as ToolError).message).toBe(TIMEOUT_MESSAGE);
      expect(Date.now() - start).toBeLessThan(5_000);
      // Gone soon after, however busy the machine (SIGTERM to the group, SIGKILL after 0.3 s).
      await vi.waitFor(() => expect(pgrep(`sleep ${arg}`)).toEqual([]), { timeout: 5_000, interval: 50 });
    } finally {
      pkill(`sleep ${arg}`);
    }
  });

  it("uses the caller's timeout message as-is", async () => {
    await expect(run("sleep 5", { timeoutMs: 100, timeoutMessage: "(timeout after 300s)" })).rejects.toThrow(
      "(timeout after 300s)",
    );
  });

  it("on abort kills the command and rejects with Interrupted by user", async () => {
    const arg = uniqueSleep(102);
    try {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 200);
      const err = await rejection(run(`sleep ${arg} & sleep ${arg}`, { signal: controller.signal }));
      expect(err).toBeInstanceOf(ToolError);
      expect((err as ToolError).message).toBe("Error: Interrupted by user");
      await vi.waitFor(() => expect(pgrep(`sleep ${arg}`)).toEqual([]), { timeout: 5_000, interval: 50 });
    } finally {
      pkill(`sleep ${arg}`);
    }
  });

  it("stopRunningCommands stops every running command as an abort would", async () => {
    const arg = uniqueSleep(103);
    try {
      const first = rejection(run(`sleep ${arg} & sleep ${arg}`));
      const second = rejection(run(`sleep ${arg}`));
      while (pgrep(`sleep ${arg}`).length < 3) await sleep(50);
      stopRunningCommands();
      for (const err of await Promise.all([first, second])) {
        expect(err).toBeInstanceOf(ToolError);
        expect((err as ToolError).message).toBe("Error: Interrupted by user");
      }
      await vi.waitFor(() => expect(pgrep(`sleep ${arg}`)).toEqual([]), { timeout: 5_000, interval: 50 });
      expect(await run("echo still works")).toBe("still works");
    } finally {
      pkill(`sleep ${arg}`);
    }
  });

  it("does not run anything when the signal is already aborted", async () => {
    const err = await rejection(run("touch marker", { signal: AbortSignal.abort() }));
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).message).toBe("Error: Interrupted by user");
    expect(existsSync(join(cwd, "marker"))).toBe(false);
  });

  it("reports a missing working directory as a ToolError, without its absolute path", async () => {
    const missing = join(cwd, "gone");
    const err = await rejection(run("echo hi", { cwd: missing }));
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).message).toBe(
      "Error: The workspace folder no longer exists (it was deleted or moved), so no command can run in it. Restart the lesson.",
    );
  });

  it("refuses a command too long for the system, and one holding a NUL byte, before running anything", async () => {
    const long = `echo ${"x".repeat(200_000)}`;
    expect(((await rejection(run(long))) as ToolError).message).toBe(
      "Error: The command is too long to run (200005 bytes; at most 131071). Write the long part to a file first, in pieces if need be, then run or read it from there.",
    );
    expect(((await rejection(run("touch a\0b"))) as ToolError).message).toMatch(
      /^Error: The command contains a NUL byte/,
    );
    expect(existsSync(join(cwd, "a"))).toBe(false);
  });

  it("tells each command how deep in subagents it runs (WORKBOOK_DEPTH), for their own exit", async () => {
    expect(await run("echo $WORKBOOK_DEPTH")).toBe("1");
  });

  it("ends every process group it started when the process exits, background children included", async () => {
    const arg = uniqueSleep(40);
    const ignoring = uniqueSleep(41);
    const bashModule = pathToFileURL(join(ROOT, "shared/src/tools/bash.ts")).href;
    // One command returns at once and leaves a sleep behind; the other ignores SIGTERM (SIGKILL ends it).
    const script = `
      const { runBash } = await import(${JSON.stringify(bashModule)});
      const options = { cwd: ${JSON.stringify(cwd)}, env: process.env, timeoutMs: 100_000, timeoutMessage: "timed out" };
      console.log(await runBash("sleep ${arg} & echo hi", options));
      void runBash("trap '' TERM; sleep ${ignoring}", options);
      await new Promise((r) => setTimeout(r, 300));
      process.exit(0);
    `;
    try {
      const start = Date.now();
      const stdout = runScript(script, 30_000);
      expect(stdout.split("\n")[0]).toBe("hi");
      expect(Date.now() - start).toBeLessThan(20_000);
      // Sent SIGKILL as the process exits, a command is gone once the kernel has ended it: on a busy machine it can
      // still be listed for a moment after the process has exited. It must go by itself, nothing else killing it.
      for (let waited = 0; waited < 10_000 && pgrep(`sleep (${arg}|${ignoring})`).length > 0; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      expect(pgrep(`sleep ${arg}`)).toEqual([]);
      expect(pgrep(`sleep ${ignoring}`)).toEqual([]);
    } finally {
      pkill(`sleep ${arg}`);
      pkill(`sleep ${ignoring}`);
    }
  });
});

describe("memory", () => {
  it("stays flat while a command prints 300 MB", () => {
    // Measured in a fresh node process, so the test runner's own memory doesn't blur the figure.
    const bashModule = pathToFileURL(join(ROOT, "shared/src/tools/bash.ts")).href;
    const script = `
      const { runBash } = await import(${JSON.stringify(bashModule)});
      const options = { cwd: ${JSON.stringify(cwd)}, env: process.env, timeoutMs: 100_000, timeoutMessage: "timed out" };
      await runBash("echo warm-up", options);
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
      const out = await runBash("yes | head -c 300000000", options);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      console.log(JSON.stringify({ baseline, peak, length: out.length, start: out.slice(0, 6) }));
    `;
    const stdout = runScript(script, 110_000);
    const { baseline, peak, length, start } = JSON.parse(stdout);
    expect(length).toBe(50_000);
    expect(start).toBe("y\ny\ny\n");
    expect(peak - baseline).toBeLessThan(16 * 2 ** 20); // measured: ~1.5 MB
  }, 120_000);
});
