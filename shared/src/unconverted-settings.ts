/**
 * Transitional: the settings of the lessons that do not take their session yet (they call startSession at module
 * scope and read process.env), declared here so that their `--help` lists them. Each moves into its lesson's
 * LESSON constant when the lesson is converted (docs: PATTERN of issue 49), and this file goes with the last one.
 *
 * @module
 */
import type { Lesson } from "./lesson.ts";
import type { Setting } from "./settings.ts";

/** The declarations of each unconverted lesson, by id: its settings and the kit concepts it uses. */
export const UNCONVERTED: Readonly<Record<string, Pick<Lesson, "settings" | "concepts">>> = {};

/** The settings an unconverted lesson declares here (none for a lesson not listed). */
export function unconvertedSettings(id: string): Setting[] {
  const declared = UNCONVERTED[id];
  return [...(declared?.concepts ?? []).flatMap((c) => c.settings), ...(declared?.settings ?? [])];
}
