/**
 * The vitest projects a workbook command runs (vitest.config.ts), read from its package.json script: the bench
 * scripts run vitest as `pnpm test` does, with no second list to keep in step.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "@agent-workbook/kit/paths";

/** The arguments after `vitest run` in the package.json script `name` (`test`, `test:audit`…). */
export function vitestArgs(name: string): string[] {
  const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf-8")).scripts as Record<string, string>;
  const words = scripts[name]?.split(" ") ?? [];
  if (words[0] !== "vitest" || words[1] !== "run") throw new Error(`package.json's ${name} is not a vitest run`);
  return words.slice(2);
}
