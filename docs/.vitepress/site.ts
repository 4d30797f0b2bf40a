/**
 * What the site knows about the workbook, read from disk when VitePress loads its config: the lessons in
 * course order, the pages of each language, where a link to a source file goes, and the pages the site makes
 * itself (source files, lesson diffs, recorded sessions). Node only; plain files, no workbook code: the data
 * that needs the lessons to run (sessions, diffs) is written beforehand by scripts/docs-site.ts into CACHE.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { listLessons } from "@agent-workbook/kit/lessons";

/** The workbook's root folder. */
export const ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "..", "..");
/** The site's Markdown: docs/. */
export const DOCS = join(ROOT, "docs");
/** What scripts/docs-site.ts prepares for the build (sessions, diffs); git ignores it. */
export const CACHE = join(DOCS, ".vitepress", "cache", "workbook");

/** The site's two languages: the folder under docs/ is the language. */
export const LANGS = ["en", "zh"] as const;
/** A language of the site. */
export type Lang = (typeof LANGS)[number];

/** A lesson, as its package.json `workbook` field describes it, with its walkthrough's page name. */
export interface SiteLesson {
  id: string;
  title: string;
  order: number;
  base?: string;
  /** The concept of its base it replaces on purpose (package.json `workbook.replaces`). */
  replaces?: string;
  /** It composes its ancestors' concepts and adds none (package.json `workbook.composes`). */
  composes?: boolean;
  /** Its folder's name, which is also its walkthrough's: `v2-todo` (docs/en/v2-todo.md). */
  page: string;
}

/** Every lesson, in course order: the kit's lesson list (a folder that is not a lesson yet is skipped, as everywhere). */
export function siteLessons(): SiteLesson[] {
  return listLessons(ROOT).map(({ id, title, order, base, dir, replaces, composes }) => ({
    id,
    title,
    order,
    ...(base === undefined ? {} : { base }),
    ...(replaces === undefined ? {} : { replaces }),
    ...(composes ? { composes } : {}),
    page: basename(dir),
  }));
}

/** A page's first heading (`# Lesson v2: the planning agent`), without the `#`. */
export function pageTitle(lang: Lang, page: string): string {
  const file = join(DOCS, lang, `${page}.md`);
  const heading = readFileSync(file, "utf-8").match(/^# (.+)$/m);
  return heading ? heading[1].trim() : page;
}

/** Where a link of a page in docs/ points to, seen from the workbook. */
export type LinkTarget =
  | { kind: "page" }
  | { kind: "source"; path: string; folder: boolean }
  | { kind: "missing"; path: string };

/**
 * What a relative link of the page `from` (absolute) points to: another page of the docs (left to VitePress), or
 * a file or folder of the workbook (`path` from the root, `/` separators), or nothing at all.
 */
export function linkTarget(from: string, href: string): LinkTarget {
  const target = resolve(dirname(from), decodeURIComponent(href.replace(/[?#].*$/, "")));
  const inDocs = target.startsWith(`${join(DOCS, "en")}${sep}`) || target.startsWith(`${join(DOCS, "zh")}${sep}`);
  const path = relative(ROOT, target).split(sep).join("/");
  if (inDocs && target.endsWith(".md")) return { kind: "page" };
  if (path.startsWith("..") || !existsSync(target)) return { kind: "missing", path };
  return { kind: "source", path, folder: statSync(target).isDirectory() };
}

/**
 * A source page's name under docs/, without `.md`: `en/source/lessons/v2-todo/agent.ts`, a folder's ending in
 * `/index`. A Markdown file's gets `.txt` added (`README.md.txt`): VitePress would take `README.md` for a page.
 */
export function sourcePage(lang: Lang, path: string, folder: boolean): string {
  return folder ? `${lang}/source/${path}/index` : `${lang}/source/${path}${path.endsWith(".md") ? ".txt" : ""}`;
}

/** The site's address of a source page: `/en/source/lessons/v2-todo/agent.ts.html`, a folder's ending in `/`. */
export function sourceHref(lang: Lang, path: string, folder: boolean): string {
  return `/${sourcePage(lang, path, folder).replace(/\/index$/, "/")}${folder ? "" : ".html"}`;
}

/** The files of a folder, from the workbook root, sorted (node_modules left out). */
export function folderFiles(path: string): string[] {
  return readdirSync(join(ROOT, path), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.parentPath.split(sep).includes("node_modules"))
    .map((d) => relative(ROOT, join(d.parentPath, d.name)).split(sep).join("/"))
    .sort();
}

/** Every relative link in a Markdown text (`[text](href)`), external and in-page ones left out. */
export function markdownLinks(text: string): string[] {
  const withoutCode = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, "").replace(/`[^`\n]*`/g, "");
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((href) => !/^([a-z]+:|\/\/|#|\/)/i.test(href));
}

/** The workbook's files and folders the docs link to, each folder's files with them, from the root. */
export function linkedSources(): Array<{ path: string; folder: boolean }> {
  const found = new Map<string, boolean>();
  for (const lang of LANGS) {
    for (const name of readdirSync(join(DOCS, lang)).filter((f) => f.endsWith(".md"))) {
      const file = join(DOCS, lang, name);
      for (const href of markdownLinks(readFileSync(file, "utf-8"))) {
        const target = linkTarget(file, href);
        if (target.kind !== "source") continue;
        found.set(target.path, target.folder);
        if (target.folder) for (const inner of folderFiles(target.path)) found.set(inner, false);
      }
    }
  }
  return [...found].map(([path, folder]) => ({ path, folder })).sort((a, b) => a.path.localeCompare(b.path));
}

/** The repository's web address for source links, when SITE_REPO_URL is set (else the site's own source pages). */
export function repoHref(path: string, folder: boolean): string | undefined {
  const url = process.env.SITE_REPO_URL?.replace(/\/+$/, "");
  if (!url) return undefined;
  const ref = process.env.SITE_REPO_REF || "main";
  return `${url}/${folder ? "tree" : "blob"}/${ref}/${path}`;
}
