/** What a team shows (s15): its events. */

/** A message from an agent's inbox handed to it, into its history, before its next model call; or (s16) a protocol's `<reminder>`. */
export interface TeamDelivered {
  /** What it is. */
  kind: "team:delivered";
  /** The agent it was handed to. */
  to: string;
  /** The message, as the agent reads it (`<message from="bob" type="message">…</message>`). */
  text: string;
}

/** Every event of the team's display. */
export type TeamEvent = TeamDelivered;

declare module "../../display/events.ts" {
  // Team's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    team: TeamEvent;
  }
}
