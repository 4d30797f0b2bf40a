/**
 * What a learner's request says differently from the lesson's, in the learner's terms: "round N: the recorded
 * session sends …; yours …", with a short diff, the texts named by the lesson's constants (NAG_REMINDER), and
 * whose turn it is (the main agent's or a subagent's). exercise-verdict.ts decides which difference counts.
 */
import { isDeepStrictEqual } from "node:util";
import { diffLines } from "diff";
import type { MessageRequest } from "@agent-workbook/kit";

import {
  article,
  type Block,
  blocks,
  brief,
  calls,
  indent,
  json,
  lastMessage,
  type Message,
  pick,
  quote,
  shortList,
  text,
  type TextNames,
} from "./message-text.ts";
import { type Placed, placeName, textsPlaced } from "./text-places.ts";

export {
  brief,
  calls,
  indent,
  lastMessage,
  lastMessageText,
  textNames,
  type TextNames,
} from "./message-text.ts";

/** Said when the system prompt or the tools differ: no exercise asks for that, the lesson changed since. */
const OLDER_LESSON =
  "No exercise changes this: was your file made from an older version of the lesson? --solution shows the lesson's lines; --reset starts over.";

/** Where request `i` differs and how, in the learner's terms. */
export function describeRequest(
  e: MessageRequest,
  a: MessageRequest,
  i: number,
  names: TextNames,
  agent?: string,
  /** The recorded request holds fewer messages than the same agent's before it: its history was swapped (s08). */
  anew = false,
  /** The learner's messages (the cassette's prompts): a text equal to one is the learner's text. */
  prompts: string[] = [],
): { where: string; summary: string; detail: string[] } {
  const subagent = agent === "subagent";
  const where = `request ${i + 1}`;
  for (const key of ["model", "max_tokens"] as const) {
    if (!isDeepStrictEqual(e[key], a[key])) {
      return { where, summary: `${key} is ${json(a[key])}; the recorded session sends ${json(e[key])}.`, detail: [] };
    }
  }
  if (!isDeepStrictEqual(e.system, a.system)) {
    // None at all: the model call leaves it out (v0's and s06's exercises write that call); another text: an older
    // lesson, or, for a subagent (s06), the parent's prompt where SUB_SYSTEM goes.
    const prompt = subagent ? "SUB_SYSTEM" : "SYSTEM";
    if (a.system === undefined || text(a.system) === "")
      return {
        where,
        summary: `your ${subagent ? "subagent's " : ""}request sends no system prompt; the recorded session sends ${prompt}.`,
        detail: [],
      };
    // The same text in other blocks: where the cache breakpoints are (s10's exercise), or how it is cut.
    if (text(e.system) === text(a.system))
      return {
        where,
        summary: `the ${subagent ? "subagent's " : ""}system prompt has the recorded session's text, not its blocks (their cache_control, or how it is cut):`,
        detail: textDiff(json(systemBlocks(e.system), 2), json(systemBlocks(a.system), 2)),
      };
    return {
      where,
      summary: `the ${subagent ? "subagent's " : ""}system prompt differs from the recorded session's.`,
      detail: [
        ...textDiff(text(e.system), text(a.system)),
        subagent ? "A subagent has a system prompt of its own: SUB_SYSTEM, in its loop's model call." : OLDER_LESSON,
      ],
    };
  }
  if (!isDeepStrictEqual(e.tools, a.tools)) {
    const tools = describeTools(e.tools ?? [], a.tools ?? []);
    // A subagent's tools are the lesson's concept (s06): which it gets is part of the exercise.
    const which = subagent
      ? "The subagent's tools are the parent's less task and todo_write: look at SUB_TOOLS."
      : OLDER_LESSON;
    // Another field than a name, a description or a schema: where the breakpoints go (s10), not an older lesson.
    const marked = tools.summary.endsWith("another definition than the recorded session's.");
    return { where, summary: tools.summary, detail: [...tools.detail, ...(marked && !subagent ? [] : [which])] };
  }
  const em = e.messages as Message[];
  const am = a.messages as Message[];
  const j = em.findIndex((m, k) => !isDeepStrictEqual(m, am[k]));
  if (j < 0) {
    // The messages match but there are more of them, or another field differs.
    if (am.length > em.length) {
      return {
        where,
        summary: `yours sends ${am.length} messages; the recorded session ${em.length}. The one too many:`,
        detail: indent(describeMessage(am[em.length], names)),
      };
    }
    const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])].filter(
      (k) =>
        !isDeepStrictEqual((e as unknown as Record<string, unknown>)[k], (a as unknown as Record<string, unknown>)[k]),
    );
    return {
      where,
      summary: `${keys.join(", ")} differs: yours sends ${json(pick(a, keys))}; the recorded session ${json(pick(e, keys))}.`,
      detail: [],
    };
  }
  const round = em.slice(0, j).filter((m) => m.role === "assistant").length;
  const first = subagent
    ? "the subagent's first round"
    : agent
      ? `${whose(agent)} request`
      : anew
        ? "the history begun anew (after a compaction)"
        : "the learner's first message";
  const place = round === 0 ? `${where}, ${first}` : `round ${round}`;
  if (j >= am.length) {
    return {
      where: place,
      summary: `the recorded session sends ${article(em[j].role)} ${em[j].role} message here; yours sends none.`,
      detail: ["The recorded session sends:", ...indent(describeMessage(em[j], names))],
    };
  }
  return { where: place, ...describeMessageDifference(em, am, j, names, prompts) };
}

