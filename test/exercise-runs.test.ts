/**
 * `pnpm exercise`'s checks in real runs of a learner's file: a file that loops, hangs, floods its screen or exits at
 * once, named where it happens; the learner's own settings (.env, the shell); and the cache of the lesson's own runs.
 * Each starts learners' processes (and the lesson's, to record its runs again): part of `pnpm test:audit`, with the
 * exercise command's other tests (test/exercise-command.test.ts, test/exercise-watch.test.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cachedRun, expectedInputs } from "@agent-workbook/kit/authoring/exercise/expected-runs";
import { ROOT } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  check,
  learnerFile,
  lesson,
  source,
  spec,
  useExercisesFolder,
  withMistake,
} from "@agent-workbook/kit/authoring/tests/exercise-tests";
import { lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";

// The checks compare with the lesson runs the global setup made (and kept for them, as a first check would).
await lessonRunsReady();

/** The tests' own exercises folder: inside the workbook (so the learner's imports resolve), never the real one. */
const folder = useExercisesFolder();

// Two of these wait for a screen that stands still for 1 s: side by side.
describe.concurrent("failures named where they happen (real runs)", () => {
  /** Checks a v2 file with `edits` on todo-cases only, stopped after 20 s, or once its screen stands still for 1 s. */
  async function failure(name: string, edits: [string, string][]) {
    return check("v2", learnerFile(name, withMistake("v2", edits)), ["todo-cases"], {
      WORKBOOK_EXERCISE_TIMEOUT_MS: "20000",
      WORKBOOK_EXERCISE_STALL_MS: "1000",
    });
  }
  /**
   * A statement that blocks the file for `ms`, as a turn of a busy loop blocks it, with no core kept busy: the two
   * endless loops below never end and never let the file go on, as a learner's would, without burning a second of
   * CPU each while the checker waits for the screen to stand still. (The file that prints without end prints as
   * fast as it can: what it floods the checker with is the point.)
   */
  const nap = (ms: number) => `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms})`;

  it("an endless loop in a tool: stopped once the screen stands still, in that tool's call", async () => {
    const { first } = await failure("endless-loop", [
      ["    if (!Array.isArray(items)) throw", `    for (;;) ${nap(100)};\n    if (!Array.isArray(items)) throw`],
    ]);
    expect(first).toBe(
      [
        "todo-cases: <file> showed nothing new for 1 s: it was stopped in round 1, in its TodoWrite call (after 1 model call).",
        "  The TodoWrite call never returned: look in the code that runs it for a loop that never ends or a promise",
        "  that is never settled.",
      ].join("\n"),
    );
  });

  it("a session error in another colour: the checker still sees it (the session's events, not its screen)", async () => {
    const { results, first } = await failure("blue-errors", [
      [
        "export const LESSON: Lesson = {",
        "Terminal.prototype.error = function (this: Terminal, text: string) {\n  this.line(`\\x1b[34m${text}\\x1b[39m`);\n};\nexport const LESSON: Lesson = {",
      ],
      ["  runLesson,\n", "  runLesson,\n  Terminal,\n"],
      [
        '    messages.push({ role: "assistant", content: response.content });',
        '    throw new Error("boom in the loop");',
      ],
    ]);
    expect(first).toMatch(/^todo-cases: (round 1: )?<file> failed with: Error: boom in the loop/);
    expect(results[0].verdict.ok).toBe(false);
  });

  it("an endless loop before the first model call: named so, the clock started once the file had", async () => {
    const { first } = await failure("loops-at-start", [
      [
        "async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {",
        `async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {\n  for (;;) ${nap(100)};`,
      ],
    ]);
    expect(first).toMatch(
      /^todo-cases: <file> showed nothing new for 1 s: it was stopped before its first model call\./,
    );
  });

  it("a file that exits at once: said so, with its code", async () => {
    const { first } = await failure("exits", [
      ["export const LESSON: Lesson = {", "process.exit(0);\nexport const LESSON: Lesson = {"],
    ]);
    expect(first).toBe(
      [
        "todo-cases: <file> exited (code 0) before the session began: it showed nothing and never called the model.",
        "  Something ends the process as it starts, before repl() runs: a process.exit(), or a top-level return or throw.",
      ].join("\n"),
    );
  });

  it("a file that prints without end: stopped once the screen stands still, where it was, with what it printed", async () => {
    const { results, first } = await failure("floods", [
      [
        "    if (!Array.isArray(items)) throw",
        '    for (let i = 0; ; i++) console.log("item", i);\n    if (!Array.isArray(items)) throw',
      ],
    ]);
    expect(first).toMatch(
      /^todo-cases: <file> showed nothing new for 1 s: it was stopped in round 1, in its TodoWrite call/,
    );
    expect(results[0].printed).toMatch(/^item 0\nitem 1\nitem 2\n/);
  });

  it("what a file prints keeps a character its pipe delivered in two chunks (its first byte alone, 200 ms ahead)", async () => {
    const cut = [
      "const euro = Buffer.from('€');",
      "process.stdout.write(euro.subarray(0, 1));",
      "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);",
      "process.stdout.write(Buffer.concat([euro.subarray(1), Buffer.from('\\n')]));",
    ].join(" ");
    const { results } = await check(
      "v2",
      learnerFile(
        "cut",
        withMistake("v2", [
          ["    if (!Array.isArray(items)) throw", `    ${cut}\n    if (!Array.isArray(items)) throw`],
        ]),
      ),
      ["todo-cases"],
    );
    expect(results[0].printed).toMatch(/^(€\n)+$/);
  });
});

