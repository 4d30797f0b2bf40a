/** What memory shows (s09): its events. No Node: the session player reads them too. */

/** The memory's index as the session starts: what of it went into the system prompt. */
export interface MemoryIndexEvent {
  /** What it is. */
  kind: "memory:index";
  /** The index's lines (`- [name](file.md) — description`), every one: none when there is no memory yet. */
  lines: string[];
  /** How many of them went into the system prompt (the first 200). */
  inPrompt: number;
  /** Why the memory could not be read, in the store's words, when it could not (the prompt says so instead). */
  unread?: string;
}

/** One command of the memory tool, after it ran: which, on what path, and whether it changed the memory. */
export interface MemoryCommandEvent {
  /** What it is. */
  kind: "memory:command";
  /** The command: view, create, str_replace, insert, delete or rename. */
  command: string;
  /** The path it named (a rename's: `old → new`), as the model gave it. */
  path: string;
  /** It was refused: the model got an error, and nothing changed. */
  refused: boolean;
}

/** Every event of memory's display. */
export type MemoryEvent = MemoryIndexEvent | MemoryCommandEvent;

declare module "../../display/events.ts" {
  // Memory's events, in the map of every concept's events.
  interface ConceptEvents {
    /** Its display's events. */
    memory: MemoryEvent;
  }
}
