/**
 * The display events of a recording made before recordings kept them, rebuilt from its requests and responses:
 * what the kit's terminal would have shown, as far as the recording tells it. The terminal's own lines are then
 * drawn from these events by the kit ({@link DisplayLines}), as for any recording: nothing here formats a line.
 */
import {
  type AgentCall,
  type Cassette,
  type DisplayEvent,
  isTeammate,
  type Speaker,
  SUBAGENT,
  SUMMARY,
  startsSubagentRun,
} from "@agent-workbook/kit";
import { asBlocks, type Block } from "@agent-workbook/player/data";
import { blocksOf, lastUser, messagesOf, textOf } from "./blocks.ts";

type Interaction = Cassette["interactions"][number];

/** What rebuilding the events reads, and the events as they are rebuilt, in the order the terminal showed them. */
interface Rebuild {
  cassette: Cassette;
  interactions: Interaction[];
  withRequests: boolean;
  /** Whether each call is the first of a subagent's run. */
  starts: boolean[];
  /** Each subagent's run, as its calls' indexes, by the main agent's call it follows (-1: none before it). */
  runs: Map<number, number[][]>;
  events: DisplayEvent[];
}

/**
 * Every event the terminal would have shown for a recording: the prompt that opens a turn, the model's text and
 * its round, each tool call with its result (taken from the agent's next request), and each reminder the lesson
 * added. A subagent's run hangs under the call that started it; a teammate speaks in its turn; a call beside the
 * loop (s08's summary) comes in its own place.
 */
export function derivedEvents(cassette: Cassette, interactions: Interaction[]): DisplayEvent[] {
  const withRequests = interactions.length > 0 && interactions.every((i) => i.request);
  const starts = runStarts(interactions);
  const runs = new Map<number, number[][]>();
  let parent = -1;
  for (const [i, { agent }] of interactions.entries()) {
    if (!agent || isTeammate(agent)) parent = i;
    else if (agent !== SUBAGENT) continue;
    else if (starts[i]) runs.set(parent, [...(runs.get(parent) ?? []), [i]]);
    else runs.get(parent)!.at(-1)!.push(i);
  }
  const rebuild: Rebuild = { cassette, interactions, withRequests, starts, runs, events: [] };
  for (const run of runs.get(-1) ?? []) showRun(rebuild, run); // a recording that starts in a run
  for (const [i, { agent }] of interactions.entries()) {
    if (!agent || isTeammate(agent)) showRound(rebuild, i);
    else if (agent !== SUBAGENT) showAside(rebuild, i);
  }
  return rebuild.events;
}

/** A call beside the loop (s08's summary): its round, and, with requests, what became of the history. */
function showAside(rebuild: Rebuild, i: number): void {
  const { interactions, withRequests, events } = rebuild;
  const name = interactions[i].agent!;
  events.push({ kind: "aside", name }, ...call(rebuild, i), { kind: "aside" });
  if (name !== SUMMARY || !withRequests) return;
  const before = interactions.slice(0, i).findLast((x) => !x.agent);
  const after = interactions.slice(i + 1).find((x) => !x.agent);
  const old = messagesOf(before?.request);
  const now = messagesOf(after?.request);
  if (!before || !old || !now) return;
  // The history the summary was asked about: the request before it, its answer, and that round's results.
  const had = old.length + 1 + (before.response.stop_reason === "tool_use" ? 1 : 0);
  const swapped = JSON.stringify(now[0]) !== JSON.stringify(old[0]);
  events.push({
    kind: "warning",
    text: swapped
      ? `⇣ compacted: ${had} messages → the summary + the last ${now.length - 1} (cut after message ${had - now.length + 1})`
      : "⇣ compaction failed: the conversation is kept as it was",
  });
}

/** Round `i` (the main agent's, a teammate's or a subagent's), and the subagents' runs its calls started. */
function showRound(rebuild: Rebuild, i: number): void {
  const { interactions, events } = rebuild;
  const { agent, response } = interactions[i];
  if (isTeammate(agent)) events.push({ kind: "speaker", name: agent });
  events.push(...opening(rebuild, i), ...call(rebuild, i));
  const calls = blocksOf(response).filter((b) => b.type === "tool_use");
  const results = resultsOf(rebuild, i);
  const runs = rebuild.runs.get(i) ?? [];
  const started = starters(
    calls,
    runs.map(([first]) => interactions[first]),
  );
  for (const [k, block] of calls.entries()) {
    events.push({ kind: "tool-call", name: String(block.name), input: block.input });
    for (const [n, run] of runs.entries()) if (started[n] === k) showRun(rebuild, run);
    const result = results?.find((b) => b.type === "tool_result" && b.tool_use_id === block.id);
    if (result) events.push({ kind: "tool-result", content: resultText(result), isError: result.is_error === true });
  }
  // A run no call is known to have started comes after them all.
  for (const [n, run] of runs.entries()) if (started[n] === -1) showRun(rebuild, run);
  for (const block of results ?? [])
    if (block.type === "text") events.push({ kind: "reminder", text: String(block.text) });
  if (isTeammate(agent)) events.push({ kind: "speaker" });
}

/** A subagent's run, between its start and its end. */
function showRun(rebuild: Rebuild, run: number[]): void {
  rebuild.events.push({ kind: "subagent-start" });
  for (const i of run) showRound(rebuild, i);
  rebuild.events.push({ kind: "subagent-end", stopped: false });
}