/** How two versions of message `j` differ: a tool's answer, a reminder there or not, or their blocks. */
function describeMessageDifference(
  em: Message[],
  am: Message[],
  j: number,
  names: TextNames,
  prompts: string[],
): { summary: string; detail: string[] } {
  const e = em[j];
  const a = am[j];
  if (e.role !== a.role) {
    return {
      summary: `the recorded session sends ${article(e.role)} ${e.role} message here; yours ${article(a.role)} ${a.role} message.`,
      detail: [],
    };
  }
  if (e.role === "assistant") {
    return {
      summary: "the model's answer is not sent back as it came: push response.content unchanged.",
      detail: textDiff(json(e.content, 2), json(a.content, 2)),
    };
  }
  const eb = blocks(e.content);
  const ab = blocks(a.content);
  if (typeof e.content !== typeof a.content && isDeepStrictEqual(eb, ab)) {
    return {
      summary:
        typeof e.content === "string"
          ? "the recorded session sends the text as a plain string; yours as a list of blocks."
          : "the recorded session sends a list of blocks; yours a plain string.",
      detail: [],
    };
  }
  // A tool's answer that differs, in the order the tool calls came.
  const calls = toolCalls(em[j - 1]);
  const er = eb.filter((b) => b.type === "tool_result");
  const ar = ab.filter((b) => b.type === "tool_result");
  for (let k = 0; k < er.length; k += 1) {
    const mine = ar[k];
    if (mine && isDeepStrictEqual(er[k], mine)) continue;
    const call = calls.get(String(er[k].tool_use_id)) ?? { name: "a tool", input: undefined };
    const what = `${call.name}${describeInput(call.input)}`;
    if (!mine) {
      return {
        summary: `${what}: the recorded session answers it with a tool_result; yours sends none.`,
        detail: ["Every tool_use of the model's answer gets its tool_result, in the order the calls came."],
      };
    }
    if (mine.tool_use_id !== er[k].tool_use_id) {
      return {
        summary: `the tool results come in another order than the calls: answer each tool_use in the order it came.`,
        detail: [],
      };
    }
    return describeAnswer(what, er[k], mine);
  }
  if (ar.length > er.length) {
    return { summary: `yours sends ${ar.length} tool results; the recorded session ${er.length}.`, detail: [] };
  }
  // The texts around the results: a reminder there or not, before or after the results.
  const et = textsPlaced(eb, prompts);
  const at = textsPlaced(ab, prompts);
  const missing = et.find((t) => !at.some((u) => u.text === t.text));
  const extra = at.find((t) => !et.some((u) => u.text === t.text));
  const hasResults = er.length > 0;
  const where = (t: Placed) => placeName(t, hasResults);
  const moved = et.find((t) => at.some((u) => u.text === t.text && where(u) !== where(t)));
  // The message block by block, the recorded session's above yours.
  const side = [
    `the recorded session sends: ${blockList(eb, names)}`,
    `yours sends:               ${blockList(ab, names)}`,
  ];
  if (missing && !extra) {
    return {
      summary: `the recorded session sends ${nameOf(missing.text, names)} ${placeName(missing, hasResults)}; yours sends none.`,
      detail: side,
    };
  }
  if (extra && !missing) {
    return {
      summary: `yours sends ${nameOf(extra.text, names)} ${placeName(extra, hasResults)}; the recorded session sends none here.`,
      detail: side,
    };
  }
  if (extra && missing) {
    return {
      summary: `the recorded session sends ${nameOf(missing.text, names)} here; yours sends ${nameOf(extra.text, names)}.`,
      detail: textDiff(missing.text, extra.text),
    };
  }
  if (moved) {
    const mine = at.find((u) => u.text === moved.text && where(u) !== where(moved))!;
    return {
      summary: `the recorded session sends ${nameOf(moved.text, names)} ${placeName(moved, hasResults)}; yours ${placeName(mine, hasResults)}.`,
      detail: side,
    };
  }
  return { summary: "this message differs from the recorded session's:", detail: textDiff(json(eb, 2), json(ab, 2)) };
}

