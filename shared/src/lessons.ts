/**
 * The lesson list: every folder under lessons/ whose package.json has a `workbook` field with an id, a title and an
 * order. One rule for a folder that is not a lesson yet (no package.json, one that does not parse, or no such
 * field): every command skips it, and `pnpm lesson` names it under the list (draftFolders).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
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
   * The reference's chapter it follows (package.json `workbook.reference`; else its own number: s06 follows s06):
   * v0 follows s01, v1 s02, s03p s03.
   */
  reference: string;
}

/** A folder under lessons/ that is not a lesson yet, and why. */
export interface DraftFolder {
  /** Its folder, absolute. */
  dir: string;
  /** Why it is not listed: `no package.json`, `no workbook field in package.json`, … */
  reason: string;
}

/** Reads one folder under lessons/: its lesson, or why it is not one yet. */
function readFolder(dir: string): LessonEntry | DraftFolder {
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
  const { id, title, order, base, displays, reference } = wb;
  if (typeof id !== "string" || !id || typeof title !== "string" || typeof order !== "number") {
    return { dir, reason: "package.json's workbook field needs an id, a title and an order" };
  }
  return {
    id,
    title,
    order,
    ...(typeof base === "string" ? { base } : {}),
    ...(Array.isArray(displays) ? { displays: displays.map(String) } : {}),
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
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => readFolder(join(dir, d.name)));
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

/** The lesson with this id, if there is one. */
export function findLesson(id: string, root = ROOT): LessonEntry | undefined {
  return listLessons(root).find((l) => l.id === id);
}
