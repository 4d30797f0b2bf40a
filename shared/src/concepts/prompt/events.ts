/** What the system prompt shows (s10): its sections when it is built. No Node: the session player reads them too. */

/** One section as the display shows it: its name, its source, its size in lines, and whether it is fixed. */
export interface PromptSectionShown {
  /** `identity`, `tools`, `environment`, `instructions`, `memory`. */
  name: string;
  /** Where its text comes from: `agent.ts`, `session.outside`, `CLAUDE.md`. */
  source: string;
  /** Its length in lines (not characters: the workspace's path in it differs between machines). */
  lines: number;
  /** It never changes: it comes before the ones that do, and the cache's second breakpoint follows it. */
  fixed: boolean;
}

/** The system prompt was built: as the session starts, and again each time one of its sources changed. */
export interface PromptBuiltEvent {
  /** What it is. */
  kind: "prompt:built";
  /** Its sections, in the order they are sent. */
  sections: PromptSectionShown[];
  /** Built again (a source changed), not the first time. */
  rebuilt: boolean;
  /** The sources that changed since the last build, by name (`CLAUDE.md`, `memory`); empty the first time. */
  changed: string[];
}

/** Every event of the prompt's display. */
export type SystemPromptEvent = PromptBuiltEvent;

declare module "../../display/events.ts" {
  // The prompt's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    prompt: SystemPromptEvent;
  }
}
