import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { lessonRunsReady } from "@agent-workbook/kit/authoring/tests/lesson-tests";
import {
  excerpt,
  lessonOutput,
  markdownFiles,
  region,
  rememberLessonOutput,
  main as syncMain,
  syncText,
} from "../scripts/docs-sync.ts";
import { diffStat, formatStat, lessonDiff } from "../scripts/lesson-diff.ts";
import { listLessons } from "@agent-workbook/kit/lessons";
import { courseMap, demoLinks } from "../scripts/course-map.ts";
import { offlineEnv, ROOT, runTsFile, scratchDir } from "@agent-workbook/kit/authoring/tests/helpers";

// The lesson runs the docs show (`pnpm lesson v2` …), made once for all test files (test/global-setup.ts).
for (const [args, run] of Object.entries(await lessonRunsReady())) rememberLessonOutput(args, run);

describe("docs excerpts", () => {
  it.each(markdownFiles().map((f) => [relative(ROOT, f), f]))(
    "%s is in sync with the source (pnpm docs:sync)",
    (_name, file) => {
      const text = readFileSync(file, "utf-8");
      expect(syncText(text, file)).toBe(text);
    },
  );

  it("covers both languages' pages and the READMEs", () => {
    const names = markdownFiles().map((f) => relative(ROOT, f));
    expect(names).toEqual(
      expect.arrayContaining([
        "README.md",
        "README.zh.md",
        "docs/en/v1-tools.md",
        "docs/zh/v1-tools.md",
        "docs/en/kit.md",
        "docs/zh/kit.md",
      ]),
    );
  });

  it("fills a block from a named region, and fails on a missing region", () => {
    const block = "<!-- include: lessons/v1-tools/agent.ts#loop -->\nold\n<!-- /include -->";
    expect(syncText(block)).toBe(
      `<!-- include: lessons/v1-tools/agent.ts#loop -->\n\`\`\`ts\n${region("lessons/v1-tools/agent.ts", "loop")}\n\`\`\`\n<!-- /include -->`,
    );
    expect(region("lessons/v1-tools/agent.ts", "loop")).toMatch(/^\/\*\* The agent loop/);
    expect(() => region("lessons/v1-tools/agent.ts", "nope")).toThrow('lessons/v1-tools/agent.ts has no region "nope"');
  });

  it("refuses a block with no closing line or a marker that does not parse, instead of eating the text after it", () => {
    const unclosed =
      "<!-- include: lessons/v1-tools/agent.ts#loop -->\nprose\n<!-- include: lessons/v1-tools/agent.ts#repl -->\nold\n<!-- /include -->";
    expect(() => syncText(unclosed)).toThrow(
      "Malformed block, fix it by hand (a typo, or no <!-- /include --> after it): <!-- include: lessons/v1-tools/agent.ts#loop -->",
    );
    expect(() => syncText("<!-- lesson-diff: v1 v2 --stats -->\n<!-- /lesson-diff -->")).toThrow(
      "<!-- lesson-diff: v1 v2 --stats -->",
    );
    expect(() => syncText("<!-- lesson-diff: v1 v2 -->\nprose")).toThrow("no <!-- /lesson-diff --> after it");
  });
});