/** The system prompt's blocks with their texts cut short: what else they hold is then seen. */
function systemBlocks(system: unknown): unknown {
  const cut = (t: string) => (t.length <= 40 ? t : `${t.slice(0, 28)}…${t.slice(-10)}`);
  if (!Array.isArray(system)) return typeof system === "string" ? cut(system) : system;
  return system.map((b: Block) => (typeof b.text === "string" ? { ...b, text: cut(b.text) } : b));
}

/** A tool's answer that differs: its text (as a line diff when it has several lines) and whether it is an error. */
function describeAnswer(what: string, e: Block, a: Block): { summary: string; detail: string[] } {
  const et = text(e.content);
  const at = text(a.content);
  const eKind = e.is_error ? " (an error)" : "";
  const aKind = a.is_error ? " (an error)" : "";
  if (et === at && Boolean(e.is_error) === Boolean(a.is_error)) {
    // The same answer in another block: another field of it (its cache_control, in s10's exercise).
    return {
      summary: `${what}: yours answers as the recorded session does, in another block:`,
      detail: textDiff(json({ ...e, content: "…" }, 2), json({ ...a, content: "…" }, 2)),
    };
  }
  if (et === at) {
    return {
      summary: e.is_error
        ? `${what}: the recorded session answers ${quote(et)} as an error (is_error: true); yours as a plain result.`
        : `${what}: yours answers ${quote(at)} as an error (is_error: true); the recorded session as a plain result.`,
      detail: [],
    };
  }
  if (!et.includes("\n") && !at.includes("\n")) {
    return { summary: `${what}: expected ${quote(et)}${eKind}, got ${quote(at)}${aKind}.`, detail: [] };
  }
  return {
    summary: `${what}: your answer${aKind} differs from the recorded session's${eKind}:`,
    detail: textDiff(et, at),
  };
}

/** A line diff of two texts: `-` the recorded session's lines, `+` yours, a few unchanged lines around. */
export function textDiff(expected: string, actual: string): string[] {
  const out: string[] = [];
  const parts = diffLines(expected, actual);
  parts.forEach((part, n) => {
    let lines = part.value.replace(/\n$/, "").split("\n");
    const sign = part.added ? "+ " : part.removed ? "- " : "  ";
    if (!part.added && !part.removed && lines.length > 4) {
      // Only the context next to a change.
      const head = n > 0 ? lines.slice(0, 2) : [];
      const tail = n < parts.length - 1 ? lines.slice(-2) : [];
      lines = [...head, "…", ...tail];
    }
    for (const line of lines) out.push(line === "…" && sign === "  " ? "  …" : `${sign}${line}`);
  });
  return [...out.slice(0, 24), ...(out.length > 24 ? ["  …"] : []), "(- the recorded session, + yours)"];
}

