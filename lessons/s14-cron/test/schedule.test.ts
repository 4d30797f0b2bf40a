/**
 * Lesson s14's concept: scheduled prompts. What the model is sent, and when, in the lesson's runs of its cassettes
 * (the global setup's: no test waits, the clock is the recording's); a replay under another TZ; the demo run live
 * through the mock API on a clock whose waits end at once; a durable jobs' file that cannot be used; the player's
 * lanes.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Cassette, loadCassette, type MessageRequest } from "@agent-workbook/kit";
import { type MockApi, startMockApi } from "@agent-workbook/kit/authoring/mock-api/server";
import {
  message,
  offlineEnv,
  sampleCopy,
  scratchDir,
} from "@agent-workbook/kit/authoring/tests/helpers";
import {
  startLessonInTerminal,
  type TerminalLesson,
} from "@agent-workbook/kit/authoring/tests/terminal";
import { lessonRun, lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";
import { playScripted } from "@agent-workbook/kit/authoring/tests/scripted-session";
import { pane } from "@agent-workbook/kit/displays/schedule/pane";
import type { PaneRequest } from "@agent-workbook/kit/display/pane";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

type Block = { type: string; text?: string; content?: unknown; is_error?: boolean };

/** The blocks of a request's last message: what it adds for the model. */
function added(request: MessageRequest): Block[] {
  const content = request.messages.at(-1)!.content;
  return typeof content === "string" ? [{ type: "text", text: content }] : (content as Block[]);
}

/** The texts a request's last message adds (its fires, the learner's message). */
const texts = (request: MessageRequest) =>
  added(request).flatMap((b) => (b.type === "text" ? [b.text!] : []));

/** The text of the tool results of a request's last message. */
const results = (request: MessageRequest) =>
  added(request).flatMap((b) => (b.type === "tool_result" ? [String(b.content)] : []));

/** The roles of a request's messages, as one word each: never `user user`. */
const roles = (request: MessageRequest) => request.messages.map((m) => m.role).join(" ");

const DEMO_JOB = "9smfnp9h8d";
const RUN_BUILD =
  "Run the build (node build.js). If it fails, say why in a line. If it passes, tell the user and delete this job with CronDelete.";

