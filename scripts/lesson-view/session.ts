/**
 * A recording turned into what the session player plays ({@link SessionData}): every round's request as what it
 * adds to the previous one, the response, the token counts, and the terminal's lines for that round, either as
 * the lesson printed them while the recording was made or, when only the file is there, rebuilt from it.
 */
import {
  type AgentCall,
  type Cassette,
  describeCall,
  loadCassette,
  previewResult,
  replaceStrings,
  isTeammate as isTeammateName,
  SUBAGENT,
  SUMMARY,
  startsSubagentRun,
} from "@agent-workbook/kit";
import {
  asBlocks,
  type Block,
  type Message,
  requestDelta,
  type SessionData,
  type SessionRound,
  type ToolSpec,
} from "../../docs/.vitepress/theme/player/data.ts";

/**
 * The usage line the kit's terminal prints after each model call: `  ↳ round 3 · …`, a subagent's marked `  │ `
 * in front, a teammate's `[alice] ` (`  ↳ alice round 2 · …`), a call beside the loop named instead
 * (`  ↳ summary · …`).
 */
const ROUND_LINE = /^(?: {2}│ |\[[a-z][a-z0-9-]*\] )? {2}↳ (?:(?:[a-z][a-z0-9-]* )?round \d+|[a-z][\w-]*) ·/;
/** The mark in front of each line a subagent prints. */
const SUB_MARK = "  │ ";

/** What the kit's terminal puts in front of each line of an agent's: a subagent's mark, a teammate's name, or nothing. */
const markOf = (agent: string | undefined): string =>
  agent === SUBAGENT ? SUB_MARK : isTeammateName(agent) ? `[${agent}] ` : "";
/** Whether a call is a teammate's (s15): an agent of its own, not a subagent's run nor a call beside the loop. */
const isTeammate = (interaction: Interaction): boolean => isTeammateName(interaction.agent);
/** A todo list as a lesson renders it for the model: it ends with `(2/4 completed)`. */
const TODO_COUNT = /^\(\d+\/\d+ completed\)$/m;

type Interaction = Cassette["interactions"][number];

/** Where the session player's data comes from: a cassette, and what the lesson printed while recording it. */
export interface SessionSource {
  /** The recording (read with the kit's loadCassette). */
  cassette: Cassette;
  /** Shown as the recording's name. */
  title: string;
  /** The file, as the reader should see its path. */
  file: string;
  /** What the lesson printed while this recording was made (a learner's view: no colours, `<workdir>`). */
  terminal?: string;
}

/** Reads a cassette through the kit (whatever its format on disk) and makes the player's data from it. */
export function sessionFromFile(file: string, shownAs = file): SessionData {
  const cassette = loadCassette(file);
  return sessionData({ cassette, title: `${cassette.lesson} · ${shownAs.split("/").at(-1)}`, file: shownAs });
}

/** The player's data for a recording. */
export function sessionData(source: SessionSource): SessionData {
  const { cassette } = source;
  // The session's own folders become placeholders, as in the docs' transcripts.
  const interactions = replaceStrings(cassette.interactions, [
    [cassette.paths?.workdir, "<workdir>"],
    [cassette.paths?.root, "<root>"],
  ]);
  const withRequests = interactions.length > 0 && interactions.every((i) => i.request);
  const split = source.terminal === undefined ? undefined : splitTerminal(source.terminal, cassette, interactions);
  const terminal = split ?? derivedTerminal(cassette, interactions, withRequests);
  const starts = runStarts(interactions);
  // Each agent's request changes its own previous one; a subagent's run started anew has none.
  const previous = new Map<string, Parameters<typeof requestDelta>[0]>();
  const rounds: SessionRound[] = interactions.map((interaction, i) => {
    const agent = interaction.agent ?? "";
    if (starts[i]) previous.delete(agent);
    const request = interaction.request ? wholeRequest(interaction.request) : undefined;
    const delta = request && withRequests ? requestDelta(previous.get(agent), request) : undefined;
    previous.set(agent, request);
    return {
      n: i + 1,
      ...(interaction.agent ? { agent: interaction.agent } : {}),
      terminal: terminal[i],
      ...(delta ? { request: delta } : {}),
      response: { content: blocksOf(interaction.response), stop_reason: interaction.response.stop_reason },
      usage: { input: interaction.response.usage.input_tokens, output: interaction.response.usage.output_tokens },
    };
  });
  const note = withRequests
    ? undefined
    : "This recording holds the model's answers but not the requests (a scripted cassette): the tool results and what the model saw are not in it. Replay it with --record to see them: pnpm lesson ID --replay FILE --record OUT.json, then pnpm lesson:view OUT.json.";
  return {
    title: source.title,
    lesson: cassette.lesson,
    file: source.file,
    terminal: split ? "run" : "derived",
    ...(note ? { note } : {}),
    rounds,
  };
}

