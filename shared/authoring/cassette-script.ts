/**
 * How a scripted cassette is written: each lesson's `cassettes/script.ts` builds its cassettes with these helpers,
 * and `pnpm cassettes:scripted` (scripts/scripted-cassettes.ts) writes them beside it. No model produces them:
 * each response is written in the Messages API's shape, and the tools they call run for real when the cassette
 * is replayed.
 */
import { createHash } from "node:crypto";
import { type AgentCall, type Cassette, startsSubagentRun } from "@agent-workbook/kit";
import { DEFAULT_MODEL as MODEL } from "../src/model.ts";

/** A content block of a scripted response: a text, or a tool call (its id is made when the cassette is). */
export type Block = { type: "text"; text: string } | { type: "tool_use"; name: string; input: Record<string, unknown> };
/** One model response: what it says and the tools it calls (none: the turn ends). */
export type Step = Block[];
/**
 * A response with more to say about it: a subagent's (`agent`, which has a context of its own), or one whose
 * tool results add more than the usual 140 tokens to the next request (`adds`: a file read, a long output).
 */
export interface Turn {
  blocks: Block[];
  agent?: string;
  adds?: number;
}
/** A lesson's scripted cassettes, by file name in its `cassettes/` folder: what its `cassettes/script.ts` exports. */
export type ScriptedCassettes = Record<string, Cassette>;
/** One case of a cases cassette: its name (for the tests and the reader) and the tool input the model sends. */
export type Case = [name: string, input: Record<string, unknown>];

/** A text block of a scripted response. */
export const say = (text: string): Block => ({ type: "text", text });
/** A tool call of a scripted response. */
export const call = (name: string, input: Record<string, unknown>): Block => ({ type: "tool_use", name, input });

/** A stable id like the API's (`msg_01…`, `toolu_01…`), derived from where it is used. */
function id(prefix: string, seed: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = createHash("sha256").update(seed).digest();
  return `${prefix}_01${[...bytes.subarray(0, 22)].map((b) => alphabet[b % 62]).join("")}`;
}

/**
 * A scripted cassette: one response per step, in the Messages API's shape, with usage that grows like a session's:
 * each agent's input from its own context, which grows by what each response and its tool results add (a subagent
 * starts with a fresh one each time the main agent hands it a task).
 */
export function cassette(lesson: string, name: string, prompts: string[], steps: (Step | Turn)[]): Cassette {
  const contexts = new Map<string, number>();
  let previous: AgentCall | undefined;
  const interactions = steps.map((step, n) => {
    const { blocks, agent, adds = 140 } = Array.isArray(step) ? { blocks: step } : step;
    const stop_reason = blocks.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn";
    // A subagent's new run (after the main agent's call, or after another run's report) starts a fresh context.
    const current: AgentCall = { agent, stopReason: stop_reason };
    if (agent && startsSubagentRun(current, previous)) contexts.delete(agent);
    previous = current;
    const context = contexts.get(agent ?? "") ?? (agent ? 1500 : 1800);
    const content = blocks.map((b, k) =>
      b.type === "text"
        ? { ...b, citations: null }
        : { type: "tool_use", id: id("toolu", `${lesson}/${name}/${n}/${k}`), name: b.name, input: b.input },
    );
    const output = 12 + Math.round(JSON.stringify(blocks).length / 3.5);
    const usage = {
      input_tokens: context,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      output_tokens: output,
      service_tier: "standard",
    };
    contexts.set(agent ?? "", context + output + adds);
    return {
      ...(agent ? { agent } : {}),
      response: {
        id: id("msg", `${lesson}/${name}/${n}`),
        type: "message",
        role: "assistant",
        model: MODEL,
        content,
        stop_reason,
        stop_sequence: null,
        usage,
      },
    };
  });
  return { version: 1, lesson, prompts, interactions } as unknown as Cassette;
}

/** A tiny test script in the samples' style: one line per case, a count, exit code 1 on failure. */
export function testScript(importLine: string, cases: string): string {
  return `${importLine}

const cases = [
${cases}
];

let failed = 0;
for (const [name, got, want] of cases) {
  const ok = JSON.stringify(got) === JSON.stringify(want);
  if (!ok) failed += 1;
  console.log(\`\${ok ? "ok  " : "FAIL"} \${name} = \${JSON.stringify(got)}\${ok ? "" : \` (want \${JSON.stringify(want)})\`}\`);
}
console.log(\`\${cases.length - failed}/\${cases.length} passed\`);
process.exitCode = failed ? 1 : 0;
`;
}

/** `count` bash rounds in a row, numbered from `from`. */
export const echoes = (from: number, count: number): Step[] =>
  Array.from({ length: count }, (_, k) => [call("bash", { command: `echo step ${from + k}` })]);

/**
 * One round per case, then an end: the model calls `name` with each case's input in turn, so what the lesson
 * answers each is the next request's tool_result (the exercises' checks hold a learner's file to every answer).
 */
export const oneCallEach = (name: string, cases: Case[]): Step[] => [
  ...cases.map(([, input]) => [call(name, input)]),
  [say("Done.")],
];

/** The statuses a plan's letters stand for in the demos: `x` completed, `>` in progress, ` ` pending. */
export const STATUS: Record<string, string> = { x: "completed", ">": "in_progress", " ": "pending" };
