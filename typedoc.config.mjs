// `pnpm docs:api`: the API reference of the kit and of every lesson (each lesson's exports: its tool table, its
// dispatch and its concept's pieces), into docs/api/. The lessons are read from lessons/*/package.json, as
// `pnpm lesson` reads them, so a new lesson is documented as soon as its folder exists.
import { listLessons } from "./shared/src/lessons.ts";

// The kit's lesson list (a folder that is not a lesson yet is skipped, as by every command).
const lessons = listLessons().map((l) => ({
  dir: l.dir.slice(process.cwd().length + 1),
  pkg: { main: l.entry.slice(l.dir.length + 1), name: l.packageName },
}));

/** @type {Partial<import("typedoc").TypeDocOptions>} */
export default {
  name: "agent-workbook",
  readme: "typedoc-readme.md",
  entryPoints: [
    "shared/src/index.ts",
    // The kit's concepts, one folder each, imported as @agent-workbook/kit/concepts/NAME.
    "shared/src/concepts/permission/index.ts",
    "shared/src/concepts/hooks/index.ts",
    ...lessons.map((l) => `${l.dir}/${l.pkg.main}`),
  ],
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