function wholeRequest(request: NonNullable<Interaction["request"]>) {
  const body = request as unknown as Record<string, unknown>;
  const system = typeof body.system === "string" ? body.system : asBlocks(body.system).map((b) => String(b.text ?? ""));
  return {
    model: typeof body.model === "string" ? body.model : undefined,
    max_tokens: typeof body.max_tokens === "number" ? body.max_tokens : undefined,
    system: Array.isArray(system) ? system.join("\n") : system,
    tools: ((body.tools as ToolSpec[] | undefined) ?? []).map(({ name, description, input_schema }) => ({
      name,
      description,
      input_schema,
    })),
    messages: ((body.messages as Array<{ role: Message["role"]; content: unknown }> | undefined) ?? []).map((m) => ({
      role: m.role,
      content: asBlocks(m.content),
    })),
  };
}

/**
 * The lesson's output cut into rounds. Each round owns the model's text and its `↳ round N` line, then
 * what followed: tool calls, results, the todo panel, reminder markers. A new turn starts with the
 * learner's prompt. Undefined when the output does not line up with the recording (one usage line per call).
 */
export function splitTerminal(output: string, cassette: Cassette, interactions: Interaction[]): string[][] | undefined {
  const lines = output.replace(/\n+$/, "").split("\n");
  const footers = lines.flatMap((line, i) => (ROUND_LINE.test(line) ? [i] : []));
  if (footers.length !== interactions.length || footers.length === 0) return undefined;
  const starts = footers.map((footer, r) => {
    if (r === 0) return 0;
    const text = textOf(blocksOf(interactions[r].response));
    const textLines = text ? text.split("\n").length : 0;
    let start = footer - textLines;
    const mark = markOf(interactions[r].agent);
    const shown = text
      .split("\n")
      .map((l) => `${mark}${l}`)
      .join("\n");
    if (textLines && lines.slice(start, footer).join("\n") !== shown) start = footer;
    // The blank line that sets rounds apart (a subagent's carries its mark).
    if (start > footers[r - 1] + 1 && [mark, mark.trimEnd(), ""].includes(lines[start - 1])) start -= 1;
    if (turnStarts(interactions, r)) {
      // A new turn: the learner's prompt (and what the lesson printed with it) opens this round.
      const echo = lines.findIndex((l, i) => i > footers[r - 1] && i < start && l.startsWith(`${cassette.lesson} >> `));
      if (echo >= 0) start = echo;
    }
    return start;
  });
  return starts.map((start, r) => trimBlank(lines.slice(start, starts[r + 1] ?? lines.length)));
}

function trimBlank(lines: string[]): string[] {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a] === "") a++;
  while (b > a && lines[b - 1] === "") b--;
  return lines.slice(a, b);
}

function textOf(content: Block[]): string {
  return content
    .filter((b) => b.type === "text")
    .map((b) => String(b.text))
    .join("\n")
    .trim();
}