describe("the demo: the build checked every 5 minutes until it passes", () => {
  const run = lessonRun("s14");

  it("answers CronCreate with the job's id and its next three fire times, in the recorded time zone", () => {
    expect(run.code).toBe(0);
    expect(results(run.requests[1])[0].split("\n")).toEqual([
      `Scheduled job ${DEMO_JOB} (recurring, for this session only).`,
      "Next fire times (Europe/Berlin): Mon 2026-11-16 10:02 +01:00, Mon 2026-11-16 10:07 +01:00, Mon 2026-11-16 10:12 +01:00.",
      "Each fire comes 28 s after its time (its jitter: at most 10% of the period, at most 15 min).",
      "It expires 7 days from now, on Mon 2026-11-23 09:58:44 +01:00: its first fire after that is its last.",
    ]);
  });

  it("each fire starts a turn with one user message, marked as scheduled, after the model's last answer", () => {
    const fired = run.requests.flatMap((r, n) =>
      texts(r).some((t) => t.startsWith("[scheduled job")) ? [n + 1] : [],
    );
    expect(fired).toEqual([3, 5, 7]);
    for (const n of fired)
      expect(texts(run.requests[n - 1])).toEqual([`[scheduled job ${DEMO_JOB}] ${RUN_BUILD}`]);
    for (const request of run.requests) expect(roles(request)).not.toMatch(/user user/);
    expect(results(run.requests[8])).toEqual([`Deleted job ${DEMO_JOB} ("${RUN_BUILD}").`]);
  });

  it("shows each fire with the clock's time, and the job's life: created, delayed by its jitter, deleted", () => {
    const lines = run.shown.split("\n").filter((l) => /^(⏲|⏰|✕|…) /.test(l));
    expect(lines.filter((l) => l.startsWith("⏰")).map((l) => l.split(": ")[0])).toEqual([
      `⏰ job ${DEMO_JOB} fired at Mon 2026-11-16 10:02:28 +01:00`,
      `⏰ job ${DEMO_JOB} fired at Mon 2026-11-16 10:07:28 +01:00`,
      `⏰ job ${DEMO_JOB} fired at Mon 2026-11-16 10:12:28 +01:00`,
    ]);
    expect(lines[0]).toMatch(
      new RegExp(`^⏲ job ${DEMO_JOB} created \\(recurring\\) on 2-59/5 \\* \\* \\* \\*: `),
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^✕ job ${DEMO_JOB} deleted by CronDelete: `));
    expect(run.events.filter((e) => e.kind.startsWith("schedule:")).map((e) => e.kind)).toEqual([
      "schedule:created",
      "schedule:delayed",
      ...Array(3).fill(["schedule:fired", "schedule:delayed"]).flat(),
      "schedule:deleted",
    ]);
  });

  it("replays exactly under another TZ: the recorded time zone, the same text and requests", async () => {
    const before = process.env.TZ;
    process.env.TZ = "America/New_York"; // the process's zone: Intl and Date read it
    try {
      const again = await playLesson("s14", [
        "--replay",
        "lessons/s14-cron/cassettes/demo.json",
        "--workdir",
        sampleCopy("lessons/s14-cron"),
      ]);
      expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/New_York");
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(
        "Next fire times (Europe/Berlin): Mon 2026-11-16 10:02 +01:00",
      );
      expect(again.stdout).toContain(`⏰ job ${DEMO_JOB} fired at Mon 2026-11-16 10:12:28 +01:00`);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("runs live through the mock API, its clock's waits ended at once: the build passes the third time", async () => {
    const demo = loadCassette(join(import.meta.dirname, "../cassettes/demo.json"));
    const workdir = sampleCopy("lessons/s14-cron");
    const api = await startMockApi({ cassette: demo, workdir, key: "mock-key" });
    try {
      const live = await playLesson(
        "s14",
        ["--workdir", workdir],
        {
          ANTHROPIC_API_KEY: "mock-key",
          ANTHROPIC_BASE_URL: api.url,
          WORKBOOK_STREAM: "0",
          ...demo.settings,
        },
        `${demo.prompts[0]}\n`,
        { virtualClock: true },
      );
      expect(live.code, live.stderr).toBe(0);
      expect(api.rejected()).toEqual([]);
      expect(api.calls.map((c) => c.status)).toEqual(demo.interactions.map(() => 200));
      expect(readFileSync(join(workdir, ".build-runs"), "utf-8")).toBe("3\n");
      expect(live.stdout).toContain(`✕ job ${DEMO_JOB} deleted by CronDelete`);
    } finally {
      await api.close();
    }
  });
});

describe("fire-cases: refusals, fires that wait for a turn, fires merged", () => {
  const run = lessonRun("s14", "fire-cases.json");
  const [minute, once] = ["4q5tfw4vap", "xpgg0vj72b"];

  it("refuses a bad expression with croner's message and one that never fires; lists the jobs", () => {
    expect(run.code).toBe(0);
    const [bad, never, , , list, unknown] = added(run.requests[1]);
    expect(bad.is_error).toBe(true);
    expect(String(bad.content)).toMatch(
      /^Error: "61 \* \* \* \*" is not a valid cron expression: .*minute/i,
    );
    expect(never.is_error).toBe(true);
    expect(String(never.content)).toMatch(/^Error: The cron expression "0 0 31 2 \*" never fires/);
    expect(String(list.content).split("\n")[0]).toBe("2 scheduled jobs:");
    expect(unknown.is_error).toBe(true);
  });

  it("a job that fires twice during a turn waits for its end, counted once, in the learner's next message", () => {
    expect(texts(run.requests[4])).toEqual([
      `[scheduled job ${minute}] Remind the user to stretch. (it fired 2 times since Mon 2026-11-16 10:29 +01:00 while it waited: counted once)`,
      "Anything from the schedule?",
    ]);
    expect(run.shown).toContain(
      `… job ${minute} fired at Mon 2026-11-16 10:29:40 +01:00 while a turn runs`,
    );
  });

  it("two jobs due together go in one message; a one-shot job is deleted after its fire", () => {
    expect(texts(run.requests[5])).toEqual([
      `[scheduled job ${minute}] Remind the user to stretch.\n[scheduled job ${once}] Remind the user to check the logs.`,
    ]);
    expect(run.shown).toContain(`✕ job ${once} deleted after its only fire`);
    for (const request of run.requests) expect(roles(request)).not.toMatch(/user user/);
  });
});

describe("durable jobs", () => {
  it("a restart finds them: the fires missed meanwhile fire once, saying how many and since when", async () => {
    const run = lessonRun("s14", "missed.json");
    expect(run.code).toBe(0);
    expect(texts(run.requests[0])).toEqual([
      "[scheduled job k3x9a2b7qe] Remind the user to stand up and drink some water. (it missed 13 fires since Mon 2026-11-16 07:57 +01:00 while the agent was not running: it fires once now)",
      "Good morning. Did anything fire while I was away? Delete what did.",
    ]);
    expect(run.shown).toContain(
      "⏲ 1 durable job found in .workbook/scheduled_tasks.json: k3x9a2b7qe",
    );
    // The deletion reaches the file.
    const workdir = scratchDir("s14-missed-");
    cpSync(join(import.meta.dirname, "../cassettes/missed.workspace"), workdir, {
      recursive: true,
    });
    const again = await playLesson("s14", [
      "--replay",
      "lessons/s14-cron/cassettes/missed.json",
      "--workdir",
      workdir,
    ]);
    expect(again.code).toBe(0);
    const saved = JSON.parse(
      readFileSync(join(workdir, ".workbook", "scheduled_tasks.json"), "utf-8"),
    );
    expect(saved).toEqual({ version: 1, jobs: [] });
  });

  it("a corrupt file is named and left as it is; the session goes on without durable jobs", async () => {
    const workdir = scratchDir("s14-corrupt-");
    cpSync(join(import.meta.dirname, "../sample"), workdir, { recursive: true });
    const file = join(workdir, ".workbook", "scheduled_tasks.json");
    cpSync(
      join(import.meta.dirname, "../cassettes/missed.workspace/.workbook"),
      join(workdir, ".workbook"),
      {
        recursive: true,
      },
    );
    writeFileSync(file, '{"version": 1, "jobs": [');
    const durable = {
      type: "tool_use",
      id: "toolu_01Durable",
      name: "CronCreate",
      input: { cron: "7 9 * * *", prompt: "Hi.", durable: true },
    };
    const played = await playScripted(
      "s14",
      ["Keep a durable job."],
      [
        message([durable], "tool_use"),
        message([{ type: "text", text: "It was refused." }], "end_turn"),
      ],
      workdir,
    );
    expect(played.exitCode).toBe(0);
    expect(played.screen).toContain("⚠ Error: .workbook/scheduled_tasks.json cannot be used: ");
    expect(readFileSync(file, "utf-8")).toBe('{"version": 1, "jobs": [');
    const answer = added(played.requests[1])[0];
    expect(answer.is_error).toBe(true);
    expect(String(answer.content)).toMatch(
      /durable jobs are off .*Create the job with durable: false/,
    );
  });
});

describe("in the session player", () => {
  /** The requests as the player reads them: every message's content a list of blocks. */
  const read = (requests: MessageRequest[]) =>
    requests.map(
      (r): PaneRequest => ({
        messages: r.messages.map((m) => ({
          role: m.role,
          content:
            typeof m.content === "string"
              ? [{ type: "text", text: m.content }]
              : (m.content as Block[]),
        })),
      }),
    );

  it("draws the job on the rounds' time line: created, its fires, its deletion", () => {
    const requests = read(lessonRun("s14").requests);
    const rounds = requests.map((_, k) => ({
      n: k + 1,
      round: k + 1,
      usage: { input: 0, output: 0 },
    }));
    const group = pane.lanes!(rounds, requests, "en")!;
    // C created, F a fire's round, D deleted, - waiting, . none.
    const drawn = group.lanes.map((lane) => [
      lane.name,
      lane.cells
        .map((c) =>
          !c ? "." : !c.mark ? "-" : c.tip[0] === "c" ? "C" : c.tip[0] === "f" ? "F" : "D",
        )
        .join(""),
    ]);
    expect(drawn).toEqual([[`job ${DEMO_JOB}`, "C-F-F-FD."]]);
    const labels = pane.blocks!([], requests, "en");
    expect(labels(2, requests[2].messages.length - 1, 0)).toBe(
      `job ${DEMO_JOB}'s fire: one user message, marked as scheduled`,
    );
    expect(pane.lanes!(rounds, [], "en")).toBeUndefined();
  });
});

