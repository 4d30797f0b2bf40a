/**
 * What the tests of a lesson's concept use (lessons/<folder>/test/ and the cross-lesson tests): the runs of its
 * cassettes the global setup made once, the lesson imported in this process, and readers of its requests.
 */
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import type Anthropic from "@anthropic-ai/sdk";
import { existsSync, mkdtempSync, readFileSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, inject } from "vitest";
import { type DisplayEvent, loadCassette, type MessageRequest, requestProblems, type Tool } from "@agent-workbook/kit";
import { listLessons, type LessonEntry } from "../../src/lessons.ts";
import { type LessonRun, ROOT, transcript } from "./helpers.ts";
import { toolResults } from "./scripted-session.ts";

/** A run of `pnpm lesson ARGS` made once for every test file; `recorded`, when it ran with `--record`. */
export interface SharedRun extends LessonRun {
  /** The cassette it wrote (`--record`): every request it sent. */
  recorded?: string;
  /** How long it took, in milliseconds (beside the setup's other runs). */
  ms?: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * Where the global setup writes, once it has made them, what `pnpm lesson ARGS` printed offline, by ARGS (without
     * the `--record` the setup adds): each lesson on each of its cassettes — the demo as a learner starts it (`v2`),
     * the others replayed (`v2 --replay lessons/v2-todo/cassettes/nag.json`), in the setup's processes (playLesson),
     * the demos of its DEMO_PROCESSES as processes of their own — recorded, and every other run the docs show. Made once there for all the test files that read
     * them (lessonRunsReady, lessonRun below), while the test files that do not read them run.
     */
    lessonRunsFile: string;
  }
}

let runs: Record<string, SharedRun> | undefined;

/**
 * Waits for the global setup's runs of the lessons (test/global-setup.ts), made while the first test files run, and
 * keeps them for lessonRun and sharedRuns: a test file that reads them awaits this at its top.
 */
export async function lessonRunsReady(): Promise<Record<string, SharedRun>> {
  if (runs) return runs;
  const file = inject("lessonRunsFile");
  while (!existsSync(file)) await sleep(25);
  const made = JSON.parse(readFileSync(file, "utf-8")) as { runs?: Record<string, SharedRun>; error?: string };
  if (!made.runs) throw new Error(`The global setup could not run the lessons:\n${made.error}`);
  runs = made.runs;
  return runs;
}

/** The global setup's runs of the lessons, by ARGS (lessonRunsFile), once lessonRunsReady has waited for them. */
export function sharedRuns(): Record<string, SharedRun> {
  if (!runs)
    throw new Error("The lessons' runs are not read yet: `await lessonRunsReady()` at the top of the test file");
  return runs;
}

/** A lesson by id; fails the test naming the lessons there are when there is none. */
export function lesson(id: string): LessonEntry {
  const lessons = listLessons();
  const found = lessons.find((l) => l.id === id);
  if (!found) throw new Error(`No lesson ${id} (there are ${lessons.map((l) => l.id).join(", ")})`);
  return found;
}

/** A run the global setup made of a lesson on one of its cassettes, and what it printed and sent. */
export interface CassetteRun extends SharedRun {
  /** `v2 --replay lessons/v2-todo/cassettes/nag.json` (`v2` for the demo): what `pnpm lesson` was given. */
  args: string;
  /** What the learner read: colours stripped, this machine's paths as `<root>` and `<workdir>`. */
  shown: string;
  /** Every request the lesson sent, whole, in order. */
  requests: MessageRequest[];
  /** Who sent each: undefined for the main agent, `subagent` for its subagent's (s06). */
  agents: (string | undefined)[];
  /** What the session showed, as its display events, in order. */
  events: DisplayEvent[];
}

/**
 * `pnpm lesson ID` (the demo) or `pnpm lesson ID --replay lessons/<folder>/cassettes/NAME`, with `--record`, as
 * the global setup ran it once for all test files (test/global-setup.ts).
 */
export function lessonRun(id: string, cassette = "demo.json"): CassetteRun {
  const { dir } = lesson(id);
  const args = cassette === "demo.json" ? id : `${id} --replay ${relative(ROOT, join(dir, "cassettes", cassette))}`;
  const run = sharedRuns()[args];
  if (!run?.recorded) throw new Error(`The global setup did not run pnpm lesson ${args} (is ${cassette} there?)`);
  const recorded = run.code === 0 ? loadCassette(run.recorded) : undefined;
  const interactions = recorded?.interactions ?? [];
  const requests = interactions.map((i) => i.request!);
  const events = recorded?.display?.map(({ event }) => event) ?? [];
  return { ...run, args, shown: transcript(run.stdout), requests, agents: interactions.map((i) => i.agent), events };
}

