/**
 * The compaction concept (lesson s08): old tool results become placeholders, and past a threshold the history becomes a summary.
 *
 * @module
 */
export { COMPACT_THRESHOLD_SETTING, compacted, microCompact } from "./compacted-history.ts";
export { type Compaction, startCompaction } from "./compaction.ts";
export type * from "./events.ts";
