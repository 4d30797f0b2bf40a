/**
 * `pnpm exercise`: start files made from the lessons, the explainer over crafted request pairs (in-process), and
 * the real checks — the learner's file run as a lesson on the recorded sessions — for every exercise: the fresh
 * start file fails with a clear first failure, the lesson's own file passes, common mistakes get a precise message.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessageRequest } from "@agent-workbook/kit";
import { regionOf } from "../scripts/docs-sync.ts";
import { checkExercise, expectedInputs, type CheckResult } from "../scripts/exercise-check.ts";
import { describeInput, explain, textDiff, textNames, type RunEnd } from "../scripts/exercise-explain.ts";
import { loadExercise, solutionFile, startFile, type ExerciseSpec } from "../scripts/exercise-start.ts";
import { parseCommand } from "../scripts/exercise.ts";
import { listLessons, type LessonEntry } from "../scripts/lesson.ts";
import { offlineEnv, ROOT, runTsFile } from "./helpers.ts";
import type { LessonExpectations } from "./lesson-expectations.ts";

/** The tests' own exercises folder: inside the workbook (so the learner's imports resolve), never the real one. */
let DIR: string;
const ENV = () => offlineEnv({ WORKBOOK_EXERCISES_DIR: DIR, WORKBOOK_EXERCISE_TIMEOUT_MS: "60000" });

beforeAll(() => {
  mkdirSync(join(ROOT, "exercises"), { recursive: true });
  DIR = mkdtempSync(join(ROOT, "exercises", ".test-"));
  process.env.WORKBOOK_EXERCISES_DIR = DIR;
  process.env.WORKBOOK_EXERCISE_TIMEOUT_MS = "60000";
});
afterAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  delete process.env.WORKBOOK_EXERCISES_DIR;
  delete process.env.WORKBOOK_EXERCISE_TIMEOUT_MS;
});

const lessons = listLessons();
const lesson = (id: string) => lessons.find((l) => l.id === id)!;
const source = (id: string) => readFileSync(lesson(id).entry, "utf-8");
const spec = async (id: string) => (await loadExercise(lesson(id)))!;

/** Runs `pnpm exercise ARGS` in the tests' exercises folder. */
function exercise(args: string[], input = "") {
  return runTsFile(join(ROOT, "scripts", "exercise.ts"), args, { env: ENV(), input });
}

