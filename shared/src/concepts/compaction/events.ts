/** What compaction shows (s08): its events. */

/** Compaction starts: why, and where the whole session so far was saved, every message as it was first sent. */
export interface CompactionStart {
  /** What it is. */
  kind: "compaction:start";
  /** Why now: the tokens over the threshold, the model's request, the API's refusal. */
  reason: string;
  /** How many messages the session has had: every one, whole, is in the transcript. */
  messages: number;
  /** The transcript the whole conversation is in, from the workspace. */
  file: string;
}

/** The history was swapped: the summary, and the messages kept after the cut. */
export interface CompactionDone {
  /** What it is. */
  kind: "compaction:done";
  /** How many messages the history had before. */
  before: number;
  /** How many were kept beside the summary. */
  kept: number;
}

/** Compaction failed: the history is kept as it was. */
export interface CompactionFailed {
  /** What it is. */
  kind: "compaction:failed";
  /** Why, as the learner reads it. */
  error: string;
}

/** Micro-compaction: old tool results replaced by placeholders before a call. */
export interface MicroCompaction {
  /** What it is. */
  kind: "compaction:micro";
  /** How many results it cleared. */
  cleared: number;
}

/** The context after a compaction, against before it, as the next call's usage tells it. */
export interface CompactionContext {
  /** What it is. */
  kind: "compaction:context";
  /** The tokens before. */
  from: number;
  /** The tokens now. */
  to: number;
}

/** Every event of compaction's display. */
export type CompactionEvent =
  | CompactionStart
  | CompactionDone
  | CompactionFailed
  | MicroCompaction
  | CompactionContext;

declare module "../../display/events.ts" {
  // Compaction's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    compaction: CompactionEvent;
  }
}
