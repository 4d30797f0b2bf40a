/**
 * The recovery concept (lesson s11): failed API calls classified, retried with backoff, continued or handed to a fallback; its display.
 *
 * @module
 */
export {
  backoff,
  classify,
  type Failure,
  FALLBACK_MODEL_SETTING,
  type Recovery,
  startRecovery,
} from "./recovery.ts";
export type * from "./events.ts";