/** A learner's file with `text` in it, under its own name in the tests' folder. */
function learnerFile(name: string, text: string): string {
  const file = join(DIR, name, "agent.ts");
  mkdirSync(join(DIR, name), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** The lesson with one mistake made in it: each `[from, to]` replaces text that occurs exactly once. */
function withMistake(id: string, edits: [string, string][]): string {
  let text = solutionFile(source(id));
  for (const [from, to] of edits) {
    expect(text.split(from)).toHaveLength(2);
    text = text.replace(from, to);
  }
  return text;
}

/** Checks a file on the exercise's checks (or only some of them); the first failure as the learner reads it. */
async function check(id: string, file: string, only?: string[]) {
  const exerciseSpec = await spec(id);
  const results = await checkExercise(lesson(id), only ? { ...exerciseSpec, checks: only } : exerciseSpec, file);
  return { results, first: firstFailure(results, file) };
}

function firstFailure(results: CheckResult[], file: string): string | undefined {
  const failed = results.find((r) => !r.verdict.ok);
  if (!failed) return undefined;
  const shown = relative(ROOT, file);
  return [`${failed.check}: ${failed.verdict.summary}`, ...failed.verdict.detail.map((d) => `  ${d}`)]
    .join("\n")
    .split(shown)
    .join("<file>");
}

describe("the docs", () => {
  it("every walkthrough (en, zh) ends with its exercise", () => {
    for (const l of lessons) {
      const page = `${l.dir.split("/").at(-1)}.md`;
      const en = readFileSync(join(ROOT, "docs", "en", page), "utf-8");
      const zh = readFileSync(join(ROOT, "docs", "zh", page), "utf-8");
      expect(en.slice(en.lastIndexOf("\n## "))).toContain(`Now build it yourself: \`pnpm exercise ${l.id}\``);
      expect(zh.slice(zh.lastIndexOf("\n## "))).toContain(`现在自己动手：\`pnpm exercise ${l.id}\``);
    }
  });
});

describe("start files are made from the lessons", () => {
  it("every lesson with an exercise: TODOs in place of its regions, no marker left, the rest of the lesson as it is", async () => {
    const withExercise = [];
    for (const l of lessons) {
      const exerciseSpec = await loadExercise(l);
      if (!exerciseSpec) continue;
      withExercise.push(l.id);
      const start = startFile(source(l.id), exerciseSpec);
      expect(start).not.toMatch(/#(end)?region exercise:/);
      expect(start).toContain("// TODO: ");
      expect(exerciseSpec.hints.length).toBeGreaterThanOrEqual(2);
      expect(exerciseSpec.hints.length).toBeLessThanOrEqual(3);
      // What stays is the lesson's, line for line: every start-file line not written by the exercise is the lesson's.
      const written = new Set(
        Object.values(exerciseSpec.regions).flatMap((r) => [...(r.stub?.split("\n") ?? []), ...r.todo.split("\n")]),
      );
      const lessonLines = new Set(solutionFile(source(l.id)).split("\n"));
      for (const line of start.split("\n")) {
        const mine = line.trim().replace(/^\/\/ (TODO: | {2})?/, "");
        if (!lessonLines.has(line)) expect(written.has(mine) || written.has(line.trim())).toBe(true);
      }
    }
    expect(withExercise).toEqual(EXERCISES);
  });

  it("takes out only the regions the exercise names; another lesson's markers go, their code stays", () => {
    const text = [
      "a",
      "  // #region exercise:mine",
      "  secret();",
      "  // #endregion exercise:mine",
      "  // #region exercise:theirs",
      "  kept();",
      "  // #endregion exercise:theirs",
      "b",
    ].join("\n");
    expect(startFile(text, { regions: { mine: { todo: "Write it.\nAll of it.", stub: "return 0;" } } })).toBe(
      ["a", "  // TODO: Write it.", "  //   All of it.", "  return 0;", "  kept();", "b"].join("\n"),
    );
    expect(startFile(text, { regions: { mine: { todo: "" } } })).toBe(["a", "  kept();", "b"].join("\n"));
    expect(() => startFile(text, { regions: { other: { todo: "x" } } }, "x.ts")).toThrow(
      "x.ts has no region exercise:other",
    );
    expect(() => startFile("// #region exercise:mine\nx", { regions: { mine: { todo: "x" } } }, "x.ts")).toThrow(
      "x.ts: // #region exercise:mine has no // #endregion",
    );
    expect(solutionFile(text)).toBe(["a", "  secret();", "  kept();", "b"].join("\n"));
  });

  it("docs excerpts leave out the marker lines of regions nested in them", () => {
    const text = [
      "// #region loop",
      "while (x) {",
      "  // #region exercise:loop",
      "  y();",
      "  // #endregion exercise:loop",
      "}",
      "// #endregion loop",
    ].join("\n");
    expect(regionOf(text, "loop")).toBe("while (x) {\n  y();\n}");
  });

  it("the start files type-check (pnpm typecheck covers exercises/*/agent.ts)", async () => {
    const files: string[] = [];
    for (const l of lessons) {
      const exerciseSpec = await loadExercise(l);
      if (exerciseSpec) files.push(learnerFile(`typecheck/${l.id}`, startFile(source(l.id), exerciseSpec)));
    }
    // The compiler in this process, with the options `pnpm typecheck` uses; only the start files' own diagnostics
    // (the kit and the lessons they import are `pnpm typecheck`'s).
    const { default: ts } = await import("typescript");
    const base = ts.readConfigFile(join(ROOT, "tsconfig.base.json"), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(base.config, ts.sys, ROOT);
    const program = ts.createProgram({ rootNames: files, options });
    const problems = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...files.flatMap((f) => ts.getPreEmitDiagnostics(program, program.getSourceFile(f))),
    ];
    const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => ROOT, getNewLine: () => "\n" };
    expect(ts.formatDiagnostics(problems, host)).toBe("");
    const root = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf-8")) as { include: string[] };
    expect(root.include).toContain("exercises/*/agent.ts");
  });
});

// ---------------------------------------------------------------------------------------------
// The explainer, over crafted requests

const END: RunEnd = { code: 0, timedOut: false, timeoutMs: 20_000, errors: [], stderr: "" };
const NAMES = textNames(source("v2"));
const NAG = "<reminder>10+ turns without todo update. Please update todos.</reminder>";

/** A request whose history is `messages`, as the lessons send it. */
const request = (messages: unknown[]): MessageRequest =>
  ({ model: "m", max_tokens: 8000, system: "S", tools: [], messages }) as unknown as MessageRequest;
const use = (id: string, name: string, input: unknown) => ({ type: "tool_use", id, name, input });
const result = (id: string, content: string, isError = false) => ({
  type: "tool_result",
  tool_use_id: id,
  content,
  ...(isError ? { is_error: true } : {}),
});
const text = (t: string) => ({ type: "text", text: t });
/** A session of `rounds` bash rounds; the last round's results are `last`. */
function rounds(n: number, last: unknown[]): MessageRequest {
  const messages: unknown[] = [{ role: "user", content: "Go." }];
  for (let k = 1; k <= n; k += 1) {
    messages.push({ role: "assistant", content: [use(`id_${k}`, "bash", { command: `echo ${k}` })] });
    messages.push({ role: "user", content: k === n ? last : [result(`id_${k}`, String(k))] });
  }
  return request(messages);
}

describe("the explainer says the first difference in the learner's terms", () => {
  it("a reminder the recorded session sends and yours does not, by the lesson's name for it", () => {
    const expected = [rounds(12, [result("id_12", "12"), text(NAG)])];
    const actual = [rounds(12, [result("id_12", "12")])];
    expect(explain(expected, actual, actual, END, NAMES).summary).toBe(
      "round 12: the recorded session sends NAG_REMINDER after the tool results; yours sends none.",
    );
    expect(explain(actual, expected, expected, END, NAMES).summary).toBe(
      "round 12: yours sends NAG_REMINDER after the tool results; the recorded session sends none here.",
    );
  });

  it("text before a tool_result: the API's own message", () => {
    const expected = [rounds(11, [result("id_11", "11"), text(NAG)])];
    const actual = [rounds(11, [text(NAG), result("id_11", "11")])];
    const verdict = explain(expected, actual, actual, END, NAMES);
    expect(verdict.summary).toBe(
      "round 11: the API would reject this request: messages.22.content.1: tool_result blocks must come before any other content in the user turn",
    );
    expect(verdict.detail).toEqual([
      "Text in the user turn that answers tool calls goes after every tool_result, never before.",
      "the recorded session sends NAG_REMINDER after the tool results; yours before the tool results.",
      "the recorded session sends: tool_result, NAG_REMINDER",
      "yours sends:               NAG_REMINDER, tool_result",
    ]);
  });

  it("a tool's answer: the input in a few words, expected and got, is_error included", () => {
    const items = Array.from({ length: 21 }, (_, i) => ({ content: `T${i}`, status: "pending" }));
    const ask = (answer: unknown) =>
      request([
        { role: "user", content: "Plan." },
        { role: "assistant", content: [use("id_1", "TodoWrite", { items })] },
        { role: "user", content: [answer] },
      ]);
    const expected = [ask(result("id_1", "Error: Max 20 todos allowed", true))];
    const actual = [ask(result("id_1", "[ ] T0", false))];
    expect(explain(expected, actual, actual, END, NAMES).summary).toBe(
      'round 1: TodoWrite with 21 items: expected "Error: Max 20 todos allowed" (an error), got "[ ] T0".',
    );
    const plain = [ask(result("id_1", "Error: Max 20 todos allowed", false))];
    expect(explain(expected, plain, plain, END, NAMES).summary).toBe(
      'round 1: TodoWrite with 21 items: the recorded session answers "Error: Max 20 todos allowed" as an error (is_error: true); yours as a plain result.',
    );
  });

  it("a rendering that differs: a line diff", () => {
    expect(textDiff("[x] A\n[ ] B\n\n(1/2 completed)", "[x] A\n[ ] B\n(1/2 completed)")).toEqual([
      "  [x] A",
      "  [ ] B",
      "- ",
      "  (1/2 completed)",
      "(- the recorded session, + yours)",
    ]);
    expect(describeInput({ items: [] })).toBe(" with 0 items");
    expect(describeInput({ todos: "not json" })).toBe(' with todos as a string "not json"');
    expect(describeInput({})).toBe(" with no input");
    expect(describeInput({ taskId: "2", addBlockedBy: ["1"] })).toBe(' with {"taskId":"2","addBlockedBy":["1"]}');
  });

  it("the learner's first message, the system prompt, the tools", () => {
    const INITIAL = "<reminder>Use TodoWrite for multi-step tasks.</reminder>";
    const e = [request([{ role: "user", content: [text(INITIAL), text("Go.")] }])];
    const a = [request([{ role: "user", content: [text("Go.")] }])];
    expect(explain(e, a, a, END, NAMES).summary).toBe(
      "request 1, the learner's first message: the recorded session sends INITIAL_REMINDER before the learner's text; yours sends none.",
    );
    const flat = [request([{ role: "user", content: "Go." }])];
    expect(explain(a, flat, flat, END, NAMES).summary).toBe(
      "request 1, the learner's first message: the recorded session sends a list of blocks; yours a plain string.",
    );
    const system = [{ ...a[0], system: "T" }];
    expect(explain(a, system, system, END).summary).toBe(
      "request 1: the system prompt differs from the recorded session's.",
    );
    const tools = [
      { ...a[0], tools: [{ name: "bash", description: "x", input_schema: { type: "object" } }] },
    ] as MessageRequest[];
    expect(explain(a, tools, tools, END).summary).toBe(
      "request 1: your tools are bash; the recorded session's are none.",
    );
  });

  it("a file that never calls the model, stops early, calls once too often, throws or hangs", () => {
    const e = [rounds(1, [result("id_1", "1")]), rounds(2, [result("id_2", "2")])];
    expect(explain(e, [], [], END, NAMES, "exercises/v0-bash/agent.ts").summary).toBe(
      "exercises/v0-bash/agent.ts never called the model: the recorded session's first request sends the learner's message.",
    );
    expect(explain(e, e.slice(0, 1), e.slice(0, 1), END).summary).toBe(
      "round 1: your file stopped after 1 model call; the recorded session goes on to request 2 of 2.",
    );
    const ranOut = {
      ...END,
      code: 1,
      errors: ["The cassette x.json ran out: this is model call 3, but it holds only 2."],
    };
    expect(explain(e, e, e, ranOut).summary).toBe(
      "your file called the model again after its last answer (request 3; the recorded session makes 2).",
    );
    const threw = { ...END, code: 1, errors: ["Error: agentLoop is not written yet"] };
    expect(explain(e, [], [], threw).summary).toBe("your file failed with: Error: agentLoop is not written yet");
    const stack = {
      ...END,
      code: 1,
      stderr:
        "file:///w/exercises/v2-todo/agent.ts:12\nReferenceError: todo is not defined\n    at file:///w/exercises/v2-todo/agent.ts:12:3",
    };
    expect(explain(e, [], [], stack).summary).toBe(
      "your file stopped with an error at line 12: ReferenceError: todo is not defined",
    );
    // A file that does not parse (as Node 24 says it): Node's message, the line with its caret, none of Node's frames.
    const parseError = (line: string, caret: string, error: string) => ({
      ...END,
      code: 1,
      stderr: [
        "file:///w/exercises/v2-todo/agent.ts:28",
        line,
        caret,
        "",
        error,
        "    at parseTypeScript (node:internal/modules/typescript:72:36)",
        "    at processTypeScriptCode (node:internal/modules/typescript:146:42)",
        "",
        "Node.js v24.21.0",
      ].join("\n"),
    });
    const syntax = parseError(
      "    const next = = items;",
      "                 ^",
      "SyntaxError [ERR_INVALID_TYPESCRIPT_SYNTAX]: Expression expected",
    );
    expect(explain(e, [], [], syntax)).toEqual({
      ok: false,
      summary:
        "your file stopped with an error at line 28: SyntaxError [ERR_INVALID_TYPESCRIPT_SYNTAX]: Expression expected",
      detail: ["file:///w/exercises/v2-todo/agent.ts:28", "    const next = = items;", "                 ^"],
    });
    // Syntax Node will not strip: what to write instead.
    const enumFile = parseError(
      "enum Status { Pending, Done }",
      "^^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
      "SyntaxError [ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX]: TypeScript enum is not supported in strip-only mode",
    );
    expect(explain(e, [], [], enumFile).detail.at(-1)).toMatch(/^Node runs TypeScript by removing the types.*enum/);
    const hung = { ...END, code: null, timedOut: true };
    expect(explain(e, e.slice(0, 1), e.slice(0, 1), hung).summary).toBe(
      "your file did not finish within 20 s (after 1 model call): it was stopped.",
    );
    expect(explain(e, e, e, END).ok).toBe(true);
  });

  it("names the lesson's texts from its constants, concatenated ones too", () => {
    expect(
      textNames(source("s05")).get(
        "NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list.",
      ),
    ).toBe("VERIFY_NOTE");
    expect(NAMES.get(NAG)).toBe("NAG_REMINDER");
  });
});

// ---------------------------------------------------------------------------------------------
// The real checks: the learner's file run as a lesson on the recorded sessions

/** Every lesson's exercise, in course order (each lesson has one: test/course.test.ts). */
const EXERCISES = lessons.filter((l) => existsSync(join(l.dir, "exercise.ts"))).map((l) => l.id);

describe.each(EXERCISES)("exercise %s, checked on its recorded sessions", (id) => {
  it("the fresh start file fails, with a clear first failure", async () => {
    const exerciseSpec = await spec(id);
    const file = learnerFile(`fresh-${id}`, startFile(source(id), exerciseSpec));
    // Its first check is enough: the one the report shows in full.
    const { results, first } = await check(id, file, exerciseSpec.checks.slice(0, 1));
    expect(results.some((r) => !r.verdict.ok)).toBe(true);
    expect(first).toMatchSnapshot();
    // The exercises page (en, zh) shows this very failure.
    if (id === "v2") {
      for (const lang of ["en", "zh"]) {
        expect(readFileSync(join(ROOT, "docs", lang, "exercises.md"), "utf-8")).toContain(
          `  ${results[0].verdict.summary}\n${results[0].verdict.detail.map((d) => `    ${d}`).join("\n")}\n`,
        );
      }
    }
  });

  it("the lesson's own file passes every check", async () => {
    const { results } = await check(id, learnerFile(`solved-${id}`, source(id)));
    expect(results.map((r) => [r.check, r.verdict.summary])).toEqual(
      (await spec(id)).checks.map((c) => [c, "every request matches the recorded session"]),
    );
  });
});

/** Each lesson's common mistakes (its test/expectations.ts), in course order. */
const MISTAKES = (
  await Promise.all(
    lessons.map(async (l) => {
      const file = pathToFileURL(join(l.dir, "test", "expectations.ts")).href;
      const { default: expectations } = (await import(file)) as { default: LessonExpectations };
      return expectations.mistakes.map((m) => [`${l.id}: ${m.name}`, l.id, m] as const);
    }),
  )
).flat();

describe("common mistakes get a precise message", () => {
  it.each(MISTAKES)("%s", async (name, id, mistake) => {
    const file = learnerFile(`mistake-${name.replace(/\W+/g, "-")}`, withMistake(id, mistake.edits));
    const { first } = await check(id, file, mistake.checks);
    expect(first).toContain(mistake.message);
    expect(first).toMatchSnapshot();
  });
});

describe("the cache of the lesson's own runs", () => {
  /** Checks v0's own file with the expected runs kept in `folder` (WORKBOOK_EXERCISE_CACHE) for this call only. */
  async function checkWithCache(folder: string) {
    process.env.WORKBOOK_EXERCISE_CACHE = folder;
    try {
      return (await check("v0", learnerFile("cache-v0", source("v0")))).results.map((r) => r.verdict.summary);
    } finally {
      delete process.env.WORKBOOK_EXERCISE_CACHE;
    }
  }
  const passed = ["every request matches the recorded session", "every request matches the recorded session"];

  it("one it cannot write (a read-only or full disk) only costs speed: the check still passes", async () => {
    const blocker = join(DIR, "not-a-folder");
    writeFileSync(blocker, "a file where the cache folder would go");
    expect(await checkWithCache(join(blocker, "cache"))).toEqual(passed);
    expect(readFileSync(blocker, "utf-8")).toBe("a file where the cache folder would go");
  });

  it("a broken file in it is recorded again", async () => {
    const folder = join(DIR, "cache");
    expect(await checkWithCache(folder)).toEqual(passed);
    const kept = readdirSync(folder).find((f) => f.startsWith("v0-loop-"))!;
    expect(kept).toMatch(/^v0-loop-[0-9a-f]{16}\.json$/);
    writeFileSync(join(folder, kept), '{"version": 1, "interac');
    expect(await checkWithCache(folder)).toEqual(passed);
    expect(JSON.parse(readFileSync(join(folder, kept), "utf-8")).interactions.length).toBeGreaterThan(0);
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

// ---------------------------------------------------------------------------------------------
// The command

describe("pnpm exercise", () => {
  it("lists the exercises in course order with the learner's progress and what to run next", () => {
    const run = exercise([]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout.replaceAll(relative(ROOT, DIR), "exercises")).toMatchSnapshot();
  });

  it("refuses bad arguments with the usage, exit 2", () => {
    const refused: [string[], string][] = [
      [["nope"], `Unknown exercise: nope (there are ${EXERCISES.join(", ")}).`],
      [["v2", "--frobnicate"], "Unknown option '--frobnicate'"],
      [["v2", "s03"], "One exercise at a time, not v2 s03."],
      [["v2", "--hint", "--solution"], "Choose one of --hint, --solution."],
      [["--check"], "--check needs an exercise: pnpm exercise <id> --check."],
      [["v2", "--yes"], "--yes goes with --reset."],
    ];
    for (const [args, message] of refused) {
      expect(() => parseCommand(args, EXERCISES), args.join(" ")).toThrow(message);
    }
    expect(parseCommand(["v2", "--reset", "-y"], EXERCISES)).toEqual({ id: "v2", mode: "reset", yes: true });
    expect(parseCommand([], EXERCISES)).toEqual({ mode: "list", yes: false });
    const run = exercise(["v2", "--frobnicate"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^Unknown option '--frobnicate'.*\n\nUsage: pnpm exercise/);
  });

  it("--hint: the next hint each time, from a nudge to nearly the answer, then stays on the last", async () => {
    const hints = (await spec("s03")).hints;
    const shown = [1, 2, 3, 4].map(() => exercise(["s03", "--hint"]).stdout);
    expect(shown[0]).toContain(`Hint 1 of ${hints.length} (exercise s03): ${hints[0]}`);
    expect(shown[1]).toContain(`Hint 2 of ${hints.length} (exercise s03): ${hints[1]}`);
    expect(shown[3]).toContain(`Hint ${hints.length} of ${hints.length}`);
    expect(shown[3]).toContain("That was the last hint. The whole answer: pnpm exercise s03 --solution");
  });

  it("--reset --yes keeps the old file as a backup and starts over; without a terminal it refuses to ask", async () => {
    const folder = join(DIR, "s05-todo-write");
    learnerFile("s05-todo-write", "// my attempt\n");
    const refused = exercise(["s05", "--reset"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("without asking: run this on a terminal, or add --yes");
    const run = exercise(["s05", "--reset", "--yes"]);
    expect(run.code).toBe(0);
    const backups = readdirSync(folder).filter((f) => f.startsWith("agent.ts.bak-"));
    expect(backups).toHaveLength(1);
    expect(readFileSync(join(folder, backups[0]), "utf-8")).toBe("// my attempt\n");
    expect(readFileSync(join(folder, "agent.ts"), "utf-8")).toBe(startFile(source("s05"), await spec("s05")));
    // --solution: the diff from that fresh file to the lesson's.
    const solution = exercise(["s05", "--solution"]);
    expect(solution.code).toBe(0);
    expect(solution.stdout).toContain('-  throw new Error("todoWrite is not written yet");');
    expect(solution.stdout).toContain("+  return `${result}\\n\\n${VERIFY_NOTE}`;");
    expect(solution.stdout).not.toContain("#region exercise:");
  });

  it("watch mode: the check runs again when the file is saved (by rename, as editors do) and the new result shows", async () => {
    const folder = join(DIR, "v2-todo");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "agent.ts"), startFile(source("v2"), await spec("v2")));
    const child = spawn(process.execPath, [join(ROOT, "scripts", "exercise.ts"), "v2"], { cwd: ROOT, env: ENV() });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    const waitFor = (pattern: RegExp) =>
      new Promise<void>((done, fail) => {
        const timer = setInterval(() => {
          if (pattern.test(out)) {
            clearInterval(timer);
            done();
          }
          if (child.exitCode !== null) {
            clearInterval(timer);
            fail(new Error(`exited: ${out}`));
          }
        }, 50);
      });
    try {
      await waitFor(/Watching .*save it to check again/);
      expect(out).toContain("request 1, the learner's first message: the recorded session sends INITIAL_REMINDER");
      // A save that fixes the reminders but renders without the blank line: the new first failure shows.
      const saved = join(folder, "agent.ts.tmp");
      writeFileSync(
        saved,
        withMistake("v2", [['[...this.items.map(renderItem), "", `(', "[...this.items.map(renderItem), `("]]),
      );
      renameSync(saved, join(folder, "agent.ts"));
      await waitFor(/First failure, todo-cases[^]*round 1: TodoWrite with 3 items: your answer differs/);
    } finally {
      child.kill("SIGINT");
    }
  });
});
