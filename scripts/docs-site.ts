/**
 * `pnpm docs:site` builds the site (VitePress, docs/.vitepress/) into docs/.vitepress/dist; `pnpm docs:dev`
 * serves it with live reload. First it writes what the pages need from the workbook into
 * docs/.vitepress/cache/workbook/: every bundled cassette played by its lesson offline with `--record` (the
 * session player's data; unchanged inputs are not replayed) and the side-by-side page of each lesson diff.
 * SITE_BASE sets the base path for a project page (`SITE_BASE=/agent-workbook/ pnpm docs:site`).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseCommandLine, UsageError } from "@agent-workbook/kit/cli";
import { ROOT } from "@agent-workbook/kit/paths";
import { listLessons } from "@agent-workbook/kit/lessons";
import { sideBySideHtml } from "./lesson-diff.ts";
import { writeSiteSessions } from "./lesson-view/site-sessions.ts";
import { quitOnCtrlC } from "@agent-workbook/kit/quit-on-ctrl-c";

const DOCS = join(ROOT, "docs");
/** Where the build's data goes (docs/.vitepress/site.ts reads it from there). */
export const SITE_CACHE = join(DOCS, ".vitepress", "cache", "workbook");

const USAGE =
  "Usage: pnpm docs:site    build the site into docs/.vitepress/dist\n       pnpm docs:dev     serve it, with live reload\n";

/** Writes the sessions and the lesson diffs the site shows. */
export function prepareSiteData(log: (line: string) => void = () => {}): void {
  writeSiteSessions(join(SITE_CACHE, "sessions"), log);
  const diffs = join(SITE_CACHE, "diffs");
  mkdirSync(diffs, { recursive: true });
  for (const lesson of listLessons()) {
    if (lesson.base !== undefined)
      writeFileSync(join(diffs, `${lesson.base}-${lesson.id}.html`), sideBySideHtml(lesson.base, lesson));
  }
}

async function main(argv: string[]): Promise<number> {
  let command: string | undefined;
  try {
    const { positionals } = parseCommandLine({ args: argv, allowPositionals: true, options: {} }, USAGE);
    [command] = positionals;
    if (command !== "build" && command !== "dev") throw new UsageError("Run it as pnpm docs:site or pnpm docs:dev.");
    if (positionals.length > 1) throw new UsageError(`Unexpected argument: ${positionals[1]}`);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n\n${USAGE}`);
    return 2;
  }
  const started = Date.now();
  const log = (line: string) => process.stdout.write(`${line}\n`);
  prepareSiteData(log);
  log(`site data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const vitepress = await import("vitepress");
  if (command === "build") {
    await vitepress.build(DOCS);
    log(`site built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${join(DOCS, ".vitepress", "dist")}`);
    return 0;
  }
  const server = await vitepress.createServer(DOCS);
  await server.listen();
  server.printUrls();
  quitOnCtrlC(() => server.close());
  return await new Promise<number>(() => {}); // until Ctrl-C
}

if (import.meta.filename === process.argv[1]) process.exitCode = await main(process.argv.slice(2));