/** Whether round `r` opens a turn: a main agent's round after the main agent's last round ended (or the first). */
function turnStarts(interactions: Interaction[], r: number): boolean {
  if (interactions[r].agent) return false;
  const before = interactions.slice(0, r).findLast((x) => !x.agent);
  return !before || before.response.stop_reason !== "tool_use";
}

/** A recorded call as the kit tells subagents' runs apart: its agent, its request's length, why it stopped. */
function agentCall(interaction: Interaction): AgentCall {
  const messages = (interaction.request as { messages?: unknown[] } | undefined)?.messages?.length;
  return { agent: interaction.agent, messages, stopReason: interaction.response.stop_reason };
}

/** For each call, whether it is the first of a subagent's run (two may follow each other: two task calls). */
function runStarts(interactions: Interaction[]): boolean[] {
  return interactions.map((x, i) =>
    startsSubagentRun(agentCall(x), interactions[i - 1] && agentCall(interactions[i - 1])),
  );
}

/** What rebuilding the terminal reads, and each round's lines as they are filled in. */
interface Rebuild {
  cassette: Cassette;
  interactions: Interaction[];
  withRequests: boolean;
  /** Whether each call is the first of a subagent's run. */
  starts: boolean[];
  /** Each subagent's run, as its calls' indexes, by the main agent's call it follows (-1: none before it). */
  runs: Map<number, number[][]>;
  lines: string[][];
}

/**
 * Every round's lines as the kit's terminal would print them, rebuilt from the recording: the prompt that opens
 * a turn, the model's text, the usage line, each tool call with its result (taken from the agent's next request),
 * a todo list shown whole, and a marker for each reminder the lesson added after the results. A subagent's run
 * hangs under the call that started it, as the terminal prints it: `┌`, its rounds (marked, their rounds and
 * tokens counted apart), `└` with its totals; what the main agent's round printed after the run goes with the
 * run's last round.
 */
function derivedTerminal(cassette: Cassette, interactions: Interaction[], withRequests: boolean): string[][] {
  const starts = runStarts(interactions);
  const runs = new Map<number, number[][]>();
  let parent = -1;
  for (const [i, interaction] of interactions.entries()) {
    if (!interaction.agent || isTeammate(interaction)) parent = i;
    else if (interaction.agent !== SUBAGENT)
      continue; // a call beside the loop: printed in its own place
    else if (starts[i]) runs.set(parent, [...(runs.get(parent) ?? []), [i]]);
    else runs.get(parent)!.at(-1)!.push(i);
  }
  const rebuild: Rebuild = { cassette, interactions, withRequests, starts, runs, lines: interactions.map(() => []) };
  let slot = 0;
  for (const run of runs.get(-1) ?? []) slot = printRun(rebuild, run, slot); // a recording that starts in a run
  // The main agent's rounds and its teammates' (s15), in the order they took turns; a subagent's inside its parent's;
  // a call beside the loop (s08's summary) in its own place.
  for (const [i, interaction] of interactions.entries()) {
    if (!interaction.agent || isTeammate(interaction)) printRound(rebuild, i);
    else if (interaction.agent !== SUBAGENT) printAside(rebuild, i);
  }
  return rebuild.lines;
}

/**
 * A call beside the main agent's loop (s08's summary): its text, its usage line naming it, and, with requests, what
 * became of the history: swapped (the next main request starts anew) or kept as it was.
 */
function printAside(rebuild: Rebuild, i: number): void {
  const { interactions, withRequests } = rebuild;
  const text = textOf(blocksOf(interactions[i].response));
  rebuild.lines[i].push(...(text ? text.split("\n") : []), usageLine(rebuild, i));
  if (interactions[i].agent !== SUMMARY || !withRequests) return;
  const before = interactions.slice(0, i).findLast((x) => !x.agent);
  const after = interactions.slice(i + 1).find((x) => !x.agent);
  const old = (before?.request as { messages?: unknown[] } | undefined)?.messages;
  const now = (after?.request as { messages?: unknown[] } | undefined)?.messages;
  if (!before || !old || !now) return;
  // The history the summary was asked about: the request before it, its answer, and that round's results.
  const had = old.length + 1 + (before.response.stop_reason === "tool_use" ? 1 : 0);
  rebuild.lines[i].push(
    JSON.stringify(now[0]) === JSON.stringify(old[0])
      ? "⇣ compaction failed: the conversation is kept as it was"
      : `⇣ compacted: ${had} messages → the summary + the last ${now.length - 1} (cut after message ${had - now.length + 1})`,
  );
}

