/**
 * `pnpm lesson:diff A B --html FILE` read in headless Chromium: the page an instructor opens. Here, with the site's
 * other browser tests (`pnpm test:site`), since starting a browser is the dearest thing a test can do; the page's
 * text is tested with the command in test/lesson-diff.test.ts.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";
import { main } from "../../scripts/lesson-diff.ts";
import { CHROMIUM, CHROMIUM_ARGS, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";

/** A line of v1 that v2 rewrote. */
const V1_ONLY = "Loop: look at the files, act with your tools, then report what you did.";

/** Runs `pnpm lesson:diff <args>`'s command line in this process, its output kept from the test's. */
function diff(args: string[]): { code: number } {
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return { code: main(args) };
  } finally {
    process.stdout.write = write;
  }
}

// On a developer's machine without a Chromium the test is skipped; on CI (which installs Debian's) a missing browser fails it.
it.skipIf(!existsSync(CHROMIUM) && !process.env.CI)(
  "shows the two files side by side in headless Chromium, loading nothing else",
  async () => {
    const { chromium } = await import("playwright-core");
    const dir = scratchDir("lesson-diff-");
    const file = join(dir, "v1-v2.html");
    expect(diff(["v1", "v2", "--html", file]).code).toBe(0);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      timeout: 120_000,
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      const url = pathToFileURL(file).href;
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });

      // The first changed section: v1's line on the left, v2's on the right, side by side, rows at one height.
      const section = page.locator("section.rows", { hasText: V1_ONLY });
      expect(await section.count()).toBe(1);
      const left = section.locator('[data-side="a"]');
      const right = section.locator('[data-side="b"]');
      expect(await left.isVisible()).toBe(true);
      expect(await right.isVisible()).toBe(true);
      const a = (await left.boundingBox())!;
      const b = (await right.boundingBox())!;
      expect(a.width).toBeGreaterThan(300);
      expect(a.height).toBeGreaterThan(0);
      expect(b.width).toBeGreaterThan(300);
      expect(b.height).toBeGreaterThan(0);
      expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1);
      expect(Math.abs(a.y - b.y)).toBeLessThanOrEqual(3);
      expect(await left.innerText()).toContain(V1_ONLY);
      expect(await right.innerText()).not.toContain(V1_ONLY);
      const tops = await section.evaluate((s) =>
        [...s.querySelectorAll('[data-side="a"] > .line')].map((line, k) => [
          line.getBoundingClientRect().top,
          s.querySelectorAll('[data-side="b"] > .line')[k].getBoundingClientRect().top,
        ]),
      );
      expect(tops.length).toBeGreaterThan(10);
      for (const [top, other] of tops) expect(Math.abs(top - other)).toBeLessThanOrEqual(1);

      // v2's new class is in a right column, and in no left one.
      const todoManager = page.locator('[data-side="b"]', { hasText: "class TodoManager" });
      expect(await todoManager.count()).toBe(1);
      expect(await todoManager.isVisible()).toBe(true);
      expect(await page.locator('[data-side="a"]', { hasText: "class TodoManager" }).count()).toBe(0);
      // Every column in view sits in its own half of the page.
      const columns = await page.locator("section.rows").evaluateAll((sections) =>
        sections
          .filter((s) => s.getClientRects().length > 0)
          .map((s) => {
            const [a, b] = [...s.querySelectorAll(":scope > .side")].map((side) => side.getBoundingClientRect());
            return {
              aRight: a.right,
              bLeft: b.left,
              aTop: a.top,
              bTop: b.top,
              side: [...s.querySelectorAll(":scope > .side")].map((e) => e.getAttribute("data-side")),
            };
          }),
      );
      expect(columns.length).toBeGreaterThan(3);
      for (const c of columns) {
        expect(c.side).toEqual(["a", "b"]);
        expect(c.aRight).toBeLessThanOrEqual(c.bLeft + 1);
        expect(Math.abs(c.aTop - c.bTop)).toBeLessThanOrEqual(3);
      }
      // Long unchanged runs are folded away until opened.
      const fold = page.locator("details.fold").first();
      expect(await fold.locator("summary").innerText()).toMatch(/^\d+ unchanged lines/);
      expect(await fold.locator('[data-side="a"]').isVisible()).toBe(false);

      expect(requests).toEqual([url]);
    } finally {
      await browser.close();
    }
  },
  180_000,
);
