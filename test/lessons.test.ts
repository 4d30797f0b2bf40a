import { once } from "node:events";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Readable, Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { describe, expect, inject, it, vi } from "vitest";
import {
  buildSession,
  lessonHelp,
  loadCassette,
  movePaths,
  ownTaskOnReplay,
  normaliseRequest,
  refusalText,
  requestProblems,
  sessionArguments,
  SUBAGENT,
  SUMMARY,
  type Cassette,
  type Lesson,
  type Session,
} from "@agent-workbook/kit";
import {
  type LessonRun,
  ROOT,
  message,
  offlineEnv,
  pgrep,
  runLesson,
  runLessonAsync,
  sampleCopy,
  scratchDir,
  startLesson,
  transcript,
  writeCassette,
} from "@agent-workbook/kit/authoring/tests/helpers";
import { region } from "../scripts/docs-sync.ts";
import { listLessons } from "@agent-workbook/kit/lessons";
import { closestLesson } from "@agent-workbook/kit/cli";
import { cassetteRuns } from "./global-setup.ts";
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";
import {
  expectValidRequests,
  isReminder,
  lessonRun,
  lessonRunsReady,
} from "@agent-workbook/kit/authoring/tests/lesson-tests";
import { playLesson } from "@agent-workbook/kit/authoring/tests/play-lesson";

await lessonRunsReady(); // the global setup's runs of the lessons, which lessonRun reads

/** Every lesson, in course order, with what it expects of itself (its test/expectations.ts). */
const LESSONS = await Promise.all(
  listLessons().map(async (lesson) => ({
    ...lesson,
    dir: relative(ROOT, lesson.dir),
    expectations: (
      (await import(pathToFileURL(join(lesson.dir, "test", "expectations.ts")).href)) as {
        default: LessonExpectations;
      }
    ).default,
  })),
);

