/**
 * The exercises' start files, made from the lessons themselves: a lesson marks the code of its concept with
 * `// #region exercise:NAME` … `// #endregion exercise:NAME` lines, and its `exercise.ts` (next to agent.ts)
 * says which of those regions its exercise takes out, the TODO that replaces each, the checks and the hints.
 * Nothing here keeps a second copy of a lesson: a start file is computed from the lesson when it is needed.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { LessonEntry } from "../../src/lessons.ts";
import type { MessageRequest } from "../../src/providers/types.ts";
import type { RunEnd, Verdict } from "./verdict.ts";

/** One region the exercise takes out of the lesson. */
export interface RegionSpec {
  /** What to write there, as a TODO comment (lines split on `\n`); empty: the region just goes, without a word. */
  todo: string;
  /** Code left in the region's place so that the file still type-checks and runs (none: nothing). */
  stub?: string;
}

/** What a lesson's `exercise.ts` exports: its exercise, described from the learner's side. */
export interface ExerciseSpec {
  /** What the learner builds, in one line (shown by `pnpm exercise`). */
  goal: string;
  /** The recorded sessions that check it, in the order they run: names of files in the lesson's cassettes/. */
  checks: string[];
  /** The regions taken out, by name (`// #region exercise:NAME`); other lessons' exercise regions stay as they are. */
  regions: Record<string, RegionSpec>;
  /**
   * Each check's hints, from a nudge to nearly the answer: `pnpm exercise <id> --hint` shows the next one for the
   * first check that fails, `--hint N` any of them again. Every check has at least one.
   */
  hints: Record<string, string[]>;
  /**
   * The lesson's own reading of a failed check (s08's): when the requests show a mistake it knows, that mistake
   * named, with a verdict in its words; `--hint` then shows the mistake's hints (`mistakeHints`), not the check's.
   */
  diagnose?: (failed: FailedCheck) => Diagnosis | undefined;
  /** The hints of each mistake `diagnose` can name, from a nudge to nearly the answer. */
  mistakeHints?: Record<string, string[]>;
}

/** A check that failed, as `diagnose` reads it: both runs' requests (normalised), who made each, how it ended. */
export interface FailedCheck {
  /** The check's name, e.g. `demo`. */
  check: string;
  /** The lesson's requests on the check's cassette. */
  expected: MessageRequest[];
  /** The learner's. */
  actual: MessageRequest[];
  /** Who made each call in each run: undefined for the main agent, `summary` for s08's summary. */
  agents: { expected: (string | undefined)[]; actual: (string | undefined)[] };
  /** How the learner's run ended (its errors among it). */
  end: RunEnd;
  /** The general verdict, which a diagnosis replaces. */
  verdict: Verdict;
}

/** A mistake `diagnose` named: its name (a key of `mistakeHints`) and the verdict that says it. */
export interface Diagnosis {
  mistake: string;
  verdict: Verdict;
}

/** A marker line: its indentation, whether it ends a region, and the region's name. */
const MARKER = /^(\s*)\/\/ #(region|endregion) exercise:([\w-]+)\s*$/;

/** The exercise of a lesson, read from its `exercise.ts`; undefined when the lesson has none. */
export async function loadExercise(lesson: LessonEntry): Promise<ExerciseSpec | undefined> {
  const file = join(lesson.dir, "exercise.ts");
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { default: ExerciseSpec }).default;
}

/**
 * The start file of an exercise: the lesson's source with each of `spec`'s regions replaced by its TODO and
 * stub, and every other exercise marker line dropped. Throws when a region is missing or not closed.
 */
export function startFile(source: string, spec: Pick<ExerciseSpec, "regions">, file = "the lesson"): string {
  const out: string[] = [];
  const found = new Set<string>();
  let inside: string | undefined;
  for (const line of source.split("\n")) {
    const marker = MARKER.exec(line);
    if (inside !== undefined) {
      if (marker && marker[2] === "endregion" && marker[3] === inside) inside = undefined;
      continue;
    }
    if (!marker) {
      out.push(line);
      continue;
    }
    const [, indent, kind, name] = marker;
    const region = spec.regions[name];
    if (kind === "endregion" || region === undefined) continue; // another lesson's exercise: only its markers go
    inside = name;
    found.add(name);
    const todo = region.todo.trim();
    if (todo) {
      todo.split("\n").forEach((text, i) => out.push(`${indent}// ${i === 0 ? "TODO: " : "  "}${text}`.trimEnd()));
    }
    for (const stub of region.stub?.split("\n") ?? []) out.push(stub ? `${indent}${stub}` : "");
  }
  if (inside !== undefined) throw new Error(`${file}: // #region exercise:${inside} has no // #endregion`);
  const missing = Object.keys(spec.regions).filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`${file} has no region exercise:${missing.join(", exercise:")}`);
  return out.join("\n");
}

/** The lesson as the learner's finished file should read: the lesson without its exercise marker lines. */
export function solutionFile(source: string): string {
  return source
    .split("\n")
    .filter((line) => !MARKER.test(line))
    .join("\n");
}

/**
 * Why a learner's saved file cannot be checked against the lesson as it is now, if it cannot: it was made from an
 * older start file, from before the lesson took its session (it starts one at module scope, with startSession,
 * where the lesson now exports its entry and starts a session only as the program). Says how to start again.
 */
export function outOfDate(lessonSource: string, learnerSource: string, id: string): string | undefined {
  const takesSession = /\bawait runLesson\(/.test(lessonSource);
  if (!takesSession || !/\bstartSession\(/.test(learnerSource) || /\bawait runLesson\(/.test(learnerSource)) return;
  return [
    `Your file was made from an older start file of lesson ${id}: it starts its session at module scope`,
    "(startSession), where the lesson now exports its entry, main(session), and starts a session only when run as",
    "a program. The checks cannot run it as it is.",
    `Start again: pnpm exercise ${id} --reset (your file is kept as a backup; copy your code into the new one).`,
  ].join("\n");
}
