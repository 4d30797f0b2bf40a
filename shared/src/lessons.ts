/**
 * The lesson list: every folder under lessons/ whose package.json has a `workbook` field with an id, a title and an
 * order. One rule for a folder that is not a lesson yet (no package.json, one that does not parse, no such field, or
 * a field with a key it does not know or a value of the wrong type): every command skips it, and `pnpm lesson` names
 * it under the list with the reason, which names the file (draftFolders).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { ROOT } from "./paths.ts";

/** A lesson as listed in its package.json `workbook` field. */
export interface LessonEntry {
  /** The id learners type: `pnpm lesson v2`. */
  id: string;
  /** One line on what the lesson teaches. */
  title: string;
  /** Place in the course (package.json `workbook.order`): v0, v1, v2, then s03, s05. */
  order: number;
  /** The lesson this one builds on (package.json `workbook.base`), what `pnpm lesson:diff <id>` compares it with; none for v0. */
  base?: string;
  /** Its folder, absolute: `<root>/lessons/v2-todo`. */
  dir: string;
  /** Its entry file (package.json `main`), absolute. */
  entry: string;
  /** Its package's name (package.json `name`), e.g. `@agent-workbook/v2-todo`. */
  packageName: string;
  /** The concepts whose displays it shows (package.json `workbook.displays`): `shared/src/concepts/<concept>/`. */
  displays?: string[];
  /**
   * The concept of its base it replaces on purpose (package.json `workbook.replaces`, a folder name under
   * shared/src/concepts/): s03 takes v2's planning (`todo`) its own way, s12 moves the plan to disk. Its diff to its
   * base deletes that concept's code, and the course map says so.
   */
  replaces?: string;
  /**
   * It composes its ancestors' concepts and adds none of its own (package.json `workbook.composes: true`): its diff to
   * its base is the composition, and the course map says so.
   */
  composes?: boolean;
  /**
   * The reference's chapter it follows (package.json `workbook.reference`; else its own number: s06 follows s06):
   * v0 follows s01, v1 s02, s03p s03.
   */
  reference: string;
}

/** The keys a package.json `workbook` field may have, and the type of each. */
export const WORKBOOK_KEYS = {
  id: "string",
  title: "string",
  order: "number",
  base: "string",
  displays: "string[]",
  replaces: "string",
  composes: "boolean",
  reference: "string",
} as const;

/**
 * What is wrong with a package.json `workbook` field, one line each naming the file (`file`, as shown): a key it does
 * not know, a value of the wrong type, `replaces` naming no concept folder, `composes` other than true. Empty when
 * it is well formed (id, title and order are checked for presence by the caller).
 */
export function workbookProblems(
  workbook: Record<string, unknown>,
  file: string,
  concepts = conceptFolders(),
): string[] {
  const problems: string[] = [];
  const known = Object.keys(WORKBOOK_KEYS);
  for (const [key, value] of Object.entries(workbook)) {
    const type = WORKBOOK_KEYS[key as keyof typeof WORKBOOK_KEYS];
    if (type === undefined) {
      problems.push(`${file}: workbook has a key it does not know, "${key}" (the keys are ${known.join(", ")})`);
      continue;
    }
    const ok =
      type === "string[]" ? Array.isArray(value) && value.every((v) => typeof v === "string") : typeof value === type;
    if (!ok) problems.push(`${file}: workbook.${key} must be ${typeName(type)}, not ${JSON.stringify(value)}`);
    else if (key === "replaces" && !concepts.includes(value as string))
      problems.push(
        `${file}: workbook.replaces names no concept of the kit: "${value}" (there are ${concepts.join(", ")})`,
      );
    else if (key === "composes" && value !== true)
      problems.push(`${file}: workbook.composes is true or left out, not false`);
  }
  if (workbook.replaces !== undefined && workbook.composes !== undefined)
    problems.push(`${file}: workbook has both replaces and composes: a lesson that replaces a concept adds one`);
  return problems;
}

function typeName(type: string): string {
  return (
    { string: "a string", number: "a number", boolean: "true or false", "string[]": "a list of strings" }[type] ?? type
  );
}

