import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INTERRUPTED_LINE, requestProblems, type Cassette, type MessageRequest } from "@agent-workbook/kit";
import { startMockApi, type MockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import type { Fault } from "@agent-workbook/kit/authoring/mock-api/faults";
import {
  DISPATCHER,
  message,
  offlineEnv,
  pgrep,
  ROOT,
  sampleCopy,
  startLesson,
} from "@agent-workbook/kit/authoring/tests/helpers";
import {
  startInTerminal,
  startLessonInTerminal,
  type TerminalLesson,
} from "@agent-workbook/kit/authoring/tests/terminal";

/**
 * Ctrl-C in the lessons, driven through a real pseudo-terminal (test/terminal.ts) against the mock
 * Messages API on loopback (shared/authoring/mock-api/server.ts), with the real SDK.
 */
const CTRL_C = "\x03";
const PROMPT = "v1 >>"; // the prompt, as the screen shows it (trailing space trimmed)

/** What the scripted API answers to one request: text, a bash call, another tool's call, or nothing ever (a call that hangs). */
type Reply = { text: string } | { command: string } | { tool: string; input: unknown } | "hang";

const KEY = "sk-ant-test-fake-0001";
let api: MockApi | undefined;
let lesson: TerminalLesson | undefined;
/** Commands a test saw running: killed afterwards if a failed test left them behind. */
let commands: number[] = [];
afterEach(() => {
  lesson?.close();
  void api?.close();
  for (const pid of commands.filter(isRunning)) process.kill(pid, "SIGKILL");
  commands = [];
});

/**
 * The mock Messages API serving `replies` in order, streamed as the API streams; a "hang" is a call that
 * gets no answer while the test runs (a `slow` fault). `abandoned` lists the calls (from 1) the client hung up on.
 */
async function messagesApi(replies: Reply[]) {
  const faults = new Map<number, Fault>();
  const responses: ReturnType<typeof message>[] = [];
  replies.forEach((reply, i) => {
    const n = i + 1;
    if (reply === "hang") return void faults.set(n, "slow");
    const block =
      "text" in reply
        ? { type: "text", text: reply.text }
        : "tool" in reply
          ? { type: "tool_use", id: `toolu_0${n}Cmd`, name: reply.tool, input: reply.input }
          : { type: "tool_use", id: `toolu_0${n}Cmd`, name: "bash", input: { command: reply.command } };
    responses.push(
      message([block], block.type === "tool_use" ? "tool_use" : "end_turn", `msg_0${n}`, {
        input_tokens: 100 * n,
        output_tokens: 7,
      }),
    );
  });
  const cassette = {
    version: 1,
    lesson: "v1",
    prompts: [],
    interactions: responses.map((response) => ({ response })),
  } as unknown as Cassette;
  const mock = await startMockApi({ cassette, faults, key: KEY, slowMs: 600_000, keepBodies: true });
  api = mock;
  return {
    url: mock.url,
    get requests(): MessageRequest[] {
      return mock.calls.filter((c) => c.n > 0 && c.body !== undefined).map((c) => c.body as MessageRequest);
    },
    get abandoned(): number[] {
      return mock.abandoned().map((c) => c.n);
    },
  };
}

function liveEnv(url: string): NodeJS.ProcessEnv {
  return offlineEnv({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: url });
}

/** Whether a process is still running (a zombie waiting for its parent has stopped running). */
function isRunning(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, "utf-8").split(") ")[1]?.[0] !== "Z";
  } catch {
    return false; // gone between the two calls
  }
}

/** A `sleep` command line no other process has, to find what a test started. */
function uniqueSleep(tag: number): string {
  return `sleep 97.${process.pid}${tag}`;
}

