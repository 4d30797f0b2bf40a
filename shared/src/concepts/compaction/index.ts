/**
 * The compaction concept (lesson s08): old tool results become placeholders, and past a threshold the history becomes
 * a summary. Two shapes of s08's compact region: `startCompaction` (its steps around a model call s11 gives, with
 * recovery) and `startCompactionSteps` (the call with its steps around it, as s09 uses it).
 *
 * @module
 */
export { COMPACT_THRESHOLD_SETTING, compacted, microCompact } from "./compacted-history.ts";
export { type Compaction, type Messages, startCompaction } from "./compaction.ts";
export {
  type Compaction as CompactionSteps,
  startCompaction as startCompactionSteps,
} from "./compaction-steps.ts";
export type * from "./events.ts";
