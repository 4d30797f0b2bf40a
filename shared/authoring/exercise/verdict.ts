/**
 * How a learner's run ended, judged: the first request where their file sent something other than the lesson
 * sends on the same recorded session (narrated by exercise-explain.ts), a request the API would reject, or a file
 * that threw, hung or never called the model. Pure functions over requests and a run's outcome: the tests feed
 * them crafted pairs. The facts come from the run's events (its errors, a replay's end), not from its screen.
 */
import { isDeepStrictEqual } from "node:util";
import {
  type DisplayEvent,
  DisplayLines,
  type MessageRequest,
  plainLine,
  requestProblems,
  type ConceptDisplay,
  conceptOf,
  isConceptEvent,
} from "@agent-workbook/kit";
import {
  agentTurn,
  brief,
  calls,
  describeMessage,
  describeRequest,
  indent,
  lastMessage,
  lastMessageText,
  textDiff,
  type TextNames,
} from "./explain.ts";

/** How a learner's run ended, besides the requests it sent. */
export interface RunEnd {
  /** The exit code (null: killed). */
  code: number | null;
  /** Stopped by the checker after the time limit. */
  timedOut: boolean;
  /** The time limit, in milliseconds, named in the message. */
  timeoutMs: number;
  /** Stopped earlier, for showing nothing new for this many milliseconds (its screen stood still): a hang. */
  stalledMs?: number;
  /** The errors the session reported (its events, not its screen's colours). */
  errors: string[];
  /** Why a replay could not go on, when it could not: the cassette ran out, or a request differed (--strict). */
  replayEnd?: "ran-out" | "differs";
  /** The replay's own message, when it ended so (one of `errors`). */
  replayError?: string;
  /** The file had started when the run ended: it had shown something, or its session had begun. */
  started?: boolean;
  /** How many model calls it made (its events). */
  modelCalls?: number;
  /** What the process wrote to stderr, colours stripped. */
  stderr: string;
  /** What the session showed the learner: its display events, in order. */
  shown?: DisplayEvent[];
  /** What the learner's own code printed (console.log), colours stripped. */
  printed?: string;
  /** Stopped for printing too much. */
  flooded?: boolean;
}

/**
 * Where a run is, from what it has shown so far (its display events): `round 3`, `round 3, in its TodoWrite call`
 * (a call shown and no result yet), or `round 3, after the model's answer`; the subagent's rounds too.
 */
