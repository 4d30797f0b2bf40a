/**
 * The site in headless Chromium (`pnpm test:site`, not part of `pnpm test`: it builds the whole site).
 * It builds the site as `pnpm docs:site` does, serves docs/.vitepress/dist from 127.0.0.1, and reads it as a
 * reader would: every lesson page in both languages, the session player stepping through real recordings, the
 * language switch, and a `pnpm lesson:view --html` page opened from disk with the network blocked.
 * Accessibility: a player works by keyboard (Tab reaches every control and pane, with its focus visible; each
 * control works by key; each pane scrolls by key), and axe-core finds no WCAG 2 A or AA violation on the home
 * pages, the 404 page, every walkthrough and the sessions page (en, zh; light, dark; SITE_AXE_EVERY_PAGE=1: every
 * page) nor on the lesson:view page, each player at its last round. A phone's width (390 px) scrolls nothing
 * sideways. Every internal link and #anchor of every built page resolves (./links.ts).
 * Screenshots go to SITE_SCREENSHOTS (a temporary folder otherwise; its path is printed).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { basename, extname, join, normalize } from "node:path";
import { listLessons } from "@agent-workbook/kit/lessons";
import { pathToFileURL } from "node:url";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLessonOffline } from "../../scripts/docs-sync.ts";

/** The lessons, in course order, with their walkthrough's page name (their folder's). */
const siteLessons = listLessons().map((l) => ({ ...l, page: basename(l.dir) }));
import { CHROMIUM, CHROMIUM_ARGS, ROOT, offlineEnv, runTsFile } from "@agent-workbook/kit/authoring/tests/helpers";
import {
  axeViolations,
  inTurn,
  keyboardTargets,
  lastRoundEveryPaneOpen,
  scrollByKey,
  tabThrough,
  WCAG_TAGS,
} from "./a11y.ts";
import { checkLinks } from "./links.ts";

const DIST = join(ROOT, "docs", ".vitepress", "dist");
const SHOTS = process.env.SITE_SCREENSHOTS || mkdtempSync(join(tmpdir(), "site-shots-"));
/**
 * The lessons' walkthroughs and the sessions each plays, in page order: every cassette the page shows a
 * transcript of (a lesson-output block), and the nag cassette of a lesson that has one, right after the demo.
 */
const LESSONS: Array<[page: string, sessions: string[]]> = siteLessons.map((l) => {
  const text = readFileSync(join(ROOT, "docs", "en", `${l.page}.md`), "utf-8");
  const shown = [
    ...text.matchAll(/<!-- lesson-output: \S+(?: --replay lessons\/[^/]+\/cassettes\/([\w.-]+)\.json)?/g),
  ].map((m) => `${l.id}-${m[1] ?? "demo"}`);
  const sessions = [...new Set(shown)];
  const nag = `${l.id}-nag`;
  if (existsSync(join(ROOT, "lessons", l.page, "cassettes", "nag.json")) && !sessions.includes(nag))
    sessions.splice(1, 0, nag);
  return [l.page, sessions];
});
/** Every cassette the lessons ship: the sessions page has a player for each. */
const BUNDLED = listLessons().flatMap((l) =>
  existsSync(join(l.dir, "cassettes")) ? readdirSync(join(l.dir, "cassettes")).filter((f) => f.endsWith(".json")) : [],
);
/** Every lesson's diff page: `<base>-<id>`. */
const DIFFS = siteLessons.flatMap((l) => (l.base === undefined ? [] : [`${l.base}-${l.id}`]));
const NAG = "<reminder>10+ turns without todo update. Please update todos.</reminder>";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/** A static server for dist on 127.0.0.1, as a static host serves it (`/x` finds `/x.html`, `/d/` `/d/index.html`). */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    const candidates = [path, `${path}.html`, join(path, "index.html")].map((p) => join(dir, p));
    const file = candidates.find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

/** The browsers' profiles, removed when the tests end. */
const profiles: string[] = [];

/** A browser with a fresh profile and no way out: any request not to `allowed` is recorded and aborted. */
async function browser(allowed: (url: string) => boolean, outside: string[]): Promise<BrowserContext> {
  const { chromium } = await import("playwright-core");
  const profile = mkdtempSync(join(tmpdir(), "site-chromium-"));
  profiles.push(profile);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1600, height: 1000 },
    timeout: 120_000,
  });
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (allowed(url)) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return context;
}

/** Console errors and uncaught exceptions of a page, collected as they come. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Moves a player to round `n` with the keyboard (Home, then → n-1 times), as a reader would. */
async function goToRound(page: Page, player: string, n: number): Promise<void> {
  const root = page.locator(`${player} .wbp`);
  await root.focus();
  await page.keyboard.press("Home");
  for (let i = 1; i < n; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => root.getAttribute("data-round")).toBe(String(n));
}

