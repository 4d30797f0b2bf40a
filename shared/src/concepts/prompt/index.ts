/**
 * The system prompt concept (lesson s10): assembled from its sources. So far: project instructions' `@path` imports, and where a request marks its cache breakpoints.
 *
 * @module
 */
export {
  expandImports,
  type ImportWalk,
  MAX_IMPORT_HOPS,
  outsideCode,
  type ReadInstructions,
} from "./imports.ts";
export { type PromptSection, withBreakpoints } from "./breakpoints.ts";
