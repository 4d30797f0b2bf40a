/** The exercise of lesson s10 (`pnpm exercise s10`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "TODO(lesson:new): what the learner writes, in one line",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["demo"],
  // Each region is marked in agent.ts with // #region exercise:NAME … // #endregion exercise:NAME.
  regions: {},
  // For each check: from a nudge about what it tests to nearly the answer (--hint follows the first that fails).
  hints: { demo: ["TODO(lesson:new): a nudge", "TODO(lesson:new): nearly the answer"] },
} satisfies ExerciseSpec;