/** Which tools differ: names, or one tool's description, schema or another field (its cache_control). */
function describeTools(e: unknown[], a: unknown[]): { summary: string; detail: string[] } {
  const names = (tools: unknown[]) => tools.map((t) => (t as { name?: string }).name ?? "?");
  if (!isDeepStrictEqual(names(e), names(a))) {
    return {
      summary: `your tools are ${names(a).join(", ") || "none"}; the recorded session's are ${names(e).join(", ") || "none"}.`,
      detail: [],
    };
  }
  const k = e.findIndex((t, n) => !isDeepStrictEqual(t, a[n]));
  const et = e[k] as Record<string, unknown>;
  const at = a[k] as Record<string, unknown>;
  const field = ["description", "input_schema"].find((f) => !isDeepStrictEqual(et[f], at[f]));
  // Neither: another field (its cache_control, in s10's exercise), shown with the tool's other fields.
  const shown = (t: Record<string, unknown>) => (field ? t[field] : { ...t, input_schema: "…" });
  return {
    summary: `the tool ${String(et.name)} has another ${field ?? "definition"} than the recorded session's.`,
    detail: textDiff(json(shown(et), 2), json(shown(at), 2)),
  };
}

/** A message in a few lines: its texts and tool results, for "the recorded session sends next". */
export function describeMessage(message: Message | undefined, names: TextNames): string[] {
  if (!message) return [];
  if (typeof message.content === "string") return [`${message.role}: ${brief(message.content)}`];
  return message.content.map((b) =>
    b.type === "text"
      ? `text: ${nameOf(String(b.text), names)}`
      : b.type === "tool_result"
        ? `tool_result${b.is_error ? " (error)" : ""}: ${brief(text(b.content))}`
        : b.type,
  );
}

/** A user message's blocks in a few words: `tool_result, tool_result, NAG_REMINDER`. */
function blockList(list: Block[], names: TextNames): string {
  return list.map((b) => (b.type === "text" ? nameOf(String(b.text), names) : b.type)).join(", ");
}

/** The lesson's name for a text (NAG_REMINDER), else the text quoted. */
function nameOf(text: string, names: TextNames): string {
  return names.get(text) ?? quote(text);
}

/** The tool calls of an assistant message, by id. */
function toolCalls(message: Message | undefined): Map<string, { name: string; input: unknown }> {
  const found = new Map<string, { name: string; input: unknown }>();
  for (const b of blocks(message?.content ?? [])) {
    if (b.type === "tool_use") found.set(String(b.id), { name: String(b.name), input: b.input });
  }
  return found;
}

/** A tool call's input in a few words: ` with 21 items`, ` with todos as a string`, ` with {"path":"a.js"}`. */
export function describeInput(input: unknown): string {
  if (input === undefined) return "";
  const entries = Object.entries((input ?? {}) as Record<string, unknown>);
  if (entries.length === 0) return " with no input";
  if (entries.length === 1) {
    const [key, value] = entries[0];
    if (Array.isArray(value))
      return ` with ${value.length} ${value.length === 1 ? "item" : "items"}${shortList(value)}`;
    if (typeof value === "string") return ` with ${key} as a string ${brief(value, 40)}`;
  }
  // Several fields: the input as the model sent it, in JSON (not quoted again), cut in the middle when long.
  const whole = JSON.stringify(input);
  return ` with ${whole.length <= 100 ? whole : `${whole.slice(0, 80)}…${whole.slice(-18)}`}`;
}

/** Whose model call a request was: the main agent's, or its subagent's. */
const whose = (agent: string | undefined) => (agent ? `the ${agent}'s` : "the main agent's");

/**
 * A request made by another agent than in the recorded session (the subagent's where the main agent's was, or
 * the other way round): said first, since every field after it differs. Undefined when both were the same agent's.
 */
export function agentTurn(
  expected: string | undefined,
  actual: string | undefined,
  request: MessageRequest,
  i: number,
  names: TextNames,
): { ok: false; summary: string; detail: string[] } | undefined {
  if (expected === actual) return undefined;
  const detail =
    expected && expected !== "subagent"
      ? [
          `The recorded session makes ${whose(expected)} model call here, beside the main agent's loop (its request holds`,
          `one message); yours makes the main agent's: look at when yours calls it.`,
        ]
      : expected
        ? [
            `Your ${expected} made no model call here: the recorded one starts with one message, the task's description, and`,
            `its own system prompt and tools. What your main agent got back from the task call instead:`,
            ...indent(describeMessage(lastMessage(request), names)),
          ]
        : [
            `Your ${actual} went on where the recorded one had already handed back its report: look at where its loop returns.`,
          ];
  return {
    ok: false,
    summary: `request ${i + 1}: the recorded session's request is ${whose(expected)} model call; yours is ${whose(actual)}.`,
    detail,
  };
}
