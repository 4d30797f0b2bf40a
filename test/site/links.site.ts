/**
 * The link checker (./links.ts) on a small site made here: it finds each kind of link that leads nowhere, and takes
 * each kind that leads somewhere, as a static host serves it (site.site.ts runs it on the built site).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkLinks } from "./links.ts";

const dist = mkdtempSync(join(tmpdir(), "site-links-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function page(path: string, html: string): void {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), `<!doctype html><html><head></head><body>${html}</body></html>`);
}

describe("the site's link checker", () => {
  page(
    "en/cassettes.html",
    `<h2 id="replay-file">--replay FILE</h2><h2 id="版本-2">版本 2</h2><a name="old-name"></a>
     <a href="#replay-file">here</a> <a href="./kit.html#read-file">kit</a> <a href="/en/kit#read-file">no .html</a>
     <a href="/en/">the overview</a> <a href="../zh/cassettes.html#%E7%89%88%E6%9C%AC-2">encoded</a>
     <a href="#old-name">by name</a> <a href="https://example.invalid/x#y">away</a> <a href="mailto:a@b.invalid">mail</a>
     <a href="./kit.html?x=1&amp;y=2#read-file">escaped</a> <img src="/assets/logo.svg"> <a href="#">top</a>
     <pre>&lt;a href="/en/nowhere.html"&gt;</pre>`,
  );
  page("en/kit.html", `<h3 id="read-file">read_file</h3><a href="cassettes.html#--replay-file">gone anchor</a>`);
  page("en/index.html", `<a href="./source/lessons/v1-tools/cassettes/dispatch.json.html">no page</a>`);
  page("zh/cassettes.html", `<h2 id="版本-2">版本 2</h2><a href="#版本-2--record-写出的格式">gone</a>`);
  page("404.html", `<a href="/en/kit.html#read_file">the id is read-file</a> <script src="/assets/app.js"></script>`);
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, "assets", "logo.svg"), "<svg></svg>");

  it("names every link that leads nowhere: a page the site lacks, an anchor its page lacks, a missing asset", () => {
    const { pages, links, broken } = checkLinks(dist);
    expect(pages).toBe(5);
    expect(links).toBe(14);
    expect(broken).toEqual([
      { page: "404.html", href: "/en/kit.html#read_file", missing: "#read_file on en/kit.html" },
      { page: "404.html", href: "/assets/app.js", missing: "the page /assets/app.js" },
      {
        page: "en/index.html",
        href: "./source/lessons/v1-tools/cassettes/dispatch.json.html",
        missing: "the page /en/source/lessons/v1-tools/cassettes/dispatch.json.html",
      },
      { page: "en/kit.html", href: "cassettes.html#--replay-file", missing: "#--replay-file on en/cassettes.html" },
      {
        page: "zh/cassettes.html",
        href: "#版本-2--record-写出的格式",
        missing: "#版本-2--record-写出的格式 on zh/cassettes.html",
      },
    ]);
  });

  it("reads the links of a site served under a base path, and names one that leaves it", () => {
    const { broken } = checkLinks(dist, "/agent-workbook/");
    expect(broken.filter((b) => b.href.startsWith("/"))).toEqual(
      expect.arrayContaining([
        { page: "en/cassettes.html", href: "/en/", missing: "/en/: outside the site's base /agent-workbook/" },
      ]),
    );
    expect(broken.filter((b) => !b.href.startsWith("/")).map((b) => b.href)).toEqual([
      "./source/lessons/v1-tools/cassettes/dispatch.json.html",
      "cassettes.html#--replay-file",
      "#版本-2--record-写出的格式",
    ]);
  });
});
