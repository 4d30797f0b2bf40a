/**
 * The Chinese pages keep to docs/zh/glossary.md, one term per concept (scripts/docs-terms.ts reads the rules off
 * the glossary's own tables). In process, no lesson runs.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  breaches,
  checkTerms,
  chineseStrings,
  GLOSSARY,
  glossaryPairs,
  glossaryRules,
  governedFiles,
  proseOf,
} from "../scripts/docs-terms.ts";

const { terms, rules } = glossaryRules(readFileSync(GLOSSARY, "utf-8"));
/** The files the glossary governs, found once for the tests that read them. */
const governed = governedFiles();

describe("the glossary (docs/zh/glossary.md)", () => {
  it("gives the rules: one Chinese term per concept, the variants it rules out, the English it translates", () => {
    expect(terms.length).toBeGreaterThanOrEqual(40);
    expect(new Set(terms).size).toBe(terms.length);
    const forTerm = (term: string) => rules.filter((r) => r.term === term).map((r) => r.variant);
    expect(forTerm("父 Agent")).toEqual(["父代理", "父级 Agent", "parent"]);
    expect(forTerm("主 Agent")).toEqual(["主代理", "顶层 Agent", "main agent"]);
    expect(forTerm("应急压缩")).toEqual(["被动压缩", "响应式压缩", "反应式压缩", "reactive compaction"]);
    expect(forTerm("待办清单")).toEqual(["任务清单", "任务列表", "待办列表", "todo list"]);
    expect(forTerm("回合")).toEqual(["turn"]);
    expect(forTerm("cassette")).toEqual(["录音带", "磁带", "卡带"]);
    expect(forTerm("N 秒")).toEqual(["N s", "Ns", "N sec", "N seconds"]);
  });

  it("finds a ruled-out variant or a translated English word in prose, and nothing outside it", () => {
    const page = [
      "父代理读到了 sample 的结果，2 s 之后又拿到锁。",
      "`父代理` 和 [父 Agent](s06-subagent.md#父代理) 都可以；agent-workbook、2 steps、TODO(lesson:new) 也是。",
      "```bash",
      "pnpm lesson s06 # 父代理 sample",
      "```",
      "<!-- lesson-output: s06 -->",
      "父代理 2s",
      "<!-- /lesson-output -->",
      "任务存储拒绝了它；存储拒绝了它，父级Agent 等了 3s。<!-- 父代理 -->",
      "**子 Agent**（subagent）和**上下文稀释**（context dilution），不是 `x`（subagent）。",
      "被动压缩之后，主 Agent 重试；应急压缩也是。",
    ].join("\n");
    expect(breaches(proseOf(page), rules, terms)).toEqual([
      "1: “父代理” → 父 Agent",
      "1: “sample” → 示例项目",
      "1: “2 s” → N 秒",
      "1: “拿到锁” → 获取锁",
      "9: “存储” → 任务存储",
      "9: “父级Agent” → 父 Agent",
      "9: “3s” → N 秒",
      "10: “subagent” → 子 Agent",
      "11: “被动压缩” → 应急压缩",
    ]);
  });

  it("reads the Chinese strings of code, in place, not its comments, names, regular expressions or interpolations", () => {
    const source = [
      "// 主 Agent in a comment",
      'const zh = { round: "第一轮", parent: "父代理", re: /^第 \\S+ 课："/ };',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
      "const t = (n: number) => `第 ${n} 轮，${'sample'} 在 \\`pnpm lesson\\` 里`;",
      "const en = 'subagent';",
    ].join("\n");
    const strings = chineseStrings(source);
    expect(strings.split("\n").map((l) => l.replace(/ +/g, " ").trim())).toEqual([
      "",
      "第一轮 父代理",
      "第 轮， 在 ` pnpm lesson` 里",
      "",
    ]);
    expect(strings.length).toBe(source.length);
    expect(breaches(proseOf(strings), rules, terms)).toEqual(["2: “父代理” → 父 Agent"]);
  });

  it("governs every zh page, README.zh.md and the site's and player's strings", () => {
    expect(governed).toEqual(
      expect.arrayContaining([
        "README.zh.md",
        "docs/zh/README.md",
        "docs/zh/s06-subagent.md",
        "docs/.vitepress/config.mts",
        "player/src/labels.ts",
        "shared/src/concepts/compaction/pane.ts",
        "scripts/lesson-new.ts",
      ]),
    );
  });
});

describe("the English glossary (docs/en/glossary.md)", () => {
  it("lists the Chinese glossary's concepts, row for row: the same English term and the same Chinese term", () => {
    const zh = glossaryPairs(readFileSync(GLOSSARY, "utf-8"));
    const en = glossaryPairs(readFileSync(join(GLOSSARY, "..", "..", "en", "glossary.md"), "utf-8"));
    expect(zh.length).toBe(terms.length);
    expect(zh).toContainEqual(["lead", "组长"]);
    expect(en).toEqual(zh);
  });
});

describe("the Chinese pages keep to the glossary", () => {
  const found = checkTerms(governed);
  it.each(governed)("%s", (file) => {
    expect(found.get(file) ?? []).toEqual([]);
  });
});