/** The kit's concept folders, by name: shared/src/concepts/<concept>/ (read from disk: the core imports none). */
export function conceptFolders(root = ROOT): string[] {
  const dir = join(root, "shared", "src", "concepts");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** A folder under lessons/ that is not a lesson yet, and why. */
export interface DraftFolder {
  /** Its folder, absolute. */
  dir: string;
  /** Why it is not listed: `no package.json`, `no workbook field in package.json`, … */
  reason: string;
}

/** Reads one folder under lessons/: its lesson, or why it is not one yet (`concepts`: the kit's concept folders). */
function readFolder(dir: string, root: string, concepts: string[]): LessonEntry | DraftFolder {
  const manifest = join(dir, "package.json");
  if (!existsSync(manifest)) return { dir, reason: "no package.json" };
  let pkg: { name?: unknown; main?: unknown; workbook?: Record<string, unknown> };
  try {
    pkg = JSON.parse(readFileSync(manifest, "utf-8"));
  } catch {
    return { dir, reason: "its package.json is not valid JSON" };
  }
  const wb = pkg?.workbook;
  if (!wb || typeof wb !== "object") return { dir, reason: "no workbook field in package.json" };
  const { id, title, order, base, displays, replaces, composes, reference } = wb;
  if (typeof id !== "string" || !id || typeof title !== "string" || typeof order !== "number") {
    return { dir, reason: "package.json's workbook field needs an id, a title and an order" };
  }
  const problems = workbookProblems(wb, relative(root, manifest).split("\\").join("/"), concepts);
  if (problems.length > 0) return { dir, reason: problems.join("; ") };
  return {
    id,
    title,
    order,
    ...(typeof base === "string" ? { base } : {}),
    ...(Array.isArray(displays) ? { displays: displays.map(String) } : {}),
    ...(typeof replaces === "string" ? { replaces } : {}),
    ...(composes === true ? { composes } : {}),
    reference: typeof reference === "string" ? reference : id.replace(/[a-z]$/, ""),
    dir,
    entry: join(dir, typeof pkg.main === "string" ? pkg.main : "agent.ts"),
    packageName: typeof pkg.name === "string" ? pkg.name : "",
  };
}

/** Every folder under `<root>/lessons/`, read. */
function readFolders(root: string): (LessonEntry | DraftFolder)[] {
  const dir = join(root, "lessons");
  if (!existsSync(dir)) return [];
  const concepts = conceptFolders(root);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => readFolder(join(dir, d.name), root, concepts));
}

/** Every lesson under `<root>/lessons/` (the workbook's by default), in course order. */
export function listLessons(root = ROOT): LessonEntry[] {
  return readFolders(root)
    .filter((f): f is LessonEntry => "id" in f)
    .sort((a, b) => a.order - b.order);
}

/** The folders under `<root>/lessons/` that are not lessons yet (listLessons skips them), with the reason. */
export function draftFolders(root = ROOT): DraftFolder[] {
  return readFolders(root).filter((f): f is DraftFolder => !("id" in f));
}

/** A lesson's name, which a learner may type for its id: its folder's name after the id (`todo` for `v2-todo`). */
export function lessonName(lesson: LessonEntry): string {
  const folder = basename(lesson.dir);
  return folder.startsWith(`${lesson.id}-`) ? folder.slice(lesson.id.length + 1) : folder;
}

/**
 * The lessons `typed` names: the one with that id, else every one with that name (lessonName). None for a word that is
 * neither; two or more for a name lessons share (`todo`: v2 and s03), which then names no lesson to run.
 */
export function lessonsNamed(typed: string, lessons: LessonEntry[] = listLessons()): LessonEntry[] {
  const byId = lessons.find((l) => l.id === typed);
  return byId ? [byId] : lessons.filter((l) => lessonName(l) === typed);
}

/** What a command says of a name lessons share: each of them, and to give an id instead. */
export function sharedName(typed: string, lessons: LessonEntry[], command = "pnpm lesson"): string {
  const each = lessons.map((l) => `${l.id} (${basename(l.dir)})`);
  const list = `${each.slice(0, -1).join(", ")} and ${each.at(-1)}`;
  return `"${typed}" is the name of ${lessons.length === 2 ? "two" : lessons.length} lessons, ${list}: give its id, ${lessons
    .map((l) => `${command} ${l.id}`)
    .join(" or ")}.`;
}

/** The lesson with this id, if there is one. */
export function findLesson(id: string, root = ROOT): LessonEntry | undefined {
  return listLessons(root).find((l) => l.id === id);
}