describe("pnpm docs:sync (its command line)", () => {
  // With the lessons' compile cache, as the lessons it runs have (offlineEnv): the script is not compiled each time.
  const env = { ...process.env, NODE_COMPILE_CACHE: offlineEnv().NODE_COMPILE_CACHE };
  /** The command as a process: what `pnpm docs:sync ARGS` prints and its exit code. */
  const process_ = (...args: string[]) => runTsFile(join(ROOT, "scripts", "docs-sync.ts"), args, { env });
  /** The same command line run in this process (its main, the program's code), from the workbook's root. */
  const sync = (...args: string[]) => {
    const out = { stdout: "", stderr: "" };
    const code = syncMain(args, {
      stdout: { write: (text: string) => (out.stdout += text) },
      stderr: { write: (text: string) => (out.stderr += text) },
      cwd: ROOT,
    });
    return { code, ...out };
  };

  // The command line, on a page of one excerpt: what fills each kind of block is tested in this process, above
  // and below, and the full pages' lesson runs would make each run of the command take seconds.
  const v1Page = readFileSync(join(ROOT, "docs/en/v1-tools.md"), "utf-8");
  const loop = /<!-- include: lessons\/v1-tools\/agent\.ts#loop -->\n[\s\S]*?<!-- \/include -->\n/.exec(v1Page)![0];
  const page = `# The loop\n\n${loop}\nThat is the loop.\n`;

  it("--check fails on a page whose excerpt was edited by hand (as a process: exit 1), and a sync puts the source back", () => {
    const file = join(scratchDir("docs-sync-"), "v1-tools.md");
    const line = "async function agentLoop(messages: Anthropic.MessageParam[]): Promise<void> {";
    expect(loop).toMatch(/^<!-- include: lessons\/v1-tools\/agent.ts#loop -->\n```ts\n\/\*\* The agent loop/);
    expect(loop).toContain(line);
    writeFileSync(file, page.replace(line, "async function agentLoop(messages) {"));

    const stale = process_("--check", file);
    expect(stale.code).toBe(1);
    expect(stale.stdout).toBe("");
    expect(stale.stderr).toBe(`Out of date with the source (run pnpm docs:sync): ${relative(ROOT, file)}\n`);
    expect(readFileSync(file, "utf-8")).not.toBe(page); // --check changes nothing
    expect(sync("--check", file)).toEqual(stale);

    const fixed = sync(file);
    expect(fixed.code).toBe(0);
    expect(fixed.stdout).toBe(`updated: ${relative(ROOT, file)}\n`);
    expect(readFileSync(file, "utf-8")).toBe(page);
    expect(sync("--check", file)).toEqual({ code: 0, stdout: "docs are in sync\n", stderr: "" });
  });

  it("refuses an unknown option or a missing file with usage and exit 2", () => {
    const option = sync("--chek");
    expect(option.code).toBe(2);
    expect(option.stderr).toMatch(
      /^Unknown option: --chek \(did you mean --check\?\)\n\nUsage: pnpm docs:sync \[--check\] \[FILE\.md …\]/,
    );
    const missing = sync("--check", "docs/en/nope.md");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^No such file: .*docs\/en\/nope\.md\n\nUsage:/);
  });
});

describe("lesson diffs in the docs", () => {
  it("fills a lesson-diff block with what pnpm lesson:diff prints, uncoloured, in a fence", () => {
    expect(syncText("<!-- lesson-diff: v1 v2 -->\nold\n<!-- /lesson-diff -->")).toBe(
      `<!-- lesson-diff: v1 v2 -->\n\`\`\`diff\n${lessonDiff("v1", "v2").trimEnd()}\n\`\`\`\n<!-- /lesson-diff -->`,
    );
    expect(syncText("<!-- lesson-diff: v1 v2 --stat -->\n<!-- /lesson-diff -->")).toBe(
      `<!-- lesson-diff: v1 v2 --stat -->\n\`\`\`text\n${formatStat(diffStat("v1", "v2"), { color: false }).trimEnd()}\n\`\`\`\n<!-- /lesson-diff -->`,
    );
    expect(() => syncText("<!-- lesson-diff: v1 v9 -->\n<!-- /lesson-diff -->")).toThrow(/v9/);
  });

  const built = listLessons().filter((l) => l.base);
  it.each(
    built.flatMap((l) => ["en", "zh"].map((lang) => [`docs/${lang}/${basename(l.dir)}.md`, l.base, l.id] as const)),
  )(
    "%s carries the diff and the summary from the lesson it builds on, and links to them at the top",
    (page, base, id) => {
      const text = readFileSync(join(ROOT, page), "utf-8");
      expect(text).toContain(`<!-- lesson-diff: ${base} ${id} -->\n`);
      expect(text).toContain(`<!-- lesson-diff: ${base} ${id} --stat -->\n`);
      const header = text.split("\n")[2];
      const section = page.includes("/en/") ? `#what-changed-since-${base}` : `#与-${base}-相比改了什么`;
      expect(header).toContain(`](${section})`);
    },
  );
  it("covers every lesson but the first", () => {
    expect(built.map((l) => l.id)).toEqual(
      listLessons()
        .slice(1)
        .map((l) => l.id),
    );
  });
});