describe("Ctrl-C in a live REPL on a terminal", () => {
  it("during a model call aborts the call and returns to the prompt; the conversation is as before; Ctrl-C at the prompt quits (exit 0)", async () => {
    const api = await messagesApi(["hang", { text: "Done." }]);
    lesson = startLessonInTerminal(["v1", "--workdir", sampleCopy("lessons/v1-tools")], liveEnv(api.url));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type("first task\r");
    await vi.waitFor(() => expect(api.requests).toHaveLength(1), { timeout: 60_000 });

    lesson.type(CTRL_C);
    await lesson.waitForScreenEnd("v1 >> first task", INTERRUPTED_LINE, PROMPT);
    await vi.waitFor(() => expect(api.abandoned).toEqual([1])); // the SDK really dropped the call

    lesson.type("second task\r");
    await lesson.waitForScreenEnd("Done.", "  ↳ round 1 · 200 in / 7 out · session 200 in / 7 out", "", PROMPT);
    // The interrupted message is gone: the next request starts the conversation afresh.
    expect(api.requests[1].messages).toEqual([{ role: "user", content: "second task" }]);
    expect(requestProblems(api.requests[1])).toEqual([]);

    lesson.type(CTRL_C);
    expect(await lesson.exitCode).toBe(0); // the normal way out: nothing was left half done
    expect(await lesson.screen()).toEqual([
      "v1 >> first task",
      INTERRUPTED_LINE,
      "v1 >> second task",
      "Done.",
      "  ↳ round 1 · 200 in / 7 out · session 200 in / 7 out",
      "",
      PROMPT,
    ]);
  });

  it("during a command kills the command's process group and returns to the prompt; the conversation is as before", async () => {
    const sleep = uniqueSleep(1);
    const api = await messagesApi([{ command: `${sleep} & ${sleep}` }, { text: "Fresh start." }]);
    lesson = startLessonInTerminal(["v1", "--yes", "--workdir", sampleCopy("lessons/v1-tools")], liveEnv(api.url));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type("wait for it\r");
    await vi.waitFor(() => expect(pgrep(sleep)).toHaveLength(2), { timeout: 60_000 });
    const sleeps = pgrep(sleep);
    commands.push(...sleeps);

    lesson.type(CTRL_C);
    await lesson.waitForScreenEnd(`> bash: ${sleep} & ${sleep}`, INTERRUPTED_LINE, PROMPT);
    await vi.waitFor(() => expect(sleeps.filter(isRunning)).toEqual([]), { timeout: 15_000 });

    lesson.type("next task\r");
    await lesson.waitForScreenEnd("Fresh start.", "  ↳ round 2 · 200 in / 7 out · session 300 in / 14 out", "", PROMPT);
    // Neither the message nor its tool call is left: no tool_use waits for a result.
    expect(api.requests[1].messages).toEqual([{ role: "user", content: "next task" }]);
    expect(requestProblems(api.requests[1])).toEqual([]);

    lesson.type("q\r");
    expect(await lesson.exitCode).toBe(0);
    expect(await lesson.screen()).toEqual([
      "v1 >> wait for it",
      "  ↳ round 1 · 100 in / 7 out · session 100 in / 7 out",
      `> bash: ${sleep} & ${sleep}`,
      INTERRUPTED_LINE,
      "v1 >> next task",
      "",
      "Fresh start.",
      "  ↳ round 2 · 200 in / 7 out · session 300 in / 14 out",
      "",
      "v1 >> q",
    ]);
  });

  it("at the permission question runs nothing and returns to the prompt", async () => {
    const workdir = sampleCopy("lessons/v1-tools");
    const api = await messagesApi([{ command: "touch ran.txt" }]);
    lesson = startLessonInTerminal(["v1", "--workdir", workdir], liveEnv(api.url));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type("make a file\r");
    await lesson.waitForScreenEnd("> bash: touch ran.txt", "Allow bash: touch ran.txt? [y]es / [n]o / [a]lways");

    lesson.type(CTRL_C);
    await lesson.waitForScreenEnd("Allow bash: touch ran.txt? [y]es / [n]o / [a]lways", INTERRUPTED_LINE, PROMPT);
    lesson.type("q\r");
    expect(await lesson.exitCode).toBe(0);
    expect(existsSync(join(workdir, "ran.txt"))).toBe(false);
    expect(api.requests).toHaveLength(1);
  });

  it("twice in a row quits (exit 130) and leaves no command behind", async () => {
    const sleep = uniqueSleep(2);
    const api = await messagesApi([{ command: `${sleep} & ${sleep}` }]);
    lesson = startLessonInTerminal(["v1", "--yes", "--workdir", sampleCopy("lessons/v1-tools")], liveEnv(api.url));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type("wait for it\r");
    await vi.waitFor(() => expect(pgrep(sleep)).toHaveLength(2), { timeout: 60_000 });
    const sleeps = pgrep(sleep);
    commands.push(...sleeps);

    lesson.type(CTRL_C + CTRL_C); // the second arrives while the first is still interrupting the turn
    expect(await lesson.exitCode).toBe(130);
    await vi.waitFor(() => expect(sleeps.filter(isRunning)).toEqual([]), { timeout: 15_000 });
  });

  it("a SIGINT signal sent to the lesson (kill -INT) interrupts the turn like the key", async () => {
    const workdir = sampleCopy("lessons/v1-tools");
    const api = await messagesApi(["hang"]);
    lesson = startLessonInTerminal(["v1", "--workdir", workdir], liveEnv(api.url));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type("first task\r");
    await vi.waitFor(() => expect(api.requests).toHaveLength(1), { timeout: 60_000 });

    // The lesson's own node process, not the whole job (script(1)'s shell has the same words after `-c`).
    const [pid] = spawnSync("pgrep", ["-f", `^${process.execPath} ${DISPATCHER} .*--workdir ${workdir}$`], {
      encoding: "utf-8",
    })
      .stdout.split("\n")
      .map(Number);
    if (!pid) throw new Error("the lesson's process was not found"); // never process.kill(0): this test's own group
    process.kill(pid, "SIGINT");
    await lesson.waitForScreenEnd("v1 >> first task", INTERRUPTED_LINE, PROMPT);
    expect(api.abandoned).toEqual([1]);
    lesson.type("q\r");
    expect(await lesson.exitCode).toBe(0);
  });
});

