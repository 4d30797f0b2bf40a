/**
 * The skills concept (lesson s07): skills found in their folders and loaded on demand; its display.
 *
 * @module
 */
export type * from "./events.ts";
