import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { ConceptDisplay } from "./display/events.ts";

/** Where the concepts' displays are: one folder each, `concepts/<concept>/`. */
const DISPLAYS = join(import.meta.dirname, "concepts");

/**
 * The displays of the concepts a lesson names in its package.json (`workbook.displays`).
 *
 * Each is loaded from its folder's `lines.ts` (`shared/src/concepts/<concept>/lines.ts`, which exports it as
 * `display`).
 */
export function conceptDisplays(names: readonly string[] = []): ConceptDisplay[] {
  return names.map((name) => {
    const file = join(DISPLAYS, name, "lines.ts");
    if (!/^[a-z][a-z0-9-]*$/.test(name) || !existsSync(file)) {
      throw new Error(`No display for the concept "${name}" (package.json workbook.displays): ${file} is not there.`);
    }
    const { display } = createRequire(import.meta.url)(file) as { display: ConceptDisplay };
    return display;
  });
}
