/**
 * The kit's layout (docs/en/kit.md, "The kit's layout"): the core, shared/src outside concepts/, never imports a
 * concept folder, shared/src/concepts/<concept>/ (shared/src/index.ts, which gathers the kit's names for the lessons,
 * aside). An import is an import statement, an `export … from`, an `import()` or a `require()` of a literal path, read
 * by the TypeScript compiler (a comment that names a concept is not one). The one way the core reaches a concept is
 * the display a lesson names in its package.json (`workbook.displays`), which concept-displays.ts loads by that name.
 * And each concept folder has an index.ts that opens with its module's doc comment (`/** … @module *\/`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../src/paths.ts";

const ts = createRequire(import.meta.url)("typescript") as typeof import("typescript");
const SRC = join(ROOT, "shared", "src");
const CONCEPTS = join(SRC, "concepts");
const posix = (path: string) => path.split(sep).join("/");

/** The kit's package exports (`./concepts/*` → `./src/concepts/*\/index.ts`), to resolve `@agent-workbook/kit/…`. */
const EXPORTS: Record<string, string> = JSON.parse(readFileSync(join(ROOT, "shared", "package.json"), "utf-8")).exports;

/** Where a specifier of `file` lands, from the root, or undefined for a module outside the kit. */
function landing(file: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) return posix(relative(ROOT, resolve(dirname(file), specifier)));
  const sub = /^@agent-workbook\/kit(\/.*)?$/.exec(specifier)?.[1];
  if (specifier.startsWith("@agent-workbook/kit") && sub === undefined && specifier !== "@agent-workbook/kit")
    return undefined;
  const key = `.${sub ?? ""}`;
  for (const [pattern, target] of Object.entries(EXPORTS)) {
    const star = pattern.indexOf("*");
    if (star === -1 ? pattern === key : key.startsWith(pattern.slice(0, star)) && key.endsWith(pattern.slice(star + 1)))
      return posix(
        join(
          "shared",
          target.replace("*", star === -1 ? "" : key.slice(star, key.length - (pattern.length - star - 1))),
        ),
      );
  }
  return undefined;
}

/** Every specifier a source imports, comments aside. */
function specifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The concept folder a path from the root lies in, if any: `shared/src/concepts/tasks/…` → tasks. */
const conceptOf = (path: string) => /^shared\/src\/concepts\/([^/]+)\//.exec(path)?.[1];

/** The core's files: shared/src's TypeScript outside concepts/, but index.ts. */
function coreFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf-8" })
    .filter((f) => f.endsWith(".ts") && !posix(f).startsWith("concepts/") && posix(f) !== "index.ts")
    .map((f) => join(SRC, f));
}

const concepts = readdirSync(CONCEPTS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe("the kit's layout", () => {
  it("the core imports no concept folder", () => {
    const files = coreFiles();
    expect(files.length).toBeGreaterThan(40);
    const breaches = files.flatMap((file) =>
      specifiers(readFileSync(file, "utf-8")).flatMap((s) => {
        const target = landing(file, s);
        return target && conceptOf(target) ? [`${posix(relative(ROOT, file))}: ${s}`] : [];
      }),
    );
    expect(breaches).toEqual([]);
  });

  it("reads every way an import names a concept, and no comment", () => {
    const file = join(SRC, "session.ts");
    const text = [
      "/** Not this: import { X } from './concepts/todo/index.ts'. */",
      'import { TodoList } from "./concepts/todo/todo-list.ts";',
      'export { Subagent } from "./concepts/subagent/index.ts";',
      'const m = await import("@agent-workbook/kit/concepts/tasks");',
      'const r = require("@agent-workbook/kit/subagent-runs");',
      'import { ROOT } from "./paths.ts";',
      'import { z } from "zod";',
    ].join("\n");
    expect(specifiers(text).map((s) => conceptOf(landing(file, s) ?? "") ?? null)).toEqual([
      "todo",
      "subagent",
      "tasks",
      "subagent",
      null,
      null,
    ]);
    expect(landing(file, "@agent-workbook/kit/concepts/team")).toBe("shared/src/concepts/team/index.ts");
    expect(landing(file, "@agent-workbook/kit")).toBe("shared/src/index.ts");
  });

  it.each(concepts.map((c) => [c]))(
    "concepts/%s has an index.ts that opens with its module's doc comment",
    (concept) => {
      const text = readFileSync(join(CONCEPTS, concept, "index.ts"), "utf-8");
      const doc = /^\/\*\*\n((?: \*.*\n)+?) \*\/\n/.exec(text);
      expect(doc, `shared/src/concepts/${concept}/index.ts opens with no doc comment`).not.toBeNull();
      expect(doc![1]).toMatch(/^ \* @module$/m);
      // It says what the concept is, in a sentence before the tag.
      expect(
        doc![1]
          .split(" * @module")[0]
          .replace(/[\s*]+/g, " ")
          .trim().length,
      ).toBeGreaterThan(20);
    },
  );
});
