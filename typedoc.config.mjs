// `pnpm docs:api`: the API reference of the kit and of every lesson (each lesson's exports: its tool table, its
// dispatch and its concept's pieces), into docs/api/. The lessons are read from lessons/*/package.json, as
// `pnpm lesson` reads them, so a new lesson is documented as soon as its folder exists.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const lessons = readdirSync("lessons", { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join("lessons", d.name, "package.json")))
  .map((d) => ({
    dir: join("lessons", d.name),
    pkg: JSON.parse(readFileSync(join("lessons", d.name, "package.json"), "utf-8")),
  }))
  .sort((a, b) => a.pkg.workbook.order - b.pkg.workbook.order);

/** @type {Partial<import("typedoc").TypeDocOptions>} */
export default {
  name: "agent-workbook",
  readme: "typedoc-readme.md",
  entryPoints: ["shared/src/index.ts", ...lessons.map((l) => `${l.dir}/${l.pkg.main}`)],
  tsconfig: "tsconfig.json",
  out: "docs/api",
  treatWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  packagesRequiringDocumentation: ["@agent-workbook/kit", ...lessons.map((l) => l.pkg.name)],
  excludePrivate: true,
  excludeInternal: true,
  searchInComments: true,
  disableSources: true,
};
