/**
 * The exercises: start files made from the lessons, the explainer over crafted request pairs (in-process), the
 * audit of every TODO, failures named where they happen, and the cache. The command itself is in
 * test/exercise-command.test.ts and test/exercise-watch.test.ts; each exercise's own checks (its start file fails,
 * the lesson passes; its common mistakes, in `pnpm test:audit`) in its lesson's test/exercise.test.ts.
 */
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DisplayEvent, MessageRequest } from "@agent-workbook/kit";
import { regionOf } from "../scripts/docs-sync.ts";
import { cachedRun, expectedInputs } from "@agent-workbook/kit/authoring/exercise/expected-runs";
import { describeInput, textDiff, textNames } from "@agent-workbook/kit/authoring/exercise/explain";
import { conceptLines, explain, whereIn, type RunEnd } from "@agent-workbook/kit/authoring/exercise/verdict";
import { loadExercise, solutionFile, startFile } from "@agent-workbook/kit/authoring/exercise/start-file";
import { cachedTypeError, rememberTypeError, TypeChecker } from "@agent-workbook/kit/authoring/exercise/type-check";
import { listLessons } from "@agent-workbook/kit/lessons";
import { ROOT } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  check,
  expectationsOf,
  learnerFile,
  lesson,
  source,
  spec,
  useExercisesFolder,
  withMistake,
} from "@agent-workbook/kit/authoring/tests/exercise-tests";

/** The tests' own exercises folder: inside the workbook (so the learner's imports resolve), never the real one. */
const folder = useExercisesFolder();

const lessons = listLessons();

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
      // Hints for each check, and for nothing else: from a nudge to nearly the answer.
      expect(Object.keys(exerciseSpec.hints).sort()).toEqual([...exerciseSpec.checks].sort());
      for (const check of exerciseSpec.checks)
        expect(exerciseSpec.hints[check].length, check).toBeGreaterThanOrEqual(1);
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
    // The checker watch mode runs, with the options `pnpm typecheck` uses; only the files' own errors.
    // A learner's type error, the one issue 23 names: the todo items are not panel lines (the panel says undefined).
    const wrong = learnerFile(
      "typecheck/wrong",
      withMistake("v2", [
        [
          "session.ui.todos(\n        this.items.map((t) => ({ text: renderItem(t), status: t.status, activity: t.activeForm })),\n      );",
          "session.ui.todos(this.items);",
        ],
      ]),
    );
    // Each file's answer is kept as the exercise command keeps a learner's (by its text and all its types depend on:
    // the compiler, the checker, the options, the kit, the packages): a run after nothing changed needs no compiler.
    const all = [...files, wrong];
    const named = (file: string) => relative(folder(), file);
    const known = all.map((file) => cachedTypeError(file, process.env, named(file)));
    const unknown = all.filter((_, n) => !known[n]);
    const found = unknown.length > 0 ? new TypeChecker().firstErrors(unknown) : [];
    for (const [n, file] of unknown.entries())
      rememberTypeError(file, found[n], readFileSync(file, "utf-8"), process.env, named(file));
    const errors = all.map((file, n) => known[n]?.error ?? found[unknown.indexOf(file)]);
    expect(files.map((f, n) => [relative(folder(), f), errors[n]])).toEqual(
      files.map((f) => [relative(folder(), f), undefined]),
    );
    expect(errors.at(-1)).toMatch(
      /^line \d+: Argument of type 'TodoItem\[\]' is not assignable to parameter of type 'TodoLine\[\]'\./,
    );
    const root = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf-8")) as { include: string[] };
    expect(root.include).toContain("exercises/*/agent.ts");
  });
});

// ---------------------------------------------------------------------------------------------
// The explainer, over crafted requests