/** What opens round `i`: the prompt (and a reminder sent with it) when it opens a turn, a teammate's new messages. */
function opening(rebuild: Rebuild, i: number): DisplayEvent[] {
  const { cassette, interactions, withRequests } = rebuild;
  const out: DisplayEvent[] = [];
  if (turnStarts(interactions, i)) {
    const turn = interactions.slice(0, i).filter((x, k) => !x.agent && turnStarts(interactions, k)).length;
    const prompt = cassette.prompts[turn];
    if (prompt !== undefined) out.push({ kind: "prompt", text: prompt });
    for (const block of withRequests ? (lastUser(interactions[i].request) ?? []) : []) {
      if (block.type === "text" && String(block.text) !== prompt)
        out.push({ kind: "reminder", text: String(block.text) });
    }
  }
  const { agent } = interactions[i];
  const before = isTeammate(agent) ? interactions.slice(0, i).findLast((x) => x.agent === agent) : undefined;
  if (withRequests && before && before.response.stop_reason !== "tool_use") {
    // A teammate that had ended its turn, woken by its new messages or a task it claimed.
    for (const block of lastUser(interactions[i].request) ?? [])
      if (block.type === "text") out.push({ kind: "reminder", text: String(block.text) });
  }
  return out;
}

/** Call `i` itself: it starts, its text, its round (who made it, its number among that agent's rounds). */
function call({ interactions, starts }: Rebuild, i: number): DisplayEvent[] {
  const { agent, response } = interactions[i];
  const speaker: Speaker =
    agent === undefined
      ? { agent: "main" }
      : agent === SUBAGENT
        ? { agent: "subagent" }
        : isTeammate(agent)
          ? { agent: "teammate", name: agent }
          : { agent: "aside", name: agent };
  const before = interactions.slice(0, i + 1);
  const n =
    speaker.agent === "aside"
      ? 0
      : speaker.agent === "subagent"
        ? i + 1 - starts.lastIndexOf(true, i)
        : before.filter((x) => x.agent === agent).length;
  const text = blocksOf(response)
    .filter((b) => b.type === "text")
    .map((b) => String(b.text))
    .join("\n");
  const { input_tokens, output_tokens } = response.usage;
  return [
    { kind: "thinking" },
    { kind: "text", text, streamed: false },
    { kind: "round", speaker, n, usage: { input_tokens, output_tokens }, stop: response.stop_reason },
  ];
}

/**
 * For each subagent's run that follows a round, the index of the round's call that started it: the next call
 * whose input holds the run's task (its first request's one message), or with none, the round's last calls, one
 * a run; -1 when there is no such call.
 */
function starters(calls: Block[], firsts: Interaction[]): number[] {
  let from = 0;
  return firsts.map((first, n) => {
    const task = textOf(lastUser(first.request) ?? []);
    const holds = (block: Block) =>
      Object.values((block.input ?? {}) as Record<string, unknown>).some(
        (v) => typeof v === "string" && v.trim() === task,
      );
    const found = task ? calls.findIndex((block, k) => k >= from && holds(block)) : -1;
    const at = found >= 0 ? found : Math.max(from, calls.length - firsts.length + n);
    from = at + 1;
    return at < calls.length ? at : -1;
  });
}

/** Whether round `r` opens a turn: a main agent's round after the main agent's last round ended (or the first). */
function turnStarts(interactions: Interaction[], r: number): boolean {
  if (interactions[r].agent) return false;
  const before = interactions.slice(0, r).findLast((x) => !x.agent);
  return !before || before.response.stop_reason !== "tool_use";
}

/** A recorded call as the kit tells subagents' runs apart: its agent, its request's length, why it stopped. */
function agentCall(interaction: Interaction): AgentCall {
  return {
    agent: interaction.agent,
    messages: messagesOf(interaction.request)?.length,
    stopReason: interaction.response.stop_reason,
  };
}

/** For each call, whether it is the first of a subagent's run (two may follow each other: two task calls). */
export function runStarts(interactions: Interaction[]): boolean[] {
  return interactions.map((x, i) =>
    startsSubagentRun(agentCall(x), interactions[i - 1] && agentCall(interactions[i - 1])),
  );
}

/** What answered round `i`'s tool calls: the last message of its agent's next request in the same run, if any. */
function resultsOf({ interactions, starts, withRequests }: Rebuild, i: number): Block[] | undefined {
  const { agent, response } = interactions[i];
  // After a final answer, the agent's next request opens another turn or another run instead.
  if (response.stop_reason !== "tool_use" || !withRequests) return undefined;
  const next = interactions.findIndex((x, k) => k > i && x.agent === agent);
  const blocks = next < 0 || starts[next] ? undefined : lastUser(interactions[next].request);
  // A compaction may have taken this round's results out of the next request: then they are not known here.
  return blocks?.some((b) => b.type === "tool_result") ? blocks : undefined;
}

/** A tool result's content as the terminal previews it: the text, whatever shape it was sent in. */
function resultText(result: Block): string {
  return typeof result.content === "string"
    ? result.content
    : asBlocks(result.content)
        .map((b) => (b.type === "text" ? String(b.text) : `[${b.type}]`))
        .join("\n");
}
