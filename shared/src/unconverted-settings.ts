/**
 * Transitional: the settings of the lessons that do not take their session yet (they call startSession at module
 * scope and read process.env), declared here so that their `--help` lists them. Each moves into its lesson's
 * LESSON constant when the lesson is converted (docs: PATTERN of issue 49), and this file goes with the last one.
 *
 * @module
 */
import type { Lesson } from "./lesson.ts";
import { type Setting, wholeNumberSetting, wordSetting } from "./settings.ts";
import { TEAM_FILES } from "./team-files.ts";

const agentName = (fallback: string) =>
  wordSetting("AGENT_NAME", fallback, "who this agent is: the owner of the tasks it starts");

/** The declarations of each unconverted lesson, by id: its settings and the kit concepts it uses. */
export const UNCONVERTED: Readonly<Record<string, Pick<Lesson, "settings" | "concepts">>> = {
  s15: { settings: [agentName("lead")], concepts: [TEAM_FILES] },
  s16: { settings: [agentName("lead")], concepts: [TEAM_FILES] },
  s17: { settings: [agentName("lead")], concepts: [TEAM_FILES] },
};

/** The settings an unconverted lesson declares here (none for a lesson not listed). */
export function unconvertedSettings(id: string): Setting[] {
  const declared = UNCONVERTED[id];
  return [...(declared?.concepts ?? []).flatMap((c) => c.settings), ...(declared?.settings ?? [])];
}
