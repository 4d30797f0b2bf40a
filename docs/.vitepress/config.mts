/**
 * The workbook's site (`pnpm docs:site`, `pnpm docs:dev`): docs/en and docs/zh as they are, with a language
 * switch, navigation in course order, local search, and the pages the site adds (source files, lesson diffs,
 * recorded sessions; see [page].paths.ts). Run it through scripts/docs-site.ts, which prepares the sessions and
 * the diffs first. SITE_BASE sets the base path (`/agent-workbook/` for a project page); SITE_REPO_URL (and
 * SITE_REPO_REF, default main) sends source links to the code host instead of the site's source pages.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { slug as githubSlug } from "github-slugger";
import { type DefaultTheme, defineConfig } from "vitepress";
import { installPlayers, installSourceLinks } from "./markdown.ts";
import { CACHE, type Lang, pageTitle, type SiteLesson, siteLessons } from "./site.ts";

const lessons = siteLessons();

/** The kit's concept displays: the session player's parts are there (SessionPlayer.vue globs @kit-displays). */
const KIT_DISPLAYS = join(dirname(createRequire(import.meta.url).resolve("@agent-workbook/kit/lessons")), "concepts");

const WORDS = {
  en: {
    start: "Start",
    overview: "Overview",
    lessons: "Lessons",
    diffs: "Lesson diffs",
    sessions: "Recorded sessions",
    reference: "Reference",
    description: "Build a coding agent on the Anthropic Messages API, one concept per lesson.",
    home: "Take me home",
  },
  zh: {
    start: "开始",
    overview: "概览",
    lessons: "课程",
    diffs: "课程差异",
    sessions: "录制的会话",
    reference: "参考",
    description: "基于 Anthropic Messages API 构建编程 Agent，每课一个概念。",
    home: "返回首页",
  },
};

/**
 * The theme's own words in a language: the outline, the pager, the menus, the switches' titles, the 404 page. The
 * 404 page's link is named by its text (an aria-label that differs from it breaks axe's label-content-name-mismatch).
 */
function themeWords(lang: Lang): DefaultTheme.Config {
  const notFound = { linkText: WORDS[lang].home, linkLabel: WORDS[lang].home };
  if (lang === "en") return { outline: { level: [2, 3] }, notFound };
  return {
    outline: { level: [2, 3], label: "本页目录" },
    docFooter: { prev: "上一页", next: "下一页" },
    sidebarMenuLabel: "菜单",
    returnToTopLabel: "回到顶部",
    darkModeSwitchLabel: "外观",
    lightModeSwitchTitle: "切换到浅色主题",
    darkModeSwitchTitle: "切换到深色主题",
    langMenuLabel: "切换语言",
    skipToContentLabel: "跳到正文",
    notFound: { ...notFound, title: "页面不存在", quote: "这个地址没有页面。", code: "404" },
  };
}

/** A diff's note in the sidebar: the concept it replaces on purpose, or that it composes (package.json `workbook`). */
function diffNote(lesson: SiteLesson, lang: Lang): string {
  if (lesson.replaces) return lang === "en" ? ` (replaces ${lesson.replaces})` : `（取代 ${lesson.replaces}）`;
  if (lesson.composes) return lang === "en" ? " (composes)" : "（组合）";
  return "";
}

function sidebar(lang: Lang): DefaultTheme.SidebarItem[] {
  const w = WORDS[lang];
  const page = (name: string) => ({ text: pageTitle(lang, name), link: `/${lang}/${name}` });
  return [
    { text: w.start, items: [{ text: w.overview, link: `/${lang}/` }, page("getting-started"), page("exercises")] },
    { text: w.lessons, items: lessons.map((l) => page(l.page)) },
    {
      text: w.diffs,
      items: lessons
        .filter((l) => l.base !== undefined)
        .map((l) => ({ text: `${l.base} → ${l.id}${diffNote(l, lang)}`, link: `/${lang}/diff/${l.base}-${l.id}` })),
    },
    { text: w.sessions, items: [{ text: w.sessions, link: `/${lang}/sessions` }] },
    {
      text: w.reference,
      items: [
        page("kit"),
        page("cassettes"),
        page("mock-api"),
        page("site"),
        page("benchmarks"),
        page("new-lesson"),
        // The workbook's terms; the zh page is the Chinese pages' one term per concept (test/glossary.test.ts).
        page("glossary"),
      ],
    },
  ];
}

if (!existsSync(join(CACHE, "sessions", "index.json")))
  throw new Error("The site's data is missing: build it with pnpm docs:site (or pnpm docs:dev), not vitepress alone.");

/** The walkthroughs hold players: they get the whole width (no outline beside them), as the generated pages do. */
const WIDE = new Set(lessons.flatMap((l) => [`en/${l.page}.md`, `zh/${l.page}.md`]));

export default defineConfig({
  title: "agent-workbook",
  base: process.env.SITE_BASE || "/",
  rewrites: { "en/README.md": "en/index.md", "zh/README.md": "zh/index.md" },
  srcExclude: ["api/**"],
  lastUpdated: false,
  // Every link is checked: a dead one fails the build.
  ignoreDeadLinks: false,
  locales: {
    root: { label: "English", lang: "en", link: "/en/", description: WORDS.en.description },
    zh: {
      label: "简体中文",
      lang: "zh-CN",
      link: "/zh/",
      description: WORDS.zh.description,
      // Each key replaces the site's (outline, notFound: whole, not merged deeper).
      themeConfig: themeWords("zh"),
    },
  },
  themeConfig: {
    sidebar: { "/en/": sidebar("en"), "/zh/": sidebar("zh") },
    ...themeWords("en"),
    search: {
      provider: "local",
      options: {
        // The source pages are whole files: searching them would bury the walkthroughs.
        _render(src, env, md) {
          if (/\/source\//.test(env.relativePath)) return "";
          return md.render(src, env);
        },
        // No label of its own: the button is named by what it shows ("Search", its key), which a label that is
        // only part of it would contradict (axe: label-content-name-mismatch).
        translations: { button: { buttonText: "Search", buttonAriaLabel: "" } },
        locales: {
          zh: {
            translations: {
              button: { buttonText: "搜索", buttonAriaLabel: "" },
              modal: {
                noResultsText: "没有结果",
                resetButtonTitle: "清除",
                footer: { selectText: "选择", navigateText: "切换", closeText: "关闭" },
              },
            },
          },
        },
      },
    },
  },
  vite: {
    resolve: {
      alias: [
        { find: "@kit-displays", replacement: KIT_DISPLAYS },
        // The appearance switch, named in the built HTML (the theme's names it only once its script runs).
        {
          find: /^.*\/VPSwitchAppearance\.vue$/,
          replacement: fileURLToPath(new URL("./theme/components/AppearanceSwitch.vue", import.meta.url)),
        },
      ],
    },
  },
  markdown: {
    // The github themes' high-contrast variants: every colour reaches 4.5:1 on the code's background (github-light
    // and github-dark, VitePress's default, have some at 3.2:1 to 4.46:1).
    theme: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
    // Headings get the ids the code host gives them (`--replay FILE` → `--replay-file`, `read_file` → `read_file`):
    // the docs' Markdown is read there too, and its #anchors are written for those.
    anchor: { slugify: githubSlug },
    config(md) {
      installSourceLinks(md);
      installPlayers(md, JSON.parse(readFileSync(join(CACHE, "sessions", "index.json"), "utf-8")));
    },
  },
  transformPageData(page) {
    if (WIDE.has(page.relativePath)) page.frontmatter.aside ??= false;
  },
});