/**
 * Tab from a player's start until the focus leaves it: it stops at every control and every scrolling pane the
 * player shows, each once, in order, each with its focus visible; each pane then scrolls by key.
 */
async function tabsToEveryControl(page: Page, player: Locator): Promise<string[]> {
  const targets = await keyboardTargets(player);
  const stops = await tabThrough(page, player);
  expect(stops.map((s) => s.kbd ?? s.name)).toEqual(targets.map((_, n) => String(n)));
  expect(stops.filter((s) => !s.visible)).toEqual([]);
  const panes = targets.flatMap((t, n) => (t.scrolls ? [n] : []));
  expect(panes.map((n) => targets[n].name)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^div\.wbp-term /), expect.stringMatching(/^div\.wbp-request /)]),
  );
  for (const n of panes) {
    const moved = await scrollByKey(page, player.locator(`[data-kbd="${n}"]`));
    expect(moved.down, targets[n].name).toBeGreaterThan(0);
    expect(moved.up, targets[n].name).toBeLessThan(moved.down);
  }
  return targets.map((t) => t.name);
}

/** Works every kind of control of a player by key alone, from its last round: each does what a click does. */
async function worksByKeyboard(page: Page, player: Locator): Promise<void> {
  const rounds = Number(await player.getAttribute("data-rounds"));
  const at = async () => Number(await player.locator(".wbp-slider").inputValue());
  const press = async (control: Locator, key: string) => {
    await control.focus();
    await page.keyboard.press(key);
  };
  await press(player.locator(".wbp-last"), "Enter");
  expect(await at()).toBe(rounds);
  await press(player.locator(".wbp-prev"), " ");
  expect(await at()).toBe(rounds - 1);
  await press(player.locator(".wbp-first"), "Enter");
  expect(await at()).toBe(1);
  await press(player.locator(".wbp-next"), " ");
  expect(await at()).toBe(2);
  await press(player.locator(".wbp-slider"), "ArrowRight");
  expect(await at()).toBe(3);
  await press(player.locator(".wbp-slider"), "End");
  expect(await at()).toBe(rounds);
  await press(player.locator(".wbp-speed"), "ArrowDown");
  expect(await player.locator(".wbp-speed").inputValue()).toBe("2");
  await press(player.locator(".wbp-play"), " ");
  expect(await player.getAttribute("class")).toContain("wbp-playing");
  await page.keyboard.press(" ");
  expect(await player.getAttribute("class")).not.toContain("wbp-playing");
  await press(player.locator(".wbp-last"), "Enter");
  await press(player.locator(".wbp-system summary"), "Enter");
  expect(await player.locator(".wbp-system").getAttribute("open")).toBe("");
  // A step from a summary (the request is drawn again): the focus stays in the player, on the request's pane.
  await press(player.locator(".wbp-tools summary"), "ArrowLeft");
  expect(await at()).toBe(rounds - 1);
  expect(await player.evaluate((root) => root.ownerDocument.activeElement?.className)).toBe("wbp-request");
  const cells = player.locator(".wbp-cell");
  if ((await cells.count()) > 0) {
    await press(cells.nth(2), "Enter");
    expect(await at()).toBe(3);
  }
  const agents = player.locator(".wbp-see-agent");
  if ((await agents.count()) > 1) {
    await press(agents.nth(1), " ");
    expect(await player.locator(".wbp-request").getAttribute("data-showing")).toBe(
      await agents.nth(1).getAttribute("data-agent"),
    );
  }
}

/**
 * The pages axe reads: the home pages, the 404 page, every walkthrough and the sessions page, in both languages
 * (SITE_AXE_EVERY_PAGE=1: every page the site has, the source pages and the lesson diffs too).
 */
const AXE_PAGES: Array<[path: string, players: number]> = [
  ["", 0],
  ["404.html", 0],
  ...["en", "zh"].flatMap(
    (lang): Array<[string, number]> => [
      [`${lang}/`, 0],
      ...LESSONS.map(([page, sessions]): [string, number] => [`${lang}/${page}.html`, sessions.length]),
      [`${lang}/sessions.html`, BUNDLED.length],
    ],
  ),
];
/** Every page the site has, from the built site, with its players: the pages axe reads with SITE_AXE_EVERY_PAGE=1. */
function everyPage(): Array<[path: string, players: number]> {
  const known = new Map(AXE_PAGES);
  return readdirSync(DIST, { recursive: true, encoding: "utf-8" })
    .filter((f) => f.endsWith(".html"))
    .map((f) =>
      f
        .split("\\")
        .join("/")
        .replace(/(^|\/)index\.html$/, "$1"),
    )
    .sort()
    .map((path) => [path, known.get(path) ?? 0]);
}