describe("lesson output in the docs", () => {
  it("fills a lesson-output block with what pnpm lesson prints offline, the paths of this machine left out", () => {
    const demo = lessonOutput("v1");
    expect(demo.split("\n").slice(0, 3)).toEqual([
      "No API key set (ANTHROPIC_API_KEY or OPENAI_API_KEY in .env): playing the scripted demo lessons/v1-tools/cassettes/demo.json.",
      "workspace: <workdir> (a fresh copy of lessons/v1-tools/sample)",
      "v1 >> The tests fail. Find the bug in convert.js, fix it, and note the fix in CHANGELOG.md.",
    ]);
    expect(demo).toContain("  4/4 passed\n");
    expect(
      demo.endsWith("Demo finished. Put ANTHROPIC_API_KEY (or OPENAI_API_KEY) in .env to run pnpm lesson v1 live.\n"),
    ).toBe(true);
    expect(demo).not.toContain(ROOT);
    expect(demo).not.toMatch(/\x1b|\/tmp\//);
    expect(demo).not.toContain(tmpdir()); // the run's temporary folder, where the demo's workspace was
    expect(syncText("<!-- lesson-output: v1 -->\nold\n<!-- /lesson-output -->")).toBe(
      `<!-- lesson-output: v1 -->\n\`\`\`text\n${demo.trimEnd()}\n\`\`\`\n<!-- /lesson-output -->`,
    );
  });

  it("cuts an excerpt from the first line with one text to the next line with the other", () => {
    expect(excerpt("a\nb 1\nc\nd 1\ne\nb 2", "b", "d")).toBe("b 1\nc\nd 1");
    expect(excerpt("one line", "one", "line")).toBe("one line");
    expect(() => excerpt("a\nb", "b", "a")).toThrow('No excerpt from "b" to "a"');
    expect(
      syncText('<!-- lesson-output: v1 | from "> read_file" to "  ↳ round 3" -->\n<!-- /lesson-output -->'),
    ).toMatch(
      /^<!-- lesson-output: v1 \| from "> read_file" to "  ↳ round 3" -->\n```text\n> read_file: convert\.js\n[\s\S]*\n  ↳ round 3 · [^\n]*\n```\n<!-- \/lesson-output -->$/,
    );
  });

  it("fails on a lesson run that fails, and on a block it cannot read", () => {
    expect(() => syncText("<!-- lesson-output: v9 -->\n<!-- /lesson-output -->")).toThrow(
      /pnpm lesson v9 failed \(exit 2\):\nUnknown lesson: v9/,
    );
    expect(() => syncText("<!-- lesson-output: v1 | from a to b -->\n<!-- /lesson-output -->")).toThrow(
      "Malformed block",
    );
  });

  it.each(
    listLessons().flatMap((l) => ["en", "zh"].map((lang) => [`docs/${lang}/${basename(l.dir)}.md`, l.id] as const)),
  )("%s shows the demo as the lesson prints it (a lesson-output block)", (page, id) => {
    expect(readFileSync(join(ROOT, page), "utf-8")).toContain(
      `\n<!-- lesson-output: ${id} -->\n\`\`\`text\nNo API key set`,
    );
  });
});

describe("the course map", () => {
  const lessons = listLessons();
  const en = courseMap("en", join(ROOT, "docs", "en"), lessons);

  it("nests each lesson under the lesson it builds on, in course order, with what it adds, its tools' change and the reference's chapter", () => {
    const item = (id: string) => en.split("\n").find((line) => line.trimStart().startsWith(`- **${id}** `))!;
    const depth = (id: string) => item(id).indexOf("-") / 2;
    for (const lesson of lessons) {
      expect(item(lesson.id), lesson.id).toBeDefined();
      const base = lessons.find((l) => l.id === lesson.base);
      expect(depth(lesson.id), lesson.id).toBe(base ? depth(base.id) + 1 : 0);
      // Under its base's item: the lines between them are the base's other branches, all deeper than the base.
      if (base) {
        const lines = en.split("\n");
        const between = lines.slice(lines.indexOf(item(base.id)) + 1, lines.indexOf(item(lesson.id)));
        expect(
          between.every((line) => line.indexOf("-") / 2 > depth(base.id)),
          lesson.id,
        ).toBe(true);
      }
    }
    expect(item("v2")).toBe(
      "    - **v2** [The planning agent](v2-todo.md): a TodoWrite list and a nag reminder (tools: + `TodoWrite`) · reference s05",
    );
    expect(item("s03")).toContain("(tools: + `todo`; − `TodoWrite`) — replaces v2's `todo` concept · reference s05");
    expect(item("v0")).toBe(
      "- **v0** [The bash agent](v0-bash.md): one tool is enough (tools: `bash`) · reference s01",
    );
    // A lesson that follows the reference's chapter of its own number says so too; s03p follows s03.
    expect(item("s06")).toMatch(/ · reference s06$/);
    expect(item("s03p")).toMatch(/^ {4}- \*\*s03p\*\* \[Permission\]\(s03p-permission\.md\): .* · reference s03$/);
  });

  it("names each lesson by its zh walkthrough's heading on the Chinese map, its links relative to the page", () => {
    const zh = courseMap("zh", ROOT, lessons);
    expect(zh).toContain("\n      - **s06** [子 Agent](docs/zh/s06-subagent.md)（工具：+ `task`） · 参考资料 s06\n");
    expect(zh).toContain("（工具：+ `read_file`、`write_file`、`edit_file`）");
  });

  it("puts a lesson whose base is not a lesson at the top, as a root", () => {
    const orphan = { ...lessons.find((l) => l.id === "s08")!, base: "s07" };
    const map = courseMap("en", join(ROOT, "docs", "en"), [lessons[0], orphan]);
    expect(map.split("\n").filter((line) => line.startsWith("- **"))).toHaveLength(2);
    expect(map).toContain(
      "\n- **s08** [Context compaction](s08-compact.md): keep working past the context window (tools: `bash`, ",
    );
  });

  it("links every lesson's demo from getting started, in course order (a demo-links block)", () => {
    const links = demoLinks("en", join(ROOT, "docs", "en"), lessons);
    expect(links).toBe(`${lessons.map((l) => `[${l.id}](${basename(l.dir)}.md#what-you-see)`).join(", ")}.\n`);
    expect(demoLinks("zh", join(ROOT, "docs", "zh"), lessons)).toContain(
      "[s06](s06-subagent.md#运行演示时你会看到什么)、",
    );
    for (const lang of ["en", "zh"])
      expect(readFileSync(join(ROOT, "docs", lang, "getting-started.md"), "utf-8")).toContain(
        `\n<!-- demo-links: ${lang} -->\n${demoLinks(lang as "en", join(ROOT, "docs", lang), lessons)}<!-- /demo-links -->\n`,
      );
  });

  it("fills a course-map block, and refuses one with no closing line", () => {
    const block = "<!-- course-map: en -->\nold\n<!-- /course-map -->";
    expect(syncText(block, join(ROOT, "docs", "en", "README.md"))).toBe(
      `<!-- course-map: en -->\n\n${en}\n<!-- /course-map -->`,
    );
    expect(() => syncText("<!-- course-map: en -->\nprose")).toThrow("no <!-- /course-map --> after it");
    for (const page of ["README.md", "README.zh.md", "docs/en/README.md", "docs/zh/README.md"])
      expect(readFileSync(join(ROOT, page), "utf-8"), page).toMatch(/\n<!-- course-map: (en|zh) -->\n\n- \*\*v0\*\* /);
  });
});

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const prose = markdown.replace(/^(`{3,})[\s\S]*?^\1/gm, "");
  for (const [, heading] of prose.matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
      .replace(/ /g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

describe("docs links", () => {
  it.each(markdownFiles().map((f) => [relative(ROOT, f), f]))(
    "%s links only to files and headings that exist",
    (_name, file) => {
      const text = readFileSync(file, "utf-8").replace(/^(`{3,})[\s\S]*?^\1/gm, "");
      const broken: string[] = [];
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue; // https:, mailto:
        const [path, anchor] = target.split("#");
        const linked = path ? resolve(dirname(file), path) : file;
        if (!existsSync(linked)) broken.push(target);
        else if (
          anchor &&
          linked.endsWith(".md") &&
          !anchors(readFileSync(linked, "utf-8")).has(decodeURIComponent(anchor))
        )
          broken.push(target);
      }
      expect(broken).toEqual([]);
    },
  );
});
