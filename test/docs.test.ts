import { readFileSync } from "node:fs";
import { relative } from "node:path";
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
