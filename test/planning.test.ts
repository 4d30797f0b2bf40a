/**
 * The planning lessons (v2, s03, s05), run exactly as `pnpm lesson` runs them, from cassettes:
 * what each todo tool answers the model (every reference example and error case), what the learner
 * sees, and on which rounds each lesson's reminder rides along.
 */
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { loadCassette, requestProblems, type Cassette } from "@agent-workbook/kit";
import { ROOT, message, runLesson, scratchDir, transcript, writeCassette } from "./helpers.ts";

type Request = NonNullable<Cassette["interactions"][number]["request"]>;
/** A content block of a request message, as far as these tests look into it. */
type Block = { type: string; text?: string; content?: unknown; is_error?: boolean };

/**
 * Plays one round per input: the model calls `toolName` with it, then ends. Returns the transcript and
 * what the tool answered each time (the tool_result the next request carried).
 */
function callTodoTool(lesson: string, toolName: string, inputs: unknown[]) {
  const scratch = scratchDir();
  const responses = inputs.map((input, n) =>
    message([{ type: "tool_use", id: `toolu_01Case${n}`, name: toolName, input }], "tool_use", `msg_01Plan${n}`),
  );
  responses.push(message([{ type: "text", text: "Done." }], "end_turn"));
  const tape = writeCassette(join(scratch, "cases.json"), lesson, ["Plan something."], responses);
  const recorded = join(scratch, "recorded.json");
  const run = runLesson([lesson, "--replay", tape, "--workdir", join(scratch, "ws"), "--record", recorded]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  const requests = loadCassette(recorded).interactions.map((i) => i.request!);
  for (const request of requests) expect(requestProblems(request)).toEqual([]);
  const results = requests.slice(1).map((request) => {
    const result = (request.messages.at(-1)!.content as Block[])[0];
    return result.is_error ? `ERROR ${result.content as string}` : (result.content as string);
  });
  return { results, shown: transcript(run.stdout) };
}

const item = (content: string, status: string, activeForm = `${content}…`) => ({ content, status, activeForm });
const many = (n: number) => Array.from({ length: n }, (_, i) => item(`Task ${i + 1}`, "pending"));

describe("v2: TodoWrite and the TodoManager", () => {
  const cases: [string, unknown][] = [
    [
      "the reference's example (000)",
      {
        items: [
          item("重构认证模块", "completed", "已重构认证模块"),
          item("添加单元测试", "in_progress", "正在添加单元测试"),
          item("更新文档", "pending", "准备更新文档"),
        ],
      },
    ],
    [
      "the reference's session, first list (001)",
      {
        items: [
          item("列出目录文件", "in_progress", "正在列出目录文件"),
          item("读取主要文件", "pending", "准备读取主要文件"),
          item("总结架构", "pending", "准备总结架构"),
        ],
      },
    ],
    [
      "the reference's session, second list (001)",
      {
        items: [
          item("列出目录文件", "completed", "已列出目录文件"),
          item("读取主要文件", "in_progress", "正在读取主要文件"),
          item("总结架构", "pending", "准备总结架构"),
        ],
      },
    ],
    [
      "the reference's session, third list (001)",
      {
        items: [
          item("列出目录文件", "completed", "已列出目录文件"),
          item("读取主要文件", "completed", "已读取主要文件"),
          item("总结架构", "in_progress", "正在总结架构"),
        ],
      },
    ],
    ["an empty list", { items: [] }],
    ["20 items", { items: many(20) }],
    ["21 items", { items: many(21) }],
    [
      "21 items, one without content: items are checked before the count",
      { items: [...many(3), item("", "pending"), ...many(17)] },
    ],
    ["two in_progress", { items: [item("A", "in_progress"), item("B", "in_progress")] }],
    [
      "mixed-case status, padded fields",
      { items: [item("  Write tests  ", "Completed", "Writing tests"), item("Ship", "IN_PROGRESS", "  Shipping  ")] },
    ],
    ["status ' pending' (status is lower-cased, not trimmed)", { items: [item("A", " pending")] }],
    ["no content", { items: [{ status: "pending", activeForm: "Doing it" }] }],
    ["blank content", { items: [item("   ", "pending")] }],
    ["invalid status", { items: [item("A", "done")] }],
    ["no activeForm", { items: [item("A", "pending"), { content: "B", status: "pending" }] }],
    ["no status: pending", { items: [{ content: "A", activeForm: "Doing A" }] }],
    [
      "a bad item before a second in_progress: the item's error first",
      { items: [item("A", "in_progress"), item("B", "in_progress"), item("C", "done")] },
    ],
    ["items is not a list", { items: "write tests" }],
    ["no items at all", {}],
  ];

  it("answers each list as the reference does: rendering and error texts", () => {
    const { results, shown } = callTodoTool(
      "v2",
      "TodoWrite",
      cases.map(([, input]) => input),
    );
    expect(Object.fromEntries(cases.map(([name], i) => [name, results[i]]))).toMatchSnapshot();
    // Spot checks of the exact texts, so that a wrong snapshot cannot pass unnoticed.
    expect(results[0]).toBe("[x] 重构认证模块\n[>] 添加单元测试 <- 正在添加单元测试\n[ ] 更新文档\n\n(1/3 completed)");
    expect(results[4]).toBe("No todos.");
    expect(results[5]).toMatch(/\n\n\(0\/20 completed\)$/);
    expect(results[6]).toBe("ERROR Error: Max 20 todos allowed");
    expect(results[7]).toBe("ERROR Error: Item 3: content required");
    expect(results[8]).toBe("ERROR Error: Only one task can be in_progress at a time");
    expect(results[9]).toBe("[x] Write tests\n[>] Ship <- Shipping\n\n(1/2 completed)");
    expect(results[10]).toBe("ERROR Error: Item 0: invalid status ' pending'");
    expect(results[13]).toBe("ERROR Error: Item 0: invalid status 'done'");
    expect(results[14]).toBe("ERROR Error: Item 1: activeForm required");
    expect(results[16]).toBe("ERROR Error: Item 2: invalid status 'done'");
    // The learner's panel: one per accepted list, with its count; a rejected list shows its error instead.
    expect(shown).toMatchSnapshot();
  });
});

describe("s03: todo with ids", () => {
  const item3 = (id: string | undefined, text: string | undefined, status: string | undefined) => ({
    id,
    text,
    status,
  });
  const many3 = (n: number) => Array.from({ length: n }, (_, i) => item3(String(i + 1), `Task ${i + 1}`, "pending"));
  const cases: [string, unknown][] = [
    [
      "the reference's example (002)",
      {
        items: [
          item3("1", "创建项目结构", "completed"),
          item3("2", "写计算器逻辑", "in_progress"),
          item3("3", "写单元测试", "pending"),
        ],
      },
    ],
    [
      "the reference's first plan (002)",
      {
        items: [
          item3("1", "创建项目目录结构", "pending"),
          item3("2", "实现计算器核心模块", "pending"),
          item3("3", "编写单元测试", "pending"),
          item3("4", "运行测试验证", "pending"),
        ],
      },
    ],
    ["an empty list", { items: [] }],
    ["20 items", { items: many3(20) }],
    [
      "21 items, one without text: the limit is checked first",
      { items: [item3("1", undefined, "pending"), ...many3(20)] },
    ],
    ["no id: its position", { items: [item3(undefined, "First", "pending"), item3(undefined, "Second", "completed")] }],
    ["item 7 without text", { items: [item3("7", undefined, "pending")] }],
    ["blank text", { items: [item3("a", "  ", "pending")] }],
    ["invalid status", { items: [item3("2", "Test", "done")] }],
    [
      "mixed-case status, padded text",
      { items: [item3("1", "  Write  ", "COMPLETED"), item3("2", "Run", "In_Progress")] },
    ],
    ["two in_progress", { items: [item3("1", "A", "in_progress"), item3("2", "B", "in_progress")] }],
    ["no status: pending", { items: [{ id: "1", text: "A" }] }],
  ];

  it("answers each list as the reference does: rendering and error texts", () => {
    const { results, shown } = callTodoTool(
      "s03",
      "todo",
      cases.map(([, input]) => input),
    );
    expect(Object.fromEntries(cases.map(([name], i) => [name, results[i]]))).toMatchSnapshot();
    expect(results[0]).toBe("[x] #1: 创建项目结构\n[>] #2: 写计算器逻辑\n[ ] #3: 写单元测试\n\n(1/3 completed)");
    expect(results[2]).toBe("No todos.");
    expect(results[4]).toBe("ERROR Error: Max 20 todos allowed");
    expect(results[5]).toBe("[ ] #1: First\n[x] #2: Second\n\n(1/2 completed)");
    expect(results[6]).toBe("ERROR Error: Item 7: text required");
    expect(results[8]).toBe("ERROR Error: Item 2: invalid status 'done'");
    expect(results[10]).toBe("ERROR Error: Only one task can be in_progress at a time");
    expect(shown).toMatchSnapshot();
  });
});

describe("s05: todo_write", () => {
  const todo = (content: string, status: string) => ({ content, status });
  const cases: [string, unknown][] = [
    [
      "a plan",
      { todos: [todo("Read the code", "in_progress"), todo("Write tests", "pending"), todo("Update docs", "pending")] },
    ],
    [
      "the same list sent as a JSON string",
      { todos: JSON.stringify([todo("Read the code", "completed"), todo("Write tests", "in_progress")]) },
    ],
    ["a string that is not JSON", { todos: "read the code, then write tests" }],
    ["a JSON string that is not a list", { todos: '{"content": "Read the code"}' }],
    ["not a list", { todos: 3 }],
    ["no todos at all", {}],
    ["an empty list", { todos: [] }],
    ["invalid status", { todos: [todo("A", "done")] }],
    ["blank content", { todos: [todo("A", "pending"), todo(" ", "pending")] }],
    [
      "3 tasks closed, none a verification: the nudge",
      {
        todos: [
          todo("Write the module", "completed"),
          todo("Write tests", "completed"),
          todo("Update README", "completed"),
        ],
      },
    ],
    [
      "3 tasks closed, one a verification step: no nudge",
      {
        todos: [
          todo("Write the module", "completed"),
          todo("Write tests", "completed"),
          todo("Verify: run the tests", "completed"),
        ],
      },
    ],
    ["2 tasks closed: no nudge", { todos: [todo("Write the module", "completed"), todo("Write tests", "completed")] }],
    [
      "3 tasks, one still pending: no nudge",
      {
        todos: [
          todo("Write the module", "completed"),
          todo("Write tests", "completed"),
          todo("Update README", "pending"),
        ],
      },
    ],
    [
      "4 tasks closed, a JSON string: the nudge",
      {
        todos: JSON.stringify([
          todo("A", "completed"),
          todo("B", "completed"),
          todo("C", "completed"),
          todo("D", "completed"),
        ]),
      },
    ],
  ];

  it("answers Updated N tasks, accepts a list sent as a JSON string, and nudges to verify", () => {
    const { results, shown } = callTodoTool(
      "s05",
      "todo_write",
      cases.map(([, input]) => input),
    );
    expect(Object.fromEntries(cases.map(([name], i) => [name, results[i]]))).toMatchSnapshot();
    const note =
      "NOTE: You closed out 3 or more tasks and none of them was a verification step. Before you write your final summary, verify the work (run the tests or check the result), and add a verification task to the list.";
    expect(results[0]).toBe("Updated 3 tasks");
    expect(results[1]).toBe("Updated 2 tasks");
    expect(results[2]).toBe(
      "ERROR Error: todos must be a list of {content, status} tasks; got a string that is not JSON",
    );
    expect(results[4]).toBe("ERROR Error: todos must be a list of {content, status} tasks");
    expect(results[6]).toBe("Updated 0 tasks");
    expect(results[9]).toBe(`Updated 3 tasks\n\n${note}`);
    expect(results[10]).toBe("Updated 3 tasks");
    expect(results[11]).toBe("Updated 2 tasks");
    expect(results[12]).toBe("Updated 3 tasks");
    expect(results[13]).toBe(`Updated 4 tasks\n\n${note}`);
    expect(shown).toContain(
      "  ## Current Tasks\n  [▸] Read the code\n  [ ] Write tests\n  [ ] Update docs\n  (0/3 completed)",
    );
    expect(shown).toContain(`⏰ reminder injected: ${note}`);
    expect(shown).toMatchSnapshot();
  });
});

/**
 * The rounds whose tool results carried `reminder`, read from the requests. A round is a model call that
 * ran tools: request n+1 ends with round n's results (or with a learner's message, which is no round).
 */
function reminderRounds(requests: Request[], reminder: string): number[] {
  const rounds: number[] = [];
  let round = 0;
  for (const request of requests.slice(1)) {
    const blocks = request.messages.at(-1)!.content;
    if (typeof blocks === "string" || !(blocks as Block[]).some((b) => b.type === "tool_result")) continue;
    round += 1;
    const at = (blocks as Block[]).findIndex((b) => b.type === "text" && b.text === reminder);
    if (at === -1) continue;
    // After every tool_result, never before: the API rejects text ahead of the results.
    expect((blocks as Block[]).slice(0, at).every((b) => b.type === "tool_result")).toBe(true);
    expect((blocks as Block[]).slice(at).every((b) => b.type !== "tool_result")).toBe(true);
    rounds.push(round);
  }
  return rounds;
}

/** Replays a lesson's nag cassette with --record: the requests it sent and what the learner saw. */
function playNag(lesson: string, dir: string) {
  const scratch = scratchDir();
  const recorded = join(scratch, "recorded.json");
  const run = runLesson([
    lesson,
    "--replay",
    join(ROOT, dir, "cassettes", "nag.json"),
    "--workdir",
    join(scratch, "ws"),
    "--record",
    recorded,
  ]);
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
  const requests = loadCassette(recorded).interactions.map((i) => i.request!);
  for (const request of requests) expect(requestProblems(request)).toEqual([]);
  return { requests, shown: transcript(run.stdout) };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("when the reminder fires (the 25+ round cassettes)", () => {
  it("v2: on every round after 10 without TodoWrite, counted across the whole session; INITIAL_REMINDER only in the first message", () => {
    const NAG = "<reminder>10+ turns without todo update. Please update todos.</reminder>";
    const INITIAL = "<reminder>Use TodoWrite for multi-step tasks.</reminder>";
    const { requests, shown } = playNag("v2", "lessons/v2-todo");
    expect(requests).toHaveLength(29);
    // Rounds 1-13 without TodoWrite, TodoWrite on 14, rounds 15-26 without; a new request, round 27.
    expect(reminderRounds(requests, NAG)).toEqual([11, 12, 13, 25, 26, 27]);
    expect(shown.split("\n").filter((l) => l === `⏰ reminder injected: ${NAG}`)).toHaveLength(6);
    for (const request of requests) {
      expect(request.messages[0].content).toEqual([
        { type: "text", text: INITIAL },
        { type: "text", text: "Check steps 1 to 25 with one echo each." },
      ]);
      expect(JSON.stringify(request.messages.slice(1))).not.toContain(INITIAL);
    }
    // The second learner message is plain text: the initial reminder went with the first only.
    const second = requests
      .at(-2)!
      .messages.filter((m) => m.role === "user")
      .at(-1);
    expect(second!.content).toEqual([{ type: "text", text: "And step 26." }]);
    expect(shown.split("\n").filter((l) => l === `⏰ reminder injected: ${INITIAL}`)).toHaveLength(1);
  });

  it("s03: from the 3rd round without todo on, every round; a new learner request starts the count again", () => {
    const REMINDER = "<reminder>Update your todos.</reminder>";
    const { requests, shown } = playNag("s03", "lessons/s03-todo");
    expect(requests).toHaveLength(27);
    // Rounds 1-6 without todo, todo on 7, rounds 8-12 without; a new request, rounds 13-25 without.
    expect(reminderRounds(requests, REMINDER)).toEqual([3, 4, 5, 6, 10, 11, 12, ...range(15, 25)]);
    expect(shown.split("\n").filter((l) => l === `⏰ reminder injected: ${REMINDER}`)).toHaveLength(18);
  });

  it("s05: every third round without todo_write, the count starting again after each reminder", () => {
    const REMINDER = "<reminder>Update your todos.</reminder>";
    const { requests, shown } = playNag("s05", "lessons/s05-todo-write");
    expect(requests).toHaveLength(27);
    // Rounds 1-13 without todo_write, todo_write on 14, rounds 15-26 without.
    expect(reminderRounds(requests, REMINDER)).toEqual([3, 6, 9, 12, 17, 20, 23, 26]);
    expect(shown.split("\n").filter((l) => l === `⏰ reminder injected: ${REMINDER}`)).toHaveLength(8);
  });
});

describe("the demos show the plan at work", () => {
  it("s03's demo reminds the model after three rounds without todo, and the model catches up", () => {
    const shown = transcript(inject("lessonOutputs").s03.stdout); // `pnpm lesson s03`, run once (test/global-setup.ts)
    const lines = shown.split("\n");
    const at = lines.indexOf("⏰ reminder injected: <reminder>Update your todos.</reminder>");
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1).find((l) => l.startsWith("> "))).toBe("> todo: 4 items");
  });
});
