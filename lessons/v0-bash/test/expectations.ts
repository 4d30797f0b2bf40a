/** What the cross-lesson tests expect of lesson v0 (test/lesson-expectations.ts). */
import type { LessonExpectations } from "../../../test/lesson-expectations.ts";

export default {
  tools: ["bash"],
  reminders: [],
  badInputs: [],
  mistakes: [],
} satisfies LessonExpectations;
