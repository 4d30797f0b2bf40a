/**
 * What `pnpm lesson:new` writes for a new lesson: its files (agent.ts from its base, package.json, the scripted demo
 * to write, the exercise and its test, the cross-lesson expectations) and its walkthroughs in English and Chinese.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "@agent-workbook/kit/paths";
import type { LessonEntry } from "@agent-workbook/kit/lessons";
import { PLACEHOLDER } from "../lesson-check.ts";

/** What the command was asked for: the new lesson's id, folder, place, base and title. */
export interface Request {
  /** What learners type: `pnpm lesson <id>`. */
  id: string;
  /** Its folder under lessons/. */
  folder: string;
  /** Its place in the course (package.json workbook.order): the id's number. */
  order: number;
  /** The lesson it builds on. */
  base: LessonEntry;
  /** Its title (package.json workbook.title), if given. */
  title?: string;
  /** Whether to run pnpm install after. */
  install: boolean;
}

/** The base's lesson file, made this lesson's: its id where the base's was, and a header that says what to write. */
export function lessonFile(base: LessonEntry, id: string): string {
  const source = readFileSync(base.entry, "utf-8");
  return (
    source
      // Its declaration, on one line or broken over several by the formatter.
      .replace(new RegExp(`(LESSON: Lesson = \\{\\s*id: )"${base.id}"(,\\s*entry)`), `$1"${id}"$2`)
      .replace(`(\`pnpm lesson ${base.id}\`, its --help)`, `(\`pnpm lesson ${id}\`, its --help)`)
      .replace(`pnpm lesson ${base.id}\``, `pnpm lesson ${id}\``)
      .replace(/^ \* Lesson \S+: (.*)$/m, ` * Lesson ${id}: ${PLACEHOLDER} (its name; the base's was: $1)`)
      .replace(
        /^( \* Lesson .*\n \*\n)/m,
        `$1 * ${PLACEHOLDER}: what this lesson adds to ${base.id}, in a few lines.\n *\n`,
      )
  );
}

