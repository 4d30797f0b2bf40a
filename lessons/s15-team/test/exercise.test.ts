/** Lesson s15's exercise, checked as a learner's file is: the start file fails, the lesson passes, each mistake is named. */
import { exerciseTests } from "../../../test/exercise-tests.ts";

await exerciseTests("s15");