describe("pnpm lesson (the dispatcher)", () => {
  it("lists the lessons when given no id", () => {
    const run = runLesson([]);
    expect(run.code).toBe(0);
    // test/lesson-list.test.ts, running beside this file, makes a draft folder (lessons/zz-draft-PID) that the list
    // names under the lessons: any such line is that test's draft, and the rest is the list.
    const lines = transcript(run.stdout).split("\n");
    const draft = /^ {2}\(lessons\/zz-draft-\d+ is not a lesson yet: no workbook field in package\.json\)$/;
    expect(lines.filter((line) => line.includes("is not a lesson yet")).every((line) => draft.test(line))).toBe(true);
    expect(lines.filter((line) => !draft.test(line)).join("\n")).toMatchSnapshot();
  });

  it("prints usage for --help", () => {
    const run = runLesson(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Usage: pnpm lesson <id> [options]");
    expect(run.stdout).toContain("--replay FILE");
    expect(run.stdout).toContain(`Lessons: ${LESSONS.map((l) => l.id).join(", ")}`);
  });

  it("refuses an unknown lesson with usage and exit 2, naming the lesson meant when one is near", () => {
    const run = runLesson(["v9"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Unknown lesson: v9\n\nUsage: pnpm lesson/);
    // The folder's name, as the README shows it.
    const folder = runLesson(["v2-todo"]);
    expect(folder.code).toBe(2);
    expect(folder.stdout).toBe("");
    expect(folder.stderr).toMatch(
      /^Unknown lesson: v2-todo \(did you mean v2\?\)\n\nUsage: pnpm lesson <id> \[options\]\n/,
    );
    const option = runLesson(["--frobnicate"]);
    expect(option.code).toBe(2);
    expect(option.stderr).toMatch(
      /^The lesson comes first, then its options: pnpm lesson <id> --frobnicate\n\nUsage: pnpm lesson/,
    );
  });

  it.each([
    ["V2", "v2"],
    ["v2-todo", "v2"],
    ["lessons/v2-todo/", "v2"],
    ["S05-TODO-WRITE", "s05"],
    ["s05-todo", "s05"],
    ["s3", "s03"],
    ["s12-task", "s12"],
    ["s6", "s06"],
    ["v9", undefined],
    ["todo", undefined],
  ])("takes %j for lesson %s", (typed, meant) => {
    expect(closestLesson(typed, listLessons())?.id).toBe(meant);
  });

  it("refuses a bad option with usage and exit 2", () => {
    const run = runLesson(["v1", "--frobnicate"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Unknown option: --frobnicate\n\nUsage: pnpm lesson v1 \[options\]/);
  });

  it("notes a cassette recorded for another lesson", async () => {
    const dir = scratchDir();
    const v0 = writeCassette(
      join(dir, "v0.json"),
      "v0",
      ["hi"],
      [message([{ type: "text", text: "Hi." }], "end_turn")],
    );
    const run = await playLesson("v1", ["--replay", v0, "--workdir", dir]);
    expect(run.code).toBe(0);
    expect(transcript(run.stdout).split("\n")[0]).toBe("Note: this cassette was recorded for lesson v0, not v1.");
  });
});

/**
 * What lesson v1 does with a command line it refuses before running anything, on a session built in this process
 * (buildSession, as its program's entry, runLesson, builds it) from `argv` and an offline environment with `env`
 * added, given to the session: what it printed and the code its program would exit with (`--help`: its help, 0; a
 * refusal: the reason, with the usage when it is a UsageError, 2). Nothing in the process is changed. The spawned
 * tests above show that the real command prints the same and exits with that code.
 */
async function refusal(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<LessonRun> {
  const { LESSON } = (await import(pathToFileURL(join(ROOT, "lessons/v1-tools/agent.ts")).href)) as { LESSON: Lesson };
  const sessionEnv = offlineEnv(env);
  let stdout = "";
  const sink = (add: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        add(String(chunk));
        done();
      },
    });
  const stdio = {
    stdin: Readable.from([]),
    stdout: sink((text) => (stdout += text)),
    stderr: sink(() => undefined),
  };
  let session: Session;
  try {
    if (sessionArguments(LESSON, argv, sessionEnv).help) return { code: 0, stdout: lessonHelp(LESSON), stderr: "" };
    session = buildSession({ lesson: LESSON, argv, env: sessionEnv, stdio });
  } catch (err) {
    if (!(err instanceof Error)) throw err;
    return { code: 2, stdout, stderr: refusalText(LESSON, err) };
  }
  session.close();
  throw new Error(`lesson v1 ${argv.join(" ")} started instead of refusing`);
}

describe("a lesson's command line, refused before it runs anything (buildSession, in this process)", () => {
  it("refuses -p without any model, saying what to do", async () => {
    const run = await refusal(["-p", "hello"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "-p needs a model: set ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env, or run the lesson against the mock API (pnpm mock-api --help). --replay FILE plays a recording, with its own prompt.",
    );
  });

  it("refuses a bad option or argument with the reason and the usage", async () => {
    const run = await refusal(["--frobnicate"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Unknown option: --frobnicate\n\nUsage: pnpm lesson v1 \[options\]/);
    const typo = await refusal(["--wrokdir", "ws"]);
    expect(typo.stderr).toMatch(/^Unknown option: --wrokdir \(did you mean --workdir\?\)\n\nUsage: pnpm lesson v1/);
    const missing = await refusal(["--record"]);
    expect(missing.stderr).toMatch(/^--record needs a value: --record FILE\n\nUsage: pnpm lesson v1/);
  });

  it("refuses --pace where nothing is played: with -p, or with a live model", async () => {
    const oneShot = await refusal(["--replay", "x.json", "-p", "hi", "--pace", "100"]);
    expect(oneShot.code).toBe(2);
    expect(oneShot.stderr).toMatch(/^--pace is for watching a session; -p prints only the final answer, at once\n\n/);
    const live = await refusal(["--pace", "100"], { ANTHROPIC_API_KEY: "sk-ant-test-00000000" });
    expect(live.code).toBe(2);
    expect(live.stdout).toBe("");
    expect(live.stderr).toMatch(
      /^--pace plays the demo or a --replay at that speed; a live model \(anthropic\) keeps its own\. --provider replay plays the demo\.\n\nUsage: pnpm lesson v1/,
    );
  });

  it("refuses a provider that is not configured", async () => {
    const anthropic = await refusal(["--provider", "anthropic"]);
    expect(anthropic.code).toBe(2);
    expect(anthropic.stderr).toContain("--provider anthropic needs ANTHROPIC_API_KEY (in .env or the environment).");
    const openai = await refusal(["--provider", "openai"], { OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    expect(openai.code).toBe(2);
    expect(openai.stderr).toContain("--provider openai needs MODEL_ID");
  });

  it("refuses a missing or broken cassette", async () => {
    const missing = await refusal(["--replay", "no/such.json"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`Cannot read cassette ${ROOT}/no/such.json: ENOENT`);
    const dir = scratchDir();
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ version: 2, prompts: [] }));
    const bad = await refusal(["--replay", join(dir, "bad.json")]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Not a cassette");
    const demo = loadCassette(join(ROOT, "lessons/v1-tools/cassettes/demo.json"));
    const { usage: _dropped, ...noUsage } = demo.interactions[0].response;
    writeFileSync(join(dir, "no-usage.json"), JSON.stringify({ ...demo, interactions: [{ response: noUsage }] }));
    const incomplete = await refusal(["--replay", join(dir, "no-usage.json")]);
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain(
      `Not a cassette (${join(dir, "no-usage.json")}): interactions.0.response.usage:`,
    );
  });

  it("refuses a cassette that is not in the Messages API shape, naming what is wrong", async () => {
    const dir = scratchDir();
    const demo = loadCassette(join(ROOT, "lessons/v1-tools/cassettes/demo.json"));
    const broken = structuredClone(demo);
    (broken.interactions[1].response.content[1] as { input?: unknown }).input = undefined;
    writeFileSync(join(dir, "broken.json"), JSON.stringify(broken));
    const run = await refusal(["--replay", join(dir, "broken.json")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `Not a cassette (${join(dir, "broken.json")}): interactions.1.response.content.1.input:`,
    );
  });

  it("refuses a cassette with no prompts unless -p gives one, a record folder that is missing, and a file as workdir", async () => {
    const dir = scratchDir();
    const demo = loadCassette(join(ROOT, "lessons/v1-tools/cassettes/demo.json"));
    writeFileSync(join(dir, "no-prompts.json"), JSON.stringify({ ...demo, prompts: [] }));
    const noPrompts = await refusal(["--replay", join(dir, "no-prompts.json"), "--workdir", join(dir, "ws")]);
    expect(noPrompts.code).toBe(2);
    expect(noPrompts.stderr).toBe("This cassette has no prompts: give the task with -p TEXT.\n");
    // Each the first and only line: nothing is announced (the demo, its workspace) before it.
    expect(noPrompts.stdout).toBe("");
    const record = await refusal(["--record", join(dir, "nope", "x.json")]);
    expect(record.code).toBe(2);
    expect(record.stderr).toBe(
      `Cannot record to ${join(dir, "nope", "x.json")}: the folder ${join(dir, "nope")} does not exist.\n`,
    );
    expect(record.stdout).toBe("");
    const file = await refusal(["--workdir", join(dir, "no-prompts.json")]);
    expect(file.code).toBe(2);
    expect(file.stderr).toBe(`--workdir ${join(dir, "no-prompts.json")} is a file, not a folder.\n`);
    expect(file.stdout).toBe("");
    const other = await refusal([
      "--replay",
      join(ROOT, "lessons/v0-bash/cassettes/demo.json"),
      "--workdir",
      join(dir, "no-prompts.json"),
    ]);
    expect(other.stderr).toBe(`--workdir ${join(dir, "no-prompts.json")} is a file, not a folder.\n`);
    expect(other.stdout).toBe(""); // not even the note that the cassette is v0's
  });

  it("refuses --replay together with a live provider", async () => {
    const run = await refusal(["--replay", "x.json", "--provider", "anthropic"], {
      ANTHROPIC_API_KEY: "sk-ant-test-00000000",
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--replay FILE plays a cassette; it cannot be combined with --provider anthropic.");
  });

  it("prints its usage for --help and exits 0", async () => {
    const run = await refusal(["--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: pnpm lesson v1 \[options\]/);
    expect(run.stderr).toBe("");
  });
});

// The lessons' runs are processes that each keep a core busy in turn: the tests wait for them side by side.
describe.concurrent.each(LESSONS)("lesson $id", ({ id, dir, expectations }) => {
  const demo = join(ROOT, dir, "cassettes", "demo.json");

  it("with no API key, plays the bundled demo in a fresh copy of the sample workspace", ({ expect }) => {
    // `pnpm lesson <id>` (with --record), run once for all test files (test/global-setup.ts): a process of its own for
    // DEMO_PROCESSES, the same session and loop in the setup's process for the others, whose file starts the program
    // with the very same last line.
    const run = lessonRun(id);
    expect(
      readFileSync(join(ROOT, dir, "agent.ts"), "utf-8")
        .trimEnd()
        .split("\n")
        .at(-1),
    ).toBe("if (isMain(import.meta.filename)) await runLesson(LESSON, main);");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.shown.split("\n")[0]).toBe(
      `No API key set (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env): playing the scripted demo ${dir}/cassettes/demo.json.`,
    );
    expect(run.shown).toMatchSnapshot();
    const workdir = /workspace: (\S+) \(a fresh copy/.exec(run.stdout)![1];
    expect(readdirSync(workdir)).toEqual(expect.arrayContaining(readdirSync(join(ROOT, dir, "sample"))));
  });

  it("records its demo: the responses as scripted, every request API-valid, and the recording replays --strict identically", async ({
    expect,
  }) => {
    const { recorded, shown, agents } = lessonRun(id); // `pnpm lesson <id>`, a process (test/global-setup.ts)
    const cassette: Cassette = loadCassette(recorded!);
    const original = loadCassette(demo);
    expect(cassette.prompts).toEqual(original.prompts);
    // The responses as scripted, with the script's paths moved to this machine's.
    expect(cassette.interactions.map((i) => i.response)).toEqual(
      original.interactions.map((i) => movePaths(i.response, original.paths, cassette.paths)),
    );
    expect(expectValidRequests(cassette.interactions.map((i) => i.request!))).toEqual([]);
    // Each request extends the previous one of the same agent: its history only grows (a subagent's starts anew, and
    // so does the main agent's after a summary call, from the summary: s08's compaction; a teammate's, s15, goes on
    // however many calls of other agents come between).
    let main = 0;
    cassette.interactions.forEach((interaction, n) => {
      if (interaction.agent) return;
      const length = interaction.request!.messages.length;
      const compacted = cassette.interactions[n - 1]?.agent === SUMMARY && length < main;
      expect(length, `request ${n + 1}`).toBe(compacted ? length : main === 0 ? 1 : main + 2);
      main = length;
    });
    cassette.interactions.forEach((interaction, n) => {
      if (!interaction.agent || interaction.agent === SUMMARY) return; // a summary's call stands alone (s08's own tests)
      const length = interaction.request!.messages.length;
      if (interaction.agent !== SUBAGENT) {
        const before = cassette.interactions.slice(0, n).findLast((i) => i.agent === interaction.agent);
        expect(length, `request ${n + 1}`).toBe(before ? before.request!.messages.length + 2 : 1);
        return;
      }
      const before = cassette.interactions[n - 1];
      expect(length, `request ${n + 1}`).toBe(before.agent ? before.request!.messages.length + 2 : 1);
    });
    const last = normaliseRequest(cassette.interactions.at(-1)!.request, cassette.paths);
    expect(last).toMatchSnapshot();

    // Replaying the recording strictly in this process (the lesson's own session and loop), in another fresh copy of
    // the sample, reproduces the process's run exactly: each request (--strict), each agent's, and what it showed
    // (v0's scripted subagent replays the file beside the cassette); only the demo's first and last notes go.
    const subagent = demo.replace(/\.json$/, ".subagent.json");
    const copy = join(scratchDir(), "recorded.json");
    cpSync(recorded!, copy);
    if (existsSync(subagent)) cpSync(subagent, copy.replace(/\.json$/, ".subagent.json"));
    const again = await playLesson(id, ["--replay", copy, "--strict"]);
    expect(again.stderr).toBe("");
    expect(again.code, again.stdout.slice(-3000)).toBe(0);
    expect(again.agents).toEqual(agents);
    const lines = shown.split("\n");
    expect(transcript(again.stdout)).toBe([...lines.slice(1, -2), ""].join("\n"));
    expect(lines.at(-2)).toBe(
      `Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson ${id} live.`,
    );
  });

  it("offers its tools, and adds no text to a user turn but its reminders, after the tool results (every cassette)", ({
    expect,
  }) => {
    const names = cassetteRuns()
      .filter((args) => args.split(" ")[0] === id)
      .map((args) => (args.includes(" --replay ") ? args.split("/").at(-1)! : "demo.json"));
    const runs = names.map((name) => lessonRun(id, name));
    expect(runs.length).toBeGreaterThan(0);
    for (const [r, run] of runs.entries()) {
      expect(run.code, run.args).toBe(0);
      expect(expectValidRequests(run.requests), run.args).toEqual([]);
      const prompts = loadCassette(run.recorded!).prompts;
      for (const [n, request] of run.requests.entries()) {
        // A subagent's calls, and a teammate's (s15), offer their own tools; a call beside the loop (s08's summary)
        // offers none.
        const agent = run.agents[n];
        const own = expectations.cassetteTools?.[names[r]] ?? expectations.tools;
        const tools = agent === SUMMARY ? [] : agent ? expectations.subagentTools : own;
        expect(
          (request.tools ?? []).map((t) => (t as { name: string }).name),
          `${run.args}: request ${n + 1}`,
        ).toEqual(tools);
        for (const message of request.messages.filter((m) => m.role === "user" && typeof m.content !== "string")) {
          const blocks = message.content as Array<{ type: string; text?: string }>;
          const added = blocks.filter((b) => b.type === "text" && !prompts.includes(b.text!)).map((b) => b.text);
          for (const text of added)
            expect(
              expectations.reminders.some((r) => isReminder(text!, r)),
              `${run.args}: ${text}`,
            ).toBe(true);
          const lastResult = blocks.findLastIndex((b) => b.type === "tool_result");
          const firstAdded = blocks.findIndex((b) => b.type === "text" && !prompts.includes(b.text!));
          if (lastResult >= 0 && firstAdded >= 0) expect(firstAdded, run.args).toBeGreaterThan(lastResult);
        }
      }
    }
  });

  it("shows no failing tool call its script does not mean to show, and each it means to (every cassette but the -cases)", ({
    expect,
  }) => {
    const shown = cassetteRuns()
      .filter((args) => args.split(" ")[0] === id && !/-cases\.json$/.test(args))
      .map((args) => (args.includes(" --replay ") ? args.split("/").at(-1)! : "demo.json"));
    expect(Object.keys(expectations.shownErrors ?? {}).filter((name) => !shown.includes(name))).toEqual([]);
    for (const cassette of shown) {
      const run = lessonRun(id, cassette);
      expect(run.code, run.args).toBe(0);
      const meant = expectations.shownErrors?.[cassette] ?? [];
      const failed = failedCalls(loadCassette(run.recorded!));
      const unmeant = failed.filter(
        (f) => !meant.some((m) => m.round === f.round && m.tool === f.tool && m.result.test(f.result)),
      );
      const missing = meant.filter(
        (m) => !failed.some((f) => m.round === f.round && m.tool === f.tool && m.result.test(f.result)),
      );
      expect(
        unmeant.map((f) => `${cassette}: round ${f.round}: ${f.tool} ${f.input}: ${f.result}`),
        "failing calls not in shownErrors",
      ).toEqual([]);
      expect(
        missing.map((m) => `${cassette}: round ${m.round}: ${m.tool}: ${m.result}`),
        "shownErrors not in the recording",
      ).toEqual([]);
    }
  });

  it("--strict fails with a readable diff when the request differs from the recording", async ({ expect }) => {
    const { recorded } = lessonRun(id);
    const scratch = scratchDir();
    const run = await playLesson(id, [
      "-p",
      "a different task",
      "--replay",
      recorded!,
      "--strict",
      "--workdir",
      join(scratch, "ws2"),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Strict replay: request 1 differs from the one recorded in ${recorded}:`);
    // v2 sends the learner's message as text blocks (after its initial reminder), the others as a string.
    expect(run.stderr).toMatch(/^- {6}(?:"content"| {4}"text"): "/m);
    expect(run.stderr).toMatch(/^\+ {6}(?:"content"| {4}"text"): "a different task"/m);
  });

  it("fails clearly when the cassette runs out", async ({ expect }) => {
    const scratch = scratchDir();
    const short = join(scratch, "short.json");
    const cassette = loadCassette(demo);
    writeFileSync(short, JSON.stringify({ ...cassette, interactions: cassette.interactions.slice(0, 2) }));
    const run = await playLesson(id, ["--replay", short, "--workdir", join(scratch, "ws")]);
    expect(run.code).toBe(1);
    expect(transcript(run.stdout)).toContain(
      `The cassette ${short} ran out: this is model call 3, but it holds only 2.`,
    );
  });
});

// Each lesson's -p, on its demo, prints only the final answer over the live API (test/live.test.ts, unstreamed);
// a replay's own notes (the demo playing, the cassette's lesson) stay out of it too.
describe("-p with --replay", () => {
  it("runs one-shot and prints only the final answer", async () => {
    const demo = join(ROOT, "lessons/v1-tools/cassettes/demo.json");
    const cassette = loadCassette(demo);
    const run = await playLesson("v1", [
      "-p",
      cassette.prompts[0],
      "--replay",
      demo,
      "--workdir",
      sampleCopy("lessons/v1-tools"),
    ]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const final = cassette.interactions.at(-1)!.response.content.find((b) => b.type === "text");
    expect(run.stdout).toBe(`${(final as { text: string }).text}\n`);
  });

  it("refuses a task of the learner's on a recording of another: it would print the recording's answer (exit 2)", async () => {
    const demo = join(ROOT, "lessons/s16-protocols/cassettes/demo.json");
    const run = await playLesson("s16", ["-p", "my own task", "--replay", demo]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `${ownTaskOnReplay("s16", "lessons/s16-protocols/cassettes/demo.json", loadCassette(demo).prompts[0])}\n`,
    );
    expect(run.stderr).toMatch(
      /^A recording answers its own prompt, not yours: lessons\/s16-protocols\/cassettes\/demo\.json /,
    );
    expect(run.stderr).toContain('live, with ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env: pnpm lesson s16 -p "…"');
    expect(run.stderr).toContain("through the mock API");
    expect(run.stderr).toContain("(pnpm mock-api --help)");
  });
});

describe("the tool dispatch (v1's concept, the same lines in every lesson)", () => {
  it("answers every call, and turns an unknown tool, bad input and a failing tool into is_error results", async () => {
    const scratch = scratchDir();
    const workdir = scratchDir();
    writeFileSync(join(workdir, "bin.dat"), "a\0b");
    mkdirSync(join(workdir, "folder"));
    const cassette = join(scratch, "dispatch.json");
    const call = (n: number, name: string, input: unknown) => ({ type: "tool_use", id: `toolu_0${n}`, name, input });
    writeCassette(
      cassette,
      "v1",
      ["try some tools"],
      [
        message(
          [
            call(1, "frobnicate", {}),
            call(2, "bash", {}),
            call(3, "bash", { command: "echo hi" }),
            call(4, "read_file", { path: "bin.dat" }),
            call(5, "write_file", { path: "folder", content: "x" }),
          ],
          "tool_use",
        ),
        message([{ type: "text", text: "Done." }], "end_turn"),
      ],
    );
    const run = await playLesson("v1", ["--replay", cassette, "--workdir", workdir]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const requests = run.requests;
    for (const request of requests) expect(requestProblems(request)).toEqual([]);
    expect(requests[1].messages.at(-1)).toEqual({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "toolu_01",
          content: "Error: Unknown tool: frobnicate. Available tools: bash, read_file, write_file, edit_file",
          is_error: true,
        },
        {
          type: "tool_result",
          tool_use_id: "toolu_02",
          content: "Error: Invalid input for bash: command: Invalid input: expected string, received undefined",
          is_error: true,
        },
        { type: "tool_result", tool_use_id: "toolu_03", content: "hi" },
        // A ToolError's message goes to the model as it is (the kit's tools word theirs for the model).
        {
          type: "tool_result",
          tool_use_id: "toolu_04",
          content: "Error: bin.dat is a binary file (3 bytes); read_file reads text only",
          is_error: true,
        },
        {
          type: "tool_result",
          tool_use_id: "toolu_05",
          content: "Error: folder is a directory, not a file",
          is_error: true,
        },
      ],
    });
  });

  it("is word for word v1's in every lesson, and their loops run it: the run above checks them all", () => {
    // Word for word, however the formatter wrapped it (each lesson defines runTool in its entry, main).
    const dispatch = (dir: string) =>
      region(join(dir, dir === "shared/src" ? "tool-dispatch.ts" : "agent.ts"), "dispatch")
        .replace(/,(\s*\))/g, "$1")
        .replace(/\s+/g, " ")
        .replace(/\( /g, "(")
        .replace(/ \)/g, ")");
    // The kit's copy (toolDispatch, which s11 on import) is v1's too.
    expect(dispatch("shared/src"), "shared/src/tool-dispatch.ts").toBe(dispatch("lessons/v1-tools"));
    for (const { dir } of LESSONS) {
      const code = readFileSync(join(ROOT, dir, "agent.ts"), "utf-8");
      if (code.includes("// #region dispatch")) expect(dispatch(dir), dir).toBe(dispatch("lessons/v1-tools"));
      else expect(code, dir).toMatch(/ = toolDispatch\(TOOLS\)/);
      // A team's loop (s15 on) passes the tools of the agent whose round it is (`agent.tools`, or `tools` taken from the
      // agent): the kit's gate holds each to its own.
      // s20, which composes every mechanism, calls it from its round (the nine steps), not a loop of its own.
      const loop = code.includes("// #region loop") ? "loop" : "round";
      expect(region(join(dir, "agent.ts"), loop), dir).toMatch(
        /await session\.supervise\(block, (TOOLS, runTool|tools, runTool|agent\.tools, (runTool|\(call\) => runAs\(agent, call\)))\)/,
      );
    }
  });
});

describe("responses that do not end cleanly", () => {
  it("a tool call cut short by max_tokens is not run, and stop_reason tool_use with no call ends the turn; every request stays valid", async () => {
    const scratch = scratchDir();
    const workdir = sampleCopy("lessons/v1-tools");
    const cassette = join(scratch, "odd.json");
    writeCassette(
      cassette,
      "v1",
      ["write a long file", "and then?", "thanks"],
      [
        message(
          [
            { type: "text", text: "Writing it." },
            { type: "tool_use", id: "toolu_01Cut", name: "write_file", input: { path: "cut.txt" } },
          ],
          "max_tokens",
        ),
        message([{ type: "text", text: "Let me think." }], "tool_use"),
        message([{ type: "text", text: "Done." }], "end_turn"),
      ],
    );
    const run = await playLesson("v1", ["--replay", cassette, "--workdir", workdir]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const shown = run.shown;
    expect(shown).toContain("The response stopped (max_tokens) inside a tool call; the unfinished call was not run.");
    expect(shown).toContain("stop: max_tokens");
    expect(shown).not.toContain("> write_file");
    expect(existsSync(join(workdir, "cut.txt"))).toBe(false);
    const requests = run.requests;
    for (const request of requests) expect(requestProblems(request)).toEqual([]);
    expect(requests[2].messages).toEqual([
      { role: "user", content: "write a long file" },
      { role: "assistant", content: [{ type: "text", text: "Writing it." }] },
      { role: "user", content: "and then?" },
      { role: "assistant", content: [{ type: "text", text: "Let me think." }] },
      { role: "user", content: "thanks" },
    ]);
  });
});

describe("credentials", () => {
  it("never reach the agent's commands, the terminal or a recording (nor FORCE_COLOR or the compile cache the commands)", async () => {
    const scratch = scratchDir();
    const cassette = join(scratch, "env.json");
    writeCassette(
      cassette,
      "v1",
      ["What is in the environment?"],
      [
        message(
          [
            {
              type: "tool_use",
              id: "toolu_01Env",
              name: "bash",
              input: {
                command:
                  "env | grep -c SECRET''SECRET; echo HOME=$HOME; echo FORCE_COLOR=$FORCE_COLOR; echo INIT_CWD=$INIT_CWD; echo NODE_COMPILE_CACHE=$NODE_COMPILE_CACHE",
              },
            },
          ],
          "tool_use",
        ),
        message([{ type: "text", text: "Nothing secret." }], "end_turn"),
      ],
    );
    const run = await playLesson("v1", ["--replay", cassette, "--workdir", sampleCopy("lessons/v1-tools")], {
      ANTHROPIC_API_KEY: "sk-ant-SECRETSECRET-1",
      OPENAI_API_KEY: "sk-SECRETSECRET-2",
      MY_SERVICE_TOKEN: "tok-SECRETSECRET-3",
      FORCE_COLOR: "1", // colours the lesson's screen, not the commands' output
      INIT_CWD: "/where/an/outer/pnpm/started", // a pnpm the agent runs would take it for its own start
    });
    expect(run.code).toBe(0);
    const requests = run.requests;
    expect(offlineEnv().NODE_COMPILE_CACHE).toBeTruthy(); // the lesson's own environment had it
    expect(requests[1].messages[2]).toEqual({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "toolu_01Env",
          content: `0\nHOME=${process.env.HOME}\nFORCE_COLOR=\nINIT_CWD=\nNODE_COMPILE_CACHE=`,
        },
      ],
    });
    expect(run.stdout + run.stderr + readFileSync(run.recorded, "utf-8")).not.toContain("SECRETSECRET");
    // The session was built in this process from the environment given, which is the session's alone: its commands
    // get it cleaned (session.env), and this process's own is not changed.
    expect(process.env.MY_SERVICE_TOKEN).toBeUndefined();
  });
});

describe("stopping a lesson", () => {
  it.each(["SIGINT", "SIGTERM"] as const)("with %s while a command runs leaves no process behind", async (signal) => {
    const scratch = scratchDir();
    const cassette = join(scratch, "slow.json");
    const marker = `sleep 97.${signal === "SIGINT" ? 531 : 532}`;
    writeCassette(
      cassette,
      "v1",
      ["wait"],
      [
        message(
          [{ type: "tool_use", id: "toolu_01Slow", name: "bash", input: { command: `${marker} & ${marker}` } }],
          "tool_use",
        ),
      ],
    );
    const child = startLesson(["v1", "--replay", cassette, "--workdir", scratch]);
    let output = "";
    child.stdout.setEncoding("utf-8"); // a character cut between two chunks stays whole
    child.stdout.on("data", (d) => (output += d));
    await vi.waitFor(() => expect(output).toContain(`> bash: ${marker}`), { timeout: 60_000, interval: 100 });
    await vi.waitFor(() => expect(pgrep(marker)).toHaveLength(2), { timeout: 15_000, interval: 100 });
    child.kill(signal);
    const [code] = await once(child, "close");
    expect(code).toBe(signal === "SIGINT" ? 130 : 143); // a replay cannot be interrupted: Ctrl-C quits
    await vi.waitFor(() => expect(pgrep(marker)).toHaveLength(0), { timeout: 15_000, interval: 100 });
  });
});

/**
 * Every tool call of a recording that failed: an `is_error` result, or a command that exited non-zero (its last
 * line `(exit code N)` or `(killed by SIGNAL)`), with the round whose response made it (a subagent's counted).
 */
function failedCalls(cassette: Cassette): { round: number; tool: string; input: string; result: string }[] {
  type Block = {
    type: string;
    id?: string;
    name?: string;
    input?: unknown;
    tool_use_id?: string;
    is_error?: boolean;
    content?: unknown;
  };
  const calls = new Map<string, { round: number; tool: string; input: string }>();
  const failed: { round: number; tool: string; input: string; result: string }[] = [];
  for (const [n, interaction] of cassette.interactions.entries()) {
    const last = interaction.request?.messages.at(-1);
    const blocks = last?.role === "user" && Array.isArray(last.content) ? (last.content as Block[]) : [];
    for (const block of blocks.filter((b) => b.type === "tool_result")) {
      const content = block.content;
      const text =
        typeof content === "string"
          ? content
          : ((content ?? []) as Block[]).map((b) => String((b as { text?: string }).text ?? "")).join("\n");
      if (
        block.is_error ||
        /\n\((?:exit code \d+|killed by \w+)\)$/.test(text) ||
        /^\((?:exit code \d+|killed by \w+)\)$/.test(text)
      ) {
        const call = calls.get(block.tool_use_id!);
        if (!call) throw new Error(`request ${n + 1}: a result for a call no response made (${block.tool_use_id})`);
        failed.push({ ...call, result: text });
      }
    }
    for (const block of interaction.response.content as Block[]) {
      if (block.type === "tool_use")
        calls.set(block.id!, { round: n + 1, tool: block.name!, input: JSON.stringify(block.input) });
    }
  }
  return failed;
}
