/**
 * A concept's part in the session player: what its folder (`shared/src/concepts/<concept>/pane.ts`, exported as
 * `pane`) adds to the player's panes, beside the lines its events show. The player takes the parts of the concepts
 * a session's lesson names (package.json `workbook.displays`); its core knows none of them. No Node, no DOM.
 */

/** A language the player speaks. */
export type PaneLang = "en" | "zh";

/** A model call, as a concept's part reads it (the player's rounds have these fields). */
export interface PaneRound {
  /** Its place among the session's calls, from 1. */
  n: number;
  /** Its number among its agent's rounds, as the terminal printed it. */
  round?: number;
  /** Who made it, when not the main agent: `subagent`, `summary`, a teammate's name. */
  agent?: string;
  /** Its request, as a change from the previous one of the same agent: how many messages it kept. */
  request?: { keep: number };
  /** Its tokens. */
  usage: { input: number; output: number };
  /** What the session showed in this round, as display events (the player's rounds carry them). */
  events?: ReadonlyArray<{ kind: string }>;
}

/** A line a concept draws over the token chart, with marks over the calls where something happened. */
export interface ChartLine {
  /** What the line shows (the chart's label and the line's tooltip). */
  label: string;
  /** Its value at each call; undefined where it has none. */
  values: Array<number | undefined>;
  /** The calls marked over the chart (by index), each with what its mark says. */
  marks: Array<{ index: number; tip: string }>;
}

/** A content block of a request, as recorded. */
export interface PaneBlock {
  /** `text`, `tool_use`, `tool_result`… */
  type: string;
  [field: string]: unknown;
}

/** A request, whole, as a concept's part reads it. */
export interface PaneRequest {
  /** Its messages, each with its blocks. */
  messages: Array<{ role: string; content: PaneBlock[] }>;
}

/** What a concept says of block `block` of message `message` in call `call`'s request (each from 0), if anything. */
export type BlockLabels = (call: number, message: number, block: number) => string | undefined;

/** A lane a concept draws beside the rounds (s13: a background job's), a cell per call. */
export interface ConceptLane {
  /** Its name, at the start of its row: `job #1`. */
  name: string;
  /** At each call (by index): nothing where the lane is empty; else what it is then, and whether it is a moment (a start, an end). */
  cells: Array<{ tip: string; mark?: boolean } | undefined>;
}

/** What a concept adds to the player. Each part is optional. */
export interface ConceptPane {
  /** The concept: its folder's name, as the lesson's package.json names it. */
  concept: string;
  /** A line over the token chart, or none for this session. */
  chart?(rounds: readonly PaneRound[], lang: PaneLang): ChartLine | undefined;
  /**
   * The request blocks the concept wrote for the model, labelled: found from the session's calls and whole requests
   * (undefined for a call the recording has no request for), never from their text.
   */
  blocks?(rounds: readonly PaneRound[], requests: ReadonlyArray<PaneRequest | undefined>, lang: PaneLang): BlockLabels;
  /** Lanes beside the rounds, found from the calls and the whole requests, with what they show; none for this session. */
  lanes?(
    rounds: readonly PaneRound[],
    requests: ReadonlyArray<PaneRequest | undefined>,
    lang: PaneLang,
  ): { label: string; lanes: ConceptLane[] } | undefined;
}