/**
 * Prints round `i` into its lines (a subagent's marked). A subagent's run that one of its calls started follows
 * that call; what the round prints after it goes into the run's last round's lines, as the terminal printed it then.
 */
function printRound(rebuild: Rebuild, i: number): void {
  const { agent, response } = rebuild.interactions[i];
  let slot = i;
  const print = (...lines: string[]) => rebuild.lines[slot].push(...lines.map((line) => `${markOf(agent)}${line}`));
  // A subagent's rounds are set apart by a blank line that carries its mark (the main agent's blank lines are trimmed).
  if (agent === SUBAGENT && !rebuild.starts[i]) print("");
  print(...opening(rebuild, i));
  const calls = blocksOf(response).filter((b) => b.type === "tool_use");
  const results = resultsOf(rebuild, i);
  const runs = rebuild.runs.get(i) ?? [];
  const started = starters(
    calls,
    runs.map(([first]) => rebuild.interactions[first]),
  );
  for (const [k, call] of calls.entries()) {
    print(describeCall(String(call.name), call.input));
    for (const [n, run] of runs.entries()) if (started[n] === k) slot = printRun(rebuild, run, slot);
    print(...resultLines(call, results));
  }
  // A run no call is known to have started comes after them all.
  for (const [n, run] of runs.entries()) if (started[n] === -1) slot = printRun(rebuild, run, slot);
  for (const block of results ?? []) {
    if (block.type === "text") print(`⏰ reminder injected: ${block.text}`);
  }
}

/** Prints a subagent's run, between `┌` and `└`, after round `slot`'s lines so far; returns the run's last round. */
function printRun(rebuild: Rebuild, run: number[], slot: number): number {
  rebuild.lines[slot].push("  ┌ subagent: a fresh context, its own tools");
  for (const i of run) printRound(rebuild, i);
  const last = run.at(-1)!;
  const rounds = `${run.length} ${run.length === 1 ? "round" : "rounds"}`;
  const total = tokens(run.map((i) => rebuild.interactions[i]));
  rebuild.lines[last].push(`  └ subagent done: ${rounds}, ${total}; only its report goes back`);
  return last;
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
    const holds = (call: Block) =>
      Object.values((call.input ?? {}) as Record<string, unknown>).some(
        (v) => typeof v === "string" && v.trim() === task,
      );
    const found = task ? calls.findIndex((call, k) => k >= from && holds(call)) : -1;
    const at = found >= 0 ? found : Math.max(from, calls.length - firsts.length + n);
    from = at + 1;
    return at < calls.length ? at : -1;
  });
}

/** Round `i`'s lines up to its usage line: the prompt (and a reminder sent with it) when it opens a turn, its text. */
function opening(rebuild: Rebuild, i: number): string[] {
  const { cassette, interactions, withRequests } = rebuild;
  const out: string[] = [];
  if (turnStarts(interactions, i)) {
    const turn = interactions.slice(0, i).filter((x, k) => !x.agent && turnStarts(interactions, k)).length;
    const prompt = cassette.prompts[turn];
    if (prompt !== undefined) out.push(`${cassette.lesson} >> ${prompt}`);
    const opening = withRequests ? lastUser(interactions[i].request) : undefined;
    for (const block of opening ?? []) {
      if (block.type === "text" && String(block.text) !== prompt) out.push(`⏰ reminder injected: ${block.text}`);
    }
  }
  const before = isTeammate(interactions[i])
    ? interactions.slice(0, i).findLast((x) => x.agent === interactions[i].agent)
    : undefined;
  if (withRequests && before && before.response.stop_reason !== "tool_use") {
    // A teammate that had ended its turn, woken by its new messages or a task it claimed.
    for (const block of lastUser(interactions[i].request) ?? [])
      if (block.type === "text") out.push(`⏰ reminder injected: ${block.text}`);
  }
  const text = textOf(blocksOf(interactions[i].response));
  if (text) out.push(...text.split("\n"));
  out.push(usageLine(rebuild, i));
  return out;
}

