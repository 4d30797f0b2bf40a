/** Lesson s20's exercise, checked as a learner's file is: the start file fails, the lesson passes, each mistake is named. */
import { exerciseTests } from "@agent-workbook/kit/authoring/tests/exercise-tests";

await exerciseTests("s20");
