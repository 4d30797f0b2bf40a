/** What skills show (s07): their events. */

/** A SKILL.md left out of the catalog: which, and why (its front matter, a name taken before it). */
export interface SkillLeftOut {
  /** What it is. */
  kind: "skills:left-out";
  /** The file, from the workspace: `skills/review/SKILL.md`. */
  file: string;
  /** Why, as the learner reads it. */
  reason: string;
}

/** The skills/ folder could not be searched: no skills, and the session goes on. */
export interface SkillsNotSearched {
  /** What it is. */
  kind: "skills:not-searched";
  /** Why, as the learner reads it. */
  reason: string;
}

/** A skill asks for tools to be pre-approved (`allowed-tools`), and the lesson does not grant it. */
export interface SkillNotGranted {
  /** What it is. */
  kind: "skills:not-granted";
  /** The skill's file, from the workspace. */
  file: string;
  /** The tools it names, as it names them. */
  tools: string;
}

/** Every event of skills' display. */
export type SkillsEvent = SkillLeftOut | SkillsNotSearched | SkillNotGranted;

declare module "../../display/events.ts" {
  // Skills's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    skills: SkillsEvent;
  }
}
