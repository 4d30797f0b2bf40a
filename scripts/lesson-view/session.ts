/**
 * A recording turned into what the session player plays ({@link SessionData}): every round's request as what it
 * adds to the previous one, the response, the token counts, and the terminal's lines for that round, either as
 * the lesson printed them while the recording was made or, when only the file is there, rebuilt from it.
 */
import { type Cassette, describeCall, loadCassette, previewResult, replaceStrings } from "@agent-workbook/kit";
import {
  asBlocks,
  type Block,
  type Message,
  requestDelta,
  type SessionData,
  type SessionRound,
  type ToolSpec,
} from "../../docs/.vitepress/theme/player/data.ts";

/** The usage line the kit's terminal prints after each model call: `  ↳ round 3 · …`, a subagent's marked `  │ ` in front. */
const ROUND_LINE = /^(?: {2}│ )? {2}↳ (?:subagent )?round (\d+) ·/;
/** The mark in front of each line a subagent prints. */
const SUB_MARK = "  │ ";
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
  // Each agent's request changes its own previous one; a subagent started anew has none.
  const previous = new Map<string, Parameters<typeof requestDelta>[0]>();
  const rounds: SessionRound[] = interactions.map((interaction, i) => {
    const agent = interaction.agent ?? "";
    if (interaction.agent && interactions[i - 1]?.agent !== interaction.agent) previous.delete(agent);
    const request = interaction.request ? wholeRequest(interaction.request) : undefined;
    const delta = request && withRequests ? requestDelta(previous.get(agent), request) : undefined;
    previous.set(agent, request);
    return {
      n: i + 1,
      ...(interaction.agent ? { agent: interaction.agent } : {}),
      terminal: split?.[i] ?? derivedTerminal(cassette, interactions, i, withRequests),
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
    const mark = interactions[r].agent ? SUB_MARK : "";
    const shown = text
      .split("\n")
      .map((l) => `${mark}${l}`)
      .join("\n");
    if (textLines && lines.slice(start, footer).join("\n") !== shown) start = footer;
    // The blank line that sets rounds apart (a subagent's carries its mark).
    if (start > footers[r - 1] + 1 && [mark, ""].includes(lines[start - 1])) start -= 1;
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

/**
 * Round `i`'s lines as the kit's terminal would print them, rebuilt from the recording: the prompt that opens
 * a turn, the model's text, the usage line, each tool call with its result (taken from the agent's next request),
 * a todo list shown whole, and a marker for each reminder the lesson added after the results. A subagent's lines
 * carry its mark, and its rounds and tokens are counted apart.
 */
function derivedTerminal(cassette: Cassette, interactions: Interaction[], i: number, withRequests: boolean): string[] {
  const out: string[] = [];
  const { agent, response } = interactions[i];
  if (turnStarts(interactions, i)) {
    const turn = interactions.slice(0, i).filter((x, k) => !x.agent && turnStarts(interactions, k)).length;
    const prompt = cassette.prompts[turn];
    if (prompt !== undefined) out.push(`${cassette.lesson} >> ${prompt}`);
    const opening = withRequests ? lastUser(interactions[i].request) : undefined;
    for (const block of opening ?? []) {
      if (block.type === "text" && String(block.text) !== prompt) out.push(`⏰ reminder injected: ${block.text}`);
    }
  }
  const text = textOf(blocksOf(response));
  if (text) out.push(...text.split("\n"));
  // This agent's rounds so far: the main agent's over the session, a subagent's since it started.
  let first = i;
  while (agent && first > 0 && interactions[first - 1].agent === agent) first -= 1;
  const own = interactions.slice(agent ? first : 0, i + 1).filter((x) => x.agent === agent);
  const total = own.reduce(
    (sum, x) => ({ in: sum.in + x.response.usage.input_tokens, out: sum.out + x.response.usage.output_tokens }),
    { in: 0, out: 0 },
  );
  const usage = response.usage;
  const tokens = `${usage.input_tokens} in / ${usage.output_tokens} out`;
  out.push(
    agent
      ? `  ↳ ${agent} round ${own.length} · ${tokens} · ${agent} ${total.in} in / ${total.out} out`
      : `  ↳ round ${own.length} · ${tokens} · session ${total.in} in / ${total.out} out`,
  );
  // The agent's next request answers this round's tool calls (after a final answer it opens the next turn instead).
  const next = interactions.find((x, k) => k > i && x.agent === agent);
  const answered = response.stop_reason === "tool_use" && withRequests && next;
  const results = answered ? lastUser(next.request) : undefined;
  for (const block of blocksOf(response)) {
    if (block.type !== "tool_use") continue;
    out.push(describeCall(String(block.name), block.input));
    const result = results?.find((b) => b.type === "tool_result" && b.tool_use_id === block.id);
    if (!result) continue;
    const content = typeof result.content === "string" ? result.content : textOf(asBlocks(result.content));
    if (!result.is_error && TODO_COUNT.test(content))
      out.push(...content.split("\n").flatMap((l) => (l.trim() ? [`  ${l}`] : [])));
    else out.push(...previewResult(content).split("\n"));
  }
  for (const block of results ?? []) {
    if (block.type === "text") out.push(`⏰ reminder injected: ${block.text}`);
  }
  return agent ? out.map((line) => `${SUB_MARK}${line}`) : out;
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