describe("Ctrl-C where a turn cannot be interrupted", () => {
  it("with piped input, quits (exit 130) even in the middle of a model call", async () => {
    const api = await messagesApi(["hang"]);
    const child = startLesson(["v1", "--workdir", sampleCopy("lessons/v1-tools")], liveEnv(api.url));
    let stdout = "";
    child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
    child.stdout.on("data", (d) => (stdout += d));
    child.stdin.write("first task\nsecond task\n"); // stdin stays open: the REPL would go on
    await vi.waitFor(() => expect(api.requests).toHaveLength(1), { timeout: 60_000 });
    child.kill("SIGINT");
    const [code] = await once(child, "close");
    expect(code).toBe(130);
    expect(stdout).not.toContain("Interrupted");
    expect(api.requests).toHaveLength(1);
  });
});

describe("closing the terminal", () => {
  it("ends the lesson and the commands still running", async () => {
    const sleep = uniqueSleep(3);
    const api = await messagesApi([{ command: sleep }]);
    lesson = startLessonInTerminal(["v1", "--yes", "--workdir", sampleCopy("lessons/v1-tools")], liveEnv(api.url));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type("wait for it\r");
    await vi.waitFor(() => expect(pgrep(sleep)).toHaveLength(1), { timeout: 60_000 });
    const sleeps = pgrep(sleep);
    commands.push(...sleeps);
    lesson.close(); // the terminal goes away: the lesson gets SIGHUP
    await lesson.exitCode;
    await vi.waitFor(() => expect(sleeps.filter(isRunning)).toEqual([]), { timeout: 15_000 });
  });
});

