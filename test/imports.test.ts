/**
 * Imports run one way. Lessons, the tooling and the site reach the kit and the player by their package names, never
 * by a path into them; nothing in scripts/, test/, shared/ or player/ imports from docs/; nothing outside a lesson
 * imports its tests; the player and the kit's display files, which a browser loads, import no Node module.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@agent-workbook/kit/authoring/tests/helpers";

/**
 * Every source file under a folder of the workbook (node_modules, dist and caches left out): those folders are not
 * walked at all (the lessons' node_modules hold 300 000 entries, two seconds of CPU to list).
 */
function sources(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["node_modules", "dist", "cache"].includes(entry.name)) walk(path);
      } else if (/\.(ts|mts|vue)$/.test(entry.name)) found.push(path);
    }
  };
  walk(folder);
  return found;
}

/** The modules a file imports: each specifier, and where a relative one lands, from the root. */
function imports(file: string): Array<{ specifier: string; target?: string }> {
  const text = readFileSync(join(ROOT, file), "utf-8");
  const found = [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ];
  return found.map((m) => {
    const specifier = m[1] ?? m[2];
    if (!specifier.startsWith(".")) return { specifier };
    return {
      specifier,
      target: relative(ROOT, resolve(ROOT, dirname(file), specifier))
        .split(sep)
        .join("/"),
    };
  });
}

/** The breaches of a rule: `file: specifier` for each import that lands where `banned` says. */
function breaches(files: string[], banned: (target: string, file: string) => boolean): string[] {
  return files.flatMap((file) =>
    imports(file).flatMap(({ specifier, target }) =>
      target !== undefined && banned(target, file) ? [`${file}: ${specifier}`] : [],
    ),
  );
}

const lessonOf = (path: string): string | undefined => /^lessons\/[^/]+/.exec(path.split(sep).join("/"))?.[0];
const under = (path: string, folder: string): boolean => path === folder || path.startsWith(`${folder}/`);

describe("imports", () => {
  const tooling = ["scripts", "test", "shared", "player"].flatMap(sources);
  const site = sources(join("docs", ".vitepress"));
  const lessons = sources("lessons");

  it("nothing in scripts/, test/, shared/ or player/ imports from docs/", () => {
    expect(breaches(tooling, (target) => under(target, "docs"))).toEqual([]);
  });

  it("nothing outside a lesson imports its tests", () => {
    const all = [...tooling, ...site, ...lessons];
    expect(
      breaches(
        all,
        (target, file) => /^lessons\/[^/]+\/test(\/|$)/.test(target) && lessonOf(target) !== lessonOf(file),
      ),
    ).toEqual([]);
  });

  it("lessons and the site reach the kit and the player by their package names, never by a path into them", () => {
    const into = (target: string) => under(target, "shared") || under(target, "player");
    expect(breaches([...lessons, ...site], into)).toEqual([]);
    // A lesson reaches nothing outside its own folder by a path: not another lesson, not scripts/.
    expect(breaches(lessons, (target, file) => lessonOf(target) !== lessonOf(file))).toEqual([]);
  });

  it("the player and the kit's display files, which a browser loads, import no Node module and no kit index", () => {
    const browser = [
      ...sources("player"),
      ...sources(join("shared", "src", "display")),
      ...sources(join("shared", "src", "concepts")).filter((f) => /[\\/](events|lines|pane)\.ts$/.test(f)),
    ];
    const node = browser.flatMap((file) =>
      imports(file)
        .filter(({ specifier }) => specifier.startsWith("node:") || specifier === "@agent-workbook/kit")
        .map(({ specifier }) => `${file}: ${specifier}`),
    );
    expect(node).toEqual([]);
  });

  it("finds the imports it checks (a rule over no file holds nothing)", () => {
    expect(tooling.length).toBeGreaterThan(100);
    expect(imports("scripts/lesson-view/page.ts").map((i) => i.specifier)).toContain("@agent-workbook/player/data");
    expect(breaches(["test/imports.test.ts"], () => true)).toEqual([]);
    expect(breaches(["scripts/lesson-view/session.ts"], (t) => t.endsWith("derived-events.ts"))).toEqual([
      "scripts/lesson-view/session.ts: ./derived-events.ts",
    ]);
  });
});
