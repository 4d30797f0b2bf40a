import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { markdownFiles, region, syncText } from "../scripts/docs-sync.ts";
import { ROOT } from "./helpers.ts";

describe("docs excerpts", () => {
  it.each(markdownFiles().map((f) => [relative(ROOT, f), f]))("%s is in sync with the source (pnpm docs:sync)", (_name, file) => {
    const text = readFileSync(file, "utf-8");
    expect(syncText(text)).toBe(text);
  });

  it("covers both languages' pages and the READMEs", () => {
    const names = markdownFiles().map((f) => relative(ROOT, f));
    expect(names).toEqual(expect.arrayContaining(["README.md", "README.zh.md", "docs/en/v1-tools.md", "docs/zh/v1-tools.md", "docs/en/kit.md", "docs/zh/kit.md"]));
  });

  it("fills a block from a named region, and fails on a missing region", () => {
    const block = "<!-- include: lessons/v1-tools/agent.ts#loop -->\nold\n<!-- /include -->";
    expect(syncText(block)).toBe(`<!-- include: lessons/v1-tools/agent.ts#loop -->\n\`\`\`ts\n${region("lessons/v1-tools/agent.ts", "loop")}\n\`\`\`\n<!-- /include -->`);
    expect(region("lessons/v1-tools/agent.ts", "loop")).toMatch(/^\/\*\* The agent loop/);
    expect(() => region("lessons/v1-tools/agent.ts", "nope")).toThrow('lessons/v1-tools/agent.ts has no region "nope"');
  });
});

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  for (const [, heading] of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, "").replace(/ /g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

describe("docs links", () => {
  it.each(markdownFiles().map((f) => [relative(ROOT, f), f]))("%s links only to files and headings that exist", (_name, file) => {
    const text = readFileSync(file, "utf-8").replace(/^```[\s\S]*?^```/gm, "");
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
      const [path, anchor] = target.split("#");
      const linked = path ? resolve(dirname(file), path) : file;
      if (!existsSync(linked)) broken.push(target);
      else if (anchor && linked.endsWith(".md") && !anchors(readFileSync(linked, "utf-8")).has(decodeURIComponent(anchor))) broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