describe("the permission question in a live REPL on a terminal", () => {
  it("asks as each tool's definition says: n refuses without running the tool, a harmless tool runs unasked", async () => {
    const workdir = sampleCopy("lessons/v1-tools");
    const api = await messagesApi([
      { command: "touch ran.txt" },
      { tool: "read_file", input: { path: "README.md", limit: 1 } },
      { text: "Done." },
    ]);
    lesson = startLessonInTerminal(["v1", "--workdir", workdir], liveEnv(api.url));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type("make a file\r");
    await lesson.waitForScreenEnd("> bash: touch ran.txt", "Allow bash: touch ran.txt? [y]es / [n]o / [a]lways");
    lesson.type("n\r");
    await lesson.waitForScreenEnd("Done.", "  ↳ round 3 · 300 in / 7 out · session 600 in / 21 out", "", PROMPT);
    lesson.type("q\r");
    expect(await lesson.exitCode).toBe(0);

    expect(existsSync(join(workdir, "ran.txt"))).toBe(false);
    const screen = (await lesson.screen()).join("\n");
    expect(screen).toContain("> read_file: README.md");
    expect(screen).not.toContain("Allow read_file");
    const [, second, third] = api.requests;
    expect(second.messages.at(-1)).toEqual({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "toolu_01Cmd",
          content: "Error: The user refused this tool call. Ask them or try something else.",
          is_error: true,
        },
      ],
    });
    expect(third.messages.at(-1)).toMatchObject({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "toolu_02Cmd", content: expect.stringMatching(/^# /) }],
    });
    for (const request of api.requests) expect(requestProblems(request)).toEqual([]);
  });
});

describe("Ctrl-C through pnpm, the normal way to quit: exit 0, and no pnpm error line", () => {
  // pnpm runs a workbook command (a package.json script) after its two header lines, and waits for it at Ctrl-C;
  // ` ELIFECYCLE  Command failed.` would follow a failure. Under `pnpm exec NAME` (a bin of scripts/bin),
  // .pnpmfile.cjs keeps pnpm waiting on Ctrl-C while the command decides what it means.
  /** pnpm as a learner runs it, without its check for a newer pnpm (a network call). */
  const pnpmEnv = (env: NodeJS.ProcessEnv) => ({ ...env, npm_config_update_notifier: "false" });
  /** The screen after pnpm's header (`> agent-workbook@ NAME DIR`, `> exec node …`, a blank line), if any. */
  const command = (screen: string[]) => {
    const header = screen.findIndex((line) => line.startsWith("> exec node "));
    return screen.slice(header + 1).filter((line, i) => i > 0 || line !== "");
  };

  it("at a lesson's prompt: pnpm lesson v1", async () => {
    const api = await messagesApi([]);
    const workdir = sampleCopy("lessons/v1-tools");
    lesson = startInTerminal(["pnpm", "lesson", "v1", "--workdir", workdir], pnpmEnv(liveEnv(api.url)));
    await lesson.waitForScreenEnd(PROMPT);
    lesson.type(CTRL_C);
    expect(await lesson.exitCode).toBe(0);
    expect(command(await lesson.screen())).toEqual([PROMPT]);
  });

  it.each(["mock-api", "exec mock-api"])("in the mock API: pnpm %s", async (name) => {
    const cassette = "lessons/v1-tools/cassettes/demo.json";
    lesson = startInTerminal(
      ["pnpm", ...name.split(" "), "--cassette", cassette, "--port", "0"],
      pnpmEnv(offlineEnv()),
    );
    await lesson.waitForScreenEnd("Ctrl-C stops it.");
    lesson.type(CTRL_C);
    expect(await lesson.exitCode).toBe(0);
    const screen = command(await lesson.screen());
    expect(screen[0]).toMatch(/^Mock Messages API on http:\/\/127\.0\.0\.1:\d+$/);
    expect(screen.slice(-2)).toEqual(["Ctrl-C stops it.", "^C"]); // the terminal's echo of the key, then nothing
  });

  it("in an exercise's watch mode: pnpm exercise v1, while it checks", async () => {
    mkdirSync(join(ROOT, "exercises"), { recursive: true });
    const dir = mkdtempSync(join(ROOT, "exercises", ".test-ctrl-c-"));
    try {
      lesson = startInTerminal(["pnpm", "exercise", "v1"], pnpmEnv(offlineEnv({ WORKBOOK_EXERCISES_DIR: dir })));
      await vi.waitFor(async () => expect((await lesson!.screen()).join("\n")).toContain("Checking"), {
        timeout: 60_000,
        interval: 50,
      });
      lesson.type(CTRL_C);
      expect(await lesson.exitCode).toBe(0);
      expect((await lesson.screen()).join("\n")).not.toContain("ELIFECYCLE");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
