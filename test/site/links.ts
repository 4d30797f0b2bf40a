/**
 * The built site's links, read from its files as a static host serves them: every internal href and src on every
 * page leads to a file the site has (`/x` finds `/x.html`, `/d/` `/d/index.html`), and every `#anchor` to an id (or
 * an anchor's name) on the page it points to. Links to other sites are left out.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";

/** One link that leads nowhere: the page it is on (`en/kit.html`), its href as written, and what is missing. */
export interface BrokenLink {
  page: string;
  href: string;
  missing: string;
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

/** An attribute's value as the browser reads it: `&amp;`, `&quot;`, `&#39;`, `&#x27;` … replaced. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The tags of an HTML text (outside them, `<` is escaped), each with its name and its attributes' text. */
function tags(html: string): Array<{ name: string; attributes: string }> {
  return [...html.matchAll(/<([a-z][a-z0-9-]*)(\s[^>]*)?>/gi)].map((m) => ({
    name: m[1].toLowerCase(),
    attributes: m[2] ?? "",
  }));
}

/** An attribute's value in a tag's attributes' text (double, single or no quotes), unescaped. */
function attribute(attributes: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attributes);
  return m ? unescapeAttribute(m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Every HTML file under `dir`, from `dir`, with `/` separators. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf-8" })
    .filter((f) => f.endsWith(".html"))
    .map((f) => f.split(sep).join("/"))
    .sort();
}

/** The file a static host serves for a path of the site (from `dist`, decoded), as test/site's server finds it. */
function servedFile(dist: string, path: string): string | undefined {
  const candidates = path.endsWith("/") ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((c) => {
    try {
      return statSync(join(dist, c)).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * Reads every page of the site built in `dist` (served at `base`, `/` or `/agent-workbook/`): how many pages and
 * internal links it has, and each link that leads nowhere (an href or src whose file the site does not have, or a
 * `#anchor` no element of its page has as its id).
 */
export function checkLinks(dist: string, base = "/"): { pages: number; links: number; broken: BrokenLink[] } {
  const broken: BrokenLink[] = [];
  let links = 0;
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (file: string): Set<string> => {
    let found = anchors.get(file);
    if (!found) {
      found = new Set();
      for (const tag of tags(readFileSync(join(dist, file), "utf-8"))) {
        const id = attribute(tag.attributes, "id");
        if (id !== undefined) found.add(id);
        const name = tag.name === "a" ? attribute(tag.attributes, "name") : undefined;
        if (name !== undefined) found.add(name);
      }
      anchors.set(file, found);
    }
    return found;
  };
  const site = new URL(base, "http://site.invalid");
  const pages = htmlFiles(dist);
  for (const page of pages) {
    const here = new URL(page, site);
    for (const tag of tags(readFileSync(join(dist, page), "utf-8"))) {
      for (const href of ["href", "src"].map((name) => attribute(tag.attributes, name))) {
        if (href === undefined || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href.trim())) continue;
        links += 1;
        const url = new URL(href.trim(), here);
        const path = decodeURIComponent(url.pathname);
        if (url.origin !== site.origin || !path.startsWith(site.pathname)) {
          broken.push({ page, href, missing: `${path}: outside the site's base ${site.pathname}` });
          continue;
        }
        const file = servedFile(dist, path.slice(site.pathname.length));
        if (file === undefined) {
          broken.push({ page, href, missing: `the page ${path}` });
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor === "" || !file.endsWith(".html")) continue;
        if (!anchorsOf(file).has(anchor)) broken.push({ page, href, missing: `#${anchor} on ${file}` });
      }
    }
  }
  return { pages: pages.length, links, broken };
}
