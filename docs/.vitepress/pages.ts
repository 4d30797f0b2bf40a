/**
 * The pages the site makes itself, in both languages, given to VitePress by docs/[page].paths.ts: the landing
 * page, a page per workbook file or folder the docs link to, a page per lesson diff, and the list of recorded
 * sessions. Their Markdown is written here; the docs' own pages are untouched.
 */
import { readFileSync } from "node:fs";
import { extname, join } from "node:path";
import {
  CACHE,
  LANGS,
  type Lang,
  linkedSources,
  pageTitle,
  ROOT,
  siteLessons,
  sourceHref,
  sourcePage,
} from "./site.ts";

/** One generated page: its path under docs/ without `.md`, and its Markdown. */
export interface GeneratedPage {
  params: { page: string };
  content: string;
}

const WORDS = {
  en: {
    source: "Source",
    folder: "Folder",
    sourceIntro: (path: string) =>
      `The workbook's file \`${path}\`, as it was when this site was built. [Back to the overview](/en/).`,
    folderIntro: (path: string) => `The files in the workbook's folder \`${path}/\`.`,
    diff: (a: string, b: string) => `Lesson diff: ${a} → ${b}`,
    diffIntro: (a: string, b: string, pa: string, pb: string) =>
      `What [${b}](/en/${pb}) adds to [${a}](/en/${pa}), side by side, as \`pnpm lesson:diff ${a} ${b} --html FILE\` draws it: changed words marked, long unchanged runs folded (open them to read).`,
    sessions: "Recorded sessions",
    sessionsIntro:
      "Every cassette the workbook ships, played round by round. The requests are real: the site's build replays each cassette with its lesson offline and `--record`, so you see what the lesson sent the model, the blocks new in each round marked, and where a reminder sits. Step with ← and →, play with the space bar. Play your own recordings the same way with `pnpm lesson:view FILE.json` (see [The site and the session player](/en/site)).",
    subagent: "The scripted subagent of v0's demo: a one-shot run has no terminal, so it is shown from the file.",
    walkthrough: "walkthrough",
    landing: "Build a coding agent on the Anthropic Messages API, one concept per lesson.",
  },
  zh: {
    source: "源文件",
    folder: "文件夹",
    sourceIntro: (path: string) => `本项目中的文件 \`${path}\`，内容为构建本站时的版本。[返回概览](/zh/)。`,
    folderIntro: (path: string) => `本项目文件夹 \`${path}/\` 中的文件。`,
    diff: (a: string, b: string) => `课程差异：${a} → ${b}`,
    diffIntro: (a: string, b: string, pa: string, pb: string) =>
      `[${b}](/zh/${pb}) 在 [${a}](/zh/${pa}) 之上增加了什么，左右对照，与 \`pnpm lesson:diff ${a} ${b} --html FILE\` 生成的页面相同：改动的词已标出，较长的未改动部分已折叠（点开即可阅读）。`,
    sessions: "录制的会话",
    sessionsIntro:
      "本项目自带的每一个 cassette，逐轮播放。请求都是真实的：构建本站时，每个 cassette 都由它的课程离线回放并加上 `--record`，所以你看到的是课程真正发给模型的内容、每一轮新增的块，以及提醒所在的位置。用 ← 和 → 单步，空格键播放。你自己录制的会话也可以这样看：`pnpm lesson:view FILE.json`（见[站点与会话播放器](/zh/site)）。",
    subagent: "v0 演示中脚本化的子 Agent：一次性运行没有终端输出，因此直接根据文件展示。",
    walkthrough: "讲解",
    landing: "基于 Anthropic Messages API 构建编程 Agent，每课一个概念。",
  },
};