describe("at a terminal", () => {
  const KEY = "sk-ant-test-fake-0014";
  let terminal: TerminalLesson | undefined;
  let api: MockApi | undefined;
  afterEach(() => {
    terminal?.close();
    void api?.close();
  });

  it("a fire starts a turn by itself (at the prompt, or when the turn it came in ends); Ctrl-C at the prompt stops the wait and quits", async () => {
    const cron = (id: string, input: object) => ({
      type: "tool_use",
      id,
      name: "CronCreate",
      input,
    });
    // A one-shot job at the next minute, and a weekly one: the prompt then waits for a fire a week away.
    const create = [
      cron("toolu_01Once", { cron: "* * * * *", prompt: "Say tick.", recurring: false }),
      cron("toolu_01Week", { cron: "7 9 * * 1", prompt: "Say it is Monday." }),
    ];
    const say = (text: string, id: string) => ({
      response: message([{ type: "text", text }], "end_turn", id),
    });
    const cassette = {
      version: 1,
      lesson: "s14",
      prompts: [],
      interactions: [
        { response: message(create, "tool_use", "msg_01") },
        say("Scheduled: a tick at the next minute, and Mondays at 9:07.", "msg_02"),
        say("Tick.", "msg_03"),
      ],
    } as unknown as Cassette;
    api = await startMockApi({ cassette, key: KEY });
    // A minute of the session's clock in a tenth of a second: the job fires while the learner is at the prompt.
    terminal = startLessonInTerminal(
      ["s14", "--yes", "--workdir", scratchDir("s14-terminal-")],
      offlineEnv({
        ANTHROPIC_API_KEY: KEY,
        ANTHROPIC_BASE_URL: api.url,
        WORKBOOK_CLOCK_RATE: "600",
        TZ: "UTC",
      }),
    );
    await terminal.waitForScreenEnd("s14 >>");
    terminal.type("Say tick at the next minute, and on Mondays at 9:07.\r");
    await terminal.waitForScreenEnd("s14 >>"); // its turn is over
    // The one-shot job fires at the next minute: at the prompt, or during the first turn, whose end it waits for.
    const fired = async () => (await terminal!.screen()).some((l) => l.endsWith("Tick."));
    await expect.poll(fired, { timeout: 30_000 }).toBe(true);
    await terminal.waitForScreenEnd("s14 >>"); // the fire's turn is over: the prompt again
    const screen = await terminal.screen();
    // Its fire's line, under the first turn or after the prompt it came at.
    const firedLine =
      /⏰ job [0-9a-z]{10} fired at [^:]+:\d\d(:\d\d)? \+00:00: "Say tick\." \(its last fire\)$/;
    expect(screen.filter((l) => firedLine.test(l))).toHaveLength(1);
    // At the prompt, waiting for the next fire (a week away): Ctrl-C quits, and no timer keeps the process alive.
    terminal.type("\x03");
    expect(await terminal.exitCode).toBe(0);
    expect(api.calls.map((c) => c.status)).toEqual([200, 200, 200]);
  });
});
