/** The page `pnpm lesson:view` writes: the site's session player and one session, in one file that loads nothing. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { buildSync } from "esbuild";
import { createRequire } from "node:module";
import type { SessionData } from "@agent-workbook/player/data";

/** The kit's concept displays, each a folder: `concepts/<concept>/`. */
const KIT_DISPLAYS = join(dirname(createRequire(import.meta.url).resolve("@agent-workbook/kit/lessons")), "concepts");

/** The player's own folder, found as its package. */
const PLAYER = dirname(createRequire(import.meta.url).resolve("@agent-workbook/player/standalone"));

/** The page's own colours (the site's theme gives them there), light or dark as the reader's system is. */
const PAGE_CSS = `
:root {
  color-scheme: light dark;
  --vp-c-bg: #ffffff; --vp-c-bg-soft: #f6f6f7; --vp-c-text-1: #1f2328; --vp-c-text-2: #59636e;
  --vp-c-divider: #d1d9e0; --vp-c-brand-1: #3451b2;
}
@media (prefers-color-scheme: dark) {
  :root {
    --vp-c-bg: #1b1b1f; --vp-c-bg-soft: #202127; --vp-c-text-1: #dfdfd6; --vp-c-text-2: #98989f;
    --vp-c-divider: #2e2e32; --vp-c-brand-1: #a8b1ff;
    --vp-c-green-soft: #2ea04333; --vp-c-green-1: #3fb950; --vp-c-yellow-soft: #eab30833; --vp-c-yellow-1: #e3b341;
  }
}
html { background: var(--vp-c-bg); color: var(--vp-c-text-1); }
body { margin: 0; padding: 1rem 1.5rem 2rem; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
h1 { font-size: 1.3rem; margin: 0 0 .5rem; }
`;

/**
 * The player's script, bundled from its TypeScript into one piece. Its entry is generated: it imports the player
 * and the player part of each concept in `displays` (`@agent-workbook/kit/displays/<concept>/pane`), and starts it.
 */
export function playerScript(displays: readonly string[] = []): string {
  for (const name of displays) if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Not a concept's name: ${name}`);
  // A concept's player part is its own choice: one with lines only (s07's skills) has no pane.ts.
  const parts = displays.filter((name) => existsSync(join(KIT_DISPLAYS, name, "pane.ts")));
  const entry = [
    'import { start } from "./standalone.ts";',
    ...parts.map((name, k) => `import { pane as pane${k} } from "@agent-workbook/kit/displays/${name}/pane";`),
    `start([${parts.map((_, k) => `pane${k}`).join(", ")}]);`,
  ].join("\n");
  const result = buildSync({
    stdin: { contents: entry, resolveDir: PLAYER, loader: "ts", sourcefile: "lesson-view-entry.ts" },
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** One self-contained HTML page playing `data`: inline CSS, script and data; no font, no network. */
export function playerPage(data: SessionData, lang: "en" | "zh" = "en"): string {
  // Inside <script>, `<` is written as \u003c: no `</script>` in a tool result can end the block early.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const script = playerScript(data.displays).replace(/<\/script/gi, "<\\/script");
  const css = readFileSync(join(PLAYER, "player.css"), "utf-8");
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.title)}</title>
<style>${PAGE_CSS}${css}</style>
</head>
<body>
<h1>${escapeHtml(data.title)}</h1>
<div id="player"></div>
<script type="application/json" id="session-data">${json}</script>
<script>${script}</script>
</body>
</html>
`;
}
