/** The exercise of lesson s06 (`pnpm exercise s06`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "../../scripts/exercise-start.ts";

export default {
  goal: "TODO(lesson:new): what the learner writes, in one line",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["demo"],
  // Each region is marked in agent.ts with // #region exercise:NAME … // #endregion exercise:NAME.
  regions: {},
  hints: ["TODO(lesson:new): a nudge", "TODO(lesson:new): nearly the answer"],
} satisfies ExerciseSpec;