/** What axe found on a page, one line per rule broken. */
async function violations(page: Page): Promise<string[]> {
  await lastRoundEveryPaneOpen(page);
  return (await axeViolations(page)).map(
    (v) => `${v.rule} (${v.impact}): ${v.nodes} nodes, e.g. ${v.targets.join(" | ")}: ${v.summary}`,
  );
}

let server: Server;
let base: string;
let context: BrowserContext;
const outside: string[] = [];

describe.skipIf(!existsSync(CHROMIUM) && !process.env.CI)("the site (VitePress) in headless Chromium", () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    console.log(`screenshots: ${SHOTS}`);
    if (!(process.env.SITE_TEST_REUSE_DIST && existsSync(join(DIST, "index.html")))) {
      const started = Date.now();
      const build = runTsFile(join(ROOT, "scripts", "docs-site.ts"), ["build"], {
        env: offlineEnv({ CI: process.env.CI }),
        timeout: 20 * 60_000,
      });
      console.log(`pnpm docs:site: exit ${build.code} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(build.stderr).not.toMatch(/dead link/i);
      expect(build.code, build.stdout + build.stderr).toBe(0);
    }
    server = await serve(DIST);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    context = await browser((url) => url.startsWith(`${base}/`), outside);
  }, 25 * 60_000);

  afterAll(async () => {
    await context?.close();
    server?.close();
    for (const profile of profiles) rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  });

  it("builds every page: both walkthroughs of each lesson, a diff page per lesson, the sessions and source pages", () => {
    for (const lang of ["en", "zh"]) {
      expect(existsSync(join(DIST, lang, "index.html"))).toBe(true);
      for (const [page] of LESSONS) expect(existsSync(join(DIST, lang, `${page}.html`))).toBe(true);
      for (const pair of DIFFS) expect(existsSync(join(DIST, lang, "diff", `${pair}.html`))).toBe(true);
      expect(existsSync(join(DIST, lang, "sessions.html"))).toBe(true);
      expect(existsSync(join(DIST, lang, "source", "lessons", "v2-todo", "agent.ts.html"))).toBe(true);
      // The overview shows the course map (scripts/course-map.ts): every lesson on it, each linked to its walkthrough.
      const index = readFileSync(join(DIST, lang, "index.html"), "utf-8");
      for (const [page] of LESSONS) expect(index).toContain(`${page}.html"`);
      for (const lesson of siteLessons) expect(index).toContain(`<strong>${lesson.id}</strong>`);
    }
    // A source link goes to its page, not to a file the site does not have.
    const v2 = readFileSync(join(DIST, "en", "v2-todo.html"), "utf-8");
    expect(v2).toContain('href="/en/source/lessons/v2-todo/agent.ts.html"');
    expect(v2).not.toMatch(/href="[^"]*\.\.\/\.\.\/lessons/);
  });

  it("leads every internal href and #anchor of every built page somewhere (the link checker)", () => {
    const { pages, links, broken } = checkLinks(DIST);
    console.log(`link checker: ${links} internal links on ${pages} pages, ${broken.length} broken`);
    expect(pages).toBeGreaterThan(4 * LESSONS.length);
    expect(broken.map((b) => `${b.page}: ${b.href} (no ${b.missing})`)).toEqual([]);
    // The rule behind it: every recording the sessions page links to has its source page.
    const sessions = readFileSync(join(DIST, "zh", "sessions.html"), "utf-8");
    const recordings = [...sessions.matchAll(/href="\/zh\/source\/(lessons\/[^"]+\/cassettes\/[^"]+)\.html"/g)];
    expect(recordings.length).toBeGreaterThanOrEqual(14);
    for (const [, path] of recordings) expect(existsSync(join(DIST, "zh", "source", `${path}.html`)), path).toBe(true);
  });

  it("speaks the page's language in the theme's own words, and names the appearance switch in the built HTML", () => {
    const built = (path: string) => readFileSync(join(DIST, path), "utf-8");
    const zh = built("zh/s03-todo.html");
    for (const words of ["跳到正文", ">菜单<", "本页目录", "上一页", "下一页", 'aria-label="切换语言"'])
      expect(zh, words).toContain(words);
    for (const words of ["Skip to content", ">Menu<", "On this page", "Previous page", "Next page", "Change language"])
      expect(zh, words).not.toContain(words);
    // The switch, before any script: named by what it turns on, titled by what a click does.
    const switches = (html: string) =>
      [...html.matchAll(/<button class="VPSwitch VPSwitchAppearance"[^>]*>/g)].map((m) => m[0]);
    expect(switches(zh).length).toBeGreaterThan(0);
    for (const tag of switches(zh)) {
      expect(tag).toContain('aria-label="深色主题"');
      expect(tag).toContain('title="切换到深色主题"');
    }
    for (const tag of switches(built("en/s03-todo.html"))) {
      expect(tag).toContain('aria-label="Dark theme"');
      expect(tag).toContain('title="Switch to dark theme"');
    }
  });

  it("names the 404 page's link by its text", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/404.html`, { waitUntil: "load" });
    const home = page.locator(".NotFound a.link");
    expect(await home.innerText()).toBe("Take me home");
    expect(await home.getAttribute("aria-label")).toBe("Take me home");
    await page.close();
  });

  for (const lang of ["en", "zh"]) {
    it.each(LESSONS)(
      `renders the ${lang} walkthrough of %s with its players, no console error, nothing from outside`,
      async (name, sessions) => {
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`${base}/${lang}/${name}.html`, { waitUntil: "load" });
        await expect.poll(() => page.locator(".wbp").count(), { timeout: 30_000 }).toBe(sessions.length);
        expect(
          await page.locator(".wbp-slot").evaluateAll((s) => s.map((e) => e.getAttribute("data-session"))),
        ).toEqual(sessions);
        expect(await page.locator("html").getAttribute("lang")).toBe(lang === "en" ? "en" : "zh-CN");
        expect(await page.locator(".VPDoc h1").first().innerText()).toMatch(lang === "en" ? /^Lesson / : /^第 .+ 课/);
        expect(await page.locator(".VPSidebar").innerText()).toContain(lang === "en" ? "Lesson diffs" : "课程差异");
        await page.waitForLoadState("networkidle");
        if (name === "v2-todo") await page.screenshot({ path: join(SHOTS, `lesson-${lang}.png`) });
        expect(errors).toEqual([]);
        expect(outside).toEqual([]);
        await page.close();
      },
    );
  }

  it("steps through the v2 demo: the TodoWrite call, its panel, and its request", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/en/v2-todo.html`, { waitUntil: "load" });
    const demo = '.wbp-slot[data-session="v2-demo"]';
    await page.locator(`${demo} .wbp`).waitFor();
    const rounds = Number(await page.locator(`${demo} .wbp`).getAttribute("data-rounds"));
    expect(rounds).toBeGreaterThan(3);
    // Step with → until the terminal's current round shows a TodoWrite call.
    await goToRound(page, demo, 1);
    let found = 0;
    for (let n = 1; n <= rounds && !found; n++) {
      if (n > 1) await page.keyboard.press("ArrowRight");
      const current = await page.locator(`${demo} .wbp-round.wbp-current`).innerText();
      if (current.includes("> TodoWrite:")) found = n;
    }
    expect(found).toBeGreaterThan(0);
    const todo = page.locator(`${demo} .wbp-todo`);
    expect(await todo.isVisible()).toBe(true);
    expect(await todo.innerText()).toMatch(/\(\d+\/\d+ completed\)/);
    expect(await todo.locator(".wbp-todo-item").count()).toBeGreaterThan(1);
    // The request pane shows the answer that called TodoWrite.
    expect(await page.locator(`${demo} .wbp-answer`).innerText()).toContain("tool_use · TodoWrite");
    // The next round's request holds the TodoWrite result as a new block.
    await page.keyboard.press("ArrowRight");
    const fresh = await page.locator(`${demo} .wbp-request .wbp-fresh`).allInnerTexts();
    expect(fresh.join("\n")).toMatch(/tool_result[\s\S]*\(\d+\/\d+ completed\)/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("on a nag round, shows the request with the reminder after the tool results", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/en/v2-todo.html`, { waitUntil: "load" });
    const nag = '.wbp-slot[data-session="v2-nag"]';
    await page.locator(`${nag} .wbp`).waitFor();
    await page.locator(nag).scrollIntoViewIfNeeded();
    // Round 12 is sent after round 11, the first with the nag (more than 10 rounds without TodoWrite).
    await goToRound(page, nag, 12);
    const last = page.locator(`${nag} .wbp-request .wbp-msg`).last();
    expect(await last.locator(".wbp-role").innerText()).toMatch(/user/i);
    const types = await last
      .locator(".wbp-block")
      .evaluateAll((blocks) => blocks.map((b) => b.getAttribute("data-type")));
    expect(types).toEqual(["tool_result", "text"]);
    const reminder = last.locator(".wbp-block").nth(1);
    expect(await reminder.getAttribute("class")).toContain("wbp-reminder");
    expect(await reminder.getAttribute("class")).toContain("wbp-fresh");
    expect(await reminder.innerText()).toContain(NAG);
    expect(await page.locator(`${nag} .wbp-round.wbp-current`).innerText()).toContain(`⏰ reminder injected: ${NAG}`);
    // Where it sits on screen too: below its tool result.
    const [result, text] = await last
      .locator(".wbp-block")
      .evaluateAll((b) => b.map((e) => e.getBoundingClientRect().top));
    expect(text).toBeGreaterThan(result);
    await page.locator(nag).screenshot({ path: join(SHOTS, "player-nag-round-12.png") });
    await page.close();
  });

  it("plays a subagent's rounds nested under the task call, with its own request and the main agent's a click away", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/en/s06-subagent.html`, { waitUntil: "load" });
    const demo = '.wbp-slot[data-session="s06-demo"]';
    await page.locator(`${demo} .wbp`).waitFor();
    await page.locator(demo).scrollIntoViewIfNeeded();
    // Rounds 2 to 7 are the subagent's: round 4 is its third, where it runs the tests.
    await goToRound(page, demo, 4);
    const player = page.locator(`${demo} .wbp`);
    expect(await player.getAttribute("data-agent")).toBe("subagent");
    expect(await page.locator(`${demo} .wbp-position`).innerText()).toBe("Subagent round 3 · call 4 of 11");
    const current = page.locator(`${demo} .wbp-round.wbp-current`);
    expect(await current.getAttribute("class")).toContain("wbp-sub");
    expect(await current.innerText()).toContain("│ > bash: node test/run-all.js");
    // What the subagent saw: its own history (the description, two rounds), its own system prompt.
    expect(await page.locator(`${demo} .wbp-req-head`).innerText()).toMatch(
      /^Request 4 \(the subagent's own context\) · .* · 5 messages · 5 tools$/,
    );
    expect(await page.locator(`${demo} .wbp-system pre`).textContent()).toMatch(/^You are a subagent at /);
    await page.locator(demo).screenshot({ path: join(SHOTS, "player-subagent-round-4.png") });
    // A click away: the main agent's request that started it, with the task call in its answer.
    await page.locator(`${demo} .wbp-see-main`).click();
    expect(await page.locator(`${demo} .wbp-req-head`).innerText()).toMatch(
      /^Request 1 \(the main agent's request that started it\) · .* · 1 messages · 7 tools$/,
    );
    expect(await page.locator(`${demo} .wbp-answer`).innerText()).toContain("tool_use · task");
    await page.locator(`${demo} .wbp-see-sub`).click();
    expect(await page.locator(`${demo} .wbp-req-head`).innerText()).toMatch(/^Request 4 \(the subagent's/);
    // The chart: the subagent's bars apart, and the main agent's context with the subagent's work in it, as a line.
    expect(await page.locator(`${demo} .wbp-bar-sub`).count()).toBe(6);
    expect(await page.locator(`${demo} .wbp-line-sub`).count()).toBe(1);
    // A line of the subagent's report (round 7) too long for the pane wraps under its text, each row keeping the mark.
    await goToRound(page, demo, 7);
    const report = page.locator(`${demo} .wbp-marked`).filter({ hasText: "What fails: 3 of 9 checks" });
    const wrapped = await report.evaluate((line) => {
      const style = line.ownerDocument.defaultView!.getComputedStyle(line);
      const row = Number.parseFloat(style.lineHeight);
      const mark = line.ownerDocument.defaultView!.getComputedStyle(line, "::before");
      const ch = Number.parseFloat(style.paddingLeft) / 4;
      return {
        rows: Math.round(line.getBoundingClientRect().height / row),
        markRows: Math.round(Number.parseFloat(mark.height) / row),
        mark: mark.content.slice(0, 4),
        hang: ch > 4 && ch < 12,
      };
    });
    expect(wrapped.rows).toBeGreaterThan(1);
    expect(wrapped).toEqual({ rows: wrapped.rows, markRows: wrapped.rows - 1, mark: '"  │', hang: true });
    // Back on the main agent's round after it: no switch, its own request, which holds the report.
    await goToRound(page, demo, 8);
    expect(await page.locator(`${demo} .wbp-switch`).isVisible()).toBe(false);
    expect(await page.locator(`${demo} .wbp-request .wbp-fresh`).allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining("How they run: `npm test`")]),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("labels each call as its round event says, draws the lines' styles, and shows compaction's part (s08)", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/en/s08-compact.html`, { waitUntil: "load" });
    const demo = '.wbp-slot[data-session="s08-demo"]';
    await page.locator(`${demo} .wbp`).waitFor();
    await page.locator(demo).scrollIntoViewIfNeeded();
    // Call 7 is the summary's: labelled as what it is, not numbered among the main agent's rounds.
    await goToRound(page, demo, 7);
    expect(await page.locator(`${demo} .wbp-position`).innerText()).toBe("Summary call · call 7 of 11");
    expect(await page.locator(`${demo} .wbp-see-sub`).innerText()).toBe("Summary call");
    expect(await page.locator(`${demo} .wbp-round.wbp-current`).getAttribute("class")).toContain("wbp-aside");
    // Call 8 is the main agent's round 7, as the terminal's usage line numbers it.
    await goToRound(page, demo, 8);
    expect(await page.locator(`${demo} .wbp-position`).innerText()).toBe("Round 7 · call 8 of 11");
    const usage = page.locator(`${demo} .wbp-round.wbp-current .wbp-s-dim`, { hasText: "↳ round 7 · " });
    expect(await usage.count()).toBe(1);
    // Compaction's part: the context without it dashed, a mark over this call, the summary named in the request.
    expect(await page.locator(`${demo} .wbp-series`).count()).toBe(1);
    expect(await page.locator(`${demo} .wbp-series-mark`).count()).toBe(1);
    expect(await page.locator(`${demo} .wbp-series-note`).innerText()).toMatch(/^▼ round 7: the history was compacted/);
    expect(await page.locator(`${demo} .wbp-request .wbp-concept-block`).first().innerText()).toContain(
      "summary: the history before it, compacted",
    );
    expect(await page.locator(`${demo} .wbp-todo-title`).innerText()).toMatch(/^Current Tasks · Round \d+$/);
    await page.locator(demo).screenshot({ path: join(SHOTS, "player-compaction-round-7.png") });
    // In Chinese: the main agent is 主 Agent.
    await page.goto(`${base}/zh/s08-compact.html`, { waitUntil: "load" });
    await page.locator(`${demo} .wbp`).waitFor();
    await goToRound(page, demo, 7);
    expect(await page.locator(`${demo} .wbp-see-main`).innerText()).toBe("主 Agent");
    await goToRound(page, demo, 8);
    expect(await page.locator(`${demo} .wbp-position`).innerText()).toBe("第 7 轮 · 第 8 次调用 / 共 11 次");
    // The panel's title in the player's words; the terminal keeps the lesson's own (the model reads it).
    expect(await page.locator(`${demo} .wbp-todo-title`).innerText()).toMatch(/^当前待办清单 · 第 \d+ 轮$/);
    expect(await page.locator(`${demo} .wbp-term`).innerText()).toContain("## Current Tasks");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a team's task graph as Tasks, each task's owner in its lane's colour, and each agent's marks (s15)", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/en/s15-team.html`, { waitUntil: "load" });
    const demo = '.wbp-slot[data-session="s15-demo"]';
    await page.locator(`${demo} .wbp`).waitFor();
    await page.locator(demo).scrollIntoViewIfNeeded();
    const rounds = Number(await page.locator(`${demo} .wbp`).getAttribute("data-rounds"));
    await goToRound(page, demo, rounds);
    expect(await page.locator(`${demo} .wbp-position`).innerText()).toBe(`Round 10 · call ${rounds} of ${rounds}`);
    expect(await page.locator(`${demo} .wbp-todo-title`).innerText()).toMatch(
      /^Tasks · bob round \d+ · who owns what$/,
    );
    expect(await page.locator(`${demo} .wbp-owner`).allInnerTexts()).toEqual(["alice", "bob", "alice", "bob"]);
    expect(await page.locator(`${demo} .wbp-todo-count`).innerText()).toBe("(4/4 completed)");
    const marks = await page
      .locator(`${demo} .wbp-mark`)
      .evaluateAll((m) => m.map((e) => [e.textContent, e.className]));
    expect(new Set(marks.map(([text, className]) => `${text}${className}`))).toEqual(
      new Set(["[alice] wbp-mark wbp-lane-1", "[bob] wbp-mark wbp-lane-2"]),
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("fits a phone, 390 px wide: no sideways scroll, each lane's token totals whole, its turns 10 px wide or more", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, session] of [
      ["en/s15-team.html", "s15-demo"],
      ["zh/s15-team.html", "s15-demo"],
      ["en/s13-background.html", "s13-demo"],
    ]) {
      await page.goto(`${base}/${path}`, { waitUntil: "load" });
      const demo = `.wbp-slot[data-session="${session}"]`;
      const player = page.locator(`${demo} .wbp`);
      await player.waitFor();
      await goToRound(page, demo, Number(await player.getAttribute("data-rounds")));
      await page.locator(`${demo} .wbp-lanes`).first().scrollIntoViewIfNeeded();
      // Sideways: the page has nothing past the screen's edge, and the player's right edge is on the screen.
      const sideways = await player.evaluate((p) => {
        const view = p.ownerDocument.defaultView!;
        view.scrollTo(10_000, view.scrollY);
        return { scrolled: view.scrollX, over: p.ownerDocument.documentElement.scrollWidth - view.innerWidth };
      });
      expect(sideways, path).toEqual({ scrolled: 0, over: 0 });
      const edges = await player.evaluate((p) => ({
        right: p.getBoundingClientRect().right,
        screen: p.ownerDocument.defaultView!.innerWidth,
      }));
      expect(edges.right, path).toBeLessThanOrEqual(edges.screen);
      // Each lane's totals: all of its text shown, inside the player, on the screen.
      const totals = await page
        .locator(`${demo} .wbp-lanes:not(.wbp-concept-lanes) .wbp-lane-tokens`)
        .evaluateAll((all) =>
          all.map((e) => {
            const box = e.getBoundingClientRect();
            const outer = e.closest(".wbp")!.getBoundingClientRect();
            return {
              text: e.textContent,
              whole: e.scrollWidth <= e.clientWidth && box.left >= outer.left && box.right <= outer.right,
              shown: box.width > 0 && box.right <= e.ownerDocument.defaultView!.innerWidth,
            };
          }),
        );
      if (session === "s15-demo") expect(totals.length, path).toBe(3);
      for (const total of totals) {
        expect(total.text, path).toMatch(path.startsWith("zh/") ? /^\d+ 输入 \/ \d+ 输出$/ : /^\d+ in \/ \d+ out$/);
        expect(total, path).toEqual({ text: total.text, whole: true, shown: true });
      }
      const widths = await page
        .locator(`${demo} .wbp-cell`)
        .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
      expect(widths.length, path).toBeGreaterThan(10);
      expect(Math.min(...widths), path).toBeGreaterThanOrEqual(10);
      if (path === "en/s15-team.html") {
        await page.screenshot({ path: join(SHOTS, "player-390.png") });
        await player.screenshot({ path: join(SHOTS, "player-390-whole.png") });
      }
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("switches language on the same lesson, both ways", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/en/s03-todo.html`, { waitUntil: "load" });
    await page.locator(".VPNavBarTranslations").hover();
    await page.locator(".VPNavBarTranslations a", { hasText: "简体中文" }).click();
    await page.waitForURL(`${base}/zh/s03-todo.html`);
    await expect.poll(() => page.locator(".VPDoc h1").first().innerText()).toMatch(/^第 s03 课/);
    await page.locator(".VPNavBarTranslations").hover();
    await page.locator(".VPNavBarTranslations a", { hasText: "English" }).click();
    await page.waitForURL(`${base}/en/s03-todo.html`);
    await expect.poll(() => page.locator(".VPDoc h1").first().innerText()).toMatch(/^Lesson s03/);
    await page.close();
  });

  it("shows a lesson diff side by side, in dark mode too", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/en/diff/v1-v2.html`, { waitUntil: "load" });
    const frame = page.frameLocator("iframe.lesson-diff-frame");
    await frame.locator('[data-side="b"]', { hasText: "class TodoManager" }).first().waitFor();
    await page.locator(".VPNavBarAppearance button, .VPSwitchAppearance").first().click();
    await expect.poll(() => page.locator("html").getAttribute("class")).toContain("dark");
    await page.screenshot({ path: join(SHOTS, "diff-dark.png") });
    await page.goto(`${base}/en/v2-todo.html`, { waitUntil: "load" });
    await page.locator(".wbp").first().waitFor();
    expect(await page.locator("html").getAttribute("class")).toContain("dark");
    await page.locator('.wbp-slot[data-session="v2-nag"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, "lesson-dark.png") });
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it("lists every bundled cassette on the sessions page, each with its player", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/zh/sessions.html`, { waitUntil: "load" });
    const bundled = BUNDLED;
    expect(bundled.length).toBeGreaterThanOrEqual(14); // demos, nags, the subagent, the exercises' cases
    await expect.poll(() => page.locator(".wbp").count(), { timeout: 30_000 }).toBe(bundled.length);
    expect(await page.locator(".wbp-note").count()).toBe(1); // the subagent's cassette: no requests in it
    await page.close();
  });

  it("plays a lesson:view --html page from disk with every request but the file blocked", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-view-"));
    const recording = join(dir, "nag.json");
    runLessonOffline(["v2", "--replay", "lessons/v2-todo/cassettes/nag.json", "--record", recording]);
    const view = runTsFile(join(ROOT, "scripts", "lesson-view.ts"), [recording, "--html", join(dir, "nag.html")]);
    expect(view.code, view.stderr).toBe(0);
    const html = readFileSync(join(dir, "nag.html"), "utf-8");
    expect(html).not.toMatch(/<link|\ssrc=|@import|url\(/i);
    const blocked: string[] = [];
    const offline = await browser((url) => url.startsWith("file:"), blocked);
    try {
      const page = await offline.newPage();
      const errors = watchErrors(page);
      const requests: string[] = [];
      page.on("request", (r) => requests.push(r.url()));
      const url = pathToFileURL(join(dir, "nag.html")).href;
      await page.goto(url, { waitUntil: "load" });
      await goToRound(page, "#player", 12);
      const last = page.locator(".wbp-request .wbp-msg").last();
      expect(await last.locator(".wbp-reminder").innerText()).toContain(NAG);
      expect(await page.locator(".wbp-round.wbp-current").innerText()).toContain(`⏰ reminder injected: ${NAG}`);
      expect(errors).toEqual([]);
      await page.screenshot({ path: join(SHOTS, "lesson-view.png") });
      // By keyboard, and for axe (WCAG 2 A, AA): light and dark, as the reader's system sets it.
      const player = page.locator("#player .wbp");
      await goToRound(page, "#player", Number(await player.getAttribute("data-rounds")));
      await tabsToEveryControl(page, player);
      await worksByKeyboard(page, player);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        expect(await violations(page), scheme).toEqual([]);
      }
      expect(errors).toEqual([]);
      expect(requests).toEqual([url]);
      expect(blocked).toEqual([]);
    } finally {
      await offline.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("works by keyboard on a walkthrough: every control and pane of s15's and s06's players, each by key", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}/en/s15-team.html`, { waitUntil: "load" });
    const team = '.wbp-slot[data-session="s15-demo"]';
    const player = page.locator(`${team} .wbp`);
    await goToRound(page, team, Number(await player.getAttribute("data-rounds")));
    const reached = await tabsToEveryControl(page, player);
    // The step buttons, the slider, the speed, a cell per round per lane, the agents, the panes, the summaries.
    expect(reached.filter((r) => r.startsWith("button.wbp-cell")).length).toBeGreaterThan(20);
    expect(reached.filter((r) => r.startsWith("button.wbp-btn.wbp-see-agent")).length).toBe(3);
    await worksByKeyboard(page, player);
    // s06: on a subagent's round, the switch between its request and the main agent's, by key too.
    await page.goto(`${base}/en/s06-subagent.html`, { waitUntil: "load" });
    const demo = '.wbp-slot[data-session="s06-demo"]';
    await goToRound(page, demo, 4);
    const sub = page.locator(`${demo} .wbp`);
    expect(await tabsToEveryControl(page, sub)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^button\.wbp-btn\.wbp-see-main /)]),
    );
    await sub.locator(".wbp-see-main").focus();
    await page.keyboard.press("Enter");
    expect(await sub.locator(".wbp-request").getAttribute("data-showing")).toBe("main");
    await page.keyboard.press("ArrowRight");
    expect(await sub.getAttribute("data-round")).toBe("5");
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const mode of ["light", "dark"] as const) {
    it(
      `axe (${WCAG_TAGS.join(", ")}) finds no violation on the home pages, the 404 page, every walkthrough and the sessions page, en and zh, ${mode}, each player at its last round with every pane open`,
      async () => {
        const found: Record<string, string[]> = {};
        const pages = process.env.SITE_AXE_EVERY_PAGE ? everyPage() : AXE_PAGES;
        console.log(`axe, ${mode}: ${pages.length} pages`);
        await inTurn(pages, 3, async ([path, players]) => {
          const page = await context.newPage();
          await page.addInitScript(`localStorage.setItem("vitepress-theme-appearance", "${mode}")`);
          await page.goto(`${base}/${path}`, { waitUntil: "load" });
          expect(/\bdark\b/.test((await page.locator("html").getAttribute("class")) ?? ""), path).toBe(mode === "dark");
          await expect.poll(() => page.locator(".wbp").count(), { timeout: 30_000 }).toBe(players);
          found[path || "/"] = await violations(page);
          await page.close();
        });
        expect(found).toEqual(Object.fromEntries(pages.map(([path]) => [path || "/", []])));
      },
      (process.env.SITE_AXE_EVERY_PAGE ? 180 : 20) * 60_000,
    );
  }
});