export function whereIn(shown: readonly DisplayEvent[]): string {
  if (!shown.some((e) => e.kind === "prompt")) return "before the session began";
  let rounds = 0;
  let sub: number | undefined;
  for (const event of shown) {
    if (event.kind === "subagent-start") sub = 0;
    else if (event.kind === "subagent-end") sub = undefined;
    else if (event.kind === "round" && event.speaker.agent === "subagent") sub = event.n;
    else if (event.kind === "round" && event.speaker.agent === "main") rounds = event.n;
  }
  const round = `round ${Math.max(rounds, 1)}${sub ? ` (its subagent's round ${sub})` : ""}`;
  const last = shown.findLast((e) => !["note", "warning", "retry", "thinking", "text"].includes(e.kind));
  if (last?.kind === "tool-call") return `${round}, in its ${last.name} call`;
  if (last?.kind === "round") return `${round}, after the model's answer`;
  return round;
}

/** A comparison's result: passed, or the first divergence as one summary line and a few lines of detail. */
export interface Verdict {
  /** Every request matched and the run ended cleanly. */
  ok: boolean;
  /** One line: where and what, e.g. `round 12: the recorded session sends NAG_REMINDER …`. */
  summary: string;
  /** The short diff and what to look at (may be empty). */
  detail: string[];
}

const PASSED: Verdict = { ok: true, summary: "every request matches the recorded session", detail: [] };

/** What explain() compares: the two runs' requests, how the learner's ended, and how to name things. */
export interface ExplainInput {
  /** The lesson's requests on the cassette, normalised (tool ids and paths as placeholders). */
  expected: MessageRequest[];
  /** The learner's, normalised the same way. */
  actual: MessageRequest[];
  /** The learner's requests as sent, for the API's rules (default: `actual`). */
  raw?: MessageRequest[];
  /** How the learner's run ended. */
  end: RunEnd;
  /** The lesson's names for its texts (textNames). */
  names?: TextNames;
  /** The learner's messages on the cassette (its prompts): where a text sits is said from the learner's text. */
  prompts?: string[];
  /** How to name the learner's file (default `your file`). */
  file?: string;
  /** Who made each call in each run: undefined for the main agent, `subagent` for a subagent's (s06). */
  agents?: { expected: (string | undefined)[]; actual: (string | undefined)[] };
  /** What the lesson showed on the same cassette (its display events), to compare what the learner sees of the concept. */
  expectedShown?: DisplayEvent[];
  /** The displays of the lesson's concepts (package.json workbook.displays), to draw their events. */
  concepts?: ConceptDisplay[];
}

/** Compares the requests a learner's file sent with the ones the lesson sends on the same cassette: the verdict. */
export function explain(input: ExplainInput): Verdict {
  const { expected, actual, end, agents, expectedShown } = input;
  const raw = input.raw ?? actual;
  const names = input.names ?? new Map();
  const file = input.file ?? "your file";
  for (let i = 0; i < Math.min(expected.length, actual.length); i += 1) {
    if (isDeepStrictEqual(expected[i], actual[i])) continue;
    const turn = agents && agentTurn(agents.expected[i], agents.actual[i], actual[i], i, names);
    if (turn) return turn;
    const problems = requestProblems(raw[i] ?? actual[i]);
    const agent = agents?.expected[i];
    const before = expected.slice(0, i).findLast((_, k) => agents?.expected[k] === agent);
    const anew = before !== undefined && expected[i].messages.length < before.messages.length;
    const difference = describeRequest(expected[i], actual[i], i, names, agent, anew, input.prompts);
    if (problems.length > 0) {
      return {
        ok: false,
        summary: `${difference.where}: the API would reject this request: ${problems[0]}`,
        detail: [...problemAdvice(problems[0]), difference.summary, ...difference.detail],
      };
    }
    return { ok: false, summary: `${difference.where}: ${difference.summary}`, detail: difference.detail };
  }
  const where = whereIn(end.shown ?? []);
  const crash = crashOf(end, file, where);
  if (end.flooded) {
    const lines = (end.printed ?? "").split("\n");
    return {
      ok: false,
      summary: `${file} printed more than a megabyte (${lines.length.toLocaleString("en")} lines) in ${where}: it was stopped.`,
      detail: [
        "A console.log in a loop that does not end? Its first lines:",
        ...lines.slice(0, 3).map((l) => `  ${l.length > 100 ? `${l.slice(0, 99)}…` : l}`),
      ],
    };
  }
  if (end.timedOut) return hung(file, end, where, actual.length);
  if (actual.length < expected.length) {
    const next = expected[actual.length];
    if (crash) {
      if (actual.length === 0) return crash;
      // Where it stopped, and what the lesson sends instead (often a tool's failure, as an is_error result).
      return {
        ok: false,
        summary: `round ${actual.length}: ${crash.summary}`,
        detail: [
          ...crash.detail,
          "The recorded session sends next:",
          ...indent(describeMessage(lastMessage(next), names)),
        ],
      };
    }
    if (actual.length === 0 && where === "before the session began") {
      return {
        ok: false,
        summary: `${file} exited (code ${end.code}) before the session began: it showed nothing and never called the model.`,
        detail: [
          "Something ends the process as it starts, before repl() runs: a process.exit(), or a top-level return or throw.",
        ],
      };
    }
    if (actual.length === 0) {
      return {
        ok: false,
        summary: `${file} never called the model: the recorded session's first request sends the learner's message.`,
        detail: [
          "agentLoop must call client.messages.create with the conversation so far; it returned without calling it.",
          `The first request of the recorded session: ${brief(lastMessageText(next))}`,
        ],
      };
    }
    return {
      ok: false,
      summary: `round ${actual.length}: ${file} stopped after ${calls(actual.length)}; the recorded session goes on to request ${actual.length + 1} of ${expected.length}.`,
      detail: [
        "The recorded session sends next:",
        ...indent(describeMessage(lastMessage(next), names)),
        'The loop goes round as long as the model stops for tools (stop_reason "tool_use"), and the REPL takes every learner message.',
      ],
    };
  }
  if (end.replayEnd === "ran-out") {
    return {
      ok: false,
      summary: `${file} called the model again after its last answer (request ${expected.length + 1}; the recorded session makes ${expected.length}).`,
      detail: [
        'When the model stops for anything but a tool (stop_reason "end_turn"), the loop must return: its turn is over.',
      ],
    };
  }
  if (crash) return crash;
  if (expectedShown !== undefined && end.shown !== undefined) {
    const concepts = input.concepts ?? [];
    const shown = screenDifference(conceptEntries(expectedShown, concepts), conceptEntries(end.shown, concepts));
    if (shown) return shown;
  }
  return PASSED;
}

/**
 * What the learner sees of the concept, from what the run showed, in order: each panel's lines (a todo list, a task
 * graph) and each reminder, as the terminal draws them, marked with the main agent's round it came in (`round 3:`;
 * `start:` before the first). A subagent's too.
 */
export function conceptLines(shown: readonly DisplayEvent[], concepts: ConceptDisplay[] = []): string[] {
  return conceptEntries(shown, concepts).map((entry) => entry.line);
}

/** Each line of conceptLines, with what showed it: a reminder, a panel, or a concept's own display (its name). */
function conceptEntries(shown: readonly DisplayEvent[], concepts: ConceptDisplay[]): { line: string; what: string }[] {
  const display = new DisplayLines("", [], concepts);
  const out: { line: string; what: string }[] = [];
  let round = 0;
  for (const event of shown) {
    // Every event goes through the renderer, which keeps who speaks and what a panel hides after it.
    const lines = display.lines(event).map((line) => plainLine({ mark: [], spans: line.spans }));
    if (event.kind === "round" && event.speaker.agent === "main") round = event.n;
    const at = round === 0 ? "start:" : `round ${round}:`;
    const what = isConceptEvent(event) ? conceptOf(event) : event.kind;
    if (event.kind === "reminder" || isConceptEvent(event))
      out.push(...lines.map((l) => ({ line: `${at} ${l.trim()}`, what })));
    if (event.kind === "panel") out.push(...lines.map((l) => ({ line: `${at} ${l.trimEnd()}`, what })));
  }
  return out;
}

/** Lines as one text, each ended by a newline (none at all: empty), for a line diff. */
function lines(list: string[]): string {
  return list.map((l) => `${l}\n`).join("");
}

/** The first place where what the learner's file shows differs from what the lesson shows, as a verdict. */
function screenDifference(
  expectedEntries: { line: string; what: string }[],
  actualEntries: { line: string; what: string }[],
): Verdict | undefined {
  const [expected, actual] = [expectedEntries.map((e) => e.line), actualEntries.map((e) => e.line)];
  const i = expected.findIndex((line, n) => line !== actual[n]);
  const at = i === -1 ? (actual.length > expected.length ? expected.length : -1) : i;
  if (at === -1) return undefined;
  const where = (expected[at] ?? actual[at]).replace(/:.*$/, "");
  const round = (lines: string[]) =>
    lines.filter((l) => l.startsWith(`${where}:`)).map((l) => l.slice(where.length + 2));
  const kind = (expectedEntries[at] ?? actualEntries[at]).what;
  const what =
    kind === "reminder"
      ? "the reminders on the learner's screen differ"
      : kind === "panel"
        ? "the todo panel on the learner's screen differs"
        : `what the learner sees of ${kind} differs`;
  return {
    ok: false,
    summary: `${where}: every request matches, but ${what} from the recorded session's.`,
    detail: [
      ...textDiff(lines(round(expected)), lines(round(actual))),
      "The screen is part of the concept: session.ui.todos shows the list as the lesson does (a line per task), and session.ui.reminder each reminder sent.",
    ],
  };
}

/** A run stopped at its time limit, or once its screen stood still too long: where it was, and what to look for there. */
function hung(file: string, end: RunEnd, where: string, sent: number): Verdict {
  const call = /in its ([\w-]+) call/.exec(where)?.[1];
  const detail = call
    ? [
        `The ${call} call never returned: look in the code that runs it for a loop that never ends or a promise`,
        "that is never settled.",
      ]
    : where.endsWith("after the model's answer")
      ? ["Between the model's answer and the next step: a loop that never ends, or a promise never settled?"]
      : [
          "Look for a loop that never ends or a promise that is never settled: the loop must return once the",
          'model stops asking for tools (stop_reason other than "tool_use").',
        ];
  return {
    ok: false,
    summary: `${file} ${end.stalledMs ? `showed nothing new for ${end.stalledMs / 1000} s` : `did not finish within ${end.timeoutMs / 1000} s`}: it was stopped ${stoppedWhere(end, where, sent)}.`,
    detail,
  };
}

/** Where a stopped run was: before it started, before its first model call, or in a round (after N calls). */
function stoppedWhere(end: RunEnd, where: string, sent: number): string {
  const made = Math.max(sent, end.modelCalls ?? 0);
  if (made === 0)
    return end.started === false ? "before it started (it showed nothing)" : "before its first model call";
  return `in ${where} (after ${calls(made)})`;
}

/** The advice that goes with an API error a learner is likely to meet. */
function problemAdvice(problem: string): string[] {
  if (/tool_result blocks must come before/.test(problem))
    return ["Text in the user turn that answers tool calls goes after every tool_result, never before."];
  if (/tool_use ids were found without tool_result/.test(problem))
    return ["Every tool_use of the model's answer needs its tool_result in the very next user message."];
  if (/non-empty content/.test(problem)) return ["A message with nothing in it: send at least one block."];
  return [];
}

/** What to write instead, when Node cannot run a file's TypeScript by removing its types. */
const STRIP_ONLY =
  "Node runs TypeScript by removing the types, so syntax that would need compiling is refused: use a union of strings or an object instead of an enum, and fields set in the constructor instead of parameter properties (`constructor(private x: T)`).";

/** A crash, from the session's red error lines or a stack on stderr; undefined when the run ended cleanly. */
function crashOf(end: RunEnd, file: string, where: string): Verdict | undefined {
  const sessionError = end.errors.find((e) => e !== end.replayError);
  if (sessionError) {
    return {
      ok: false,
      summary: `${file} failed with: ${sessionError}`,
      detail: [
        "The agent loop threw this, and the session stopped. A tool's failure goes back to the model as an is_error tool_result.",
      ],
    };
  }
  // A replay that cannot go on because the file asked something from outside (a server's call) that the recorded
  // session did not ask there: the replay's message says what each asked.
  if (end.replayEnd === "differs" && end.replayError) return { ok: false, summary: end.replayError, detail: [] };
  const stack = end.stderr.trim();
  if (end.code !== 0 && end.code !== null && stack) {
    const all = stack.split("\n");
    // Node opens an uncaught error with the line that threw it and a caret: inside Node itself when the file
    // could not even be loaded (a syntax error), which tells the learner nothing.
    const lines = /^node:internal\//.test(all[0]) ? all.slice(3) : all;
    const error = lines.find((l) => /^\s*(\w*Error|Error)\b/.test(l)) ?? lines.find((l) => l.trim()) ?? "";
    const at = lines.find((l) => /exercises\/.*agent\.ts:\d+/.test(l));
    const where = at ? /agent\.ts:(\d+)/.exec(at)?.[1] : undefined;
    // The learner's own frames (or the line that did not parse, with its caret), not Node's.
    const frames = lines.filter((l) => l.trim() && l !== error && !/node:internal|^Node\.js v/.test(l)).slice(0, 3);
    return {
      ok: false,
      summary: `${file} stopped with an error${where ? ` at line ${where}` : ""}: ${error.trim()}`,
      detail: /ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX/.test(error) ? [...frames, STRIP_ONLY] : frames,
    };
  }
  if (end.code !== 0 && end.code !== null) {
    const when = where === "before the session began" ? where : `in ${where}`;
    return { ok: false, summary: `${file} exited with code ${end.code} ${when}.`, detail: [] };
  }
  return undefined;
}
