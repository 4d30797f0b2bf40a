/**
 * The system prompt concept (lesson s10): assembled from its sources (identity, tools, the environment, the
 * project's instructions with their `@path` imports, the memory index), and sent with cache breakpoints.
 *
 * @module
 */
export {
  expandImports,
  IMPORT,
  type ImportWalk,
  MAX_IMPORT_HOPS,
  outsideCode,
  type ReadInstructions,
} from "./imports.ts";
export { type PromptSection, withBreakpoints } from "./breakpoints.ts";
export {
  dateIn,
  type Environment,
  environmentText,
  type GitState,
  type InstructionFile,
  projectInstructions,
  promptSections,
  type PromptSources,
} from "./sections.ts";
export type * from "./events.ts";
export { changedSources, gitState, instructionsReader, systemPromptListing } from "./sources.ts";
export { TOOL_GUIDE } from "./tool-guide.ts";
