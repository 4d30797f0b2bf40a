/**
 * The compaction concept (lesson s08): old tool results become placeholders, and past a threshold the history becomes
 * a summary. One mechanism, s08's compact region, in two shapes: `startCompaction` (its steps around a model call
 * the lesson makes, with recovery: s11) and `startCompactionSteps` (the call with its steps around it, as s09 uses it).
 *
 * @module
 */
export { COMPACT_THRESHOLD_SETTING, compacted, microCompact } from "./compacted-history.ts";
export {
  type Compaction,
  type CompactionSteps,
  type Messages,
  startCompaction,
  startCompactionSteps,
} from "./compaction.ts";
export type * from "./events.ts";
