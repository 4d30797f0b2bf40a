/**
 * The course map: every lesson nested under the lesson it builds on (package.json `workbook.base`), in course order
 * (`workbook.order`), each with its name, what it adds (the rest of its `workbook.title` on the English map), the
 * tools it adds and drops (as `pnpm lesson:diff BASE ID --stat` counts them), the reference's chapter it follows,
 * and whether it replaces a concept of its base on purpose (`workbook.replaces`) or composes its ancestors'
 * (`workbook.composes`). `pnpm docs:sync` fills every
 * `<!-- course-map: LANG -->` … `<!-- /course-map -->` block with it (the READMEs and the docs' indexes), and
 * `pnpm lesson:new` puts a new lesson on it at once. So the map is never edited by hand. The same for the links to
 * every lesson's demo (its walkthrough's "What you see"): `<!-- demo-links: LANG -->` … `<!-- /demo-links -->`.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { type LessonEntry, listLessons } from "@agent-workbook/kit/lessons";
import { ROOT } from "@agent-workbook/kit/paths";
import { lessonOutline } from "./lesson-diff/outline.ts";

/** A course-map block: its opening line names the language of its links and words. */
export const MAP_BLOCK = /(<!-- course-map: (en|zh) -->\n)(?:(?!<!-- course-map)[\s\S])*?(<!-- \/course-map -->)/g;

/** A demo-links block: the links to every lesson's demo as its walkthrough shows it. */
export const DEMO_BLOCK = /(<!-- demo-links: (en|zh) -->\n)(?:(?!<!-- demo-links)[\s\S])*?(<!-- \/demo-links -->)/g;

/** The pages `pnpm lesson:new` fills these blocks in (the lesson tables' pages and getting started). */
export const LIST_PAGES = [
  "README.md",
  "README.zh.md",
  "docs/en/README.md",
  "docs/zh/README.md",
  "docs/en/getting-started.md",
  "docs/zh/getting-started.md",
];

type Lang = "en" | "zh";

/** The anchor of a walkthrough's "What you see" section, in each language. */
const DEMO_ANCHOR: Record<Lang, string> = { en: "what-you-see", zh: "运行演示时你会看到什么" };

/** A lesson's name and what it adds: its title cut at the first ": " in English, its zh walkthrough's heading in Chinese. */
function naming(lesson: LessonEntry, lang: Lang): { name: string; adds?: string } {
  if (lang === "en") {
    const at = lesson.title.indexOf(": ");
    return at < 0 ? { name: lesson.title } : { name: lesson.title.slice(0, at), adds: lesson.title.slice(at + 2) };
  }
  const page = join(ROOT, "docs", "zh", `${basename(lesson.dir)}.md`);
  const heading = existsSync(page) ? readFileSync(page, "utf-8").match(/^# (.+)$/m)?.[1] : undefined;
  return { name: heading?.replace(/^第 \S+ 课：/, "").trim() || lesson.title };
}

/** The tools of a lesson's file (its tool table), none if it has no file yet. */
function toolsOf(lesson: LessonEntry): string[] {
  return existsSync(lesson.entry) ? lessonOutline(readFileSync(lesson.entry, "utf-8"), lesson.entry).tools : [];
}

/** The tools a lesson adds to its base and drops from it (as lesson:diff --stat), or its tools when it has no base. */
function toolChange(lesson: LessonEntry, base: LessonEntry | undefined, lang: Lang): string {
  const code = (names: string[]) => names.map((n) => `\`${n}\``).join(lang === "en" ? ", " : "、");
  const label = lang === "en" ? "tools: " : "工具：";
  const after = toolsOf(lesson);
  if (!base) return after.length ? `${label}${code(after)}` : "";
  const before = toolsOf(base);
  const added = after.filter((t) => !before.includes(t));
  const removed = before.filter((t) => !after.includes(t));
  const parts = [...(added.length ? [`+ ${code(added)}`] : []), ...(removed.length ? [`− ${code(removed)}`] : [])];
  return parts.length ? `${label}${parts.join(lang === "en" ? "; " : "；")}` : "";
}

/** What the map says of a lesson that replaces its base's concept or composes its ancestors', or nothing. */
export function shapeNote(lesson: LessonEntry, lang: Lang): string {
  if (lesson.replaces !== undefined)
    return lang === "en"
      ? ` — replaces ${lesson.base}'s \`${lesson.replaces}\` concept`
      : `——取代 ${lesson.base} 的 \`${lesson.replaces}\` 概念`;
  if (lesson.composes) return lang === "en" ? " — composes its ancestors' concepts" : "——只组合前面各课的概念";
  return "";
}

/**
 * The map as a nested Markdown list, its links relative to the folder `from` (where the page that shows it is): a
 * lesson under its base, the lessons under one in course order. A lesson whose base is not a lesson is a root.
 */
export function courseMap(lang: Lang, from: string, lessons = listLessons()): string {
  const ids = new Set(lessons.map((l) => l.id));
  const lines: string[] = [];
  const add = (lesson: LessonEntry, depth: number) => {
    const base = lessons.find((l) => l.id === lesson.base);
    const { name, adds } = naming(lesson, lang);
    const page = relative(from, join(ROOT, "docs", lang, `${basename(lesson.dir)}.md`))
      .split("\\")
      .join("/");
    const tools = toolChange(lesson, base, lang);
    // The reference's chapter it follows, so that a reader of the reference finds ours.
    const chapter = lang === "en" ? ` · reference ${lesson.reference}` : ` · 参考资料 ${lesson.reference}`;
    const text =
      lang === "en"
        ? `[${name}](${page})${adds ? `: ${adds}` : ""}${tools ? ` (${tools})` : ""}${shapeNote(lesson, lang)}${chapter}`
        : `[${name}](${page})${tools ? `（${tools}）` : ""}${shapeNote(lesson, lang)}${chapter}`;
    lines.push(`${"  ".repeat(depth)}- **${lesson.id}** ${text}`);
    for (const next of lessons.filter((l) => l.base === lesson.id)) add(next, depth + 1);
  };
  for (const root of lessons.filter((l) => l.base === undefined || !ids.has(l.base))) add(root, 0);
  return `${lines.join("\n")}\n`;
}

/** Links to every lesson's demo, in course order, as its walkthrough shows it, relative to the folder `from`. */
export function demoLinks(lang: Lang, from: string, lessons = listLessons()): string {
  const links = lessons.map((lesson) => {
    const page = relative(from, join(ROOT, "docs", lang, `${basename(lesson.dir)}.md`))
      .split("\\")
      .join("/");
    return `[${lesson.id}](${page}#${DEMO_ANCHOR[lang]})`;
  });
  return `${links.join(lang === "en" ? ", " : "、")}${lang === "en" ? "." : "。"}\n`;
}

/** A Markdown text (the file `file`, absolute) with every course-map and demo-links block filled from the lessons. */
export function syncCourseMaps(text: string, file: string, lessons = listLessons()): string {
  return text
    .replace(
      MAP_BLOCK,
      (_all, open: string, lang: Lang, close: string) =>
        `${open}\n${courseMap(lang, dirname(file), lessons)}\n${close}`,
    )
    .replace(
      DEMO_BLOCK,
      (_all, open: string, lang: Lang, close: string) => `${open}${demoLinks(lang, dirname(file), lessons)}${close}`,
    );
}
