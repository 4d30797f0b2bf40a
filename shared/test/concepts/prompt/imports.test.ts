/**
 * Project instructions' `@path` imports (s10): relative to the importing file, `~/` for the home folder; at most 5
 * hops; a cycle named and cut; never inside a code span or a fenced block; a missing file noted.
 */
import { describe, expect, it } from "vitest";
import { expandImports, outsideCode } from "../../../src/concepts/prompt/index.ts";

/** A walk over in-memory files, the workspace `/w`, home `/home/me`. */
function walkOver(files: Record<string, string>) {
  return { home: "/home/me", shownFrom: "/w", read: (path: string) => files[path] };
}
const expand = (files: Record<string, string>, file = "/w/CLAUDE.md") =>
  expandImports(file, files[file], walkOver(files));

describe("@path imports", () => {
  it("expands a relative import and a ~/ one in place, each wrapped with its path", () => {
    const files = {
      "/w/CLAUDE.md": "Follow @docs/style.md and @~/.claude/mine.md please.\n",
      "/w/docs/style.md": "Two spaces.\n",
      "/home/me/.claude/mine.md": "Be brief.\n",
    };
    expect(expand(files)).toBe(
      'Follow @docs/style.md\n<imported path="docs/style.md">\nTwo spaces.\n</imported>\n and @~/.claude/mine.md\n<imported path="~/.claude/mine.md">\nBe brief.\n</imported>\n please.\n',
    );
  });

  it("a nested import is relative to the file that imports it", () => {
    const files = {
      "/w/CLAUDE.md": "@docs/a.md\n",
      "/w/docs/a.md": "A, then @b.md\n",
      "/w/docs/b.md": "B.\n",
    };
    expect(expand(files)).toContain('<imported path="docs/b.md">\nB.\n</imported>');
  });

  it("a cycle is named and cut; a missing file is noted; the rest goes on", () => {
    const files = {
      "/w/CLAUDE.md": "@a.md and @gone.md\n",
      "/w/a.md": "A imports @CLAUDE.md\n",
    };
    const out = expand(files);
    expect(out).toContain("A imports @CLAUDE.md [not imported: a cycle, CLAUDE.md → a.md → CLAUDE.md; cut here]");
    expect(out).toContain("and @gone.md [not imported: gone.md does not exist]");
  });

  it("goes at most 5 hops deep", () => {
    const files: Record<string, string> = { "/w/CLAUDE.md": "@f1.md\n" };
    for (let i = 1; i <= 7; i++) files[`/w/f${i}.md`] = `level ${i} @f${i + 1}.md\n`;
    const out = expand(files);
    expect(out).toContain("level 5 @f6.md [not imported: more than 5 hops deep]");
    expect(out).not.toContain("level 6");
  });

  it("never inside a code span or a fenced block", () => {
    const files = {
      "/w/CLAUDE.md": "Run `npm i @types/node` then\n```sh\ncat @a.md\n```\n~~~\n@a.md\n~~~\nbut @a.md here.\n",
      "/w/a.md": "A.\n",
    };
    const out = expand(files);
    expect(out.match(/<imported /g)).toHaveLength(1);
    expect(out).toContain("`npm i @types/node`");
    expect(out).toContain("```sh\ncat @a.md\n```");
    expect(outsideCode("a `b` c", (p) => p.toUpperCase())).toBe("A `b` C");
  });
});
