/**
 * The type check's answers kept on disk (shared/authoring/exercise/type-check.ts): an answer is kept for the text that
 * was checked, never for a text saved while the check ran (watch mode: a learner saves again before the compiler has
 * answered for the save before).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, expect, it } from "vitest";
import { cachedTypeError, rememberTypeError } from "@agent-workbook/kit/authoring/exercise/type-check";

/** The cache in a folder of each test's own, given as the checking program's environment would name it. */
let env: NodeJS.ProcessEnv = {};
beforeEach(() => {
  env = { WORKBOOK_EXERCISE_CACHE: mkdtempSync(join(process.env.TMPDIR ?? "/tmp", "types-cache-")) };
});

it("keeps an answer for the text that was checked", () => {
  const file = join(env.WORKBOOK_EXERCISE_CACHE!, "agent.ts");
  writeFileSync(file, "const ok = 1;\n");
  rememberTypeError(file, undefined, "const ok = 1;\n", env);
  expect(cachedTypeError(file, env)).toEqual({ error: undefined });
});

it("keeps none when the file was saved again during the check: the new text gets no answer of the old", () => {
  const file = join(env.WORKBOOK_EXERCISE_CACHE!, "agent.ts");
  const before = "const ok = 1;\n";
  writeFileSync(file, `${before}const wrong: number = "not a number";\n`); // saved while `before` was being checked
  rememberTypeError(file, undefined, before, env);
  expect(cachedTypeError(file, env)).toBeUndefined();
  // Nor for a file that could not be read when its check began (mid-save).
  rememberTypeError(file, undefined, undefined, env);
  expect(cachedTypeError(file, env)).toBeUndefined();
});