export function packageJson(request: Request, order: number): string {
  const base = JSON.parse(readFileSync(join(request.base.dir, "package.json"), "utf-8"));
  const pkg = {
    name: `@agent-workbook/${request.folder}`,
    version: base.version,
    private: true,
    type: "module",
    main: "agent.ts",
    dependencies: base.dependencies,
    workbook: {
      id: request.id,
      title: request.title ?? `${PLACEHOLDER}: the lesson's title`,
      order,
      base: request.base.id,
    },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

export function cassetteScript(id: string): string {
  return `/**
 * Lesson ${id}'s scripted cassettes (\`pnpm cassettes:scripted\` writes them here): \`demo.json\`, what a learner
 * without a key watches. Script it as the other lessons do (@agent-workbook/kit/authoring/cassette-script has the helpers).
 */
import { cassette, type ScriptedCassettes, say } from "@agent-workbook/kit/authoring/cassette-script";

export default {
  "demo.json": cassette(
    "${id}",
    "demo",
    ["${PLACEHOLDER}: the task the demo gives the agent"],
    [[say("${PLACEHOLDER}: the demo, a response per round, each a list of say(…) and call(tool, input).")]],
  ),
} satisfies ScriptedCassettes;
`;
}

export function exerciseFile(id: string): string {
  return `/** The exercise of lesson ${id} (\`pnpm exercise ${id}\`): which code of agent.ts it takes out, its checks and hints. */
import type { ExerciseSpec } from "@agent-workbook/kit/authoring/exercise/start-file";

export default {
  goal: "${PLACEHOLDER}: what the learner writes, in one line",
  // The cassettes the learner's file is checked on, in order: the cases first, the demo last.
  checks: ["demo"],
  // Each region is marked in agent.ts with // #region exercise:NAME … // #endregion exercise:NAME.
  regions: {},
  // For each check: from a nudge about what it tests to nearly the answer (--hint follows the first that fails).
  hints: { demo: ["${PLACEHOLDER}: a nudge", "${PLACEHOLDER}: nearly the answer"] },
} satisfies ExerciseSpec;
`;
}

/** The lesson's exercise checked as a learner's file is (@agent-workbook/kit/authoring/tests/exercise-tests). */
export function exerciseTestFile(id: string): string {
  return `/** Lesson ${id}'s exercise, checked as a learner's file is: the start file fails, the lesson passes, each mistake is named. */
import { exerciseTests } from "@agent-workbook/kit/authoring/tests/exercise-tests";

await exerciseTests("${id}");
`;
}

export async function expectationsFile(request: Request): Promise<string> {
  const file = pathToFileURL(join(request.base.dir, "test", "expectations.ts")).href;
  const { default: base } = (await import(file)) as { default: { tools: string[]; reminders: string[] } };
  return `/** What the cross-lesson tests expect of lesson ${request.id} (@agent-workbook/kit/authoring/tests/lesson-expectations). */
import type { LessonExpectations } from "@agent-workbook/kit/authoring/tests/lesson-expectations";

export default {
  // As ${request.base.id}'s, which it started from: keep them true as the lesson grows.
  tools: ${JSON.stringify(base.tools)},
  reminders: ${JSON.stringify(base.reminders)},
  // The failing tool calls its cassettes mean to show, by cassette: { "demo.json": [{ round, tool, result, why }] }.
  shownErrors: {},
  // Bad calls of its own tools, each with the result it must give.
  badInputs: [],
  // Common mistakes in its exercise, each with the message a check gives it.
  mistakes: [],
  // Each region's TODO cut into its sentences, each with the mistake that ignores it (a check must catch it).
  audit: {},
} satisfies LessonExpectations;
`;
}

/** The name a header link gives a lesson: `s05, the todo_write agent`, from its walkthrough's first heading. */
export function linkName(lesson: LessonEntry, lang: "en" | "zh"): string {
  const page = join(ROOT, "docs", lang, `${basename(lesson.dir)}.md`);
  const heading = existsSync(page) ? (readFileSync(page, "utf-8").match(/^# (.+)$/m)?.[1] ?? "") : "";
  const name = heading.replace(/^Lesson \S+: |^第 \S+ 课：/, "");
  return lang === "en" ? `${lesson.id}, ${name || lesson.title}` : `${lesson.id}，${name || lesson.title}`;
}

export function walkthrough(
  request: Request,
  previous: LessonEntry,
  next: LessonEntry | undefined,
  lang: "en" | "zh",
): string {
  const { id, folder, base } = request;
  const page = (l: LessonEntry) => `${basename(l.dir)}.md`;
  if (lang === "en") {
    const builds =
      (previous === base
        ? `Previous: [${linkName(previous, "en")}](${page(previous)}) ([what changed since ${base.id}](#what-changed-since-${base.id}))`
        : `Previous: [${linkName(previous, "en")}](${page(previous)}) · Builds on: [${linkName(base, "en")}](${page(base)}) ([what changed since ${base.id}](#what-changed-since-${base.id}))`) +
      (next ? ` · Next: [${linkName(next, "en")}](${page(next)})` : "");
    return `# Lesson ${id}: ${PLACEHOLDER} its name

[中文](../zh/${folder}.md) · [Docs index](README.md) · Lesson file: [\`lessons/${folder}/agent.ts\`](../../lessons/${folder}/agent.ts) · ${builds}

\`\`\`bash
pnpm lesson ${id}
\`\`\`

## The problem

${PLACEHOLDER}: what the lesson before cannot do, shown.

## The concept

${PLACEHOLDER}: the idea, in a few paragraphs and a table or a picture.

## The code, in order

${PLACEHOLDER}: the lesson file from top to bottom, each part an excerpt (<!-- include: lessons/${folder}/agent.ts#REGION -->).

## What you see

<!-- lesson-output: ${id} -->
<!-- /lesson-output -->

## Try it live

${PLACEHOLDER}: prompts to try with a key in .env.

## How it differs from the reference

${PLACEHOLDER}: the places where it deliberately differs, and why.

## What changed since ${base.id}

<!-- lesson-diff: ${base.id} ${id} --stat -->
<!-- /lesson-diff -->

<details>
<summary>The whole diff</summary>

<!-- lesson-diff: ${base.id} ${id} -->
<!-- /lesson-diff -->

</details>

## Now build it yourself

Now build it yourself: \`pnpm exercise ${id}\`. ${PLACEHOLDER}: what the exercise takes out. How a check works and how
to read a failure: [Exercises](exercises.md).
`;
  }
  const builds =
    (previous === base
      ? `上一课：[${linkName(previous, "zh")}](${page(previous)})（[与 ${base.id} 相比改了什么](#与-${base.id}-相比改了什么)）`
      : `上一课：[${linkName(previous, "zh")}](${page(previous)}) · 基于：[${linkName(base, "zh")}](${page(base)})（[与 ${base.id} 相比改了什么](#与-${base.id}-相比改了什么)）`) +
    (next ? ` · 下一课：[${linkName(next, "zh")}](${page(next)})` : "");
  return `# 第 ${id} 课：${PLACEHOLDER} 课名

[English](../en/${folder}.md) · [文档目录](README.md) · 课程文件：[\`lessons/${folder}/agent.ts\`](../../lessons/${folder}/agent.ts) · ${builds}

\`\`\`bash
pnpm lesson ${id}
\`\`\`

## 要解决的问题

${PLACEHOLDER}：上一课做不到什么。

## 核心概念

${PLACEHOLDER}：这一课的想法。

## 按顺序读代码

${PLACEHOLDER}：从上到下读课程文件，每一段都是摘录（<!-- include: lessons/${folder}/agent.ts#REGION -->）。

## 运行演示时你会看到什么

<!-- lesson-output: ${id} -->
<!-- /lesson-output -->

## 接上真实模型试试

${PLACEHOLDER}：配好 .env 之后可以试的任务。

## 与参考实现的不同

${PLACEHOLDER}：有意不同的地方，以及原因。

## 与 ${base.id} 相比改了什么

<!-- lesson-diff: ${base.id} ${id} --stat -->
<!-- /lesson-diff -->

<details>
<summary>完整 diff</summary>

<!-- lesson-diff: ${base.id} ${id} -->
<!-- /lesson-diff -->

</details>

## 现在自己动手

现在自己动手：\`pnpm exercise ${id}\`。${PLACEHOLDER}：练习拿掉了什么。检查怎么进行、失败信息怎么读：[练习](exercises.md)。
`;
}
