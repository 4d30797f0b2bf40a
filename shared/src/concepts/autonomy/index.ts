/**
 * The autonomy concept (lesson s17): idle teammates that poll the task board and claim what is ready; its display.
 *
 * @module
 */
export type * from "./events.ts";
export {
  AutonomousTeam,
  claim,
  isReady,
  notReady,
  type Look,
} from "./autonomy.ts";