describe("a check with the learner's own settings", () => {
  it("passes the lesson's own file whatever .env and the shell say (MODEL_ID, AGENT_NAME, a key), its expected run recorded under them too", async () => {
    const dir = mkdtempSync(join(tmpdir(), "workbook-dotenv-"));
    writeFileSync(
      join(dir, ".env"),
      "ANTHROPIC_API_KEY=sk-ant-not-a-key\nANTHROPIC_BASE_URL=http://127.0.0.1:9\nMODEL_ID=glm-4.6\nAGENT_NAME=zed\n",
    );
    // The checker's environment as the learner's shell gives it: their settings file, their model and name.
    const shell = {
      WORKBOOK_ENV_FILE: join(dir, ".env"),
      MODEL_ID: "glm-4.6",
      AGENT_NAME: "zed",
      WORKBOOK_EXERCISE_CACHE: join(dir, "cache"), // recorded again, under these settings
    };
    for (const id of ["v1", "s12"]) {
      const { results, first } = await check(id, learnerFile(`dotenv-${id}`, source(id)), undefined, shell);
      expect(first).toBeUndefined();
      expect(results.every((r) => r.verdict.ok)).toBe(true);
    }
    // Back under the usual settings, the usual expected runs (kept by the global setup) are found again: the key
    // computed under the others is not taken for theirs.
    for (const id of ["v1", "s12"])
      for (const name of (await spec(id)).checks) expect(cachedRun(lesson(id), name), `${id} ${name}`).toBeDefined();
  });
});

describe("the cache of the lesson's own runs", () => {
  /**
   * Checks v0's own file on its loop check (one is enough: each check's run is kept apart), with the expected runs
   * kept in `folder` (WORKBOOK_EXERCISE_CACHE) for this call only.
   */
  async function checkWithCache(folder: string) {
    const { results } = await check("v0", learnerFile("cache-v0", source("v0")), ["loop"], {
      WORKBOOK_EXERCISE_CACHE: folder,
    });
    return results.map((r) => r.verdict.summary);
  }
  const passed = ["every request matches the recorded session"];

  it("one it cannot write (a read-only or full disk) only costs speed: the check still passes", async () => {
    const blocker = join(folder(), "not-a-folder");
    writeFileSync(blocker, "a file where the cache folder would go");
    expect(await checkWithCache(join(blocker, "cache"))).toEqual(passed);
    expect(readFileSync(blocker, "utf-8")).toBe("a file where the cache folder would go");
  });

  it("a broken file in it is recorded again", async () => {
    const cache = join(folder(), "cache");
    expect(await checkWithCache(cache)).toEqual(passed);
    const kept = readdirSync(cache).find((f) => f.startsWith("v0-loop-"))!;
    expect(kept).toMatch(/^v0-loop-[0-9a-f]{16}\.json$/);
    writeFileSync(join(cache, kept), '{"version": 1, "interac');
    expect(await checkWithCache(cache)).toEqual(passed);
    expect(JSON.parse(readFileSync(join(cache, kept), "utf-8")).calls.length).toBeGreaterThan(0);
  });

  it("is kept until the lesson, its cassette and sample, the kit or the installed packages change", () => {
    const inputs = expectedInputs(lesson("v0"), join(lesson("v0").dir, "cassettes", "demo.json")).map((f) =>
      relative(ROOT, f),
    );
    expect(inputs.slice(0, 3)).toEqual([
      "lessons/v0-bash/agent.ts",
      "lessons/v0-bash/cassettes/demo.json",
      "lessons/v0-bash/cassettes/demo.subagent.json",
    ]);
    expect(inputs).toContain("lessons/v0-bash/sample/convert.js");
    expect(inputs).toContain("shared/src/session.ts");
    expect(inputs.at(-1)).toBe("pnpm-lock.yaml");
  });
});
