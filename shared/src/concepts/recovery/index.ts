/**
 * The recovery concept (lesson s11): failed API calls classified, retried with backoff, continued or handed to a fallback; its display.
 *
 * @module
 */
export type * from "./events.ts";