/** What a session shows, as display events: the learner's message, a round's end, a tool call, a panel, a reminder. */
function prompt(text = "Go."): DisplayEvent {
  return { kind: "prompt", text };
}
function roundEnd(n: number, agent: "main" | "subagent" = "main"): DisplayEvent {
  return { kind: "round", speaker: { agent }, n, usage: { input_tokens: 10, output_tokens: 5 }, stop: "tool_use" };
}
function called(name: string, input: unknown = {}): DisplayEvent {
  return { kind: "tool-call", name, input };
}
function reminded(text: string): DisplayEvent {
  return { kind: "reminder", text };
}

/** A run that ended cleanly, after showing the learner's first message (the session began). */
const END: RunEnd = { code: 0, timedOut: false, timeoutMs: 20_000, errors: [], stderr: "", shown: [prompt()] };
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
    expect(explain({ expected, actual, end: END, names: NAMES }).summary).toBe(
      "round 12: the recorded session sends NAG_REMINDER after the tool results; yours sends none.",
    );
    expect(explain({ expected: actual, actual: expected, end: END, names: NAMES }).summary).toBe(
      "round 12: yours sends NAG_REMINDER after the tool results; the recorded session sends none here.",
    );
  });

  it("text before a tool_result: the API's own message", () => {
    const expected = [rounds(11, [result("id_11", "11"), text(NAG)])];
    const actual = [rounds(11, [text(NAG), result("id_11", "11")])];
    const verdict = explain({ expected, actual, end: END, names: NAMES });
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
    expect(explain({ expected, actual, end: END, names: NAMES }).summary).toBe(
      'round 1: TodoWrite with 21 items: expected "Error: Max 20 todos allowed" (an error), got "[ ] T0".',
    );
    const plain = [ask(result("id_1", "Error: Max 20 todos allowed", false))];
    expect(explain({ expected, actual: plain, end: END, names: NAMES }).summary).toBe(
      'round 1: TodoWrite with 21 items: the recorded session answers "Error: Max 20 todos allowed" as an error (is_error: true); yours as a plain result.',
    );
  });

  it("the same answer, text and system prompt in other blocks (s10's breakpoints): the blocks, diffed", () => {
    const cached = { type: "ephemeral" };
    const ask = (answer: unknown) =>
      request([
        { role: "user", content: "Run it." },
        { role: "assistant", content: [use("id_1", "bash", { command: "ls" })] },
        { role: "user", content: [answer] },
        { role: "assistant", content: [text("Done.")] },
        { role: "user", content: "Thanks." },
      ]);
    const expected = [ask(result("id_1", "a.md"))];
    const actual = [ask({ ...result("id_1", "a.md"), cache_control: cached })];
    const answer = explain({ expected, actual, end: END, names: NAMES });
    expect(answer.summary).toBe(
      'round 1: bash with command as a string "ls": yours answers as the recorded session does, in another block:',
    );
    expect(answer.detail).toContain('+   "cache_control": {');
    const system = (blocks: unknown) =>
      ({ ...request([{ role: "user", content: "Go." }]), system: blocks }) as MessageRequest;
    const split = [
      system([
        { type: "text", text: "Be brief." },
        { type: "text", text: "Tools.", cache_control: cached },
      ]),
    ];
    const first = [
      system([
        { type: "text", text: "Be brief.", cache_control: cached },
        { type: "text", text: "Tools." },
      ]),
    ];
    const verdict = explain({ expected: split, actual: first, end: END, names: NAMES });
    expect(verdict.summary).toBe(
      "request 1: the system prompt has the recorded session's text, not its blocks (their cache_control, or how it is cut):",
    );
    // Where the breakpoint is, the texts cut short: the recorded session's on Tools., yours on Be brief.
    expect(verdict.detail).toContain('-     "text": "Tools.",');
    expect(verdict.detail).toContain('+     "text": "Be brief.",');
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

  it("texts in a message of their own, without the learner's text (s15's mail after a spawn prompt): where they really are", () => {
    const FIRST = '<message from="lead" type="message">First.</message>';
    const SECOND = '<message from="lead" type="message">Second.</message>';
    const spawn = { role: "user", content: "You are alice. Write the tests." };
    const answer = { role: "assistant", content: [text("Reading my inbox.")] };
    const mail = (...texts: string[]) => request([spawn, answer, { role: "user", content: texts.map(text) }]);
    const agents = { expected: ["alice"], actual: ["alice"] };
    const explained = (expected: MessageRequest, actual: MessageRequest) =>
      explain({ expected: [expected], actual: [actual], end: END, names: NAMES, agents, prompts: ["Go."] }).summary;
    expect(explained(mail(FIRST, SECOND), mail(SECOND, FIRST))).toBe(
      `round 1: the recorded session sends ${JSON.stringify(FIRST)} as the first of this message's 2 texts; yours as the second of this message's 2 texts.`,
    );
    expect(explained(mail(FIRST, SECOND), mail(SECOND))).toBe(
      `round 1: the recorded session sends ${JSON.stringify(FIRST)} as the first of this message's 2 texts; yours sends none.`,
    );
    expect(explained(mail(FIRST), mail(SECOND, FIRST))).toBe(
      `round 1: yours sends ${JSON.stringify(SECOND)} as the first of this message's 2 texts; the recorded session sends none here.`,
    );
  });

  it("the learner's first message, the system prompt, the tools", () => {
    const INITIAL = "<reminder>Use TodoWrite for multi-step tasks.</reminder>";
    const e = [request([{ role: "user", content: [text(INITIAL), text("Go.")] }])];
    const a = [request([{ role: "user", content: [text("Go.")] }])];
    expect(explain({ expected: e, actual: a, end: END, names: NAMES, prompts: ["Go."] }).summary).toBe(
      "request 1, the learner's first message: the recorded session sends INITIAL_REMINDER before the learner's text; yours sends none.",
    );
    const after = [request([{ role: "user", content: [text("Go."), text(INITIAL)] }])];
    expect(explain({ expected: e, actual: after, end: END, names: NAMES, prompts: ["Go."] }).summary).toBe(
      "request 1, the learner's first message: the recorded session sends INITIAL_REMINDER before the learner's text; yours after the learner's text.",
    );
    const flat = [request([{ role: "user", content: "Go." }])];
    expect(explain({ expected: a, actual: flat, end: END, names: NAMES }).summary).toBe(
      "request 1, the learner's first message: the recorded session sends a list of blocks; yours a plain string.",
    );
    const system = [{ ...a[0], system: "T" }];
    expect(explain({ expected: a, actual: system, end: END }).summary).toBe(
      "request 1: the system prompt differs from the recorded session's.",
    );
    const tools = [
      { ...a[0], tools: [{ name: "bash", description: "x", input_schema: { type: "object" } }] },
    ] as MessageRequest[];
    expect(explain({ expected: a, actual: tools, end: END }).summary).toBe(
      "request 1: your tools are bash; the recorded session's are none.",
    );
  });

  it("a file that never calls the model, stops early, calls once too often, throws or hangs", () => {
    const e = [rounds(1, [result("id_1", "1")]), rounds(2, [result("id_2", "2")])];
    expect(
      explain({ expected: e, actual: [], end: END, names: NAMES, file: "exercises/v0-bash/agent.ts" }).summary,
    ).toBe(
      "exercises/v0-bash/agent.ts never called the model: the recorded session's first request sends the learner's message.",
    );
    expect(explain({ expected: e, actual: e.slice(0, 1), end: END }).summary).toBe(
      "round 1: your file stopped after 1 model call; the recorded session goes on to request 2 of 2.",
    );
    const ranOut = {
      ...END,
      code: 1,
      errors: ["The cassette x.json ran out: this is model call 3, but it holds only 2."],
      replayEnd: "ran-out" as const,
      replayError: "The cassette x.json ran out: this is model call 3, but it holds only 2.",
    };
    expect(explain({ expected: e, actual: e, end: ranOut }).summary).toBe(
      "your file called the model again after its last answer (request 3; the recorded session makes 2).",
    );
    const threw = { ...END, code: 1, errors: ["Error: agentLoop is not written yet"] };
    expect(explain({ expected: e, actual: [], end: threw }).summary).toBe(
      "your file failed with: Error: agentLoop is not written yet",
    );
    const stack = {
      ...END,
      code: 1,
      stderr:
        "file:///w/exercises/v2-todo/agent.ts:12\nReferenceError: todo is not defined\n    at file:///w/exercises/v2-todo/agent.ts:12:3",
    };
    expect(explain({ expected: e, actual: [], end: stack }).summary).toBe(
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
    expect(explain({ expected: e, actual: [], end: syntax })).toEqual({
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
    expect(explain({ expected: e, actual: [], end: enumFile }).detail.at(-1)).toMatch(
      /^Node runs TypeScript by removing the types.*enum/,
    );
    expect(explain({ expected: e, actual: e, end: END }).ok).toBe(true);
  });

  it("a file that hangs or floods: where it was, from what it showed (its display events)", () => {
    const e = [rounds(1, [result("id_1", "1")]), rounds(2, [result("id_2", "2")])];
    const hung = (...shown: DisplayEvent[]) => ({ ...END, code: null, timedOut: true, shown: [prompt(), ...shown] });
    const inCall = explain({
      expected: e,
      actual: e.slice(0, 1),
      end: hung(roundEnd(1), called("TodoWrite", { todos: [1, 2, 3] })),
    });
    expect(inCall.summary).toBe(
      "your file did not finish within 20 s: it was stopped in round 1, in its TodoWrite call (after 1 model call).",
    );
    expect(inCall.detail[0]).toMatch(/^The TodoWrite call never returned/);
    expect(explain({ expected: e, actual: e.slice(0, 1), end: hung(roundEnd(1)) }).summary).toBe(
      "your file did not finish within 20 s: it was stopped in round 1, after the model's answer (after 1 model call).",
    );
    // A subagent's call: the parent's round, and the subagent's.
    const sub = hung(
      roundEnd(2),
      called("task", { description: "Look." }),
      { kind: "subagent-start" },
      roundEnd(3, "subagent"),
      called("bash", { command: "sleep 9" }),
    );
    expect(whereIn(sub.shown)).toBe("round 2 (its subagent's round 3), in its bash call");
    const flood = {
      ...END,
      code: null,
      flooded: true,
      shown: [prompt(), roundEnd(1), called("TodoWrite", { todos: [1] })],
      printed: "x\n".repeat(5),
    };
    expect(explain({ expected: e, actual: e.slice(0, 1), end: flood })).toMatchObject({
      summary: "your file printed more than a megabyte (6 lines) in round 1, in its TodoWrite call: it was stopped.",
      detail: ["A console.log in a loop that does not end? Its first lines:", "  x", "  x", "  x"],
    });
  });

  it("a file that exits before the session begins, or with a code of its own", () => {
    const e = [rounds(1, [result("id_1", "1")])];
    expect(explain({ expected: e, actual: [], end: { ...END, shown: [] } }).summary).toBe(
      "your file exited (code 0) before the session began: it showed nothing and never called the model.",
    );
    expect(explain({ expected: e, actual: [], end: { ...END, code: 3, shown: [] } }).summary).toBe(
      "your file exited with code 3 before the session began.",
    );
    expect(explain({ expected: e, actual: e, end: { ...END, code: 3, shown: [prompt(), roundEnd(1)] } }).summary).toBe(
      "your file exited with code 3 in round 1, after the model's answer.",
    );
  });

  it("what the learner sees: each todo panel and reminder, by round, compared with the lesson's", () => {
    const lesson: DisplayEvent[] = [
      prompt(),
      reminded("<reminder>Use TodoWrite for multi-step tasks.</reminder>"),
      roundEnd(1),
      called("TodoWrite", { todos: [1, 2] }),
      {
        kind: "panel",
        items: [
          { text: "[>] Write the tests <- Writing the tests", status: "in_progress" },
          { text: "[ ] Run them", status: "pending" },
        ],
      },
      { kind: "tool-result", content: "Updated 2 todos", isError: false },
      roundEnd(2),
      called("bash", { command: "ls" }),
      { kind: "tool-result", content: "README.md", isError: false },
      reminded(NAG),
    ];
    expect(conceptLines(lesson)).toEqual([
      "start: ⏰ reminder injected: <reminder>Use TodoWrite for multi-step tasks.</reminder>",
      "round 1:   [>] Write the tests <- Writing the tests",
      "round 1:   [ ] Run them",
      "round 1:   (0/2 completed)",
      `round 2: ⏰ reminder injected: ${NAG}`,
    ]);
    const e = [rounds(1, [result("id_1", "1")])];
    expect(
      explain({
        expected: e,
        actual: e,
        end: { ...END, shown: lesson },
        names: NAMES,
        file: "your file",
        expectedShown: lesson,
      }).ok,
    ).toBe(true);
    // session.ui.todos(this.items): the items are not lines, and the panel says undefined.
    const wrong = lesson.map((event) =>
      event.kind === "panel"
        ? { ...event, items: event.items.map((item) => ({ ...item, text: undefined as unknown as string })) }
        : event,
    );
    const verdict = explain({
      expected: e,
      actual: e,
      end: { ...END, shown: wrong },
      names: NAMES,
      file: "your file",
      expectedShown: lesson,
    });
    expect(verdict.summary).toBe(
      "round 1: every request matches, but the todo panel on the learner's screen differs from the recorded session's.",
    );
    expect(verdict.detail.slice(0, 4)).toEqual([
      "-   [>] Write the tests <- Writing the tests",
      "-   [ ] Run them",
      "+   undefined",
      "+   undefined",
    ]);
    // No session.ui.reminder: the reminder is sent (the requests match) but not shown.
    const unshown = lesson.filter((event) => !(event.kind === "reminder" && event.text === NAG));
    expect(
      explain({
        expected: e,
        actual: e,
        end: { ...END, shown: unshown },
        names: NAMES,
        file: "your file",
        expectedShown: lesson,
      }).summary,
    ).toBe(
      "round 2: every request matches, but the reminders on the learner's screen differ from the recorded session's.",
    );
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

/** Each lesson with an exercise: its spec and its expectations, in course order. */
const AUDITED = await Promise.all(
  lessons.map(async (l) => [l.id, await loadExercise(l), await expectationsOf(l.id)] as const),
);

describe("every sentence of every TODO is checked", () => {
  const words = (text: string) => text.replace(/\s+/g, " ").trim();
  it.each(AUDITED.filter(([, s]) => s))(
    "%s: each TODO, sentence by sentence, has a mistake a check catches",
    (_id, exerciseSpec, expectations) => {
      const audit = expectations.audit ?? {};
      const names = new Set(expectations.mistakes.map((m) => m.name));
      for (const [region, { todo }] of Object.entries(exerciseSpec!.regions)) {
        if (!todo.trim()) continue;
        const pieces = audit[region];
        expect(pieces, `the TODO of ${region} is not audited`).toBeDefined();
        // The pieces, in order, are the TODO whole: a sentence added to a TODO must be audited too.
        expect(words(pieces!.map(([sentence]) => sentence).join(" ")), region).toBe(words(todo));
        for (const [sentence, mistake] of pieces!)
          expect(names.has(mistake), `${region}: "${sentence}" → ${mistake}`).toBe(true);
      }
      expect(Object.keys(audit).filter((r) => !exerciseSpec!.regions[r]?.todo.trim())).toEqual([]);
    },
  );
});