/** What a lesson's file exports to a test: its tool table and dispatch, and its concept's pieces. */
export interface LessonModule {
  /** The tools the model is offered. */
  TOOLS: Tool[];
  /** The lesson's dispatch: one tool call in, its tool_result out (never a throw). */
  runTool(block: Anthropic.ToolUseBlock): Promise<Anthropic.ToolResultBlockParam>;
  [name: string]: unknown;
}

let imports = 0;
/**
 * Imports a lesson's file in this process, as a test may: nothing starts (no REPL, no model), and its tools work
 * in `workdir` (an imported lesson works in the current folder). Each call gets a module of its own, with its
 * own state (a todo list, a counter).
 */
export async function importLesson(id: string, workdir: string): Promise<LessonModule> {
  const url = `${pathToFileURL(lesson(id).entry).href}?import=${++imports}`;
  const cwd = process.cwd();
  process.chdir(workdir);
  try {
    return (await import(url)) as LessonModule;
  } finally {
    process.chdir(cwd);
  }
}

/** A tool call as the model sends it. */
export function toolUse(name: string, input: unknown, id = "toolu_01Test"): Anthropic.ToolUseBlock {
  return { type: "tool_use", id, name, input } as Anthropic.ToolUseBlock;
}

/** What a tool result says, as the tests compare it: its text, `ERROR ` in front when it is an error. */
export function answerText(result: Anthropic.ToolResultBlockParam): string {
  const text =
    typeof result.content === "string"
      ? result.content
      : (result.content ?? []).map((b) => (b.type === "text" ? b.text : `[${b.type}]`)).join("\n");
  return result.is_error ? `ERROR ${text}` : text;
}

/** Sends each input to the lesson's tool in turn, through its dispatch, as the model would; returns each answer. */
export async function answers(module: LessonModule, tool: string, inputs: unknown[]): Promise<string[]> {
  const out: string[] = [];
  for (const [n, input] of inputs.entries())
    out.push(answerText(await module.runTool(toolUse(tool, input, `toolu_0${n}`))));
  return out;
}

/**
 * Each named case sent to the lesson's tool, in order, through its own loop in this process (in a fresh folder),
 * one a round, as the model sends it (toolResults): the answers by the cases' names.
 */
export async function caseAnswers(
  id: string,
  tool: string,
  cases: [string, unknown][],
): Promise<Record<string, string>> {
  const workdir = realpathSync(mkdtempSync(join(tmpdir(), "workbook-cases-")));
  const results = await toolResults(
    id,
    tool,
    cases.map(([, input]) => input),
    workdir,
  );
  return Object.fromEntries(cases.map(([name], i) => [name, answerText(results[i])]));
}

/** A run that ended well: exit 0, nothing on stderr, `requests` requests, each one the API accepts. */
export function expectCleanRun(run: CassetteRun, requests: number): void {
  expect(run.stderr, run.args).toBe("");
  expect(run.code, run.args).toBe(0);
  expect(expectValidRequests(run.requests), run.args).toEqual([]);
  expect(run.requests, run.args).toHaveLength(requests);
}

/** Every request of a run is one the API accepts; fails naming the first that is not. */
export function expectValidRequests(requests: MessageRequest[]): string[] {
  return requests.flatMap((request, n) => requestProblems(request).map((problem) => `request ${n + 1}: ${problem}`));
}

/** A content block of a request message, as far as these tests look into it. */
type Block = { type: string; text?: string; content?: unknown; is_error?: boolean };

/**
 * The rounds whose tool results carried `reminder`, read from the requests, each checked to sit after every
 * tool_result of its turn. A round is a model call that ran tools: request n+1 ends with round n's results
 * (or with a learner's message, which is no round).
 */
export function reminderRounds(requests: MessageRequest[], reminder: string | RegExp): number[] {
  const rounds: number[] = [];
  let round = 0;
  for (const request of requests.slice(1)) {
    const blocks = request.messages.at(-1)!.content;
    if (typeof blocks === "string" || !(blocks as Block[]).some((b) => b.type === "tool_result")) continue;
    round += 1;
    const at = (blocks as Block[]).findIndex((b) => b.type === "text" && isReminder(b.text!, reminder));
    if (at === -1) continue;
    // After every tool_result, never before: the API rejects text ahead of the results.
    const before = (blocks as Block[]).slice(0, at);
    const after = (blocks as Block[]).slice(at);
    if (!before.every((b) => b.type === "tool_result") || after.some((b) => b.type === "tool_result"))
      throw new Error(`round ${round}: the reminder is not after every tool_result`);
    rounds.push(round);
  }
  return rounds;
}

/** Whether a text is the reminder: the very text, or one the pattern matches (a reminder that lists tasks). */
export function isReminder(text: string, reminder: string | RegExp): boolean {
  return typeof reminder === "string" ? text === reminder : reminder.test(text);
}

/** How many times a run showed the learner that `reminder` was added (its reminder events). */
export function reminderMarkers(events: readonly DisplayEvent[], reminder: string): number {
  return events.filter((event) => event.kind === "reminder" && event.text === reminder).length;
}