/**
 * Round `i`'s usage line, as the kit's terminal prints it: the main agent's counts its rounds and tokens over the
 * session, the subagents' apart once there was one; a subagent's counts its own run's.
 */
function usageLine({ interactions, starts }: Rebuild, i: number): string {
  const { agent, response } = interactions[i];
  const { usage, stop_reason } = response;
  const round = `${usage.input_tokens} in / ${usage.output_tokens} out`;
  const stop = stop_reason === "tool_use" || stop_reason === "end_turn" ? "" : ` · stop: ${stop_reason}`;
  if (agent && agent !== SUBAGENT && !isTeammateName(agent)) return `  ↳ ${agent} · ${round}${stop}`;
  const sofar = interactions.slice(0, i + 1);
  if (isTeammateName(agent)) {
    const own = sofar.filter((x) => x.agent === agent);
    return `  ↳ ${agent} round ${own.length} · ${round} · ${agent} ${tokens(own)}${stop}`;
  }
  if (agent) {
    const run = interactions.slice(starts.lastIndexOf(true, i), i + 1);
    return `  ↳ ${agent} round ${run.length} · ${round} · ${agent} ${tokens(run)}${stop}`;
  }
  const own = sofar.filter((x) => !x.agent);
  const subs = sofar.filter((x) => x.agent === SUBAGENT);
  const subagents = subs.length > 0 ? ` · subagents ${tokens(subs)}` : "";
  // Each teammate that has spoken, in the order it first did, with its tokens so far.
  const mates = [...new Set(sofar.filter(isTeammate).map((x) => x.agent!))];
  const team = mates.map((name) => ` · ${name} ${tokens(sofar.filter((x) => x.agent === name))}`).join("");
  // The calls beside the loop, by who made them, in the order they first came: ` · summary 2700 in / 387 out`.
  const asides = [...new Set(sofar.flatMap((x) => (x.agent === SUMMARY ? [x.agent] : [])))];
  const beside = asides.map((name) => ` · ${name} ${tokens(sofar.filter((x) => x.agent === name))}`).join("");
  return `  ↳ round ${own.length} · ${round} · session ${tokens(own)}${subagents}${team}${beside}${stop}`;
}

/** The tokens of some calls, added up: `1500 in / 42 out`. */
function tokens(calls: Interaction[]): string {
  const sum = (key: "input_tokens" | "output_tokens") => calls.reduce((n, x) => n + x.response.usage[key], 0);
  return `${sum("input_tokens")} in / ${sum("output_tokens")} out`;
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

/** A tool call's result as the terminal shows it: a todo list whole, anything else its first lines. */
function resultLines(call: Block, results: Block[] | undefined): string[] {
  const result = results?.find((b) => b.type === "tool_result" && b.tool_use_id === call.id);
  if (!result) return [];
  const content = typeof result.content === "string" ? result.content : textOf(asBlocks(result.content));
  if (!result.is_error && TODO_COUNT.test(content))
    return content.split("\n").flatMap((l) => (l.trim() ? [`  ${l}`] : []));
  return previewResult(content).split("\n");
}

/** A response's content as the player's plain blocks. */
function blocksOf(response: Interaction["response"]): Block[] {
  return response.content as unknown as Block[];
}

function lastUser(request: Interaction["request"]): Block[] | undefined {
  const messages = (request as { messages?: Array<{ role: string; content: unknown }> } | undefined)?.messages;
  const last = messages?.at(-1);
  return last?.role === "user" ? asBlocks(last.content) : undefined;
}
