/**
 * What a lesson declares about itself, as a plain constant the kit reads: its id, its file, its own options and the
 * settings it reads (its concepts' among them). The lesson's entry takes the session built from it.
 *
 * @module
 */
import type { LessonOption } from "./cli.ts";
import type { ConceptName } from "./display/events.ts";
import type { Session } from "./session.ts";
import type { Setting } from "./settings.ts";

/** A kit concept a lesson can use, with the settings that come with it (the team's files: `START_OVER`). */
export interface Concept {
  /** What it is, for messages: `the team's files`. */
  readonly name: string;
  /** The settings it reads; a lesson that uses the concept declares them with its own. */
  readonly settings: readonly Setting[];
}

/** A lesson, as its `agent.ts` declares it: `export const LESSON = { id: "v1", entry: import.meta.filename }`. */
export interface Lesson {
  /** The id learners type: `pnpm lesson v1`. */
  readonly id: string;
  /**
   * The lesson's file (`import.meta.filename`). The lesson's folder (`lessons/<id>-…/`, found by the id) holds
   *
   * `sample/` and `cassettes/`, so a learner's copy of the file (`exercises/…/agent.ts`) runs on them too.
   */
  readonly entry: string;
  /** The settings it reads (`session.setting(X)`), each with its default and its check. */
  readonly settings?: readonly Setting[];
  /** The kit concepts it uses whose settings it reads too. */
  readonly concepts?: readonly Concept[];
  /** Its own command-line options, accepted beside the kit's and shown by `--help`. */
  readonly options?: readonly LessonOption[];
  /**
   * The lesson recovers from failed model calls itself (s11): the SDKs' own retries are off, and an answer cut off
   *
   * at max_tokens comes to it as it is, an unfinished tool call included (other lessons get it dropped).
   */
  readonly recovers?: boolean;
}

/** A lesson's entry: its REPL (or one-shot run) on the session it is given; `C`, the concepts whose events it shows. */
export type LessonMain<C extends ConceptName = never> = (session: Session<C>) => Promise<void>;

/** Every setting a lesson reads: its concepts' first, then its own; each once. */
export function lessonSettings(lesson: Pick<Lesson, "settings" | "concepts">): Setting[] {
  const all = [...(lesson.concepts ?? []).flatMap((concept) => concept.settings), ...(lesson.settings ?? [])];
  return all.filter((setting, i) => all.findIndex((s) => s.name === setting.name) === i);
}
