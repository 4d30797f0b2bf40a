/**
 * Transitional: the settings of the lessons that do not take their session yet (they call startSession at module
 * scope and read process.env), declared here so that their `--help` lists them. Each moves into its lesson's
 * LESSON constant when the lesson is converted (docs: PATTERN of issue 49), and this file goes with the last one.
 *
 * @module
 */
import type { Lesson } from "./lesson.ts";
import { type Setting, textSetting, wholeNumberSetting, wordSetting } from "./settings.ts";

const compactThreshold = wholeNumberSetting(
  "COMPACT_THRESHOLD",
  50_000,
  "the input tokens past which the history is compacted",
);
const agentName = (fallback: string) =>
  wordSetting("AGENT_NAME", fallback, "who this agent is: the owner of the tasks it starts");

/** The declarations of each unconverted lesson, by id: its settings and the kit concepts it uses. */
export const UNCONVERTED: Readonly<Record<string, Pick<Lesson, "settings" | "concepts">>> = {
  s08: { settings: [compactThreshold] },
  s11: {
    settings: [
      compactThreshold,
      textSetting(
        "FALLBACK_MODEL",
        "claude-haiku-4-5",
        "the model the calls go to after 3 overloaded (529) answers in a row",
      ),
    ],
  },
  s12: { settings: [agentName("main")] },
  s13: {
    settings: [
      agentName("main"),
      wholeNumberSetting("JOB_TIMEOUT_MS", 10 * 60_000, "how long a background job may run, in milliseconds"),
    ],
  },
  s19: {
    settings: [
      wholeNumberSetting(
        "MCP_TIMEOUT",
        30_000,
        "how long a tool server may take to start and list its tools, in milliseconds",
      ),
      wholeNumberSetting("MCP_TOOL_TIMEOUT", 60_000, "how long one tool server call may take, in milliseconds"),
    ],
  },
};

/** The settings an unconverted lesson declares here (none for a lesson not listed). */
export function unconvertedSettings(id: string): Setting[] {
  const declared = UNCONVERTED[id];
  return [...(declared?.concepts ?? []).flatMap((c) => c.settings), ...(declared?.settings ?? [])];
}
