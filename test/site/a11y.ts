/**
 * axe-core in a Playwright page: the WCAG 2 A and AA rules (wcag2a, wcag2aa, wcag21a, wcag21aa), none disabled or
 * excluded, run on a page as a reader leaves it after stepping every player to its last round with every pane open.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "playwright-core";

/** The WCAG levels axe checks. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf-8");

/** One rule axe found broken on a page, with how many elements break it and the first few of them. */
export interface Violation {
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
  summary: string;
}

/** Runs axe on the page (injected first) and returns its violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (tags) => {
    const axe = (globalThis as unknown as { axe: { run: Function } }).axe;
    const result = await axe.run({ runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return (
      result.violations as Array<{
        id: string;
        impact: string;
        nodes: Array<{ target: string[]; failureSummary: string }>;
      }>
    ).map((v) => ({
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
      summary: v.nodes[0]?.failureSummary.split("\n").slice(0, 2).join(" ") ?? "",
    }));
  }, WCAG_TAGS);
}

/** Steps every player on the page to its last round (End on the focused player) and opens every pane it has. */
export async function lastRoundEveryPaneOpen(page: Page): Promise<void> {
  const players = page.locator(".wbp");
  for (let k = 0; k < (await players.count()); k++) {
    const player = players.nth(k);
    await player.focus();
    await page.keyboard.press("End");
    const rounds = await player.getAttribute("data-rounds");
    const last = await player.evaluate((p) => p.querySelectorAll(".wbp-round:not([hidden])").length);
    if (String(last) !== rounds) throw new Error(`player ${k}: End showed round ${last} of ${rounds}`);
  }
  await page.locator("details").evaluateAll((all) => {
    for (const d of all) d.setAttribute("open", "");
  });
}

/** A control or a scrolling pane of a player: how the test names it, and whether it scrolls. */
export interface Target {
  name: string;
  scrolls: boolean;
}

/**
 * Every control the player shows (buttons, slider, select, summaries, focusable elements) and every element of it
 * that scrolls (content past its box, overflow auto or scroll), each marked `data-kbd="<n>"`, in document order.
 */
export async function keyboardTargets(player: Locator): Promise<Target[]> {
  return player.evaluate((root) => {
    const view = root.ownerDocument.defaultView!;
    const shown = (e: typeof root) => e.getClientRects().length > 0 && !e.closest("[hidden]");
    const scrolls = (e: typeof root) => {
      const s = view.getComputedStyle(e);
      const y = /auto|scroll/.test(s.overflowY) && e.scrollHeight > e.clientHeight + 1;
      const x = /auto|scroll/.test(s.overflowX) && e.scrollWidth > e.clientWidth + 1;
      return x || y;
    };
    const controls = "button, select, input, summary, a[href], [tabindex]:not([tabindex='-1'])";
    const all = ([...root.querySelectorAll("*")] as Array<typeof root>).filter(
      (e) => shown(e) && (e.matches(controls) || scrolls(e)),
    );
    return all.map((e, n) => {
      e.setAttribute("data-kbd", String(n));
      const label = e.getAttribute("aria-label") ?? e.textContent?.trim().slice(0, 30) ?? "";
      return { name: `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} "${label}"`, scrolls: scrolls(e) };
    });
  });
}

/** One Tab press: which marked element it focused (undefined: none, the focus left the player) and how it showed. */
export interface TabStop {
  kbd?: string;
  name: string;
  /** The focused element draws an outline (2px or more) or a shadow: the focus is visible. */
  visible: boolean;
}

/** Focuses the player and presses Tab until the focus leaves it; returns every stop on the way. */
export async function tabThrough(page: Page, player: Locator, most = 400): Promise<TabStop[]> {
  await player.focus();
  const stops: TabStop[] = [];
  for (let k = 0; k < most; k++) {
    await page.keyboard.press("Tab");
    const stop = await player.evaluate((root) => {
      const a = root.ownerDocument.activeElement;
      if (!a || !root.contains(a)) return undefined;
      const s = root.ownerDocument.defaultView!.getComputedStyle(a);
      const outline = s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 2;
      return {
        kbd: a.getAttribute("data-kbd") ?? undefined,
        name: `${a.tagName.toLowerCase()}.${[...a.classList].join(".")}`,
        visible: a.matches(":focus-visible") && (outline || s.boxShadow !== "none"),
      };
    });
    if (!stop) return stops;
    stops.push(stop);
  }
  throw new Error(`Tab did not leave the player in ${most} presses`);
}

/** Scrolls a focused pane by key: PageDown from its top moves it down, ArrowUp back up. Returns the positions. */
export async function scrollByKey(page: Page, pane: Locator): Promise<{ down: number; up: number }> {
  await pane.focus();
  await pane.evaluate((e) => {
    e.scrollTop = 0;
    e.scrollLeft = 0;
  });
  // Where the pane comes to rest after a key (the browser may scroll smoothly): the same position twice, 100 ms apart.
  const settled = async () => {
    let last = -1;
    for (let k = 0; k < 40; k++) {
      const now = await pane.evaluate((e) => e.scrollTop + e.scrollLeft);
      if (now === last) return now;
      last = now;
      await page.waitForTimeout(100);
    }
    return last;
  };
  await page.keyboard.press("PageDown");
  const down = await settled();
  await page.keyboard.press("ArrowUp");
  return { down, up: await settled() };
}

/** Runs `work` on every item, `width` at a time (a few pages of one browser at once). */
export async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: width }, worker));
}
