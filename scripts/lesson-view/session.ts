/**
 * A recording turned into what the session player plays ({@link SessionData}): every round's request as what it
 * adds to the previous one, the response, the token counts, and what the session showed in that round: its display
 * events, as the recording kept them or, in a recording made before recordings kept them, rebuilt from its calls,
 * and the terminal's lines the kit draws from them.
 */
import {
  folderPlaceholders,
  type Cassette,
  conceptDisplays,
  type DisplayEvent,
  DisplayLines,
  loadCassette,
  plainLine,
  replaceStrings,
} from "@agent-workbook/kit";
import { findLesson } from "@agent-workbook/kit/lessons";
import {
  asBlocks,
  type Block,
  type Message,
  requestDelta,
  type SessionData,
  type SessionRound,
  type ShownLine,
  type ToolSpec,
} from "@agent-workbook/player/data";
import { SUBAGENT } from "@agent-workbook/kit/subagent-runs";
import { blocksOf } from "./blocks.ts";
import { derivedEvents, runStarts } from "./derived-events.ts";

type Interaction = Cassette["interactions"][number];

/** Where the session player's data comes from: a cassette. */
export interface SessionSource {
  /** The recording (read with the kit's loadCassette). */
  cassette: Cassette;
  /** Shown as the recording's name. */
  title: string;
  /** The file, as the reader should see its path. */
  file: string;
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
  const placeholders = folderPlaceholders(cassette.paths);
  const interactions = replaceStrings(cassette.interactions, placeholders);
  const withRequests = interactions.length > 0 && interactions.every((i) => i.request);
  // What the session showed, as it kept it; a recording made before recordings kept it, rebuilt from its calls.
  const events = cassette.display?.map(({ event }) => event) ?? derivedEvents(cassette, interactions);
  const displays = findLesson(cassette.lesson)?.displays;
  const shown = shownByRound(events, cassette.lesson, placeholders, interactions.length, displays);
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
      ...shown[i].round,
      terminal: shown[i].lines.map(plainLine),
      lines: shown[i].lines,
      events: shown[i].events,
      ...(delta ? { request: delta } : {}),
      response: { content: blocksOf(interaction.response), stop_reason: interaction.response.stop_reason },
      usage: usageOf(interaction.response.usage),
    };
  });
  const replay =
    "Replay it with --record to see them: pnpm lesson ID --replay FILE --record OUT.json, then pnpm lesson:view OUT.json.";
  const note = withRequests
    ? undefined
    : cassette.display
      ? `This recording holds the model's answers and what the session showed, but not the requests (a scripted cassette): what the model saw each round is not in it. ${replay}`
      : `This recording holds the model's answers but not the requests (a scripted cassette): the tool results and what the model saw are not in it. ${replay}`;
  return {
    title: source.title,
    lesson: cassette.lesson,
    file: source.file,
    terminal: cassette.display ? "run" : "derived",
    ...(note ? { note } : {}),
    ...(displays?.length ? { displays } : {}),
    rounds,
  };
}

/** A response's tokens as the player shows them: the cache's figures apart, when the API reported some. */
function usageOf(usage: Interaction["response"]["usage"]): SessionRound["usage"] {
  const { input_tokens, output_tokens, cache_read_input_tokens: read, cache_creation_input_tokens: write } = usage;
  return {
    input: input_tokens,
    ...(read ? { cacheRead: read } : {}),
    ...(write ? { cacheWrite: write } : {}),
    output: output_tokens,
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

/** What a round shows: its events, the lines the kit draws from them, and who made its call, as its round event says. */
interface Shown {
  lines: ShownLine[];
  events: DisplayEvent[];
  round: Pick<SessionRound, "speaker" | "round">;
}

/**
 * Each round's events and lines, as the kit's terminal drew them ({@link DisplayLines}). A round owns what its model
 * call showed (the blank line before it, the prompt that opened its turn, its text and its usage line) and what
 * followed until the next call or prompt: tool calls, results, panels, reminders. A marked line says whose it is
 * (the agent speaking when it was drawn). The session's own folders are shown as placeholders.
 */
function shownByRound(
  events: DisplayEvent[],
  lesson: string,
  paths: [string | undefined, string][],
  calls: number,
  displays: string[] | undefined,
): Shown[] {
  const display = new DisplayLines(lesson, paths, conceptDisplays(displays));
  const rounds = Array.from({ length: calls }, (): Shown => ({ lines: [], events: [], round: {} }));
  let ended = 0; // rounds ended so far
  let round = 0; // the round the lines go to: the last that ended, or the call under way from its prompt or start
  for (const event of replaceStrings(events, paths)) {
    // A prompt, a call's start, or a call beside the loop opening its block: the lines of the call to come.
    const opens = event.kind === "prompt" || event.kind === "thinking" || (event.kind === "aside" && event.name);
    if (opens) round = Math.min(ended, calls - 1);
    if (round < 0) break;
    const speaker = display.speaker();
    const agent = speaker.agent === "subagent" ? SUBAGENT : speaker.agent === "teammate" ? speaker.name : undefined;
    rounds[round].events.push(event);
    for (const line of display.lines(event))
      rounds[round].lines.push(line.mark.length && agent ? { ...line, agent } : line);
    if (event.kind === "round") {
      if (ended < calls) rounds[ended].round = { speaker: event.speaker, round: event.n };
      ended += 1;
    }
  }
  return rounds.map((shown) => ({ ...shown, lines: trimBlank(shown.lines) }));
}

function trimBlank(lines: ShownLine[]): ShownLine[] {
  const blank = (line: ShownLine) => plainLine(line) === "";
  let a = 0;
  let b = lines.length;
  while (a < b && blank(lines[a])) a++;
  while (b > a && blank(lines[b - 1])) b--;
  return lines.slice(a, b);
}
