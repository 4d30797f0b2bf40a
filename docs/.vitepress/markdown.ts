/**
 * How the site reads the docs' Markdown, which stays plain for the code host: links to the workbook's files go
 * to the site's source pages (or the code host, with SITE_REPO_URL), a dead one stops the build; links to a
 * README go to the folder's index; and each walkthrough gets its lesson's session players, placed after the
 * transcripts that `pnpm docs:sync` fills (nothing in the Markdown asks for them).
 */
import type { MarkdownRenderer } from "vitepress";
import { type Lang, linkTarget, repoHref, type SiteLesson, siteLessons, sourceHref } from "./site.ts";

type Token = ReturnType<MarkdownRenderer["parse"]>[number];

/** The language of a page from its path in docs/: `zh/kit.md` is Chinese, everything else English. */
const langOf = (relativePath: string): Lang => (relativePath.startsWith("zh/") ? "zh" : "en");

/** Rewrites relative links to the workbook's files before VitePress's own link handling sees them. */
export function installSourceLinks(md: MarkdownRenderer): void {
  const render = md.renderer.rules.link_open!;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const href = token.attrGet("href");
    const from: string | undefined = env.realPath ?? env.path;
    if (href && from && !/^([a-z]+:|\/\/|#|\/)/i.test(href) && !from.includes("[")) {
      const target = linkTarget(from, href);
      const hash = /#.*$/.exec(href)?.[0] ?? "";
      if (target.kind === "missing")
        throw new Error(`Dead link in ${env.relativePath}: ${href} (there is no ${target.path} in the workbook)`);
      if (target.kind === "page") token.attrSet("href", href.replace(/(^|\/)README\.md(?=#|$)/, "$1index.md"));
      else {
        const external = repoHref(target.path, target.folder);
        token.attrSet("href", (external ?? sourceHref(langOf(env.relativePath), target.path, target.folder)) + hash);
      }
    }
    return render(tokens, idx, options, env, self);
  };
}

/** A bundled session, as scripts/lesson-view/site-sessions.ts lists them. */
interface SessionEntry {
  id: string;
  lesson: string;
  name: string;
  subagent: boolean;
}

/** The cassettes whose players a lesson's walkthrough shows. */
const ON_LESSON_PAGES = ["demo.json", "nag.json"];

/**
 * Puts the lesson's players in its walkthrough: the demo's after the demo transcript (`<!-- lesson-output: v2 -->`),
 * a nag cassette's (and any other the page shows a transcript of) after the last excerpt of it, and one with no
 * transcript after the demo's (or at the end).
 */
export function installPlayers(md: MarkdownRenderer, sessions: SessionEntry[]): void {
  const lessons = siteLessons();
  md.core.ruler.push("workbook-players", (state) => {
    const relativePath: string = state.env.relativePath ?? "";
    const lesson = lessons.find((l) => relativePath === `en/${l.page}.md` || relativePath === `zh/${l.page}.md`);
    if (!lesson) return;
    const lang = langOf(relativePath);
    // The demo, the nag cassette, and any other whose transcript the page shows (s12's resume.json); the others
    // (the exercises' cases) are on the sessions page.
    const shown = (s: SessionEntry) =>
      String(state.src).includes(
        `<!-- lesson-output: ${lesson.id} --replay lessons/${lesson.page}/cassettes/${s.name}`,
      );
    const wanted = sessions.filter((s) => s.lesson === lesson.id && (ON_LESSON_PAGES.includes(s.name) || shown(s)));
    const player = (s: SessionEntry): Token => {
      const token = new state.Token("html_block", "", 0);
      token.content = `<SessionPlayer session="${s.id}" lang="${lang}" />\n`;
      return token;
    };
    // Where each session's transcripts end: the demo's player after its first, any other after its last.
    const ends = new Map<string, number[]>();
    let opening = "";
    state.tokens.forEach((token, i) => {
      if (token.type !== "html_block") return;
      const open = /^<!-- lesson-output: (.+?)(?: \| .*)? -->/.exec(token.content);
      if (open) opening = open[1];
      if (!token.content.startsWith("<!-- /lesson-output -->")) return;
      for (const s of wanted.filter((s) => playsIn(s, lesson, opening))) ends.set(s.id, [...(ends.get(s.id) ?? []), i]);
    });
    const at = new Map<number, SessionEntry[]>();
    const demo = wanted.find((s) => s.name === "demo.json");
    const demoAt = demo && ends.has(demo.id) ? ends.get(demo.id)![0] : state.tokens.length - 1;
    for (const s of wanted) {
      const found = ends.get(s.id);
      const index = found ? (s === demo ? found[0] : found.at(-1)!) : demoAt;
      at.set(index, [...(at.get(index) ?? []), s]);
    }
    // From the end, so that the indices still hold.
    for (const index of [...at.keys()].sort((a, b) => b - a))
      state.tokens.splice(index + 1, 0, ...at.get(index)!.map(player));
  });
}

/** Whether a transcript block (`v2`, `v2 --replay lessons/v2-todo/cassettes/nag.json`) shows that session. */
function playsIn(session: SessionEntry, lesson: SiteLesson, args: string): boolean {
  if (session.name === "demo.json") return args === lesson.id;
  return args === `${lesson.id} --replay lessons/${lesson.page}/cassettes/${session.name}`;
}
