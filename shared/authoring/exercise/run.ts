/** A run of a file on a cassette, as the checker keeps it: the learner's, or the lesson's own (expected-runs.ts). */
import type { Cassette, MessageRequest } from "@agent-workbook/kit";
import type { RunEnd } from "./verdict.ts";

/** What one run of a file on a cassette left: the requests it sent (with its paths) and how it ended. */
export interface Run {
  requests: MessageRequest[];
  /** Who made each call: undefined for the main agent, `subagent` for a subagent's (s06). */
  agents: (string | undefined)[];
  paths: Cassette["paths"];
  end: RunEnd;
  /** How long it took, in milliseconds. */
  ms: number;
}