/** A fenced code block whose fence is longer than any run of backticks inside. */
function fenced(lang: string, body: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map(([ticks]) => ticks.length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}\n${body.replace(/\n$/, "")}\n${fence}`;
}

const LANGUAGES: Record<string, string> = {
  ".ts": "ts",
  ".js": "js",
  ".mjs": "js",
  ".json": "json",
  ".md": "md",
  ".snap": "js",
  ".yaml": "yaml",
  ".yml": "yaml",
  ".py": "py",
  ".sh": "sh",
};

/** Files larger than this are shown without colours: highlighting them would make the site slow to build and load. */
const HIGHLIGHT_LIMIT = 24_000;

function codeLanguage(path: string, size: number): string {
  if (size > HIGHLIGHT_LIMIT) return "txt";
  if (path === ".ci/run") return "bash";
  return LANGUAGES[extname(path)] ?? "txt";
}

const frontmatter = (fields: Record<string, string | boolean>): string =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join("\n")}\n---\n\n`;

/** A bundled session, as scripts/lesson-view/site-sessions.ts lists them in the cache's index.json. */
interface SessionEntry {
  id: string;
  lesson: string;
  name: string;
  path: string;
  subagent: boolean;
}

const sessionList = (): SessionEntry[] => JSON.parse(readFileSync(join(CACHE, "sessions", "index.json"), "utf-8"));

/**
 * The workbook's files and folders that get a source page: those the docs link to, and every recording the sessions
 * page links to (a link of a page always has its page).
 */
function sourcesShown(): Array<{ path: string; folder: boolean }> {
  const found = new Map(linkedSources().map((s) => [s.path, s.folder]));
  for (const session of sessionList()) found.set(session.path, false);
  return [...found].map(([path, folder]) => ({ path, folder })).sort((a, b) => a.path.localeCompare(b.path));
}

function sourcePages(lang: Lang): GeneratedPage[] {
  const w = WORDS[lang];
  const sources = sourcesShown();
  return sources.map(({ path, folder }) => {
    if (folder) {
      const files = sources.filter((s) => !s.folder && s.path.startsWith(`${path}/`));
      const list = files.map((f) => `- [\`${f.path.slice(path.length + 1)}\`](${sourceHref(lang, f.path, false)})`);
      return {
        params: { page: sourcePage(lang, path, true) },
        content: `${frontmatter({ title: `${path}/`, search: false })}# ${w.folder}: \`${path}/\`\n\n${w.folderIntro(path)}\n\n${list.join("\n")}\n`,
      };
    }
    const text = readFileSync(join(ROOT, path), "utf-8");
    return {
      params: { page: sourcePage(lang, path, false) },
      content: `${frontmatter({ title: path, search: false, outline: false, aside: false })}# ${w.source}: \`${path}\`\n\n${w.sourceIntro(path)}\n\n${fenced(codeLanguage(path, text.length), text)}\n`,
    };
  });
}

function diffPages(lang: Lang): GeneratedPage[] {
  const w = WORDS[lang];
  const lessons = siteLessons();
  return lessons.flatMap((b) => {
    const a = lessons.find((l) => l.id === b.base);
    if (!a) return [];
    return [
      {
        params: { page: `${lang}/diff/${a.id}-${b.id}` },
        content: `${frontmatter({ title: w.diff(a.id, b.id), aside: false, outline: false })}# ${w.diff(a.id, b.id)}\n\n${w.diffIntro(a.id, b.id, a.page, b.page)}\n\n<LessonDiff pair="${a.id}-${b.id}" />\n`,
      },
    ];
  });
}

function sessionsPage(lang: Lang): GeneratedPage {
  const w = WORDS[lang];
  const sessions = sessionList();
  const lessons = siteLessons();
  const sections = sessions.map((s) => {
    const lesson = lessons.find((l) => l.id === s.lesson)!;
    const heading = `## ${s.lesson} · ${s.name}`;
    const where = `[${pageTitle(lang, lesson.page)}](/${lang}/${lesson.page}) · [\`${s.path}\`](${sourceHref(lang, s.path, false)})`;
    return `${heading}\n\n${where}${s.subagent ? `\n\n${w.subagent}` : ""}\n\n<SessionPlayer session="${s.id}" lang="${lang}" />\n`;
  });
  return {
    params: { page: `${lang}/sessions` },
    content: `${frontmatter({ title: w.sessions, aside: false })}# ${w.sessions}\n\n${w.sessionsIntro}\n\n${sections.join("\n")}`,
  };
}

function landingPage(): GeneratedPage {
  return {
    params: { page: "index" },
    content: `${frontmatter({ layout: "home", navbar: false, title: "agent-workbook" })}<div class="workbook-landing">

# agent-workbook

${WORDS.en.landing}

${WORDS.zh.landing}

<p class="workbook-langs"><a href="./en/">English</a> <a href="./zh/">简体中文</a></p>

</div>
`,
  };
}

/** Every page the site generates. */
export function generatedPages(): GeneratedPage[] {
  return [landingPage(), ...LANGS.flatMap((lang) => [...sourcePages(lang), ...diffPages(lang), sessionsPage(lang)])];
}
